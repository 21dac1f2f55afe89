import { describe, expect, it } from 'vitest'
import { addCommentRequest, createPostFields, feedMessages, feedQuery, voteRequest } from './feed.js'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message)

describe('createPostFields (the create-post multipart, spec 000 §7)', () => {
  it('reads multipart strings: booleans, options, the message', () => {
    const parsed = createPostFields.parse({
      postType: 'PREMIUM',
      simplePost: { context: 'Привіт', type: 'MESSAGE' },
      votes: [{ title: 'Так?', isMultiAnswer: 'true', isAnonymous: 'false', options: ['Так', 'Ні'] }],
    })
    expect(parsed.votes[0]).toMatchObject({ isMultiAnswer: true, isAnonymous: false, isCanCancelOwnVote: false })
    expect(parsed.simplePost.context).toBe('Привіт')
  })

  it('refuses 1 or 11 options, empty options (holes too) and a missing title', () => {
    const post = (poll: object) => createPostFields.safeParse({ postType: 'PUBLIC', votes: [poll] })
    expect(messagesOf(post({ title: 'T', options: ['a'] }))).toContain(feedMessages.pollOptionsMin)
    expect(messagesOf(post({ title: 'T', options: Array.from({ length: 11 }, (_, i) => `o${i}`) }))).toContain(
      feedMessages.pollOptionsMax
    )
    // eslint-disable-next-line no-sparse-arrays -- options[0] and options[2] sent, options[1] missing
    expect(messagesOf(post({ title: 'T', options: ['a', , 'c'] }))).toContain(feedMessages.pollOptionEmpty)
    expect(messagesOf(post({ title: null, options: ['a', 'b'] }))).toContain(feedMessages.pollTitleRequired)
  })

  it('counts attachments: at most 2, at most one poll, and something to publish', () => {
    const poll = { title: 'T', options: ['a', 'b'] }
    expect(
      messagesOf(
        createPostFields.safeParse({
          postType: 'PUBLIC',
          images: [{}],
          songs: [{ fileName: 'a', genre: 'POP' }],
          votes: [poll],
        })
      )
    ).toContain(feedMessages.tooManyAttachments)
    expect(messagesOf(createPostFields.safeParse({ postType: 'PUBLIC', votes: [poll, poll] }))).toContain(
      feedMessages.onePollOnly
    )
    expect(messagesOf(createPostFields.safeParse({ postType: 'PUBLIC', simplePost: { context: null } }))).toContain(
      feedMessages.emptyPost
    )
  })

  it('limits the description to 1000 characters, counting an emoji as one', () => {
    expect(createPostFields.safeParse({ postType: 'PUBLIC', simplePost: { context: '🎵'.repeat(1000) } }).success).toBe(
      true
    )
    expect(
      messagesOf(createPostFields.safeParse({ postType: 'PUBLIC', simplePost: { context: 'a'.repeat(1001) } }))
    ).toEqual(['Maximum number of characters - 1001/1000'])
  })

  it('requires a song name and a genre', () => {
    const result = createPostFields.safeParse({ postType: 'PUBLIC', songs: [{ fileName: null, genre: null }] })
    expect(messagesOf(result)).toEqual([feedMessages.songNameRequired, feedMessages.genreRequired])
  })
})

describe('feed, vote and comment payloads', () => {
  it('feedQuery defaults to page 0 of 20 public posts', () => {
    expect(feedQuery.parse({})).toEqual({ page: 0, size: 20, postType: 'PUBLIC' })
    expect(feedQuery.parse({ page: '2', initialTimeStamp: '1700000000' })).toMatchObject({
      page: 2,
      initialTimeStamp: 1700000000,
    })
  })

  it('voteRequest takes a bare list or { options }, never an empty choice', () => {
    expect(voteRequest.parse([3, '4'])).toEqual([3, 4])
    expect(voteRequest.parse({ options: [5] })).toEqual([5])
    expect(voteRequest.safeParse([]).success).toBe(false)
  })

  it('a comment is 1 to 50 characters', () => {
    expect(addCommentRequest.safeParse({ comment: 'а'.repeat(50) }).success).toBe(true)
    expect(messagesOf(addCommentRequest.safeParse({ comment: 'а'.repeat(51) }))).toEqual([
      feedMessages.commentTooLong(51),
    ])
    expect(messagesOf(addCommentRequest.safeParse({ comment: '  ' }))).toEqual([feedMessages.commentRequired])
  })
})
