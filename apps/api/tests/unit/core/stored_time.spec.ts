import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { isoOf, sqlTimeOf } from '#core/stored_time'

test.group('stored times: whichever form the driver or model answers, one UTC text', () => {
  test('{label} is {iso} and {sql}')
    .with([
      {
        label: 'a Date (PostgreSQL)',
        value: new Date('2026-11-26T10:15:30.250Z'),
        iso: '2026-11-26T10:15:30.250Z',
        sql: '2026-11-26 10:15:30',
      },
      {
        label: 'SQLite text',
        value: '2026-11-26 10:15:30',
        iso: '2026-11-26T10:15:30.000Z',
        sql: '2026-11-26 10:15:30',
      },
      {
        label: 'SQLite text with milliseconds',
        value: '2026-11-26 10:15:30.250',
        iso: '2026-11-26T10:15:30.250Z',
        sql: '2026-11-26 10:15:30',
      },
      {
        label: 'ISO with an offset',
        value: '2026-11-26T12:15:30+02:00',
        iso: '2026-11-26T10:15:30.000Z',
        sql: '2026-11-26 10:15:30',
      },
      {
        label: 'a DateTime in Kyiv',
        value: DateTime.fromISO('2026-11-26T12:15:30', { zone: 'Europe/Kyiv' }),
        iso: '2026-11-26T10:15:30.000Z',
        sql: '2026-11-26 10:15:30',
      },
      {
        label: 'text luxon reads (no seconds)',
        value: '2026-11-26 10:15',
        iso: '2026-11-26T10:15:00.000Z',
        sql: '2026-11-26 10:15:00',
      },
    ])
    .run(({ assert }, row) => {
      assert.equal(isoOf(row.value), row.iso)
      assert.equal(sqlTimeOf(row.value), row.sql)
    })
})
