import { describe, expect, it, vi } from 'vitest'
import { detectBrowserWallet, walletInitializedEvent, type WalletHost } from './detect.js'
import type { WalletProvider } from './provider.js'

const wallet = { requestAccounts: vi.fn() } as unknown as WalletProvider

function host(initial?: WalletProvider) {
  const listeners = new Map<string, () => void>()
  const value: WalletHost & { fire(): void; listeners: Map<string, () => void> } = {
    concordium: initial,
    listeners,
    addEventListener: (type, listener) => listeners.set(type, listener),
    removeEventListener: (type) => listeners.delete(type),
    fire() {
      listeners.get(walletInitializedEvent)?.()
    },
  }
  return value
}

describe('detectBrowserWallet', () => {
  it('returns an already injected wallet at once', async () => {
    expect(await detectBrowserWallet(100, host(wallet))).toBe(wallet)
  })

  it('waits for the wallet to announce itself', async () => {
    const target = host()
    const found = detectBrowserWallet(1000, target)
    target.concordium = wallet
    target.fire()
    expect(await found).toBe(wallet)
    expect(target.listeners.size).toBe(0)
  })

  it('gives up after the timeout with undefined and cleans up', async () => {
    vi.useFakeTimers()
    try {
      const target = host()
      const found = detectBrowserWallet(100, target)
      await vi.advanceTimersByTimeAsync(99)
      expect(target.listeners.size).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await found).toBeUndefined()
      expect(target.listeners.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
