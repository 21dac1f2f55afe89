import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { contractEndpoints, type ApiClient } from '@kobza/api-client'
import type { CommentPage, FeedPost, PostPage, PostType, ServerTime } from '@kobza/contract'
import { fillPath, routes } from '@kobza/contract/routes'
import { idempotent } from '../../../shared/network/offlineQueue'

/*
 * The contract's endpoints bring zod along, and this module is part of `/`'s first download (the
 * home screen is not lazy): they are loaded on the first call instead. Lists name their route
 * (zod-free) and load their schema beside the request, so the first page waits for no download.
 */
const feedEndpoints = async () => (await contractEndpoints()).feed

/** Which list a page of posts belongs to: the home feed's tab or one artist's wall. */
export type PostSource = { kind: 'feed'; tab: PostType } | { kind: 'wall'; uuid: string; tab: PostType }

export const feedKeys = {
  all: ['feed'] as const,
  posts: (source: PostSource) =>
    source.kind === 'feed'
      ? (['feed', 'posts', source.tab] as const)
      : (['feed', 'wall', source.uuid, source.tab] as const),
  /** Outside the 'feed' root on purpose: updates to cached posts walk that root and must not meet comments. */
  comments: (postId: number) => ['post-comments', postId] as const,
}

/**
 * The server's clock in epoch seconds (spec 000 §4): the feed's `initialTimeStamp`, so pages stay
 * stable. Known from an earlier answer when there was one (a wall opens after its profile's
 * answer), asked of GET /getServerTime otherwise.
 */
export async function serverEpochSeconds(client: ApiClient, signal?: AbortSignal): Promise<number> {
  const known = client.serverEpochSecondsNow()
  if (known !== undefined) return known
  try {
    return (await client.getServerTime({ signal })).epochSeconds
  } catch (error) {
    // The clock only anchors paging; a failed clock call must not cost the reader the feed.
    if (signal?.aborted) throw error
    return Math.floor(Date.now() / 1000)
  }
}

interface PostPageParam {
  page: number
  initialTimeStamp: number
}

type PostPages = InfiniteData<PostPage & PostPageParam, PostPageParam | null>

/**
 * A feed tab's page 0 as the server put it into the page (`/`, see @kobza/api-client's
 * `prime`), with the clock it was pinned to: Home then renders its first posts in its first
 * render, without a call. Undefined when the page brought none (other pages, a signed-in reader).
 */
function primedFirstPage(client: ApiClient, source: PostSource): PostPages | undefined {
  if (source.kind !== 'feed') return undefined
  const clock = client.primedAnswer<ServerTime>(routes.health.serverTime.path, undefined, { keep: true })
  if (!clock) return undefined
  const param = { page: 0, initialTimeStamp: clock.epochSeconds }
  const page = client.primedAnswer<PostPage>(routes.feed.feed.path, { ...param, postType: source.tab })
  if (!page) return undefined
  client.primedAnswer(routes.health.serverTime.path)
  return { pages: [{ ...page, ...param }], pageParams: [null] }
}

/**
 * Pages of posts, 20 at a time, 0-based (spec 000 §4). The first page asks the server's time and
 * every later page carries it, so new posts do not shift what the reader is scrolling through.
 */
export const postsQueryOptions = (client: ApiClient, source: PostSource) =>
  infiniteQueryOptions({
    queryKey: feedKeys.posts(source),
    initialPageParam: null as PostPageParam | null,
    queryFn: async ({ pageParam, signal }): Promise<PostPage & PostPageParam> => {
      const param = pageParam ?? { page: 0, initialTimeStamp: await serverEpochSeconds(client, signal) }
      const query = { page: param.page, postType: source.tab, initialTimeStamp: param.initialTimeStamp }
      const route = source.kind === 'feed' ? routes.feed.feed : routes.feed.wall
      const path = source.kind === 'feed' ? route.path : fillPath(route.path, { uuid: source.uuid })
      const answer = await client.request<PostPage>(route.method, path, undefined, {
        query,
        signal,
        schema: async () => (await feedEndpoints())[source.kind].responses[200],
      })
      return { ...answer, ...param }
    },
    initialData: () => primedFirstPage(client, source),
    getNextPageParam: (last): PostPageParam | undefined =>
      last.page + 1 < last.totalPages ? { page: last.page + 1, initialTimeStamp: last.initialTimeStamp } : undefined,
  })

