import { DateTime } from 'luxon'
import { catalogueMessages, eventCreate, type CatalogueEvent } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import Event from '#catalogue/event'
import { presentEvent } from '#catalogue/present'
import type { StoredCover } from '#catalogue/actions/create_playlist'

/** A new event; its start is read as UTC and may not be in the past. */
export async function createEvent(
  artist: User,
  input: Record<string, unknown>,
  cover: StoredCover | null,
  now: DateTime = DateTime.utc()
): Promise<CatalogueEvent> {
  const parsed = validate(eventCreate, input)
  const startAt = DateTime.fromJSDate(parsed.eventStartAt, { zone: 'utc' })
  if (startAt < now.startOf('minute')) {
    throw ApiException.unprocessable([{ message: catalogueMessages.eventInPast, field: 'eventStartAt' }])
  }
  const event = await Event.create({
    userId: artist.id,
    title: parsed.eventTitle,
    description: parsed.description || null,
    link: parsed.eventLink || null,
    startAt,
    coverKey: cover?.coverKey ?? null,
    coverThumbnailKey: cover?.coverThumbnailKey ?? null,
  })
  return presentEvent(event)
}
