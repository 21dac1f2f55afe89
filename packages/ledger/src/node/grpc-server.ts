import { createPrivateKey, createPublicKey, verify as verifySignature } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  AccountAddress,
  AccountTransactionType,
  AccountTransactionV0,
  ContractName,
  Energy,
  ModuleReference,
  Payload,
  ReceiveName,
  SequenceNumber,
  TransactionExpiry,
  deserializeTypeValue,
  serializeSchemaType,
  sha256 as sdkSha256,
  type DeployModulePayload,
  type UpdateContractPayload,
} from '@concordium/web-sdk'
import { ConcordiumGRPCNodeClient, credentials } from '@concordium/web-sdk/nodejs'
import {
  Server,
  ServerCredentials,
  status,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  type UntypedServiceImplementation,
  type sendUnaryData,
} from '@grpc/grpc-js'
import { accountAddressBytes, type ContractRef, type LedgerAddress } from '../addresses.js'
import { bytesToHex, exactArrayBuffer, hexToBytes } from '../bytes.js'
import { actionDescriptors, ledgerActions } from '../contracts.js'
import { checkVersionedModule, moduleContracts } from '../deploy/modules.js'
import { invokeLocalView } from '../local/invoke.js'
import { wasmInstanceRefusal, type LocalLedger } from '../local/local-ledger.js'
import { sha256 } from '../local/sha256.js'
import { parameterSchemaTypes } from '../schemas.js'
import { devAccountKeySeed } from '../wallet/dev-keys.js'
import type {
  ContractTraceEvent,
  DeploymentTransaction,
  FinalizedTransaction,
  ParameterJson,
  RejectReason,
  UpdateTransaction,
} from './types.js'

/*
 * The local ledger as a Concordium node: the subset of the node's gRPC API v2
 * (concordium.v2.Queries) that the SDK's ConcordiumGRPCClient uses to read markets — consensus
 * info, blocks, finalized blocks, transaction status and events, instance info and the
 * contracts' views (InvokeInstance). Messages are the SDK's own generated protobuf types, so
 * what goes over the wire is what a real node sends. Everything else answers UNIMPLEMENTED.
 */

/** Gives the node the current ledger for one read (the API: from its database, one at a time). */
export interface LocalNodeBackend {
  read<T>(work: (ledger: LocalLedger) => T | Promise<T>): Promise<T>
  /**
   * Changes the ledger and keeps the change (the API: saves it to its database). Without it the
   * node is read-only and SendBlockItem answers UNIMPLEMENTED.
   */
  write?<T>(work: (ledger: LocalLedger) => T | Promise<T>): Promise<T>
}

export interface LocalGrpcNodeOptions {
  backend: LocalNodeBackend
  /** 0 picks a free port. */
  port: number
  host?: string
  /** How often GetFinalizedBlocks looks for new blocks (another process may write them). */
  pollMs?: number
}

export interface LocalGrpcNode {
  port: number
  url: string
  close(): Promise<void>
}

interface MessageType {
  create(value?: object): object
  toBinary(message: object): Uint8Array
  fromBinary(bytes: Uint8Array): object
}

interface MethodInfo {
  name: string
  serverStreaming?: boolean
  clientStreaming?: boolean
  I: MessageType
  O: MessageType
}

interface GeneratedService {
  typeName: string
  methods: MethodInfo[]
}

/** The SDK's generated service (protobuf-ts), which its package exports do not name. */
async function loadQueriesService(): Promise<GeneratedService> {
  const entry = createRequire(import.meta.url).resolve('@concordium/web-sdk')
  const file = join(dirname(entry), 'grpc-api', 'v2', 'concordium', 'service.js')
  const module = (await import(pathToFileURL(file).href)) as { Queries: GeneratedService }
  return module.Queries
}

/** protobuf enum values the answers use (concordium/v2/types.proto). */
const protocolVersion7 = 6
const contractVersionV1 = 1
const transactionTypeDeployModule = 0
const transactionTypeInitContract = 1
const transactionTypeUpdate = 2

type Handler = (request: Record<string, unknown>) => Promise<object>
type StreamHandler = (
  request: Record<string, unknown>,
  write: (message: object) => void,
  signal: AbortSignal
) => Promise<void>

class NodeError extends Error {
  constructor(
    readonly code: status,
    message: string
  ) {
    super(message)
  }
}

