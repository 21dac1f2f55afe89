import type { HttpContext } from '@adonisjs/core/http'
import { legendSettings as settingsSchema } from '@kobza/contract'
import { validate } from '#core/validate'
import { legendSettings, saveLegendSettings } from '#legends/public'

/** /admin/api/legend-settings — one record (id 1) that administrators edit. */
export default class LegendSettingsController {
  async index(ctx: HttpContext) {
    ctx.response.header('content-range', 'legend-settings 0-0/1')
    return [{ id: 1, ...(await legendSettings()) }]
  }

  async show() {
    return { id: 1, ...(await legendSettings()) }
  }

  async update(ctx: HttpContext) {
    const input = validate(settingsSchema, ctx.request.body())
    return { id: 1, ...(await saveLegendSettings(input, ctx.currentUser!)) }
  }
}
