import { test } from '@japa/runner'
import { eraLabelsUk, eras, messages } from '@kobza/contract'
import AuditLog from '#accounts/audit_log'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'
import { signedIn } from '#tests/helpers'

test.group('Admin eras (simple-rest: list, show, update)', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await Era.query().delete()
    await seedReferenceData()
  })

  test('the list carries both labels in display order, with Content-Range', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const response = await client.get('/admin/api/eras').header('authorization', bearer)
    response.assertStatus(200)
    assert.equal(response.header('content-range'), `eras 0-${eras.codes.length - 1}/${eras.codes.length}`)
    assert.deepEqual(
      response.body().map((row: { code: string; name: string; nameUk: string }) => [row.code, row.name, row.nameUk]),
      eras.list.map((entry) => [entry.value, entry.name, eraLabelsUk[entry.value]])
    )
    const one = await client.get(`/admin/api/eras/${response.body()[1].id}`).header('authorization', bearer)
    one.assertStatus(200)
    assert.deepInclude(one.body(), { code: 'EIGHTIES', name: '80s era', nameUk: 'Епоха 80-х', position: 1 })
  })

  test('an update relabels the era and is audited with before and after', async ({ client, assert }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const era = await Era.findByOrFail('code', 'NINETIES')
    const response = await client
      .put(`/admin/api/eras/${era.id}`)
      .header('authorization', moderator.bearer)
      .json({ nameUk: 'Дев’яності', position: 7 })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      id: era.id,
      code: 'NINETIES',
      name: '90s era',
      nameUk: 'Дев’яності',
      position: 7,
    })
    const rows = await AuditLog.query().where({ action: 'era.updated', actor_id: moderator.user.id })
    assert.lengthOf(rows, 1)
    assert.isNull(rows[0]!.targetUserId)
    assert.deepEqual(JSON.parse(rows[0]!.details ?? '{}'), {
      eraId: era.id,
      before: { code: 'NINETIES', name: '90s era', nameUk: 'Епоха 90-х', position: 2 },
      after: { code: 'NINETIES', name: '90s era', nameUk: 'Дев’яності', position: 7 },
    })
  })

  test('the code is fixed: a code in the body is ignored', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['ADMIN'] })
    const era = await Era.findByOrFail('code', 'EIGHTIES')
    const response = await client
      .put(`/admin/api/eras/${era.id}`)
      .header('authorization', bearer)
      .json({ code: 'SEVENTIES', name: 'Eighties' })
    response.assertStatus(200)
    assert.equal((await Era.findOrFail(era.id)).code, 'EIGHTIES')
    assert.equal((await Era.findOrFail(era.id)).name, 'Eighties')
  })

  test('empty and 61-character labels are 422s and change nothing', async ({ client, assert }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const era = await Era.findByOrFail('code', 'MODERN_ERA')
    for (const body of [{ name: '' }, { nameUk: '  ' }, { nameUk: 'я'.repeat(61) }, { name: 'x'.repeat(61) }]) {
      const response = await client.put(`/admin/api/eras/${era.id}`).header('authorization', admin.bearer).json(body)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, Object.keys(body)[0])
    }
    const kept = await Era.findOrFail(era.id)
    assert.deepEqual([kept.name, kept.nameUk], ['Modern era', 'Сучасна епоха'])
    assert.lengthOf(await AuditLog.query().where('actor_id', admin.user.id), 0)
  })

  test('anonymous is 401; fans and judges are 403; unknown ids are 404', async ({ client, assert }) => {
    const era = await Era.findByOrFail('code', 'CLASSIC_ERA')
    ;(await client.get('/admin/api/eras')).assertStatus(401)
    ;(await client.put(`/admin/api/eras/${era.id}`).json({ nameUk: 'Ні' })).assertStatus(401)
    for (const authorities of [[], ['JUDGE_HALL_OF_FAME'] as const]) {
      const { bearer } = await signedIn({ authorities: [...authorities] })
      const read = await client.get('/admin/api/eras').header('authorization', bearer)
      read.assertStatus(403)
      assert.deepEqual(read.body(), { errors: [{ message: messages.forbidden }] })
      ;(
        await client.put(`/admin/api/eras/${era.id}`).header('authorization', bearer).json({ nameUk: 'Ні' })
      ).assertStatus(403)
    }
    assert.equal((await Era.findOrFail(era.id)).nameUk, 'Класична епоха')

    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    ;(await client.get('/admin/api/eras/999999').header('authorization', bearer)).assertStatus(404)
    ;(await client.get('/admin/api/eras/abc').header('authorization', bearer)).assertStatus(404)
    ;(await client.put('/admin/api/eras/999999').header('authorization', bearer).json({ nameUk: 'Ні' })).assertStatus(
      404
    )
  })

  test('eras cannot be created or deleted (the codes are fixed)', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['ADMIN'] })
    const era = await Era.findByOrFail('code', 'CLASSIC_ERA')
    const created = await client
      .post('/admin/api/eras')
      .header('authorization', bearer)
      .json({ code: 'SEVENTIES', name: '70s', nameUk: '70-ті' })
    // Not routed: the path exists for other methods, so the API answers 405 in its error shape.
    created.assertStatus(405)
    assert.isString(created.body().errors[0].message)
    const deleted = await client.delete(`/admin/api/eras/${era.id}`).header('authorization', bearer)
    deleted.assertStatus(405)
    assert.lengthOf(await Era.all(), eras.codes.length)
  })
})
