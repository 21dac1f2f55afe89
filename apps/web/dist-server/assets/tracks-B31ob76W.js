// src/features/markets/components/tracks.ts
/** An auctioned song as the app-wide player's track; null when the song has no file. */
function auctionTrack(auction) {
	if (!auction.song.fileUrl) return null;
	return {
		id: auction.song.id === null ? `auction:${auction.id}` : `song:${auction.song.id}`,
		title: auction.song.songName,
		artist: auction.song.user.publicName,
		src: auction.song.fileUrl,
		cover: auction.coverUrl
	};
}
export { auctionTrack as t };

//# sourceMappingURL=tracks-B31ob76W.js.map