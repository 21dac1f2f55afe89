import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the markets feature (auctions and the secondary market); the shape the Ukrainian file must match. */
export const en = {
  titles: {
    auctions: 'Auctions',
    auction: 'Auction',
    addInitialSale: 'Initial sale creating',
    secondarySale: 'Secondary Market',
    secondaryOffer: 'Secondary sale',
    sellTokens: 'Secondary sale creating',
  },
  placeholder: {
    auctions:
      'Initial sales of song royalty tokens: browse open and finished auctions and bid with a Concordium wallet.',
    auction: 'Auction details: the song, the royalty share on sale, the highest bid and the time left.',
    addInitialSale: 'Artists put a share of a song’s royalties up for auction as tokens.',
    secondarySale: 'Buy and sell song royalty tokens between holders at a fixed price.',
    secondaryOffer: 'Offer details: the song, the tokens on sale and the total price.',
    sellTokens: 'Put royalty tokens you hold up for sale at a price you set.',
  },
}

export type MarketsStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    markets: typeof en
  }
}
