import { generateKeyPairSync, verify } from 'node:crypto'
import {
  AccountAddress,
  AccountTransactionType,
  BlockHash,
  ContractAddress,
  ContractName,
  ModuleReference,
  Parameter,
  SequenceNumber,
  TransactionExpiry,
  TransactionHash,
  getAccountTransactionSignDigest,
  type AccountTransaction,
  type AccountTransactionSignature,
  type BlockItemSummaryInBlock,
  type DeployModulePayload,
  type InitContractInput,
} from '@concordium/web-sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contractRef } from '../addresses.js'
import { bytesToHex } from '../bytes.js'
import { mainnetGenesisHash, testnetGenesisHash } from '../config.js'
import { ConcordiumDeployer, parseKeyFile, type DeployClient } from './concordium-deployer.js'
import { deployMarketContracts, type DeployStep } from './deployer.js'
import { moduleReference } from './modules.js'
import { combinedModule, marketModules } from './test-support.js'

/** Everything here is offline: the deployer gets a fake node that records what it is sent. */
const sender = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'
const nodeUrl = 'https://node.test:20000'

function freshKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const base64url = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('hex')
  const jwk = privateKey.export({ format: 'jwk' })
  return { publicKey, signKey: base64url(jwk.d), verifyKey: base64url(jwk.x) }
}

function keyFile(keys: { signKey: string; verifyKey: string }, environment = 'testnet') {
  return JSON.stringify({
    type: 'concordium-browser-wallet-account',
    v: 0,
    environment,
    value: {
      address: sender,
      credentials: { 0: 'aa'.repeat(48) },
      accountKeys: { threshold: 1, keys: { 0: { threshold: 1, keys: { 0: keys } } } },
    },
  })
}

const notFound = (what: string) => Object.assign(new Error(`${what} not found`), { code: 'NOT_FOUND' })

interface Sent {
  transaction: AccountTransaction
  signature: AccountTransactionSignature
}

/**
 * A node that keeps modules and instances: the nonce grows with each accepted transaction,
 * deployed modules become visible to getModuleSource, and instances get indices from 7000.
 */
function fakeNode(options: { genesis?: string; onChain?: string[]; reject?: (sent: Sent) => unknown } = {}) {
  const sent: Sent[] = []
  const modules = new Set(options.onChain ?? [])
  const outcomes = new Map<string, BlockItemSummaryInBlock>()
  let nonce = 17n
  let nextIndex = 7000n
  const outcome = (hash: TransactionHash.Type, summary: Record<string, unknown>) =>
    // The SDK's summary union is too wide to build literally; the deployer reads only these fields.
    ({
      blockHash: BlockHash.fromHexString('cd'.repeat(32)),
      summary: { type: 'accountTransaction', index: 0n, hash, sender: AccountAddress.fromBase58(sender), ...summary },
    }) as unknown as BlockItemSummaryInBlock

  const client = {
    getConsensusStatus: vi.fn(async () => ({
      genesisBlock: BlockHash.fromHexString(options.genesis ?? testnetGenesisHash),
      lastFinalizedBlockHeight: 123n,
    })),
    getNextAccountNonce: vi.fn(async () => ({ nonce: SequenceNumber.create(nonce), allFinal: true })),
    getModuleSource: vi.fn(async (ref: ModuleReference.Type) => {
      if (!modules.has(ModuleReference.toHexString(ref))) throw notFound('module')
      return { version: 1, source: new Uint8Array() }
    }),
    sendAccountTransaction: vi.fn(async (transaction: AccountTransaction, signature: AccountTransactionSignature) => {
      const record = { transaction, signature }
      sent.push(record)
      nonce++
      const hash = TransactionHash.fromHexString(sent.length.toString(16).padStart(64, '0'))
      const rejection = options.reject?.(record)
      if (rejection !== undefined) {
        outcomes.set(
          TransactionHash.toHexString(hash),
          outcome(hash, { transactionType: 'failed', rejectReason: rejection })
        )
      } else if (transaction.type === AccountTransactionType.DeployModule) {
        const ref = moduleReference((transaction.payload as DeployModulePayload).source)
        modules.add(ref)
        outcomes.set(
          TransactionHash.toHexString(hash),
          outcome(hash, { transactionType: 'deployModule', moduleDeployed: { tag: 'ModuleDeployed', contents: ref } })
        )
      } else {
        const address = ContractAddress.create(nextIndex++, 0n)
        outcomes.set(
          TransactionHash.toHexString(hash),
          outcome(hash, {
            transactionType: 'initContract',
            contractInitialized: { tag: 'ContractInitialized', address },
          })
        )
      }
      return hash
    }),
    getBlockItemStatus: vi.fn(async (hash: TransactionHash.Type): Promise<{ status: string; outcome?: unknown }> => {
      const found = outcomes.get(TransactionHash.toHexString(hash))
      if (found === undefined) throw notFound('transaction')
      return { status: 'finalized', outcome: found }
    }),
  }
  // vi.fn's signatures are looser than the SDK's overloads; the fake implements what is called.
  return { client: client as unknown as DeployClient, calls: client, sent, modules }
}

