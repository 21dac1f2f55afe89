import {
  BlockHash,
  ContractAddress,
  Parameter,
  ReceiveName,
  TransactionHash,
  type BlockItemSummaryInBlock,
} from '@concordium/web-sdk'
import { ConcordiumGRPCNodeClient, credentials } from '@concordium/web-sdk/nodejs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, contractRef } from '../addresses.js'
import { bytesToHex } from '../bytes.js'
import { createdAuctionId } from '../events.js'
import { auctionOf, ccd, setupLedger, start } from '../local/test-support.js'
import { auctionRejects } from '../reject-codes.js'
import { decodeAuctionView, decodeSaleView, viewIdParameter } from '../views.js'
import { ConcordiumNode } from './concordium-node.js'
import { connectLedgerNode, startLocalGrpcNode, type LocalGrpcNode } from './grpc-server.js'
import { MarketReader } from './market-reader.js'

/** The local ledger served over gRPC on loopback, read by the SDK's own Node.js client. */
const port = Number(process.env.LEDGER_TEST_GRPC_PORT ?? 24401)

const setup = setupLedger()
const { ledger, driver, alice, bob, clock } = setup
driver.mint(alice, '01')
driver.approve(alice, 'auction')
const created = auctionOf(driver, alice, {
  tokenAmount: 5000n,
  initialPriceMicro: ccd(25),
  endsInMs: 86_400_000,
  item: 'Червона рута',
})
const auctionId = createdAuctionId(created, ledger.config.contracts.auction)!
const bid = driver.bid(bob, auctionId, ccd(30))
const lowBid = driver.bid(bob, auctionId, ccd(1))

let node: LocalGrpcNode
let client: ConcordiumGRPCNodeClient

beforeAll(async () => {
  node = await startLocalGrpcNode({ port, pollMs: 20, backend: { read: async (work) => work(ledger) } })
  client = new ConcordiumGRPCNodeClient('127.0.0.1', node.port, credentials.createInsecure(), { timeout: 5000 })
})

afterAll(async () => {
  await node.close()
})

const height = async () => (await ledger.getConsensus()).blockHeight
const auctionAddress = () => ContractAddress.create(ledger.config.contracts.auction.index)

