import type { SongRenditions } from '@kobza/contract'

/** What the player needs of a song's processed media (the contract's `SongMedia`, all optional). */
export interface TrackMedia {
  renditions?: SongRenditions | null
  waveform?: readonly number[] | null
  loudness?: { integratedLufs: number; truePeakDb: number } | null
  durationSeconds?: number | null
}

/**
 * The URL to play: the low rendition under data saver, the high one otherwise, and the song's
 * original URL while it has no renditions (songs uploaded before transcoding, or an older server).
 */
export function trackSource(fallback: string, media: TrackMedia | null | undefined, dataSaver: boolean): string {
  const renditions = media?.renditions
  if (!renditions) return fallback
  if (dataSaver) return renditions.low || renditions.high || fallback
  return renditions.high || renditions.low || fallback
}

/** The Network Information API's fields we read (Chromium-only; elsewhere absent). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

const slowConnections = new Set(['slow-2g', '2g', '3g'])

/** The browser asks for less data, or the connection is slow: data saver turns on by itself. */
export function connectionWantsDataSaver(connection: ConnectionHints | null | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || slowConnections.has(connection.effectiveType ?? '')
}
