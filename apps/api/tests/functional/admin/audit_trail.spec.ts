import { test } from '@japa/runner'
import { moderationMessages } from '@kobza/contract'
import type { ApiClient } from '@japa/api-client'
import AuditLog, { type AuditAction } from '#accounts/audit_log'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'
import Legend from '#legends/legend'
import { legendSettings } from '#legends/settings'
import { signedIn } from '#tests/helpers'
import { nominatedLegend, settings } from '../legends/helpers.js'

/** The entries of one action by one actor, oldest first, details parsed. */
async function entries(action: AuditAction, actorId: number) {
  const rows = await AuditLog.query().where({ action, actor_id: actorId }).orderBy('id')
  return rows.map((row) => ({
    actorId: row.actorId,
    targetUserId: row.targetUserId,
    details: JSON.parse(row.details ?? '{}') as Record<string, unknown>,
  }))
}

/**
 * Runs `change` with the audit write failing: the change must be undone with it, as both share
 * one transaction. (The 500 is the simulated fault, not an answer the API gives.)
 */
async function withAuditDown<T>(change: () => Promise<T>): Promise<T> {
  const record = AuditLog.record
  AuditLog.record = async () => {
    throw new Error('audit store unavailable')
  }
  try {
    return await change()
  } finally {
    AuditLog.record = record
  }
}

/** A legend On Reviewing (the stage's closing is tested in legends.spec.ts). */
async function onReview() {
  const owner = await signedIn()
  const legend = await nominatedLegend(owner.user)
  await Legend.query().where('id', legend.id).update({ status: 'REVIEWING' })
  return { owner, legend }
}

const decide = (client: ApiClient, bearer: string, id: number, body: object) =>
  client.post(`/admin/api/legend-reviews/${id}/decisions`).header('authorization', bearer).json(body)

