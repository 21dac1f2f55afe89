import type { HttpContext } from '@adonisjs/core/http'
import type { LedgerOperation } from '@kobza/ledger'
import { ledgerNodeBase } from '@kobza/contract/routes'
import kobzaConfig from '#config/kobza'
import { ApiException } from '#core/exceptions/api_exception'
import { bouncerOf, optionalViewer } from '#accounts/public'
import MarketPolicy from '#markets/policy'
import { LedgerNotDeployedError, withLocalLedger } from '#markets/local_ledger_service'
import LedgerAccount from '#markets/ledger_account'
import { openLedgerAccount } from '#markets/actions/open_ledger_account'

function requireLocal() {
  if (kobzaConfig.ledgerNetwork !== 'local')
    throw ApiException.notFound('The local ledger is not enabled on this platform')
}

async function translateLedgerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof LedgerNotDeployedError) throw new ApiException(503, [{ message: error.message }])
    throw error
  }
}

/**
 * /api/v1/ledger/* — the embedded ledger behind the node-like interface HttpLedgerNode
 * (packages/ledger) speaks. Local transactions carry no signature, so the API is the signer's
 * guard: a transaction is accepted only from the caller's own ledger account, and only
 * administrators may use the faucet.
 */
export default class LedgerController {
  /** GET /api/v1/ledger/config: network and contract addresses the apps need. */
  async config() {
    requireLocal()
    return translateLedgerErrors(() =>
      withLocalLedger((ledger) => ({
        networkName: ledger.config.networkName,
        genesisHash: ledger.config.genesisHash,
        nodeUrl: ledgerNodeBase,
        contracts: Object.fromEntries(
          Object.entries(ledger.config.contracts).map(([role, ref]) => [
            role,
            { index: ref.index.toString(), subindex: ref.subindex.toString() },
          ])
        ),
        contractNames: ledger.config.contractNames,
      }))
    )
  }

  /** POST /api/v1/ledger/my-account: the caller's local account, opened with the faucet's starting balance. */
  async myAccount(ctx: HttpContext) {
    requireLocal()
    const user = ctx.currentUser!
    return translateLedgerErrors(async () => {
      const { address, created } = await openLedgerAccount(user.id)
      const balance = await withLocalLedger((ledger) => ledger.accountBalance(address) ?? 0n)
      ctx.response.status(created ? 201 : 200)
      return { address, balance: balance.toString() }
    })
  }

  /** Everything else under /api/v1/ledger: the node routes. */
  async handle(ctx: HttpContext) {
    requireLocal()
    const user = await optionalViewer(ctx)
    const { createLedgerHttpHandler } = await import('@kobza/ledger')
    const method = ctx.request.method()
    const request = new Request(`http://ledger.local${ctx.request.url(true)}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? undefined : (ctx.request.raw() ?? ''),
    })
    const response = await translateLedgerErrors(() =>
      withLocalLedger(async (ledger) => {
        const handler = createLedgerHttpHandler({
          node: ledger,
          basePath: ledgerNodeBase,
          authorize: async (_request, operation: LedgerOperation) => {
            if (operation.type === 'read') return true
            if (!user) return false
            if (operation.type === 'send') return (await LedgerAccount.addressOf(user.id)) === operation.sender
            if (operation.type === 'fund') return bouncerOf(user).with(MarketPolicy).allows('runLedger')
            if (operation.type === 'advanceTime')
              return kobzaConfig.ledgerTestClock && bouncerOf(user).with(MarketPolicy).allows('runLedger')
            return false // accounts are opened through /my-account, one per user
          },
        })
        return handler(request)
      })
    )
    if (!response) throw ApiException.notFound()
    if (response.status === 403 && !user) throw ApiException.unauthorized()
    ctx.response.status(response.status)
    ctx.response.header('content-type', 'application/json')
    return ctx.response.send(await response.text())
  }
}
