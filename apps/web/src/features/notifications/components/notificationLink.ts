import { notificationPath, type Notification } from '@kobza/contract'
import type { StoredUser } from '@kobza/api-client'

/** Where a notification leads (the contract's mapping, which the API's mails use too). */
export function notificationLink(notification: Notification, me: StoredUser | null): string {
  return notificationPath(
    {
      type: notification.type,
      target: notification.target,
      actorNickName: notification.actor?.nickName ?? null,
      data: notification.data,
    },
    me?.nickName ?? null
  )
}
