import { AccountTransactionType, Parameter, serializeTypeValue } from '@concordium/web-sdk'
import { describe, expect, it, vi } from 'vitest'
import { account, contract } from './addresses.js'
import { ByteWriter, base64ToBytes, bytesToHex, exactArrayBuffer } from './bytes.js'
import { mainnetConfig } from './config.js'
import {
  bidRequest,
  buyTokensRequest,
  cancelSaleRequest,
  createAuctionRequest,
  createSaleRequest,
  finalizeRequest,
  mintRequest,
  saleTotalPrice,
  schemaFor,
  fetchModuleSchemas,
  toUpdateTransaction,
  transferRequest,
  updateOperatorRequest,
  type UpdateRequest,
} from './parameters.js'
import { maxMicroCcd } from './money.js'
import { parameterSchemaBase64 } from './schemas.js'

const config = mainnetConfig
const owner = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'
const ownerHex = '69752406cc939fc90ca6a73b57cee109963547f942006d219144924f8485fb0d'
/** A contract address as two u64 little-endian: index, then subindex 0. */
const index = (n: number) => new ByteWriter().u64(BigInt(n)).u64(0n).toHex()

/** Serializes exactly as the wallet would: the request's JSON with the request's schema. */
function serialized(request: UpdateRequest): string {
  const schema = request.schema
  if (typeof schema === 'string' || schema.type !== 'parameter') throw new Error('expected a parameter schema')
  return Parameter.toHexString(serializeTypeValue(request.parameters, exactArrayBuffer(base64ToBytes(schema.value))))
}

