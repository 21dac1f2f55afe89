import type { HttpContext } from '@adonisjs/core/http'
import { servicePricesUpdate, type ServicePrices } from '@kobza/contract'
import { validate } from '#core/validate'
import { findAccountByUuid } from '#profiles/actions/find_profile_owner'
import { servicePricesOfAccount, setServicePrices } from '#profiles/actions/service_prices'
import { requireArtistOwner } from '#profiles/viewer'

export default class ServicePricesController {
  /** GET /api/v1/service-prices/:uuid — public: fans see the price before subscribing. */
  async show(ctx: HttpContext): Promise<ServicePrices> {
    return servicePricesOfAccount(String(ctx.params.uuid))
  }

  /** PATCH /api/v1/service-prices/:uuid — the owner only; both prices at least 1. */
  async update(ctx: HttpContext): Promise<ServicePrices> {
    const owner = await findAccountByUuid(String(ctx.params.uuid))
    await requireArtistOwner(ctx, owner)
    const input = validate(servicePricesUpdate, ctx.request.body())
    return setServicePrices(owner.id, input)
  }
}