function deployerFor(node: ReturnType<typeof fakeNode>, keys = freshKeys(), environment = 'testnet') {
  const deployer = new ConcordiumDeployer({
    nodeUrl,
    client: node.client,
    account: parseKeyFile(keyFile(keys, environment)),
  })
  return { deployer, keys }
}

const payloadOf = <P>(record: Sent) => record.transaction.payload as P

describe('ConcordiumDeployer against a fake node', () => {
  it('signs DeployModule then InitContract transactions with the node’s nonces and returns the instances', async () => {
    const node = fakeNode()
    const { deployer, keys } = deployerFor(node)
    const modules = marketModules()
    const before = Date.now()
    const steps: DeployStep[] = []
    const contracts = await deployMarketContracts(deployer, { modules }, (step) => steps.push(step))

    expect(contracts).toEqual({ auction: contractRef(7000n), token: contractRef(7001n), market: contractRef(7002n) })
    expect(node.sent.map(({ transaction }) => transaction.type)).toEqual([
      AccountTransactionType.DeployModule,
      AccountTransactionType.DeployModule,
      AccountTransactionType.DeployModule,
      AccountTransactionType.InitContract,
      AccountTransactionType.InitContract,
      AccountTransactionType.InitContract,
    ])
    expect(node.sent.map(({ transaction }) => transaction.header.nonce.value)).toEqual([17n, 18n, 19n, 20n, 21n, 22n])
    for (const { transaction, signature } of node.sent) {
      expect(AccountAddress.toBase58(transaction.header.sender)).toBe(sender)
      const expiry = TransactionExpiry.toDate(transaction.header.expiry).getTime()
      expect(expiry).toBeGreaterThan(before)
      expect(expiry).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000)
      // The signature is the key file's key over the transaction's sign digest.
      const digest = getAccountTransactionSignDigest(transaction, 1n)
      const hex = signature[0]?.[0] ?? ''
      expect(verify(null, digest, keys.publicKey, Buffer.from(hex, 'hex'))).toBe(true)
    }

    // The module bytes go out as they are: the versioned file, hashed to the reference.
    const deployed = node.sent.slice(0, 3).map((record) => payloadOf<DeployModulePayload>(record))
    expect(deployed.map((payload) => payload.version)).toEqual([undefined, undefined, undefined])
    expect(deployed.map((payload) => bytesToHex(payload.source))).toEqual(
      [modules.auction, modules.token, modules.market].map(bytesToHex)
    )
    const inits = node.sent.slice(3).map((record) => payloadOf<InitContractInput>(record))
    expect(
      inits.map((payload) => [ModuleReference.toHexString(payload.moduleRef), ContractName.toString(payload.initName)])
    ).toEqual([
      [moduleReference(modules.auction), 'auction'],
      [moduleReference(modules.token), 'rr_token'],
      [moduleReference(modules.market), 'market'],
    ])
    for (const payload of inits) {
      expect(payload.amount.microCcdAmount).toBe(0n)
      expect(payload.maxContractExecutionEnergy.value).toBe(30_000n)
      expect(Parameter.toHexString(payload.param)).toBe('')
    }

    // Progress carries each transaction's hash from submission and the addresses at the end.
    const submitted = steps.filter((step) => step.status === 'submitted').map((step) => step.transactionHash)
    expect(submitted).toEqual([1, 2, 3, 4, 5, 6].map((n) => n.toString(16).padStart(64, '0')))
    // Energy: 100 per signature + 1 per byte of header (60) and payload (type byte + body), plus
    // a deployment's tenth of the Wasm size, or an init's execution maximum.
    const energies = steps.filter((step) => step.status === 'submitted').map((step) => step.energy)
    const deployEnergy = (module: Uint8Array) =>
      100n + 60n + BigInt(1 + module.length) + BigInt(Math.floor((module.length - 8) / 10))
    const initEnergy = (name: string) => 100n + 60n + BigInt(1 + 8 + 32 + 2 + `init_${name}`.length + 2) + 30_000n
    expect(energies).toEqual([
      deployEnergy(modules.auction),
      deployEnergy(modules.token),
      deployEnergy(modules.market),
      initEnergy('auction'),
      initEnergy('rr_token'),
      initEnergy('market'),
    ])
    expect(
      steps.filter((step) => step.status === 'done' && step.kind === 'instance').map((step) => step.address)
    ).toEqual([contractRef(7000n), contractRef(7001n), contractRef(7002n)])
  })

  it('does not send a module the node already has', async () => {
    const modules = marketModules()
    const node = fakeNode({ onChain: [moduleReference(modules.token)] })
    const { deployer } = deployerFor(node)
    const steps: DeployStep[] = []
    await deployMarketContracts(deployer, { modules }, (step) => steps.push(step))
    const deployedRefs = node.sent
      .filter(({ transaction }) => transaction.type === AccountTransactionType.DeployModule)
      .map((record) => moduleReference(payloadOf<DeployModulePayload>(record).source))
    expect(deployedRefs).toEqual([moduleReference(modules.auction), moduleReference(modules.market)])
    expect(node.sent.map(({ transaction }) => transaction.header.nonce.value)).toEqual([17n, 18n, 19n, 20n, 21n])
    expect(steps.find((step) => step.status === 'skipped')?.roles).toEqual(['token'])
  })

  it('deploys a combined module once and initialises three contracts from it', async () => {
    const node = fakeNode()
    const { deployer } = deployerFor(node)
    const module = combinedModule()
    await deployMarketContracts(deployer, { modules: { auction: module, token: module, market: module } })
    expect(node.sent.map(({ transaction }) => transaction.type)).toEqual([
      AccountTransactionType.DeployModule,
      AccountTransactionType.InitContract,
      AccountTransactionType.InitContract,
      AccountTransactionType.InitContract,
    ])
    const refs = node.sent
      .slice(1)
      .map((record) => ModuleReference.toHexString(payloadOf<InitContractInput>(record).moduleRef))
    expect(refs).toEqual([moduleReference(module), moduleReference(module), moduleReference(module)])
  })

  it('reports a rejected init with its reason and the transaction', async () => {
    const node = fakeNode({
      reject: ({ transaction }) =>
        transaction.type === AccountTransactionType.InitContract
          ? { tag: 'RejectedInit', rejectReason: -1 }
          : undefined,
    })
    const { deployer } = deployerFor(node)
    await expect(deployMarketContracts(deployer, { modules: marketModules() })).rejects.toThrow(
      /^Initialising auction from module [0-9a-f]{64} was rejected: RejectedInit \(code -1\) \(transaction 0+4\)$/
    )
  })

  it('treats a module someone deployed in the meantime as deployed', async () => {
    const node = fakeNode({
      reject: ({ transaction }) =>
        transaction.type === AccountTransactionType.DeployModule ? { tag: 'ModuleHashAlreadyExists' } : undefined,
    })
    const { deployer } = deployerFor(node)
    const result = await deployer.deployModule(marketModules().auction)
    expect(result).toMatchObject({ alreadyDeployed: true, transactionHash: '1'.padStart(64, '0') })
  })

  it('asks again until the transaction is finalized, and gives up at the deadline', async () => {
    const node = fakeNode()
    const finalized = node.calls.getBlockItemStatus.getMockImplementation()!
    let asked = 0
    node.calls.getBlockItemStatus.mockImplementation(async (hash) =>
      ++asked < 3 ? { status: 'received' } : finalized(hash)
    )
    const account = parseKeyFile(keyFile(freshKeys(), 'testnet'))
    const patient = new ConcordiumDeployer({ nodeUrl, client: node.client, account, pollMs: 5 })
    expect((await patient.deployModule(marketModules().auction)).alreadyDeployed).toBe(false)
    expect(asked).toBe(3)

    node.calls.getBlockItemStatus.mockImplementation(async () => ({ status: 'committed' }))
    const hasty = new ConcordiumDeployer({
      nodeUrl,
      client: node.client,
      account,
      pollMs: 5,
      finalizationTimeoutMs: 30,
    })
    await expect(hasty.deployModule(marketModules().token)).rejects.toThrow(
      /was sent but not seen finalized .*not finalized within 0 s/
    )
  })

  it('says so when the key file’s account does not exist on the chain', async () => {
    const node = fakeNode()
    node.calls.getNextAccountNonce.mockRejectedValueOnce(notFound('account'))
    const { deployer } = deployerFor(node)
    await expect(deployer.deployModule(marketModules().auction)).rejects.toThrow(
      `The account ${sender} from the key file does not exist on this network`
    )
  })
})

