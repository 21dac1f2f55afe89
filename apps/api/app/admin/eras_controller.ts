import type { HttpContext } from '@adonisjs/core/http'
import { adminEraUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import { Era, updateEra } from '#catalogue/public'
import { presentReference, referenceController } from '#admin/reference_resource'

/** /admin/api/eras — react-admin simple-rest resource: list, show and update only (the codes are fixed). */
export default class AdminErasController extends referenceController('eras', Era, 'Era not found') {
  async update({ params, request, currentUser }: HttpContext) {
    const era = await this.find(params.id)
    return presentReference(await updateEra(currentUser!, era, validate(adminEraUpdate, request.body())))
  }
}
