import { DateTime } from 'luxon'

/*
 * The time as the application sees it. Code whose behaviour depends on elapsed time
 * (token expiry, reuse intervals) reads it here, so tests move time instead of sleeping.
 */
let offsetMs = 0

export const clock = {
  now(): DateTime {
    return offsetMs === 0 ? DateTime.now() : DateTime.now().plus({ milliseconds: offsetMs })
  },
  /** The same instant in epoch milliseconds, without building a DateTime (per-request checks). */
  millis(): number {
    return Date.now() + offsetMs
  },
  /** Tests only: moves the application's time forward by `milliseconds`. */
  travel(milliseconds: number) {
    offsetMs += milliseconds
  },
  /** Tests only: back to the real time. */
  reset() {
    offsetMs = 0
  },
}
