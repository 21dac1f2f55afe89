import type { ContractRef } from '../addresses.js'
import { encodeAuctionEvent } from '../events.js'
import { auctionRejects as codes } from '../reject-codes.js'
import { escrowContract, moveLot, senderAccount, takeNextId } from './escrow.js'
import { ContractReject, type LocalContract, type ReceiveContext } from './execution.js'
import { auctionIdParams, createAuctionParams } from './params.js'
import type { Auction } from './state.js'
import { parseOrReject } from './token-contract.js'

function findAuction(context: ReceiveContext, id: number): Auction {
  const auction = context.state.auctions.get(id)
  if (auction === undefined) throw new ContractReject(codes.auctionNotFound)
  return auction
}

/** Opens an auction and pulls the offered tokens into escrow; the contract must be the owner's operator. */
function createAuction(context: ReceiveContext, parameter: unknown): void {
  const params = parseOrReject(createAuctionParams, parameter, codes.parseParams)
  const owner = senderAccount(context, codes.onlyAccount)
  if (params.token_amount === 0n) throw new ContractReject(codes.invalidTokenAmount)
  // As the public contract: an end equal to the block time is still accepted (bids at it pass).
  if (params.end < context.now) throw new ContractReject(codes.endNotInFuture)
  const id = takeNextId(context, 'nextAuctionId')
  context.journal.set(context.state.auctions, id, {
    id,
    owner,
    item: params.item,
    endMs: params.end,
    initialPrice: params.initial_price,
    tokenContract: params.token_contract,
    tokenId: params.token_id,
    tokenAmount: params.token_amount,
    highestBid: undefined,
    finalized: false,
  })
  context.log(encodeAuctionEvent({ type: 'auctionCreated', auctionId: id }))
  const lot = { tokenContract: params.token_contract, tokenId: params.token_id, amount: params.token_amount }
  moveLot(context, lot, 'in', owner, codes.invalidTokenContract)
}

/**
 * A bid is the CCD sent with it. As in Concordium's auction example, the auction is open up to
 * and including its end instant, and every bid — the first one included — must be strictly
 * greater than the current price (the highest bid, or the initial price before any bid). The
 * bidder it outbids is refunded in the same transaction.
 */
function bid(context: ReceiveContext, parameter: unknown): void {
  const { auction_id: id } = parseOrReject(auctionIdParams, parameter, codes.parseParams)
  const bidder = senderAccount(context, codes.onlyAccount)
  const auction = findAuction(context, id)
  if (auction.finalized) throw new ContractReject(codes.auctionAlreadyFinalized)
  if (context.now > auction.endMs) throw new ContractReject(codes.bidTooLate)
  if (bidder === auction.owner) throw new ContractReject(codes.ownerCannotParticipate)
  const amount = context.amount
  const currentPrice = auction.highestBid?.amount ?? auction.initialPrice
  if (amount <= currentPrice) throw new ContractReject(codes.bidBelowCurrentBid)

  context.journal.set(context.state.auctions, id, { ...auction, highestBid: { bidder, amount } })
  context.log(encodeAuctionEvent({ type: 'bidPlaced', auctionId: id, bidder, amount }))
  if (auction.highestBid !== undefined) context.transferCcd(auction.highestBid.bidder, auction.highestBid.amount)
}

/**
 * Anyone may finalize once the end has passed — strictly after it, as in Concordium's auction
 * example: tokens to the winner and CCD to the seller, or the tokens back to the owner.
 */
function finalize(context: ReceiveContext, parameter: unknown): void {
  const { auction_id: id } = parseOrReject(auctionIdParams, parameter, codes.parseParams)
  const auction = findAuction(context, id)
  if (auction.finalized) throw new ContractReject(codes.auctionAlreadyFinalized)
  if (context.now <= auction.endMs) throw new ContractReject(codes.auctionStillActive)

  context.journal.set(context.state.auctions, id, { ...auction, finalized: true })
  const winner = auction.highestBid
  context.log(
    encodeAuctionEvent(
      winner === undefined
        ? { type: 'auctionFinalized', auctionId: id, amount: 0n }
        : { type: 'auctionFinalized', auctionId: id, winner: winner.bidder, amount: winner.amount }
    )
  )
  const lot = { tokenContract: auction.tokenContract, tokenId: auction.tokenId, amount: auction.tokenAmount }
  moveLot(context, lot, 'out', winner?.bidder ?? auction.owner, codes.invalidTokenContract)
  if (winner !== undefined) context.transferCcd(auction.owner, winner.amount)
}

export function auctionContract(address: ContractRef, name: string): LocalContract {
  return escrowContract(
    address,
    name,
    {
      create_auction: { payable: false, run: createAuction },
      bid: { payable: true, run: bid },
      finalize: { payable: false, run: finalize },
    },
    codes
  )
}
