import { z } from './zod.js'
import { personCard } from './people.js'
import { eras, genres, legendSorts, legendStatuses, legendTypes } from './enums.js'
import { limits, pageSizes } from './limits.js'
import { messages } from './errors.js'
import { paged, pageQuery } from './paging.js'
import { songMedia } from './song-media.js'
import { linkSchemeMessage } from './values.js'
import { httpLink } from './links.js'
import { characterCount } from './post-rules.js'

/*
 * The Hall of Fame (spec 001 §1–§9, issue 16). A legend is nominated by any signed-in user
 * (the spec does not say who may; issue 16 chooses everyone signed in, rate limited), collects
 * votes until its stage ends (`firstVoteStageOpenUntil`), then goes to the judges' review when
 * it reached `expectedMinimalVote` votes, or is closed as NOT_SELECTED. The judges induct it
 * (SUCCESS) or reject it with a reason; `quorum` judges must agree. Stage length, threshold and
 * quorum are settings the administrators edit (`legendSettings`).
 */

export const legendMessages = {
  notFound: 'Legend not found',
  linkScheme: linkSchemeMessage,
  coverRequired: 'Choose a cover image',
  coverType: 'The cover must be a PNG or JPEG image',
  coverTooLarge: `The cover must be at most ${limits.coverMaxBytes / 1024 / 1024} MB`,
  songRequired: 'Choose a song file',
  songType: 'The song must be an MP3 or WAV file',
  songTooLarge: `The song must be at most ${limits.songMaxBytes / 1024 / 1024} MB`,
  alreadyVoted: 'You have already voted for this legend',
  votingClosed: 'The voting stage of this legend has ended',
  alreadyLiked: 'You already like this legend',
  notLiked: 'You do not like this legend',
  deleteForbidden: 'Only the nominator can delete a legend, and only before it gets a vote',
  notReviewing: 'This legend is not waiting for the judges',
  alreadyDecided: 'You have already decided on this legend',
  ownNomination: 'A judge cannot decide on a legend they nominated',
  reasonRequired: 'Write the reason for the rejection',
  yearOfRelease: 'Enter a year between 1000 and next year',
  tooManyNominations: 'Too many nominations. Please try again later',
} as const

const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), schema)

/** A required text of at most `max` characters (as a person counts them). */
const requiredText = (max: number) =>
  required(
    z
      .string()
      .trim()
      .min(1, messages.required)
      .superRefine((text, ctx) => {
        const length = characterCount(text)
        if (length > max) ctx.addIssue({ code: 'custom', message: messages.maxChars(length, max) })
      })
  )

/** An optional text of at most `max` characters; empty reads as absent. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) =>
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    z
      .string()
      .trim()
      .superRefine((text, ctx) => {
        const length = characterCount(text)
        if (length > max) ctx.addIssue({ code: 'custom', message: messages.maxChars(length, max) })
      })
      .optional()
  )

const optionalLink = z.preprocess(
  (value) =>
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  httpLink(500, legendMessages.linkScheme).optional()
)

/** A required code: absent or empty says 'This field is required', an unknown code the enum's own message. */
const requiredEra = z.preprocess(
  (value) => value ?? '',
  z.string(messages.required).min(1, messages.required).pipe(eras.schema)
)
const requiredGenre = z.preprocess(
  (value) => value ?? '',
  z.string(messages.required).min(1, messages.required).pipe(genres.schema)
)

export const personLinks = z.object({
  wikipediaUrl: optionalLink,
  instagramUrl: optionalLink,
  facebookUrl: optionalLink,
  spotifyUrl: optionalLink,
  youtubeUrl: optionalLink,
  twitterUrl: optionalLink,
  customName: optionalText(limits.legendCustomNameMax),
  customUrl: optionalLink,
})
export const songLinks = personLinks.pick({ spotifyUrl: true, youtubeUrl: true, customName: true, customUrl: true })

