import {
  AccountAddress,
  AccountTransactionType,
  CcdAmount,
  ContractAddress,
  ContractName,
  Energy,
  ModuleReference,
  Parameter,
  ReceiveName,
  TransactionExpiry,
  buildBasicAccountSigner,
  signTransaction,
  type AccountTransaction,
} from '@concordium/web-sdk'
import type { ConcordiumGRPCNodeClient } from '@concordium/web-sdk/nodejs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractRef } from '../addresses.js'
import { bytesToHex } from '../bytes.js'
import { defaultContractNames } from '../config.js'
import { LocalLedger } from '../local/local-ledger.js'
import { setupLedger } from '../local/test-support.js'
import { connectLedgerNode, startLocalGrpcNode, type LocalGrpcNode } from '../node/grpc-server.js'
import { devAccountSigner } from '../wallet/dev-keys.js'
import { ConcordiumDeployer } from './concordium-deployer.js'
import { deployMarketContracts } from './deployer.js'
import { moduleReference } from './modules.js'
import { combinedModule, contractModule } from './test-support.js'

/**
 * `ConcordiumDeployer` — the deployer for real networks, with the SDK's gRPC client — against the
 * local ledger served by `startLocalGrpcNode` on a loopback port: nothing faked between them.
 */
const port = Number(process.env.LEDGER_TEST_DEPLOY_PORT ?? 25210)

const setup = setupLedger()
let ledger = setup.ledger
const { alice, bob } = setup
let node: LocalGrpcNode
let client: ConcordiumGRPCNodeClient
let writes = 0

beforeAll(async () => {
  node = await startLocalGrpcNode({
    port,
    backend: {
      read: async (work) => work(ledger),
      write: async (work) => (writes++, work(ledger)),
    },
  })
  client = connectLedgerNode(node.url, { timeoutMs: 5000 })
})

afterAll(async () => {
  await node.close()
})

const deployerFor = (address: string, signerAddress = address) =>
  new ConcordiumDeployer({
    nodeUrl: node.url,
    account: { address, signer: devAccountSigner(signerAddress) },
    client,
    finalizationTimeoutMs: 5000,
  })

/** A DeployModule with any payload bytes, signed by the sender's local key. */
async function sendDeploy(sender: string, source: Uint8Array) {
  const { nonce } = await client.getNextAccountNonce(AccountAddress.fromBase58(sender))
  const transaction: AccountTransaction = {
    type: AccountTransactionType.DeployModule,
    header: { sender: AccountAddress.fromBase58(sender), nonce, expiry: TransactionExpiry.futureMinutes(5) },
    payload: { source },
  }
  const hash = await client.sendAccountTransaction(
    transaction,
    await signTransaction(transaction, devAccountSigner(sender))
  )
  return (await client.waitForTransactionFinalization(hash, 5000)).summary
}

