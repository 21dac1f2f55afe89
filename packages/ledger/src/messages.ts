/** User-facing wording from the spec; keep it verbatim, the web app shows these as they are. */
export const ledgerMessages = {
  noWallet: "You don't have Concordium Wallet. Please create it.",
  wrongNetwork: (networkName: string) => `Change your network to Concordium ${networkName}!`,
  noAccount: 'Connect with Concordium Wallet!.',
  userRejected: 'You rejected the request',
  somethingWentWrong: 'Something went wrong',
  updateOperatorFailed: 'Something went wrong with update operator',
  mintFailed: 'Something went wrong!',
  success: 'Success!',
  noTokens: 'No tokens on this wallet',
  bidBelowHighest: 'Bid below current highest bid',
  bidTooLate: 'Bid too late',
  ownerCannotBid: 'Owner cannot participate in the auction',
  ownerCannotBuy: 'Owner cannot buy',
  auctionAlreadyFinalized: 'Auction already finalized',
  auctionStillActive: 'Auction still active',
  // The spec asks that codes without wording keep their number in the message.
  unknownRejectCode: (code: number) => `Something went wrong (error code ${code})`,
} as const