/** POST /legends/persons (multipart; `coverFile` is the cropped square cover). */
export const personLegendCreate = z.object({
  legendType: z.literal('PERSON').default('PERSON'),
  name: requiredText(limits.legendNameMax),
  era: requiredEra,
  ownerLegendStarterOpinion: requiredText(limits.legendOpinionMax),
  socialLinks: z.preprocess((value) => value ?? {}, personLinks),
})
export type PersonLegendCreate = z.input<typeof personLegendCreate>

/** POST /legends/songs (multipart; `coverFile` and `songFile`). */
export const songLegendCreate = z.object({
  legendType: z.literal('SONG').default('SONG'),
  name: requiredText(limits.legendNameMax),
  authorName: requiredText(limits.legendAuthorNameMax),
  genre: requiredGenre,
  era: requiredEra,
  ownerLegendStarterOpinion: requiredText(limits.legendOpinionMax),
  socialLinks: z.preprocess((value) => value ?? {}, songLinks),
  authorTextName: optionalText(limits.legendCreditMax),
  label: optionalText(limits.legendCreditMax),
  recordingStudio: optionalText(limits.legendCreditMax),
  composer: optionalText(limits.composerMax),
  yearOfRelease: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? undefined : value),
    z.coerce
      .number({ error: legendMessages.yearOfRelease })
      .int(legendMessages.yearOfRelease)
      .min(1000, legendMessages.yearOfRelease)
      .max(new Date().getUTCFullYear() + 1, legendMessages.yearOfRelease)
      .optional()
  ),
})
export type SongLegendCreate = z.input<typeof songLegendCreate>

/** The link kinds a legend carries; CUSTOM is the nominator's own named link. */
export const legendLinkTypes = z.enum(['WIKIPEDIA', 'INSTAGRAM', 'FACEBOOK', 'SPOTIFY', 'YOUTUBE', 'TWITTER', 'CUSTOM'])
export type LegendLinkType = z.infer<typeof legendLinkTypes>

export const legendLink = z.object({ linkType: legendLinkTypes, url: z.string(), linkName: z.string().nullable() })
export type LegendLink = z.infer<typeof legendLink>

export const legendVoteInfo = z.object({
  isVoted: z.boolean(),
  actualVote: z.number().int(),
  /** actualVote as a percent of expectedMinimalVote, rounded down (may pass 100). */
  votePercent: z.number().int(),
  expectedMinimalVote: z.number().int(),
  /** ISO 8601: votes are taken strictly before this moment. */
  firstVoteStageOpenUntil: z.string(),
})
export type LegendVoteInfo = z.infer<typeof legendVoteInfo>

export const legendPerson = personCard

export const legend = z.object({
  /** Numeric id: the comments area's parent id (kind LEGEND). */
  id: z.number().int(),
  legendUuid: z.string(),
  legendType: legendTypes,
  name: z.string(),
  authorName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  coverThumbnailUrl: z.string().nullable(),
  songUrl: z.string().nullable(),
  lengthOfSong: z.number().int().nullable(),
  songMedia: songMedia.nullable().optional(),
  era: eras.schema,
  genre: z.string().nullable(),
  textAuthor: z.string().nullable(),
  label: z.string().nullable(),
  recordingStudio: z.string().nullable(),
  composer: z.string().nullable(),
  yearOfRelease: z.number().int().nullable(),
  /** SUCCESS means inducted. */
  status: legendStatuses,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  links: z.array(legendLink),
  voteInfo: legendVoteInfo,
  legendStarterUserOwner: legendPerson,
  ownerLegendStarterOpinion: z.string(),
  /** The judges who decided on it. */
  judges: z.array(legendPerson.pick({ uuid: true, nickName: true, publicName: true })),
  /** The judges' reason, shown to the nominator (and staff) once REJECTED; null for anyone else. */
  rejectionReason: z.string().nullable(),
  /** An earlier legend of the same kind and name: flagged for the judges, not refused. */
  duplicateOf: z.string().nullable(),
  createdAt: z.string(),
})
export type Legend = z.infer<typeof legend>

