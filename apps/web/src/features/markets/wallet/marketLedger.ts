import { ApiError, type ApiClient } from '@kobza/api-client'
import { endpoints } from '@kobza/contract'
import {
  DevWallet,
  HttpLedgerNode,
  WalletConnection,
  WalletError,
  ledgerMessages,
  mainnetConfig,
  parseLedgerConfig,
  type DevWalletApproval,
  type LedgerConfig,
  type LedgerNode,
  type WalletProvider,
} from '@kobza/ledger'
import { devWalletPrompts } from './devWalletPrompts'
import { NodeUnreachableError } from './steps'

/**
 * The ledger the markets trade on, as the browser sees it: where it is (configuration), how to
 * wait for a transaction (a node), and the wallet that signs (a WalletConnection over either
 * the Concordium Browser Wallet or, on the API's local ledger, the DevWallet). One flow code
 * drives both: only how the wallet is found differs.
 */
export interface MarketLedger {
  mode: 'local' | 'network'
  config: LedgerConfig
  node: Pick<LedgerNode, 'waitForTransaction'>
  connection: WalletConnection
  /** The ledger's clock: the local ledger's block time (tests move it), the wall clock on chain. */
  now(): Promise<Date>
}

/** Sends HttpLedgerNode's requests through the api-client: the session's bearer and its one refresh-and-retry. */
function fetchThroughClient(client: ApiClient) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
    try {
      const answer = await client.request(method, url, body)
      return new Response(JSON.stringify(answer ?? null), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return new Response(JSON.stringify({ errors: [{ message: error.serverMessage ?? error.message }] }), {
        status: error.status,
        headers: { 'content-type': 'application/json' },
      })
    }
  }
}

/** A deployment on a Concordium network names its contracts at build time (VITE_LEDGER_CONFIG, JSON). */
function networkConfig(): LedgerConfig {
  const raw = import.meta.env.VITE_LEDGER_CONFIG as string | undefined
  return raw ? parseLedgerConfig(JSON.parse(raw)) : mainnetConfig
}

async function createMarketLedger(client: ApiClient, signedIn: boolean): Promise<MarketLedger> {
  let localConfig: LedgerConfig | undefined
  try {
    localConfig = parseLedgerConfig(await client.call(endpoints.markets.ledgerConfig, { bearer: false }))
  } catch (error) {
    // 404: the platform trades on a Concordium network, not on its own local ledger.
    if (!(error instanceof ApiError) || error.status !== 404) throw error
  }
  if (localConfig) {
    const node = new HttpLedgerNode({
      baseUrl: localConfig.nodeUrl,
      fetch: fetchThroughClient(client),
      pollIntervalMs: 300,
    })
    let wallet: DevWallet | undefined
    const detect = async () => {
      if (!signedIn) throw new WalletError('noAccount', ledgerMessages.noAccount)
      if (!wallet) {
        // The DevWallet holds the signed-in user's own account on the local ledger (opened on first use).
        const { address } = await client.call(endpoints.markets.myLedgerAccount)
        wallet = new DevWallet({
          node,
          accounts: [address],
          approve: (request: DevWalletApproval) => (request.type === 'connect' ? true : devWalletPrompts.ask(request)),
        })
      }
      return wallet
    }
    return {
      mode: 'local',
      config: localConfig,
      node,
      connection: WalletConnection.forConfig(localConfig, detect),
      now: () => node.now(),
    }
  }
  const config = networkConfig()
  const [{ ConcordiumNode }, { detectConcordiumProvider }] = await Promise.all([
    import('./concordiumNode'),
    import('@concordium/browser-wallet-api-helpers'),
  ])
  // The Concordium Browser Wallet, found as its own helper package finds it (it waits for the
  // extension's `concordium#initialized`); no wallet by the deadline is the spec's "no wallet".
  const detect = (timeoutMs: number): Promise<WalletProvider | undefined> =>
    detectConcordiumProvider(timeoutMs).then(
      (wallet) => wallet,
      () => undefined
    )
  const chainNode = new ConcordiumNode({ config })
  return {
    mode: 'network',
    config,
    node: {
      // Whatever the gRPC-web client throws (unavailable, a timeout, garbage) is the node's failure.
      waitForTransaction: (hash, options) =>
        chainNode.waitForTransaction(hash, options).catch((error: unknown) => {
          throw new NodeUnreachableError(error instanceof Error ? error.message : String(error), { cause: error })
        }),
    },
    connection: WalletConnection.forConfig(config, detect),
    now: async () => new Date(),
  }
}

const cache = new Map<string, Promise<MarketLedger>>()

/** One ledger and wallet connection per signed-in user (or guest) for the whole visit. */
export function marketLedgerFor(client: ApiClient, userUuid: string | undefined): Promise<MarketLedger> {
  const key = userUuid ?? 'guest'
  let ledger = cache.get(key)
  if (!ledger) {
    for (const [other, stale] of cache) {
      // Another user's wallet must not stay connected after a sign-out or a switch.
      void stale.then((old) => old.connection.disconnect()).catch(() => undefined)
      cache.delete(other)
    }
    ledger = createMarketLedger(client, userUuid !== undefined)
    ledger.catch(() => cache.delete(key))
    cache.set(key, ledger)
  }
  return ledger
}
