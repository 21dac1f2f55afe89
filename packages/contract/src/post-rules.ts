import { limits } from './limits.js'

/*
 * The rules of a post being published (spec 000 §5), zod-free: the web's composer and the API's
 * create-post action call these, and `createPostFields` in ./feed holds the multipart's shape.
 * A problem names its rule (the key of its message in `feedMessages` and in the web's strings)
 * and the field it belongs to, as the API names fields in its answers.
 */

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const characterCount = (text: string) => [...text].length

export type PostRule =
  | 'descriptionTooLong'
  | 'tooManyAttachments'
  | 'onePollOnly'
  | 'emptyPost'
  | 'songNameRequired'
  | 'genreRequired'
  | 'pollTitleRequired'
  | 'pollOptionEmpty'
  | 'pollOptionsMin'
  | 'pollOptionsMax'

export interface PostProblem {
  rule: PostRule
  field: string
  /** The counted characters, for descriptionTooLong's message. */
  length?: number
}

export interface PollShape {
  title: string
  options: readonly string[]
}

export interface PostShape {
  text: string
  images: number
  songs: readonly { name: string; genre: string }[]
  polls: readonly PollShape[]
}

/** A poll's problems: its title, each empty option, then the number of options. */
export function pollProblems(poll: PollShape, field = 'votes.0'): PostProblem[] {
  const problems: PostProblem[] = []
  if (!poll.title.trim()) problems.push({ rule: 'pollTitleRequired', field: `${field}.title` })
  if (poll.options.length < limits.pollOptionsMin) problems.push({ rule: 'pollOptionsMin', field: `${field}.options` })
  if (poll.options.length > limits.pollOptionsMax) problems.push({ rule: 'pollOptionsMax', field: `${field}.options` })
  poll.options.forEach((option, index) => {
    if (!option.trim()) problems.push({ rule: 'pollOptionEmpty', field: `${field}.options.${index}` })
  })
  return problems
}

/** A post's problems, the post's own first (text, attachments), then each song's and poll's. */
export function postProblems(post: PostShape): PostProblem[] {
  const problems: PostProblem[] = []
  const text = post.text.trim()
  const length = characterCount(text)
  const attachments = post.images + post.songs.length + post.polls.length
  if (length > limits.postDescription)
    problems.push({ rule: 'descriptionTooLong', field: 'simplePost.context', length })
  if (attachments > limits.postAttachmentsMax) problems.push({ rule: 'tooManyAttachments', field: 'attachments' })
  if (post.polls.length > 1) problems.push({ rule: 'onePollOnly', field: 'votes' })
  if (attachments === 0 && text === '') problems.push({ rule: 'emptyPost', field: 'simplePost.context' })
  post.songs.forEach((song, index) => {
    if (!song.name.trim()) problems.push({ rule: 'songNameRequired', field: `songs.${index}.fileName` })
    if (!song.genre.trim()) problems.push({ rule: 'genreRequired', field: `songs.${index}.genre` })
  })
  post.polls.forEach((poll, index) => problems.push(...pollProblems(poll, `votes.${index}`)))
  return problems
}
