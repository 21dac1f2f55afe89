import {
  AccountAddress,
  BlockHash,
  CcdAmount,
  ContractAddress,
  ContractEvent,
  Energy,
  InitName,
  ModuleReference,
  Parameter,
  ReceiveName,
  ReturnValue,
  SequenceNumber,
  TransactionExpiry,
  TransactionHash,
  type AccountSigner,
  type BlockItemSummaryInBlock,
} from '@concordium/web-sdk'
import { describe, expect, it, vi } from 'vitest'
import { account, contract, contractRef } from '../addresses.js'
import { bytesToHex } from '../bytes.js'
import { mainnetConfig } from '../config.js'
import { bidRequest, toUpdateTransaction } from '../parameters.js'
import {
  ConcordiumNode,
  balanceOfParameter,
  buildUpdateAccountTransaction,
  parseBalanceOfResult,
  parseNodeUrl,
  toFinalizedTransaction,
  type ConcordiumClient,
} from './concordium-node.js'

/** Everything here is offline: the adapter is given a fake client, never a connection. */
const sender = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'
const senderHex = '69752406cc939fc90ca6a73b57cee109963547f942006d219144924f8485fb0d'
const txHash = 'ab'.repeat(32)
const blockHash = 'cd'.repeat(32)
const auction = ContractAddress.create(9932n)

function summaryInBlock(summary: Record<string, unknown>): BlockItemSummaryInBlock {
  const common = {
    type: 'accountTransaction',
    index: 0n,
    energyCost: Energy.create(1234n),
    hash: TransactionHash.fromHexString(txHash),
    cost: 5600n,
    sender: AccountAddress.fromBase58(sender),
  }
  // The SDK's summary union is too wide to build literally; the adapter reads only these fields.
  return {
    blockHash: BlockHash.fromHexString(blockHash),
    summary: { ...common, ...summary },
  } as unknown as BlockItemSummaryInBlock
}

function fakeClient(overrides: Partial<Record<keyof ConcordiumClient, unknown>> = {}): ConcordiumClient {
  return {
    getConsensusStatus: vi.fn(async () => ({
      genesisBlock: BlockHash.fromHexString('9d'.repeat(32)),
      lastFinalizedBlockHeight: 777n,
    })),
    waitForTransactionFinalization: vi.fn(),
    getBlockInfo: vi.fn(async () => ({ blockHeight: 4242n })),
    getInstanceInfo: vi.fn(),
    getEmbeddedSchema: vi.fn(),
    getAccountInfo: vi.fn(),
    invokeContract: vi.fn(),
    getNextAccountNonce: vi.fn(async () => ({ nonce: SequenceNumber.create(17n), allFinal: true })),
    sendAccountTransaction: vi.fn(async () => TransactionHash.fromHexString(txHash)),
    ...overrides,
  } as unknown as ConcordiumClient
}

