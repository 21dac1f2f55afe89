import { BasePolicy } from '@adonisjs/bouncer'
import { profileMessages } from '@kobza/contract'
import { deny, holdsAny, type User } from '#accounts/public'

export default class ProfilePolicy extends BasePolicy {
  /** Songs, playlists, events, prices and invitations are an artist's. */
  sell(owner: User) {
    return holdsAny(owner, ['ARTIST']) || deny(profileMessages.artistsOnly)
  }
}
