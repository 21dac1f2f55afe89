import app from '@adonisjs/core/services/app'
import type { FinalizedBlockSource, LedgerConfig, MarketReader } from '@kobza/ledger'
import type { LocalGrpcNode } from '@kobza/ledger/grpc-node'
import kobzaConfig from '#config/kobza'
import { withLocalLedger } from '#markets/local_ledger_service'

/*
 * The one way the markets read the ledger: the Concordium SDK's gRPC client, pointed at
 * LEDGER_NODE_URL — a real node, or `kobza ledger node` — or, on the embedded local ledger
 * without one, at a node this process serves itself on a free loopback port. Every network is
 * read by the same code (MarketReader), through the same protocol.
 */

export class LedgerSettingError extends Error {}

/**
 * Serves the ledger kept in the database as a Concordium gRPC node (`kobza ledger node`, and
 * in-process). `acceptTransactions` lets it take signed transactions (SendBlockItem): local
 * accounts' keys are derivable, so only a dev node asks for it; the in-process node, which only
 * this process reads, stays read-only.
 */
export async function serveLedgerNode(options: {
  port: number
  host?: string
  acceptTransactions?: boolean
}): Promise<LocalGrpcNode> {
  const { startLocalGrpcNode } = await import('@kobza/ledger/grpc-node')
  const { acceptTransactions, ...listen } = options
  return startLocalGrpcNode({
    ...listen,
    backend: {
      read: (work) => withLocalLedger(work),
      ...(acceptTransactions === true ? { write: (work) => withLocalLedger(work) } : {}),
    },
  })
}

let embedded: Promise<LocalGrpcNode> | undefined
let reader: { key: string; reader: Promise<MarketReader> } | undefined

function embeddedNode(): Promise<LocalGrpcNode> {
  if (!embedded) {
    embedded = serveLedgerNode({ port: 0 })
    embedded.catch(() => (embedded = undefined))
    app.terminating(() => stopEmbeddedLedgerNode())
  }
  return embedded
}

/** Where the markets' node is: LEDGER_NODE_URL, else (local network) the in-process node. */
export async function ledgerNodeUrl(): Promise<string> {
  if (kobzaConfig.ledgerNodeUrl) return kobzaConfig.ledgerNodeUrl
  if (kobzaConfig.ledgerNetwork !== 'local')
    throw new LedgerSettingError(
      `Concordium ${kobzaConfig.ledgerNetwork} is read through a node: set LEDGER_NODE_URL to its gRPC endpoint`
    )
  return (await embeddedNode()).url
}

/** `index,subindex` as LEDGER_*_CONTRACT and `kobza contracts deploy` write it. */
function contractSetting(name: string, value: string | undefined, fallback: bigint | undefined) {
  if (value === undefined) {
    if (fallback === undefined) throw new LedgerSettingError(`${name} is not set`)
    return { index: fallback, subindex: 0n }
  }
  const match = /^\s*(\d+)\s*(?:,\s*(\d+)\s*)?$/.exec(value)
  if (!match) throw new LedgerSettingError(`${name} must be "<index>,<subindex>", not "${value}"`)
  return { index: BigInt(match[1]!), subindex: BigInt(match[2] ?? 0) }
}

/** The contracts the markets use: the local ledger's, or LEDGER_*_CONTRACT (mainnet: 9932–9934). */
async function marketContracts(): Promise<Pick<LedgerConfig, 'contracts' | 'contractNames'>> {
  const { localLedgerConfig, mainnetConfig } = await import('@kobza/ledger')
  if (kobzaConfig.ledgerNetwork === 'local') return localLedgerConfig()
  const defaults = kobzaConfig.ledgerNetwork === 'mainnet' ? mainnetConfig.contracts : undefined
  const { auction, token, market } = kobzaConfig.ledgerContracts
  return {
    contractNames: mainnetConfig.contractNames,
    contracts: {
      auction: contractSetting('LEDGER_AUCTION_CONTRACT', auction, defaults?.auction.index),
      token: contractSetting('LEDGER_TOKEN_CONTRACT', token, defaults?.token.index),
      market: contractSetting('LEDGER_MARKET_CONTRACT', market, defaults?.market.index),
    },
  }
}

/** The markets' reader, connected once per process (and again when the settings change: tests). */
export function marketReader(): Promise<MarketReader> {
  const key = JSON.stringify([kobzaConfig.ledgerNetwork, kobzaConfig.ledgerNodeUrl, kobzaConfig.ledgerContracts])
  if (reader?.key !== key) {
    const connecting = (async () => {
      const [{ MarketReader }, { connectLedgerNode }] = await Promise.all([
        import('@kobza/ledger'),
        import('@kobza/ledger/grpc-node'),
      ])
      const url = await ledgerNodeUrl()
      return new MarketReader(connectLedgerNode(url, { timeoutMs: 10_000 }), await marketContracts())
    })()
    const entry = { key, reader: connecting }
    reader = entry
    connecting.catch(() => {
      if (reader === entry) reader = undefined
    })
  }
  return reader.reader
}

/**
 * The indexer's view of the ledger: finalized blocks and their contract events, read with the
 * SDK's client through the same node as everything else (ConcordiumNode implements the source).
 */
export async function ledgerBlockSource(): Promise<{
  source: FinalizedBlockSource
  config: Pick<LedgerConfig, 'contracts'>
}> {
  const [{ ConcordiumNode, localLedgerConfig }, { connectLedgerNode }] = await Promise.all([
    import('@kobza/ledger'),
    import('@kobza/ledger/grpc-node'),
  ])
  const nodeUrl = await ledgerNodeUrl()
  const config: LedgerConfig = {
    ...localLedgerConfig(),
    ...(await marketContracts()),
    networkName: kobzaConfig.ledgerNetwork,
    nodeUrl,
  }
  return { source: new ConcordiumNode({ config, client: connectLedgerNode(nodeUrl) }), config }
}

export async function stopEmbeddedLedgerNode() {
  const running = embedded
  embedded = undefined
  reader = undefined
  if (running) await (await running.catch(() => undefined))?.close()
}
