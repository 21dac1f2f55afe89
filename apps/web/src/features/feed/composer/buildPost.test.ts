import { describe, expect, it } from 'vitest'
import { createPostFields } from '@kobza/contract'
import { draftProblem, imageProblem, pollProblems, postFormData, songProblem, type Draft } from './buildPost'

const poll = {
  kind: 'VOTE' as const,
  key: 'p',
  title: ' Де грати? ',
  options: ['Київ', 'Львів'],
  isAnonymous: false,
  isCanCancelOwnVote: true,
  isMultiAnswer: false,
}
const image = { kind: 'IMAGE' as const, key: 'i', file: new Blob(['png']), name: 'cover.png', preview: 'blob:x' }

describe('the composer rules', () => {
  it('refuses an empty post, a long text, a third attachment and a second poll', () => {
    const draft = (patch: Partial<Draft>): Draft => ({ text: '', postType: 'PUBLIC', attachments: [], ...patch })
    expect(draftProblem(draft({}))).toBe('emptyPost')
    expect(draftProblem(draft({ text: '   ' }))).toBe('emptyPost')
    expect(draftProblem(draft({ text: 'я'.repeat(1000) }))).toBeNull()
    expect(draftProblem(draft({ text: 'я'.repeat(1001) }))).toBe('descriptionTooLong')
    expect(draftProblem(draft({ attachments: [image] }))).toBeNull()
    expect(draftProblem(draft({ attachments: [image, image, poll] }))).toBe('tooManyAttachments')
    expect(draftProblem(draft({ attachments: [poll, { ...poll, key: 'q' }] }))).toBe('onePollOnly')
  })

  it('checks polls: title, non-empty options, 2 to 10 of them', () => {
    expect(pollProblems({ title: '', options: ['a'] })).toEqual({
      title: 'pollTitleRequired',
      options: [undefined],
      list: 'pollOptionsMin',
    })
    expect(pollProblems({ title: 'T', options: ['a', ' '] }).options).toEqual([undefined, 'pollOptionEmpty'])
    expect(pollProblems({ title: 'T', options: Array.from({ length: 11 }, () => 'x') }).list).toBe('pollOptionsMax')
    expect(pollProblems({ title: 'T', options: ['a', 'b'] })).toEqual({ options: [undefined, undefined] })
  })

  it('takes PNG/JPEG covers and MP3/WAV songs only', () => {
    expect(imageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull()
    expect(imageProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('imageType')
    expect(songProblem(new File(['x'], 'a.mp3', { type: 'audio/mpeg' }))).toBeNull()
    expect(songProblem(new File(['x'], 'a.wav', { type: '' }))).toBeNull()
    expect(songProblem(new File(['x'], 'a.ogg', { type: 'audio/ogg' }))).toBe('songType')
  })

  it("builds the spec's multipart body, which the contract's create-post schema accepts", () => {
    const form = postFormData({ text: ' Привіт ', postType: 'PREMIUM', attachments: [image, poll] })
    expect(form.get('postType')).toBe('PREMIUM')
    expect(form.get('simplePost.context')).toBe('Привіт')
    expect(form.get('images[0].type')).toBe('IMAGE')
    expect(form.get('images[0].file')).toBeInstanceOf(Blob)
    expect(form.get('votes[0].title')).toBe('Де грати?')
    expect(form.getAll('votes[0].options[1]')).toEqual(['Львів'])
    expect(form.get('votes[0].isCanCancelOwnVote')).toBe('true')
    // The text fields, nested as the API's multipart parser nests them.
    const parsed = createPostFields.parse({
      postType: form.get('postType'),
      simplePost: { type: 'MESSAGE', context: form.get('simplePost.context') },
      images: [{ type: 'IMAGE' }],
      votes: [
        {
          type: 'VOTE',
          title: form.get('votes[0].title'),
          isCanCancelOwnVote: form.get('votes[0].isCanCancelOwnVote'),
          options: [form.get('votes[0].options[0]'), form.get('votes[0].options[1]')],
        },
      ],
    })
    expect(parsed.votes[0]?.options).toEqual(['Київ', 'Львів'])
    expect(parsed.votes[0]?.isCanCancelOwnVote).toBe(true)
  })
})