const bytes = (value: Uint8Array) => ({ value })
const hashOf = (hex: string) => ({ value: hexToBytes(hex) })
const height = (value: bigint) => ({ value })
const amount = (value: bigint) => ({ value })
const contractAddress = (ref: ContractRef) => ({ index: ref.index, subindex: ref.subindex })
const accountAddress = (address: string) => bytes(accountAddressBytes(address))

function address(value: LedgerAddress) {
  return value.type === 'account'
    ? { type: { oneofKind: 'account', account: accountAddress(value.address) } }
    : { type: { oneofKind: 'contract', contract: contractAddress(value.address) } }
}

function traceElement(event: ContractTraceEvent) {
  switch (event.tag) {
    case 'Updated':
      return {
        element: {
          oneofKind: 'updated',
          updated: {
            contractVersion: contractVersionV1,
            address: contractAddress(event.address),
            instigator: address(event.instigator),
            amount: amount(event.amount),
            // The local ledger keeps the parameter's JSON, not its bytes.
            parameter: bytes(new Uint8Array()),
            receiveName: { value: event.receiveName },
            events: event.events.map((hex) => hashOf(hex)),
          },
        },
      }
    case 'Interrupted':
      return {
        element: {
          oneofKind: 'interrupted',
          interrupted: { address: contractAddress(event.address), events: event.events.map((hex) => hashOf(hex)) },
        },
      }
    case 'Resumed':
      return {
        element: { oneofKind: 'resumed', resumed: { address: contractAddress(event.address), success: event.success } },
      }
    case 'Transferred':
      return {
        element: {
          oneofKind: 'transferred',
          transferred: {
            sender: contractAddress(event.from),
            amount: amount(event.amount),
            receiver: accountAddress(event.to),
          },
        },
      }
  }
}

const noModule = bytes(new Uint8Array(32))

function rejectReason(reason: RejectReason, sender: string) {
  switch (reason.tag) {
    case 'RejectedReceive':
      return {
        reason: {
          oneofKind: 'rejectedReceive',
          rejectedReceive: {
            rejectReason: reason.rejectReason,
            contractAddress: contractAddress(reason.contractAddress),
            receiveName: { value: reason.receiveName },
            parameter: bytes(new Uint8Array()),
          },
        },
      }
    case 'AmountTooLarge':
      return {
        reason: {
          oneofKind: 'amountTooLarge',
          amountTooLarge: { address: address({ type: 'account', address: sender }), amount: amount(0n) },
        },
      }
    case 'InvalidAccountReference':
      return { reason: { oneofKind: 'invalidAccountReference', invalidAccountReference: accountAddress(sender) } }
    case 'InvalidContractAddress':
      return {
        reason: { oneofKind: 'invalidContractAddress', invalidContractAddress: { index: 0n, subindex: 0n } },
      }
    case 'InvalidReceiveMethod':
      return {
        reason: {
          oneofKind: 'invalidReceiveMethod',
          invalidReceiveMethod: { moduleRef: noModule, receiveName: { value: reason.detail ?? '' } },
        },
      }
    case 'SerializationFailure':
      return { reason: { oneofKind: 'serializationFailure', serializationFailure: {} } }
    case 'OutOfEnergy':
      return { reason: { oneofKind: 'outOfEnergy', outOfEnergy: {} } }
    case 'Other':
      return { reason: { oneofKind: 'runtimeFailure', runtimeFailure: {} } }
  }
}

/** A finalized transaction as the node's BlockItemSummary. */
function blockItemSummary(transaction: FinalizedTransaction, index = 0n) {
  const { summary } = transaction
  const effect =
    summary.transactionType === 'update'
      ? { oneofKind: 'contractUpdateIssued', contractUpdateIssued: { effects: summary.events.map(traceElement) } }
      : {
          oneofKind: 'none',
          none: {
            transactionType: transactionTypeUpdate,
            rejectReason: rejectReason(summary.rejectReason, summary.sender),
          },
        }
  return {
    index: { value: index },
    energyCost: { value: summary.energyCost },
    hash: hashOf(transaction.hash),
    details: {
      oneofKind: 'accountTransaction',
      accountTransaction: { cost: amount(summary.cost), sender: accountAddress(summary.sender), effects: { effect } },
    },
  }
}

