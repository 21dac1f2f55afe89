import { z } from './zod.js'
import { personCard } from './people.js'
import { postTypes } from './enums.js'
import { limits, pageSizes } from './limits.js'
import { mediaTypes } from './media-types.js'
import { characterCount, type PostProblem } from './post-rules.js'
import { messages } from './errors.js'
import { paged, pageQuery } from './paging.js'
import { songMedia } from './song-media.js'
import { hiddenMark } from './moderation.js'

/** Messages of the feed's rules (spec 000 §5), shared by the composer and the API's answers. */
export const feedMessages = {
  descriptionTooLong: (length: number) => messages.maxChars(length, limits.postDescription),
  songNameRequired: 'Song name is required',
  genreRequired: 'Genre is required',
  unknownGenre: 'Unknown genre',
  songFileRequired: 'Choose a song file',
  imageFileRequired: 'Choose an image file',
  pollTitleRequired: 'Title is required',
  pollOptionEmpty: "Option can't be empty string",
  pollOptionsMin: 'Should be at least 2 options',
  pollOptionsMax: `At most ${limits.pollOptionsMax} options`,
  pollOptionTooLong: `An option is at most ${limits.pollOptionMax} characters`,
  pollTitleTooLong: `A title is at most ${limits.pollTitleMax} characters`,
  emptyPost: 'Write something or attach an image, a song or a poll',
  tooManyAttachments: `A post has at most ${limits.postAttachmentsMax} attachments`,
  onePollOnly: 'A post has at most one poll',
  onlyArtistsPost: 'Only artists publish posts',
  onlyOwnWall: 'You can only publish on your own wall',
  onlyAuthorDeletes: 'Only the author can delete a post',
  imageType: 'The cover must be a PNG or JPEG image',
  songType: 'The song must be an MP3 or WAV file',
  imageTooLarge: `The cover is larger than ${limits.coverMaxBytes / 1024 / 1024} MB`,
  songTooLarge: `The song is larger than ${limits.songMaxBytes / 1024 / 1024} MB`,
  unreadableImage: 'The image could not be read',
  unreadableSong: 'The song file could not be read',
  unexpectedFile: 'Unexpected file field',
  premiumOnly: 'Subscribe to the artist to see premium posts',
  postNotFound: 'Post not found',
  artistNotFound: 'Artist not found',
  pollNotFound: 'Poll not found',
  chooseOption: 'Choose at least one option',
  oneOptionOnly: 'This poll takes one answer',
  unknownOption: 'Unknown option',
  alreadyVoted: 'You have already voted',
  notVoted: 'You have not voted in this poll',
  cannotWithdraw: 'Votes in this poll cannot be withdrawn',
  anonymousPoll: 'Votes in this poll are anonymous',
  commentRequired: 'Write a comment',
  commentTooLong: (length: number) => messages.maxChars(length, limits.commentMax),
  commentNotFound: 'Comment not found',
  badIdempotencyKey: 'The Idempotency-Key header must be 8 to 100 letters, digits or the signs . _ : -',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another comment',
  signInToAct: 'Sign in or create account to view content',
} as const

/** What the API accepts as a post's cover and song: the picture and song lists of ./media-types. */
export const postImageMimeTypes = mediaTypes.picture
export const songMimeTypes = mediaTypes.song

/** The message of one of ./post-rules' problems, as the API answers it. */
export const postProblemMessage = (problem: PostProblem) =>
  problem.rule === 'descriptionTooLong'
    ? feedMessages.descriptionTooLong(problem.length ?? 0)
    : feedMessages[problem.rule]

/** Multipart booleans arrive as the strings "true"/"false". */
const formBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === true ? true : value === null ? false : value),
  z.union([z.boolean(), z.literal('false').transform(() => false), z.literal('0').transform(() => false)])
)

const optionalText = z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string())

/** One option text of a poll being created. */
const pollOptionText = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z
    .string()
    .trim()
    .min(1, feedMessages.pollOptionEmpty)
    .refine((text) => characterCount(text) <= limits.pollOptionMax, feedMessages.pollOptionTooLong)
)

