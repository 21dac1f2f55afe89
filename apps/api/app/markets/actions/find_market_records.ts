import { ApiException } from '#core/exceptions/api_exception'
import Auction from '#markets/auction'
import SaleOffer from '#markets/sale_offer'

/** The auction behind `/auctions/:id` (the platform's uuid), or a 404. */
export async function findAuction(uuid: string): Promise<Auction> {
  const auction = await Auction.findBy('uuid', uuid)
  if (!auction) throw ApiException.notFound('No such auction')
  return auction
}

/** The offer behind `/secondary-market/offers/:id` with its auction, or a 404. */
export async function findOffer(uuid: string): Promise<SaleOffer> {
  const offer = await SaleOffer.query().where('uuid', uuid).preload('auction').first()
  if (!offer) throw ApiException.notFound('No such offer')
  return offer
}