describe('request building (offline)', () => {
  it('splits the configured node URL for the gRPC-web client', () => {
    expect(parseNodeUrl(mainnetConfig.nodeUrl)).toEqual({
      address: 'https://grpc.mainnet.concordium.software',
      port: 20000,
    })
    expect(parseNodeUrl('http://localhost')).toEqual({ address: 'http://localhost', port: 80 })
    expect(parseNodeUrl('https://node.example')).toEqual({ address: 'https://node.example', port: 443 })
  })

  it('builds the signed update exactly as the wallet would: payload, energy and parameter bytes', () => {
    const request = bidRequest(mainnetConfig, { auctionId: 7, amountMicro: 30_000_000n })
    const update = toUpdateTransaction(sender, request.payload, request.parameters, request.schema)
    const built = buildUpdateAccountTransaction(
      update,
      SequenceNumber.create(3n),
      TransactionExpiry.fromDate(new Date('2030-01-01T00:00:00Z'))
    )
    expect(built.type).toBe(2)
    expect(AccountAddress.toBase58(built.header.sender)).toBe(sender)
    const payload = built.payload as unknown as {
      amount: CcdAmount.Type
      address: ContractAddress.Type
      receiveName: ReceiveName.Type
      message: Parameter.Type
      maxContractExecutionEnergy: Energy.Type
    }
    expect(payload.amount.microCcdAmount).toBe(30_000_000n)
    expect(payload.address.index).toBe(9932n)
    expect(ReceiveName.toString(payload.receiveName)).toBe('auction.bid')
    expect(Parameter.toHexString(payload.message)).toBe('07000000')
    expect(payload.maxContractExecutionEnergy.value).toBe(30000n)
    const { schema: _schema, ...withoutSchema } = update
    expect(() =>
      buildUpdateAccountTransaction(withoutSchema, SequenceNumber.create(3n), TransactionExpiry.futureMinutes(5))
    ).toThrow(/schema/)
  })

  it('encodes balanceOf queries and decodes their answers', () => {
    expect(bytesToHex(balanceOfParameter('01', account(sender)))).toBe('0100' + '0101' + '00' + senderHex)
    expect(bytesToHex(balanceOfParameter('', contract(contractRef(9934))))).toBe(
      '0100' + '00' + '01' + 'ce26000000000000' + '0000000000000000'
    )
    expect(parseBalanceOfResult(Uint8Array.from([1, 0, 0xa0, 0x8d, 0x06]))).toBe(100000n)
    expect(() => parseBalanceOfResult(Uint8Array.from([2, 0, 1, 1]))).toThrow()
  })
})

describe('reading node answers (offline)', () => {
  it('turns a finalized update into the package outcome, trace included', () => {
    const outcome = summaryInBlock({
      transactionType: 'update',
      events: [
        { tag: 'Interrupted', address: auction, events: [ContractEvent.fromHexString('0005000000')] },
        {
          tag: 'Transferred',
          from: auction,
          to: AccountAddress.fromBase58(sender),
          amount: CcdAmount.fromMicroCcd(9n),
        },
        { tag: 'Resumed', address: auction, success: true },
        {
          tag: 'Updated',
          address: auction,
          instigator: { type: 'AddressAccount', address: AccountAddress.fromBase58(sender) },
          amount: CcdAmount.fromMicroCcd(1n),
          receiveName: ReceiveName.fromString('auction.bid'),
          events: [],
          contractVersion: 1,
          message: Parameter.empty(),
        },
        { tag: 'Upgraded', address: auction },
        null,
      ],
    })
    expect(toFinalizedTransaction(txHash, outcome, 99n)).toEqual({
      hash: txHash,
      blockHash,
      blockHeight: 99n,
      summary: {
        transactionType: 'update',
        sender,
        cost: 5600n,
        energyCost: 1234n,
        events: [
          { tag: 'Interrupted', address: contractRef(9932), events: ['0005000000'] },
          { tag: 'Transferred', from: contractRef(9932), to: sender, amount: 9n },
          { tag: 'Resumed', address: contractRef(9932), success: true },
          {
            tag: 'Updated',
            address: contractRef(9932),
            instigator: account(sender),
            amount: 1n,
            receiveName: 'auction.bid',
            events: [],
          },
        ],
      },
    })
  })

  it('reads the reject reason of a failed update', () => {
    const rejected = summaryInBlock({
      transactionType: 'failed',
      rejectReason: {
        tag: 'RejectedReceive',
        rejectReason: -4,
        contractAddress: auction,
        receiveName: ReceiveName.fromString('auction.bid'),
        parameter: Parameter.empty(),
      },
    })
    expect(toFinalizedTransaction(txHash, rejected, 1n).summary).toMatchObject({
      transactionType: 'failed',
      rejectReason: {
        tag: 'RejectedReceive',
        rejectReason: -4,
        contractAddress: contractRef(9932),
        receiveName: 'auction.bid',
      },
    })
    const tooLarge = summaryInBlock({ transactionType: 'failed', rejectReason: { tag: 'AmountTooLarge' } })
    expect(toFinalizedTransaction(txHash, tooLarge, 1n).summary).toMatchObject({
      rejectReason: { tag: 'AmountTooLarge' },
    })
    const exotic = summaryInBlock({ transactionType: 'failed', rejectReason: { tag: 'PoolClosed' } })
    expect(toFinalizedTransaction(txHash, exotic, 1n).summary).toMatchObject({
      rejectReason: { tag: 'Other', detail: 'PoolClosed' },
    })
    expect(() => toFinalizedTransaction(txHash, summaryInBlock({ transactionType: 'transfer' }), 1n)).toThrow(
      /not a contract update/
    )
  })
})