/** `votes[0].…` of the create-post multipart (spec 000 §7). */
export const pollFields = z.object({
  type: z.literal('VOTE').optional(),
  title: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .min(1, feedMessages.pollTitleRequired)
      .refine((text) => characterCount(text) <= limits.pollTitleMax, feedMessages.pollTitleTooLong)
  ),
  isAnonymous: formBoolean.default(false),
  isCanCancelOwnVote: formBoolean.default(false),
  isMultiAnswer: formBoolean.default(false),
  options: z.preprocess(
    // Sparse indexes (options[0], options[5]) leave holes: holes are empty options.
    (value) =>
      Array.isArray(value) ? Array.from(value, (item: unknown) => item ?? '') : value === undefined ? [] : value,
    z
      .array(pollOptionText)
      .min(limits.pollOptionsMin, feedMessages.pollOptionsMin)
      .max(limits.pollOptionsMax, feedMessages.pollOptionsMax)
  ),
})
export type PollFields = z.infer<typeof pollFields>

/** `songs[i].…` (the file travels as songs[i].songFile; lengthOfSong is read from the file, not from here). */
export const songFields = z.object({
  type: z.literal('SONG').optional(),
  fileName: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string().trim().min(1, feedMessages.songNameRequired).max(100, messages.maxChars(100, 100))
  ),
  genre: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string().trim().min(1, feedMessages.genreRequired)
  ),
  lengthOfSong: z.unknown().optional(),
})
export type SongFields = z.infer<typeof songFields>

export const imageFields = z.object({ type: z.literal('IMAGE').optional() })

/** The text part of the create-post multipart: everything but the files. */
export const createPostFields = z
  .object({
    postType: postTypes,
    simplePost: z
      .object({
        type: z.literal('MESSAGE').optional(),
        context: optionalText.superRefine((text, ctx) => {
          const length = characterCount(text)
          if (length > limits.postDescription)
            ctx.addIssue({ code: 'custom', message: feedMessages.descriptionTooLong(length) })
        }),
      })
      .default({ context: '' }),
    images: z.array(imageFields.nullish().transform((value) => value ?? {})).default([]),
    songs: z.array(songFields).default([]),
    votes: z.array(pollFields).default([]),
  })
  .superRefine((post, ctx) => {
    const attachments = post.images.length + post.songs.length + post.votes.length
    if (post.votes.length > 1) ctx.addIssue({ code: 'custom', message: feedMessages.onePollOnly, path: ['votes'] })
    if (attachments > limits.postAttachmentsMax)
      ctx.addIssue({ code: 'custom', message: feedMessages.tooManyAttachments, path: ['attachments'] })
    if (attachments === 0 && post.simplePost.context.trim() === '')
      ctx.addIssue({ code: 'custom', message: feedMessages.emptyPost, path: ['simplePost', 'context'] })
  })
export type CreatePostFields = z.infer<typeof createPostFields>

/** GET /contents and /contents/{uuid}: 0-based page, size 20, the tab and the time the first page was asked for. */
export const feedQuery = pageQuery(pageSizes.feed).extend({
  postType: postTypes.default('PUBLIC'),
  /** Epoch seconds: only posts created at or before it, so pages stay stable while new posts arrive. */
  initialTimeStamp: z.coerce.number().int().min(0).optional(),
})
export type FeedQuery = z.infer<typeof feedQuery>

/** Comments (10 a page) and replies (2 a page) share the paging of the feed. */
export function commentsQuery(size: number) {
  return pageQuery(size).extend({
    initialTimeStamp: z.coerce.number().int().min(0).optional(),
  })
}

export const postOwner = personCard
export type PostOwner = z.infer<typeof postOwner>

export const pollOption = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Share of voters who chose this option, 0–100 with one decimal. */
  percentVoted: z.number(),
  /** Whether the caller chose it (false for guests). */
  isChosen: z.boolean(),
})
export type PollOption = z.infer<typeof pollOption>

