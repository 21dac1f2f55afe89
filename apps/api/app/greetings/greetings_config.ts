import greetingsSettings from '#config/greetings'

/** Days an artist has to deliver (GREETING_DEADLINE_DAYS, default 7); read on use. */
export function deadlineDays(): number {
  const days = greetingsSettings.deadlineDays
  if (!Number.isFinite(days) || days <= 0) throw new Error('GREETING_DEADLINE_DAYS must be a positive number')
  return days
}

/** How often the API's web process looks for orders past their deadline. */
export const expiryIntervalMs = 60_000
