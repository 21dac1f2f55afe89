import { randomBytes } from 'node:crypto'
import kobzaConfig from '#config/kobza'
import Auction from '#markets/auction'
import { readMarketLedger } from '#markets/market_ledger'

/**
 * GET /tokens/generate: 8 random bytes as hex, unused by any auction and, on the local ledger,
 * by any minted token. A Concordium node is not read from here: among 2^64 ids a clash with a
 * token minted outside the platform is negligible, and the mint itself would refuse it.
 */
export async function generateTokenId(): Promise<string> {
  for (;;) {
    const tokenId = randomBytes(8).toString('hex')
    const minted =
      kobzaConfig.ledgerNetwork === 'local' && (await readMarketLedger((ledger) => ledger.token(tokenId) !== undefined))
    if (!minted && !(await Auction.findBy('token_id', tokenId))) return tokenId
  }
}
