import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import {
  pageSizes,
  type Auction,
  type AuctionStatus,
  type Era,
  type OfferStatus,
  type SaleOffer,
} from '@kobza/contract'
import { routes } from '@kobza/contract/routes'

/*
 * The markets' calls (spec 002 §7). They name the contract's endpoints (`callNamed`) instead of
 * importing them: the markets' screens are what /auctions's page loads first, and the endpoints'
 * zod schemas then load beside the first request rather than before the first render (and not
 * at all for the page of auctions the page brought).
 */

export interface MarketFilters {
  era?: Era | undefined
  genres: readonly string[]
}

export interface AuctionListParams extends MarketFilters {
  status: AuctionStatus
  /** 0-based, as the API counts. */
  page: number
  keyword: string
}

export interface OfferListParams extends MarketFilters {
  status: OfferStatus
  page: number
}

/** The spec's default order: newest first (createdAt, RECENT). */
export const defaultSort = 'createdAt,RECENT'

function filterQuery(filters: MarketFilters) {
  return {
    ...(filters.era ? { filter_era: filters.era } : {}),
    ...(filters.genres.length > 0 ? { filter_genreType: filters.genres.join(',') } : {}),
  }
}

export const marketKeys = {
  all: ['markets'] as const,
  auctions: ['markets', 'auctions'] as const,
  auction: (id: string) => ['markets', 'auction', id] as const,
  offers: ['markets', 'offers'] as const,
  offer: (id: string) => ['markets', 'offer', id] as const,
  availableSongs: ['markets', 'available-songs'] as const,
  availableTokens: ['markets', 'available-tokens'] as const,
}

/** A page of auctions; a non-empty keyword goes to the search endpoint, an empty one to the list. */
export const auctionPageOptions = (client: ApiClient, params: AuctionListParams) =>
  queryOptions({
    queryKey: [...marketKeys.auctions, params] as const,
    queryFn: async ({ signal }) => {
      const query = {
        page: params.page,
        size: pageSizes.market,
        sort: defaultSort,
        filter_auctionStatus: params.status,
        ...filterQuery(params),
      }
      const keyword = params.keyword.trim()
      if (keyword) {
        const answer = await client.callNamed('markets', 'searchAuctions', { query: { ...query, keyword }, signal })
        return { elements: answer.content, totalPages: answer.totalPages }
      }
      return client.callNamed('markets', 'listAuctions', { query, signal })
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const auctionOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: marketKeys.auction(id),
    queryFn: ({ signal }) => client.callNamed('markets', 'showAuction', { params: { id }, signal }),
  })

export const offerPageOptions = (client: ApiClient, params: OfferListParams) =>
  queryOptions({
    queryKey: [...marketKeys.offers, params] as const,
    queryFn: ({ signal }) =>
      client.callNamed('markets', 'listOffers', {
        query: { page: params.page, size: pageSizes.market, filter_status: params.status, ...filterQuery(params) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const offerOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: marketKeys.offer(id),
    queryFn: ({ signal }) => client.callNamed('markets', 'showOffer', { params: { id }, signal }),
  })

export const availableSongsOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: marketKeys.availableSongs,
    queryFn: async ({ signal }) => (await client.callNamed('markets', 'availableSongs', { signal })).elements,
  })

/** On a Concordium network the API derives the holdings of the connected wallet's `address`. */
export const availableTokensOptions = (client: ApiClient, address?: string) =>
  queryOptions({
    queryKey: [...marketKeys.availableTokens, address ?? null] as const,
    queryFn: async ({ signal }) =>
      (await client.callNamed('markets', 'availableTokens', { query: address ? { address } : {}, signal })).elements,
    staleTime: 0,
  })

export function recordBid(client: ApiClient, id: string, bidAmount: bigint, highestBidder: string): Promise<true> {
  return client.callNamed('markets', 'recordBid', {
    params: { id },
    body: { bidAmount: bidAmount.toString(), highestBidder },
  })
}

export function finishAuction(client: ApiClient, id: string): Promise<Auction> {
  return client.callNamed('markets', 'finishAuction', { params: { id } })
}

export function buyOffer(client: ApiClient, id: string): Promise<SaleOffer> {
  return client.callNamed('markets', 'buyOffer', { params: { id } })
}

export async function generateTokenId(client: ApiClient): Promise<string> {
  return (await client.callNamed('markets', 'generateTokenId')).tokenId
}

/** POST /api/v1/auctions: the `auction` JSON part and the cropped cover as `coverFile`. */
export function createAuction(client: ApiClient, auction: Record<string, unknown>, cover: Blob): Promise<Auction> {
  const form = new FormData()
  form.append('auction', JSON.stringify(auction))
  form.append('coverFile', cover, cover.type === 'image/png' ? 'cover.png' : 'cover.jpg')
  return client.post<Auction>(routes.markets.createAuction.path, form)
}

export function createOffer(
  client: ApiClient,
  body: { totalPrice: bigint; tokensToSell: bigint; auctionId: number; offerId: number }
): Promise<SaleOffer> {
  return client.callNamed('markets', 'createOffer', {
    body: {
      totalPrice: body.totalPrice.toString(),
      tokensToSell: body.tokensToSell.toString(),
      auctionId: body.auctionId,
      offerId: body.offerId,
    },
  })
}
