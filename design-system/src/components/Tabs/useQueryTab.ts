import { useCallback } from 'react'

/** The shape of react-router's `setSearchParams`, and easy to write for any other router. */
export type SetSearchParams = (next: URLSearchParams) => void

export interface QueryTabOptions<V extends string> {
  /** Allowed values; anything else in the URL falls back to `defaultValue`. */
  values: readonly V[]
  /** The tab shown when the URL has none. It is kept out of the URL to keep links short. */
  defaultValue: V
  /** Query keys to drop when the tab changes — usually `['page']`, which belongs to the old list. */
  resetKeys?: readonly string[]
}

/**
 * Keeps the selected tab in a query parameter (`?tab=songs`) so it survives reloads and can
 * be shared. Router-agnostic: pass the current params and a setter.
 *
 *   const [searchParams, setSearchParams] = useSearchParams() // react-router
 *   const [tab, setTab] = useQueryTab(searchParams, setSearchParams, 'tab', {
 *     values: ['posts', 'songs'], defaultValue: 'posts', resetKeys: ['page'],
 *   })
 *   <Tabs value={tab} onChange={setTab} … />
 */
export function useQueryTab<V extends string>(
  searchParams: URLSearchParams,
  setSearchParams: SetSearchParams,
  key: string,
  options: QueryTabOptions<V>
): [V, (next: V) => void]
/** Without options any value is accepted and a missing parameter reads as `undefined`. */
export function useQueryTab(
  searchParams: URLSearchParams,
  setSearchParams: SetSearchParams,
  key: string
): [string | undefined, (next: string) => void]
export function useQueryTab(
  searchParams: URLSearchParams,
  setSearchParams: SetSearchParams,
  key: string,
  options?: QueryTabOptions<string>
): [string | undefined, (next: string) => void] {
  const raw = searchParams.get(key)
  const value = raw !== null && (!options || options.values.includes(raw)) ? raw : options?.defaultValue
  const setValue = useCallback(
    (next: string) => {
      const params = new URLSearchParams(searchParams)
      if (next === options?.defaultValue) params.delete(key)
      else params.set(key, next)
      for (const reset of options?.resetKeys ?? []) params.delete(reset)
      setSearchParams(params)
    },
    [searchParams, setSearchParams, key, options?.defaultValue, options?.resetKeys]
  )
  return [value, setValue]
}
