import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  account,
  contract,
  HttpLedgerNode,
  LedgerNodeError,
  localLedgerConfig,
  mintRequest,
  toUpdateTransaction,
  updateOperatorRequest,
  type ParameterJson,
  type UpdateRequest,
} from '@kobza/ledger'
import { deployLocalContracts, resetLocalLedgerCache, withLocalLedger } from '#markets/local_ledger_service'
import kobzaConfig from '#config/kobza'
import LedgerAccount from '#markets/ledger_account'
import { artistAndFan, signedIn } from '#tests/helpers'

const base = () => `http://${process.env.HOST}:${process.env.PORT}/api/v1/ledger`

function nodeFor(bearer?: string) {
  return new HttpLedgerNode({
    baseUrl: base(),
    fetch: (url, init) =>
      fetch(url, { ...init, headers: { ...(init?.headers ?? {}), ...(bearer ? { authorization: bearer } : {}) } }),
    defaultTimeoutMs: 2000,
  })
}

function asTransaction<Parameters extends ParameterJson>(sender: string, request: UpdateRequest<Parameters>) {
  return toUpdateTransaction(sender, request.payload, request.parameters, request.schema)
}

test.group('Local ledger over HTTP', (group) => {
  group.each.setup(async () => {
    await LedgerAccount.query().delete()
    await db.from('ledger_states').delete()
    resetLocalLedgerCache()
  })

  test('before deployment the ledger answers 503 with the command to run', async ({ client, assert }) => {
    const response = await client.get('/api/v1/ledger/config')
    response.assertStatus(503)
    assert.include(response.body().errors[0].message, 'kobza contracts deploy')
  })

  test('deploy is idempotent and the config names the three contracts', async ({ client, assert }) => {
    assert.isTrue((await deployLocalContracts()).created)
    assert.isFalse((await deployLocalContracts()).created)
    const response = await client.get('/api/v1/ledger/config')
    response.assertStatus(200)
    assert.deepEqual(response.body().contracts, {
      auction: { index: '1', subindex: '0' },
      token: { index: '2', subindex: '0' },
      market: { index: '3', subindex: '0' },
    })
  })

  test('a user gets one ledger account with the faucet balance', async ({ client, assert }) => {
    await deployLocalContracts()
    const { bearer } = await signedIn()
    ;(await client.post('/api/v1/ledger/my-account')).assertStatus(401)
    const first = await client.post('/api/v1/ledger/my-account').header('authorization', bearer)
    first.assertStatus(201)
    assert.equal(first.body().balance, kobzaConfig.ledgerFaucetMicroCcd.toString())
    const again = await client.post('/api/v1/ledger/my-account').header('authorization', bearer)
    again.assertStatus(200)
    assert.equal(again.body().address, first.body().address)
    const account = await nodeFor().getAccountBalance(first.body().address)
    assert.equal(account, kobzaConfig.ledgerFaucetMicroCcd)
  })

  test('transactions are accepted only from the caller’s own account and persist', async ({ client, assert }) => {
    await deployLocalContracts()
    const { artist, fan } = await artistAndFan()
    const artistAddress = (await client.post('/api/v1/ledger/my-account').header('authorization', artist.bearer)).body()
      .address
    await client.post('/api/v1/ledger/my-account').header('authorization', fan.bearer)
    const config = localLedgerConfig()
    const mint = mintRequest(config, { owner: artistAddress, tokenId: '0a0b', metadataUrl: 'https://kobza.test/t/1' })

    // The exact refusal: a 500 or a network error must not pass for one.
    const forged = await nodeFor(fan.bearer)
      .sendUpdate(asTransaction(artistAddress, mint))
      .catch((error: unknown) => error)
    assert.instanceOf(forged, LedgerNodeError)
    assert.equal((forged as LedgerNodeError).status, 403)
    const anonymous = await nodeFor()
      .sendUpdate(asTransaction(artistAddress, mint))
      .catch((error: unknown) => error)
    assert.instanceOf(anonymous, LedgerNodeError)
    assert.equal((anonymous as LedgerNodeError).status, 401)

    const hash = await nodeFor(artist.bearer).sendUpdate(asTransaction(artistAddress, mint))
    const finalized = await nodeFor().waitForTransaction(hash)
    assert.equal(finalized.summary.transactionType, 'update')

    const operator = updateOperatorRequest(config, { operator: contract(config.contracts.auction), update: 'add' })
    await nodeFor(artist.bearer).sendUpdate(asTransaction(artistAddress, operator))

    // A fresh process would read the ledger back from the database: the mint and the operator are there.
    resetLocalLedgerCache()
    const [balance, isOperator] = await withLocalLedger((ledger) => [
      ledger.tokenBalance('0a0b', account(artistAddress)),
      ledger.isOperator(account(artistAddress), contract(config.contracts.auction)),
    ])
    assert.equal(balance, 100000n)
    assert.isTrue(isOperator)
  })

  test('only administrators may use the faucet', async ({ client, assert }) => {
    await deployLocalContracts()
    const fan = await signedIn()
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const address = (await client.post('/api/v1/ledger/my-account').header('authorization', fan.bearer)).body().address
    const refused = await client
      .post(`/api/v1/ledger/accounts/${address}/fund`)
      .header('authorization', fan.bearer)
      .json({ amount: '5000000' })
    refused.assertStatus(403)
    const funded = await client
      .post(`/api/v1/ledger/accounts/${address}/fund`)
      .header('authorization', admin.bearer)
      .json({ amount: '5000000' })
    funded.assertStatus(200)
    assert.equal(funded.body().balance, (kobzaConfig.ledgerFaucetMicroCcd + 5_000_000n).toString())
    ;(await client.post('/api/v1/ledger/accounts').header('authorization', admin.bearer).json({})).assertStatus(403)
  })
  test('only administrators move the ledger’s clock, and only where the test clock is on', async ({
    client,
    assert,
  }) => {
    await deployLocalContracts()
    const fan = await signedIn()
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const before = (await client.get('/api/v1/ledger/time')).body().now
    const refused = await client
      .post('/api/v1/ledger/time')
      .header('authorization', fan.bearer)
      .json({ advanceMs: 60000 })
    refused.assertStatus(403)
    const moved = await client
      .post('/api/v1/ledger/time')
      .header('authorization', admin.bearer)
      .json({ advanceMs: 3600000 })
    moved.assertStatus(200)
    assert.isAtLeast(Date.parse(moved.body().now) - Date.parse(before), 3600000)
  })
})
