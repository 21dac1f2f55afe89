/**
 * Reject codes of the three contracts. The spec fixes -2, -4, -5, -8 and -10 for the auction
 * (and -2, -4, -10 for purchases) and the CIS-2 standard fixes -42000001..3; the rest are this
 * package's choice, documented in CONTRACTS.md so the on-chain modules can match them.
 */
export const auctionRejects = {
  parseParams: -1,
  bidBelowCurrentBid: -2,
  onlyAccount: -3,
  bidTooLate: -4,
  auctionAlreadyFinalized: -5,
  auctionNotFound: -6,
  endNotInFuture: -7,
  auctionStillActive: -8,
  invalidTokenContract: -9,
  ownerCannotParticipate: -10,
  invalidTokenAmount: -11,
  unexpectedTokens: -12,
} as const

/** -2 and -4 are left unused: the spec's client words them as auction errors for purchases too. */
export const marketRejects = {
  parseParams: -1,
  wrongAmount: -3,
  saleClosed: -5,
  saleNotFound: -6,
  onlyAccount: -7,
  invalidTokenContract: -9,
  sellerCannotBuy: -10,
  invalidTokenAmount: -11,
  invalidPrice: -12,
  unexpectedTokens: -13,
  onlySeller: -14,
} as const

export const tokenRejects = {
  parseParams: -1,
  tokenAlreadyMinted: -2,
  invalidSupply: -3,
  invalidReceiver: -4,
  invalidTokenId: -42000001,
  insufficientFunds: -42000002,
  unauthorized: -42000003,
} as const

/** concordium-std rejects CCD sent to a non-payable entrypoint with i32::MIN + 12. */
export const notPayableReject = -2147483636
