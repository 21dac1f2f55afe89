import type { ApiClient } from '@kobza/api-client'
import type { Auction, AvailableTokens, Era, SaleOffer } from '@kobza/contract'
import {
  auctionEnd,
  bidRequest,
  buyTokensRequest,
  contract,
  createAuctionRequest,
  createSaleRequest,
  createdAuctionId,
  createdSaleId,
  finalizeRequest,
  ledgerMessages,
  mintRequest,
  submitUpdate,
  tokensForCopyrightPercent,
  updateOperatorRequest,
  type UpdateRequest,
} from '@kobza/ledger'
import { buyOffer, createAuction, createOffer, finishAuction, generateTokenId, recordBid } from '../api/marketsApi'
import type { MarketLedger } from './marketLedger'
import {
  FlowError,
  StepError,
  loadInitialSaleProgress,
  saveInitialSaleProgress,
  type InitialSaleProgress,
  type InitialSaleStep,
  type SecondarySaleStep,
} from './steps'

/*
 * The spec's ledger flows (002 §4), written once for both wallets: each sends through the
 * connected wallet, waits for finalization, reads the outcome (a reject becomes the mapped
 * message), and only then tells the API, which re-reads the ledger before recording anything.
 */

async function send(ledger: MarketLedger, build: (address: string) => UpdateRequest) {
  const { provider, address } = await ledger.connection.requireAccount()
  const confirmed = await submitUpdate({ provider, address, node: ledger.node, request: build(address) })
  return { address, confirmed }
}

/** Bid flow: the ledger call paying the bid, then PATCH …/bid; resolves with the bidder's address. */
export async function placeBid(
  ledger: MarketLedger,
  client: ApiClient,
  auction: Auction,
  amountMicro: bigint
): Promise<string> {
  const { address } = await send(ledger, () => bidRequest(ledger.config, { auctionId: auction.auctionId, amountMicro }))
  const answer = await recordBid(client, auction.id, amountMicro, address)
  if (!answer) throw new FlowError(ledgerMessages.mintFailed)
  return address
}

/** Finalize flow: the ledger call, then PATCH …/finish, whose answer replaces the auction. */
export async function finalizeAuction(ledger: MarketLedger, client: ApiClient, auction: Auction): Promise<Auction> {
  await send(ledger, () => finalizeRequest(ledger.config, { auctionId: auction.auctionId }))
  return finishAuction(client, auction.id)
}

/** Buy flow: the ledger call paying the lot's total price, then PATCH …/buy. */
export async function buyTokens(ledger: MarketLedger, client: ApiClient, offer: SaleOffer): Promise<SaleOffer> {
  await send(ledger, () =>
    buyTokensRequest(ledger.config, { saleId: offer.offerId, totalPriceMicro: BigInt(offer.totalPrice) })
  )
  return buyOffer(client, offer.id)
}

export interface InitialSaleForm {
  songId: number
  songName: string
  era: Era
  description: string
  durationSeconds: number
  copyrightPercent: number
  initialPriceMicro: bigint
  cover: Blob
  optional: Partial<
    Record<
      | 'customLink'
      | 'socialMediaSpotify'
      | 'socialMediaTwitter'
      | 'textAuthor'
      | 'songLabel'
      | 'recordingStudio'
      | 'composer',
      string
    >
  > & { yearOfRelease?: number }
}

async function step<S extends InitialSaleStep | SecondarySaleStep, T>(
  name: S,
  onStep: (step: S) => void,
  work: () => Promise<T>
): Promise<T> {
  onStep(name)
  try {
    return await work()
  } catch (error) {
    throw new StepError(name, error)
  }
}

/**
 * Initial sale creation (spec 002 §4): mint → operator → create auction → read its id → post.
 * Each finished step is saved before the next starts; a later call for the same song and
 * account picks up where the last one stopped.
 */
