/** Whole days, hours and minutes in `seconds` (never negative): how the deadline reads. */
export function splitSeconds(seconds: number) {
  const total = Math.max(0, Math.floor(seconds))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
  }
}

/** Which of the three forms fits: days and hours, hours and minutes, or minutes alone. */
export function timeLeftKey(seconds: number): 'leftDays' | 'leftHours' | 'leftMinutes' {
  const { days, hours } = splitSeconds(seconds)
  return days > 0 ? 'leftDays' : hours > 0 ? 'leftHours' : 'leftMinutes'
}