export const legendPage = paged(legend)
export type LegendPage = z.infer<typeof legendPage>

/** POST /legends/search query: 0-based page, 9 a page; isLegend=true inducted, false on voting or review. */
export const legendSearchQuery = pageQuery(pageSizes.hallOfFame).extend({
  legendType: legendTypes.default('SONG'),
  isLegend: z.enum(['true', 'false']).default('false'),
  sort: legendSorts.default('RECENT'),
})
export type LegendSearchQuery = z.input<typeof legendSearchQuery>

export const legendSearchBody = z
  .object({
    searchText: z.string().trim().max(100).nullish(),
    /** Another way to name the sort (the spec's body carries it too); the query's `sort` wins when both are set. */
    orderBy: legendSorts.nullish(),
    eras: z.array(eras.schema).nullish(),
    genres: z.array(genres.schema).nullish(),
  })
  .nullish()
  .transform((body) => body ?? {})
export type LegendSearchBody = z.input<typeof legendSearchBody>

/** POST/DELETE /legends/likes/{id}. */
export const legendLikeState = z.object({ legendUuid: z.string(), likeCount: z.number().int(), liked: z.boolean() })
export type LegendLikeState = z.infer<typeof legendLikeState>

/** One song of the Legends Playlist. */
export const legendSong = z.object({
  legendUuid: z.string(),
  name: z.string(),
  authorName: z.string().nullable(),
  genre: z.string().nullable(),
  era: eras.schema,
  coverUrl: z.string().nullable(),
  songUrl: z.string(),
  lengthOfSong: z.number().int().nullable(),
  media: songMedia.optional(),
})
export type LegendSong = z.infer<typeof legendSong>

export const legendsPlaylist = z.object({ elements: z.array(legendSong) })
export type LegendsPlaylist = z.infer<typeof legendsPlaylist>
export const legendsPlaylistQuery = z.object({ searchText: z.string().trim().max(100).optional() })

/** GET /legends/songs-legends/counts: how many songs the Legends Playlist holds. */
export const legendSongsCount = z.object({ count: z.number().int().nonnegative() })

/* The judges' console (/admin/api/legend-reviews), the moderators' (/admin/api/legends) and the settings. */

export const legendDecisions = z.enum(['INDUCT', 'REJECT'])
export type LegendDecision = z.infer<typeof legendDecisions>

export const legendDecisionRequest = z
  .object({
    decision: legendDecisions,
    reason: z.preprocess((value) => (value === null ? undefined : value), z.string().trim().max(1000).optional()),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'REJECT' && !input.reason)
      ctx.addIssue({ code: 'custom', message: legendMessages.reasonRequired, path: ['reason'] })
  })
export type LegendDecisionRequest = z.input<typeof legendDecisionRequest>

/** What the stage transitions and the judges work with; the administrators edit it. */
export const legendSettings = z.object({
  voteStageDays: z.coerce.number().int().min(1).max(365),
  expectedMinimalVote: z.coerce.number().int().min(1).max(1_000_000),
  judgesQuorum: z.coerce.number().int().min(1).max(50),
  nominationsPerDay: z.coerce.number().int().min(1).max(1000),
})
export type LegendSettings = z.infer<typeof legendSettings>

/** PUT /admin/api/legends/:id — what a moderator may correct in a nomination that breaks the rules. */
export const adminLegendUpdate = z
  .object({
    name: requiredText(limits.legendNameMax).optional(),
    authorName: optionalText(limits.legendAuthorNameMax).nullable(),
    ownerLegendStarterOpinion: requiredText(limits.legendOpinionMax).optional(),
    era: eras.schema.optional(),
    genre: genres.schema.nullable().optional(),
    composer: optionalText(limits.composerMax).nullable(),
    label: optionalText(50).nullable(),
    recordingStudio: optionalText(50).nullable(),
    textAuthor: optionalText(50).nullable(),
  })
  .passthrough()
export type AdminLegendUpdate = z.infer<typeof adminLegendUpdate>
