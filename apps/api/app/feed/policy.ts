import { BasePolicy } from '@adonisjs/bouncer'
import { feedMessages } from '@kobza/contract'
import { deny, holdsAny, type User } from '#accounts/public'

export default class FeedPolicy extends BasePolicy {
  /** Only artists publish posts. */
  post(author: User) {
    return holdsAny(author, ['ARTIST']) || deny(feedMessages.onlyArtistsPost)
  }
}
