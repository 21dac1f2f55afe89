import { timings } from '@kobza/contract'
import type { WalletProvider } from './provider.js'

/** The part of `window` the Concordium Browser Wallet touches when it injects itself. */
export interface WalletHost {
  concordium?: WalletProvider | undefined
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}

/** The event the wallet extension fires on `window` once `window.concordium` is ready. */
export const walletInitializedEvent = 'concordium#initialized'

export const walletConnectTimeoutMs: number = timings.walletConnectTimeout

/**
 * Finds the injected Concordium Browser Wallet, waiting up to `timeoutMs` for it to initialise.
 * Resolves undefined when there is none: a missing wallet is an expected state, not a crash.
 * (The helper package's detectConcordiumProvider does the same but cannot load in plain Node.)
 */
export function detectBrowserWallet(
  timeoutMs: number = walletConnectTimeoutMs,
  host: WalletHost = globalThis as WalletHost
): Promise<WalletProvider | undefined> {
  if (host.concordium !== undefined) return Promise.resolve(host.concordium)
  return new Promise((resolve) => {
    const onInitialized = () => {
      clearTimeout(timer)
      host.removeEventListener?.(walletInitializedEvent, onInitialized)
      resolve(host.concordium)
    }
    const timer = setTimeout(() => {
      host.removeEventListener?.(walletInitializedEvent, onInitialized)
      resolve(host.concordium)
    }, timeoutMs)
    host.addEventListener?.(walletInitializedEvent, onInitialized)
  })
}
