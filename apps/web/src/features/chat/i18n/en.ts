import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the chat feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    chat: 'Chat',
  },
  list: {
    label: 'Conversations',
    empty: "You don't have any chats yet",
    emptyHint: 'Subscribe to an artist to start a conversation.',
    noMessages: 'No messages yet',
    you: 'You: {{text}}',
    image: 'Picture',
    unread: 'Unread messages: {{count}}',
    loadFailed: 'Chats could not be loaded',
  },
  conversation: {
    back: 'Back to chats',
    pick: 'Choose a conversation',
    pickHint: 'Your conversations with artists and fans appear here.',
    loadFailed: 'Messages could not be loaded. Trying again…',
    older: 'Show earlier messages',
    start: 'Say hello to {{name}}',
    yours: 'You',
    imageAlt: 'Picture from {{name}}',
    ownImageAlt: 'Your picture',
    read: 'Read',
    live: 'Live',
    polling: 'Updating',
    openProfile: 'Open the profile of {{name}}',
  },
  composer: {
    label: 'Message',
    placeholder: 'Write a message…',
    send: 'Send',
    attach: 'Send a picture',
    notAllowed: 'To chat with an artist you must be subscribed to him',
    subscribe: 'Subscribe',
    notAllowedArtist: 'This fan is no longer subscribed: the conversation is read-only.',
    tooLong: 'Maximum number of characters - {{length}}/{{max}}',
  },
  preview: {
    title: 'Send this picture?',
    send: 'Send',
    cancel: 'Cancel',
    wrongType: 'Choose a PNG, JPEG or WebP picture',
    tooLarge: 'The picture is larger than 10 MB',
  },
  report: {
    action: 'Report this message',
    title: 'Report a message',
    reason: 'What is wrong with it?',
    send: 'Report',
    done: 'Thank you. Moderators will look at it.',
    close: 'Close',
    failed: 'The report could not be sent',
  },
}

export type ChatStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chat: typeof en
  }
}
