import {
  AccountAddress,
  AccountTransactionType,
  BlockHash,
  CcdAmount,
  ConcordiumGRPCWebClient,
  ContractName,
  Energy,
  ModuleReference,
  Parameter,
  TransactionExpiry,
  TransactionHash,
  buildAccountSigner,
  getEnergyCost,
  parseSimpleWallet,
  parseWallet,
  signTransaction,
  type AccountSigner,
  type AccountTransaction,
  type BlockItemSummaryInBlock,
  type ConcordiumGRPCClient,
  type DeployModulePayload,
  type InitContractInput,
  type WithAccountKeys,
} from '@concordium/web-sdk'
import { contractRef } from '../addresses.js'
import { exactArrayBuffer, isHex } from '../bytes.js'
import { mainnetGenesisHash, testnetGenesisHash } from '../config.js'
import { maxContractEnergy } from '../contracts.js'
import { parseNodeUrl } from '../node/concordium-node.js'
import type {
  ContractDeployer,
  DeployedModule,
  InitContractRequest,
  InitializedContract,
  TransactionCallbacks,
} from './deployer.js'
import { DeployError, moduleReference } from './modules.js'

/** The node methods a deployment uses; tests give a fake that records what is sent. */
export type DeployClient = Pick<
  ConcordiumGRPCClient,
  'getConsensusStatus' | 'getNextAccountNonce' | 'getModuleSource' | 'sendAccountTransaction' | 'getBlockItemStatus'
>

/** The account that pays for and signs the deployment. */
export interface DeployAccount {
  address: string
  signer: AccountSigner
  /** `mainnet`, `testnet`, … as the wallet export states it; absent in the plain key format. */
  environment?: string
}

/** Genesis hashes of the public networks, to refuse a node of another chain than the one named. */
export const knownNetworks: Record<string, string> = { mainnet: mainnetGenesisHash, testnet: testnetGenesisHash }

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Reads a key file as Concordium wallets export it ("Export private key" → a JSON file with
 * `type`, `v`, `environment` and `value.accountKeys`, the format concordium-client imports);
 * the bare `{ address, accountKeys, credentials }` form is accepted too.
 */
export function parseKeyFile(text: string, label = 'The key file'): DeployAccount {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    // JSON.parse quotes the text it choked on, and this text holds private keys: no detail.
    throw new DeployError(`${label} is not JSON; export the account's keys from a Concordium wallet`)
  }
  const wrapped = typeof json === 'object' && json !== null && 'value' in json
  let address: string
  let environment: string | undefined
  let keys: WithAccountKeys
  try {
    if (wrapped) {
      const wallet = parseWallet(text)
      address = wallet.value.address
      environment = wallet.environment
      keys = wallet.value
    } else {
      const wallet = parseSimpleWallet(text)
      address = wallet.address
      keys = wallet
    }
    AccountAddress.fromBase58(address)
  } catch (error) {
    throw new DeployError(`${label} is not a Concordium wallet key export: ${describeError(error)}`, { cause: error })
  }
  // parseWallet checks the shape only; a wrong key must fail here, not as a rejected signature.
  for (const credential of Object.values(keys.accountKeys?.keys ?? {})) {
    for (const pair of Object.values(credential.keys ?? {})) {
      if (typeof pair.signKey !== 'string' || pair.signKey.length !== 64 || !isHex(pair.signKey))
        throw new DeployError(`${label} has a signing key that is not 32 bytes of hex`)
    }
  }
  let signer: AccountSigner
  try {
    signer = buildAccountSigner(keys)
  } catch (error) {
    throw new DeployError(`${label} has unusable account keys: ${describeError(error)}`, { cause: error })
  }
  if (signer.getSignatureCount() === 0n) throw new DeployError(`${label} holds no signing keys`)
  return environment === undefined ? { address, signer } : { address, signer, environment }
}

export interface ConcordiumDeployerOptions {
  /** The node's URL, e.g. `https://grpc.testnet.concordium.com:20000` (gRPC and gRPC-web share the port). */
  nodeUrl: string
  account: DeployAccount
  /**
   * Defaults to a gRPC-web client for nodeUrl (this module also loads in a browser); in Node.js
   * pass `connectLedgerNode(nodeUrl)` from `@kobza/ledger/grpc-node`, as the API does.
   */
  client?: DeployClient
  /** Minutes a signed transaction stays valid. */
  expiryMinutes?: number
  /**
   * Energy an instance's init may use. Only the energy used is charged, so this is a ceiling the
   * account must be able to cover; the platform's contracts start with empty state.
   */
  maxInitEnergy?: bigint
  /** How long to wait for a transaction to be finalized. */
  finalizationTimeoutMs?: number
  /** How often to ask the node whether a sent transaction is finalized. */
  pollMs?: number
  /** How long the first request to the node may take before it counts as unreachable. */
  connectTimeoutMs?: number
}

/** What the node said about itself in connect(). */
export interface NodeInfo {
  genesisHash: string
  lastFinalizedBlockHeight: bigint
}

