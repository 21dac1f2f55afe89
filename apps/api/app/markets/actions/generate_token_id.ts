import { randomBytes } from 'node:crypto'
import Auction from '#markets/auction'
import { readMarketLedger } from '#markets/market_ledger'

/**
 * GET /tokens/generate: 8 random bytes as hex, unused by any auction and by any token the token
 * contract knows (CIS-2 tokenMetadata through the ledger node, on every network).
 */
export async function generateTokenId(): Promise<string> {
  for (;;) {
    const tokenId = randomBytes(8).toString('hex')
    if (await Auction.findBy('token_id', tokenId)) continue
    if (!(await readMarketLedger((reader) => reader.tokenExists(tokenId)))) return tokenId
  }
}