describe('ConcordiumDeployer.connect', () => {
  it('accepts a node of the named network', async () => {
    const { deployer } = deployerFor(fakeNode())
    expect(await deployer.connect('testnet')).toEqual({
      genesisHash: testnetGenesisHash,
      lastFinalizedBlockHeight: 123n,
    })
  })

  it('refuses a node of another chain, and a key file exported for another network', async () => {
    await expect(deployerFor(fakeNode({ genesis: mainnetGenesisHash })).deployer.connect('testnet')).rejects.toThrow(
      `The node at ${nodeUrl} is not on testnet (genesis ${mainnetGenesisHash})`
    )
    await expect(deployerFor(fakeNode(), freshKeys(), 'mainnet').deployer.connect('testnet')).rejects.toThrow(
      'The key file is for mainnet, not testnet'
    )
  })

  it('names an unreachable node clearly', async () => {
    const node = fakeNode()
    node.calls.getConsensusStatus.mockRejectedValueOnce(Object.assign(new Error('fetch failed'), { code: 'INTERNAL' }))
    await expect(deployerFor(node).deployer.connect('testnet')).rejects.toThrow(
      `Cannot reach the Concordium node at ${nodeUrl} (fetch failed): check LEDGER_NODE_URL`
    )
  })

  it('reports a node that never answers', async () => {
    const node = fakeNode()
    node.calls.getConsensusStatus.mockImplementationOnce(() => new Promise(() => undefined))
    const deployer = new ConcordiumDeployer({
      nodeUrl,
      client: node.client,
      account: parseKeyFile(keyFile(freshKeys())),
      connectTimeoutMs: 20,
    })
    await expect(deployer.connect('testnet')).rejects.toThrow(`The Concordium node at ${nodeUrl} did not answer within`)
  })
})

