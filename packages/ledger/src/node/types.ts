import type { ContractRef, LedgerAddress } from '../addresses.js'

/** A contract parameter in the JSON form the wallet API and the schemas use. */
export type ParameterJson = string | number | boolean | ParameterJson[] | { [key: string]: ParameterJson }

/**
 * How the wallet should serialize a parameter: a bare string or `{ type: 'module' }` is a whole
 * module schema (the wallet picks the entrypoint), `{ type: 'parameter' }` is the parameter's type.
 */
export type SchemaSource = string | { type: 'module' | 'parameter'; value: string }

/** An update transaction in plain values: what a LedgerNode is asked to send. */
export interface UpdateTransaction {
  sender: string
  contract: ContractRef
  receiveName: string
  /** Micro CCD sent along; 0 except for payable entrypoints. */
  amount: bigint
  maxEnergy: bigint
  parameter: ParameterJson
  /** Needed by nodes that must serialize the parameter themselves (a real Concordium node). */
  schema?: SchemaSource
}

/**
 * One step of a contract update's trace, mirroring the node's ContractTraceEvent: events are
 * the contract's logged bytes, hex encoded.
 */
export type ContractTraceEvent =
  | {
      tag: 'Updated'
      address: ContractRef
      instigator: LedgerAddress
      amount: bigint
      receiveName: string
      events: string[]
    }
  | { tag: 'Interrupted'; address: ContractRef; events: string[] }
  | { tag: 'Resumed'; address: ContractRef; success: boolean }
  | { tag: 'Transferred'; from: ContractRef; to: string; amount: bigint }

/** Tags of rejections that are not a contract's own reject code; 'Other' stands for any the node adds. */
export const systemRejectTags = [
  'AmountTooLarge',
  'InvalidAccountReference',
  'InvalidContractAddress',
  'InvalidReceiveMethod',
  'SerializationFailure',
  'OutOfEnergy',
  'Other',
] as const

export type SystemRejectTag = (typeof systemRejectTags)[number]

export type RejectReason =
  | { tag: 'RejectedReceive'; rejectReason: number; contractAddress: ContractRef; receiveName: string }
  | { tag: SystemRejectTag; detail?: string }

export interface UpdatedSummary {
  transactionType: 'update'
  sender: string
  /** Fee in micro CCD (always 0 on the local ledger). */
  cost: bigint
  energyCost: bigint
  events: ContractTraceEvent[]
}

export interface FailedSummary {
  transactionType: 'failed'
  sender: string
  cost: bigint
  energyCost: bigint
  rejectReason: RejectReason
}

/** A finalized transaction, shaped like the node's BlockItemSummaryInBlock. */
export interface FinalizedTransaction {
  hash: string
  blockHash: string
  blockHeight: bigint
  summary: UpdatedSummary | FailedSummary
}

/**
 * A DeployModule or InitContract transaction on the local ledger's node: kept apart from the
 * updates (FinalizedTransaction), which are all the markets and the indexer read.
 */
export interface DeploymentTransaction {
  hash: string
  blockHash: string
  blockHeight: bigint
  sender: string
  outcome:
    | { type: 'moduleDeployed'; moduleRef: string }
    | { type: 'contractInitialized'; moduleRef: string; address: ContractRef; initName: string }
    | {
        type: 'rejected'
        transactionType: 'deployModule' | 'initContract'
        /** ModuleNotWF: the bytes are not a well-formed Wasm module. */
        reason: DeployReject | { tag: 'ModuleNotWF' }
      }
}

/** Why the chain refuses a deployment or an init, with the node's reject tags. */
export type DeployReject =
  | { tag: 'ModuleHashAlreadyExists'; moduleRef: string }
  | { tag: 'InvalidModuleReference'; moduleRef: string }
  | { tag: 'InvalidInitMethod'; moduleRef: string; initName: string }

export interface ConsensusInfo {
  genesisHash: string
  networkName: string
  /** Height of the last finalized block. */
  blockHeight: bigint
}

export interface InstanceInfo {
  address: ContractRef
  /** Contract name without the `init_` prefix. */
  name: string
  owner: string
  /** Micro CCD held by the instance. */
  amount: bigint
  /** Receive names, `<contract>.<entrypoint>`. */
  methods: string[]
}

export interface WaitOptions {
  timeoutMs?: number
}

/**
 * The node-like surface the web app and the API use: the local ledger, the API's HTTP routes
 * for it and a real Concordium node all look like this.
 */
export interface LedgerNode {
  getConsensus(): Promise<ConsensusInfo>
  /** Sends an update from `sender`; resolves with the transaction hash. */
  sendUpdate(transaction: UpdateTransaction): Promise<string>
  /** Resolves once the transaction is finalized. */
  waitForTransaction(hash: string, options?: WaitOptions): Promise<FinalizedTransaction>
  getInstanceInfo(contract: ContractRef): Promise<InstanceInfo | undefined>
  /** Base64 of the module's embedded (versioned) schema, if it has one. */
  getModuleSchema(contract: ContractRef): Promise<string | undefined>
  /** Micro CCD on an account; undefined when the account does not exist. */
  getAccountBalance(address: string): Promise<bigint | undefined>
  /** CIS-2 balanceOf for one token and holder. */
  getTokenBalance(token: ContractRef, tokenId: string, owner: LedgerAddress): Promise<bigint>
}

export class LedgerNodeError extends Error {
  /** A contract's reject code, when a view or update was rejected by the contract itself. */
  rejectCode?: number

  constructor(
    message: string,
    readonly status?: number
  ) {
    super(message)
    this.name = 'LedgerNodeError'
  }
}
