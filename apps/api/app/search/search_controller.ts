import type { HttpContext } from '@adonisjs/core/http'
import { searchQuery, searchRequest, searchTypes } from '@kobza/contract'
import { validate } from '#core/validate'
import { ApiException } from '#core/exceptions/api_exception'
import { search } from '#search/search_service'

/** POST /api/v1/search/:type — public like the catalogue it searches (spec 001 §7 gives both readings). */
export default class SearchController {
  async search(ctx: HttpContext) {
    const type = searchTypes.safeParse(String(ctx.params.type).toUpperCase())
    if (!type.success) throw ApiException.notFound()
    const body = validate(searchRequest, ctx.request.body())
    const { page, size } = validate(searchQuery, ctx.request.qs())
    return search({ type: type.data, text: body.textSearch ?? '', genres: body.genres ?? [], page, size })
  }
}