export async function createInitialSale(
  ledger: MarketLedger,
  client: ApiClient,
  userUuid: string,
  form: InitialSaleForm,
  onStep: (step: InitialSaleStep) => void
): Promise<Auction> {
  const { address } = await ledger.connection.requireAccount()
  const saved = loadInitialSaleProgress(userUuid)
  let progress: InitialSaleProgress =
    saved && saved.songId === form.songId && saved.account === address
      ? saved
      : { songId: form.songId, account: address, tokenId: '', minted: false, operator: false }

  if (!progress.tokenId) {
    const tokenId = await step('token', onStep, () => generateTokenId(client))
    progress = { ...progress, tokenId }
    saveInitialSaleProgress(userUuid, progress)
  }
  if (!progress.minted) {
    await step('mint', onStep, () =>
      send(ledger, (owner) =>
        mintRequest(ledger.config, {
          owner,
          tokenId: progress.tokenId,
          metadataUrl: `${location.origin}/auctions?token=${progress.tokenId}`,
        })
      )
    )
    progress = { ...progress, minted: true }
    saveInitialSaleProgress(userUuid, progress)
  }
  if (!progress.operator) {
    await step('operator', onStep, () =>
      send(ledger, () =>
        updateOperatorRequest(ledger.config, { operator: contract(ledger.config.contracts.auction), update: 'add' })
      )
    )
    progress = { ...progress, operator: true }
    saveInitialSaleProgress(userUuid, progress)
  }
  if (!progress.auction) {
    const created = await step('auction', onStep, async () => {
      // Whole seconds: the API compares the recorded end with the ledger's to the millisecond.
      const end = new Date(Math.floor(auctionEnd(await ledger.now(), form.durationSeconds).getTime() / 1000) * 1000)
      const tokenAmount = tokensForCopyrightPercent(form.copyrightPercent)
      const { confirmed } = await send(ledger, () =>
        createAuctionRequest(ledger.config, {
          item: form.songName,
          end,
          initialPriceMicro: form.initialPriceMicro,
          tokenId: progress.tokenId,
          tokenAmount,
        })
      )
      const auctionId = createdAuctionId(confirmed, ledger.config.contracts.auction)
      if (auctionId === undefined) throw new FlowError(ledgerMessages.somethingWentWrong)
      return {
        auctionId,
        end: end.toISOString(),
        tokenAmount: tokenAmount.toString(),
        initialPrice: form.initialPriceMicro.toString(),
      }
    })
    progress = { ...progress, auction: created }
    saveInitialSaleProgress(userUuid, progress)
  }
  const onLedger = progress.auction!
  const auction = await step('save', onStep, () =>
    createAuction(
      client,
      {
        songId: form.songId,
        era: form.era,
        description: form.description,
        duration: onLedger.end,
        copyrightPercent: form.copyrightPercent,
        initialPrice: onLedger.initialPrice,
        offeredTokens: onLedger.tokenAmount,
        tokenId: progress.tokenId,
        auctionId: onLedger.auctionId,
        auctionStatus: 'OPEN',
        ...Object.fromEntries(Object.entries(form.optional).filter(([, value]) => value !== undefined && value !== '')),
      },
      form.cover
    )
  )
  saveInitialSaleProgress(userUuid, null)
  return auction
}

/** Secondary sale creation (spec 002 §4): operator → create the sale → read its id → post. */
export async function createSecondarySale(
  ledger: MarketLedger,
  client: ApiClient,
  holding: AvailableTokens,
  input: { totalPriceMicro: bigint; tokensToSell: bigint },
  onStep: (step: SecondarySaleStep) => void
): Promise<SaleOffer> {
  const key = `kobza.markets.secondarySale.${holding.auctionId}`
  const pending = (() => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as {
        offerId: number
        tokensToSell: string
        totalPrice: string
      } | null
    } catch {
      return null
    }
  })()
  // A sale already on the ledger for these terms (the post failed last time) is posted, not created again.
  const resumed =
    pending &&
    pending.tokensToSell === input.tokensToSell.toString() &&
    pending.totalPrice === input.totalPriceMicro.toString()
      ? pending.offerId
      : undefined
  if (resumed === undefined)
    await step('operator', onStep, () =>
      send(ledger, () =>
        updateOperatorRequest(ledger.config, { operator: contract(ledger.config.contracts.market), update: 'add' })
      )
    )
  const offerId =
    resumed ??
    (await step('sale', onStep, async () => {
      const { confirmed } = await send(ledger, () =>
        createSaleRequest(ledger.config, {
          tokenId: holding.auction.tokenId,
          amount: input.tokensToSell,
          totalPriceMicro: input.totalPriceMicro,
        })
      )
      const id = createdSaleId(confirmed, ledger.config.contracts.market)
      if (id === undefined) throw new FlowError(ledgerMessages.noTokens)
      localStorage.setItem(
        key,
        JSON.stringify({
          offerId: id,
          tokensToSell: input.tokensToSell.toString(),
          totalPrice: input.totalPriceMicro.toString(),
        })
      )
      return id
    }))
  const offer = await step('save', onStep, () =>
    createOffer(client, {
      totalPrice: input.totalPriceMicro,
      tokensToSell: input.tokensToSell,
      auctionId: holding.auctionId,
      offerId,
    })
  )
  localStorage.removeItem(key)
  return offer
}

/* The sale form's price parsing travels with the flows, so the form loads the ledger code only on submit. */
export { MoneyError, minSalePriceMicro, parseCcdDecimal } from '@kobza/ledger'
