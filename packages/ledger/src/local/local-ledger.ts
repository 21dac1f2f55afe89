import {
  account,
  accountAddressFromBytes,
  contractKey,
  sameContract,
  type ContractRef,
  type LedgerAddress,
} from '../addresses.js'
import { ByteWriter, bytesToHex, hexToBytes } from '../bytes.js'
import { contractRoles, localLedgerConfig, type LedgerConfig } from '../config.js'
import { ModuleStore, isDeployReject, type LocalInstance, type StoredModule } from '../deploy/local-deployer.js'
import {
  LedgerNodeError,
  type ConsensusInfo,
  type DeploymentTransaction,
  type FinalizedTransaction,
  type InstanceInfo,
  type LedgerNode,
  type RejectReason,
  type UpdateTransaction,
} from '../node/types.js'
import { encodeUpdate } from '../node/wire.js'
import type { FinalizedBlockSource, LedgerBlock } from '../indexer/blocks.js'
import { auctionContract } from './auction-contract.js'
import { sha256 } from './sha256.js'
import { ContractReject, Execution, SystemReject, type LocalContract } from './execution.js'
import { marketContract } from './market-contract.js'
import { fromSnapshot, toSnapshot, type LedgerImage, type LedgerSnapshot } from './snapshot.js'
import { Journal, emptyState, type Auction, type LedgerState, type Sale, type TokenInfo } from './state.js'
import { isOperator, tokenBalance, tokenContract } from './token-contract.js'

export interface LocalLedgerOptions {
  config?: LedgerConfig
  /** Block time in milliseconds since the epoch; inject a fake clock in tests. */
  clock?: () => number
}

export type LedgerChange =
  | { type: 'transaction'; transaction: FinalizedTransaction }
  | { type: 'account'; address: string; balance: bigint }
  /** The ledger's time was moved forward (advanceTime); `now` is the new block time. */
  | { type: 'time'; now: number }

const utf8 = (text: string) => new TextEncoder().encode(text)
const hashHex = (...parts: Uint8Array[]) => bytesToHex(sha256(...parts))

/**
 * The platform's embedded ledger: the auction, CIS-2 token and market contracts in TypeScript,
 * with CCD accounts, behaving like the on-chain modules described in CONTRACTS.md. Every
 * transaction is final at once, gets a hash and a block height, and either commits completely
 * or (rejected) changes nothing. There are no fees.
 */
export class LocalLedger implements LedgerNode, FinalizedBlockSource {
  readonly config: LedgerConfig
  private readonly clock: () => number
  private readonly state: LedgerState
  private readonly contracts: ReadonlyMap<string, LocalContract>
  private readonly transactions = new Map<string, FinalizedTransaction>()
  /** Transaction hash by block height (one transaction per block). */
  private readonly blockTransactions = new Map<bigint, string>()
  /** Transactions sent per account: every one, accepted or rejected, uses up a nonce as on chain. */
  private readonly sentCounts = new Map<string, bigint>()
  /** When each block was made (ledger time), for a node's block info; unknown for old snapshots. */
  private readonly blockTimes: Map<bigint, number>
  private readonly listeners = new Set<(change: LedgerChange) => void>()
  /** Modules deployed through the node and the instances made from them (ModuleStore's rules). */
  private readonly store: ModuleStore
  /** DeployModule and InitContract transactions, by hash; not part of any block's updates. */
  private readonly deployments = new Map<string, DeploymentTransaction>()
  private blockHeight: bigint
  private accountCounter: number
  private timeOffsetMs: number

