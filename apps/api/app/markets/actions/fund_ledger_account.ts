import { OperatorError } from '#core/console_app'
import { findUserByEmail } from '#accounts/public'
import LedgerAccount from '#markets/ledger_account'
import { withLocalLedger } from '#markets/local_ledger_service'

/** `kobza ledger fund <account> <ccd>` (local only): the account is a ledger address or a user's e-mail. */
export async function fundLedgerAccount(accountOrEmail: string, ccd: string) {
  const { ccdToMicro, microToCcdString } = await import('@kobza/ledger')
  let micro: bigint
  try {
    micro = ccdToMicro(ccd)
  } catch (error) {
    throw new OperatorError((error as Error).message)
  }
  if (micro <= 0n) throw new OperatorError('The amount must be at least 1 CCD')
  let address = accountOrEmail
  if (accountOrEmail.includes('@')) {
    const user = await findUserByEmail(accountOrEmail)
    const owned = user ? await LedgerAccount.addressOf(user.id) : null
    if (!owned)
      throw new OperatorError(`${accountOrEmail} has no ledger account yet (it is opened on first use of the markets)`)
    address = owned
  }
  const balance = await withLocalLedger((ledger) => {
    if (ledger.accountBalance(address) === undefined) throw new OperatorError(`No ledger account ${address}`)
    return ledger.fund(address, micro)
  })
  return { address, balance: microToCcdString(balance) }
}
