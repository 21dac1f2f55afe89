import { describe, expect, it } from 'vitest'
import { auditLines } from './auditDiff.ts'

describe('audit details as a readable diff', () => {
  it('puts the reason first, each changed field as before → after, and leaves unchanged fields out', () => {
    expect(
      auditLines({
        kind: 'POST',
        id: 12,
        reason: 'Мова ворожнечі',
        before: { hidden: false, reason: null, status: 'OPEN' },
        after: { hidden: true, reason: 'Мова ворожнечі', status: 'OPEN' },
      })
    ).toEqual([
      { field: 'reason', value: 'Мова ворожнечі' },
      { field: 'hidden', before: 'false', value: 'true' },
      { field: 'reason', before: '—', value: 'Мова ворожнечі' },
      { field: 'kind', value: 'POST' },
      { field: 'id', value: '12' },
    ])
  })

  it('writes lists and nested values compactly, and a deletion as → —', () => {
    expect(
      auditLines({
        before: { authorities: ['ARTIST'], text: 'Привіт' },
        after: null,
        closed: [3, 4],
        target: { kind: 'POST', id: '7' },
      })
    ).toEqual([
      { field: 'authorities', before: 'ARTIST', value: '—' },
      { field: 'text', before: 'Привіт', value: '—' },
      { field: 'closed', value: '3, 4' },
      { field: 'target', value: 'kind: POST; id: 7' },
    ])
  })

  it('shows nothing for empty details and a from/to pair as facts', () => {
    expect(auditLines({})).toEqual([])
    expect(auditLines({ reason: null, decision: 'INDUCT' })).toEqual([{ field: 'decision', value: 'INDUCT' }])
    expect(auditLines(null)).toEqual([])
    expect(auditLines({ from: 'a@kobza.local', to: 'b@kobza.local' })).toEqual([
      { field: 'from', value: 'a@kobza.local' },
      { field: 'to', value: 'b@kobza.local' },
    ])
  })
})