  constructor(options: LocalLedgerOptions = {}, image?: LedgerImage) {
    this.config = image?.config ?? options.config ?? localLedgerConfig()
    this.clock = options.clock ?? Date.now
    this.state = image?.state ?? emptyState()
    this.blockHeight = image?.blockHeight ?? 0n
    this.accountCounter = image?.accountCounter ?? 0
    this.timeOffsetMs = image?.timeOffsetMs ?? 0
    this.blockTimes = new Map(image?.blockTimes ?? [])
    for (const transaction of image?.transactions ?? []) this.remember(transaction)
    const { contracts, contractNames } = this.config
    const highest = contractRoles.reduce((top, role) => (contracts[role].index > top ? contracts[role].index : top), 0n)
    this.store = new ModuleStore(highest + 1n)
    for (const [moduleRef, module] of image?.modules ?? []) this.store.deploy(moduleRef, module)
    for (const instance of image?.instances ?? []) this.store.restoreInstance(instance)
    for (const deployment of image?.deployments ?? []) this.rememberDeployment(deployment)
    const instances = [
      auctionContract(contracts.auction, contractNames.auction),
      tokenContract(contracts.token, contractNames.token),
      marketContract(contracts.market, contractNames.market),
    ]
    this.contracts = new Map(instances.map((instance) => [contractKey(instance.address), instance]))
    if (this.contracts.size !== contractRoles.length) throw new Error('The three contracts need distinct addresses')
  }

  /** Restores a ledger saved with snapshot(); the snapshot's configuration wins. */
  static fromSnapshot(snapshot: unknown, options: Omit<LocalLedgerOptions, 'config'> = {}): LocalLedger {
    return new LocalLedger(options, fromSnapshot(snapshot))
  }

  /**
   * The whole ledger as JSON-safe data. `withHistory: false` leaves the transaction history out:
   * cheaper, for comparing states, but a ledger restored from it cannot answer for old hashes.
   */
  snapshot(options: { withHistory?: boolean } = {}): LedgerSnapshot {
    return toSnapshot({
      config: this.config,
      state: this.state,
      blockHeight: this.blockHeight,
      timeOffsetMs: this.timeOffsetMs,
      accountCounter: this.accountCounter,
      transactions: options.withHistory === false ? [] : [...this.transactions.values()],
      modules: new Map(this.store.moduleRefs().map((ref) => [ref, this.store.module(ref)!])),
      instances: this.store.instances(),
      deployments: options.withHistory === false ? [] : [...this.deployments.values()],
      ...(options.withHistory === false ? {} : { blockTimes: this.blockTimes }),
    })
  }