function deployRejectReason(reason: Extract<DeploymentTransaction['outcome'], { type: 'rejected' }>['reason']) {
  switch (reason.tag) {
    case 'ModuleNotWF':
      return { reason: { oneofKind: 'moduleNotWf', moduleNotWf: {} } }
    case 'ModuleHashAlreadyExists':
      return { reason: { oneofKind: 'moduleHashAlreadyExists', moduleHashAlreadyExists: hashOf(reason.moduleRef) } }
    case 'InvalidModuleReference':
      return { reason: { oneofKind: 'invalidModuleReference', invalidModuleReference: hashOf(reason.moduleRef) } }
    case 'InvalidInitMethod':
      return {
        reason: {
          oneofKind: 'invalidInitMethod',
          invalidInitMethod: { moduleRef: hashOf(reason.moduleRef), initName: { value: reason.initName } },
        },
      }
  }
}

/** A DeployModule or InitContract as the node's BlockItemSummary: the module deployed, the contract initialized, or why not. */
function deploymentSummary(deployment: DeploymentTransaction) {
  const { outcome } = deployment
  const effect =
    outcome.type === 'moduleDeployed'
      ? { oneofKind: 'moduleDeployed', moduleDeployed: hashOf(outcome.moduleRef) }
      : outcome.type === 'contractInitialized'
        ? {
            oneofKind: 'contractInitialized',
            contractInitialized: {
              contractVersion: contractVersionV1,
              originRef: hashOf(outcome.moduleRef),
              address: contractAddress(outcome.address),
              amount: amount(0n),
              initName: { value: outcome.initName },
              events: [],
            },
          }
        : {
            oneofKind: 'none',
            none: {
              transactionType:
                outcome.transactionType === 'deployModule' ? transactionTypeDeployModule : transactionTypeInitContract,
              rejectReason: deployRejectReason(outcome.reason),
            },
          }
  return {
    index: { value: 0n },
    energyCost: { value: 0n },
    hash: hashOf(deployment.hash),
    details: {
      oneofKind: 'accountTransaction',
      accountTransaction: { cost: amount(0n), sender: accountAddress(deployment.sender), effects: { effect } },
    },
  }
}

/** Block hash → height, per genesis: local block hashes are derived, so they are found by walking up. */
const heightsByGenesis = new Map<string, { known: bigint; heights: Map<string, bigint> }>()

async function heightOfHash(ledger: LocalLedger, hash: string): Promise<bigint | undefined> {
  const genesis = ledger.config.genesisHash
  if (hash === genesis) return 0n
  let entry = heightsByGenesis.get(genesis)
  if (entry === undefined) {
    entry = { known: 0n, heights: new Map() }
    heightsByGenesis.set(genesis, entry)
  }
  const found = entry.heights.get(hash)
  if (found !== undefined) return found
  const top = (await ledger.getConsensus()).blockHeight
  for (let h = entry.known + 1n; h <= top; h++) {
    const block = await ledger.getFinalizedBlock(h)
    entry.heights.set(block.hash, h)
    entry.known = h
    if (block.hash === hash) return h
  }
  return undefined
}

interface BlockHashInputMessage {
  blockHashInput?: { oneofKind?: string; given?: { value: Uint8Array }; absoluteHeight?: { value: bigint } }
}

/** The height a BlockHashInput names: best and last final are the same on the local ledger. */
async function resolveBlock(ledger: LocalLedger, input: BlockHashInputMessage | undefined): Promise<bigint> {
  const top = (await ledger.getConsensus()).blockHeight
  const choice = input?.blockHashInput
  switch (choice?.oneofKind) {
    case undefined:
    case 'best':
    case 'lastFinal':
      return top
    case 'given': {
      const found = await heightOfHash(ledger, bytesToHex(choice.given?.value ?? new Uint8Array()))
      if (found === undefined) throw new NodeError(status.NOT_FOUND, 'block not found')
      return found
    }
    case 'absoluteHeight': {
      const value = choice.absoluteHeight?.value ?? 0n
      if (value > top) throw new NodeError(status.NOT_FOUND, 'block not found')
      return value
    }
    default:
      throw new NodeError(status.INVALID_ARGUMENT, `block input ${choice?.oneofKind} is not supported`)
  }
}

async function blockHashAt(ledger: LocalLedger, at: bigint): Promise<string> {
  return at === 0n ? ledger.config.genesisHash : (await ledger.getFinalizedBlock(at)).hash
}

