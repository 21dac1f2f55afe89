import { type CatalogueEvent } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import Event from '#catalogue/event'
import { presentEvent } from '#catalogue/present'

export async function showEvent(artist: User, eventId: number): Promise<CatalogueEvent> {
  const event = await Event.query().where('id', eventId).where('user_id', artist.id).first()
  if (!event) throw ApiException.notFound()
  return presentEvent(event)
}
