import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import { accountFlowMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import User from '#accounts/user'
import { createUser } from '#accounts/actions/create_user'

test.group('createUser', () => {
  test('stores a lower-cased e-mail, a hashed password, a derived nickname and the authorities', async ({ assert }) => {
    const email = `Nova.${Date.now()}@Example.TEST`
    const user = await createUser({
      email,
      password: 'Secret!2026a',
      publicName: 'Тарас Шевчук',
      authorities: ['ARTIST'],
    })
    assert.equal(user.email, email.toLowerCase())
    assert.notEqual(user.password, 'Secret!2026a')
    assert.isTrue(await hash.verify(user.password, 'Secret!2026a'))
    assert.match(user.nickName, /^taras_shevchuk(\d{3})?$/)
    assert.deepEqual(user.authorities, ['ARTIST'])
  })

  test('a taken e-mail (in any case) is a 422 on the email field, and nothing is written', async ({ assert }) => {
    const email = `taken${Date.now()}@example.test`
    await createUser({ email, password: 'Secret!2026a', publicName: 'First' })
    const before = await User.query().count('* as total').first()
    try {
      await createUser({ email: email.toUpperCase(), password: 'Secret!2026a', publicName: 'Second' })
      assert.fail('expected a refusal')
    } catch (error) {
      assert.instanceOf(error, ApiException)
      assert.equal((error as ApiException).status, 422)
      assert.deepEqual((error as ApiException).errors, [{ message: accountFlowMessages.emailTaken, field: 'email' }])
    }
    const after = await User.query().count('* as total').first()
    assert.equal(Number(after?.$extras.total), Number(before?.$extras.total))
  })

  test('two people with one public name get different nicknames', async ({ assert }) => {
    const first = await createUser({
      email: `a${Date.now()}@example.test`,
      password: 'Secret!2026a',
      publicName: 'Ірина Бойко',
    })
    const second = await createUser({
      email: `b${Date.now()}@example.test`,
      password: 'Secret!2026a',
      publicName: 'Ірина Бойко',
    })
    assert.notEqual(first.nickName, second.nickName)
    assert.match(second.nickName, /^iryna_boiko\d{3}$/)
  })
})