function blockInfo(
  ledger: LocalLedger,
  block: { height: bigint; hash: string; parentHash: string; count: number },
  top: string
) {
  // A block made before block times were kept reports the ledger's clock.
  const made = { value: BigInt(ledger.blockTime(block.height) ?? ledger.now()) }
  return {
    hash: hashOf(block.hash),
    height: height(block.height),
    parentBlock: hashOf(block.parentHash),
    lastFinalizedBlock: hashOf(top),
    genesisIndex: { value: 0 },
    eraBlockHeight: { value: block.height },
    receiveTime: made,
    arriveTime: made,
    slotTime: made,
    finalized: true,
    transactionCount: block.count,
    transactionsEnergyCost: { value: 0n },
    transactionsSize: 0,
    stateHash: bytes(sha256(hexToBytes(block.hash))),
    protocolVersion: protocolVersion7,
    round: { value: block.height },
    epoch: { value: 0n },
  }
}

interface SendBlockItemMessage {
  blockItem?: {
    oneofKind?: string
    accountTransaction?: {
      signature?: { signatures?: Record<number, { signatures?: Record<number, { value?: Uint8Array }> }> }
      header?: {
        sender?: { value?: Uint8Array }
        sequenceNumber?: { value?: bigint }
        energyAmount?: { value?: bigint }
        expiry?: { value?: bigint }
      }
      payload?: { payload?: { oneofKind?: string; rawPayload?: Uint8Array } }
    }
  }
}

/** A signed account transaction as the node received it, checked for form and signature. */
interface ReceivedTransaction {
  sender: string
  nonce: bigint
  /** The header's energy: what a contract update may use on the local ledger (which charges none). */
  energyAmount: bigint
  payload: Payload.Type
}

const invalid = (message: string) => new NodeError(status.INVALID_ARGUMENT, message)

// ed25519 private keys in PKCS#8 DER are this prefix and the 32-byte seed.
const pkcs8Ed25519Prefix = hexToBytes('302e020100300506032b657004220420')

