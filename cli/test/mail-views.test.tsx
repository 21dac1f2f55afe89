import { describe, expect, it } from 'vitest'
import { render } from 'ink-testing-library'
import { MailStatusView, waited } from '../src/views/MailViews.tsx'

const base = {
  queued: 3,
  due: 1,
  sending: 0,
  failed: 1,
  sentRecently: 12,
  oldestQueuedAt: '2026-11-27T20:30:40.000Z',
  oldestQueuedAgeMs: 125_000,
}

describe('MailStatusView', () => {
  it('shows the counts, the oldest due mail and each failed mail with its error and the retry command', () => {
    const { lastFrame } = render(
      <MailStatusView
        status={{
          ...base,
          failures: [
            {
              id: 7,
              kind: 'password reset',
              state: 'FAILED',
              attempts: 8,
              maxAttempts: 8,
              queuedAt: '2026-11-27T19:00:00.000Z',
              at: '2026-11-27T19:31:00.000Z',
              lastError: 'connect ECONNREFUSED 127.0.0.1:587',
            },
          ],
        }}
      />
    )
    const frame = lastFrame()!
    expect(frame).toContain('queued 3 (1 due now) · sending 0 · failed 1 · sent in the last 24 h 12')
    expect(frame).toContain('oldest due: 2026-11-27 20:30:40 UTC, waiting 2 min')
    expect(frame).toMatch(/7\s+FAILED\s+password reset\s+8\/8/)
    expect(frame).toContain('connect ECONNREFUSED')
    expect(frame).toContain('kobza mail retry <id> or kobza mail retry --all-failed')
  })

  it('says when nothing waits', () => {
    const { lastFrame } = render(
      <MailStatusView
        status={{ ...base, queued: 0, due: 0, failed: 0, oldestQueuedAt: null, oldestQueuedAgeMs: null, failures: [] }}
      />
    )
    expect(lastFrame()).toContain('oldest due: none')
    expect(lastFrame()).not.toContain('retry')
  })

  it('words a wait in seconds, minutes or hours', () => {
    expect([waited(3_000), waited(240_000), waited(7_500_000)]).toEqual(['3 s', '4 min', '2 h 5 min'])
  })
})
