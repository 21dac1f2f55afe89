import db from '@adonisjs/lucid/services/db'
import type { ServicePrices, ServicePricesUpdate } from '@kobza/contract'
import { servicePricesUpdate } from '@kobza/contract'
import type { z } from 'zod'
import ServicePrice from '#profiles/service_price'
import { ApiException } from '#core/exceptions/api_exception'
import { isUuid } from '#profiles/actions/find_profile_owner'

const unset: ServicePrices = {
  subscribePrice: { price: null },
  videoCongratulationPrice: { price: null, rule: null },
}

/** What the answer shows of the prices, from the model or a plain read. */
export type ServicePriceFields = Pick<
  ServicePrice,
  'userId' | 'subscribePrice' | 'videoCongratulationPrice' | 'videoCongratulationRule'
>

export function presentServicePrices(row: Omit<ServicePriceFields, 'userId'> | null | undefined): ServicePrices {
  if (!row) return unset
  return {
    subscribePrice: { price: row.subscribePrice },
    videoCongratulationPrice: { price: row.videoCongratulationPrice, rule: row.videoCongratulationRule },
  }
}

/** The price columns, named as ServicePriceFields reads them. */
const priceColumns = [
  'service_prices.user_id as userId',
  'service_prices.subscribe_price as subscribePrice',
  'service_prices.video_congratulation_price as videoCongratulationPrice',
  'service_prices.video_congratulation_rule as videoCongratulationRule',
]

/** The artist's prices (null until set): what payments charge for a subscription or a video greeting. */
export async function servicePricesOf(artistId: number): Promise<ServicePrices> {
  const row: ServicePriceFields | null = await db
    .from('service_prices')
    .where('user_id', artistId)
    .select(priceColumns)
    .first()
  return presentServicePrices(row)
}

/** GET /service-prices/:uuid: the active account's prices in one query (404 for no such account). */
export async function servicePricesOfAccount(uuid: string): Promise<ServicePrices> {
  if (!isUuid(uuid)) throw ApiException.notFound()
  const row: (Omit<ServicePriceFields, 'userId'> & { userId: number | null }) | null = await db
    .from('users')
    .leftJoin('service_prices', 'service_prices.user_id', 'users.id')
    .where('users.uuid', uuid.toLowerCase())
    .where('users.status', 'ACTIVE')
    .select(priceColumns)
    .first()
  if (!row) throw ApiException.notFound()
  return presentServicePrices(row.userId === null ? null : row)
}

/** Sets both prices; a blank rules text is stored as null. */
export async function setServicePrices(
  artistId: number,
  input: z.output<typeof servicePricesUpdate> | ServicePricesUpdate
): Promise<ServicePrices> {
  const parsed = servicePricesUpdate.parse(input)
  const rule = (parsed.rule ?? parsed.videoCongratulationPrice.rule ?? '').trim()
  const row = await ServicePrice.updateOrCreate(
    { userId: artistId },
    {
      subscribePrice: parsed.subscribePrice,
      videoCongratulationPrice: parsed.videoCongratulationPrice.price,
      videoCongratulationRule: rule === '' ? null : rule,
    }
  )
  return presentServicePrices(row)
}