function devPublicKey(address: string) {
  const seed = devAccountKeySeed(address)
  const der = new Uint8Array(pkcs8Ed25519Prefix.length + seed.length)
  der.set(pkcs8Ed25519Prefix)
  der.set(seed, pkcs8Ed25519Prefix.length)
  return createPublicKey(createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' }))
}

/**
 * Reads a SendBlockItem request with the SDK's own deserialization (header and payload) and
 * checks what a node checks before accepting it: the form, the expiry and the sender's
 * signature on the transaction's sign digest (the header with its payload size, then the payload).
 */
function receiveTransaction(request: SendBlockItemMessage): ReceivedTransaction {
  const item = request.blockItem
  if (item?.oneofKind !== 'accountTransaction' || item.accountTransaction === undefined)
    throw invalid('Only account transactions are accepted by the local ledger node')
  const { header, signature, payload } = item.accountTransaction
  const raw = payload?.payload?.oneofKind === 'rawPayload' ? payload.payload.rawPayload : undefined
  const senderBytes = header?.sender?.value
  if (header === undefined || senderBytes?.length !== 32 || raw === undefined || raw.length === 0)
    throw invalid('The transaction needs a sender, a header and a payload')
  const sender = AccountAddress.fromBuffer(exactArrayBuffer(senderBytes))
  const nonce = header.sequenceNumber?.value ?? 0n
  const energyAmount = header.energyAmount?.value ?? 0n
  const expiry = header.expiry?.value ?? 0n
  if (nonce < 1n) throw invalid('The nonce must be at least 1')
  if (expiry * 1000n <= BigInt(Date.now())) throw invalid('The transaction has expired')

  let decoded: Payload.Type
  try {
    decoded = Payload.deserialize(exactArrayBuffer(raw))
  } catch {
    throw invalid('The transaction payload cannot be read')
  }

  const digest = sdkSha256([
    Buffer.from(
      AccountTransactionV0.serializeHeader({
        sender,
        nonce: SequenceNumber.create(nonce),
        expiry: TransactionExpiry.fromEpochSeconds(expiry),
        energyAmount: Energy.create(energyAmount),
        payloadSize: raw.length,
      })
    ),
    Buffer.from(raw),
  ])
  const credentials = Object.entries(signature?.signatures ?? {})
  const keys = credentials.length === 1 ? Object.entries(credentials[0]![1].signatures ?? {}) : []
  const [credential] = credentials
  const [key] = keys
  // A local account has one credential with one key, both at index 0.
  if (credential?.[0] !== '0' || keys.length !== 1 || key?.[0] !== '0' || key[1].value?.length !== 64)
    throw invalid('The transaction needs exactly one signature, by key 0 of credential 0')
  const address = AccountAddress.toBase58(sender)
  if (!verifySignature(null, digest, devPublicKey(address), key[1].value))
    throw invalid('The transaction signature is invalid')
  return { sender: address, nonce, energyAmount, payload: decoded }
}

/** Parameter schemas of the updates the markets send, by receive name of the local contracts. */
function parameterSchemaFor(ledger: LocalLedger, receiveName: string): Uint8Array | undefined {
  const action = ledgerActions.find((candidate) => {
    const { role, entrypoint } = actionDescriptors[candidate]
    return `${ledger.config.contractNames[role]}.${entrypoint}` === receiveName
  })
  return action === undefined ? undefined : serializeSchemaType(parameterSchemaTypes[action])
}

/**
 * An update contract payload as the local ledger runs it. The local contracts read JSON, so the
 * parameter's bytes go through the entrypoint's schema; bytes the schema cannot read reach the
 * contract as null and it rejects them with its ParseParams code, as a Wasm contract would.
 */
function toLocalUpdate(
  ledger: LocalLedger,
  sender: string,
  payload: UpdateContractPayload,
  maxEnergy: bigint
): UpdateTransaction {
  const receiveName = ReceiveName.toString(payload.receiveName)
  const schema = parameterSchemaFor(ledger, receiveName)
  let parameter: ParameterJson = null as unknown as ParameterJson
  if (schema !== undefined) {
    try {
      parameter = walletJson(
        deserializeTypeValue(exactArrayBuffer(new Uint8Array(payload.message.buffer)), exactArrayBuffer(schema))
      )
    } catch {
      // left null: the contract rejects it
    }
  }
  return {
    sender,
    contract: { index: payload.address.index, subindex: payload.address.subindex },
    receiveName,
    amount: payload.amount.microCcdAmount,
    maxEnergy,
    parameter,
  }
}

/**
 * The SDK reads integers wider than u32 as bigints; the wallet's JSON (what the local contracts
 * parse) has numbers there. One beyond 2^53 stays a string, which the contracts refuse.
 */
function walletJson(value: unknown): ParameterJson {
  if (typeof value === 'bigint') return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString()
  if (Array.isArray(value)) return value.map(walletJson)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walletJson(item)]))
  return value as ParameterJson
}

/**
 * The versioned module of a DeployModule payload, as the SDK read it (version, then the Wasm it
 * found after the length). A length that does not match the bytes sent is refused as a node does.
 */
function versionedModule(payload: DeployModulePayload, payloadSize: number): Uint8Array {
  if (payload.version === undefined || payloadSize !== 1 + 8 + payload.source.length)
    throw invalid('The module in the DeployModule payload is truncated or has trailing bytes')
  const bytes = new Uint8Array(8 + payload.source.length)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, payload.version)
  view.setUint32(4, payload.source.length)
  bytes.set(payload.source, 8)
  return bytes
}

/**
 * What a DeployModule's module exports, read before the ledger is written to (parsing Wasm is
 * asynchronous); undefined when the bytes are no well-formed module, which the ledger records
 * as ModuleNotWF.
 */
async function moduleExports(module: Uint8Array): Promise<Map<string, Set<string>> | undefined> {
  try {
    checkVersionedModule(module)
    return await moduleContracts(module)
  } catch {
    return undefined
  }
}

