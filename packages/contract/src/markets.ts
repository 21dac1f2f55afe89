import { z } from 'zod'
import { auctionStatuses, eras, offerStatuses } from './enums.js'
import { limits, pageSizes } from './limits.js'
import { pageQuery, paged, pagedContent } from './paging.js'
import { httpLink } from './links.js'

/*
 * The markets (spec 002 §3, §7): auctions of an artist's song rights and the secondary market
 * of RR tokens. Every price is micro CCD and every token count an RR amount, both as decimal
 * strings: they are u64 on the ledger and must stay exact end to end.
 */

/**
 * The amount as a bigint, or null when it is not digits. zod runs every check even after the
 * regex failed, and `BigInt('1e309')` throws: the refinements read it through this.
 */
const wholeNumber = (value: string) => (/^\d{1,20}$/.test(value) ? BigInt(value) : null)

/** A u64 amount as a decimal string (micro CCD or RR tokens). */
export const ledgerAmount = z
  .string()
  .regex(/^\d{1,20}$/, 'Must be a whole number')
  .refine((value) => (wholeNumber(value) ?? 0n) < 1n << 64n, 'Too large')
export const positiveLedgerAmount = ledgerAmount.refine(
  (value) => (wholeNumber(value) ?? 1n) > 0n,
  'Must be greater than 0'
)

/** A contract's own id of an auction or a sale (u32). */
export const ledgerId = z.coerce.number().int().min(0).max(0xffffffff)

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : []
  )

const marketFilters = {
  filter_era: eras.schema.optional(),
  filter_genreType: commaList,
}

/** GET /api/v1/auctions: 0-based page, 9 cards, newest first unless `sort` says otherwise. */
export const auctionListQuery = pageQuery(pageSizes.market).extend({
  sort: z.string().optional(),
  ...marketFilters,
  filter_auctionStatus: auctionStatuses.optional(),
})
export type AuctionListQuery = z.infer<typeof auctionListQuery>

export const auctionSearchQuery = auctionListQuery.extend({ keyword: z.string().trim().max(100).default('') })
export type AuctionSearchQuery = z.infer<typeof auctionSearchQuery>

export const marketSongUser = z.object({ id: z.number(), uuid: z.string(), publicName: z.string() })

export const marketSong = z.object({
  /** The catalogue's song, when the auction names one. */
  id: z.number().nullable(),
  songName: z.string(),
  fileUrl: z.string().nullable(),
  user: marketSongUser,
})

/** An auction as read (spec 002 §3). `id` is the platform's uuid, `auctionId` the contract's id. */
export const auction = z.object({
  id: z.string(),
  auctionId: z.number(),
  coverUrl: z.string().nullable(),
  song: marketSong,
  era: eras.schema,
  genreType: z.string().nullable(),
  description: z.string(),
  customLink: z.string().nullable(),
  socialMediaSpotify: z.string().nullable(),
  socialMediaTwitter: z.string().nullable(),
  textAuthor: z.string().nullable(),
  songLabel: z.string().nullable(),
  recordingStudio: z.string().nullable(),
  yearOfRelease: z.number().nullable(),
  composer: z.string().nullable(),
  /** The end, UTC, without a zone suffix (spec 002 §3). */
  duration: z.string(),
  tokenId: z.string(),
  copyrightPercent: z.string(),
  offeredTokens: ledgerAmount,
  initialPrice: ledgerAmount,
  highestBid: ledgerAmount.nullable(),
  highestBidder: z.string().nullable(),
  auctionStatus: auctionStatuses,
  authorUuid: z.string(),
  /** At or past `duration` by the ledger's clock (status changes only through finalization). */
  ended: z.boolean(),
})
export type Auction = z.infer<typeof auction>

/** The JSON part of POST /api/v1/auctions; the cover travels as `coverFile`. */
export const auctionCreateRequest = z.object({
  songId: z.coerce.number().int().positive(),
  era: eras.schema,
  description: z.string().trim().min(limits.auctionDescription.min).max(limits.auctionDescription.max),
  /** The end the auction was created with on the ledger (ISO, UTC). */
  duration: z.string().min(1),
  copyrightPercent: z.coerce.number().positive().max(100),
  initialPrice: positiveLedgerAmount,
  offeredTokens: positiveLedgerAmount,
  tokenId: z.string().regex(/^([0-9a-f]{2}){0,255}$/, 'A token id is hex bytes'),
  auctionId: ledgerId,
  auctionStatus: z.literal('OPEN').default('OPEN'),
  genreType: z.string().max(32).optional(),
  customLink: httpLink(500).optional(),
  socialMediaSpotify: httpLink(500).optional(),
  socialMediaTwitter: httpLink(500).optional(),
  textAuthor: z.string().max(255).optional(),
  songLabel: z.string().max(255).optional(),
  recordingStudio: z.string().max(255).optional(),
  yearOfRelease: z.coerce.number().int().min(1000).max(9999).optional(),
  composer: z.string().max(limits.composerMax).optional(),
})
export type AuctionCreateRequest = z.infer<typeof auctionCreateRequest>

/** PATCH /api/v1/auctions/:id/bid — what the browser saw finalized; the server checks the ledger. */
export const bidUpdateRequest = z.object({ bidAmount: positiveLedgerAmount, highestBidder: z.string().min(1) })
export type BidUpdateRequest = z.infer<typeof bidUpdateRequest>

export const generatedTokenId = z.object({ tokenId: z.string() })

export const availableSong = z.object({ id: z.number(), songName: z.string(), fileUrl: z.string().nullable() })

export const offerListQuery = pageQuery(pageSizes.market).extend({
  ...marketFilters,
  filter_status: offerStatuses.optional(),
})
export type OfferListQuery = z.infer<typeof offerListQuery>

export const saleOffer = z.object({
  id: z.string(),
  offerId: z.number(),
  status: offerStatuses,
  tokensToSell: ledgerAmount,
  totalPrice: ledgerAmount,
  buyer: z.string().nullable(),
  auction,
})
export type SaleOffer = z.infer<typeof saleOffer>

/** The caller's RR tokens of one auction; `freeTokens` is what their ledger account holds. */
export const availableTokens = z.object({ auctionId: z.number(), freeTokens: ledgerAmount, auction })
export type AvailableTokens = z.infer<typeof availableTokens>

/** POST /api/v1/secondary-market/offers/: `auctionId` and `offerId` are the contracts' ids. */
export const offerCreateRequest = z.object({
  totalPrice: positiveLedgerAmount,
  tokensToSell: positiveLedgerAmount,
  auctionId: ledgerId,
  offerId: ledgerId,
})
export type OfferCreateRequest = z.infer<typeof offerCreateRequest>

export const auctionPage = paged(auction)
export const auctionSearchPage = pagedContent(auction)
export const offerPage = paged(saleOffer)
export const availableSongList = z.object({ elements: z.array(availableSong) })
export const availableTokenList = z.object({ elements: z.array(availableTokens) })
