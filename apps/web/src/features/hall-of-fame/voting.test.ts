import { describe, expect, it } from 'vitest'
import { daysLeft, externalHref, isVotingOpen, voteBarWidth } from './voting'

describe('vote bar width (spec 001 §4)', () => {
  it('is 0 at exactly 0, 4 below 4, the percent up to 100, and capped at 100', () => {
    expect(voteBarWidth(0)).toBe(0)
    expect(voteBarWidth(0.5)).toBe(4)
    expect(voteBarWidth(3.99)).toBe(4)
    expect(voteBarWidth(4)).toBe(4)
    expect(voteBarWidth(57)).toBe(57)
    expect(voteBarWidth(100)).toBe(100)
    expect(voteBarWidth(250)).toBe(100)
    expect(voteBarWidth(Number.NaN)).toBe(0)
  })
})

describe('days left and the stage', () => {
  const now = Date.parse('2026-11-23T10:00:00Z')
  it('counts whole days up, 0 once over', () => {
    expect(daysLeft('2026-11-30T10:00:00Z', now)).toBe(7)
    expect(daysLeft('2026-11-23T10:00:01Z', now)).toBe(1)
    expect(daysLeft('2026-11-23T10:00:00Z', now)).toBe(0)
    expect(daysLeft('2026-11-20T10:00:00Z', now)).toBe(0)
  })
  it('takes votes only on voting before the stage end', () => {
    const voteInfo = {
      isVoted: false,
      actualVote: 0,
      votePercent: 0,
      expectedMinimalVote: 3,
      firstVoteStageOpenUntil: '2026-11-24T10:00:00Z',
    }
    expect(isVotingOpen({ status: 'VOTING', voteInfo }, now)).toBe(true)
    expect(isVotingOpen({ status: 'REVIEWING', voteInfo }, now)).toBe(false)
    expect(isVotingOpen({ status: 'VOTING', voteInfo }, Date.parse('2026-11-24T10:00:00Z'))).toBe(false)
  })
})

describe('external links', () => {
  it('prefixes https:// when the link has no scheme', () => {
    expect(externalHref('example.com/a')).toBe('https://example.com/a')
    expect(externalHref('http://example.com')).toBe('http://example.com')
    expect(externalHref('https://example.com')).toBe('https://example.com')
  })
})
