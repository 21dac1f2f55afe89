/*
 * The CLI's only door to the API. The API is imported lazily so `kobza --help` and a rejected
 * argument never boot the application.
 */
import type * as ApiOperator from '@kobza/api/operator'

/** The operator surface the commands call, grouped by the API domain that owns each operation. */
export type Operator = ApiOperator.Operator

let api: typeof ApiOperator | undefined

/** Boots the API (once) and returns each domain's operations. */
export async function loadOperator(): Promise<Operator> {
  api ??= await import('@kobza/api/operator')
  return api.loadOperator()
}

/** Stops what loadOperator booted; nothing to do when no command needed the API. */
export async function closeOperator() {
  await api?.shutdownApi()
}