/** Applies `change` to a post wherever it is cached (feed tabs and walls), e.g. after a like. */
export function updateCachedPost(queryClient: QueryClient, postId: number, change: (post: FeedPost) => FeedPost) {
  queryClient.setQueriesData<PostPages>({ queryKey: feedKeys.all }, (data) => {
    if (!data || !Array.isArray(data.pages)) return data
    return {
      ...data,
      pages: data.pages.map((page) =>
        Array.isArray(page.elements)
          ? { ...page, elements: page.elements.map((post) => (post.id === postId ? change(post) : post)) }
          : page
      ),
    }
  })
}

/** Drops a deleted post from every cached list. */
export function removeCachedPost(queryClient: QueryClient, postId: number) {
  queryClient.setQueriesData<PostPages>({ queryKey: feedKeys.all }, (data) => {
    if (!data || !Array.isArray(data.pages)) return data
    return {
      ...data,
      pages: data.pages.map((page) =>
        Array.isArray(page.elements) ? { ...page, elements: page.elements.filter((post) => post.id !== postId) } : page
      ),
    }
  })
}

/** Puts a new post on top of the lists it belongs to (the author's wall and the matching feed tab). */
export function prependCachedPost(queryClient: QueryClient, post: FeedPost) {
  const keys = [
    feedKeys.posts({ kind: 'feed', tab: post.postType }),
    feedKeys.posts({ kind: 'wall', uuid: post.eventOwner.uuid, tab: post.postType }),
  ]
  for (const queryKey of keys)
    queryClient.setQueryData<PostPages>(queryKey, (data) => {
      if (!data?.pages.length) return data
      const [first, ...rest] = data.pages
      if (!first || first.elements.some((existing) => existing.id === post.id)) return data
      return { ...data, pages: [{ ...first, elements: [post, ...first.elements] }, ...rest] }
    })
}

export async function likePost(client: ApiClient, postId: number, liked: boolean) {
  const feed = await feedEndpoints()
  return client.call(liked ? feed.like : feed.unlike, { params: { id: String(postId) } })
}

export async function votePoll(client: ApiClient, pollId: number, optionIds: number[]) {
  return client.call((await feedEndpoints()).vote, { params: { pollId: String(pollId) }, body: optionIds })
}

export async function withdrawVote(client: ApiClient, pollId: number) {
  return client.call((await feedEndpoints()).withdrawVote, { params: { pollId: String(pollId) } })
}

export async function deletePost(client: ApiClient, uuid: string, postId: number) {
  return client.call((await feedEndpoints()).deletePost, { params: { uuid, postId: String(postId) } })
}

/** The comments adapter of a post (spec 000 §7): 10 comments and 2 replies a page. */
export function postCommentsCalls(client: ApiClient, postId: number) {
  return {
    key: feedKeys.comments(postId),
    list: async (page: number, initialTimeStamp?: number): Promise<CommentPage> =>
      client.call((await feedEndpoints()).comments, {
        params: { postId: String(postId) },
        query: { page, initialTimeStamp },
      }),
    replies: async (commentId: number, page: number, initialTimeStamp?: number): Promise<CommentPage> =>
      client.call((await feedEndpoints()).replies, {
        params: { postId: String(postId), commentId: String(commentId) },
        query: { page, initialTimeStamp },
      }),
    add: async (comment: string, idempotencyKey?: string) =>
      client.call((await feedEndpoints()).addComment, {
        params: { postId: String(postId) },
        body: { comment },
        ...idempotent(idempotencyKey),
      }),
    reply: async (commentId: number, comment: string, idempotencyKey?: string) =>
      client.call((await feedEndpoints()).reply, {
        params: { postId: String(postId), commentId: String(commentId) },
        body: { comment },
        ...idempotent(idempotencyKey),
      }),
  }
}

/**
 * POST /contents/{uuid} with the spec's multipart body, reporting the share of it sent (the
 * client sends through XMLHttpRequest for that, refreshes once on a 401 and checks the answer).
 */
export async function uploadPost(
  client: ApiClient,
  uuid: string,
  body: FormData,
  onProgress: (fraction: number) => void
): Promise<FeedPost> {
  return client.post(fillPath(routes.feed.createPost.path, { uuid }), body, {
    schema: async () => (await feedEndpoints()).createPost.responses[201],
    onUploadProgress: ({ loaded, total }) => {
      if (total > 0) onProgress(loaded / total)
    },
  })
}
