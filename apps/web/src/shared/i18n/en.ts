/**
 * English strings of the shared namespace: the shell (navigation, footer, banners, errors) and
 * words every feature uses. Each feature keeps its own strings in its folder's `i18n/`. Where the
 * spec quotes a text, it is used verbatim (including its spelling and capitalisation); this file
 * is the shape the Ukrainian file must match.
 */
import { genreLabels } from '@kobza/contract/labels'
import type { Strings } from './strings'

export const en = {
  app: {
    name: 'Kobza',
    tagline: 'Ukrainian music, artists and fans',
    titleSuffix: 'Kobza',
    skipToContent: 'Skip to content',
    home: 'Kobza home',
  },
  common: {
    close: 'Close',
    retry: 'Try again',
    loading: 'Loading…',
    underDevelopment: 'Under development',
    notAvailableYet: 'Not available yet',
    backHome: 'Back to home',
    error: 'Error',
    required: 'This field is required',
    passwordsMustMatch: 'The passwords must match',
    somethingWentWrong: 'Something went wrong. Please try again later',
    networkFailure: 'Could not reach the server. Check your connection and try again.',
    emailRequired: 'Email is required',
    invalidEmail: 'Enter a valid e-mail address',
    cancel: 'Cancel',
    done: 'Done',
    maxChars: 'Maximum number of characters - {{length}}/{{max}}',
  },
  /** The crop popup (spec 000 §2) of avatars, covers and post pictures. */
  crop: {
    zoom: 'Zoom',
    apply: 'Apply',
    hint: 'Drag the picture, or move it with the arrow keys, to choose the visible part',
  },
  /** The words of every paged list (its own label names what it pages). */
  pages: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  filePicker: {
    choose: 'Choose a file',
    drop: 'or drop it here',
    change: 'Choose another file',
    progress: 'Uploading',
    sent: 'Uploaded {{percent}}%',
    cancel: 'Cancel upload',
  },
  nav: {
    main: 'Main navigation',
    search: 'Search',
    home: 'Home',
    video: 'Video',
    videoCongratulations: 'Video Congratulations',
    profile: 'Profile',
    chat: 'Chat',
    hallOfFame: 'Hall of fame',
    auctions: 'Auctions',
    secondaryMarket: 'Secondary Market',
    settings: 'Settings',
    addPost: 'Add post',
    menu: 'Menu',
    closeMenu: 'Close menu',
    signIn: 'Sign In',
    signOut: 'Sign out',
  },
  /** The bell of the navigation (the notifications feature's page has its own namespace). */
  notifications: {
    title: 'Notifications',
    bell: 'Notifications, {{unread}} unread',
  },
  language: {
    label: 'Language',
    uk: 'Українська',
    en: 'English',
  },
  session: {
    signInPrompt: 'Sign in or create account to view content',
  },
  network: {
    offline: 'You are offline. Content may be out of date until the connection returns.',
    slow: 'The connection is slow. Still waiting for the server…',
    queued: 'Will be sent when back online',
    queuedCount_one: '{{count}} action will be sent when back online.',
    queuedCount_other: '{{count}} actions will be sent when back online.',
    queuedCount_few: '{{count}} actions will be sent when back online.',
    queuedCount_many: '{{count}} actions will be sent when back online.',
    sent_one: 'Sent {{count}} action made offline.',
    sent_other: 'Sent {{count}} actions made offline.',
    sent_few: 'Sent {{count}} actions made offline.',
    sent_many: 'Sent {{count}} actions made offline.',
    dropped: 'Some actions made offline could not be sent (the post, poll, comment or legend changed meanwhile).',
    newVersion: 'A new version is available',
    reload: 'Reload',
  },
  footer: {
    label: 'Site footer',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    contact: 'Contact us',
    email: 'E-mail',
    phone: 'Phone',
    rights: '© {{year}} Kobza',
  },
  titles: {
    notFound: 'Page not found',
  },
  placeholder: {
    badge: 'Coming soon',
    lead: 'This screen is being built and will appear in one of the next releases.',
  },
  notFound: {
    text: 'The page you are looking for does not exist or has moved.',
  },
  player: {
    region: 'Player',
    play: 'Play',
    pause: 'Pause',
    next: 'Next song',
    previous: 'Previous song',
    seek: 'Position in the song',
    empty: 'Choose a song to listen',
    error: 'The song could not be played',
    queueMenu: 'Queue options for {{name}}',
    playNext: 'Play next',
    addToQueue: 'Add to queue',
    queuedNext: '{{name}} plays next',
    queued: '{{name}} added to the queue',
    settings: {
      title: 'Playback',
      normalise: 'Normalise loudness',
      normaliseHint: 'Every song plays at the same loudness, so none is louder than another by surprise.',
      dataSaver: 'Data saver',
      dataSaverHint: 'Plays songs in lower quality to use less mobile data. Kept on this device.',
      dataSaverAuto: 'On, because your connection is slow or your browser asks to save data.',
    },
  },
  routeError: {
    title: 'This page failed to load',
    text: 'A new version of Kobza may have been released. Reload the page to continue.',
    offlineText:
      'You are offline, and this page has not been opened on this device before. It opens when the connection returns.',
    reload: 'Reload',
  },
  /** The 'Report' entry on posts, comments, profiles and legends. */
  report: {
    action: 'Report',
    title: {
      POST: 'Report a post',
      COMMENT: 'Report a comment',
      PROFILE: 'Report a profile',
      LEGEND: 'Report a legend',
    },
    category: 'Reason',
    categories: {
      SPAM: 'Spam or advertising',
      ABUSE: 'Insults or harassment',
      HATE: 'Hate speech',
      VIOLENCE: 'Violence or threats',
      COPYRIGHT: 'Copyright infringement',
      OTHER: 'Something else',
    },
    details: 'What is wrong (optional)',
    send: 'Send report',
    cancel: 'Cancel',
    done: 'Thank you. Moderators will look at it.',
    failed: 'The report could not be sent',
  },
  /** The spec's genre labels, from the contract's zod-free labels module. */
  genres: genreLabels,
}

export type SharedStrings = Strings<typeof en>
