import { eraLabels, genreLabels } from './labels.js'

/*
 * Plain values the contract's schemas are built on and the apps use as they are: the codes of
 * the enums a screen lists, the link rule, the page numbering. Free of zod, like ./labels,
 * ./limits and ./routes, so a screen of a browser's first download (the Hall of Fame, the
 * markets) can import them without the schema library. ./enums, ./legends and ./paging build
 * on these rather than writing them again.
 */

/** The codes of a reference list, in its labels' order. */
function codesOf<Code extends string>(labels: Record<Code, string>): readonly [Code, ...Code[]] {
  return Object.keys(labels) as [Code, ...Code[]]
}

/** Eras of a song or legend (spec 002 §3). */
export const eraValues = codesOf(eraLabels)
export type Era = (typeof eraValues)[number]

/** Genres (spec 002 §3); served from the database by GET /api/v1/genres. */
export const genreValues = codesOf(genreLabels)
export type Genre = (typeof genreValues)[number]

/** Hall of Fame sort options; LES_VOTES is the spec's spelling and part of the wire contract. */
export const legendSortValues = ['RECENT', 'MORE_VOTES', 'LES_VOTES'] as const
export type LegendSort = (typeof legendSortValues)[number]

/**
 * The one link rule of every domain that takes links (profiles, events, legends, auctions):
 * an http:// or https:// address (spec 001 §5). Anything else a browser would follow from an
 * `href` (`javascript:`, `data:`, `javascript://%0a…`) is refused. Zod-free, so the web and the
 * console check with the same code; `httpLink` in links.ts is its schema.
 */
export const isHttpLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value.trim())

/** The same rule for an optional link field, where an empty text means "no link". */
export const isHttpLinkOrEmpty = (value: string) => value.trim() === '' || isHttpLink(value)

/** What a refused link is told (the same words in every domain). */
export const linkSchemeMessage = 'A link must start with http:// or https://'

/** UI pages are 1-based; the API page is the UI page minus 1. */
export const uiPageToApi = (uiPage: number) => Math.max(0, uiPage - 1)
export const apiPageToUi = (apiPage: number) => apiPage + 1
