import { firstErrorMessage } from '@kobza/contract'
import { addressKey, type ContractRef, type LedgerAddress } from '../addresses.js'
import {
  LedgerNodeError,
  type ConsensusInfo,
  type FinalizedTransaction,
  type InstanceInfo,
  type LedgerNode,
  type UpdateTransaction,
  type WaitOptions,
} from './types.js'
import { decodeConsensus, decodeInstanceInfo, decodeTransaction, encodeUpdate } from './wire.js'

/**
 * Routes of the API's local-ledger endpoints, relative to the base URL (LedgerConfig.nodeUrl,
 * e.g. /api/v1/ledger). Bodies are JSON with every bigint as a decimal string; errors use the
 * platform's `{ errors: [{ message }] }` body. createLedgerHttpHandler serves exactly these.
 *
 *   GET  /consensus                                   → 200 { genesisHash, networkName, blockHeight }
 *   POST /transactions          UpdateTransactionJson → 201 { hash }   (404 unknown sender, 403 not yours)
 *   GET  /transactions/:hash                          → 200 FinalizedTransactionJson | 404 not (yet) known
 *   GET  /accounts/:address                           → 200 { address, balance } | 404
 *   POST /accounts              { initialBalance? }   → 201 { address, balance }   (dev faucet)
 *   POST /accounts/:address/fund { amount }           → 200 { address, balance }   (dev faucet)
 *   GET  /contracts/:index/:subindex                  → 200 InstanceInfoJson | 404
 *   GET  /contracts/:index/:subindex/schema           → 200 { schema: base64 | null }
 *   GET  /contracts/:index/:subindex/tokens/:tokenId/balance?holder=<address or <i,s>>
 *                                                     → 200 { balance }
 */
export const ledgerRoutes = {
  consensus: '/consensus',
  transactions: '/transactions',
  transaction: (hash: string) => `/transactions/${encodeURIComponent(hash)}`,
  accounts: '/accounts',
  account: (address: string) => `/accounts/${encodeURIComponent(address)}`,
  fund: (address: string) => `/accounts/${encodeURIComponent(address)}/fund`,
  time: '/time',
  instance: (ref: ContractRef) => `/contracts/${ref.index}/${ref.subindex}`,
  schema: (ref: ContractRef) => `/contracts/${ref.index}/${ref.subindex}/schema`,
  tokenBalance: (ref: ContractRef, tokenId: string, holder: LedgerAddress) =>
    `/contracts/${ref.index}/${ref.subindex}/tokens/${encodeURIComponent(tokenId)}/balance?holder=${encodeURIComponent(addressKey(holder))}`,
} as const

export interface HttpLedgerNodeOptions {
  /** Where the routes live, e.g. "/api/v1/ledger" or "https://api.kobza.example/api/v1/ledger". */
  baseUrl: string
  /** Defaults to the global fetch; pass one that adds credentials or, in tests, calls a handler. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>
  /** Poll interval while a transaction is not known yet. */
  pollIntervalMs?: number
  /** How long waitForTransaction polls before giving up. */
  defaultTimeoutMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** LedgerNode over the API's HTTP routes: what the browser's DevWallet talks to. */
export class HttpLedgerNode implements LedgerNode {
  private readonly baseUrl: string
  private readonly fetchImpl: (url: string, init?: RequestInit) => Promise<Response>

  constructor(private readonly options: HttpLedgerNodeOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.fetchImpl = options.fetch ?? ((url, init) => fetch(url, init))
  }

  async getConsensus(): Promise<ConsensusInfo> {
    return decodeConsensus(await this.request('GET', ledgerRoutes.consensus))
  }

  async sendUpdate(transaction: UpdateTransaction): Promise<string> {
    const body = await this.request('POST', ledgerRoutes.transactions, encodeUpdate(transaction))
    return readString(body, 'hash')
  }

  async waitForTransaction(hash: string, options: WaitOptions = {}): Promise<FinalizedTransaction> {
    const deadline = Date.now() + (options.timeoutMs ?? this.options.defaultTimeoutMs ?? 60_000)
    for (;;) {
      const found = await this.requestOptional('GET', ledgerRoutes.transaction(hash))
      if (found !== undefined) return decodeTransaction(found)
      if (Date.now() >= deadline) throw new LedgerNodeError(`Transaction ${hash} was not finalized in time`, 408)
      await sleep(this.options.pollIntervalMs ?? 1000)
    }
  }

  async getInstanceInfo(contract: ContractRef): Promise<InstanceInfo | undefined> {
    const body = await this.requestOptional('GET', ledgerRoutes.instance(contract))
    return body === undefined ? undefined : decodeInstanceInfo(body)
  }

  async getModuleSchema(contract: ContractRef): Promise<string | undefined> {
    const body = await this.request('GET', ledgerRoutes.schema(contract))
    const schema = (body as { schema?: unknown }).schema
    return typeof schema === 'string' ? schema : undefined
  }

  async getAccountBalance(address: string): Promise<bigint | undefined> {
    const body = await this.requestOptional('GET', ledgerRoutes.account(address))
    return body === undefined ? undefined : BigInt(readString(body, 'balance'))
  }

  async getTokenBalance(token: ContractRef, tokenId: string, owner: LedgerAddress): Promise<bigint> {
    return BigInt(readString(await this.request('GET', ledgerRoutes.tokenBalance(token, tokenId, owner)), 'balance'))
  }

  /** Dev faucet: a new local account, optionally funded. */
  async createAccount(initialBalance = 0n): Promise<string> {
    const body = await this.request('POST', ledgerRoutes.accounts, { initialBalance: initialBalance.toString() })
    return readString(body, 'address')
  }

  async fund(address: string, microCcd: bigint): Promise<bigint> {
    return BigInt(
      readString(await this.request('POST', ledgerRoutes.fund(address), { amount: microCcd.toString() }), 'balance')
    )
  }

  /** The ledger's block time (local ledger only). */
  async now(): Promise<Date> {
    return new Date(readString(await this.request('GET', ledgerRoutes.time), 'now'))
  }

  /** Moves the local ledger's time forward (a test/e2e operation the API must authorize). */
  async advanceTime(ms: number): Promise<Date> {
    return new Date(readString(await this.request('POST', ledgerRoutes.time, { advanceMs: ms }), 'now'))
  }

  private async requestOptional(method: string, path: string, body?: unknown): Promise<unknown> {
    return this.send(method, path, body, true)
  }

  private async request(method: string, path: string, body?: unknown): Promise<unknown> {
    return this.send(method, path, body, false)
  }

  private async send(method: string, path: string, body: unknown, notFoundIsUndefined: boolean): Promise<unknown> {
    const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (notFoundIsUndefined && response.status === 404) return undefined
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      throw new LedgerNodeError(
        firstErrorMessage(json) ?? `${method} ${path} failed with ${response.status}`,
        response.status
      )
    }
    return json
  }
}

function readString(body: unknown, field: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined
  if (typeof value !== 'string') throw new LedgerNodeError(`The ledger API answered without "${field}"`)
  return value
}