  subscribe(listener: (change: LedgerChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** A new account with a deterministic address (derived from the genesis hash and a counter). */
  createAccount(initialBalance = 0n): string {
    if (initialBalance < 0n) throw new RangeError('Initial balance cannot be negative')
    let address: string
    do {
      const seed = new ByteWriter()
        .bytes(utf8('kobza-local-account'))
        .bytes(hexToBytes(this.config.genesisHash))
        .u32(this.accountCounter++)
      address = accountAddressFromBytes(sha256(seed.toBytes()))
    } while (this.state.accounts.has(address))
    this.state.accounts.set(address, initialBalance)
    this.emit({ type: 'account', address, balance: initialBalance })
    return address
  }

  /** Faucet: the only way, besides createAccount, that CCD enters the ledger. */
  fund(address: string, microCcd: bigint): bigint {
    const balance = this.state.accounts.get(address)
    if (balance === undefined) throw new LedgerNodeError(`Unknown account ${address}`, 404)
    if (microCcd <= 0n) throw new RangeError('Funding must be positive')
    const next = balance + microCcd
    this.state.accounts.set(address, next)
    this.emit({ type: 'account', address, balance: next })
    return next
  }

  /** Runs an update and finalizes it at once. Throws only for what a node refuses to accept. */
  execute(transaction: UpdateTransaction): FinalizedTransaction {
    if (!this.state.accounts.has(transaction.sender))
      throw new LedgerNodeError(`Unknown account ${transaction.sender}`, 404)
    if (transaction.amount < 0n) throw new LedgerNodeError('Amount cannot be negative', 400)

    const height = this.blockHeight + 1n
    const genesis = hexToBytes(this.config.genesisHash)
    // A stray bigint in the parameter must not make hashing throw; the contract rejects it instead.
    const text = JSON.stringify(encodeUpdate(transaction), (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value
    )
    const hash = hashHex(genesis, utf8(`:${height}:`), utf8(text))
    const blockHash = this.blockHashAt(height)
    const journal = new Journal()
    const execution = new Execution(this.state, journal, this.contracts, transaction.sender, this.now())
    const common = { sender: transaction.sender, cost: 0n, energyCost: 0n }

    let finalized: FinalizedTransaction
    try {
      if (transaction.maxEnergy <= 0n) throw new SystemReject('OutOfEnergy')
      const [contractName, entrypoint] = splitReceiveName(transaction.receiveName)
      const target = this.contracts.get(contractKey(transaction.contract))
      const deployed = target === undefined ? this.store.instance(transaction.contract) : undefined
      if (deployed !== undefined) throw new SystemReject('Other', wasmInstanceRefusal(deployed))
      if (target !== undefined && target.name !== contractName)
        throw new SystemReject('InvalidReceiveMethod', transaction.receiveName)
      execution.invoke(
        account(transaction.sender),
        transaction.contract,
        entrypoint,
        transaction.amount,
        transaction.parameter
      )
      finalized = {
        hash,
        blockHash,
        blockHeight: height,
        summary: { transactionType: 'update', ...common, events: execution.trace },
      }
    } catch (error) {
      journal.rollback()
      const rejectReason = toRejectReason(error, transaction)
      finalized = {
        hash,
        blockHash,
        blockHeight: height,
        summary: { transactionType: 'failed', ...common, rejectReason },
      }
    }
    this.blockHeight = height
    this.blockTimes.set(height, this.now())
    this.remember(finalized)
    this.emit({ type: 'transaction', transaction: finalized })
    return finalized
  }

  /**
   * DeployModule: stores the module under its reference (SHA-256 of the versioned bytes) with the
   * contracts it exports, or records why not. `contracts` is undefined for bytes that are not a
   * well-formed module (ModuleNotWF). Like an update, it takes a block and the sender's nonce.
   */
  deployModule(sender: string, source: Uint8Array, contracts: StoredModule['contracts'] | undefined) {
    const moduleRef = bytesToHex(sha256(source))
    const reject =
      contracts === undefined ? { tag: 'ModuleNotWF' as const } : this.store.deploy(moduleRef, { source, contracts })
    return this.recordDeployment(
      sender,
      `deploy:${moduleRef}`,
      reject === undefined
        ? { type: 'moduleDeployed', moduleRef }
        : { type: 'rejected', transactionType: 'deployModule', reason: reject }
    )
  }

  /** InitContract: an instance of `contractName` from a deployed module, by ModuleStore's rules. */
  initContract(sender: string, moduleRef: string, contractName: string): DeploymentTransaction {
    const instance = this.store.init(moduleRef, contractName)
    return this.recordDeployment(
      sender,
      `init:${moduleRef}:${contractName}`,
      isDeployReject(instance)
        ? { type: 'rejected', transactionType: 'initContract', reason: instance }
        : { type: 'contractInitialized', moduleRef, address: instance.address, initName: `init_${contractName}` }
    )
  }

  deployment(hash: string): DeploymentTransaction | undefined {
    return this.deployments.get(hash.toLowerCase())
  }

  /** A module deployed through the node (the built-in contracts have none). */
  module(moduleRef: string): StoredModule | undefined {
    return this.store.module(moduleRef.toLowerCase())
  }

  moduleRefs(): string[] {
    return this.store.moduleRefs()
  }

  /** An instance made from a deployed module, if `address` is one. */
  deployedInstance(address: ContractRef): LocalInstance | undefined {
    return this.store.instance(address)
  }

  transaction(hash: string): FinalizedTransaction | undefined {
    return this.transactions.get(hash.toLowerCase())
  }

  /** When the block at `height` was made (ledger time, ms), if this ledger knows. */
  blockTime(height: bigint): number | undefined {
    return this.blockTimes.get(height)
  }

  /** The nonce the account's next transaction must carry (GetNextAccountNonce). */
  nextNonce(address: string): bigint {
    return (this.sentCounts.get(address) ?? 0n) + 1n
  }

  accountBalance(address: string): bigint | undefined {
    return this.state.accounts.get(address)
  }

  accountAddresses(): string[] {
    return [...this.state.accounts.keys()]
  }

  contractBalance(contract: ContractRef): bigint {
    return this.state.contractBalances.get(contractKey(contract)) ?? 0n
  }

  /** All micro CCD on the ledger: accounts plus contracts. Only createAccount and fund change it. */
  totalCcd(): bigint {
    let total = 0n
    for (const balance of this.state.accounts.values()) total += balance
    for (const balance of this.state.contractBalances.values()) total += balance
    return total
  }

  token(tokenId: string): TokenInfo | undefined {
    return this.state.tokens.get(tokenId.toLowerCase())
  }

  tokenBalance(tokenId: string, holder: LedgerAddress): bigint {
    return tokenBalance(this.state, tokenId.toLowerCase(), holder)
  }

  /** Every holder of a token with a non-zero balance, keyed like addressKey. */
  tokenHolders(tokenId: string): Map<string, bigint> {
    const prefix = `${tokenId.toLowerCase()}/`
    const holders = new Map<string, bigint>()
    for (const [key, amount] of this.state.tokenBalances) {
      if (key.startsWith(prefix) && amount > 0n) holders.set(key.slice(prefix.length), amount)
    }
    return holders
  }

  isOperator(owner: LedgerAddress, operator: LedgerAddress): boolean {
    return isOperator(this.state, owner, operator)
  }

  auction(id: number): Auction | undefined {
    return this.state.auctions.get(id)
  }

  auctions(): Auction[] {
    return [...this.state.auctions.values()]
  }

  sale(id: number): Sale | undefined {
    return this.state.sales.get(id)
  }

  sales(): Sale[] {
    return [...this.state.sales.values()]
  }

  /** The block time the next transaction gets: the clock plus every advanceTime so far. */
  now(): number {
    return this.clock() + this.timeOffsetMs
  }

  /**
   * Moves the ledger's time forward by `ms` from now on (saved in the snapshot), so a test or
   * the e2e flow can end an auction without waiting for it. Time never goes back.
   */
  advanceTime(ms: number): number {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('Time moves forward by a whole number of ms')
    if (!Number.isSafeInteger(this.timeOffsetMs + ms)) throw new RangeError('Time offset too large')
    this.timeOffsetMs += ms
    const now = this.now()
    this.emit({ type: 'time', now })
    return now
  }

  // LedgerNode: the same ledger seen through the node-shaped, asynchronous interface.

  async getConsensus(): Promise<ConsensusInfo> {
    return { genesisHash: this.config.genesisHash, networkName: this.config.networkName, blockHeight: this.blockHeight }
  }

  async sendUpdate(transaction: UpdateTransaction): Promise<string> {
    return this.execute(transaction).hash
  }

  /** Local transactions are final when sent, so there is nothing to wait for, only to find. */
  async waitForTransaction(hash: string): Promise<FinalizedTransaction> {
    const transaction = this.transaction(hash)
    if (transaction === undefined) throw new LedgerNodeError(`Unknown transaction ${hash}`, 404)
    return transaction
  }

  async getInstanceInfo(contract: ContractRef): Promise<InstanceInfo | undefined> {
    const instance = this.contracts.get(contractKey(contract))
    if (instance === undefined) {
      const deployed = this.store.instance(contract)
      if (deployed === undefined) return undefined
      return {
        address: deployed.address,
        name: deployed.name,
        owner: this.initSender(deployed.address) ?? this.deployer(),
        amount: 0n,
        methods: deployed.entrypoints.map((entrypoint) => `${deployed.name}.${entrypoint}`),
      }
    }
    return {
      address: instance.address,
      name: instance.name,
      owner: this.deployer(),
      amount: this.contractBalance(contract),
      methods: Object.keys(instance.entrypoints).map((entrypoint) => `${instance.name}.${entrypoint}`),
    }
  }

  /** The local contracts are not Wasm modules and embed no schema; callers use the hand-built ones. */
  async getModuleSchema(): Promise<string | undefined> {
    return undefined
  }

  async getAccountBalance(address: string): Promise<bigint | undefined> {
    return this.accountBalance(address)
  }

  async getTokenBalance(token: ContractRef, tokenId: string, owner: LedgerAddress): Promise<bigint> {
    if (!sameContract(token, this.config.contracts.token))
      throw new LedgerNodeError(`${contractKey(token)} is not a CIS-2 contract`, 404)
    return this.tokenBalance(tokenId, owner)
  }

  /**
   * FinalizedBlockSource: every local block is final as soon as it exists, and holds the one
   * transaction sent in it. A ledger restored without history answers its old blocks empty.
   */
  async getFinalizedBlock(height: bigint): Promise<LedgerBlock> {
    if (height < 1n || height > this.blockHeight)
      throw new LedgerNodeError(`No finalized block at height ${height}`, 404)
    const hash = this.blockTransactions.get(height)
    const transaction = hash === undefined ? undefined : this.transactions.get(hash)
    return {
      height,
      hash: this.blockHashAt(height),
      parentHash: height === 1n ? this.config.genesisHash : this.blockHashAt(height - 1n),
      transactions: transaction === undefined ? [] : [{ index: 0, transaction }],
    }
  }

  private blockHashAt(height: bigint): string {
    return hashHex(hexToBytes(this.config.genesisHash), utf8(`:block:${height}`))
  }

  private remember(transaction: FinalizedTransaction): void {
    this.transactions.set(transaction.hash, transaction)
    this.blockTransactions.set(transaction.blockHeight, transaction.hash)
    const sender = transaction.summary.sender
    this.sentCounts.set(sender, (this.sentCounts.get(sender) ?? 0n) + 1n)
  }

  private recordDeployment(
    sender: string,
    detail: string,
    outcome: DeploymentTransaction['outcome']
  ): DeploymentTransaction {
    if (!this.state.accounts.has(sender)) throw new LedgerNodeError(`Unknown account ${sender}`, 404)
    const height = this.blockHeight + 1n
    const hash = hashHex(hexToBytes(this.config.genesisHash), utf8(`:${height}:${sender}:${detail}`))
    const deployment: DeploymentTransaction = {
      hash,
      blockHash: this.blockHashAt(height),
      blockHeight: height,
      sender,
      outcome,
    }
    this.blockHeight = height
    this.blockTimes.set(height, this.now())
    this.rememberDeployment(deployment)
    return deployment
  }

  /** Who sent the InitContract that made the instance: its owner, as on chain. */
  private initSender(address: ContractRef): string | undefined {
    for (const { outcome, sender } of this.deployments.values())
      if (outcome.type === 'contractInitialized' && sameContract(outcome.address, address)) return sender
    return undefined
  }

  private rememberDeployment(deployment: DeploymentTransaction): void {
    this.deployments.set(deployment.hash, deployment)
    this.sentCounts.set(deployment.sender, (this.sentCounts.get(deployment.sender) ?? 0n) + 1n)
  }

  private deployer(): string {
    return accountAddressFromBytes(sha256(utf8('kobza-local-deployer'), hexToBytes(this.config.genesisHash)))
  }

  private emit(change: LedgerChange): void {
    for (const listener of this.listeners) listener(change)
  }
}

export function wasmInstanceRefusal(instance: LocalInstance): string {
  return `${contractKey(instance.address)} is an instance of module ${instance.moduleRef}, whose Wasm the local ledger does not run: only the built-in auction, token and market contracts take updates and views`
}

function splitReceiveName(receiveName: string): [string, string] {
  const dot = receiveName.indexOf('.')
  if (dot <= 0) throw new SystemReject('InvalidReceiveMethod', receiveName)
  return [receiveName.slice(0, dot), receiveName.slice(dot + 1)]
}

function toRejectReason(error: unknown, transaction: UpdateTransaction): RejectReason {
  if (error instanceof ContractReject) {
    return {
      tag: 'RejectedReceive',
      rejectReason: error.code,
      contractAddress: transaction.contract,
      receiveName: transaction.receiveName,
    }
  }
  if (error instanceof SystemReject)
    return error.detail === undefined ? { tag: error.tag } : { tag: error.tag, detail: error.detail }
  // A bug in a local contract must not leave a half-applied transaction or crash the API.
  return { tag: 'Other', detail: error instanceof Error ? error.message : String(error) }
}
