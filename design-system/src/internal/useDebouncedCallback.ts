import { useCallback, useEffect, useRef } from 'react'

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void
  /** Runs a pending call now. */
  flush: () => void
  /** Drops a pending call. */
  cancel: () => void
}

/** Calls `callback` once `delay` ms have passed without another call. */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number
): Debounced<Args> {
  const callbackRef = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<Args | undefined>(undefined)

  useEffect(() => {
    callbackRef.current = callback
  }, [callback])

  const cancel = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = undefined
  }, [])

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    const args = pending.current
    pending.current = undefined
    if (args) callbackRef.current(...args)
  }, [])

  // A late call after unmount would update state of a gone component.
  useEffect(() => cancel, [cancel])

  const debounced = useCallback(
    (...args: Args) => {
      pending.current = args
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, delay)
    },
    [delay, flush]
  ) as Debounced<Args>
  debounced.flush = flush
  debounced.cancel = cancel
  return debounced
}