/** Applies an accepted transaction; answers its hash. Contract updates run, modules deploy, instances initialize. */
function applyTransaction(
  ledger: LocalLedger,
  received: ReceivedTransaction,
  deployed?: { module: Uint8Array; exports: Map<string, Set<string>> | undefined }
): Uint8Array {
  if (ledger.accountBalance(received.sender) === undefined)
    throw invalid(`The sender account ${received.sender} does not exist`)
  const expected = ledger.nextNonce(received.sender)
  if (received.nonce < expected) throw invalid(`Duplicate nonce ${received.nonce}: the next one is ${expected}`)
  if (received.nonce > expected) throw invalid(`Nonce ${received.nonce} is too large: the next one is ${expected}`)
  const { payload } = received
  if (payload.type === AccountTransactionType.DeployModule && deployed !== undefined)
    return hexToBytes(ledger.deployModule(received.sender, deployed.module, deployed.exports).hash)
  if (payload.type === AccountTransactionType.InitContract) {
    if (payload.amount.microCcdAmount !== 0n)
      throw invalid('The local ledger initializes instances with 0 CCD; send the amount in a later update')
    const moduleRef = ModuleReference.toHexString(payload.moduleRef)
    return hexToBytes(ledger.initContract(received.sender, moduleRef, ContractName.toString(payload.initName)).hash)
  }
  if (payload.type === AccountTransactionType.Update) {
    const instance = ledger.deployedInstance({ index: payload.address.index, subindex: payload.address.subindex })
    if (instance !== undefined) throw new NodeError(status.FAILED_PRECONDITION, wasmInstanceRefusal(instance))
  }
  if (payload.type !== AccountTransactionType.Update)
    throw new NodeError(
      status.UNIMPLEMENTED,
      `The local ledger runs contract updates only, not ${AccountTransactionType[payload.type]}`
    )
  const transaction = ledger.execute(toLocalUpdate(ledger, received.sender, payload, received.energyAmount))
  return hexToBytes(transaction.hash)
}

