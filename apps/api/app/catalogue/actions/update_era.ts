import type { AdminEraUpdate } from '@kobza/contract'
import type { User } from '#accounts/public'
import type Era from '#catalogue/era'
import { editReference } from '#catalogue/reference_change'

/**
 * Relabels or reorders an era. The codes are fixed (the markets and legends filter by them), so
 * there is no create or delete.
 */
export function updateEra(actor: User, era: Era, input: AdminEraUpdate): Promise<Era> {
  return editReference(actor, era, input, { action: 'era.updated', idKey: 'eraId' })
}
