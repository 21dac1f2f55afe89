import db from '@adonisjs/lucid/services/db'
import type {
  FeedPoll as PollAnswer,
  FeedPost as PostAnswer,
  FeedPostContent as ContentAnswer,
  SongMedia,
} from '@kobza/contract'
import type { User } from '#accounts/public'
import { mediaUrl, presentSongMedia, renditionColumnsAs, renditionOf, songUrlOf } from '#media/public'
import { isoOf } from '#core/stored_time'

/** A post row joined with its author, as the list queries select it. */
export interface PostRow {
  id: number
  author_id: number
  post_type: 'PUBLIC' | 'PREMIUM'
  count_like: number
  count_comments: number
  created_at: Date | string
  hidden_at: Date | string | null
  hidden_reason: string | null
  author_uuid: string
  author_nick_name: string
  author_public_name: string
  author_avatar: string | null
}

/** Columns every post query selects (`postColumns` names them for the presenter). */
export const postColumns = [
  'posts.id',
  'posts.author_id',
  'posts.post_type',
  'posts.count_like',
  'posts.count_comments',
  'posts.created_at',
  'posts.hidden_at',
  'posts.hidden_reason',
  'users.uuid as author_uuid',
  'users.nick_name as author_nick_name',
  'users.public_name as author_public_name',
  'users.avatar as author_avatar',
]

interface ContentRow extends Record<string, unknown> {
  id: number
  post_id: number
  type: ContentAnswer['type']
  context: string | null
  media_key: string | null
  thumbnail_key: string | null
  width: number | null
  height: number | null
  song_name: string | null
  genre: string | null
  length_seconds: number | null
  poll_id: number | null
}

interface PollRow {
  id: number
  title: string
  is_anonymous: boolean | number
  is_can_cancel_own_vote: boolean | number
  is_multi_answer: boolean | number
  count_voters: number
}

interface OptionRow {
  id: number
  poll_id: number
  description: string
  count_votes: number
}

const percent = (votes: number, voters: number) => (voters > 0 ? Math.round((votes / voters) * 1000) / 10 : 0)

/** A poll with its options' shares; `chosen` is the caller's option ids (their ballot). */
function presentPoll(poll: PollRow, options: OptionRow[], chosen: Set<number>): PollAnswer {
  const voters = Number(poll.count_voters)
  return {
    id: Number(poll.id),
    title: poll.title,
    isAnonymous: Boolean(poll.is_anonymous),
    isCanCancelOwnVote: Boolean(poll.is_can_cancel_own_vote),
    isMultiAnswer: Boolean(poll.is_multi_answer),
    isVoted: options.some((option) => chosen.has(Number(option.id))),
    countVoters: voters,
    options: options.map((option) => ({
      id: Number(option.id),
      description: option.description,
      percentVoted: percent(Number(option.count_votes), voters),
      isChosen: chosen.has(Number(option.id)),
    })),
  }
}

/** Polls by id with their options and the viewer's choices: three queries whatever their number. */
export async function loadPolls(pollIds: number[], viewer: User | undefined): Promise<Map<number, PollAnswer>> {
  const polls = new Map<number, PollAnswer>()
  if (pollIds.length === 0) return polls
  const [pollRows, optionRows, chosenRows] = await Promise.all([
    db.from('polls').whereIn('id', pollIds) as Promise<PollRow[]>,
    db.from('poll_options').whereIn('poll_id', pollIds).orderBy('position') as Promise<OptionRow[]>,
    viewer
      ? (db.from('poll_votes').where('user_id', viewer.id).whereIn('poll_id', pollIds).select('option_id') as Promise<
          { option_id: number }[]
        >)
      : Promise.resolve([]),
  ])
  const chosen = new Set(chosenRows.map((row) => Number(row.option_id)))
  for (const poll of pollRows) {
    const options = optionRows.filter((option) => Number(option.poll_id) === Number(poll.id))
    polls.set(Number(poll.id), presentPoll(poll, options, chosen))
  }
  return polls
}

/**
 * Post rows as the spec's posts, with a fixed number of queries for any page: contents,
 * polls (3) and the viewer's likes, each for all posts at once. Media URLs of premium posts
 * are signed for a short while; callers only pass rows the viewer may see.
 */