describe('kobza contracts deploy through the local ledger node', () => {
  it('deploys the module and initializes the three contracts, each a finalized transaction', async () => {
    const module = combinedModule()
    const ref = moduleReference(module)
    const nonceBefore = ledger.nextNonce(alice)
    const deployer = deployerFor(alice)
    expect((await deployer.connect('localnode')).genesisHash).toBe(ledger.config.genesisHash)
    const steps: string[] = []
    const contracts = await deployMarketContracts(
      deployer,
      { modules: { auction: module, token: module, market: module } },
      (step) => steps.push(`${step.id}:${step.status}`)
    )
    // The built-in instances hold <1,0> to <3,0>; deployed ones follow.
    expect(contracts).toEqual({ auction: contractRef(4n), token: contractRef(5n), market: contractRef(6n) })
    expect(steps).toContain(`module:${ref}:done`)
    expect(steps).toContain('instance:market:done')
    expect(ledger.nextNonce(alice)).toBe(nonceBefore + 4n)

    const source = await client.getModuleSource(ModuleReference.fromHexString(ref))
    expect(source.version).toBe(1)
    expect(bytesToHex(new Uint8Array(source.source))).toBe(bytesToHex(module.subarray(8)))
    const info = await client.getInstanceInfo(ContractAddress.create(6n, 0n))
    expect(info.name.value).toBe(`init_${defaultContractNames.market}`)
    expect(ModuleReference.toHexString(info.sourceModule)).toBe(ref)
    expect(AccountAddress.toBase58(info.owner)).toBe(alice)
    expect(info.methods.map((method) => ReceiveName.toString(method))).toContain('market.buyTokens')
    const listed: string[] = []
    for await (const listedRef of client.getModuleList()) listed.push(ModuleReference.toHexString(listedRef))
    expect(listed).toEqual([ref])
  })

  it('skips a module already on chain, and the node rejects a second DeployModule with ModuleHashAlreadyExists', async () => {
    const module = combinedModule()
    const again = await deployerFor(bob).deployModule(module)
    expect(again).toEqual({ moduleRef: moduleReference(module), transactionHash: undefined, alreadyDeployed: true })

    const summary = await sendDeploy(bob, module)
    expect(summary).toMatchObject({
      transactionType: 'failed',
      rejectReason: { tag: 'ModuleHashAlreadyExists', contents: moduleReference(module) },
    })
  })

  it('refuses an init of an unknown module and of a contract the module does not export', async () => {
    const deployer = deployerFor(bob)
    await expect(deployer.initContract({ moduleRef: 'ab'.repeat(32), contractName: 'auction' })).rejects.toThrow(
      /was rejected: InvalidModuleReference/
    )
    const { moduleRef } = await deployer.deployModule(contractModule({ shop: ['buy'] }))
    await expect(deployer.initContract({ moduleRef, contractName: 'auction' })).rejects.toThrow(
      /was rejected: InvalidInitMethod/
    )
    const shop = await deployer.initContract({ moduleRef, contractName: 'shop' })
    expect(shop.address).toEqual(contractRef(7n))
  })

  it('refuses a transaction signed with another key, and sends nothing', async () => {
    const heightBefore = (await ledger.getConsensus()).blockHeight
    const wrongKey = new ConcordiumDeployer({
      nodeUrl: node.url,
      account: { address: bob, signer: buildBasicAccountSigner('11'.repeat(32)) },
      client,
    })
    await expect(wrongKey.deployModule(contractModule({ other: ['x'] }))).rejects.toThrow(
      /Could not send the transaction .*signature is invalid/
    )
    expect((await ledger.getConsensus()).blockHeight).toBe(heightBefore)
  })

  it('records garbage module bytes as ModuleNotWF and refuses one whose length is wrong; the node keeps serving', async () => {
    const garbage = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 6, 0x00, 0x61, 0x73, 0x6d, 0xff, 0xff])
    expect(await sendDeploy(bob, garbage)).toMatchObject({
      transactionType: 'failed',
      rejectReason: { tag: 'ModuleNotWF' },
    })
    const truncated = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 99, 0x00, 0x61, 0x73, 0x6d])
    await expect(sendDeploy(bob, truncated)).rejects.toThrow(/The transaction payload cannot be read/)
    const trailing = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 4, 0x00, 0x61, 0x73, 0x6d, 0x01])
    await expect(sendDeploy(bob, trailing)).rejects.toThrow(/The transaction payload cannot be read/)
    expect((await client.getConsensusStatus()).genesisBlock).toBeDefined()
  })

  it('refuses updates and views on an instance of a deployed module with a clear error', async () => {
    const address = ContractAddress.create(7n, 0n)
    await expect(
      client.invokeContract({ contract: address, method: ReceiveName.fromString('shop.buy') })
    ).rejects.toThrow(/whose Wasm the local ledger does not run/)
    const { nonce } = await client.getNextAccountNonce(AccountAddress.fromBase58(bob))
    const update: AccountTransaction = {
      type: AccountTransactionType.Update,
      header: { sender: AccountAddress.fromBase58(bob), nonce, expiry: TransactionExpiry.futureMinutes(5) },
      payload: {
        amount: CcdAmount.zero(),
        address,
        receiveName: ReceiveName.fromString('shop.buy'),
        message: Parameter.empty(),
        maxContractExecutionEnergy: Energy.create(10_000n),
      },
    }
    await expect(
      client.sendAccountTransaction(update, await signTransaction(update, devAccountSigner(bob)))
    ).rejects.toThrow(/whose Wasm the local ledger does not run/)
  })

  it('refuses an init that sends CCD (the local ledger cannot move it into a Wasm instance)', async () => {
    const { nonce } = await client.getNextAccountNonce(AccountAddress.fromBase58(bob))
    const init: AccountTransaction = {
      type: AccountTransactionType.InitContract,
      header: { sender: AccountAddress.fromBase58(bob), nonce, expiry: TransactionExpiry.futureMinutes(5) },
      payload: {
        amount: CcdAmount.fromMicroCcd(1n),
        moduleRef: ModuleReference.fromHexString(moduleReference(combinedModule())),
        initName: ContractName.fromString('auction'),
        param: Parameter.empty(),
        maxContractExecutionEnergy: Energy.create(10_000n),
      },
    }
    await expect(
      client.sendAccountTransaction(init, await signTransaction(init, devAccountSigner(bob)))
    ).rejects.toThrow(/initializes instances with 0 CCD/)
  })

  it('keeps modules, instances, their transactions and the nonces across a snapshot', async () => {
    const restored = LocalLedger.fromSnapshot(JSON.parse(JSON.stringify(ledger.snapshot())))
    expect(restored.moduleRefs()).toEqual(ledger.moduleRefs())
    expect(await restored.getInstanceInfo(contractRef(6n))).toEqual(await ledger.getInstanceInfo(contractRef(6n)))
    expect(restored.nextNonce(alice)).toBe(ledger.nextNonce(alice))
    const [module] = ledger.moduleRefs()
    expect(restored.module(module!)?.source).toEqual(ledger.module(module!)?.source)
    // The next instance continues the sequence.
    ledger = restored
    const next = await deployerFor(bob).initContract({ moduleRef: module!, contractName: 'auction' })
    expect(next.address).toEqual(contractRef(8n))
    expect(writes).toBeGreaterThan(0)
  })
})
