import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { WalletState } from '@kobza/ledger'
import { useSession } from '../../../shared/session/SessionContext'
import { marketLedgerFor, type MarketLedger } from './marketLedger'

const idle: WalletState = { provider: undefined, address: undefined, connected: false }
const noop = () => () => undefined

/** The markets' ledger and wallet for the signed-in user (or a guest), and the wallet's live state. */
export function useMarketWallet() {
  const { client, user } = useSession()
  const [ledger, setLedger] = useState<MarketLedger | null>(null)
  const [error, setError] = useState<unknown>(null)

  useEffect(() => {
    let current = true
    setLedger(null)
    marketLedgerFor(client, user?.uuid).then(
      (value) => current && setLedger(value),
      (failure: unknown) => current && setError(failure)
    )
    return () => {
      current = false
    }
  }, [client, user?.uuid])

  const state = useSyncExternalStore(
    ledger ? (listener) => ledger.connection.subscribe(listener) : noop,
    () => ledger?.connection.state ?? idle
  )

  /** Resolves the ledger, waiting for it if the screen acts before it has loaded. */
  const requireLedger = useCallback(
    () => (ledger ? Promise.resolve(ledger) : marketLedgerFor(client, user?.uuid)),
    [client, ledger, user?.uuid]
  )

  const connect = useCallback(async () => (await requireLedger()).connection.connect(), [requireLedger])

  return { ledger, error, state, connect, requireLedger }
}
