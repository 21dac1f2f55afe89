import { useSearchParams } from 'react-router'

/** The 1-based `page` of the URL (spec 001 §2: the page is in the URL), and a setter that keeps the rest. */
export function usePageParam(): [number, (page: number, extra?: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams()
  const parsed = Number(params.get('page'))
  const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1
  const setPage = (next: number, extra: Record<string, string> = {}) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      updated.set('page', String(next))
      for (const [key, value] of Object.entries(extra)) updated.set(key, value)
      return updated
    })
  return [page, setPage]
}