/**
 * Deploys to a Concordium node through the SDK's client, signing with a wallet-exported key: DeployModule
 * and InitContract account transactions with the sender's next nonce from the node, an expiry,
 * and energy from the payload (the SDK derives the header's energy from the payload size and
 * the number of signatures; init adds `maxInitEnergy`). Each transaction is awaited until
 * finalized, so the next one's nonce is the node's.
 */
export class ConcordiumDeployer implements ContractDeployer {
  private readonly client: DeployClient
  private readonly sender: AccountAddress.Type
  /** Why the last request failed below gRPC (refused, unknown host, …), when it did. */
  private networkFailure: string | undefined

  constructor(private readonly options: ConcordiumDeployerOptions) {
    this.sender = AccountAddress.fromBase58(options.account.address)
    if (options.client !== undefined) this.client = options.client
    else {
      const { address, port } = grpcEndpoint(options.nodeUrl)
      // The SDK's transport reports every network failure as "fetch failed"; keep the cause.
      const fetchWithCause: typeof fetch = async (input, init) => {
        try {
          return await globalThis.fetch(input, init)
        } catch (error) {
          this.networkFailure = networkCause(error)
          throw error
        }
      }
      this.client = new ConcordiumGRPCWebClient(address, port, { fetch: fetchWithCause })
    }
  }

  get account(): string {
    return this.options.account.address
  }

  /**
   * Reaches the node before anything is signed, and refuses a node of another chain than the
   * network named (for mainnet and testnet, by genesis hash) or a key file exported for another.
   */
  async connect(network: string): Promise<NodeInfo> {
    const expected = knownNetworks[network.toLowerCase()]
    const environment = this.options.account.environment
    if (expected !== undefined && environment !== undefined && environment.toLowerCase() !== network.toLowerCase())
      throw new DeployError(`The key file is for ${environment}, not ${network}`)
    const timeoutMs = this.options.connectTimeoutMs ?? 20_000
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DeployError(
              `The Concordium node at ${this.options.nodeUrl} did not answer within ${timeoutMs / 1000} s`
            )
          ),
        timeoutMs
      )
    })
    try {
      const status = await Promise.race([
        this.call('read the consensus status', () => this.client.getConsensusStatus()),
        timeout,
      ])
      const genesisHash = BlockHash.toHexString(status.genesisBlock)
      if (expected !== undefined && genesisHash !== expected)
        throw new DeployError(`The node at ${this.options.nodeUrl} is not on ${network} (genesis ${genesisHash})`)
      return { genesisHash, lastFinalizedBlockHeight: status.lastFinalizedBlockHeight }
    } finally {
      clearTimeout(timer)
    }
  }

  async deployModule(wasm: Uint8Array, callbacks: TransactionCallbacks = {}): Promise<DeployedModule> {
    const ref = moduleReference(wasm)
    if (await this.moduleExists(ref)) return { moduleRef: ref, transactionHash: undefined, alreadyDeployed: true }
    // The versioned bytes already carry version and length, so the payload has no `version`.
    const payload: DeployModulePayload = { source: wasm }
    const { hash, outcome } = await this.submit(AccountTransactionType.DeployModule, payload, callbacks)
    const summary = outcome.summary
    if (summary?.type === 'accountTransaction' && summary.transactionType === 'deployModule') {
      if (summary.moduleDeployed.contents !== ref)
        throw new DeployError(`The node deployed module ${summary.moduleDeployed.contents}, expected ${ref}`)
      return { moduleRef: ref, transactionHash: hash, alreadyDeployed: false }
    }
    const reason = rejectTag(outcome)
    // Someone deployed the same bytes between our check and our transaction: the module is there.
    if (reason === 'ModuleHashAlreadyExists') return { moduleRef: ref, transactionHash: hash, alreadyDeployed: true }
    throw new DeployError(`Deploying module ${ref} was rejected: ${reason} (transaction ${hash})`)
  }

  async initContract(request: InitContractRequest, callbacks: TransactionCallbacks = {}): Promise<InitializedContract> {
    const payload: InitContractInput = {
      amount: CcdAmount.zero(),
      moduleRef: ModuleReference.fromHexString(request.moduleRef),
      initName: ContractName.fromString(request.contractName),
      param:
        request.parameter === undefined ? Parameter.empty() : Parameter.fromBuffer(exactArrayBuffer(request.parameter)),
      maxContractExecutionEnergy: Energy.create(this.options.maxInitEnergy ?? maxContractEnergy),
    }
    const { hash, outcome } = await this.submit(AccountTransactionType.InitContract, payload, callbacks)
    const summary = outcome.summary
    if (summary?.type === 'accountTransaction' && summary.transactionType === 'initContract') {
      const { address } = summary.contractInitialized
      return { address: contractRef(address.index, address.subindex), transactionHash: hash }
    }
    throw new DeployError(
      `Initialising ${request.contractName} from module ${request.moduleRef} was rejected: ${rejectTag(outcome)} (transaction ${hash})`
    )
  }

  private async moduleExists(ref: string): Promise<boolean> {
    try {
      await this.call('look the module up', () => this.client.getModuleSource(ModuleReference.fromHexString(ref)))
      return true
    } catch (error) {
      if (error instanceof DeployError && isNotFound(error.cause)) return false
      throw error
    }
  }

  private async submit(
    type: AccountTransactionType,
    payload: AccountTransaction['payload'],
    callbacks: TransactionCallbacks
  ): Promise<{ hash: string; outcome: BlockItemSummaryInBlock }> {
    const { nonce } = await this.call('read the account nonce', () => this.client.getNextAccountNonce(this.sender))
    const transaction: AccountTransaction = {
      type,
      header: {
        sender: this.sender,
        nonce,
        expiry: TransactionExpiry.futureMinutes(this.options.expiryMinutes ?? 10),
      },
      payload,
    }
    const { signer } = this.options.account
    // What the SDK puts in the header when sending: 100 NRG per signature, 1 per byte of header
    // and payload, plus the payload's own cost (a tenth of the module size, or init's maximum).
    const energy = getEnergyCost(type, payload, signer.getSignatureCount())
    const signature = await signTransaction(transaction, signer)
    const sent = await this.call('send the transaction', () =>
      this.client.sendAccountTransaction(transaction, signature)
    )
    const hash = TransactionHash.toHexString(sent)
    callbacks.onSubmitted?.(hash, energy.value)
    const timeoutMs = this.options.finalizationTimeoutMs ?? 5 * 60_000
    try {
      const outcome = await this.call('wait for finalization', () => this.finalized(sent, timeoutMs))
      return { hash, outcome }
    } catch (error) {
      throw new DeployError(
        `Transaction ${hash} was sent but not seen finalized (${describeError(error)}); check it on a block explorer before running again`,
        { cause: error }
      )
    }
  }

  /**
   * Asks for the transaction's status until it is finalized. Not the SDK's
   * waitForTransactionFinalization: its timeout timer is never cleared, so the CLI process would
   * linger for the whole timeout after the deployment is done.
   */
  private async finalized(hash: TransactionHash.Type, timeoutMs: number): Promise<BlockItemSummaryInBlock> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const status = await this.client.getBlockItemStatus(hash)
      if (status.status === 'finalized') return status.outcome
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`not finalized within ${Math.round(timeoutMs / 1000)} s`)
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.options.pollMs ?? 2000, left)))
    }
  }

  /** Runs one node request, turning transport failures into a message about the node. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    this.networkFailure = undefined
    try {
      return await request()
    } catch (error) {
      if (error instanceof DeployError) throw error
      const { nodeUrl, account } = this.options
      if (this.networkFailure !== undefined || isTransportFailure(error)) {
        const cause = this.networkFailure ?? transportCause(error)
        throw new DeployError(
          `Cannot reach the Concordium node at ${nodeUrl} (${cause}): check LEDGER_NODE_URL and that the node's gRPC port is open`,
          { cause: error }
        )
      }
      if (what === 'read the account nonce' && isNotFound(error))
        throw new DeployError(`The account ${account.address} from the key file does not exist on this network`, {
          cause: error,
        })
      throw new DeployError(`Could not ${what} at ${nodeUrl}: ${describeError(error)}`, { cause: error })
    }
  }
}

function grpcEndpoint(nodeUrl: string): { address: string; port: number } {
  try {
    return parseNodeUrl(nodeUrl)
  } catch {
    throw new DeployError(`LEDGER_NODE_URL "${nodeUrl}" is not a URL, e.g. https://grpc.testnet.concordium.com:20000`)
  }
}

/** gRPC "not found" arrives as an RpcError with code NOT_FOUND. */
function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && String(error.code).toUpperCase() === 'NOT_FOUND'
  )
}

