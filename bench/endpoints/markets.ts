import type { Database } from 'better-sqlite3'
import { defineEndpoints } from '../src/endpoint.ts'

/*
 * The two market lists (spec 002 §7): a page of 9 open auctions, newest first, and a page of 9
 * active secondary offers with their auctions. The bare routes answer with the same rows, the
 * seller's public name joined in; Kobza's cost on top is its presenters (signed cover and song
 * URLs, the ledger's clock for `ended`).
 */
const auctionColumns = `a.uuid, a.ledger_auction_id, a.item, a.era, a.genre_type, a.description, a.cover_key,
  a.ends_at, a.token_id, a.copyright_percent, a.offered_tokens, a.initial_price, a.highest_bid,
  a.highest_bidder, a.status, a.song_id, u.uuid as seller_uuid, u.public_name as seller_name`

const auctionsSql = `select ${auctionColumns} from auctions a join users u on u.id = a.seller_user_id
  where a.status = ? order by a.created_at desc, a.id desc limit 9 offset 0`
const auctionsCountSql = 'select count(*) as total from auctions where status = ?'

const offersSql = `select o.uuid as offer_uuid, o.ledger_sale_id, o.status as offer_status, o.tokens_to_sell,
  o.total_price, o.buyer, ${auctionColumns}
  from sale_offers o join auctions a on a.id = o.auction_id join users u on u.id = a.seller_user_id
  where o.status = ? order by o.created_at desc, o.id desc limit 9 offset 0`
const offersCountSql = 'select count(*) as total from sale_offers where status = ?'

type Row = Record<string, string | number | null>

function auctionOf(row: Row) {
  return {
    id: row.uuid,
    auctionId: row.ledger_auction_id,
    coverUrl: row.cover_key,
    song: {
      id: row.song_id,
      songName: row.item,
      fileUrl: null,
      user: { uuid: row.seller_uuid, publicName: row.seller_name },
    },
    era: row.era,
    genreType: row.genre_type,
    description: row.description,
    duration: row.ends_at,
    tokenId: row.token_id,
    copyrightPercent: row.copyright_percent,
    offeredTokens: row.offered_tokens,
    initialPrice: row.initial_price,
    highestBid: row.highest_bid,
    highestBidder: row.highest_bidder,
    auctionStatus: row.status,
  }
}

function page(database: Database, listSql: string, countSql: string, status: string, map: (row: Row) => unknown) {
  const list = database.prepare<[string], Row>(listSql)
  const count = database.prepare<[string], { total: number }>(countSql)
  return () => ({
    elements: list.all(status).map(map),
    totalPages: Math.ceil((count.get(status)?.total ?? 0) / 9),
  })
}

export default defineEndpoints([
  {
    name: 'auctions (open, page 0)',
    method: 'GET',
    path: '/api/v1/auctions?page=0&size=9&sort=createdAt%2CRECENT&filter_auctionStatus=OPEN',
    sql: { query: auctionsSql, params: ['OPEN'] },
    fastify: (database) => page(database, auctionsSql, auctionsCountSql, 'OPEN', auctionOf),
  },
  {
    name: 'offers (active, page 0)',
    method: 'GET',
    path: '/api/v1/secondary-market/offers?page=0&size=9&filter_status=ACTIVE',
    sql: { query: offersSql, params: ['ACTIVE'] },
    fastify: (database) =>
      page(database, offersSql, offersCountSql, 'ACTIVE', (row) => ({
        id: row.offer_uuid,
        offerId: row.ledger_sale_id,
        status: row.offer_status,
        tokensToSell: row.tokens_to_sell,
        totalPrice: row.total_price,
        buyer: row.buyer,
        auction: auctionOf(row),
      })),
  },
])
