import { ledgerConstants } from '@kobza/contract'

export const auctionTimeMessages = {
  invalidDuration: 'Invalid duration in auction data',
  invalidCalculatedTime: 'Calculated time is invalid',
  invalidDate: 'Invalid date value',
} as const

export class AuctionTimeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AuctionTimeError'
  }
}

/** Every RR token is minted with the whole supply at once. */
export const rrTokenSupply = BigInt(ledgerConstants.tokenMaxSupply)
export const tokensPerCopyrightPercent = BigInt(ledgerConstants.tokensPerCopyrightPercent)

/**
 * End of an initial sale: now + duration. The three checks and their wording are the spec's;
 * the duration arrives from auction data that may be a string, so it is checked, not trusted.
 */
export function auctionEnd(now: Date, durationSeconds: unknown): Date {
  const duration =
    typeof durationSeconds === 'string' && durationSeconds.trim() !== '' ? Number(durationSeconds) : durationSeconds
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) {
    throw new AuctionTimeError(auctionTimeMessages.invalidDuration)
  }
  const endMs = now.getTime() + duration * 1000
  if (!Number.isFinite(endMs)) throw new AuctionTimeError(auctionTimeMessages.invalidCalculatedTime)
  const end = new Date(endMs)
  if (Number.isNaN(end.getTime())) throw new AuctionTimeError(auctionTimeMessages.invalidDate)
  return end
}

/** An auction has ended from its end instant on (UTC instants, so no time-zone games). */
export function isAuctionEnded(end: Date | string, now: Date): boolean {
  const endMs = new Date(end).getTime()
  if (Number.isNaN(endMs)) throw new AuctionTimeError(auctionTimeMessages.invalidDate)
  return now.getTime() >= endMs
}

function endMsOf(end: Date | string): number {
  const endMs = new Date(end).getTime()
  if (Number.isNaN(endMs)) throw new AuctionTimeError(auctionTimeMessages.invalidDate)
  return endMs
}

/**
 * What the auction contract accepts (Concordium's auction example): bids up to and including the
 * end instant. Only that one millisecond differs from isAuctionEnded, the spec's display rule.
 */
export function auctionAcceptsBids(end: Date | string, blockTime: Date): boolean {
  return blockTime.getTime() <= endMsOf(end)
}

/** The contract finalizes strictly after the end; at the end instant it answers -8. */
export function auctionCanBeFinalized(end: Date | string, blockTime: Date): boolean {
  return blockTime.getTime() > endMsOf(end)
}

/**
 * Tokens offered for a share of the copyright: percent × 1000, so 0.001 % is one token.
 * Finer fractions cannot be represented and are refused rather than rounded.
 */
export function tokensForCopyrightPercent(percent: number): bigint {
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
    throw new RangeError('Copyright percent must be above 0 and at most 100')
  }
  const tokens = Math.round(percent * Number(tokensPerCopyrightPercent))
  if (Math.abs(tokens - percent * Number(tokensPerCopyrightPercent)) > 1e-6) {
    throw new RangeError('Copyright percent has at most 3 decimals')
  }
  return BigInt(tokens)
}
