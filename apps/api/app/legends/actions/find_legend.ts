import { legendMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import Legend from '#legends/legend'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The legend with this uuid, or a 404 (a malformed uuid names no legend either). */
export async function findLegend(uuid: unknown): Promise<Legend> {
  const legend = typeof uuid === 'string' && uuidPattern.test(uuid) ? await Legend.findBy('uuid', uuid) : null
  if (!legend) throw ApiException.notFound(legendMessages.notFound)
  return legend
}
