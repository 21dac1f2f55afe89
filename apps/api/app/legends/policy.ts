import { allowGuest, BasePolicy } from '@adonisjs/bouncer'
import { consoleAuthorities } from '@kobza/contract'
import { holdsAny, type User } from '#accounts/public'

export default class LegendPolicy extends BasePolicy {
  /** Moderators and administrators remove any legend, with a reason, audited. */
  moderate(user: User) {
    return holdsAny(user, ['MODERATOR', 'ADMIN'])
  }

  /** Who may read a rejection's reason besides the nominator: the staff who work the queue. */
  @allowGuest()
  readDecisions(viewer: User | null) {
    return holdsAny(viewer, consoleAuthorities)
  }
}