function handlers(
  backend: LocalNodeBackend,
  pollMs: number
): { unary: Record<string, Handler>; streams: Record<string, StreamHandler> } {
  const read = backend.read.bind(backend)
  const unary: Record<string, Handler> = {
    SendBlockItem: async (request) => {
      if (backend.write === undefined) throw new NodeError(status.UNIMPLEMENTED, 'This local ledger node is read-only')
      const message = request as SendBlockItemMessage
      const received = receiveTransaction(message)
      const { payload } = received
      let deployed: Parameters<typeof applyTransaction>[2]
      if (payload.type === AccountTransactionType.DeployModule) {
        const raw = message.blockItem?.accountTransaction?.payload?.payload?.rawPayload
        const module = versionedModule(payload, raw?.length ?? 0)
        deployed = { module, exports: await moduleExports(module) }
      }
      return { value: await backend.write((ledger) => applyTransaction(ledger, received, deployed)) }
    },
    GetNextAccountSequenceNumber: (request) =>
      read((ledger) => {
        const sender = (request as { value?: Uint8Array }).value
        if (sender?.length !== 32) throw invalid('An account address is 32 bytes')
        const address = AccountAddress.toBase58(AccountAddress.fromBuffer(exactArrayBuffer(sender)))
        if (ledger.accountBalance(address) === undefined) throw new NodeError(status.NOT_FOUND, 'account not found')
        // Local transactions are final when accepted, so the next nonce is always final too.
        return { sequenceNumber: { value: ledger.nextNonce(address) }, allFinal: true }
      }),
    GetConsensusInfo: () =>
      read(async (ledger) => {
        const top = (await ledger.getConsensus()).blockHeight
        const last = hashOf(await blockHashAt(ledger, top))
        const genesis = hashOf(ledger.config.genesisHash)
        const time = { value: BigInt(ledger.now()) }
        return {
          bestBlock: last,
          genesisBlock: genesis,
          currentEraGenesisBlock: genesis,
          lastFinalizedBlock: last,
          epochDuration: { value: 3_600_000n },
          bestBlockHeight: height(top),
          lastFinalizedBlockHeight: height(top),
          genesisTime: { value: 0n },
          currentEraGenesisTime: { value: 0n },
          lastFinalizedTime: time,
          genesisIndex: { value: 0 },
          protocolVersion: protocolVersion7,
          currentRound: { value: top },
          currentEpoch: { value: 0n },
          currentTimeoutDuration: { value: 10_000n },
          triggerBlockTime: time,
        }
      }),
    GetBlockInfo: (request) =>
      read(async (ledger) => {
        const at = await resolveBlock(ledger, request as BlockHashInputMessage)
        const top = await blockHashAt(ledger, (await ledger.getConsensus()).blockHeight)
        if (at === 0n)
          return blockInfo(
            ledger,
            { height: 0n, hash: ledger.config.genesisHash, parentHash: ledger.config.genesisHash, count: 0 },
            top
          )
        const block = await ledger.getFinalizedBlock(at)
        return blockInfo(ledger, { ...block, count: block.transactions.length }, top)
      }),
    GetBlocksAtHeight: (request) =>
      read(async (ledger) => {
        const choice = (
          request as { blocksAtHeight?: { oneofKind?: string; absolute?: { height?: { value: bigint } } } }
        ).blocksAtHeight
        if (choice?.oneofKind !== 'absolute')
          throw new NodeError(status.INVALID_ARGUMENT, 'only absolute heights are supported')
        const at = choice.absolute?.height?.value ?? 0n
        const top = (await ledger.getConsensus()).blockHeight
        return { blocks: at > top ? [] : [hashOf(await blockHashAt(ledger, at))] }
      }),
    GetBlockItemStatus: (request) =>
      read(async (ledger) => {
        const hash = bytesToHex((request as { value?: Uint8Array }).value ?? new Uint8Array())
        const transaction = ledger.transaction(hash)
        const deployment = transaction === undefined ? ledger.deployment(hash) : undefined
        const found =
          transaction !== undefined
            ? { blockHash: hashOf(transaction.blockHash), outcome: blockItemSummary(transaction) }
            : deployment !== undefined
              ? { blockHash: hashOf(deployment.blockHash), outcome: deploymentSummary(deployment) }
              : undefined
        if (found === undefined) throw new NodeError(status.NOT_FOUND, 'transaction not found')
        return { status: { oneofKind: 'finalized', finalized: { outcome: found } } }
      }),
    GetInstanceInfo: (request) =>
      read(async (ledger) => {
        const { address: ref } = request as { address?: ContractRef }
        const info = ref === undefined ? undefined : await ledger.getInstanceInfo(ref)
        if (info === undefined) throw new NodeError(status.NOT_FOUND, 'instance not found')
        const deployed = ledger.deployedInstance(info.address)
        return {
          version: {
            oneofKind: 'v1',
            v1: {
              owner: accountAddress(info.owner),
              amount: amount(info.amount),
              methods: info.methods.map((value) => ({ value })),
              name: { value: `init_${info.name}` },
              // The built-in contracts are TypeScript, not a Wasm module.
              sourceModule: deployed === undefined ? noModule : hashOf(deployed.moduleRef),
            },
          },
        }
      }),
    InvokeInstance: (request) =>
      read((ledger) => {
        const call = request as {
          instance?: ContractRef
          entrypoint?: { value: string }
          parameter?: { value: Uint8Array }
        }
        if (call.instance === undefined || call.entrypoint === undefined)
          throw new NodeError(status.INVALID_ARGUMENT, 'instance and entrypoint are required')
        const deployed = ledger.deployedInstance(call.instance)
        if (deployed !== undefined) throw new NodeError(status.FAILED_PRECONDITION, wasmInstanceRefusal(deployed))
        const result = invokeLocalView(
          ledger,
          call.instance,
          call.entrypoint.value,
          call.parameter?.value ?? new Uint8Array()
        )
        const usedEnergy = { value: 0n }
        if (result.tag === 'success')
          return {
            result: { oneofKind: 'success', success: { returnValue: result.returnValue, usedEnergy, effects: [] } },
          }
        return {
          result: {
            oneofKind: 'failure',
            failure: { usedEnergy, reason: rejectReason(result.reason, ledger.accountAddresses()[0] ?? '') },
          },
        }
      }),
    GetModuleSource: (request) =>
      read((ledger) => {
        const ref = (request as { moduleRef?: { value?: Uint8Array } }).moduleRef?.value
        const module = ref?.length === 32 ? ledger.module(bytesToHex(ref)) : undefined
        if (module === undefined) throw new NodeError(status.NOT_FOUND, 'module not found')
        const { version, wasm } = checkVersionedModule(module.source)
        return version === 0
          ? { module: { oneofKind: 'v0', v0: { value: wasm } } }
          : { module: { oneofKind: 'v1', v1: { value: wasm } } }
      }),
  }
  const streams: Record<string, StreamHandler> = {
    GetModuleList: (_request, write) =>
      read((ledger) => {
        for (const ref of ledger.moduleRefs()) write(hashOf(ref))
      }),
    GetBlockTransactionEvents: (request, write) =>
      read(async (ledger) => {
        const at = await resolveBlock(ledger, request as BlockHashInputMessage)
        if (at === 0n) return
        const block = await ledger.getFinalizedBlock(at)
        for (const item of block.transactions) write(blockItemSummary(item.transaction, BigInt(item.index)))
      }),
    /** From the current height on, each newly finalized block, until the client cancels. */
    GetFinalizedBlocks: async (_request, write, signal) => {
      let next = (await read((ledger) => ledger.getConsensus())).blockHeight
      while (!signal.aborted) {
        const blocks = await read(async (ledger) => {
          const top = (await ledger.getConsensus()).blockHeight
          const found: { hash: string; height: bigint }[] = []
          for (; next <= top; next++) found.push({ hash: await blockHashAt(ledger, next), height: next })
          return found
        })
        for (const block of blocks) write({ hash: hashOf(block.hash), height: height(block.height) })
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    },
  }
  return { unary, streams }
}

function toServiceError(error: unknown) {
  if (error instanceof NodeError) return { code: error.code, details: error.message }
  const message = error instanceof Error ? error.message : String(error)
  return {
    code: /not deployed|no contracts yet/i.test(message) ? status.UNAVAILABLE : status.INTERNAL,
    details: message,
  }
}

/** Starts the local ledger's gRPC node; resolves once it listens. */
export async function startLocalGrpcNode(options: LocalGrpcNodeOptions): Promise<LocalGrpcNode> {
  const service = await loadQueriesService()
  const { unary, streams } = handlers(options.backend, options.pollMs ?? 200)
  const definition: Record<string, ServiceDefinition[string]> = {}
  const implementation: UntypedServiceImplementation = {}
  for (const method of service.methods) {
    const O = method.O
    definition[method.name] = {
      path: `/${service.typeName}/${method.name}`,
      requestStream: method.clientStreaming === true,
      responseStream: method.serverStreaming === true,
      requestSerialize: (value: object) => Buffer.from(method.I.toBinary(value)),
      requestDeserialize: (buffer: Buffer) => method.I.fromBinary(buffer),
      responseSerialize: (value: object) => Buffer.from(O.toBinary(O.create(value))),
      responseDeserialize: (buffer: Buffer) => O.fromBinary(buffer),
    }
    const unaryHandler = unary[method.name]
    const streamHandler = streams[method.name]
    if (unaryHandler !== undefined && method.serverStreaming !== true) {
      implementation[method.name] = (call: ServerUnaryCall<object, object>, callback: sendUnaryData<object>) => {
        unaryHandler(call.request as Record<string, unknown>).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(toServiceError(error))
        )
      }
    } else if (streamHandler !== undefined && method.serverStreaming === true) {
      implementation[method.name] = (call: ServerWritableStream<object, object>) => {
        const abort = new AbortController()
        call.on('cancelled', () => abort.abort())
        call.on('close', () => abort.abort())
        streamHandler(call.request as Record<string, unknown>, (message) => call.write(message), abort.signal).then(
          () => call.end(),
          (error: unknown) =>
            call.destroy(Object.assign(new Error(toServiceError(error).details), toServiceError(error)))
        )
      }
    } else {
      implementation[method.name] = (_call: unknown, callback?: sendUnaryData<object>) => {
        const error = { code: status.UNIMPLEMENTED, details: `${method.name} is not served by the local ledger node` }
        if (typeof callback === 'function') callback(error)
        else (_call as ServerWritableStream<object, object>).destroy(Object.assign(new Error(error.details), error))
      }
    }
  }
  const server = new Server()
  server.addService(definition as ServiceDefinition, implementation)
  const host = options.host ?? '127.0.0.1'
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${host}:${options.port}`, ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound)
    )
  )
  return {
    port,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.tryShutdown(() => resolve())
        // Streams (GetFinalizedBlocks) would hold a graceful shutdown open.
        setTimeout(() => server.forceShutdown(), 500).unref()
      }),
  }
}

/**
 * The SDK's Node.js gRPC client for a node URL: `http://host:port` without TLS (the local node,
 * a node on the same machine), `https://…` with it.
 */
export function connectLedgerNode(nodeUrl: string, options: { timeoutMs?: number } = {}): ConcordiumGRPCNodeClient {
  const url = new URL(nodeUrl)
  const secure = url.protocol === 'https:'
  const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port)
  return new ConcordiumGRPCNodeClient(
    url.hostname,
    port,
    secure ? credentials.createSsl() : credentials.createInsecure(),
    { timeout: options.timeoutMs ?? 10_000 }
  )
}
