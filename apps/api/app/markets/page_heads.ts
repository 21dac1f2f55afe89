/*
 * The heads of an auction's and a secondary-market offer's pages (#core/page_heads), read
 * through the same finders and presenters as their API answers.
 */
import { registerPageHead, shortText, siteHead, storedPicture, type PageHead } from '#core/page_heads'
import { findAuction, findOffer } from '#markets/actions/find_market_records'
import { presentAuctions, presentOffers } from '#markets/present'
import { marketNow } from '#markets/market_ledger'
import type { Auction } from '@kobza/contract'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function auctionHead(auction: Auction, path: string, title: string): PageHead {
  return {
    title,
    description: shortText(auction.description, `${auction.song.songName} — ${auction.song.user.publicName}`),
    path,
    kind: 'music.song',
    image: storedPicture(auction.coverUrl, auction.song.songName),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: auction.song.songName,
      byArtist: { '@type': 'MusicGroup', name: auction.song.user.publicName },
    },
  }
}

registerPageHead('/auctions', async () => siteHead('/auctions', 'Аукціони — Auctions · Kobza'))
registerPageHead('/secondary-sale', async () => siteHead('/secondary-sale', 'Вторинний ринок — Secondary sale · Kobza'))

registerPageHead('/auctions/:uuid', async ({ uuid }) => {
  if (!uuidPattern.test(uuid!)) return null
  const [auction] = await presentAuctions([await findAuction(uuid!)], await marketNow())
  return auctionHead(
    auction!,
    `/auctions/${auction!.id}`,
    `${auction!.song.songName} — ${auction!.song.user.publicName} · Kobza`
  )
})

registerPageHead('/secondary-sale/:uuid', async ({ uuid }) => {
  if (!uuidPattern.test(uuid!)) return null
  const [offer] = await presentOffers([await findOffer(uuid!)], await marketNow())
  const { auction } = offer!
  return auctionHead(
    auction,
    `/secondary-sale/${offer!.id}`,
    `${auction.song.songName} — ${auction.song.user.publicName} · Kobza`
  )
})
