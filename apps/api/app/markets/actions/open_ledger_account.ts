import kobzaConfig from '#config/kobza'
import LedgerAccount from '#markets/ledger_account'
import { withLocalLedger } from '#markets/local_ledger_service'

/** A user's local ledger account, opened with the faucet's starting balance on first use. */
export async function openLedgerAccount(userId: number): Promise<{ address: string; created: boolean }> {
  return withLocalLedger(async (ledger) => {
    const existing = await LedgerAccount.addressOf(userId)
    if (existing) return { address: existing, created: false }
    const address = ledger.createAccount(kobzaConfig.ledgerFaucetMicroCcd)
    await LedgerAccount.create({ userId, address })
    return { address, created: true }
  })
}