describe('ConcordiumNode with a fake client (offline)', () => {
  it('reports the genesis hash and the configured network name', async () => {
    const node = new ConcordiumNode({ config: mainnetConfig, client: fakeClient() })
    expect(await node.getConsensus()).toEqual({
      genesisHash: '9d'.repeat(32),
      networkName: 'Mainnet',
      blockHeight: 777n,
    })
  })

  it('waits for finalization, then reads the block height', async () => {
    const client = fakeClient({
      waitForTransactionFinalization: vi.fn(async () => summaryInBlock({ transactionType: 'update', events: [] })),
    })
    const transaction = await new ConcordiumNode({ config: mainnetConfig, client }).waitForTransaction(txHash, {
      timeoutMs: 10,
    })
    expect(transaction).toMatchObject({ hash: txHash, blockHeight: 4242n, summary: { transactionType: 'update' } })
    expect(client.waitForTransactionFinalization).toHaveBeenCalledWith(TransactionHash.fromHexString(txHash), 10)
  })

  it('signs and sends only for accounts it has keys for', async () => {
    const signer: AccountSigner = {
      getSignatureCount: () => 1n,
      sign: vi.fn(async () => ({ 0: { 0: 'aa'.repeat(64) } })),
    }
    const client = fakeClient()
    const request = bidRequest(mainnetConfig, { auctionId: 7, amountMicro: 1n })
    const update = toUpdateTransaction(sender, request.payload, request.parameters, request.schema)
    await expect(new ConcordiumNode({ config: mainnetConfig, client }).sendUpdate(update)).rejects.toThrow(
      /wallet signs/
    )
    const node = new ConcordiumNode({
      config: mainnetConfig,
      client,
      signerFor: (address) => (address === sender ? signer : undefined),
    })
    expect(await node.sendUpdate(update)).toBe(txHash)
    expect(signer.sign).toHaveBeenCalledTimes(1)
    const [sent] = vi.mocked(client.sendAccountTransaction).mock.calls[0] ?? []
    expect(sent?.header.nonce.value).toBe(17n)
  })

  it('reads instances, schemas, balances and token balances', async () => {
    const notFound = Object.assign(new Error('not found'), { code: 'NOT_FOUND' })
    const client = fakeClient({
      getInstanceInfo: vi.fn(async (address: ContractAddress.Type) => {
        if (address.index !== 9932n) throw notFound
        return {
          version: 1,
          name: InitName.fromString('init_auction'),
          owner: AccountAddress.fromBase58(sender),
          amount: CcdAmount.fromMicroCcd(12n),
          methods: [ReceiveName.fromString('auction.bid')],
          sourceModule: ModuleReference.fromHexString('ee'.repeat(32)),
        }
      }),
      getEmbeddedSchema: vi.fn(async () => ({ type: 'versioned', buffer: Uint8Array.from([255, 255, 3]).buffer })),
      getAccountInfo: vi.fn(async (address: AccountAddress.Type) => {
        if (AccountAddress.toBase58(address) !== sender) throw notFound
        return { accountAmount: CcdAmount.fromMicroCcd(55n) }
      }),
      invokeContract: vi.fn(async () => ({ tag: 'success', returnValue: ReturnValue.fromHexString('0100a08d06') })),
    })
    const node = new ConcordiumNode({ config: mainnetConfig, client })
    expect(await node.getInstanceInfo(contractRef(9932))).toEqual({
      address: contractRef(9932),
      name: 'auction',
      owner: sender,
      amount: 12n,
      methods: ['auction.bid'],
    })
    expect(await node.getInstanceInfo(contractRef(1))).toBeUndefined()
    expect(await node.getModuleSchema(contractRef(9932))).toBe('//8D')
    expect(await node.getAccountBalance(sender)).toBe(55n)
    expect(await node.getAccountBalance('4J67NVQgnPo8MNQ2U9MveLAvUKAgAyWpjCr49JKzRz4D26LT2b')).toBeUndefined()
    expect(await node.getTokenBalance(contractRef(9933), '01', account(sender))).toBe(100000n)
    const [context] = vi.mocked(client.invokeContract).mock.calls[0] ?? []
    expect(ReceiveName.toString(context?.method ?? ReceiveName.fromString('x.y'))).toBe('rr_token.balanceOf')
    expect(Parameter.toHexString(context?.parameter ?? Parameter.empty())).toBe('0100' + '0101' + '00' + senderHex)
  })
})

