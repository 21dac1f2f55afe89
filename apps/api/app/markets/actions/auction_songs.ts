import type { User } from '#accounts/public'
import { Song } from '#catalogue/public'
import { songMediaOf, songUrlOf } from '#media/public'
import { ApiException } from '#core/exceptions/api_exception'
import Auction from '#markets/auction'
import type { AuctionSong } from '#markets/actions/create_auction'

/** The catalogue's song an auction would sell, or a 404. Ownership is checked by createAuction. */
export async function songForAuction(songId: number): Promise<AuctionSong> {
  const song = await Song.find(songId)
  if (!song) throw ApiException.notFound('No such song')
  return { id: song.id, name: song.name, ownerUserId: song.userId }
}

/** GET /songs/available: the artist's songs not on an open auction, newest first. */
export async function availableSongs(artist: User) {
  const onOpenAuction = Auction.query().where('status', 'OPEN').whereNotNull('song_id').select('song_id')
  const songs = await Song.query().where('user_id', artist.id).whereNotIn('id', onOpenAuction).orderBy('id', 'desc')
  const mediaOf = await songMediaOf(songs, (song) => song.mediaKey)
  return songs.map((song) => ({ id: song.id, songName: song.name, fileUrl: songUrlOf(song.mediaKey, mediaOf(song)) }))
}
