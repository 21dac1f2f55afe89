import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the video greetings feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    video: 'My video congratulations',
    profileVideo: 'Video Congratulations',
  },
  placeholder: {
    video: 'Follow the video congratulations you ordered, watch them and download the finished videos.',
    profileVideo: 'Video congratulation orders from fans: accept, record and send, or decline.',
  },
}

export type GreetingsStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    greetings: typeof en
  }
}
