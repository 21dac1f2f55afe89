import { useCallback, useSyncExternalStore } from 'react'
import type { ApiClient } from '@kobza/api-client'
import type { WalletState } from '@kobza/ledger'
import { useSession } from '../../../shared/session/SessionContext'
import type { MarketLedger } from './marketLedger'

/** The wallet layer (ledger clients, the DevWallet) loads on the first wallet action, not with the screens. */
const marketLedgerFor = (client: ApiClient, userUuid: string | undefined): Promise<MarketLedger> =>
  import('./marketLedger').then((module) => module.marketLedgerFor(client, userUuid))

const idle: WalletState = { provider: undefined, address: undefined, connected: false }
const noop = () => () => undefined

/* Ledgers already loaded this visit, by user: every market screen then shows the same wallet. */
const loaded = new Map<string, MarketLedger>()
const listeners = new Set<() => void>()
const subscribeLoaded = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The markets' ledger and wallet for the signed-in user (or a guest), and the wallet's live state. */
export function useMarketWallet() {
  const { client, user } = useSession()
  const key = user?.uuid ?? 'guest'
  // On the server (and while hydrating a server render) no wallet has loaded yet.
  const ledger = useSyncExternalStore(
    subscribeLoaded,
    () => loaded.get(key) ?? null,
    () => null
  )

  const state = useSyncExternalStore(
    ledger ? (listener) => ledger.connection.subscribe(listener) : noop,
    () => ledger?.connection.state ?? idle,
    () => idle
  )

  /** The ledger, loading it (and the wallet code) on first use. */
  const requireLedger = useCallback(async () => {
    const value = await marketLedgerFor(client, user?.uuid)
    if (loaded.get(key) !== value) {
      loaded.clear()
      loaded.set(key, value)
      for (const listener of [...listeners]) listener()
    }
    return value
  }, [client, key, user?.uuid])

  const connect = useCallback(async () => (await requireLedger()).connection.connect(), [requireLedger])

  return { ledger, state, connect, requireLedger }
}