/** The transports' way of saying the request never got an answer. */
function isTransportFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = 'code' in error ? String(error.code).toUpperCase() : ''
  return code === 'UNAVAILABLE' || (error instanceof Error && error.message === 'fetch failed')
}

const causeTexts: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name could not be resolved',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
}

/** fetch's TypeError carries the socket error as its cause (possibly an AggregateError per address). */
function networkCause(error: unknown): string {
  let cause: unknown = error instanceof Error ? error.cause : undefined
  if (cause instanceof AggregateError && cause.errors.length > 0) cause = cause.errors[0]
  if (typeof cause === 'object' && cause !== null && 'code' in cause) {
    const code = String(cause.code)
    return causeTexts[code] ?? code
  }
  return cause instanceof Error ? cause.message : describeError(error)
}

/** The Node gRPC client names the socket error inside its message ("… connect ECONNREFUSED …"). */
function transportCause(error: unknown): string {
  const message = describeError(error)
  const code = Object.keys(causeTexts).find((candidate) => message.includes(candidate))
  return code === undefined ? message : causeTexts[code]!
}

function rejectTag(outcome: BlockItemSummaryInBlock): string {
  const summary = outcome.summary
  if (summary?.type !== 'accountTransaction') return 'not an account transaction'
  if (summary.transactionType !== 'failed') return `unexpected ${summary.transactionType} outcome`
  const reason = summary.rejectReason
  if (reason === null || reason === undefined) return 'unknown reason'
  return reason.tag === 'RejectedInit' ? `RejectedInit (code ${reason.rejectReason})` : reason.tag
}
