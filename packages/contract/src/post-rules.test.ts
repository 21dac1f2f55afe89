import { describe, expect, it } from 'vitest'
import { pollProblems, postProblems } from './post-rules.js'
import { limits } from './limits.js'

const post = { text: '', images: 0, songs: [], polls: [] }
const rules = (problems: { rule: string }[]) => problems.map((problem) => problem.rule)

describe('post rules (spec 000 §5), zod-free for the composer and the API', () => {
  it('wants text or an attachment, at most 2 attachments and one poll', () => {
    expect(rules(postProblems(post))).toEqual(['emptyPost'])
    expect(postProblems({ ...post, text: '  hi ' })).toEqual([])
    const poll = { title: 'T', options: ['a', 'b'] }
    expect(rules(postProblems({ ...post, images: 2, polls: [poll, poll] }))).toEqual([
      'tooManyAttachments',
      'onePollOnly',
    ])
  })

  it('counts characters as a person does and names the field', () => {
    const text = '🎵'.repeat(limits.postDescription + 1)
    expect(postProblems({ ...post, text })).toEqual([
      { rule: 'descriptionTooLong', field: 'simplePost.context', length: limits.postDescription + 1 },
    ])
    expect(postProblems({ ...post, text: '🎵'.repeat(limits.postDescription) })).toEqual([])
  })

  it('checks songs and polls field by field', () => {
    expect(postProblems({ ...post, songs: [{ name: ' ', genre: '' }] })).toEqual([
      { rule: 'songNameRequired', field: 'songs.0.fileName' },
      { rule: 'genreRequired', field: 'songs.0.genre' },
    ])
    expect(pollProblems({ title: '', options: ['a', ' '] })).toEqual([
      { rule: 'pollTitleRequired', field: 'votes.0.title' },
      { rule: 'pollOptionEmpty', field: 'votes.0.options.1' },
    ])
    expect(rules(pollProblems({ title: 'T', options: ['a'] }))).toEqual(['pollOptionsMin'])
    expect(rules(pollProblems({ title: 'T', options: Array(limits.pollOptionsMax + 1).fill('o') }))).toEqual([
      'pollOptionsMax',
    ])
  })
})
