import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Auction from '#markets/auction'
import { presentAuction, specTimestamp } from '#markets/present'

function unsavedAuction(endsAt: DateTime) {
  const auction = new Auction()
  auction.merge({
    uuid: '7d7b0c4e-0000-4000-8000-000000000001',
    ledgerAuctionId: 4,
    songId: null,
    sellerUserId: 1,
    sellerAddress: 'seller',
    item: 'Vesna',
    era: 'MODERN_ERA',
    genreType: 'POP',
    description: 'A description long enough',
    customLink: null,
    socialMediaSpotify: null,
    socialMediaTwitter: null,
    textAuthor: null,
    songLabel: null,
    recordingStudio: null,
    yearOfRelease: null,
    composer: null,
    coverKey: 'public/2026/01/00000000-0000-4000-8000-000000000001.png',
    endsAt,
    tokenId: '0a0b',
    copyrightPercent: '5',
    offeredTokens: '5000',
    initialPrice: '18446744073709551615',
    highestBid: null,
    highestBidder: null,
    status: 'OPEN',
    winner: null,
  })
  return auction
}

test.group('Markets presenters', () => {
  test('the end travels as UTC without a zone suffix, whatever zone it was read in', ({ assert }) => {
    const end = DateTime.fromISO('2026-12-01T10:00:00.000+02:00', { setZone: true })
    assert.equal(specTimestamp(end), '2026-12-01T08:00:00.000')
  })

  test('an auction has ended from its end instant on, by the clock given', ({ assert }) => {
    const end = DateTime.fromISO('2026-12-01T08:00:00.000Z')
    const auction = unsavedAuction(end)
    const before = presentAuction(auction, undefined, new Date(end.toMillis() - 1))
    const at = presentAuction(auction, undefined, new Date(end.toMillis()))
    assert.isFalse(before.ended)
    assert.isTrue(at.ended)
    assert.equal(at.auctionStatus, 'OPEN')
  })

  test('amounts stay exact strings and the cover is a media URL', ({ assert }) => {
    const answer = presentAuction(unsavedAuction(DateTime.utc()), undefined, new Date())
    assert.equal(answer.initialPrice, '18446744073709551615')
    assert.match(answer.coverUrl ?? '', /\/public\/2026\/01\/00000000-0000-4000-8000-000000000001\.png$/)
    assert.equal(answer.song.songName, 'Vesna')
  })
})
