/*
 * Loudness normalisation (EBU R128), zod-free so the player can import it without the contract's
 * schemas. Songs are measured once at upload; the player turns each one to the same reference.
 */

/** The level every song is played at: −14 LUFS, the reference the large streaming services use. */
export const loudnessTargetLufs = -14

/** Never push a song so far that its true peak would clip (dBTP); a quiet song stays a little quiet. */
export const loudnessPeakCeilingDb = -1

export type SongLoudness = { integratedLufs: number; truePeakDb: number }

/** The gain (dB) that brings a song to the reference, bounded so its true peak stays under the ceiling. */
export function normalisationGainDb(
  loudness: SongLoudness | null | undefined,
  targetLufs = loudnessTargetLufs
): number {
  if (!loudness || !Number.isFinite(loudness.integratedLufs)) return 0
  const wanted = targetLufs - loudness.integratedLufs
  const headroom = loudnessPeakCeilingDb - loudness.truePeakDb
  return Math.min(wanted, Number.isFinite(headroom) ? headroom : wanted)
}

/** dB → the linear factor a GainNode or an element's volume takes. */
export function gainFactor(db: number): number {
  return 10 ** (db / 20)
}
