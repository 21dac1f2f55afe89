import { test } from '@japa/runner'
import { accountFlowMessages, loginResponse, minimumAgeMessage } from '@kobza/contract'
import User from '#accounts/user'
import { birthDateForAge, createUser } from '#tests/helpers'

const valid = () => ({
  email: `fan${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.test`,
  password: 'Strong#Pass1',
  publicName: 'Олена Пчілка',
  dateOfBirth: birthDateForAge(20),
  isArtist: false,
  signUpType: 'KOBZA',
})

test.group('Sign-up', () => {
  test('creates the account, derives a nickname and signs in', async ({ client, assert }) => {
    const payload = valid()
    const response = await client.post('/api/v1/sign-up').json(payload)
    response.assertStatus(200)
    const body = loginResponse.parse(response.body())
    assert.deepEqual(body.authorities, [])
    assert.equal(body.publicName, 'Олена Пчілка')
    assert.match(body.nickName, /^olena_pchilka\d*$/)
    const me = await client.get('/api/v1/account').header('authorization', `Bearer ${body.access_token}`)
    me.assertStatus(200)
    assert.equal(me.body().email, payload.email)
  })

  test('isArtist grants the ARTIST authority', async ({ client, assert }) => {
    const response = await client.post('/api/v1/sign-up').json({ ...valid(), isArtist: true })
    response.assertStatus(200)
    assert.deepEqual(response.body().authorities, ['ARTIST'])
  })

  test('nicknames stay unique when public names repeat', async ({ client, assert }) => {
    const first = await client.post('/api/v1/sign-up').json({ ...valid(), publicName: 'Kobza Band' })
    const second = await client.post('/api/v1/sign-up').json({ ...valid(), publicName: 'Kobza Band' })
    assert.notEqual(first.body().nickName, second.body().nickName)
    assert.isAtMost(second.body().nickName.length, 20)
  })

  test('an e-mail already registered in another case is refused', async ({ client, assert }) => {
    await createUser({ email: 'taken@example.test' })
    const response = await client.post('/api/v1/sign-up').json({ ...valid(), email: 'TAKEN@Example.test' })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, accountFlowMessages.emailTaken)
    assert.lengthOf(await User.query().where('email', 'taken@example.test'), 1)
  })

  const weakPasswords = {
    'too short': 'Ab1!xyz',
    'no lowercase': 'STRONG#PASS1',
    'no uppercase': 'strong#pass1',
    'no digit': 'Strong#Passs',
    'no symbol': 'StrongPass12',
  }
  for (const [rule, password] of Object.entries(weakPasswords)) {
    test(`a password with ${rule} is refused`, async ({ client, assert }) => {
      const payload = { ...valid(), password }
      const response = await client.post('/api/v1/sign-up').json(payload)
      response.assertStatus(422)
      assert.isTrue(response.body().errors.every((error: { field: string }) => error.field === 'password'))
      assert.isNull(await User.findBy('email', payload.email))
    })
  }

  test('under 16 is refused; exactly 16 today is accepted', async ({ client, assert }) => {
    const young = await client.post('/api/v1/sign-up').json({ ...valid(), dateOfBirth: birthDateForAge(16, 1) })
    young.assertStatus(422)
    assert.equal(young.body().errors[0].message, minimumAgeMessage)
    const sixteen = await client.post('/api/v1/sign-up').json({ ...valid(), dateOfBirth: birthDateForAge(16) })
    sixteen.assertStatus(200)
  })

  test('missing fields, a bad e-mail and an impossible date are each reported', async ({ client, assert }) => {
    const response = await client.post('/api/v1/sign-up').json({ email: 'not-an-email', dateOfBirth: '2001-02-30' })
    response.assertStatus(422)
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.includeMembers(fields, ['email', 'password', 'publicName', 'dateOfBirth'])
  })
})
