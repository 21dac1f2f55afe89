import { useState } from 'react'

/**
 * State for a story harness around a controlled component: the harness shows each change, and
 * the story's spy (`fn()` in args) still hears it, so a play function can check both.
 */
export function useStoryState<T>(initial: T, report: (next: T) => void): [T, (next: T) => void] {
  const [value, setValue] = useState(initial)
  return [
    value,
    (next) => {
      setValue(next)
      report(next)
    },
  ]
}
