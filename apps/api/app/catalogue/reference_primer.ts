import type { PrimedAnswer } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { referenceCache, type ReferenceListName } from '#catalogue/reference_cache'

/**
 * A reference list (genres, eras) as a page primer gives it (#core/page_primers): what
 * `GET /api/v1/<list>` answers, from the same memory, for a page whose screen labels with it.
 */
export async function primedReferenceList(name: ReferenceListName): Promise<PrimedAnswer> {
  const { body } = await referenceCache[name].answer()
  return { method: 'GET', path: routes.catalogue[name].path, body: JSON.parse(body) as unknown }
}
