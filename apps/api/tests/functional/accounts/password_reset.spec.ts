import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { accountFlowMessages } from '@kobza/contract'
import AccountToken from '#accounts/account_token'
import { createUser, outboxMailsTo, signedIn, TEST_PASSWORD, tokenFromLink } from '#tests/helpers'

test.group('Password reset', () => {
  test('answers the same for known and unknown addresses, mailing only the known one', async ({ client, assert }) => {
    const user = await createUser()
    const known = await client.post('/api/v1/login/password/reset').json({ email: user.email })
    const unknown = await client.post('/api/v1/login/password/reset').json({ email: 'nobody-here@example.test' })
    known.assertStatus(200)
    unknown.assertStatus(200)
    assert.deepEqual(known.body(), unknown.body())
    assert.lengthOf(await outboxMailsTo(user.email), 1)
    assert.lengthOf(await outboxMailsTo('nobody-here@example.test'), 0)
  })

  test('the mailed link sets a new password once and signs out every session', async ({ client, assert }) => {
    const session = await signedIn({ authorities: ['ADMIN'] })
    await client
      .post('/api/v1/login/password/reset')
      .header('accept-language', 'en-US')
      .json({ email: session.user.email })
    const [mail] = (await outboxMailsTo(session.user.email)).slice(-1)
    assert.equal(mail!.subject, 'Kobza: reset your password')
    const link = mail!.links.find((url) => url.includes('/reset-password?token='))!
    const token = tokenFromLink(link, 'token')

    const weak = await client.post(`/api/v1/login/password/reset/confirm/${token}`).json({ password: 'weak' })
    weak.assertStatus(422)
    const confirmed = await client
      .post(`/api/v1/login/password/reset/confirm/${token}`)
      .json({ password: 'Brand-New-2026' })
    confirmed.assertStatus(200)
    ;(await client.get('/admin/api/genres').header('authorization', session.bearer)).assertStatus(401)
    ;(await client.post('/api/v1/login').json({ username: session.user.email, password: TEST_PASSWORD })).assertStatus(
      401
    )
    ;(
      await client.post('/api/v1/login').json({ username: session.user.email, password: 'Brand-New-2026' })
    ).assertStatus(200)

    const reuse = await client.post(`/api/v1/login/password/reset/confirm/${token}`).json({ password: 'Another-2026!' })
    reuse.assertStatus(400)
    assert.equal(reuse.body().errors[0].message, accountFlowMessages.resetInvalid)
  })

  test('an expired link is refused; mails default to Ukrainian', async ({ client, assert }) => {
    const user = await createUser()
    await client.post('/api/v1/login/password/reset').json({ email: user.email })
    const [mail] = (await outboxMailsTo(user.email)).slice(-1)
    assert.equal(mail!.subject, 'Kobza: відновлення пароля')
    const token = tokenFromLink(mail!.links[0]!, 'token')
    await AccountToken.query()
      .where('user_id', user.id)
      .update({ expires_at: DateTime.utc().minus({ minutes: 1 }).toSQL({ includeOffset: false }) })
    const response = await client
      .post(`/api/v1/login/password/reset/confirm/${token}`)
      .json({ password: 'Brand-New-2026' })
    response.assertStatus(400)
  })

  test('a newer link replaces the older one', async ({ client }) => {
    const user = await createUser()
    await client.post('/api/v1/login/password/reset').json({ email: user.email })
    await client.post('/api/v1/login/password/reset').json({ email: user.email })
    const mails = await outboxMailsTo(user.email)
    const older = tokenFromLink(mails.at(-2)!.links[0]!, 'token')
    const newer = tokenFromLink(mails.at(-1)!.links[0]!, 'token')
    ;(
      await client.post(`/api/v1/login/password/reset/confirm/${older}`).json({ password: 'Brand-New-2026' })
    ).assertStatus(400)
    ;(
      await client.post(`/api/v1/login/password/reset/confirm/${newer}`).json({ password: 'Brand-New-2026' })
    ).assertStatus(200)
  })
})
