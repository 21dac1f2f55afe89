import { gainFactor, normalisationGainDb, type SongLoudness } from '@kobza/contract/loudness'

/**
 * How a song reaches the reference level: `volume` is what the element's volume takes (≤ 1, enough
 * to turn a loud song down), `boost` what a Web Audio GainNode adds (> 1 only for a quiet song,
 * which an element's volume cannot raise).
 */
export interface PlaybackGain {
  db: number
  volume: number
  boost: number
}

export function playbackGain(loudness: SongLoudness | null | undefined, normalise: boolean): PlaybackGain {
  const db = normalise ? normalisationGainDb(loudness) : 0
  const factor = gainFactor(db)
  return { db, volume: Math.min(1, factor), boost: Math.max(1, factor) }
}
