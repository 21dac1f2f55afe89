import type { HttpContext } from '@adonisjs/core/http'
import { adminEraUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import { Era, updateEra } from '#catalogue/public'
import { listReference, presentReference } from '#admin/reference_resource'
import { findOr404 } from '#admin/simple_rest'

const findEra = (id: unknown) => findOr404(Era, id, 'Era not found')

/** /admin/api/eras — react-admin simple-rest resource: list, show and update only (the codes are fixed). */
export default class AdminErasController {
  async index(ctx: HttpContext) {
    return listReference(ctx, 'eras', Era)
  }

  async show({ params }: HttpContext) {
    return presentReference(await findEra(params.id))
  }

  async update({ params, request, currentUser }: HttpContext) {
    const era = await findEra(params.id)
    return presentReference(await updateEra(currentUser!, era, validate(adminEraUpdate, request.body())))
  }
}
