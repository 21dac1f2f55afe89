import type { Auction } from '@kobza/contract'
import type { Track } from '../../../shared/player/PlayerContext'

/** An auctioned song as the app-wide player's track; null when the song has no file. */
export function auctionTrack(auction: Auction): Track | null {
  if (!auction.song.fileUrl) return null
  return {
    id: auction.song.id === null ? `auction:${auction.id}` : `song:${auction.song.id}`,
    title: auction.song.songName,
    artist: auction.song.user.publicName,
    src: auction.song.fileUrl,
    cover: auction.coverUrl,
  }
}
