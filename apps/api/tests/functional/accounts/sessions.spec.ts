import { test } from '@japa/runner'
import { accountMessages, loginResponse } from '@kobza/contract'
import { createUser, signedIn, TEST_PASSWORD } from '#tests/helpers'
import { clock } from '#core/clock'
import db from '@adonisjs/lucid/services/db'

test.group('Sessions', () => {
  test('login answers the stored-user fields and a token pair', async ({ client, assert }) => {
    const user = await createUser({ authorities: ['ARTIST'], email: 'Mixed.Case@Example.test' })
    const response = await client
      .post('/api/v1/login')
      .json({ username: 'mixed.case@example.TEST', password: TEST_PASSWORD })
    response.assertStatus(200)
    const body = loginResponse.parse(response.body())
    assert.equal(body.uuid, user.uuid)
    assert.deepEqual(body.authorities, ['ARTIST'])
    assert.notEqual(body.access_token, body.refresh_token)
  })

  test('unknown e-mail and wrong password get the same 401 message', async ({ client, assert }) => {
    await createUser({ email: 'known@example.test' })
    const wrongPassword = await client.post('/api/v1/login').json({ username: 'known@example.test', password: 'nope' })
    const unknownEmail = await client.post('/api/v1/login').json({ username: 'ghost@example.test', password: 'nope' })
    wrongPassword.assertStatus(401)
    unknownEmail.assertStatus(401)
    assert.equal(wrongPassword.body().errors[0].message, accountMessages.invalidCredentials)
    assert.deepEqual(unknownEmail.body(), wrongPassword.body())
  })

  test('a blocked account cannot sign in and its tokens stop working', async ({ client, assert }) => {
    const session = await signedIn({ authorities: ['ADMIN'] })
    const before = await client.get('/admin/api/genres').header('authorization', session.bearer)
    before.assertStatus(200)
    session.user.status = 'BLOCKED'
    await session.user.save()
    const after = await client.get('/admin/api/genres').header('authorization', session.bearer)
    after.assertStatus(401)
    const login = await client.post('/api/v1/login').json({ username: session.user.email, password: TEST_PASSWORD })
    login.assertStatus(403)
    assert.equal(login.body().errors[0].message, accountMessages.accountBlocked)
  })

  test('an access token answers its user with every authority, as they change, until it expires', async ({
    client,
    assert,
  }) => {
    const session = await signedIn({ authorities: ['MODERATOR', 'ARTIST'] })
    const plain = await signedIn()
    const settings = (bearer: string) => client.get('/api/v1/account').header('authorization', bearer)
    const first = await settings(session.bearer)
    first.assertStatus(200)
    assert.deepEqual(first.body().authorities, ['ARTIST', 'MODERATOR'])
    assert.equal(first.body().uuid, session.user.uuid)
    assert.deepEqual((await settings(plain.bearer)).body().authorities, [])
    // A revoked authority is gone from the next request.
    await db.from('user_authorities').where({ user_id: session.user.id, authority: 'MODERATOR' }).delete()
    assert.deepEqual((await settings(session.bearer)).body().authorities, ['ARTIST'])
    // Past the access token's 15 minutes.
    clock.travel(15 * 60_000 + 1000)
    ;(await settings(session.bearer)).assertStatus(401)
    ;(await settings('Bearer not-a-token')).assertStatus(401)
  }).teardown(() => clock.reset())

  test('refresh rotates tokens; reusing a rotated refresh token revokes the family', async ({ client, assert }) => {
    const session = await signedIn({ authorities: ['ADMIN'] })
    const first = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    first.assertStatus(200)
    const rotated = first.body()
    assert.notEqual(rotated.refresh_token, session.refresh_token)

    // Past the reuse interval in which a second tab may present the same token.
    clock.travel(60_000)
    const reuse = await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })
    reuse.assertStatus(401)
    const afterTheft = await client.post('/api/v1/login/token/refresh').json({ refresh: rotated.refresh_token })
    afterTheft.assertStatus(401)
    const access = await client.get('/admin/api/genres').header('authorization', `Bearer ${rotated.access_token}`)
    access.assertStatus(401)
  }).teardown(() => clock.reset())

  test('logout revokes the session; another user uuid is refused', async ({ client }) => {
    const me = await signedIn()
    const other = await createUser()
    const refused = await client.post(`/api/v1/login/logout/${other.uuid}`).header('authorization', me.bearer)
    refused.assertStatus(403)
    const ok = await client.post(`/api/v1/login/logout/${me.user.uuid}`).header('authorization', me.bearer)
    ok.assertStatus(204)
    const again = await client.post(`/api/v1/login/logout/${me.user.uuid}`).header('authorization', me.bearer)
    again.assertStatus(401)
    const refresh = await client.post('/api/v1/login/token/refresh').json({ refresh: me.refresh_token })
    refresh.assertStatus(401)
  })
})
