import { useEffect } from 'react'
import { timings } from '@kobza/contract'

/** Detail pages scroll to the top 200 ms after they open (spec 002 §2, §9). */
export function useScrollTop(key: string | undefined) {
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), timings.detailScrollTopMs)
    return () => clearTimeout(timer)
  }, [key])
}
