import { z } from 'zod'
import { genres } from './enums.js'
import { personCard } from './people.js'
import { pageSizes } from './limits.js'
import { catalogueEvent, catalogueSong } from './catalogue.js'

/* Site-wide search (spec 001 §2 Search, §3 search request and result; path spec 002 §7); types in ./enums.ts. */

/** Longest query text accepted; names are at most 200 characters, a longer query finds nothing new. */
export const searchTextMax = 200

/** `genres` filters songs; `textSearch` matches names (songs too: users search songs by name). */
export const searchRequest = z.object({
  genres: z.array(genres.schema).max(50).optional(),
  textSearch: z.string().max(searchTextMax).nullish(),
})
export type SearchRequest = z.input<typeof searchRequest>

/** Query: 0-based page, size (default per type: spec 001 §9) and the spec's empty `sort`. */
export const searchQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(pageSizes.max).optional(),
  sort: z.string().optional(),
})

export const searchArtist = personCard
export type SearchArtist = z.infer<typeof searchArtist>

/** An event with its artist, whose nickname and uuid its page's address needs (spec 001 §2 event detail). */
export const searchEvent = catalogueEvent.extend({
  author: z.object({ uuid: z.string(), nickName: z.string() }),
})
export type SearchEvent = z.infer<typeof searchEvent>

export const searchResult = z.object({
  elements: z.array(z.union([catalogueSong, searchArtist, searchEvent])),
  totalPages: z.number().int().nonnegative(),
})
export type SearchResult = z.infer<typeof searchResult>
