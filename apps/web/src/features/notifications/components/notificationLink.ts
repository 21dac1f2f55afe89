import type { Notification } from '@kobza/contract'
import type { StoredUser } from '@kobza/api-client'
import { paths } from '../../../shared/paths'

/** Where a notification leads: the order list it concerns, a profile, the post's author's wall. */
export function notificationLink(notification: Notification, me: StoredUser | null): string {
  const target = notification.target
  if (!target) return paths.notifications
  if (target.kind === 'GREETING')
    return (notification.type === 'GREETING_ORDERED' || notification.type === 'GREETING_DEADLINE_SOON') && me
      ? paths.profileVideo(me.nickName)
      : paths.video
  if (target.kind === 'LEGEND') return `${paths.hallOfFame}/${encodeURIComponent(target.id)}`
  if (target.kind === 'WITHDRAWAL') return me ? paths.earnings(me.nickName) : paths.notifications
  if (target.kind === 'CHAT') return `${paths.chat}?chat=${encodeURIComponent(target.id)}`
  // A report is worked in the console, its own app: the web has no screen of it.
  if (target.kind === 'REPORT') return paths.notifications
  if (target.kind === 'PROFILE') return paths.profile(notification.actor?.nickName ?? target.id)
  const wall = notification.data.profile
  return typeof wall === 'string' ? paths.profile(wall) : paths.notifications
}