describe('the local ledger as a Concordium gRPC node', () => {
  it('answers GetConsensusInfo with the genesis and the last finalized height', async () => {
    const status = await client.getConsensusStatus()
    expect(node.port).toBe(port)
    expect(BlockHash.toHexString(status.genesisBlock)).toBe(ledger.config.genesisHash)
    expect(status.lastFinalizedBlockHeight).toBe(await height())
    const last = await ledger.getFinalizedBlock(await height())
    expect(BlockHash.toHexString(status.lastFinalizedBlock)).toBe(last.hash)
  })

  it("invokes the auction's view and answers in the contract's bytes", async () => {
    const result = await client.invokeContract({
      contract: auctionAddress(),
      method: ReceiveName.fromString('auction.view_auction'),
      parameter: Parameter.fromBuffer(viewIdParameter(auctionId).buffer as ArrayBuffer),
    })
    expect(result.tag).toBe('success')
    if (result.tag !== 'success' || result.returnValue === undefined) return
    const view = decodeAuctionView(auctionId, new Uint8Array(result.returnValue.buffer))
    expect(view).toEqual(ledger.auction(auctionId))
    expect(view?.highestBid).toEqual({ bidder: bob, amount: ccd(30) })
    expect(view?.item).toBe('Червона рута')
  })

  it('answers an unknown auction or sale with None and a bad parameter with the ParseParams reject', async () => {
    const invoke = (method: string, parameter: Uint8Array) =>
      client.invokeContract({
        contract: ContractAddress.create(method.startsWith('market') ? 3n : 1n),
        method: ReceiveName.fromString(method),
        parameter: Parameter.fromBuffer(parameter.buffer as ArrayBuffer),
      })
    const none = await invoke('auction.view_auction', viewIdParameter(99))
    expect(none.tag === 'success' && decodeAuctionView(99, new Uint8Array(none.returnValue!.buffer))).toBeUndefined()
    const noSale = await invoke('market.view_sale', viewIdParameter(0))
    expect(noSale.tag === 'success' && decodeSaleView(0, new Uint8Array(noSale.returnValue!.buffer))).toBeUndefined()
    const bad = await invoke('auction.view_auction', new Uint8Array([1]))
    expect(bad.tag).toBe('failure')
    expect(bad.tag === 'failure' && bad.reason).toMatchObject({ tag: 'RejectedReceive', rejectReason: -1 })
    const unknown = await invoke('auction.nothing', new Uint8Array())
    expect(unknown.tag === 'failure' && unknown.reason?.tag).toBe('InvalidReceiveMethod')
  })

  it("reports a transaction's finalized outcome, and NOT_FOUND for one it never saw", async () => {
    const answer = await client.getBlockItemStatus(TransactionHash.fromHexString(bid.hash))
    expect(answer.status).toBe('finalized')
    const outcome = (answer as { outcome: BlockItemSummaryInBlock }).outcome
    expect(BlockHash.toHexString(outcome.blockHash)).toBe(bid.blockHash)
    expect(outcome.summary).toMatchObject({ type: 'accountTransaction', transactionType: 'update' })
    await expect(client.getBlockItemStatus(TransactionHash.fromHexString('00'.repeat(32)))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('serves the adapter the web and API use: outcomes, rejections, blocks and balances', async () => {
    const adapter = new ConcordiumNode({ config: ledger.config, client })
    expect(await adapter.waitForTransaction(bid.hash, { timeoutMs: 2000 })).toEqual(bid)
    const rejected = await adapter.waitForTransaction(lowBid.hash, { timeoutMs: 2000 })
    expect(rejected.summary).toMatchObject({
      transactionType: 'failed',
      rejectReason: { tag: 'RejectedReceive', rejectReason: auctionRejects.bidBelowCurrentBid },
    })
    const block = await adapter.getFinalizedBlock(bid.blockHeight)
    expect(block.hash).toBe(bid.blockHash)
    expect(block.transactions).toEqual([{ index: 0, transaction: bid }])
    expect(await adapter.getTokenBalance(contractRef(2n), '01', account(alice))).toBe(
      ledger.tokenBalance('01', account(alice))
    )
    expect(await adapter.getInstanceInfo(ledger.config.contracts.auction)).toMatchObject({ name: 'auction' })
    expect(await adapter.getInstanceInfo(contractRef(77n))).toBeUndefined()
  })

  it('streams newly finalized blocks, so waiting for a transaction ends when it lands', async () => {
    const abort = new AbortController()
    const stream = client.getFinalizedBlocks(abort.signal)[Symbol.asyncIterator]()
    const first = await stream.next()
    expect(first.value?.height).toBe(await height())
    clock.now = start + 2 * 86_400_000
    const finalize = driver.finalize(alice, auctionId)
    const next = await stream.next()
    expect(next.value?.height).toBe(finalize.blockHeight)
    expect(BlockHash.toHexString(next.value!.hash)).toBe(finalize.blockHash)
    abort.abort()
    const blocks = await client.getBlocksAtHeight(finalize.blockHeight)
    expect(blocks.map((hash) => BlockHash.toHexString(hash))).toEqual([finalize.blockHash])
    expect(await client.getBlocksAtHeight(finalize.blockHeight + 5n)).toEqual([])
    const info = await client.getBlockInfo(blocks[0])
    expect([info.blockHeight, info.finalized, bytesToHex(new Uint8Array(info.blockParent.buffer))]).toEqual([
      finalize.blockHeight,
      true,
      (await ledger.getFinalizedBlock(finalize.blockHeight)).parentHash,
    ])
  })

  it('answers what it does not serve with UNIMPLEMENTED', async () => {
    await expect(client.getCryptographicParameters()).rejects.toMatchObject({ code: 'UNIMPLEMENTED' })
  })

  it('reads auctions, sales, balances and the block time through MarketReader', async () => {
    const reader = new MarketReader(connectLedgerNode(node.url), ledger.config)
    expect(await reader.auction(auctionId)).toEqual(ledger.auction(auctionId))
    expect(await reader.auction(42)).toBeUndefined()
    expect(await reader.sale(0)).toBeUndefined()
    expect(await reader.tokenBalance('01', account(bob))).toBe(ledger.tokenBalance('01', account(bob)))
    expect((await reader.blockTime()).getTime()).toBe(ledger.now())
    // Time moved on with no block made: the time judged by is the clock's, not the last block's.
    ledger.advanceTime(7 * 24 * 3600 * 1000)
    expect((await reader.blockTime()).getTime()).toBe(ledger.now())
    expect([await reader.tokenExists('01'), await reader.tokenExists('02')]).toEqual([true, false])
    const wrongContract = new MarketReader(client, {
      ...ledger.config,
      contracts: { ...ledger.config.contracts, auction: contractRef(2n) },
    })
    await expect(wrongContract.auction(0)).rejects.toThrow(
      /refused rr_token\.view_auction|refused auction\.view_auction/
    )
  })

  it('fails a read when the node is down', async () => {
    const reader = new MarketReader(connectLedgerNode('http://127.0.0.1:24402', { timeoutMs: 1000 }), ledger.config)
    await expect(reader.auction(0)).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  })
})
