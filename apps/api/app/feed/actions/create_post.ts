import { open } from 'node:fs/promises'
import type { DateTime } from 'luxon'
import {
  feedMessages,
  postImageMimeTypes,
  postProblemMessage,
  postProblems,
  songMimeTypes,
  type PostType,
} from '@kobza/contract'
import { ApiException, type ApiErrorItem } from '#core/exceptions/api_exception'
import { authorize, bouncerOf, type User } from '#accounts/public'
import FeedPolicy from '#feed/policy'
import { Genre } from '#catalogue/public'
import {
  newMediaKey,
  probeAudio,
  processImage,
  putMedia,
  putMediaFromFile,
  sniffMediaType,
  startTranscoding,
  storeMediaWith,
  thumbnailKeyOf,
  UnreadableMediaError,
  type MediaType,
  type MediaWrite,
} from '#media/public'
import Post from '#feed/post'
import PostContent from '#feed/post_content'
import Poll from '#feed/poll'
import PollOption from '#feed/poll_option'
import { announceNewPost } from '#feed/new_post_job'

/** A file as a temporary path (an upload) or bytes in memory (the demo seed). */
export type MediaSource = string | Buffer

export interface CreatePostInput {
  postType: PostType
  text?: string
  images?: { source: MediaSource }[]
  songs?: { source: MediaSource; name: string; genre: string }[]
  poll?: {
    title: string
    options: string[]
    isAnonymous?: boolean
    isCanCancelOwnVote?: boolean
    isMultiAnswer?: boolean
  }
  /** Backdating for the demo seed; posts are created now otherwise. */
  createdAt?: DateTime
}

async function headOf(source: MediaSource): Promise<Uint8Array> {
  if (typeof source !== 'string') return source.subarray(0, 12)
  const handle = await open(source, 'r')
  try {
    const buffer = Buffer.alloc(12)
    const { bytesRead } = await handle.read(buffer, 0, 12, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** The rules the composer also checks (spec 000 §5), enforced here for every door. */
function checkRules(input: CreatePostInput) {
  const problems: ApiErrorItem[] = postProblems({
    text: input.text ?? '',
    images: input.images?.length ?? 0,
    songs: input.songs ?? [],
    polls: input.poll ? [input.poll] : [],
  }).map((problem) => ({ message: postProblemMessage(problem), field: problem.field }))
  if (problems.length > 0) throw ApiException.unprocessable(problems)
}

/**
 * Publishes a post on the author's wall, whole or not at all. Pictures are decoded and
 * re-encoded (metadata dropped) with a thumbnail, songs are probed for their real format and
 * length; all of that happens before anything is stored. The files are journalled and written,
 * then the rows go in with the journal settled in one transaction; a failure removes the files
 * again and a killed process's files are swept at the next start, so neither is left alone.
 * Premium posts' media get private keys, served only through signed URLs.
 */
export async function createPost(author: User, input: CreatePostInput): Promise<number> {
  await authorize(bouncerOf(author).with(FeedPolicy).execute('post'))
  checkRules(input)
  const songs = input.songs ?? []
  const genres = [...new Set(songs.map((song) => song.genre.trim()))]
  if (genres.length > 0) {
    const known = new Set((await Genre.query().whereIn('code', genres).select('code')).map((row) => row.code))
    const unknown = songs.findIndex((song) => !known.has(song.genre.trim()))
    if (unknown >= 0)
      throw ApiException.unprocessable([{ message: feedMessages.unknownGenre, field: `songs.${unknown}.genre` }])
  }

  const visibility = input.postType === 'PREMIUM' ? 'private' : 'public'
  const files: MediaWrite[] = []
  const imageBlocks: Omit<PostContent['$attributes'], 'id' | 'postId' | 'position'>[] = []
  for (const [index, image] of (input.images ?? []).entries()) {
    const field = `images.${index}.file`
    const sniffed = sniffMediaType(await headOf(image.source))
    if (!sniffed || !(postImageMimeTypes as readonly MediaType[]).includes(sniffed))
      throw ApiException.unprocessable([{ message: feedMessages.imageType, field }])
    const processed = await processImage(image.source, postImageMimeTypes).catch((error) => {
      if (error instanceof UnreadableMediaError)
        throw ApiException.unprocessable([{ message: feedMessages.unreadableImage, field }])
      throw error
    })
    const key = newMediaKey(visibility, processed.type)
    const thumbnailKey = thumbnailKeyOf(key)
    files.push({ key, write: () => putMedia(key, processed.bytes, processed.type) })
    files.push({ key: thumbnailKey, write: () => putMedia(thumbnailKey, processed.thumbnail, 'image/webp') })
    imageBlocks.push({ type: 'IMAGE', mediaKey: key, thumbnailKey, width: processed.width, height: processed.height })
  }
  const songBlocks: typeof imageBlocks = []
  for (const [index, song] of songs.entries()) {
    const field = `songs.${index}.songFile`
    const sniffed = sniffMediaType(await headOf(song.source))
    if (!sniffed || !(songMimeTypes as readonly MediaType[]).includes(sniffed))
      throw ApiException.unprocessable([{ message: feedMessages.songType, field }])
    const probed = await probeAudio(song.source).catch((error) => {
      if (error instanceof UnreadableMediaError)
        throw ApiException.unprocessable([{ message: feedMessages.unreadableSong, field }])
      throw error
    })
    if (probed.type !== sniffed) throw ApiException.unprocessable([{ message: feedMessages.unreadableSong, field }])
    const key = newMediaKey(visibility, probed.type)
    const source = song.source
    files.push({
      key,
      write: () =>
        typeof source === 'string' ? putMediaFromFile(key, source, probed.type) : putMedia(key, source, probed.type),
    })
    songBlocks.push({
      type: 'SONG',
      mediaKey: key,
      songName: song.name.trim(),
      genre: song.genre.trim(),
      lengthSeconds: probed.durationSeconds,
    })
  }

  return storeMediaWith(files, async (trx) => {
    const post = new Post().useTransaction(trx)
    post.fill({ authorId: author.id, postType: input.postType, countLike: 0, countComments: 0 })
    if (input.createdAt) {
      post.createdAt = input.createdAt
      post.updatedAt = input.createdAt
    }
    await post.save()
    const blocks: (typeof imageBlocks)[number][] = []
    const text = input.text?.trim() ?? ''
    if (text) blocks.push({ type: 'MESSAGE', context: text })
    blocks.push(...imageBlocks, ...songBlocks)
    if (input.poll) {
      const poll = await Poll.create(
        {
          postId: post.id,
          title: input.poll.title.trim(),
          isAnonymous: input.poll.isAnonymous ?? false,
          isCanCancelOwnVote: input.poll.isCanCancelOwnVote ?? false,
          isMultiAnswer: input.poll.isMultiAnswer ?? false,
          countVoters: 0,
        },
        { client: trx }
      )
      await PollOption.createMany(
        input.poll.options.map((description, position) => ({
          pollId: poll.id,
          position,
          description: description.trim(),
          countVotes: 0,
        })),
        { client: trx }
      )
      blocks.push({ type: 'VOTE', pollId: poll.id })
    }
    await PostContent.createMany(
      blocks.map((block, position) => ({ ...block, postId: post.id, position })),
      { client: trx }
    )
    // A post's songs are transcoded as the catalogue's are: PROCESSING until their renditions exist.
    for (const song of songBlocks) await startTranscoding(song.mediaKey, song.lengthSeconds, undefined, trx)
    await announceNewPost(trx, post.id, author.id)
    return post.id
  })
}
