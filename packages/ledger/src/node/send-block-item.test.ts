import {
  AccountAddress,
  AccountTransactionType,
  BlockHash,
  CcdAmount,
  ContractAddress,
  Energy,
  ReceiveName,
  Parameter,
  SequenceNumber,
  TransactionExpiry,
  signTransaction,
  type AccountTransaction,
} from '@concordium/web-sdk'
import type { ConcordiumGRPCNodeClient } from '@concordium/web-sdk/nodejs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdAuctionId } from '../events.js'
import { ccd, outcomeOf, setupLedger, start } from '../local/test-support.js'
import { LocalLedger } from '../local/local-ledger.js'
import { auctionRejects } from '../reject-codes.js'
import {
  bidRequest,
  createAuctionRequest,
  finalizeRequest,
  toUpdateTransaction,
  type UpdateRequest,
} from '../parameters.js'
import { devAccountSigner } from '../wallet/dev-keys.js'
import { DevWallet } from '../wallet/dev-wallet.js'
import { submitUpdate } from '../wallet/submit.js'
import { ConcordiumNode } from './concordium-node.js'
import { connectLedgerNode, startLocalGrpcNode, type LocalGrpcNode } from './grpc-server.js'

/** Sending through the local ledger's gRPC node with the SDK's client, as a wallet does on chain. */
const port = Number(process.env.LEDGER_TEST_SEND_PORT ?? 24452)
const readOnlyPort = port + 1

const setup = setupLedger()
const { ledger, driver, alice, bob, carol, clock } = setup
driver.mint(alice, '01')
driver.approve(alice, 'auction')

let node: LocalGrpcNode
let readOnly: LocalGrpcNode
let client: ConcordiumGRPCNodeClient
let chain: ConcordiumNode
let writes = 0

beforeAll(async () => {
  const backend = { read: async <T>(work: (l: LocalLedger) => T | Promise<T>) => work(ledger) }
  node = await startLocalGrpcNode({
    port,
    backend: { ...backend, write: async (work) => (writes++, work(ledger)) },
  })
  readOnly = await startLocalGrpcNode({ port: readOnlyPort, backend })
  client = connectLedgerNode(node.url, { timeoutMs: 5000 })
  chain = new ConcordiumNode({
    config: { ...ledger.config, nodeUrl: node.url },
    client,
    signerFor: (sender) => devAccountSigner(sender),
  })
})

afterAll(async () => {
  await Promise.all([node.close(), readOnly.close()])
})

const send = (request: UpdateRequest, sender: string) =>
  chain.sendUpdate(toUpdateTransaction(sender, request.payload, request.parameters, request.schema))

/** An update signed by `signer` with whatever nonce and payload bytes a test wants. */
async function signedUpdate(options: {
  sender: string
  signerAddress?: string
  nonce?: bigint
  receiveName?: string
  message?: Uint8Array
}) {
  const { auction } = ledger.config.contracts
  const transaction: AccountTransaction = {
    type: AccountTransactionType.Update,
    header: {
      sender: AccountAddress.fromBase58(options.sender),
      nonce: SequenceNumber.create(options.nonce ?? ledger.nextNonce(options.sender)),
      expiry: TransactionExpiry.futureMinutes(5),
    },
    payload: {
      amount: CcdAmount.zero(),
      address: ContractAddress.create(auction.index, auction.subindex),
      receiveName: ReceiveName.fromString(options.receiveName ?? 'auction.finalize'),
      message: Parameter.fromBuffer((options.message ?? new Uint8Array([0, 0, 0, 0])).buffer as ArrayBuffer),
      maxContractExecutionEnergy: Energy.create(30_000n),
    },
  }
  return {
    transaction,
    signature: await signTransaction(transaction, devAccountSigner(options.signerAddress ?? options.sender)),
  }
}

