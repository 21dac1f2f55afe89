import { contract, type LedgerAddress } from '../addresses.js'
import { rrTokenSupply } from '../auction-rules.js'
import type { FinalizedTransaction } from '../node/types.js'
import {
  bidRequest,
  buyTokensRequest,
  cancelSaleRequest,
  createAuctionRequest,
  createSaleRequest,
  finalizeRequest,
  mintRequest,
  toUpdateTransaction,
  transferRequest,
  updateOperatorRequest,
  type SalePriceInput,
  type UpdateRequest,
} from '../parameters.js'
import type { LocalLedger } from './local-ledger.js'

/**
 * Drives a LocalLedger the way the web app drives the chain: every call goes through the same
 * request builders the wallet receives. Handy for seeding the API's ledger and for tests.
 */
export class LocalLedgerDriver {
  constructor(readonly ledger: LocalLedger) {}

  send(sender: string, request: UpdateRequest): FinalizedTransaction {
    return this.ledger.execute(toUpdateTransaction(sender, request.payload, request.parameters, request.schema))
  }

  /** Mints the RR supply (or `amount`) of a new token id to `owner`. */
  mint(owner: string, tokenId: string, amount: bigint = rrTokenSupply): FinalizedTransaction {
    const metadataUrl = `https://kobza.local/tokens/${tokenId}.json`
    return this.send(
      owner,
      mintRequest(this.ledger.config, { owner, tokenId, metadataUrl, amount, maxSupply: rrTokenSupply })
    )
  }

  /** Makes the auction or market contract an operator of `owner`'s tokens (or removes it). */
  approve(owner: string, role: 'auction' | 'market', update: 'add' | 'remove' = 'add'): FinalizedTransaction {
    const operator = contract(this.ledger.config.contracts[role])
    return this.send(owner, updateOperatorRequest(this.ledger.config, { operator, update }))
  }

  createAuction(
    owner: string,
    input: { tokenId: string; tokenAmount: bigint; initialPriceMicro: bigint; end: Date; item?: string }
  ): FinalizedTransaction {
    return this.send(owner, createAuctionRequest(this.ledger.config, { item: 'Song', ...input }))
  }

  bid(bidder: string, auctionId: number, amountMicro: bigint): FinalizedTransaction {
    return this.send(bidder, bidRequest(this.ledger.config, { auctionId, amountMicro }))
  }

  finalize(sender: string, auctionId: number): FinalizedTransaction {
    return this.send(sender, finalizeRequest(this.ledger.config, { auctionId }))
  }

  createSale(seller: string, input: { tokenId: string; amount: bigint } & SalePriceInput): FinalizedTransaction {
    return this.send(seller, createSaleRequest(this.ledger.config, input))
  }

  cancelSale(seller: string, saleId: number): FinalizedTransaction {
    return this.send(seller, cancelSaleRequest(this.ledger.config, { saleId }))
  }

  buy(buyer: string, saleId: number, totalPriceMicro: bigint): FinalizedTransaction {
    return this.send(buyer, buyTokensRequest(this.ledger.config, { saleId, totalPriceMicro }))
  }

  transfer(
    sender: string,
    input: { tokenId: string; amount: bigint; from: LedgerAddress; to: LedgerAddress }
  ): FinalizedTransaction {
    return this.send(sender, transferRequest(this.ledger.config, input))
  }
}
