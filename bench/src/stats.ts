export interface Percentiles {
  p50: number
  p95: number
  p99: number
}

/** Nearest-rank percentiles of `samples` (sorted in place). */
export function percentiles(samples: number[] | Float64Array): Percentiles {
  const sorted = Float64Array.from(samples).sort()
  const at = (p: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!
}
