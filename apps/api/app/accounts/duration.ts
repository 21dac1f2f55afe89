const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }

/** '15m', '30d', '45s' or a plain number of seconds → seconds. */
export function durationToSeconds(value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim())
  if (!match) throw new Error(`Invalid duration "${value}": use a number with s, m, h or d`)
  return Number(match[1]) * (UNITS[match[2] || 's'] ?? 1)
}
