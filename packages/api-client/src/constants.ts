/*
 * Values the client needs synchronously on every call. They mirror @kobza/contract, whose
 * modules all evaluate zod schemas when imported; importing them here would put zod into
 * every app's first download (the web app's 150 KB budget). `constants.test.ts` keeps the
 * copies equal to the contract's. Once the contract keeps plain constants in zod-free
 * modules and declares `"sideEffects": false`, import them from there instead.
 */

/** Response header carrying the front-end version (contract `versionHeader`, spec 000 §7). */
export const versionHeader = 'x-frontend-version'

/**
 * The first message of the spec's error body `{ errors: [{ message }] }` — what the client
 * shows (spec 000 §8). Same result as the contract's `firstErrorMessage`, without zod.
 */
export function firstErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const errors = (body as { errors?: unknown }).errors
  if (!Array.isArray(errors) || errors.length === 0) return undefined
  // The contract's schema requires every entry to carry a string message, so one bad entry voids the body.
  if (
    !errors.every(
      (entry) =>
        typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string'
    )
  ) {
    return undefined
  }
  return (errors[0] as { message: string }).message
}
