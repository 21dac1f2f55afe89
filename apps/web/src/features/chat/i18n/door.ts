import type { Strings } from '../../../shared/i18n/strings'

/*
 * The strings of the chat's door on other features' screens (the profile's Message button): a
 * namespace of their own, in a file of their own. Loaded as part of the chat's namespace, the
 * button brought the chat's whole chunk and zod, evaluated in the middle of a profile's first
 * render (~90 ms on a desktop).
 */
const en = {
  message: 'Message',
}

const uk: Strings<typeof en> = {
  message: 'Написати',
}

export const chatDoorStrings = { en, uk }

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chatDoor: typeof en
  }
}
