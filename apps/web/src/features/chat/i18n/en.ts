import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the chat feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    chat: 'Chat',
  },
  placeholder: {
    chat: 'Private conversations between fans with an active subscription and their artists.',
  },
}

export type ChatStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chat: typeof en
  }
}
