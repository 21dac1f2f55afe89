import { BasePolicy } from '@adonisjs/bouncer'
import { deny, holdsAny, type User } from '#accounts/public'

export default class MarketPolicy extends BasePolicy {
  /** Only artists start an initial sale of their song's tokens. */
  startAuction(user: User) {
    return holdsAny(user, ['ARTIST']) || deny('Only artists may start an initial sale')
  }

  /**
   * The local ledger's faucet and its clock are administrators' (local transactions carry no
   * signature, so the API is the signer's guard).
   */
  runLedger(user: User) {
    return holdsAny(user, ['ADMIN'])
  }
}
