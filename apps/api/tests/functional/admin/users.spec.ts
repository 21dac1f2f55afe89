import { test } from '@japa/runner'
import { adminBlockLimits, adminMessages } from '@kobza/contract'
import { User } from '#accounts/public'
import AuditLog from '#accounts/audit_log'
import { createUser, signedIn, TEST_PASSWORD } from '#tests/helpers'

test.group('Admin users', () => {
  test('judges and artists cannot open the users resource', async ({ client }) => {
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await client.get('/admin/api/users').header('authorization', judge.bearer)).assertStatus(403)
  })

  test('lists with search, authority filter and Content-Range', async ({ client, assert }) => {
    const { bearer } = await signedIn({ authorities: ['MODERATOR'] })
    const artist = await createUser({ authorities: ['ARTIST'], email: `findme${Date.now()}@example.test` })
    const response = await client
      .get('/admin/api/users')
      .qs({ filter: JSON.stringify({ q: 'findme', authority: 'ARTIST' }) })
      .header('authorization', bearer)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().map((user: { id: number }) => user.id),
      [artist.id]
    )
    assert.equal(response.header('content-range'), 'users 0-0/1')
    assert.deepEqual(response.body()[0].authorities, ['ARTIST'])
  })

  test('a moderator blocks a user: the audit log records it and the user is signed out', async ({ client, assert }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const fan = await signedIn()
    // A block needs the moderator's reason, at most 300 characters: refused without a change.
    for (const [body, message] of [
      [{ status: 'BLOCKED' }, adminMessages.blockReasonRequired],
      [{ status: 'BLOCKED', reason: '   ' }, adminMessages.blockReasonRequired],
      [{ status: 'BLOCKED', reason: 'я'.repeat(adminBlockLimits.reasonMax + 1) }, 'A reason is at most 300 characters'],
    ] as const) {
      const refused = await client
        .put(`/admin/api/users/${fan.user.id}`)
        .header('authorization', moderator.bearer)
        .json(body)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].message, message)
    }
    assert.equal((await User.findOrFail(fan.user.id)).status, 'ACTIVE')
    ;(await client.get('/api/v1/account').header('authorization', fan.bearer)).assertStatus(200)

    const blocked = await client
      .put(`/admin/api/users/${fan.user.id}`)
      .header('authorization', moderator.bearer)
      .json({ status: 'BLOCKED', reason: ' Спам у коментарях ' })
    blocked.assertStatus(200)
    assert.equal(blocked.body().status, 'BLOCKED')
    ;(await client.get('/api/v1/account').header('authorization', fan.bearer)).assertStatus(401)
    ;(await client.post('/api/v1/login').json({ username: fan.user.email, password: TEST_PASSWORD })).assertStatus(403)
    const log = await AuditLog.query().where({ target_user_id: fan.user.id, action: 'user.blocked' }).firstOrFail()
    assert.equal(log.actorId, moderator.user.id)
    assert.equal(JSON.parse(log.details!).reason, 'Спам у коментарях')

    const unblocked = await client
      .put(`/admin/api/users/${fan.user.id}`)
      .header('authorization', moderator.bearer)
      .json({ status: 'ACTIVE' })
    assert.equal(unblocked.body().status, 'ACTIVE')
    ;(await client.post('/api/v1/login').json({ username: fan.user.email, password: TEST_PASSWORD })).assertStatus(200)
  })

  test('moderators cannot grant authorities nor block staff', async ({ client, assert }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const fan = await createUser()
    const admin = await createUser({ authorities: ['ADMIN'] })
    const grant = await client
      .put(`/admin/api/users/${fan.id}`)
      .header('authorization', moderator.bearer)
      .json({ authorities: ['JUDGE_HALL_OF_FAME'] })
    grant.assertStatus(403)
    assert.equal(grant.body().errors[0].message, adminMessages.onlyAdminsGrant)
    const block = await client
      .put(`/admin/api/users/${admin.id}`)
      .header('authorization', moderator.bearer)
      .json({ status: 'BLOCKED', reason: 'Перевірка' })
    block.assertStatus(403)
  })

  test('an admin grants and revokes authorities, each audited; cannot lock out themself', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const fan = await createUser()
    const granted = await client
      .put(`/admin/api/users/${fan.id}`)
      .header('authorization', admin.bearer)
      .json({ authorities: ['JUDGE_HALL_OF_FAME', 'ARTIST'] })
    granted.assertStatus(200)
    assert.deepEqual(granted.body().authorities, ['ARTIST', 'JUDGE_HALL_OF_FAME'])
    const revoked = await client
      .put(`/admin/api/users/${fan.id}`)
      .header('authorization', admin.bearer)
      .json({ authorities: ['ARTIST'] })
    assert.deepEqual(revoked.body().authorities, ['ARTIST'])
    const actions = (await AuditLog.query().where('target_user_id', fan.id).orderBy('id')).map((row) => row.action)
    assert.deepEqual(actions, ['authority.granted', 'authority.granted', 'authority.revoked'])

    const self = await client
      .put(`/admin/api/users/${admin.user.id}`)
      .header('authorization', admin.bearer)
      .json({ authorities: [] })
    self.assertStatus(422)
    const trail = await client
      .get('/admin/api/audit-logs')
      .qs({ filter: JSON.stringify({ targetUserId: fan.id }) })
      .header('authorization', admin.bearer)
    assert.lengthOf(trail.body(), 3)
    assert.equal(trail.body()[0].action, 'authority.revoked')
  })

  test('unknown users are 404 and bad payloads 422', async ({ client }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    ;(await client.get('/admin/api/users/999999').header('authorization', admin.bearer)).assertStatus(404)
    const fan = await createUser()
    ;(
      await client.put(`/admin/api/users/${fan.id}`).header('authorization', admin.bearer).json({ status: 'DELETED' })
    ).assertStatus(422)
    ;(
      await client
        .put(`/admin/api/users/${fan.id}`)
        .header('authorization', admin.bearer)
        .json({ authorities: ['KING'] })
    ).assertStatus(422)
  })
})
