import type { ContractRef } from '../addresses.js'
import { encodeMarketEvent } from '../events.js'
import { marketRejects as codes } from '../reject-codes.js'
import { escrowContract, moveLot, senderAccount, takeNextId } from './escrow.js'
import { ContractReject, type LocalContract, type ReceiveContext } from './execution.js'
import { buyTokensParams, cancelSaleParams, createSaleParams } from './params.js'
import type { Sale } from './state.js'
import { parseOrReject } from './token-contract.js'

/** Lists a lot of tokens for a total price and escrows them; the market must be the seller's operator. */
function createSale(context: ReceiveContext, parameter: unknown): void {
  const params = parseOrReject(createSaleParams, parameter, codes.parseParams)
  const seller = senderAccount(context, codes.onlyAccount)
  if (params.amount === 0n) throw new ContractReject(codes.invalidTokenAmount)
  if (params.price === 0n) throw new ContractReject(codes.invalidPrice)
  const id = takeNextId(context, 'nextSaleId')
  context.journal.set(context.state.sales, id, {
    id,
    seller,
    tokenContract: params.token_contract,
    tokenId: params.token_id,
    amount: params.amount,
    price: params.price,
    buyer: undefined,
    cancelled: false,
  })
  context.log(encodeMarketEvent({ type: 'saleCreated', saleId: id }))
  const lot = { tokenContract: params.token_contract, tokenId: params.token_id, amount: params.amount }
  moveLot(context, lot, 'in', seller, codes.invalidTokenContract)
}

/** Buys the whole sale for exactly its total price; tokens and CCD change hands in one transaction. */
function buyTokens(context: ReceiveContext, parameter: unknown): void {
  const { sale_id: id } = parseOrReject(buyTokensParams, parameter, codes.parseParams)
  const buyer = senderAccount(context, codes.onlyAccount)
  const sale = openSale(context, id)
  if (buyer === sale.seller) throw new ContractReject(codes.sellerCannotBuy)
  const total = sale.price
  if (context.amount !== total) throw new ContractReject(codes.wrongAmount)

  context.journal.set(context.state.sales, id, { ...sale, buyer })
  context.log(encodeMarketEvent({ type: 'tokensBought', saleId: id, buyer, totalPrice: total }))
  moveLot(context, sale, 'out', buyer, codes.invalidTokenContract)
  context.transferCcd(sale.seller, total)
}

function openSale(context: ReceiveContext, id: number): Sale {
  const sale = context.state.sales.get(id)
  if (sale === undefined) throw new ContractReject(codes.saleNotFound)
  if (sale.buyer !== undefined || sale.cancelled) throw new ContractReject(codes.saleClosed)
  return sale
}

/** Only the seller may take an unsold sale off the market; the escrowed tokens go back to them. */
function cancelSale(context: ReceiveContext, parameter: unknown): void {
  const { sale_id: id } = parseOrReject(cancelSaleParams, parameter, codes.parseParams)
  const sender = senderAccount(context, codes.onlyAccount)
  const sale = openSale(context, id)
  if (sender !== sale.seller) throw new ContractReject(codes.onlySeller)

  context.journal.set(context.state.sales, id, { ...sale, cancelled: true })
  context.log(encodeMarketEvent({ type: 'saleCancelled', saleId: id }))
  moveLot(context, sale, 'out', sale.seller, codes.invalidTokenContract)
}

export function marketContract(address: ContractRef, name: string): LocalContract {
  return escrowContract(
    address,
    name,
    {
      createSale: { payable: false, run: createSale },
      buyTokens: { payable: true, run: buyTokens },
      cancelSale: { payable: false, run: cancelSale },
    },
    codes
  )
}
