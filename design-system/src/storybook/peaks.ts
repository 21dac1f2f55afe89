/** Story data for the waveform (not exported from the package). */

/** A song-like shape: a quiet intro, a verse, a loud chorus and a fade (1,000 peaks, as the server sends). */
export const demoPeaks: number[] = Array.from({ length: 1000 }, (_, index) => {
  const at = index / 1000
  const envelope = at < 0.08 ? at / 0.08 : at > 0.9 ? (1 - at) / 0.1 : at > 0.45 && at < 0.75 ? 0.95 : 0.6
  const texture = 0.55 + 0.45 * Math.abs(Math.sin(index * 0.37) * Math.cos(index * 0.051))
  return Math.min(1, envelope * texture)
})