describe('SendBlockItem on the local ledger node', () => {
  let auctionId: number

  it('accepts a signed create_auction, applies it and finalizes it with its events', async () => {
    const before = await chain.getConsensus()
    const request = createAuctionRequest(ledger.config, {
      item: 'Червона рута',
      end: new Date(start + 86_400_000),
      initialPriceMicro: ccd(25),
      tokenId: '01',
      tokenAmount: 5000n,
    })
    const hash = await send(request, alice)
    const finalized = await chain.waitForTransaction(hash, { timeoutMs: 5000 })
    expect(outcomeOf(finalized)).toBe('ok')
    expect(finalized.blockHeight).toBe(before.blockHeight + 1n)
    auctionId = createdAuctionId(finalized, ledger.config.contracts.auction)!
    // The block keeps the time it was made (the indexer's lag in seconds is read from it), across a save.
    const info = await client.getBlockInfo(BlockHash.fromHexString(finalized.blockHash))
    expect(info.blockSlotTime.getTime()).toBe(start)
    expect(LocalLedger.fromSnapshot(ledger.snapshot()).blockTime(finalized.blockHeight)).toBe(start)
    expect(ledger.auction(auctionId)).toMatchObject({
      item: 'Червона рута',
      tokenAmount: 5000n,
      owner: alice,
      initialPrice: ccd(25),
      endMs: start + 86_400_000,
    })
  })

  it('serves GetNextAccountNonce and counts every transaction of the sender', async () => {
    const { nonce, allFinal } = await client.getNextAccountNonce(AccountAddress.fromBase58(bob))
    expect(nonce.value).toBe(ledger.nextNonce(bob))
    expect(allFinal).toBe(true)
  })

  it('lets the dev wallet sign and send a bid through the node; the outcome is read back from it', async () => {
    const wallet = new DevWallet({ node: chain, accounts: [bob] })
    expect(await wallet.getSelectedChain()).toBe(ledger.config.genesisHash)
    await wallet.requestAccounts()
    const confirmed = await submitUpdate({
      provider: wallet,
      address: bob,
      node: chain,
      request: bidRequest(ledger.config, { auctionId, amountMicro: ccd(30) }),
      waitTimeoutMs: 5000,
    })
    expect(confirmed.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(ledger.auction(auctionId)?.highestBid).toEqual({ bidder: bob, amount: ccd(30) })
  })

  it("finalizes a contract's rejection as a rejected transaction (a bid below the highest)", async () => {
    const request = bidRequest(ledger.config, { auctionId, amountMicro: ccd(1) })
    const hash = await send(request, carol)
    const finalized = await chain.waitForTransaction(hash, { timeoutMs: 5000 })
    expect(outcomeOf(finalized)).toBe(auctionRejects.bidBelowCurrentBid)
    expect(ledger.auction(auctionId)?.highestBid?.bidder).toBe(bob)
  })

  it('runs finalize after the end and pays the seller', async () => {
    clock.now = start + 86_400_000 + 1
    const sellerBefore = ledger.accountBalance(alice)!
    const hash = await send(finalizeRequest(ledger.config, { auctionId }), alice)
    expect(outcomeOf(await chain.waitForTransaction(hash))).toBe('ok')
    expect(ledger.accountBalance(alice)).toBe(sellerBefore + ccd(30))
  })

  it('rejects a parameter its entrypoint cannot read with the ParseParams code, in a block', async () => {
    const { transaction, signature } = await signedUpdate({ sender: bob, message: new Uint8Array([1, 2]) })
    const hash = await client.sendAccountTransaction(transaction, signature)
    const outcome = await client.waitForTransactionFinalization(hash, 5000)
    expect(outcome.summary?.type).toBe('accountTransaction')
    const finalized = await chain.waitForTransaction(Buffer.from(hash.buffer).toString('hex'))
    expect(outcomeOf(finalized)).toBe(auctionRejects.parseParams)
  })
})

describe('SendBlockItem refusals', () => {
  const height = async () => (await ledger.getConsensus()).blockHeight

  it('refuses garbage payload bytes without touching the ledger', async () => {
    const { transaction, signature } = await signedUpdate({ sender: bob })
    const before = await height()
    await expect(
      client.sendRawAccountTransaction(
        transaction.header,
        Energy.create(40_000n),
        new Uint8Array([0xff, 1, 2, 3]),
        signature
      )
    ).rejects.toThrow(/payload cannot be read/)
    expect(await height()).toBe(before)
  })

  it('refuses a signature by another key, a reused nonce and a nonce from the future', async () => {
    const forged = await signedUpdate({ sender: bob, signerAddress: carol })
    await expect(client.sendAccountTransaction(forged.transaction, forged.signature)).rejects.toThrow(
      /signature is invalid/
    )
    const replay = await signedUpdate({ sender: bob, nonce: ledger.nextNonce(bob) - 1n })
    await expect(client.sendAccountTransaction(replay.transaction, replay.signature)).rejects.toThrow(/Duplicate nonce/)
    const future = await signedUpdate({ sender: bob, nonce: ledger.nextNonce(bob) + 5n })
    await expect(client.sendAccountTransaction(future.transaction, future.signature)).rejects.toThrow(/too large/)
  })

  it('refuses an unknown sender and a transaction that is not a contract update', async () => {
    const stranger = new LocalLedger({ config: { ...ledger.config, genesisHash: 'ab'.repeat(32) } }).createAccount()
    const unknown = await signedUpdate({ sender: stranger, nonce: 1n })
    await expect(client.sendAccountTransaction(unknown.transaction, unknown.signature)).rejects.toThrow(
      /does not exist/
    )
    const transfer: AccountTransaction = {
      type: AccountTransactionType.Transfer,
      header: {
        sender: AccountAddress.fromBase58(bob),
        nonce: SequenceNumber.create(ledger.nextNonce(bob)),
        expiry: TransactionExpiry.futureMinutes(5),
      },
      payload: { amount: CcdAmount.fromMicroCcd(1n), toAddress: AccountAddress.fromBase58(carol) },
    }
    const signature = await signTransaction(transfer, devAccountSigner(bob))
    await expect(client.sendAccountTransaction(transfer, signature)).rejects.toThrow(/contract updates only/)
  })

  it('answers UNIMPLEMENTED on a read-only node', async () => {
    const readOnlyClient = connectLedgerNode(readOnly.url, { timeoutMs: 5000 })
    const { transaction, signature } = await signedUpdate({ sender: bob })
    const before = writes
    await expect(readOnlyClient.sendAccountTransaction(transaction, signature)).rejects.toThrow(/read-only/)
    expect(writes).toBe(before)
  })
})