describe('serialized parameters (pinned bytes, see CONTRACTS.md)', () => {
  it('create_auction: string u32, timestamp u64 ms, u64 price, contract address, token id, LEB128 amount', () => {
    const request = createAuctionRequest(config, {
      item: 'Kobza',
      end: '2024-03-01T12:00:00Z',
      initialPriceMicro: 25_000_000n,
      tokenId: '01',
      tokenAmount: 5000n,
    })
    expect(request.parameters).toEqual({
      item: 'Kobza',
      end: '2024-03-01T12:00:00.000Z',
      initial_price: 25_000_000,
      token_contract: { index: 9933, subindex: 0 },
      token_id: '01',
      token_amount: '5000',
    })
    expect(serialized(request)).toBe(
      '05000000' + '4b6f627a61' + '00b2e2f98d010000' + '40787d0100000000' + index(9933) + '0101' + '8827'
    )
    // u64 in JSON is a number; past 2^53 it would silently change, so the builder refuses it.
    const priced = (initialPriceMicro: bigint) => () =>
      createAuctionRequest(config, { item: 'x', end: new Date(0), initialPriceMicro, tokenId: '01', tokenAmount: 1n })
    expect(priced(BigInt(Number.MAX_SAFE_INTEGER))).not.toThrow()
    expect(priced(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError)
    expect(priced(-1n)).toThrow(RangeError)
  })

  it('bid and finalize: auction_id as u32 little-endian', () => {
    expect(serialized(bidRequest(config, { auctionId: 7, amountMicro: 30_000_000n }))).toBe('07000000')
    expect(serialized(finalizeRequest(config, { auctionId: 258 }))).toBe('02010000')
  })

  it('mint: owner, token id, metadata url with and without hash, amount, max supply', () => {
    const base = { owner, tokenId: '01', metadataUrl: 'ipfs://x', amount: 100000n, maxSupply: 100000n }
    const url = '0800' + '697066733a2f2f78'
    expect(serialized(mintRequest(config, { ...base, metadataHash: 'AB'.repeat(32) }))).toBe(
      ownerHex + '0101' + url + '01' + 'ab'.repeat(32) + 'a08d06' + 'a08d06'
    )
    expect(serialized(mintRequest(config, base))).toBe(ownerHex + '0101' + url + '00' + 'a08d06' + 'a08d06')
    // The RR supply is the default for both.
    expect(mintRequest(config, { owner, tokenId: '01', metadataUrl: 'ipfs://x' }).parameters).toEqual(
      mintRequest(config, base).parameters
    )
  })

  it('updateOperator: u16 count, update tag, operator address', () => {
    const add = updateOperatorRequest(config, { operator: contract(config.contracts.auction), update: 'add' })
    expect(add.parameters).toEqual([{ update: { Add: [] }, operator: { Contract: [{ index: 9932, subindex: 0 }] } }])
    expect(serialized(add)).toBe('0100' + '01' + '01' + index(9932))
    const remove = updateOperatorRequest(config, { operator: account(owner), update: 'remove' })
    expect(serialized(remove)).toBe('0100' + '00' + '00' + ownerHex)
  })

  it('transfer: CIS-2 layout with a contract receiver naming its hook', () => {
    const request = transferRequest(config, {
      tokenId: '01',
      amount: 300n,
      from: account(owner),
      to: contract(config.contracts.market),
    })
    expect(serialized(request)).toBe(
      '0100' +
        '0101' +
        'ac02' +
        '00' +
        ownerHex +
        '01' +
        index(9934) +
        '0f00' +
        '6f6e526563656976696e6743495332' +
        '0000'
    )
  })

  it('createSale and buyTokens', () => {
    const sale = createSaleRequest(config, { tokenId: '01', amount: 1000n, totalPriceMicro: 10_000n })
    expect(sale.parameters).toEqual({
      amount: '1000',
      price: '10000',
      token_contract: { index: 9933, subindex: 0 },
      token_id: '01',
    })
    expect(serialized(sale)).toBe('e807' + '1027000000000000' + index(9933) + '0101')
    // `price` is the lot's total; the older per-token input is multiplied out to it.
    const perToken = createSaleRequest(config, { tokenId: '01', amount: 1000n, pricePerTokenMicro: 10n })
    expect(perToken.parameters).toEqual(sale.parameters)
    expect(() => createSaleRequest(config, { tokenId: '01', amount: 2n, pricePerTokenMicro: maxMicroCcd })).toThrow(
      RangeError
    )
    expect(serialized(buyTokensRequest(config, { saleId: 3, totalPriceMicro: 10_000_000n }))).toBe('03000000')
    const cancel = cancelSaleRequest(config, { saleId: 258 })
    expect([serialized(cancel), cancel.payload.receiveName.value, cancel.payload.amount.microCcdAmount]).toEqual([
      '02010000',
      'market.cancelSale',
      0n,
    ])
  })

  it('pins the hand-built schema of bid', () => {
    expect(bytesToHex(base64ToBytes(parameterSchemaBase64('bid')))).toBe('1400010000000a00000061756374696f6e5f696404')
  })
})

describe('payloads', () => {
  it('sends CCD only with bid and buyTokens, always with 30000 energy, to the configured contracts', () => {
    const bid = bidRequest(config, { auctionId: 1, amountMicro: 5n })
    expect(bid.payload.amount.microCcdAmount).toBe(5n)
    expect(bid.payload.receiveName.value).toBe('auction.bid')
    expect(bid.payload.address.index).toBe(9932n)
    expect(bid.payload.maxContractExecutionEnergy.value).toBe(30000n)

    const buy = buyTokensRequest(config, { saleId: 1, totalPriceMicro: 9n })
    expect([buy.payload.amount.microCcdAmount, buy.payload.receiveName.value, buy.payload.address.index]).toEqual([
      9n,
      'market.buyTokens',
      9934n,
    ])

    const others = [
      finalizeRequest(config, { auctionId: 1 }),
      createSaleRequest(config, { tokenId: '01', amount: 1n, pricePerTokenMicro: 1n }),
      mintRequest(config, { owner, tokenId: '01', metadataUrl: 'u', amount: 1n, maxSupply: 1n }),
    ]
    expect(others.map((request) => request.payload.amount.microCcdAmount)).toEqual([0n, 0n, 0n])
    expect(others.map((request) => request.payload.receiveName.value)).toEqual([
      'auction.finalize',
      'market.createSale',
      'rr_token.mint',
    ])
  })

  it('takes addresses and names from configuration', () => {
    const custom = {
      ...config,
      contracts: { ...config.contracts, auction: { index: 42n, subindex: 1n } },
      contractNames: { ...config.contractNames, auction: 'kobza_auction' },
    }
    const request = finalizeRequest(custom, { auctionId: 1 })
    expect([
      request.payload.address.index,
      request.payload.address.subindex,
      request.payload.receiveName.value,
    ]).toEqual([42n, 1n, 'kobza_auction.finalize'])
  })

  it('refuses bad input instead of sending it', () => {
    expect(() => bidRequest(config, { auctionId: -1, amountMicro: 1n })).toThrow(RangeError)
    expect(() => bidRequest(config, { auctionId: 2 ** 32, amountMicro: 1n })).toThrow(RangeError)
    expect(() => bidRequest(config, { auctionId: 1, amountMicro: -1n })).toThrow(RangeError)
    expect(() => createSaleRequest(config, { tokenId: 'xyz', amount: 1n, pricePerTokenMicro: 1n })).toThrow(/hex/)
    expect(() =>
      createAuctionRequest(config, {
        item: 'a',
        end: 'not a date',
        initialPriceMicro: 1n,
        tokenId: '01',
        tokenAmount: 1n,
      })
    ).toThrow(RangeError)
    expect(() =>
      mintRequest(config, { owner, tokenId: '01', metadataUrl: 'u', metadataHash: 'abc', amount: 1n, maxSupply: 1n })
    ).toThrow(/hash/)
  })
})

describe('schemas', () => {
  it('uses the hand-built parameter schema offline and the module schema when one was fetched', () => {
    expect(schemaFor('bid')).toEqual({ type: 'parameter', value: parameterSchemaBase64('bid') })
    expect(schemaFor('bid', { moduleSchemas: { auction: 'AAAA' } })).toEqual({ type: 'module', value: 'AAAA' })
    // A schema fetched for another contract does not apply.
    expect(schemaFor('mint', { moduleSchemas: { auction: 'AAAA' } })).toEqual({
      type: 'parameter',
      value: parameterSchemaBase64('mint'),
    })
    expect(finalizeRequest(config, { auctionId: 1 }, { moduleSchemas: { auction: 'BBBB' } }).schema).toEqual({
      type: 'module',
      value: 'BBBB',
    })
  })
})

describe('fetchModuleSchemas', () => {
  it('keeps the schemas a node has and skips failures', async () => {
    const node = {
      getModuleSchema: vi.fn(async (ref: { index: bigint }) => {
        if (ref.index === 9932n) return 'QVVD'
        if (ref.index === 9933n) return undefined
        throw new Error('node unreachable')
      }),
    }
    const schemas = await fetchModuleSchemas(node, config)
    expect(schemas).toEqual({ auction: 'QVVD' })
    expect(bidRequest(config, { auctionId: 1, amountMicro: 1n }, { moduleSchemas: schemas }).schema).toEqual({
      type: 'module',
      value: 'QVVD',
    })
    expect(
      buyTokensRequest(config, { saleId: 1, totalPriceMicro: 1n }, { moduleSchemas: schemas }).schema
    ).toMatchObject({
      type: 'parameter',
    })
  })
})

describe('toUpdateTransaction', () => {
  it('turns the wallet arguments into plain node values', () => {
    const request = bidRequest(config, { auctionId: 4, amountMicro: 1_500_000n })
    expect(toUpdateTransaction(owner, request.payload, request.parameters, request.schema)).toEqual({
      sender: owner,
      contract: { index: 9932n, subindex: 0n },
      receiveName: 'auction.bid',
      amount: 1_500_000n,
      maxEnergy: 30000n,
      parameter: { auction_id: 4 },
      schema: request.schema,
    })
    expect(AccountTransactionType.Update).toBe(2)
  })

  it('prices a sale per token', () => {
    expect(saleTotalPrice(10_000n, 1000n)).toBe(10_000_000n)
  })
})
