import { describe, expect, it } from 'vitest'
import { account, contract, contractRef } from '../addresses.js'
import type { FinalizedTransaction, UpdateTransaction } from './types.js'
import {
  decodeConsensus,
  decodeInstanceInfo,
  decodeTransaction,
  decodeUpdate,
  encodeConsensus,
  encodeInstanceInfo,
  encodeTransaction,
  encodeUpdate,
} from './wire.js'

const roundTrip = <T>(encode: (value: T) => unknown, decode: (json: unknown) => T, value: T) =>
  decode(JSON.parse(JSON.stringify(encode(value))))

describe('wire forms', () => {
  it('carry an update transaction through JSON with bigints as strings', () => {
    const update: UpdateTransaction = {
      sender: 'acc',
      contract: contractRef(9932n, 1n),
      receiveName: 'auction.bid',
      amount: (1n << 64n) - 1n,
      maxEnergy: 30000n,
      parameter: { auction_id: 3, nested: [true, 'x', { deep: 1.5 }] },
      schema: { type: 'parameter', value: 'FAAB' },
    }
    expect(encodeUpdate(update)).toMatchObject({
      amount: '18446744073709551615',
      contract: { index: '9932', subindex: '1' },
    })
    expect(roundTrip(encodeUpdate, decodeUpdate, update)).toEqual(update)
    const { schema: _schema, ...withoutSchema } = update
    expect(roundTrip(encodeUpdate, decodeUpdate, withoutSchema)).toEqual(withoutSchema)
  })

  it('carry both outcome kinds and every trace step', () => {
    const updated: FinalizedTransaction = {
      hash: 'aa',
      blockHash: 'bb',
      blockHeight: 12n,
      summary: {
        transactionType: 'update',
        sender: 'acc',
        cost: 3n,
        energyCost: 4n,
        events: [
          { tag: 'Interrupted', address: contractRef(1), events: ['00'] },
          { tag: 'Transferred', from: contractRef(1), to: 'acc', amount: 5n },
          { tag: 'Resumed', address: contractRef(1), success: true },
          {
            tag: 'Updated',
            address: contractRef(1),
            instigator: contract(contractRef(2)),
            amount: 6n,
            receiveName: 'a.b',
            events: [],
          },
          {
            tag: 'Updated',
            address: contractRef(1),
            instigator: account('acc'),
            amount: 0n,
            receiveName: 'a.c',
            events: ['ff'],
          },
        ],
      },
    }
    expect(roundTrip(encodeTransaction, decodeTransaction, updated)).toEqual(updated)
    const failed: FinalizedTransaction = {
      ...updated,
      summary: {
        transactionType: 'failed',
        sender: 'acc',
        cost: 0n,
        energyCost: 0n,
        rejectReason: {
          tag: 'RejectedReceive',
          rejectReason: -42000002,
          contractAddress: contractRef(3),
          receiveName: 'm.c',
        },
      },
    }
    expect(roundTrip(encodeTransaction, decodeTransaction, failed)).toEqual(failed)
    const system: FinalizedTransaction = {
      ...updated,
      summary: { ...failed.summary, rejectReason: { tag: 'Other', detail: 'why' } } as FinalizedTransaction['summary'],
    }
    expect(roundTrip(encodeTransaction, decodeTransaction, system)).toEqual(system)
  })

  it('carry consensus and instance info', () => {
    const consensus = { genesisHash: 'gg', networkName: 'Local', blockHeight: 99n }
    expect(roundTrip(encodeConsensus, decodeConsensus, consensus)).toEqual(consensus)
    const info = { address: contractRef(3), name: 'market', owner: 'acc', amount: 0n, methods: ['market.buyTokens'] }
    expect(roundTrip(encodeInstanceInfo, decodeInstanceInfo, info)).toEqual(info)
  })

  it('refuses malformed JSON', () => {
    expect(() =>
      decodeUpdate({
        sender: 'a',
        contract: { index: 1, subindex: 0 },
        receiveName: 'a.b',
        amount: '1',
        maxEnergy: '1',
        parameter: {},
      })
    ).toThrow()
    expect(() => decodeConsensus({ genesisHash: 'g', networkName: 'n', blockHeight: '1.5' })).toThrow()
    expect(() =>
      decodeUpdate({
        sender: 'a',
        contract: { index: '1', subindex: '0' },
        receiveName: 'a.b',
        amount: '1',
        maxEnergy: '1',
        parameter: null,
      })
    ).toThrow()
  })
})
