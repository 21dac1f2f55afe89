import { randomBytes } from 'node:crypto'
import Auction from '#markets/auction'
import { readMarketLedger } from '#markets/market_ledger'

/** GET /tokens/generate: 8 random bytes as hex, unused on the ledger and by any auction. */
export async function generateTokenId(): Promise<string> {
  for (;;) {
    const tokenId = randomBytes(8).toString('hex')
    const minted = await readMarketLedger((ledger) => ledger.token(tokenId) !== undefined)
    if (!minted && !(await Auction.findBy('token_id', tokenId))) return tokenId
  }
}
