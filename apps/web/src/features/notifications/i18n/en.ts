/** English strings of the notifications feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    notifications: 'Notifications',
  },
  page: {
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unread: 'Unread',
    empty: 'Nothing yet',
    emptyHint: 'Orders, subscribers, donations, comments and likes will show up here.',
    pages: 'Notification pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    someone: 'Someone',
    failed: 'The notifications could not be loaded.',
  },
  /** `{{actor}}` is a public name. */
  text: {
    GREETING_ORDERED: '{{actor}} ordered a video greeting: deliver it by {{deadline}}',
    NEW_SUBSCRIBER: '{{actor}} subscribed to you',
    DONATION_RECEIVED: '{{actor}} donated {{amount}} ₴',
    POST_COMMENTED: '{{actor}} commented on your post',
    INVITATION_ACCEPTED: '{{actor}} accepted your invitation to subscribe',
    POST_LIKED: '{{actor}} liked your post',
    POST_LIKED_others: '{{actor}} and {{others}} more liked your post',
    GREETING_DELIVERED: '{{actor}} sent your video greeting',
    GREETING_DECLINED: '{{actor}} declined your video greeting; the money is back on your balance',
    GREETING_REFUNDED: 'Your video greeting was refunded to your balance',
    COMMENT_REPLIED: '{{actor}} replied to your comment',
  },
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notifications: typeof en
  }
}
