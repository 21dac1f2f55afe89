import { z } from 'zod'
import { genres } from './enums.js'
import { limits, pageSizes } from './limits.js'
import { messages } from './errors.js'
import { paged, pageQuery } from './paging.js'
import { songMedia } from './song-media.js'
import { isHttpLinkOrEmpty, linkSchemeMessage } from './values.js'

/* The artist catalogue: songs, playlists and events (spec 001 §3, §7; paths spec 002 §7 "products"). */

export const catalogueMessages = {
  songType: 'The song must be an MP3 or WAV file',
  songTooLarge: 'The song must be at most 200 MB',
  songRequired: 'Choose a song file',
  playlistNeedsSongs: 'Add at least one song to the playlist',
  playlistForeignSong: 'A playlist can only hold your own songs',
  eventInPast: 'The event cannot start in the past',
  eventStartFormat: "The start must be a date and time, like '2026-12-31 19:30:00'",
  eventLinkScheme: linkSchemeMessage,
  coverType: 'The cover must be a PNG or JPEG image',
  coverTooLarge: 'The cover must be at most 6 MB',
  notOwner: 'Only the owner of this profile can do this',
  unexpectedFile: 'Unexpected file field',
} as const

const maxText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: (issue) => messages.maxChars(String(issue.input ?? '').length, max) })

export const catalogueSong = z.object({
  id: z.number().int(),
  songName: z.string(),
  genre: z.string(),
  lengthOfSong: z.number().int(),
  songUrl: z.string().nullable(),
  /** Processing state, renditions, waveform and loudness (optional until every server sends it). */
  media: songMedia.optional(),
  author: z.object({ uuid: z.string(), nickName: z.string() }),
  createdAt: z.string(),
})
export type CatalogueSong = z.infer<typeof catalogueSong>
export const songList = paged(catalogueSong)

/** POST /api/v1/products/:uuid/songs (multipart: songName, genre, song file `file`). */
export const songCreate = z.object({
  songName: z.string().trim().min(1, messages.required).max(100),
  genre: genres.schema,
  /** A finished resumable upload (mounts.media.uploads) instead of the multipart `songFile`. */
  uploadId: z.string().max(100).optional(),
})
export type SongCreate = z.input<typeof songCreate>

export const playlistSummary = z.object({
  id: z.number().int(),
  playListName: z.string(),
  description: z.string().nullable(),
  playListCoverThumbnail: z.string().nullable(),
  type: z.literal('PLAYLIST'),
  totalSong: z.number().int(),
})
export const cataloguePlaylist = playlistSummary.extend({
  playListCover: z.string().nullable(),
  songs: z.array(catalogueSong),
})
export type PlaylistSummary = z.infer<typeof playlistSummary>
export type CataloguePlaylist = z.infer<typeof cataloguePlaylist>
export const playlistPage = paged(playlistSummary)
export const playlistQuery = pageQuery(pageSizes.songsTabPlaylists)

/** `songIds[0]=…&songIds[1]=…` arrive as an array (or one value); each must be the owner's song. */
export const playlistCreate = z.object({
  playListName: z.string().trim().min(1, messages.required).max(100),
  description: maxText(limits.playlistDescriptionMax).nullish(),
  type: z.literal('PLAYLIST').default('PLAYLIST'),
  songIds: z
    .preprocess(
      (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.coerce.number().int().positive())
    )
    .refine((ids) => ids.length > 0, catalogueMessages.playlistNeedsSongs),
})
export type PlaylistCreate = z.input<typeof playlistCreate>

export const catalogueEvent = z.object({
  id: z.number().int(),
  eventTitle: z.string(),
  description: z.string().nullable(),
  eventLink: z.string().nullable(),
  eventCover: z.string().nullable(),
  eventCoverThumbnail: z.string().nullable(),
  /** 'YYYY-MM-DD HH:mm:ss' in UTC (spec 001 §3: date and time separated by a space). */
  eventStartAt: z.string(),
})
export type CatalogueEvent = z.infer<typeof catalogueEvent>
export const eventPage = paged(catalogueEvent)
export const eventQuery = pageQuery(pageSizes.events)

/** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (the web adds ':00'), read as UTC. */
export const eventStartAt = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, catalogueMessages.eventStartFormat)
  .transform((value, ctx) => {
    const [date, time] = value.split(/[ T]/) as [string, string]
    const full = `${date}T${time.length === 5 ? `${time}:00` : time}`
    const parsed = new Date(`${full}Z`)
    // Date rolls 31 February over into March: only a date that reads back the same is real.
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== full) {
      ctx.addIssue({ code: 'custom', message: catalogueMessages.eventStartFormat })
      return z.NEVER
    }
    return parsed
  })

export const eventCreate = z.object({
  eventTitle: z.string().trim().min(1, messages.required).max(200),
  description: maxText(limits.eventDescriptionMax).nullish(),
  eventLink: maxText(500).refine(isHttpLinkOrEmpty, catalogueMessages.eventLinkScheme).nullish(),
  eventStartAt,
})
export type EventCreate = z.input<typeof eventCreate>

/** GET /api/v1/products/:uuid — the artist's songs, first 4 playlists, first 3 events. */
export const artistProducts = z.object({
  songs: z.array(catalogueSong),
  playlists: z.array(playlistSummary),
  events: z.array(catalogueEvent),
})
export type ArtistProducts = z.infer<typeof artistProducts>
