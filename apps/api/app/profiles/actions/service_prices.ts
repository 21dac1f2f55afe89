import type { ServicePrices, ServicePricesUpdate } from '@kobza/contract'
import { servicePricesUpdate } from '@kobza/contract'
import type { z } from 'zod'
import ServicePrice from '#profiles/service_price'

const unset: ServicePrices = {
  subscribePrice: { price: null },
  videoCongratulationPrice: { price: null, rule: null },
}

export function presentServicePrices(row: ServicePrice | null | undefined): ServicePrices {
  if (!row) return unset
  return {
    subscribePrice: { price: row.subscribePrice },
    videoCongratulationPrice: { price: row.videoCongratulationPrice, rule: row.videoCongratulationRule },
  }
}

/** The artist's prices (null until set): what payments charge for a subscription or a video greeting. */
export async function servicePricesOf(artistId: number): Promise<ServicePrices> {
  return presentServicePrices(await ServicePrice.find(artistId))
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