test.group('Audit trail: Hall of Fame', (group) => {
  group.each.setup(async () => {
    await Legend.query().delete()
    await settings()
  })

  test("a judge's decisions are audited with the legend, the nominator and the status move", async ({
    client,
    assert,
  }) => {
    await settings({ judgesQuorum: 2 })
    const { owner, legend } = await onReview()
    const first = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const second = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await decide(client, first.bearer, legend.id, { decision: 'REJECT', reason: 'Not yet' })).assertStatus(202)
    ;(await decide(client, second.bearer, legend.id, { decision: 'REJECT', reason: 'Too soon' })).assertStatus(200)

    assert.deepEqual(await entries('legend.decided', first.user.id), [
      {
        actorId: first.user.id,
        targetUserId: owner.user.id,
        details: {
          legendId: legend.id,
          legendName: legend.name,
          decision: 'REJECT',
          reason: 'Not yet',
          agreeing: 1,
          quorum: 2,
          before: { status: 'REVIEWING' },
          after: { status: 'REVIEWING' },
        },
      },
    ])
    const [closing] = await entries('legend.decided', second.user.id)
    assert.deepInclude(closing!.details, {
      decision: 'REJECT',
      agreeing: 2,
      before: { status: 'REVIEWING' },
      after: { status: 'REJECTED' },
    })

    // Refused decisions (a second one by the same judge, one on a decided legend) leave no entry.
    ;(await decide(client, first.bearer, legend.id, { decision: 'INDUCT' })).assertStatus(409)
    const third = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await decide(client, third.bearer, legend.id, { decision: 'INDUCT' })).assertStatus(409)
    assert.lengthOf(await entries('legend.decided', first.user.id), 1)
    assert.lengthOf(await entries('legend.decided', third.user.id), 0)
  })

  test('a decision whose audit entry cannot be written is not recorded either', async ({ client, assert }) => {
    const { legend } = await onReview()
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const failed = await withAuditDown(() => decide(client, judge.bearer, legend.id, { decision: 'INDUCT' }))
    failed.assertStatus(500)
    assert.equal((await Legend.findOrFail(legend.id)).status, 'REVIEWING')
    ;(await decide(client, judge.bearer, legend.id, { decision: 'INDUCT' })).assertStatus(200)
    assert.lengthOf(await entries('legend.decided', judge.user.id), 1)
  })

  test("a moderator's corrections are audited with the changed fields before and after", async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user, { name: 'Стара назва', authorName: 'Автор' })
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const edit = (body: object) =>
      client.put(`/admin/api/legends/${legend.id}`).header('authorization', moderator.bearer).json(body)
    ;(await edit({ name: 'Нова назва', authorName: 'Автор' })).assertStatus(200)
    assert.deepEqual(await entries('legend.updated', moderator.user.id), [
      {
        actorId: moderator.user.id,
        targetUserId: owner.user.id,
        details: { legendId: legend.id, before: { name: 'Стара назва' }, after: { name: 'Нова назва' } },
      },
    ])
    // Invalid input and a save that changes nothing leave no entry.
    ;(await edit({ name: 'я'.repeat(37) })).assertStatus(422)
    ;(await edit({ name: 'Нова назва' })).assertStatus(200)
    assert.lengthOf(await entries('legend.updated', moderator.user.id), 1)

    const failed = await withAuditDown(() => edit({ name: 'Третя назва' }))
    failed.assertStatus(500)
    assert.equal((await Legend.findOrFail(legend.id)).name, 'Нова назва')
  })

  test("a moderator's removal is audited with what was removed; the nominator's own is not", async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user, { name: 'Порушення' })
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const failed = await withAuditDown(() =>
      client
        .delete(`/admin/api/legends/${legend.id}`)
        .header('authorization', moderator.bearer)
        .json({ reason: 'Не легенда' })
    )
    failed.assertStatus(500)
    assert.isNotNull(await Legend.find(legend.id))
    // The removal cannot be undone: it needs the moderator's reason.
    const unexplained = await client.delete(`/admin/api/legends/${legend.id}`).header('authorization', moderator.bearer)
    unexplained.assertStatus(422)
    assert.equal(unexplained.body().errors[0].message, moderationMessages.deleteReasonRequired)
    assert.isNotNull(await Legend.find(legend.id))
    ;(
      await client
        .delete(`/admin/api/legends/${legend.id}`)
        .header('authorization', moderator.bearer)
        .json({ reason: 'Не легенда' })
    ).assertStatus(200)
    assert.deepEqual(await entries('legend.removed', moderator.user.id), [
      {
        actorId: moderator.user.id,
        targetUserId: owner.user.id,
        details: {
          legendId: legend.id,
          reason: 'Не легенда',
          before: { name: 'Порушення', authorName: 'Author', legendType: 'SONG', status: 'VOTING', voteCount: 0 },
          after: null,
        },
      },
    ])
    ;(
      await client.delete(`/admin/api/legends/999999`).header('authorization', moderator.bearer).json({ reason: 'x' })
    ).assertStatus(404)
    assert.lengthOf(await entries('legend.removed', moderator.user.id), 1)

    const own = await nominatedLegend(owner.user)
    ;(await client.delete(`/api/v1/legends/${own.legendUuid}`).header('authorization', owner.bearer)).assertStatus(204)
    assert.lengthOf(await entries('legend.removed', owner.user.id), 0)
  })

  test("an administrator's settings change is audited with before and after; a refused one is not", async ({
    client,
    assert,
  }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const put = (body: object) =>
      client.put('/admin/api/legend-settings/1').header('authorization', admin.bearer).json(body)
    const wanted = { voteStageDays: 3, expectedMinimalVote: 25, judgesQuorum: 2, nominationsPerDay: 4 }
    ;(await put(wanted)).assertStatus(200)
    assert.deepEqual(await entries('legend_settings.changed', admin.user.id), [
      {
        actorId: admin.user.id,
        targetUserId: null,
        details: {
          before: { voteStageDays: 14, expectedMinimalVote: 10, judgesQuorum: 1, nominationsPerDay: 5 },
          after: wanted,
        },
      },
    ])
    ;(await put({ ...wanted, voteStageDays: 0 })).assertStatus(422)
    const failed = await withAuditDown(() => put({ ...wanted, judgesQuorum: 5 }))
    failed.assertStatus(500)
    assert.equal((await legendSettings()).judgesQuorum, 2)
    assert.lengthOf(await entries('legend_settings.changed', admin.user.id), 1)
  })
})

