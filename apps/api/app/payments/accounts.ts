/*
 * Names of the balance accounts. `external:<provider>` is the outside world: it goes negative by
 * what came in through that provider and back up by what was paid out.
 */
export const balanceAccounts = {
  external: (provider: string) => `external:${provider}`,
  /** A fan's money with the platform: passes through on payment, holds what a declined greeting returned. */
  fan: (userId: number) => `fan:${userId}`,
  platform: 'platform:revenue',
  /** What an artist may withdraw. */
  artist: (userId: number) => `artist:${userId}`,
  /** Video-greeting prices frozen until the artist delivers. */
  held: (artistId: number) => `held:${artistId}`,
  /** Withdrawals requested and not yet paid out. */
  withdrawing: (artistId: number) => `withdrawing:${artistId}`,
}
