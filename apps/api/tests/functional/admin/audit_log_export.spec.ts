import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { messages } from '@kobza/contract'
import AuditLog from '#accounts/audit_log'
import { createUser, signedIn } from '#tests/helpers'

/** RFC 4180 reader, independent of the writer under test: quoted cells, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

async function exported(client: ApiClient, bearer: string, qs = {}) {
  const response = await client.get('/admin/api/audit-logs/export').qs(qs).header('authorization', bearer)
  response.assertStatus(200)
  const text = response.text()
  return { response, text, rows: parseCsv(text.replace(/^\uFEFF/, '')) }
}

test.group('Audit log CSV export', () => {
  test('exports every matching entry past the list page cap, newest first, as text/csv', async ({ client, assert }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const actor = await createUser({ authorities: ['MODERATOR'] })
    const target = await createUser()
    const entries = Array.from({ length: 1234 }, (_, index) => ({
      action: 'user.warned' as const,
      actorId: actor.id,
      targetUserId: target.id,
      details: JSON.stringify({ reason: `warning ${index}` }),
    }))
    await AuditLog.createMany(entries)

    // The page is capped at 100 rows; the export is not.
    const page = await client
      .get('/admin/api/audit-logs')
      .qs({ filter: JSON.stringify({ actorId: actor.id }), range: JSON.stringify([0, 999]) })
      .header('authorization', admin.bearer)
    assert.lengthOf(page.body(), 100)
    assert.equal(page.header('content-range'), 'audit-logs 0-99/1234')

    const { response, text, rows } = await exported(client, admin.bearer, {
      filter: JSON.stringify({ actorId: actor.id }),
    })
    assert.match(response.header('content-type') ?? '', /^text\/csv; charset=utf-8/)
    assert.equal(response.header('content-disposition'), 'attachment; filename="audit-log.csv"')
    assert.isTrue(text.startsWith('\uFEFF'))
    assert.deepEqual(rows[0], [
      'id',
      'createdAt',
      'action',
      'actorId',
      'targetUserId',
      'reason',
      'before',
      'after',
      'details',
    ])
    const body = rows.slice(1)
    assert.lengthOf(body, 1234)
    const ids = body.map((row) => Number(row[0]))
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a)
    )
    assert.equal(new Set(ids).size, 1234)
    assert.deepEqual(body[0]!.slice(2, 6), ['user.warned', String(actor.id), String(target.id), 'warning 1233'])
    assert.equal(body.at(-1)![5], 'warning 0')

    const ascending = await exported(client, admin.bearer, {
      filter: JSON.stringify({ actorId: actor.id }),
      sort: JSON.stringify(['id', 'ASC']),
    })
    assert.equal(ascending.rows[1]![5], 'warning 0')
    assert.lengthOf(ascending.rows, 1235)
  })

  test('respects the action, actor, account and date filters', async ({ client, assert }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const actor = await createUser({ authorities: ['MODERATOR'] })
    const first = await createUser()
    const second = await createUser()
    const made = await AuditLog.createMany([
      { action: 'user.blocked', actorId: actor.id, targetUserId: first.id, details: '{}' },
      { action: 'user.warned', actorId: actor.id, targetUserId: first.id, details: '{}' },
      { action: 'user.warned', actorId: actor.id, targetUserId: second.id, details: '{}' },
      { action: 'user.warned', actorId: actor.id, targetUserId: second.id, details: '{}' },
    ])
    const format = db.connection().dialect.dateTimeFormat
    const at = (day: string) => DateTime.fromISO(`${day}T12:00:00`, { zone: 'utc' }).toFormat(format)
    await db
      .from('audit_logs')
      .where('id', made[2]!.id)
      .update({ created_at: at('2020-03-01') })
    await db
      .from('audit_logs')
      .where('id', made[3]!.id)
      .update({ created_at: at('2020-03-05') })

    const ids = async (filter: Record<string, unknown>) =>
      (await exported(client, moderator.bearer, { filter: JSON.stringify({ actorId: actor.id, ...filter }) })).rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort((a, b) => a - b)

    assert.deepEqual(await ids({ action: 'user.warned' }), [made[1]!.id, made[2]!.id, made[3]!.id])
    assert.deepEqual(await ids({ targetUserId: first.id }), [made[0]!.id, made[1]!.id])
    assert.deepEqual(await ids({ createdAt_gte: '2020-03-01', createdAt_lte: '2020-03-01' }), [made[2]!.id])
    assert.deepEqual(await ids({ createdAt_gte: '2020-03-02', createdAt_lte: '2020-03-31' }), [made[3]!.id])
    assert.deepEqual(await ids({ createdAt_lte: '2020-12-31' }), [made[2]!.id, made[3]!.id])

    // The list takes the same date range.
    const page = await client
      .get('/admin/api/audit-logs')
      .qs({ filter: JSON.stringify({ actorId: actor.id, createdAt_gte: '2020-03-01', createdAt_lte: '2020-03-04' }) })
      .header('authorization', moderator.bearer)
    page.assertStatus(200)
    assert.deepEqual(
      page.body().map((row: { id: number }) => row.id),
      [made[2]!.id]
    )

    const bad = await client
      .get('/admin/api/audit-logs/export')
      .qs({ filter: JSON.stringify({ createdAt_gte: 'yesterday' }) })
      .header('authorization', moderator.bearer)
    bad.assertStatus(400)
    assert.deepEqual(bad.body(), { errors: [{ message: 'Dates are YYYY-MM-DD' }] })
  })

  test('escapes commas, quotes and newlines and neutralises formulas', async ({ client, assert }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const actor = await createUser({ authorities: ['MODERATOR'] })
    const reasons = ['a, b', 'say "hi"', 'line one\nline two', '=HYPERLINK("http://evil.test","x")', '+1', '@SUM(A1)']
    for (const reason of reasons)
      await AuditLog.record('user.blocked', actor.id, actor.id, { reason, before: { note: '-x' }, after: null })
    const { text, rows } = await exported(client, admin.bearer, {
      filter: JSON.stringify({ actorId: actor.id }),
      sort: JSON.stringify(['id', 'ASC']),
    })
    assert.deepEqual(
      rows.slice(1).map((row) => row[5]),
      ['a, b', 'say "hi"', 'line one\nline two', `'=HYPERLINK("http://evil.test","x")`, `'+1`, `'@SUM(A1)`]
    )
    assert.include(text, '"say ""hi"""')
    for (const row of rows.slice(1)) {
      assert.lengthOf(row, 9)
      assert.equal(row[6], '{"note":"-x"}')
      assert.equal(row[7], 'null')
    }
  })

  test('anonymous callers get 401; fans, artists and judges 403', async ({ client, assert }) => {
    const anonymous = await client.get('/admin/api/audit-logs/export')
    anonymous.assertStatus(401)
    assert.properties(anonymous.body(), ['errors'])
    for (const authorities of [[], ['ARTIST'], ['JUDGE_HALL_OF_FAME']] as const) {
      const { bearer } = await signedIn({ authorities: [...authorities] })
      const response = await client.get('/admin/api/audit-logs/export').header('authorization', bearer)
      response.assertStatus(403)
      assert.deepEqual(response.body(), { errors: [{ message: messages.forbidden }] })
    }
  })
})