test.group('Audit trail: genres', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await seedReferenceData()
  })

  test('creating, changing and deleting a genre are audited with before and after', async ({ client, assert }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const created = await client
      .post('/admin/api/genres')
      .header('authorization', moderator.bearer)
      .json({ code: 'KOBZA_FOLK', name: 'Kobza folk', nameUk: 'Кобзарське', position: 50 })
    created.assertStatus(201)
    const id = created.body().id as number
    ;(
      await client
        .put(`/admin/api/genres/${id}`)
        .header('authorization', moderator.bearer)
        .json({ nameUk: 'Кобзарська музика' })
    ).assertStatus(200)
    // A deletion cannot be undone: it needs the moderator's reason, and is refused without one.
    const unexplained = await client.delete(`/admin/api/genres/${id}`).header('authorization', moderator.bearer)
    unexplained.assertStatus(422)
    assert.deepEqual(unexplained.body(), {
      errors: [{ field: 'reason', message: moderationMessages.deleteReasonRequired }],
    })
    const blank = await client
      .delete(`/admin/api/genres/${id}`)
      .header('authorization', moderator.bearer)
      .json({ reason: '   ' })
    blank.assertStatus(422)
    assert.deepEqual(blank.body(), { errors: [{ field: 'reason', message: moderationMessages.deleteReasonRequired }] })
    assert.isNotNull(await Genre.find(id))
    ;(
      await client
        .delete(`/admin/api/genres/${id}`)
        .header('authorization', moderator.bearer)
        .json({ reason: 'Дубль фолку' })
    ).assertStatus(200)

    const genre = { code: 'KOBZA_FOLK', name: 'Kobza folk', nameUk: 'Кобзарське', position: 50 }
    const renamed = { ...genre, nameUk: 'Кобзарська музика' }
    assert.deepEqual(await entries('genre.created', moderator.user.id), [
      { actorId: moderator.user.id, targetUserId: null, details: { genreId: id, before: null, after: genre } },
    ])
    assert.deepEqual(await entries('genre.updated', moderator.user.id), [
      { actorId: moderator.user.id, targetUserId: null, details: { genreId: id, before: genre, after: renamed } },
    ])
    assert.deepEqual(await entries('genre.deleted', moderator.user.id), [
      {
        actorId: moderator.user.id,
        targetUserId: null,
        details: { genreId: id, reason: 'Дубль фолку', before: renamed, after: null },
      },
    ])
  })

  test('refused genre changes leave no entry, and a change without its entry is undone', async ({ client, assert }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const builtIn = await Genre.findByOrFail('code', 'POP')
    ;(
      await client
        .post('/admin/api/genres')
        .header('authorization', admin.bearer)
        .json({ code: 'POP', name: 'Again', nameUk: 'Знову', position: 1 })
    ).assertStatus(409)
    ;(
      await client.delete(`/admin/api/genres/${builtIn.id}`).header('authorization', admin.bearer).json({ reason: 'x' })
    ).assertStatus(422)
    ;(
      await client.put(`/admin/api/genres/${builtIn.id}`).header('authorization', admin.bearer).json({ code: 'POPS' })
    ).assertStatus(422)
    const failed = await withAuditDown(() =>
      client
        .post('/admin/api/genres')
        .header('authorization', admin.bearer)
        .json({ code: 'NEVER_SAVED', name: 'Never', nameUk: 'Ніколи', position: 1 })
    )
    failed.assertStatus(500)
    assert.isNull(await Genre.findBy('code', 'NEVER_SAVED'))
    const renamed = await withAuditDown(() =>
      client.put(`/admin/api/genres/${builtIn.id}`).header('authorization', admin.bearer).json({ name: 'Changed' })
    )
    renamed.assertStatus(500)
    assert.equal((await Genre.findOrFail(builtIn.id)).name, builtIn.name)
    const listed = await client.get('/api/v1/genres')
    assert.notInclude(JSON.stringify(listed.body()), 'Changed')
    const actions = await AuditLog.query().where('actor_id', admin.user.id)
    assert.lengthOf(actions, 0)
  })
})
