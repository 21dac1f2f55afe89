import type { HttpContext } from '@adonisjs/core/http'
import type { z } from 'zod'
import { catalogueMessages, eventQuery, pageQuery, playlistQuery, songCreate } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { audioSlot, claimResumable, deleteStored, pickFields, pictureSlot, withUploads } from '#media/public'
import { optionalViewer, type User } from '#accounts/public'
import { findAccountByUuid, requireArtistOwner, requireOwner } from '#profiles/public'
import { listSongs } from '#catalogue/actions/list_songs'
import { createSong } from '#catalogue/actions/create_song'
import { deleteSong } from '#catalogue/actions/delete_song'
import { listPlaylists } from '#catalogue/actions/list_playlists'
import { showPlaylist } from '#catalogue/actions/show_playlist'
import { createPlaylist, type StoredCover } from '#catalogue/actions/create_playlist'
import { listEvents } from '#catalogue/actions/list_events'
import { showEvent } from '#catalogue/actions/show_event'
import { createEvent } from '#catalogue/actions/create_event'
import { productsOf } from '#catalogue/actions/products'

const coverMessages = { type: catalogueMessages.coverType, size: catalogueMessages.coverTooLarge }
const songMessages = {
  required: catalogueMessages.songRequired,
  type: catalogueMessages.songType,
  size: catalogueMessages.songTooLarge,
}

/*
 * The create routes are in app/media/multipart_routes.ts's fileRoutes: who may write is decided
 * before the body is read, files are checked (kind by content, size) while they stream, and
 * the temporary files go whatever the outcome (withUploads).
 */

/** The artist behind `:uuid`, when the caller is that artist. */
async function artistOwner(ctx: HttpContext) {
  const artist = await findAccountByUuid(String(ctx.params.uuid))
  await requireArtistOwner(ctx, artist, catalogueMessages.notOwner)
  return artist
}

/** One page of an artist's songs, playlists or events, as `query` reads the page. */
async function pageOf<T>(
  ctx: HttpContext,
  query: z.ZodType<{ page: number; size: number }>,
  list: (artist: User, page: number, size: number) => Promise<T>
) {
  const artist = await findAccountByUuid(String(ctx.params.uuid))
  const { page, size } = validate(query, ctx.request.qs())
  return list(artist, page, size)
}

/** One of an artist's playlists or events by its numeric id. */
async function oneOf<T>(ctx: HttpContext, show: (artist: User, id: number) => Promise<T>) {
  return show(await findAccountByUuid(String(ctx.params.uuid)), idParam(ctx.params.id))
}

/** A playlist or an event: its text fields and an optional cover picture. */
async function createWithCover<T>(
  ctx: HttpContext,
  coverField: string,
  fieldNames: string[],
  create: (artist: User, fields: Record<string, unknown>, cover: StoredCover | null) => Promise<T>
) {
  const artist = await artistOwner(ctx)
  const created = await withUploads(
    ctx.request,
    { [coverField]: pictureSlot(coverMessages) },
    catalogueMessages.unexpectedFile,
    async (form, store) => {
      const cover = await store.picture(form.files.get(coverField), coverField, coverMessages)
      const stored = cover && { coverKey: cover.key, coverThumbnailKey: cover.thumbnailKey }
      return create(artist, pickFields(form, fieldNames), stored)
    }
  )
  return ctx.response.created(created)
}

/** A numeric path id, or a 404 (a non-number names no row). */
function idParam(value: unknown): number {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : 0
}

/** /api/v1/products/:uuid/… — an artist's songs, playlists (albums) and events. Reading is public. */
export default class ProductsController {
  /** Fans see READY songs; the artist also sees those processing or failed. */
  async overview(ctx: HttpContext) {
    const viewer = await optionalViewer(ctx)
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    return productsOf(artist, viewer?.id === artist.id)
  }

  /** Fans see READY songs; the artist also sees those processing or failed. */
  async songs(ctx: HttpContext) {
    const viewer = await optionalViewer(ctx)
    return pageOf(ctx, pageQuery(), (artist, page, size) => listSongs(artist, page, size, viewer?.id === artist.id))
  }

  async createSong(ctx: HttpContext) {
    const artist = await artistOwner(ctx)
    // The spec names song files `songFile`; `file` is what this route first took and clients still send.
    const slot = audioSlot(songMessages)
    const slots = { songFile: slot, file: slot }
    const song = await withUploads(ctx.request, slots, catalogueMessages.unexpectedFile, async (form, store) => {
      const named = form.files.has('songFile') ? 'songFile' : 'file'
      if (form.files.has('songFile') && form.files.has('file'))
        throw ApiException.unprocessable([{ message: catalogueMessages.unexpectedFile, field: 'file' }])
      // A resumable upload (app/media/resumable.ts) stands for the file: finished, the caller's, used once.
      if (form.fields.uploadId !== undefined && form.fields.uploadId !== null) {
        if (form.files.size > 0)
          throw ApiException.unprocessable([{ message: catalogueMessages.unexpectedFile, field: named }])
        validate(songCreate, pickFields(form, ['songName', 'genre']))
        await claimResumable(form, form.fields.uploadId, artist.id, 'song', named)
      }
      const audio = await store.audio(form.files.get(named), named, songMessages)
      return createSong(artist, pickFields(form, ['songName', 'genre']), audio)
    })
    return ctx.response.created(song)
  }

  /** Owner only; the song leaves its playlists (an emptied playlist goes too) and its file is deleted. */
  async deleteSong(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    requireOwner(ctx, artist, catalogueMessages.notOwner)
    const mediaKey = await deleteSong(artist, idParam(ctx.params.songId))
    await deleteStored([mediaKey])
    return ctx.response.noContent()
  }

  async playlists(ctx: HttpContext) {
    return pageOf(ctx, playlistQuery, listPlaylists)
  }

  async playlist(ctx: HttpContext) {
    return oneOf(ctx, showPlaylist)
  }

  async createPlaylist(ctx: HttpContext) {
    return createWithCover(ctx, 'playListCover', ['playListName', 'description', 'type', 'songIds'], createPlaylist)
  }

  async events(ctx: HttpContext) {
    return pageOf(ctx, eventQuery, listEvents)
  }

  async event(ctx: HttpContext) {
    return oneOf(ctx, showEvent)
  }

  async createEvent(ctx: HttpContext) {
    return createWithCover(ctx, 'eventCover', ['eventTitle', 'description', 'eventLink', 'eventStartAt'], createEvent)
  }
}
