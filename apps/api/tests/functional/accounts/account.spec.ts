import { test } from '@japa/runner'
import { accountFlowMessages } from '@kobza/contract'
import User from '#accounts/user'
import AuditLog from '#accounts/audit_log'
import { createUser, outboxMailsTo, signedIn, TEST_PASSWORD, tokenFromLink } from '#tests/helpers'

test.group('Account settings', () => {
  test('settings need a session', async ({ client }) => {
    ;(await client.get('/api/v1/account')).assertStatus(401)
    ;(await client.delete('/api/v1/account').json({ password: 'x' })).assertStatus(401)
  })

  test('changing the password needs the current one and ends other sessions', async ({ client, assert }) => {
    const session = await signedIn()
    const wrong = await client
      .patch('/api/v1/account/password')
      .header('authorization', session.bearer)
      .json({ currentPassword: 'nope', newPassword: 'Better-Pass-77' })
    wrong.assertStatus(422)
    assert.equal(wrong.body().errors[0].field, 'currentPassword')
    const ok = await client
      .patch('/api/v1/account/password')
      .header('authorization', session.bearer)
      .json({ currentPassword: TEST_PASSWORD, newPassword: 'Better-Pass-77' })
    ok.assertStatus(200)
    ;(await client.get('/api/v1/account').header('authorization', session.bearer)).assertStatus(401)
    ;(
      await client.post('/api/v1/login').json({ username: session.user.email, password: 'Better-Pass-77' })
    ).assertStatus(200)
  })

  test('an e-mail change takes effect only through the link sent to the new address', async ({ client, assert }) => {
    const session = await signedIn()
    const newEmail = `new${Date.now()}@example.test`
    const requested = await client
      .post('/api/v1/account/email')
      .header('authorization', session.bearer)
      .json({ email: newEmail, password: TEST_PASSWORD })
    requested.assertStatus(200)
    const pending = await client.get('/api/v1/account').header('authorization', session.bearer)
    assert.equal(pending.body().email, session.user.email)
    assert.equal(pending.body().pendingEmail, newEmail)

    const [mail] = await outboxMailsTo(newEmail)
    const token = tokenFromLink(mail!.links[0]!, 'emailToken')
    ;(await client.post(`/api/v1/account/email/confirm/${token}`)).assertStatus(200)
    ;(await client.post(`/api/v1/account/email/confirm/${token}`)).assertStatus(400)
    assert.equal((await User.findOrFail(session.user.id)).email, newEmail)
  })

  test('an e-mail change to a registered address is refused', async ({ client, assert }) => {
    const session = await signedIn()
    const other = await createUser()
    const response = await client
      .post('/api/v1/account/email')
      .header('authorization', session.bearer)
      .json({ email: other.email.toUpperCase(), password: TEST_PASSWORD })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, accountFlowMessages.emailTaken)
  })

  test('deleting the account anonymises it, ends sessions and frees the e-mail', async ({ client, assert }) => {
    const session = await signedIn({ authorities: ['ARTIST'] })
    const email = session.user.email
    ;(
      await client.delete('/api/v1/account').header('authorization', session.bearer).json({ password: 'wrong' })
    ).assertStatus(422)
    const deleted = await client
      .delete('/api/v1/account')
      .header('authorization', session.bearer)
      .json({ password: TEST_PASSWORD })
    deleted.assertStatus(204)
    const row = await User.query().where('id', session.user.id).preload('authorityRows').firstOrFail()
    assert.equal(row.status, 'DELETED')
    assert.equal(row.publicName, 'Deleted user')
    assert.notEqual(row.email, email)
    assert.deepEqual(row.authorities, [])
    ;(await client.get('/api/v1/account').header('authorization', session.bearer)).assertStatus(401)
    ;(await client.post('/api/v1/login/token/refresh').json({ refresh: session.refresh_token })).assertStatus(401)
    ;(await client.post('/api/v1/login').json({ username: email, password: TEST_PASSWORD })).assertStatus(401)
    assert.isNotNull(await AuditLog.query().where({ action: 'user.deleted', target_user_id: session.user.id }).first())
  })
})
