import { spawnSync } from 'node:child_process'
import { test } from '@japa/runner'
import { doctor } from '#health/operator'
import { paymentsConfig, paymentsProviderMissing, resolveProvider } from '#payments/payments_config'
import env from '#start/env'

/*
 * Issue 31 item 2: production takes the sandbox (whose checkout page lets any payer approve
 * their own order) only when PAYMENTS_PROVIDER names it. Without a provider that can take real
 * money, the server refuses to start and `kobza doctor` fails on its payments row.
 */

/** The server process in production with `overrides` (undefined unsets a variable). */
function startServer(overrides: Record<string, string | undefined>) {
  const environment: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    SERVE_APPS: 'false',
    APP_URL: 'http://127.0.0.1:39201',
    ...overrides,
  }
  for (const [key, value] of Object.entries(environment)) if (value === undefined) delete environment[key]
  return spawnSync(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: new URL('../../../', import.meta.url),
    env: environment as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 20_000,
  })
}

/** Runs `work` with NODE_ENV and PAYMENTS_PROVIDER set as given, then puts them back. */
async function withSettings<T>(settings: { nodeEnv: string; provider: string }, work: () => Promise<T>) {
  const saved = { nodeEnv: env.get('NODE_ENV') ?? 'test', provider: env.get('PAYMENTS_PROVIDER') ?? '' }
  env.set('NODE_ENV', settings.nodeEnv as 'production')
  env.set('PAYMENTS_PROVIDER', settings.provider)
  try {
    return await work()
  } finally {
    env.set('NODE_ENV', saved.nodeEnv as 'test')
    env.set('PAYMENTS_PROVIDER', saved.provider)
  }
}

test.group('Payments provider: no silent sandbox in production', () => {
  test('the sandbox is the default outside production, and production needs a name', ({ assert }) => {
    assert.equal(resolveProvider(undefined, 'development'), 'sandbox')
    assert.equal(resolveProvider(undefined, 'test'), 'sandbox')
    assert.throws(() => resolveProvider(undefined, 'production'), paymentsProviderMissing)
    assert.throws(() => resolveProvider('', 'production'), paymentsProviderMissing)
    assert.equal(resolveProvider('sandbox', 'production'), 'sandbox')
    assert.equal(resolveProvider('liqpay', 'production'), 'liqpay')
    assert.throws(
      () => resolveProvider('stripe', 'production'),
      'PAYMENTS_PROVIDER must be sandbox or liqpay, not stripe'
    )
  })

  test('doctor fails its payments row in production without PAYMENTS_PROVIDER, and passes with the sandbox named', async ({
    assert,
  }) => {
    const missing = await withSettings({ nodeEnv: 'production', provider: '' }, async () =>
      (await doctor()).find((check) => check.name === 'payments')
    )
    assert.deepEqual(missing, { name: 'payments', setting: 'not set', ok: false, detail: paymentsProviderMissing })
    const named = await withSettings({ nodeEnv: 'production', provider: 'sandbox' }, async () =>
      (await doctor()).find((check) => check.name === 'payments')
    )
    assert.deepEqual(named, {
      name: 'payments',
      setting: 'sandbox, fee 0%',
      ok: true,
      detail: 'balance ledger balances',
    })
    assert.equal(paymentsConfig.provider, 'sandbox')
  })

  test('in production the server refuses to start without a payments provider, saying why', async ({ assert }) => {
    const result = startServer({ PAYMENTS_PROVIDER: undefined })
    assert.notEqual(result.status, 0)
    assert.include(result.stdout + result.stderr, `Kobza refuses to start: ${paymentsProviderMissing}`)
  }).timeout(30_000)

  test('in production the server refuses LiqPay without its keys', async ({ assert }) => {
    const result = startServer({
      PAYMENTS_PROVIDER: 'liqpay',
      LIQPAY_PUBLIC_KEY: undefined,
      LIQPAY_PRIVATE_KEY: undefined,
    })
    assert.notEqual(result.status, 0)
    assert.include(
      result.stdout + result.stderr,
      'Kobza refuses to start: LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are required'
    )
  }).timeout(30_000)
})
