import {
  mediaFileProblem,
  pollProblems as contractPollProblems,
  postProblems,
  type PostRule,
  type PostType,
} from '@kobza/contract'

/**
 * A rule the composer checks (spec 000 §5): a key under `rules` in the feed's strings, whose
 * English text is the contract's `feedMessages` text (the locales test holds them equal).
 */
export type Rule = PostRule | 'imageType' | 'imageTooLarge' | 'songType' | 'songTooLarge' | 'songFileRequired'

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

const toShape = (draft: Draft) => ({
  text: draft.text,
  images: draft.attachments.filter((item) => item.kind === 'IMAGE').length,
  songs: draft.attachments.filter((item) => item.kind === 'SONG'),
  polls: draft.attachments.filter((item) => item.kind === 'VOTE'),
})

/** The composer's own checks: the contract's post rules (spec 000 §5); the server checks again. */
export function draftProblem(draft: Draft): Rule | null {
  return postProblems(toShape(draft))[0]?.rule ?? null
}

const fileRule = {
  picture: { type: 'imageType', size: 'imageTooLarge' },
  song: { type: 'songType', size: 'songTooLarge' },
} as const

export function imageProblem(file: File): Rule | null {
  const problem = mediaFileProblem('picture', file)
  return problem && fileRule.picture[problem]
}

export function songProblem(file: File): Rule | null {
  const problem = mediaFileProblem('song', file)
  return problem && fileRule.song[problem]
}

export interface PollDraft {
  title: string
  options: string[]
}

/** Field messages of a poll being attached; empty when it may be attached. */
export function pollProblems(poll: PollDraft): { title?: Rule; options: (Rule | undefined)[]; list?: Rule } {
  const problems = contractPollProblems(poll)
  const at = (field: string) => problems.find((problem) => problem.field === `votes.0.${field}`)?.rule
  return { title: at('title'), options: poll.options.map((_, index) => at(`options.${index}`)), list: at('options') }
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
