/*
 * Market transactions for the ledger bench, made fast: straight on the local ledger kept in a
 * seeded SQLite database (its `ledger_states` snapshot), with the markets' rows the API would
 * have recorded when each auction and offer was opened — and nothing of what happened after
 * (bids, finalizations, purchases), which is what the indexer has to catch up with.
 */
import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import {
  LocalLedger,
  bidRequest,
  buyTokensRequest,
  contract,
  createAuctionRequest,
  createSaleRequest,
  createdAuctionId,
  createdSaleId,
  finalizeRequest,
  mintRequest,
  toUpdateTransaction,
  tokensForCopyrightPercent,
  updateOperatorRequest,
  type FinalizedTransaction,
  type LedgerConfig,
  type UpdateRequest,
  type ParameterJson,
} from '@kobza/ledger'

export interface MarketTrading {
  /** Transactions sent, by kind. */
  counts: { auctions: number; bids: number; finalizes: number; sales: number; buys: number; other: number }
  transactions: number
  /** The ledger's last block once they are all in. */
  topHeight: bigint
  config: LedgerConfig
  /** Ledger ids of the auctions made, for the bid verification reads. */
  auctionIds: number[]
}

interface Person {
  userId: number
  address: string
}

const day = 24 * 3600 * 1000

/** Copies `template` into `table` with `changes` over it: the row's shape stays whatever the migrations made it. */
function insertLike(database: Database.Database, table: string, template: Record<string, unknown>) {
  const columns = Object.keys(template).filter((column) => column !== 'id')
  const statement = database.prepare(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`
  )
  return (changes: Record<string, unknown>) =>
    Number(
      statement.run(Object.fromEntries(columns.map((column) => [column, changes[column] ?? template[column]])))
        .lastInsertRowid
    )
}

/**
 * About `total` transactions on the ledger of `sqliteFile` (seeded with the demo): auctions by the
 * demo artists (mint, operator, create), the demo fans outbidding each other on them, the
 * auctions finalized, their winners listing part of their tokens and other fans buying them.
 */
export async function tradeOnLedger(sqliteFile: string, total: number): Promise<MarketTrading> {
  const database = new Database(sqliteFile)
  try {
    const row = database.prepare("select snapshot, version from ledger_states where name = 'local'").get() as {
      snapshot: string
      version: number
    }
    const ledger = LocalLedger.fromSnapshot(JSON.parse(row.snapshot))
    const { config } = ledger
    const personOf = database.prepare(
      'select u.id as userId, a.address from users u join ledger_accounts a on a.user_id = u.id where u.email = ?'
    )
    const person = (email: string) => {
      const found = personOf.get(email) as Person | undefined
      if (!found) throw new Error(`${email} has no ledger account: seed the demo first`)
      return found
    }
    const artists = ['artist@kobza.local', 'artist2@kobza.local', 'artist3@kobza.local'].map(person)
    const fans = ['fan@kobza.local', 'fan2@kobza.local', 'fan3@kobza.local'].map(person)
    for (const fan of fans) ledger.fund(fan.address, 10n ** 15n)

    const counts = { auctions: 0, bids: 0, finalizes: 0, sales: 0, buys: 0, other: 0 }
    const send = <P extends ParameterJson>(
      from: Person,
      request: UpdateRequest<P>,
      kind: keyof typeof counts
    ): FinalizedTransaction => {
      const finalized = ledger.execute(
        toUpdateTransaction(from.address, request.payload, request.parameters, request.schema)
      )
      if (finalized.summary.transactionType !== 'update')
        throw new Error(
          `${request.payload.receiveName} was rejected: ${JSON.stringify(finalized.summary.rejectReason)}`
        )
      counts[kind] += 1
      return finalized
    }

    // Per auction: 3 to open it, 1 to finalize, and per sale 1 to list and 1 to buy (+1 operator
    // per winner); bids fill the rest.
    const auctionCount = Math.max(1, Math.round(total / 100))
    const salesPerAuction = 5
    const fixed = auctionCount * (3 + 1 + 1 + 2 * salesPerAuction)
    const bidsPerAuction = Math.max(2, Math.floor((total - fixed) / auctionCount))

    const auctionTemplate = database.prepare('select * from auctions order by id limit 1').get() as Record<
      string,
      unknown
    >
    const offerTemplate = database.prepare('select * from sale_offers order by id limit 1').get() as Record<
      string,
      unknown
    >
    if (!auctionTemplate || !offerTemplate) throw new Error('The demo seed made no auctions or offers to copy')
    const insertAuction = insertLike(database, 'auctions', auctionTemplate)
    const insertOffer = insertLike(database, 'sale_offers', offerTemplate)

    const copyrightPercent = 5
    const tokenAmount = tokensForCopyrightPercent(copyrightPercent)
    const initialPriceMicro = 1_000_000n
    const end = new Date(ledger.now() + day)
    end.setUTCMilliseconds(0)
    const auctions: { ledgerId: number; rowId: number; tokenId: string; seller: Person }[] = []
    database.transaction(() => {
      for (let index = 0; index < auctionCount; index += 1) {
        const seller = artists[index % artists.length]!
        const tokenId = randomUUID().replaceAll('-', '').slice(0, 16)
        send(
          seller,
          mintRequest(config, { owner: seller.address, tokenId, metadataUrl: `https://kobza.test/t/${tokenId}` }),
          'other'
        )
        send(
          seller,
          updateOperatorRequest(config, { operator: contract(config.contracts.auction), update: 'add' }),
          'other'
        )
        const item = `Bench auction ${index + 1}`
        const created = send(
          seller,
          createAuctionRequest(config, { item, end, initialPriceMicro, tokenId, tokenAmount }),
          'auctions'
        )
        const ledgerId = createdAuctionId(created, config.contracts.auction)!
        const rowId = insertAuction({
          uuid: randomUUID(),
          ledger_auction_id: ledgerId,
          song_id: null,
          seller_user_id: seller.userId,
          seller_address: seller.address,
          item,
          search_text: item.toLowerCase(),
          ends_at: end.toISOString().replace('T', ' ').replace('Z', ''),
          token_id: tokenId,
          copyright_percent: String(copyrightPercent),
          offered_tokens: tokenAmount.toString(),
          initial_price: initialPriceMicro.toString(),
          highest_bid: null,
          highest_bidder: null,
          status: 'OPEN',
          winner: null,
        })
        auctions.push({ ledgerId, rowId, tokenId, seller })
      }
    })()

    // Bids round-robin over the auctions, the fans outbidding one another by 0.01 CCD.
    const next = new Map(auctions.map((auction) => [auction.ledgerId, initialPriceMicro + 10_000n]))
    for (let round = 0; round < bidsPerAuction; round += 1)
      for (const auction of auctions) {
        const amountMicro = next.get(auction.ledgerId)!
        send(fans[round % fans.length]!, bidRequest(config, { auctionId: auction.ledgerId, amountMicro }), 'bids')
        next.set(auction.ledgerId, amountMicro + 10_000n)
      }
    ledger.advanceTime(day + 1000)
    for (const auction of auctions)
      send(fans[0]!, finalizeRequest(config, { auctionId: auction.ledgerId }), 'finalizes')

    // Each winner lists a tenth of the tokens in five sales; the next fan buys each.
    database.transaction(() => {
      for (const auction of auctions) {
        const winner = fans[(bidsPerAuction - 1) % fans.length]!
        const buyer = fans[(fans.indexOf(winner) + 1) % fans.length]!
        send(
          winner,
          updateOperatorRequest(config, { operator: contract(config.contracts.market), update: 'add' }),
          'other'
        )
        for (let sale = 0; sale < salesPerAuction; sale += 1) {
          const amount = tokenAmount / 10n / BigInt(salesPerAuction)
          const totalPriceMicro = 2_000_000n + BigInt(sale)
          const created = send(
            winner,
            createSaleRequest(config, { tokenId: auction.tokenId, amount, totalPriceMicro }),
            'sales'
          )
          const saleId = createdSaleId(created, config.contracts.market)!
          insertOffer({
            uuid: randomUUID(),
            ledger_sale_id: saleId,
            auction_id: auction.rowId,
            seller_user_id: winner.userId,
            seller_address: winner.address,
            tokens_to_sell: amount.toString(),
            total_price: totalPriceMicro.toString(),
            status: 'ACTIVE',
            buyer: null,
          })
          send(buyer, buyTokensRequest(config, { saleId, totalPriceMicro }), 'buys')
        }
      }
      database
        .prepare("update ledger_states set snapshot = ?, version = version + 1 where name = 'local' and version = ?")
        .run(JSON.stringify(ledger.snapshot()), row.version)
    })()

    const transactions = Object.values(counts).reduce((sum, count) => sum + count, 0)
    return {
      counts,
      transactions,
      topHeight: (await ledger.getConsensus()).blockHeight,
      config,
      auctionIds: auctions.map((auction) => auction.ledgerId),
    }
  } finally {
    database.close()
  }
}
