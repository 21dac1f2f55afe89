import { spawnSync } from 'node:child_process'
import { test } from '@japa/runner'
import { createUser, outboxMailsTo, signedIn, TEST_PASSWORD } from '#tests/helpers'

/** With APP_URL unset outside production, links use the address the server listens on. */
const expectedOrigin = () => `http://${process.env.HOST}:${process.env.PORT}`

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }

test.group('Links in mail', () => {
  test('a reset requested with a forged Host links to the configured origin only', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client.post('/api/v1/login/password/reset').headers(forged).json({ email: user.email })
    response.assertStatus(200)
    const [mail] = await outboxMailsTo(user.email)
    assert.lengthOf(mail!.links, 1)
    assert.equal(new URL(mail!.links[0]!).origin, expectedOrigin())
    assert.notInclude(mail!.text, 'evil.example')
    assert.notInclude(mail!.html, 'evil.example')
  })

  test('an e-mail change requested with a forged Host links to the configured origin only', async ({
    client,
    assert,
  }) => {
    const session = await signedIn()
    const movedTo = `moved-${Date.now()}@example.test`
    const response = await client
      .post('/api/v1/account/email')
      .headers({ ...forged, authorization: session.bearer })
      .json({ email: movedTo, password: TEST_PASSWORD })
    response.assertStatus(200)
    const [mail] = await outboxMailsTo(movedTo)
    assert.equal(new URL(mail!.links[0]!).origin, expectedOrigin())
    assert.notInclude(mail!.text + mail!.html, 'evil.example')
  })

  test('in production the server refuses to start without APP_URL, naming it', async ({ assert }) => {
    const { APP_URL: _unset, ...environment } = process.env
    const result = spawnSync(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: new URL('../../../', import.meta.url),
      env: { ...environment, NODE_ENV: 'production', PORT: '0', SERVE_APPS: 'false' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    assert.notEqual(result.status, 0)
    assert.include(result.stdout + result.stderr, 'Missing environment variable "APP_URL"')
  }).timeout(30_000)
})
