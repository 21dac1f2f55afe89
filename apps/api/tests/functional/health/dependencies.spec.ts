import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import kobzaConfig from '#config/kobza'
import { checkRedis, checkSmtp } from '#health/checks'
import { doctor } from '#health/operator'
import env from '#start/env'

/** A tiny SMTP server on 127.0.0.1: greets with `greeting`, answers EHLO, says bye on QUIT. */
async function smtpServer(greeting: string | null = '220 test.local ESMTP ready') {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    if (greeting) socket.write(`${greeting}\r\n`)
    socket.setEncoding('utf8')
    socket.on('data', (line: string) => {
      if (line.startsWith('EHLO')) socket.write('250-test.local\r\n250-SIZE 1000000\r\n250 8BITMIME\r\n')
      if (line.startsWith('QUIT')) socket.end('221 bye\r\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort() {
  const server = await smtpServer()
  await server.close()
  return server.port
}

const local = (port: number) => ({ host: '127.0.0.1', port, secure: false })

test.group('Dependency checks: SMTP', () => {
  test('a server that greets and answers EHLO is up', async ({ assert }) => {
    const server = await smtpServer()
    try {
      const check = await checkSmtp(local(server.port), 1000)
      assert.isTrue(check.ok)
      assert.equal(check.setting, `SMTP 127.0.0.1:${server.port}`)
      assert.include(check.detail, 'EHLO')
    } finally {
      await server.close()
    }
  })

  test('a closed port, a silent server and a refusing server are down', async ({ assert }) => {
    const closed = await checkSmtp(local(await closedPort()), 1000)
    assert.isFalse(closed.ok)
    assert.equal(closed.detail, 'the SMTP server cannot be reached')

    const silent = await smtpServer(null)
    const refusing = await smtpServer('554 no service here')
    try {
      const quiet = await checkSmtp(local(silent.port), 200)
      assert.isFalse(quiet.ok)
      assert.equal(quiet.detail, 'the SMTP server did not greet within 200 ms')
      const refused = await checkSmtp(local(refusing.port), 1000)
      assert.isFalse(refused.ok)
      assert.equal(refused.detail, 'the SMTP server refused the connection (554)')
    } finally {
      await silent.close()
      await refusing.close()
    }
  })
})

test.group('Health and doctor with SMTP mail', (group) => {
  const saved = { mailTransport: kobzaConfig.mailTransport, smtp: kobzaConfig.smtp }
  group.each.teardown(() => {
    Object.assign(kobzaConfig, saved)
  })

  test('/health answers 200 with every dependency up', async ({ client, assert }) => {
    const server = await smtpServer()
    Object.assign(kobzaConfig, { mailTransport: 'smtp', smtp: local(server.port) })
    try {
      const response = await client.get('/health')
      response.assertStatus(200)
      assert.equal(response.body().status, 'ok')
      assert.includeMembers(Object.keys(response.body().checks), ['database', 'storage', 'mail', 'ledger'])
      assert.isTrue(Object.values<{ ok: boolean }>(response.body().checks).every((check) => check.ok))
    } finally {
      await server.close()
    }
  })

  test('/health answers 503 in the error shape when the mail server is down, without raw errors', async ({
    client,
    assert,
  }) => {
    Object.assign(kobzaConfig, { mailTransport: 'smtp', smtp: local(await closedPort()) })
    const response = await client.get('/health')
    response.assertStatus(503)
    assert.deepEqual(response.body().errors, [{ message: 'mail: the SMTP server cannot be reached' }])
    assert.equal(response.body().status, 'degraded')
    assert.isFalse(response.body().checks.mail.ok)
    assert.isTrue(response.body().checks.database.ok)
    assert.notMatch(JSON.stringify(response.body()), /ECONNREFUSED|connect|127\.0\.0\.1/)
  })

  test('doctor greets the SMTP server for real', async ({ assert }) => {
    const server = await smtpServer()
    Object.assign(kobzaConfig, { mailTransport: 'smtp', smtp: local(server.port) })
    try {
      const up = (await doctor()).find((check) => check.name === 'mail')!
      assert.deepInclude(up, { ok: true, setting: `SMTP 127.0.0.1:${server.port}` })
    } finally {
      await server.close()
    }
    const down = (await doctor()).find((check) => check.name === 'mail')!
    assert.isFalse(down.ok)
    assert.include(down.detail, 'the SMTP server cannot be reached: connect ECONNREFUSED')
  })

  test('doctor reports the database, storage, ledger, payments, mail, job queue and ffmpeg rows', async ({
    assert,
  }) => {
    const rows = await doctor()
    assert.deepEqual(
      rows.map((row) => row.name),
      ['runtime', 'database', 'storage', 'ledger', 'payments', 'mail', 'jobs', 'ffmpeg']
    )
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]))
    // The optional dependency's binary (or Debian's) is on this machine: path and version.
    assert.isTrue(byName.ffmpeg!.ok)
    assert.match(byName.ffmpeg!.setting, /ffmpeg \((FFMPEG_PATH|debian|package)\)$/)
    assert.match(byName.ffmpeg!.detail, /^ffmpeg \S+/)
    assert.isTrue(byName.database!.ok)
    assert.match(byName.database!.detail, /^reachable, \d+ genres$/)
    assert.isTrue(byName.storage!.ok)
    assert.deepInclude(byName.payments!, { ok: true, setting: 'sandbox, fee 0%', detail: 'balance ledger balances' })
    assert.deepInclude(byName.mail!, { ok: true, detail: 'mails are written to files and logged' })
  })

  test('{title}')
    .with([
      {
        title: 'doctor does not vouch for a payments provider nothing implements',
        provider: 'stripe',
        setting: 'invalid',
        detail: 'PAYMENTS_PROVIDER must be sandbox or liqpay, not stripe',
      },
      {
        title: 'doctor refuses LiqPay without its keys',
        provider: 'liqpay',
        setting: 'liqpay, fee 0%',
        detail: 'LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are required',
      },
    ])
    .run(async ({ assert }, refused) => {
      env.set('PAYMENTS_PROVIDER', refused.provider)
      try {
        const payments = (await doctor()).find((check) => check.name === 'payments')!
        assert.deepEqual(payments, { name: 'payments', setting: refused.setting, ok: false, detail: refused.detail })
      } finally {
        env.set('PAYMENTS_PROVIDER', 'sandbox')
      }
    })
})

/* Like the Redis rate-limit tests: enabled when the runner finds Redis (CI requires it). */
if (process.env.KOBZA_TEST_REDIS === '1') {
  test.group('Dependency checks: Redis', (group) => {
    const saved = kobzaConfig.redisUrl
    group.each.teardown(() => {
      kobzaConfig.redisUrl = saved
    })

    test('Redis is checked only once REDIS_URL is set, with a PING', async ({ client, assert }) => {
      kobzaConfig.redisUrl = undefined
      assert.isNull(await checkRedis())
      kobzaConfig.redisUrl = 'redis://127.0.0.1:6379'
      assert.deepInclude(await checkRedis(), { ok: true, detail: 'answers PING', setting: 'redis://127.0.0.1:6379' })
      const health = await client.get('/health')
      health.assertStatus(200)
      assert.deepEqual(health.body().checks.redis, { ok: true, detail: 'answers PING' })
    })
  })
}