describe('test isolation', () => {
  it('has no network: the global fetch refuses', async () => {
    await expect(fetch('https://grpc.mainnet.concordium.software:20000')).rejects.toThrow(/Network access in a test/)
  })
})

describe("ConcordiumNode as the indexer's block source (offline)", () => {
  const parent = 'ef'.repeat(32)
  const bidEvent = ContractEvent.fromHexString('01070000' + senderHex + '40787d0100000000')
  function blockClient(options: { finalized: boolean; hashes?: number }) {
    const items = [
      { ...summaryInBlock({ transactionType: 'transfer' }).summary, index: 0n },
      {
        ...summaryInBlock({
          transactionType: 'update',
          events: [
            {
              tag: 'Updated',
              address: auction,
              instigator: { type: 'AddressAccount', address: AccountAddress.fromBase58(sender) },
              amount: CcdAmount.fromMicroCcd(25_000_000n),
              receiveName: ReceiveName.fromString('auction.bid'),
              events: [bidEvent],
              contractVersion: 1,
              message: Parameter.empty(),
            },
          ],
        }).summary,
        index: 1n,
      },
      null,
    ]
    return fakeClient({
      getBlocksAtHeight: vi.fn(async () =>
        Array.from({ length: options.hashes ?? 1 }, () => BlockHash.fromHexString(blockHash))
      ),
      getBlockInfo: vi.fn(async () => ({
        blockHash: BlockHash.fromHexString(blockHash),
        blockParent: BlockHash.fromHexString(parent),
        blockHeight: 90n,
        blockSlotTime: new Date('2024-03-01T12:00:00Z'),
        finalized: options.finalized,
      })),
      getBlockTransactionEvents: vi.fn(async function* () {
        yield* items
      }),
    })
  }

  it('reads a finalized block: its parent, time and contract updates at their transaction index', async () => {
    const node = new ConcordiumNode({ config: mainnetConfig, client: blockClient({ finalized: true }) })
    const block = await node.getFinalizedBlock(90n)
    expect(block).toMatchObject({
      height: 90n,
      hash: blockHash,
      parentHash: parent,
      time: new Date('2024-03-01T12:00:00Z'),
    })
    expect(block.transactions).toHaveLength(1)
    expect(block.transactions[0]).toMatchObject({
      index: 1,
      transaction: { hash: txHash, blockHash, blockHeight: 90n, summary: { transactionType: 'update' } },
    })
  })

  it('refuses a block that is not finalized, or a height with competing blocks', async () => {
    const unfinalized = new ConcordiumNode({ config: mainnetConfig, client: blockClient({ finalized: false }) })
    await expect(unfinalized.getFinalizedBlock(90n)).rejects.toThrow(/not finalized/)
    const forked = new ConcordiumNode({ config: mainnetConfig, client: blockClient({ finalized: true, hashes: 2 }) })
    await expect(forked.getFinalizedBlock(90n)).rejects.toThrow(/not finalized/)
  })
})
