import type { DemoSeeder } from '#core/console_app'
import { deployLocalContracts } from '#markets/local_ledger_service'

/** Demo markets: the local contracts (demo people get their ledger accounts as they are made). */
export const demo: DemoSeeder = {
  domain: 'markets',
  async run(context) {
    // Demo contracts live on the local ledger; a Concordium network is deployed by the operator.
    if (!context.localLedger) return { created: 0, total: 0 }
    context.progress('local contracts', 0, 1)
    const { created } = await deployLocalContracts()
    context.progress('local contracts', 1, 1)
    return { created: created ? 1 : 0, total: 1 }
  },
}

/** Demo auctions and offers: after the people, who bid and buy (start/operator.ts runs it last). */
export const tradingDemo: DemoSeeder = {
  domain: 'markets',
  async run(context) {
    const { seedMarketsTrading } = await import('#markets/demo')
    return seedMarketsTrading(context)
  },
}
