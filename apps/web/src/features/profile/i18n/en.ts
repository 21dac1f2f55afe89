import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the artist profile feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    profile: 'Profile',
    subscribers: 'Subscribers',
    invitation: 'Invitation',
  },
  profile: {
    notFoundTitle: 'Profile not found',
    notFoundText: 'There is no profile with this nickname. It may have been renamed.',
    loadErrorTitle: 'The profile could not be loaded',
    coverAlt: 'Cover of {{name}}',
    avatarAlt: '{{name}}',
    judge: 'Judge',
    edit: 'Edit',
    socialLinks: 'Social links',
    instagram: 'Instagram',
    facebook: 'Facebook',
    twitter: 'Twitter',
    opensInNewTab: '(opens in a new tab)',
    actions: 'Profile actions',
    posts: 'Posts',
    guestPreview:
      '{{name}}’s posts, songs and events are open to members. Sign in and you will come back to this page.',
    guestPreviewPerson: '{{name}}’s profile is open to members. Sign in and you will come back to this page.',
  },
  edit: {
    title: 'Edit profile',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'The profile has been saved',
    publicName: 'Public name',
    nickName: 'Nickname',
    nickNameHint: 'Latin letters, digits, dots, hyphens and underscores; your page’s address.',
    nickNameFormat: 'A nickname may hold only Latin letters, digits, dots, hyphens and underscores',
    description: 'Description',
    instagram: 'Instagram link',
    facebook: 'Facebook link',
    twitter: 'Twitter link',
    linkScheme: 'A link must start with http:// or https://',
    maxChars: 'Maximum number of characters - {{length}}/{{max}}',
    changeAvatar: 'Change avatar',
    changeCover: 'Change cover',
    pictureType: 'The picture must be a PNG or JPEG image',
    pictureTooLarge: 'The picture must be at most 6 MB',
    cropAvatar: 'Crop the avatar',
    cropCover: 'Crop the cover',
  },
  ownerNav: {
    label: 'Artist navigation',
    profile: 'Profile',
    songs: 'Songs',
    events: 'Events',
    video: 'Video Congratulations',
    earnings: 'Earnings',
    subscribers: 'Subscribers',
    notAvailableYet: 'Not available yet',
  },
  subscribers: {
    editPrices: 'Edit prices',
    addSubscriber: 'Add subscriber',
    promoCode: 'Generate promo-code',
    search: 'Search subscribers',
    searchPlaceholder: 'Nickname',
    clearSearch: 'Clear the search',
    empty: "You don't have any subscriber",
    noMatch: 'No subscriber matches “{{query}}”',
    since: 'Subscribed since {{date}}',
    list: 'Subscribers',
    ownerOnly: 'Only the artist sees their subscribers.',
    pages: 'Subscriber pages',
  },
  prices: {
    title: 'Edit prices',
    subscribePrice: 'Subscription price, ₴ per month',
    videoPrice: 'Video congratulation price, ₴',
    rules: 'Rules for video congratulations',
    rulesHint: 'What fans should know before ordering; may stay empty.',
    minPrice: 'The price must be at least 1',
    save: 'Save',
    saved: 'The prices have been saved',
  },
  invite: {
    title: 'Add subscriber',
    email: 'E-mail',
    days: 'Free subscription, days',
    send: 'Send',
    sent: 'Invite sended. You will get notification when user accept propose',
  },
  invitation: {
    accepting: 'Accepting the invitation…',
    acceptedTitle: 'You are subscribed',
    acceptedText: 'Your free subscription to {{artist}} lasts until {{date}}.',
    openProfile: 'Open the artist’s profile',
    failedTitle: 'The invitation could not be accepted',
    missingKey: 'This invitation link is incomplete. Open the link from the e-mail again.',
  },
  common: {
    back: 'Back',
  },
}

export type ProfileStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof en
  }
}
