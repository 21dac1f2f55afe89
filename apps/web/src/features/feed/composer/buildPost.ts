import { characterCount, limits, postImageMimeTypes, songMimeTypes, type PostType } from '@kobza/contract'

/**
 * A rule the composer checks (spec 000 §5): a key under `rules` in the feed's strings, whose
 * English text is the contract's `feedMessages` text (the locales test holds them equal).
 */
export type Rule =
  | 'descriptionTooLong'
  | 'tooManyAttachments'
  | 'onePollOnly'
  | 'emptyPost'
  | 'imageType'
  | 'imageTooLarge'
  | 'songType'
  | 'songTooLarge'
  | 'songFileRequired'
  | 'songNameRequired'
  | 'genreRequired'
  | 'pollTitleRequired'
  | 'pollOptionEmpty'
  | 'pollOptionsMin'
  | 'pollOptionsMax'

export interface ImageAttachment {
  kind: 'IMAGE'
  key: string
  file: Blob
  name: string
  preview: string
}
export interface SongAttachment {
  kind: 'SONG'
  key: string
  file: File
  name: string
  genre: string
}
export interface PollAttachment {
  kind: 'VOTE'
  key: string
  title: string
  options: string[]
  isAnonymous: boolean
  isCanCancelOwnVote: boolean
  isMultiAnswer: boolean
}
export type Attachment = ImageAttachment | SongAttachment | PollAttachment

export interface Draft {
  text: string
  postType: PostType
  attachments: Attachment[]
}

/** The composer's own checks (spec 000 §5), with the contract's messages; the server checks again. */
export function draftProblem(draft: Draft): Rule | null {
  const length = characterCount(draft.text)
  if (length > limits.postDescription) return 'descriptionTooLong'
  if (draft.attachments.length > limits.postAttachmentsMax) return 'tooManyAttachments'
  if (draft.attachments.filter((item) => item.kind === 'VOTE').length > 1) return 'onePollOnly'
  if (draft.attachments.length === 0 && draft.text.trim() === '') return 'emptyPost'
  return null
}

export function imageProblem(file: File): Rule | null {
  if (!(postImageMimeTypes as readonly string[]).includes(file.type)) return 'imageType'
  if (file.size > limits.coverMaxBytes) return 'imageTooLarge'
  return null
}

const songExtensions = /\.(mp3|wav)$/i

export function songProblem(file: File): Rule | null {
  const typed =
    (songMimeTypes as readonly string[]).includes(file.type) || /^audio\/(x-)?(wav|wave|mp3)$/.test(file.type)
  if (!typed && !songExtensions.test(file.name)) return 'songType'
  if (file.size > limits.songMaxBytes) return 'songTooLarge'
  return null
}

export interface PollDraft {
  title: string
  options: string[]
}

/** Field messages of a poll being attached; empty when it may be attached. */
export function pollProblems(poll: PollDraft): { title?: Rule; options: (Rule | undefined)[]; list?: Rule } {
  const title = poll.title.trim() === '' ? 'pollTitleRequired' : undefined
  const options = poll.options.map((option) => (option.trim() === '' ? 'pollOptionEmpty' : undefined))
  const list =
    poll.options.length < limits.pollOptionsMin
      ? 'pollOptionsMin'
      : poll.options.length > limits.pollOptionsMax
        ? 'pollOptionsMax'
        : undefined
  return { title, options, list }
}

/** The spec's multipart body (000 §7): text fields first, files after them. */
export function postFormData(draft: Draft): FormData {
  const form = new FormData()
  form.append('postType', draft.postType)
  form.append('simplePost.type', 'MESSAGE')
  form.append('simplePost.context', draft.text.trim())
  let image = 0
  let song = 0
  const files: [string, Blob, string][] = []
  for (const item of draft.attachments) {
    if (item.kind === 'IMAGE') {
      form.append(`images[${image}].type`, 'IMAGE')
      files.push([`images[${image}].file`, item.file, item.name])
      image += 1
    } else if (item.kind === 'SONG') {
      form.append(`songs[${song}].type`, 'SONG')
      form.append(`songs[${song}].fileName`, item.name)
      form.append(`songs[${song}].genre`, item.genre)
      files.push([`songs[${song}].songFile`, item.file, item.file.name])
      song += 1
    } else {
      form.append('votes[0].type', 'VOTE')
      form.append('votes[0].title', item.title.trim())
      form.append('votes[0].isAnonymous', String(item.isAnonymous))
      form.append('votes[0].isCanCancelOwnVote', String(item.isCanCancelOwnVote))
      form.append('votes[0].isMultiAnswer', String(item.isMultiAnswer))
      item.options.forEach((option, index) => form.append(`votes[0].options[${index}]`, option.trim()))
    }
  }
  for (const [name, file, fileName] of files) form.append(name, file, fileName)
  return form
}