describe('ConcordiumDeployer with the SDK’s own gRPC-web client (fetch faked, nothing leaves the process)', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  it('turns a refused connection into a message naming the node and the cause', async () => {
    const requested: string[] = []
    globalThis.fetch = async (input) => {
      requested.push(String(input))
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })
    }
    const deployer = new ConcordiumDeployer({
      nodeUrl: 'http://127.0.0.1:9',
      account: parseKeyFile(keyFile(freshKeys())),
    })
    await expect(deployer.connect('testnet')).rejects.toThrow(
      "Cannot reach the Concordium node at http://127.0.0.1:9 (connection refused): check LEDGER_NODE_URL and that the node's gRPC port is open"
    )
    expect(requested).toEqual(['http://127.0.0.1:9/concordium.v2.Queries/GetConsensusInfo'])
  })

  it('refuses a node URL that is not a URL', () => {
    expect(() => new ConcordiumDeployer({ nodeUrl: 'grpc node', account: parseKeyFile(keyFile(freshKeys())) })).toThrow(
      'LEDGER_NODE_URL "grpc node" is not a URL'
    )
  })
})

describe('parseKeyFile', () => {
  it('reads a wallet export: address, environment and a signer for its keys', async () => {
    const keys = freshKeys()
    const account = parseKeyFile(keyFile(keys, 'mainnet'))
    expect(account).toMatchObject({ address: sender, environment: 'mainnet' })
    expect(account.signer.getSignatureCount()).toBe(1n)
    const digest = new Uint8Array(32).fill(7)
    const signature = await account.signer.sign(digest.buffer)
    expect(verify(null, digest, keys.publicKey, Buffer.from(signature[0]?.[0] ?? '', 'hex'))).toBe(true)
  })

  it('reads the bare concordium-client form without an environment', () => {
    const inner = JSON.parse(keyFile(freshKeys())).value
    const account = parseKeyFile(JSON.stringify(inner))
    expect(account.address).toBe(sender)
    expect(account.environment).toBeUndefined()
  })

  it('explains what is wrong with a file that is not a key export', () => {
    const secret = 'signKey=' + 'ab'.repeat(32)
    const messageFor = (text: string) => {
      try {
        parseKeyFile(text, 'keys.json')
        return 'parsed'
      } catch (error) {
        return (error as Error).message
      }
    }
    // Exactly this: JSON.parse's own message would quote the file, which holds private keys.
    expect(messageFor(secret)).toBe("keys.json is not JSON; export the account's keys from a Concordium wallet")
    expect(() => parseKeyFile(JSON.stringify({ type: 'x', v: 0, environment: 'testnet', value: {} }))).toThrow(
      /is not a Concordium wallet key export: Expected field "address"/
    )
    const badAddress = JSON.parse(keyFile(freshKeys()))
    badAddress.value.address = 'not-an-address'
    expect(() => parseKeyFile(JSON.stringify(badAddress))).toThrow(/is not a Concordium wallet key export/)
    expect(() => parseKeyFile(keyFile({ signKey: 'zz', verifyKey: 'aa' }))).toThrow(
      'The key file has a signing key that is not 32 bytes of hex'
    )
  })
})
