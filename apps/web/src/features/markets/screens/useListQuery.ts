import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The tab and page of a market list, kept in the query (contentTab, page; page 0-based as the
 * API counts, spec 002 §2). Unknown tabs fall back to the first.
 */
export function useListQuery<Tab extends string>(tabs: readonly [Tab, ...Tab[]]) {
  const [params, setParams] = useSearchParams()
  const raw = params.get('contentTab')
  const tab = (tabs.find((candidate) => candidate === raw) ?? tabs[0]) as Tab
  const parsed = Number(params.get('page') ?? '0')
  const page = Number.isInteger(parsed) && parsed >= 0 ? parsed : 0
  const go = useCallback(
    (next: { tab?: Tab; page?: number }) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current)
          if (next.tab !== undefined) copy.set('contentTab', next.tab)
          copy.set('page', String(next.page ?? 0))
          return copy
        },
        { replace: next.tab === undefined && next.page === undefined }
      )
    },
    [setParams]
  )
  return { tab, page, go }
}
