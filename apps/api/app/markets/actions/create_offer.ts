import type { OfferCreateRequest } from '@kobza/contract'
import { account, sameContract } from '@kobza/ledger'
import { randomUUID } from 'node:crypto'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import Auction from '#markets/auction'
import LedgerAccount from '#markets/ledger_account'
import SaleOffer from '#markets/sale_offer'
import { readMarketLedger } from '#markets/market_ledger'

/**
 * POST /secondary-market/offers/: records a sale the caller created on the market contract.
 * The sale must be on the ledger as claimed — the caller's, of the auction's token, for exactly
 * these tokens and this total, still open — and the tokens must have been free to sell.
 */
export async function createOffer(user: User, input: OfferCreateRequest): Promise<SaleOffer> {
  const auction = await Auction.findBy('ledger_auction_id', input.auctionId)
  if (!auction) throw ApiException.notFound(`No auction ${input.auctionId}`)
  if (await SaleOffer.findBy('ledger_sale_id', input.offerId))
    throw ApiException.conflict(`Sale ${input.offerId} is already on the secondary market`)
  const address = await LedgerAccount.addressOf(user.id)
  if (!address) throw ApiException.conflict('You have no ledger account yet')

  const { sale, tokenContract, held } = await readMarketLedger(async (reader) => ({
    sale: await reader.sale(input.offerId),
    tokenContract: reader.tokenContract,
    held: await reader.tokenBalance(auction.tokenId, account(address)),
  }))
  if (!sale) throw ApiException.unprocessable([{ message: `Sale ${input.offerId} is not on the ledger` }])
  if (sale.seller !== address) throw ApiException.forbidden(`Sale ${input.offerId} belongs to another ledger account`)
  if (!sameContract(sale.tokenContract, tokenContract) || sale.tokenId !== auction.tokenId)
    throw ApiException.unprocessable([
      { message: `Sale ${input.offerId} sells another token than auction ${input.auctionId}` },
    ])
  if (sale.buyer !== undefined || sale.cancelled)
    throw ApiException.conflict(`Sale ${input.offerId} is already closed on the ledger`)

  // The sale's tokens left the account for the market's escrow; before it they were free.
  const free = held + sale.amount
  const tokensToSell = BigInt(input.tokensToSell)
  if (tokensToSell > free)
    throw ApiException.unprocessable([
      { message: `Price must be less than ${free}: only ${free} tokens are free to sell`, field: 'tokensToSell' },
    ])
  if (sale.amount !== tokensToSell)
    throw ApiException.unprocessable([
      {
        message: `Sale ${input.offerId} on the ledger is for ${sale.amount} tokens, not ${tokensToSell}`,
        field: 'tokensToSell',
      },
    ])
  if (sale.price !== BigInt(input.totalPrice))
    throw ApiException.unprocessable([
      {
        message: `Sale ${input.offerId} on the ledger costs ${sale.price} micro CCD, not ${input.totalPrice}`,
        field: 'totalPrice',
      },
    ])

  const offer = await SaleOffer.create({
    uuid: randomUUID(),
    ledgerSaleId: input.offerId,
    auctionId: auction.id,
    sellerUserId: user.id,
    sellerAddress: address,
    tokensToSell: sale.amount.toString(),
    totalPrice: sale.price.toString(),
    status: 'ACTIVE',
    buyer: null,
  })
  await offer.load('auction')
  return offer
}
