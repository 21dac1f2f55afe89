import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { catalogueMessages, eventCreate, totalPages, type CatalogueEvent, type Paged } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import Event from '#catalogue/event'
import { eventColumns, presentEvent, type EventFields } from '#catalogue/presenters'
import type { StoredCover } from '#catalogue/actions/playlists'

/** The artist's events, latest start first (upcoming ones lead): count and page, both indexed. */
export async function listEvents(artist: User, page: number, size: number): Promise<Paged<CatalogueEvent>> {
  const [countRow, elements] = await Promise.all([
    db.from('events').where('user_id', artist.id).count('* as total').first(),
    latestEvents(artist, page * size, size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), size) }
}

/** The artist's events, latest start first, without their total (one indexed query). */
export async function latestEvents(artist: User, offset: number, limit: number): Promise<CatalogueEvent[]> {
  const rows: EventFields[] = await db
    .from('events')
    .select(eventColumns())
    .where('user_id', artist.id)
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
  return rows.map(presentEvent)
}

export async function showEvent(artist: User, eventId: number): Promise<CatalogueEvent> {
  const event = await Event.query().where('id', eventId).where('user_id', artist.id).first()
  if (!event) throw ApiException.notFound()
  return presentEvent(event)
}

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
