import { z } from './zod.js'

/*
 * The oEmbed endpoint's query and answer (issue 35), apart from ./sharing.ts so that the web app's
 * "Share" and "Embed" actions import no schema library.
 */

const dimension = z.coerce.number().int().positive().max(10_000)

/** GET /api/v1/oembed (oembed.com §2.2): `url` a song or playlist share link of this site. */
export const oembedQuery = z.object({
  url: z.string().min(1).max(2048),
  format: z.string().optional(),
  maxwidth: dimension.optional(),
  maxheight: dimension.optional(),
})
export type OembedQuery = z.infer<typeof oembedQuery>

export const oembedAnswer = z.object({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
})
export type OembedAnswer = z.infer<typeof oembedAnswer>