export async function presentPosts(rows: PostRow[], viewer: User | undefined): Promise<PostAnswer[]> {
  if (rows.length === 0) return []
  const postIds = rows.map((row) => Number(row.id))
  const [contentRows, likedRows] = await Promise.all([
    // Songs' transcoding records come joined (no query of their own: a feed page's count stays fixed).
    db
      .from('post_contents')
      .leftJoin('media_renditions', 'media_renditions.original_key', 'post_contents.media_key')
      .whereIn('post_contents.post_id', postIds)
      .orderBy('post_contents.position')
      .orderBy('post_contents.id')
      .select('post_contents.*', ...renditionColumnsAs('rendition_')) as Promise<ContentRow[]>,
    viewer
      ? (db.from('post_likes').where('user_id', viewer.id).whereIn('post_id', postIds).select('post_id') as Promise<
          { post_id: number }[]
        >)
      : Promise.resolve([]),
  ])
  const pollIds = contentRows.filter((content) => content.poll_id !== null).map((content) => Number(content.poll_id))
  const polls = await loadPolls(pollIds, viewer)
  // Premium posts' renditions are signed like their other files (mediaUrl).
  const mediaOf = (content: ContentRow) =>
    content.media_key ? presentSongMedia(content.media_key, renditionOf(content, 'rendition_'), mediaUrl) : undefined
  const authorUuids = new Map(rows.map((row) => [Number(row.id), row.author_uuid]))
  const liked = new Set(likedRows.map((row) => Number(row.post_id)))
  const authorNames = new Map(rows.map((row) => [Number(row.id), row.author_public_name]))

  const contentsByPost = new Map<number, ContentAnswer[]>()
  for (const content of contentRows) {
    const postId = Number(content.post_id)
    const media = content.type === 'SONG' ? mediaOf(content) : undefined
    // Fans hear READY songs only; the post's author also sees one processing or failed.
    if (media && media.status !== 'READY' && viewer?.uuid !== authorUuids.get(postId)) continue
    const answer = presentContent(content, authorNames.get(postId) ?? '', polls, media)
    if (!answer) continue
    const list = contentsByPost.get(postId) ?? []
    list.push(answer)
    contentsByPost.set(postId, list)
  }

  return rows.map((row) => ({
    id: Number(row.id),
    postType: row.post_type,
    eventOwner: {
      uuid: row.author_uuid,
      nickName: row.author_nick_name,
      publicName: row.author_public_name,
      avatar: row.author_avatar,
    },
    createAt: isoOf(row.created_at),
    countLike: Number(row.count_like),
    countComments: Number(row.count_comments),
    isUserLiked: liked.has(Number(row.id)),
    contents: contentsByPost.get(Number(row.id)) ?? [],
    // Callers pass hidden rows to their author only.
    ...(row.hidden_at ? { hidden: { reason: row.hidden_reason ?? '', hiddenAt: isoOf(row.hidden_at) } } : {}),
  }))
}

function presentContent(
  content: ContentRow,
  authorName: string,
  polls: Map<number, PollAnswer>,
  media?: SongMedia
): ContentAnswer | null {
  const id = Number(content.id)
  switch (content.type) {
    case 'MESSAGE':
      return { id, type: 'MESSAGE', context: content.context ?? '' }
    case 'IMAGE':
      return {
        id,
        type: 'IMAGE',
        imageUrl: mediaUrl(content.media_key!),
        thumbnailUrl: mediaUrl(content.thumbnail_key ?? content.media_key!),
        width: Number(content.width),
        height: Number(content.height),
      }
    case 'SONG':
      return {
        id,
        type: 'SONG',
        song: {
          id,
          songName: content.song_name ?? '',
          genre: content.genre ?? '',
          lengthOfSong: Number(content.length_seconds ?? 0),
          fileUrl: songUrlOf(content.media_key!, media),
          authorName,
          ...(media ? { media } : {}),
        },
      }
    case 'VOTE': {
      const vote = content.poll_id === null ? undefined : polls.get(Number(content.poll_id))
      return vote ? { id, type: 'VOTE', vote } : null
    }
  }
}
