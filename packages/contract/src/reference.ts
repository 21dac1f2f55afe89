import { z } from './zod.js'
import { eras, genres } from './enums.js'

/*
 * The spec's { value, name } plus the Ukrainian label (issue 18; additive). Null where an operator
 * added a genre before the label existed, absent from an older server: clients fall back to their own
 * string, then `name`.
 */
export const genreEntry = z.object({ value: genres.schema, name: z.string(), nameUk: z.string().nullish() })
export type GenreEntry = z.infer<typeof genreEntry>
export const genreList = z.array(genreEntry)

/* GET /api/v1/eras (issue 18): the same shape as a genre entry, so a console edit of either label reaches users. */
export const eraEntry = z.object({ value: eras.schema, name: z.string(), nameUk: z.string().nullish() })
export type EraEntry = z.infer<typeof eraEntry>
export const eraList = z.array(eraEntry)

export const serverTime = z.object({ serverTime: z.string(), epochSeconds: z.number().int() })
export type ServerTime = z.infer<typeof serverTime>

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), detail: z.string().optional() })),
})
export type Health = z.infer<typeof health>

/** Response header carrying the front-end version the client stores (spec 000 §7). */
export const versionHeader = 'x-frontend-version'
