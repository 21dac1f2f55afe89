import type { HttpContext } from '@adonisjs/core/http'
import { catalogueMessages, eventQuery, pageQuery, playlistQuery } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import {
  audioSlot,
  deleteStored,
  findAccountByUuid,
  pickFields,
  pictureSlot,
  receiveUploads,
  requireArtistOwner,
  requireOwner,
  storeAudio,
  storePicture,
} from '#profiles/public'
import { listSongs } from '#catalogue/actions/list_songs'
import { createSong } from '#catalogue/actions/create_song'
import { deleteSong } from '#catalogue/actions/delete_song'
import { listPlaylists } from '#catalogue/actions/list_playlists'
import { showPlaylist } from '#catalogue/actions/show_playlist'
import { createPlaylist } from '#catalogue/actions/create_playlist'
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
 * the temporary files go whatever the outcome (form.discard()).
 */

/** A numeric path id, or a 404 (a non-number names no row). */
function idParam(value: unknown): number {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : 0
}

/** Stores what a use case needs and removes it again when the use case refuses. */
async function withStored<Stored, Result>(
  stored: Stored,
  keys: (stored: Stored) => Array<string | null | undefined>,
  use: (stored: Stored) => Promise<Result>
): Promise<Result> {
  try {
    return await use(stored)
  } catch (error) {
    await deleteStored(keys(stored))
    throw error
  }
}

/** /api/v1/products/:uuid/… — an artist's songs, playlists (albums) and events. Reading is public. */
export default class ProductsController {
  async overview(ctx: HttpContext) {
    return productsOf(await findAccountByUuid(String(ctx.params.uuid)))
  }

  async songs(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    const { page, size } = validate(pageQuery(), ctx.request.qs())
    return listSongs(artist, page, size)
  }

  async createSong(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    requireArtistOwner(ctx, artist, catalogueMessages.notOwner)
    // The spec names song files `songFile`; `file` is what this route first took and clients still send.
    const slot = audioSlot(songMessages)
    const form = await receiveUploads(ctx.request, { songFile: slot, file: slot }, catalogueMessages.unexpectedFile)
    try {
      const named = form.files.has('songFile') ? 'songFile' : 'file'
      if (form.files.has('songFile') && form.files.has('file'))
        throw ApiException.unprocessable([{ message: catalogueMessages.unexpectedFile, field: 'file' }])
      const audio = await storeAudio(form.files.get(named), named, songMessages)
      const song = await withStored(
        audio,
        (stored) => [stored.mediaKey],
        (stored) => createSong(artist, pickFields(form, ['songName', 'genre']), stored)
      )
      return ctx.response.created(song)
    } finally {
      await form.discard()
    }
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
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    const { page, size } = validate(playlistQuery, ctx.request.qs())
    return listPlaylists(artist, page, size)
  }

  async playlist(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    return showPlaylist(artist, idParam(ctx.params.id))
  }

  async createPlaylist(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    requireArtistOwner(ctx, artist, catalogueMessages.notOwner)
    const form = await receiveUploads(
      ctx.request,
      { playListCover: pictureSlot(coverMessages) },
      catalogueMessages.unexpectedFile
    )
    try {
      const cover = await storePicture(form.files.get('playListCover'), 'playListCover', coverMessages)
      const playlist = await withStored(
        cover,
        (stored) => [stored?.key, stored?.thumbnailKey],
        (stored) =>
          createPlaylist(
            artist,
            pickFields(form, ['playListName', 'description', 'type', 'songIds']),
            stored ? { coverKey: stored.key, coverThumbnailKey: stored.thumbnailKey } : null
          )
      )
      return ctx.response.created(playlist)
    } finally {
      await form.discard()
    }
  }

  async events(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    const { page, size } = validate(eventQuery, ctx.request.qs())
    return listEvents(artist, page, size)
  }

  async event(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    return showEvent(artist, idParam(ctx.params.id))
  }

  async createEvent(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    requireArtistOwner(ctx, artist, catalogueMessages.notOwner)
    const form = await receiveUploads(
      ctx.request,
      { eventCover: pictureSlot(coverMessages) },
      catalogueMessages.unexpectedFile
    )
    try {
      const cover = await storePicture(form.files.get('eventCover'), 'eventCover', coverMessages)
      const event = await withStored(
        cover,
        (stored) => [stored?.key, stored?.thumbnailKey],
        (stored) =>
          createEvent(
            artist,
            pickFields(form, ['eventTitle', 'description', 'eventLink', 'eventStartAt']),
            stored ? { coverKey: stored.key, coverThumbnailKey: stored.thumbnailKey } : null
          )
      )
      return ctx.response.created(event)
    } finally {
      await form.discard()
    }
  }
}
