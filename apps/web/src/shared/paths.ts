/** Paths the app links to (spec 002 §2). Path builders encode their parameters. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  resetPassword: '/reset-password',
  passwordReset: '/password/reset',
  search: '/search?page=1',
  video: '/video',
  settings: '/settings',
  profile: (nickName: string) => `/profile/${encodeURIComponent(nickName)}`,
  /** The artist's incoming video congratulation orders (spec 001 §2). */
  profileVideo: (nickName: string) => `/profile/${encodeURIComponent(nickName)}/video`,
  /** The artist's balance, withdrawals and payments received (issue 13). */
  earnings: (nickName: string) => `/profile/${encodeURIComponent(nickName)}/earnings`,
  chat: '/chat',
  notifications: '/notifications',
  hallOfFame: '/hall-of-fame',
  legendsPlaylist: '/playlist/hall-of-fame',
  induct: '/induct-a-legend',
  auctions: '/auctions',
  addInitialSale: '/add-initial-sale',
  secondarySale: '/secondary-sale',
  sellTokens: '/sell-tokens',
  createPlaylist: '/create-playlist',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
} as const
