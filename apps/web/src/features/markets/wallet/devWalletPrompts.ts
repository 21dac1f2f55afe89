import type { DevWalletApproval } from '@kobza/ledger'

type TransactionApproval = Extract<DevWalletApproval, { type: 'transaction' }>

export interface PendingPrompt {
  request: TransactionApproval
  answer: (approved: boolean) => void
}

/**
 * The DevWallet's signing prompt, as the browser wallet's own window would be: each transaction
 * waits for the user's Approve or Reject (DevWalletPrompt shows it). A store outside React, so the
 * wallet (created once per visit) can ask whichever screen is showing.
 */
function createPromptStore() {
  let current: PendingPrompt | null = null
  const listeners = new Set<() => void>()
  const set = (next: PendingPrompt | null) => {
    current = next
    for (const listener of [...listeners]) listener()
  }
  return {
    ask(request: TransactionApproval): Promise<boolean> {
      // A prompt left open by an earlier flow is declined: one signature request at a time.
      current?.answer(false)
      return new Promise<boolean>((resolve) => {
        const prompt: PendingPrompt = {
          request,
          answer: (approved) => {
            if (current === prompt) set(null)
            resolve(approved)
          },
        }
        set(prompt)
      })
    },
    getSnapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const devWalletPrompts = createPromptStore()
