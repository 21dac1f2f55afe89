/*
 * Runs the markets' ledger indexer in the API's web process (adonisrc preloads, web only), so
 * auctions and offers follow the ledger even when no browser reports back. LEDGER_INDEXER=off
 * leaves it to another process; on PostgreSQL several API processes may run it, one batch at a
 * time (see runIndexerBatch).
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import kobzaConfig from '#config/kobza'
import { startMarketsIndexer } from '#markets/indexer'

if (kobzaConfig.ledgerIndexer && !app.inTest) {
  app.ready(() => {
    const indexer = startMarketsIndexer({
      intervalMs: 2000,
      onError: (error) => logger.warn({ err: error }, 'ledger indexer: %s', (error as Error).message),
    })
    app.terminating(() => indexer.stop())
  })
}
