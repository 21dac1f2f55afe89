/** English strings of the notifications feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    notifications: 'Notifications',
    unsubscribe: 'E-mail notifications',
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
    digest: 'Likes, comments, replies and new posts by e-mail once a day, in one digest',
  },
  unsubscribe: {
    title: 'Stop these e-mails?',
    ask: 'You will no longer get e-mails about this. You can turn them back on in Settings at any time.',
    confirm: 'Unsubscribe',
    done: 'Done. You will no longer get e-mails about:',
    noToken: 'This unsubscribe link is incomplete. Open it again from the e-mail.',
    settings: 'Notification settings',
  },
  push: {
    title: 'Push on this device',
    enable: 'Enable push on this device',
    disable: 'Turn push off on this device',
    failed: 'Push could not be changed on this device. Try again.',
    state: {
      unsupported: 'This browser cannot receive push notifications.',
      denied: 'Notifications are blocked for this site in the browser settings.',
      off: 'Push is off on this device. The browser asks your permission when you enable it.',
      on: 'Push is on on this device.',
    },
  },
  quiet: {
    title: 'Quiet hours',
    intro: 'No push notifications in these hours ({{timeZone}}); they wait in the app.',
    enable: 'Quiet hours for push',
    from: 'From',
    to: 'To',
    save: 'Save quiet hours',
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
  },
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notifications: typeof en
  }
}
