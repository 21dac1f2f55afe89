import { z } from 'zod'
import { videoOrderStatuses } from './enums.js'
import { limits } from './limits.js'
import { money } from './payments.js'
import { songStatuses } from './song-media.js'

/*
 * Video greetings (spec 001 §3 "Video order", §4, §7; issue 13). Beyond the spec, each order
 * carries its delivery deadline: past it, an undelivered order is declined and refunded.
 */

export const greetingMessages = {
  notFound: 'No such video congratulation',
  notAwaiting: 'This order is not awaiting delivery',
  deadlinePassed:
    'The deadline to deliver this greeting has passed: the order is declined and the fan gets the money back',
  videoRequired: 'Choose a video file',
  videoType: 'The video must be an MP4, WebM or QuickTime file',
  videoUnreadable: 'The video could not be read: send a whole MP4, WebM or QuickTime video with a picture',
  videoSize: `The video must be at most ${limits.videoMaxBytes / 1024 / 1024} MB`,
  unexpectedFile: 'Only one video file is expected',
  videoUndecodable: 'The video could not be decoded: record it again or send another file',
  videoProcessingGaveUp: 'Processing the video stopped several times; please send it again',
} as const

/** The kinds a greeting video may be, by its content. */
export const videoMimeTypes = ['video/mp4', 'video/webm', 'video/quicktime'] as const

/** Who ended a greeting order without a video: the artist, the deadline, a refund, a moderator. */
export const greetingDeclinedBy = z.enum(['ARTIST', 'DEADLINE', 'REFUND', 'MODERATOR'])
export type GreetingDeclinedBy = z.infer<typeof greetingDeclinedBy>

/** `isArtistFlow=true`: the artist's incoming orders; `false`: the fan's own. */
export const videoOrdersQuery = z.object({
  isArtistFlow: z.enum(['true', 'false']).default('false'),
})

export const videoOrder = z.object({
  id: z.number().int(),
  /**
   * The other party: the fan for the artist, the artist for the fan. `publicName` is Kobza's
   * addition to the spec's shape: people look for a name in an order list, not a nickname.
   */
  user: z.object({
    uuid: z.string(),
    avatar: z.string().nullable(),
    nickName: z.string().nullable(),
    publicName: z.string().nullable(),
  }),
  orderedAt: z.string(),
  status: videoOrderStatuses,
  money,
  fanDesire: z.string(),
  /** A short-lived signed URL (range requests served), once the video is delivered. */
  videoUrl: z.string().nullable(),
  /**
   * Kobza's addition: the delivered video is transcoded to H.264/AAC MP4 (fast start) with a
   * poster frame. PROCESSING or FAILED: `videoUrl` is the file as sent; READY: it is the MP4 and
   * `videoPosterUrl` the poster (JPEG). Null while no video is delivered.
   */
  videoStatus: songStatuses.nullable(),
  videoStatusReason: z.string().nullable(),
  videoPosterUrl: z.string().nullable(),
  /** When an undelivered order is declined automatically (ISO); null once it is settled. */
  deadlineAt: z.string().nullable(),
  /** Whole seconds left before the deadline (0 when passed); null once the order is settled. */
  secondsLeft: z.number().int().nullable(),
})
export type VideoOrder = z.infer<typeof videoOrder>

export const videoOrderList = z.array(videoOrder)
