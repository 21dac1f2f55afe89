import { BasePolicy } from '@adonisjs/bouncer'
import { paymentMessages } from '@kobza/contract'
import { deny, holdsAny, type User } from '#accounts/public'

export default class PaymentPolicy extends BasePolicy {
  /** Balances and withdrawals are an artist's. */
  earn(user: User) {
    return holdsAny(user, ['ARTIST']) || deny(paymentMessages.artistsOnly)
  }

  /** Money goes only to an artist (donations, subscriptions, greetings). */
  pay(_payer: User, artist: User) {
    return holdsAny(artist, ['ARTIST'])
  }
}