export const feedPoll = z.object({
  id: z.number().int(),
  title: z.string(),
  isAnonymous: z.boolean(),
  isCanCancelOwnVote: z.boolean(),
  isMultiAnswer: z.boolean(),
  isVoted: z.boolean(),
  countVoters: z.number().int().nonnegative(),
  options: z.array(pollOption),
})
export type FeedPoll = z.infer<typeof feedPoll>

export const postSong = z.object({
  id: z.number().int(),
  songName: z.string(),
  genre: z.string(),
  /** Seconds, read from the file by the server. */
  lengthOfSong: z.number().int().nonnegative(),
  fileUrl: z.string(),
  authorName: z.string(),
  media: songMedia.optional(),
})
export type PostSong = z.infer<typeof postSong>

export const postContent = z.discriminatedUnion('type', [
  z.object({ id: z.number().int(), type: z.literal('MESSAGE'), context: z.string() }),
  z.object({
    id: z.number().int(),
    type: z.literal('IMAGE'),
    imageUrl: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  z.object({ id: z.number().int(), type: z.literal('SONG'), song: postSong }),
  z.object({ id: z.number().int(), type: z.literal('VOTE'), vote: feedPoll }),
])
export type FeedPostContent = z.infer<typeof postContent>

export const feedPost = z.object({
  id: z.number().int(),
  postType: postTypes,
  eventOwner: postOwner,
  /** ISO 8601. */
  createAt: z.string(),
  countLike: z.number().int().nonnegative(),
  countComments: z.number().int().nonnegative(),
  isUserLiked: z.boolean(),
  contents: z.array(postContent),
  /** Only on the author's own view of a post moderators hid (nobody else gets it at all). */
  hidden: hiddenMark.optional(),
})
export type FeedPost = z.infer<typeof feedPost>

export const postPage = paged(feedPost)
export type PostPage = z.infer<typeof postPage>

/** GET /polls/{pollId}/voters: who chose what, for polls that are not anonymous. */
export const pollVoters = z.array(z.object({ optionId: z.number().int(), voters: z.array(postOwner) }))
export type PollVoters = z.infer<typeof pollVoters>

/** POST/DELETE /contents/likes/{id}. */
export const likeState = z.object({ id: z.number().int(), countLike: z.number().int(), isUserLiked: z.boolean() })
export type LikeState = z.infer<typeof likeState>

/** POST /polls/{pollId}: the chosen option ids, as a bare list or as `{ options }`. */
export const voteRequest = z.preprocess(
  (body) =>
    Array.isArray(body)
      ? body
      : ((body as { options?: unknown; optionIds?: unknown } | null)?.options ??
        (body as { optionIds?: unknown } | null)?.optionIds),
  z.array(z.coerce.number().int().positive(), { error: feedMessages.chooseOption }).min(1, feedMessages.chooseOption)
)
export type VoteRequest = z.infer<typeof voteRequest>

/** Add a comment or a reply: multipart or JSON with `comment` (1–50 characters). */
export const addCommentRequest = z.object({
  comment: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .min(1, feedMessages.commentRequired)
      .superRefine((text, ctx) => {
        const length = characterCount(text)
        if (length > limits.commentMax) ctx.addIssue({ code: 'custom', message: feedMessages.commentTooLong(length) })
      })
  ),
})
export type AddCommentRequest = z.infer<typeof addCommentRequest>

/** The Idempotency-Key header's value (./routes' idempotencyKeyHeader): what the app names a comment with. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9._:-]{8,100}$/, feedMessages.badIdempotencyKey)

export const commentAuthor = personCard

export const feedComment = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  /** The comment this one replies to, null for a top-level comment. */
  parentCommentId: z.number().int().nullable(),
  message: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  userCommenter: commentAuthor,
  /** Ids of the replies, oldest first (empty for a reply). */
  tailIds: z.array(z.number().int()),
  /** Only on the author's own view of a comment moderators hid. */
  hidden: hiddenMark.optional(),
})
export type FeedComment = z.infer<typeof feedComment>

export const commentPage = paged(feedComment)
export type CommentPage = z.infer<typeof commentPage>
