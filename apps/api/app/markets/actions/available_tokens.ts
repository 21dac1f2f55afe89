import { account } from '@kobza/ledger'
import type { User } from '#accounts/public'
import Auction from '#markets/auction'
import LedgerAccount from '#markets/ledger_account'
import { readMarketLedger } from '#markets/market_ledger'

/**
 * The caller's RR tokens, per auctioned song: what their ledger account holds. Tokens already
 * listed for sale sit in the market contract's escrow, so what the account holds is what is free.
 */
export async function availableTokens(user: User): Promise<Array<{ auction: Auction; freeTokens: bigint }>> {
  const address = await LedgerAccount.addressOf(user.id)
  if (!address) return []
  const auctions = await Auction.query().orderBy('created_at', 'desc')
  const balances = await readMarketLedger((ledger) =>
    auctions.map((auction) => ledger.tokenBalance(auction.tokenId, account(address)))
  )
  return auctions
    .map((auction, index) => ({ auction, freeTokens: balances[index] ?? 0n }))
    .filter((entry) => entry.freeTokens > 0n)
}
