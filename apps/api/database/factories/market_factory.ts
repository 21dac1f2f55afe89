import type { User } from '#accounts/public'
import type { AuctionSong } from '#markets/actions/create_auction'
import { auctionFor as auctionForSong } from '#markets/ledger_moves'
import { createSongRow } from '#database/factories/catalogue_factory'

/*
 * The markets' real flows on the local ledger for tests: the moves themselves live in
 * app/markets/ledger_moves.ts (the demo seed makes them too); a test's auction may name no song.
 */
export * from '#markets/ledger_moves'

/** A catalogue song of the artist's, as an auction names it. */
export async function songOf(artist: User, name: string): Promise<AuctionSong> {
  const row = await createSongRow(artist, { name })
  return { id: row.id, name: row.name, ownerUserId: artist.id }
}

/** An auction open on the ledger and recorded by createAuction, for a song the caller names (or a made-up one). */
export async function auctionFor(
  artist: User,
  options: Omit<Parameters<typeof auctionForSong>[1], 'song'> & { song?: AuctionSong } = {}
) {
  const song = options.song ?? (await songOf(artist, options.item ?? 'Demo song'))
  return auctionForSong(artist, { ...options, song })
}
