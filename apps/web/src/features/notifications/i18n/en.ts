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
    someone: 'Someone',
    failed: 'The notifications could not be loaded.',
  },
  preferences: {
    title: 'Notifications',
    intro: 'Choose what you hear about, and where.',
    type: 'What',
    inApp: 'In the app',
    email: 'E-mail',
    push: 'Push',
    toggle: '{{type}}: {{channel}}',
    saved: 'Saved',
    failed: 'The change was not saved. Try again.',
  },
  types: {
    GREETING_ORDERED: 'A video greeting is ordered',
    NEW_SUBSCRIBER: 'A new subscriber',
    DONATION_RECEIVED: 'A donation',
    POST_COMMENTED: 'A comment on your post',
    INVITATION_ACCEPTED: 'An invitation is accepted',
    POST_LIKED: 'Likes of your post',
    GREETING_DELIVERED: 'Your video greeting is delivered',
    GREETING_DECLINED: 'Your video greeting is declined',
    GREETING_REFUNDED: 'Your video greeting is refunded',
    COMMENT_REPLIED: 'A reply to your comment',
    WITHDRAWAL_DECIDED: 'A withdrawal is paid out or rejected',
    NEW_POST: 'A new post by an artist you subscribe to',
    NOMINATION_DECIDED: 'The judges decide on your nomination',
    LEGEND_AWAITING_REVIEW: 'A legend awaits the judges’ review',
    LEGEND_INDUCTED: 'A legend you voted for enters the Hall of Fame',
    REPORT_CREATED: 'A new report to moderate',
    GREETING_DEADLINE_SOON: 'A video greeting is due within a day',
    SUBSCRIPTION_ENDING: 'Your subscription ends in 3 days',
    SUBSCRIPTION_ENDED: 'A subscriber’s subscription ended',
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
    WITHDRAWAL_DECIDED: 'Your withdrawal of {{amount}} ₴ was paid out',
    WITHDRAWAL_DECIDED_rejected: 'Your withdrawal of {{amount}} ₴ was rejected; the money is back on your balance',
    NEW_POST: '{{actor}} published a new post',
    NOMINATION_DECIDED: '“{{name}}” was inducted into the Hall of Fame',
    NOMINATION_DECIDED_rejected: 'The judges did not induct “{{name}}”',
    LEGEND_AWAITING_REVIEW: '“{{name}}” reached its votes and awaits your review',
    LEGEND_INDUCTED: '“{{name}}”, which you voted for, was inducted into the Hall of Fame',
    REPORT_CREATED: '{{actor}} filed a report; it waits in the console',
    GREETING_DEADLINE_SOON: 'A video greeting is due by {{deadline}}: deliver it before it is refunded',
    SUBSCRIPTION_ENDING: 'Your subscription to {{actor}} ends on {{until}}',
    SUBSCRIPTION_ENDED: 'The subscription of {{actor}} ended on {{until}}',
  },
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notifications: typeof en
  }
}
