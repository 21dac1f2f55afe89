import type { HttpContext } from '@adonisjs/core/http'
import {
  commentsQuery,
  legendMessages,
  legendSearchBody,
  legendSearchQuery,
  messages,
  legendsPlaylistQuery,
  pageSizes,
  personLegendCreate,
  songLegendCreate,
} from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { audioSlot, pictureSlot, withUploads } from '#media/public'
import { optionalViewer } from '#accounts/public'
import { commentRequestOf } from '#feed/public'
import { findLegend } from '#legends/actions/find_legend'
import { searchLegends } from '#legends/actions/search'
import { presentLegend } from '#legends/present'
import { voteForLegend } from '#legends/actions/vote'
import { likeLegend, unlikeLegend } from '#legends/actions/likes'
import { addLegendComment, listLegendComments } from '#legends/actions/comments'
import { checkNominationAllowance, nominateLegend } from '#legends/actions/nominate'
import { legendSongsCount, legendsPlaylist } from '#legends/actions/playlist'
import { removeLegend } from '#legends/actions/remove'

const commentsPaging = commentsQuery(pageSizes.comments)
const repliesPaging = commentsQuery(pageSizes.replies)
const coverMessages = { type: legendMessages.coverType, size: legendMessages.coverTooLarge }
const songMessages = {
  required: legendMessages.songRequired,
  type: legendMessages.songType,
  size: legendMessages.songTooLarge,
}

/**
 * The multipart's text fields, with `socialLinks.spotifyUrl` (the spec's names) or
 * `socialLinks[spotifyUrl]` gathered into one `socialLinks` object.
 */
function formFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  const links: Record<string, unknown> = {
    ...(typeof body.socialLinks === 'object' && body.socialLinks !== null ? body.socialLinks : {}),
  }
  for (const [key, value] of Object.entries(body)) {
    if (key.startsWith('socialLinks.')) links[key.slice('socialLinks.'.length)] = value
    else if (key !== 'socialLinks') fields[key] = value
  }
  return { ...fields, socialLinks: links }
}

/** /api/v1/legends — the Hall of Fame (spec 001 §2–§7). Reading is public; the rest needs a session. */
export default class LegendsController {
  async search(ctx: HttpContext) {
    const query = validate(legendSearchQuery, ctx.request.qs())
    const body = validate(legendSearchBody, ctx.request.body())
    return searchLegends((await optionalViewer(ctx)) ?? null, query, body, 'sort' in ctx.request.qs())
  }

  async show(ctx: HttpContext) {
    const legend = await findLegend(ctx.params.id)
    return presentLegend(legend, (await optionalViewer(ctx)) ?? null)
  }

  async vote({ currentUser, params }: HttpContext) {
    return voteForLegend(currentUser!, String(params.id))
  }

  async like({ currentUser, params }: HttpContext) {
    return likeLegend(currentUser!, String(params.id))
  }

  async unlike({ currentUser, params }: HttpContext) {
    return unlikeLegend(currentUser!, String(params.id))
  }

  async remove({ currentUser, params, response }: HttpContext) {
    await removeLegend(currentUser!, await findLegend(params.id))
    return response.noContent()
  }

  async songsLegends({ request }: HttpContext) {
    const { searchText } = validate(legendsPlaylistQuery, request.qs())
    return legendsPlaylist(searchText)
  }

  async songsLegendsCount() {
    return legendSongsCount()
  }

  /* The reader, when signed in: their own comments moderators hid still show to them, marked. */
  async comments(ctx: HttpContext) {
    const paging = validate(commentsPaging, ctx.request.qs())
    const viewer = await optionalViewer(ctx)
    return listLegendComments(String(ctx.params.id), null, { ...paging, viewerId: viewer?.id })
  }

  async replies(ctx: HttpContext) {
    const paging = validate(repliesPaging, ctx.request.qs())
    const viewer = await optionalViewer(ctx)
    return listLegendComments(String(ctx.params.id), Number(ctx.params.commentId), {
      ...paging,
      viewerId: viewer?.id,
    })
  }

  async addComment({ currentUser, params, request, response }: HttpContext) {
    const { comment, idempotencyKey } = commentRequestOf(request)
    return response.created(await addLegendComment(currentUser!, String(params.id), comment, null, idempotencyKey))
  }

  async reply({ currentUser, params, request, response }: HttpContext) {
    const { comment, idempotencyKey } = commentRequestOf(request)
    return response.created(
      await addLegendComment(currentUser!, String(params.id), comment, Number(params.commentId), idempotencyKey)
    )
  }

  /** POST /legends/persons: the text fields are checked before any file is stored. */
  async createPerson(ctx: HttpContext) {
    const owner = ctx.currentUser!
    await checkNominationAllowance(owner)
    const slots = { coverFile: pictureSlot(coverMessages) }
    const legend = await withUploads(ctx.request, slots, messages.unexpectedFile, async (form, store) => {
      const fields = validate(personLegendCreate, formFields(form.fields))
      const cover = await store.picture(form.files.get('coverFile'), 'coverFile', coverMessages)
      if (!cover) throw ApiException.unprocessable([{ message: legendMessages.coverRequired, field: 'coverFile' }])
      return nominateLegend(owner, { ...fields, legendType: 'PERSON' }, { cover, song: null })
    })
    return ctx.response.created(legend)
  }

  /** POST /legends/songs: fields, then the cover, then the song, each checked by content. */
  async createSong(ctx: HttpContext) {
    const owner = ctx.currentUser!
    await checkNominationAllowance(owner)
    const slots = { coverFile: pictureSlot(coverMessages), songFile: audioSlot(songMessages) }
    const legend = await withUploads(ctx.request, slots, messages.unexpectedFile, async (form, store) => {
      const fields = validate(songLegendCreate, formFields(form.fields))
      if (!form.files.has('coverFile'))
        throw ApiException.unprocessable([{ message: legendMessages.coverRequired, field: 'coverFile' }])
      if (!form.files.has('songFile'))
        throw ApiException.unprocessable([{ message: legendMessages.songRequired, field: 'songFile' }])
      const cover = (await store.picture(form.files.get('coverFile'), 'coverFile', coverMessages))!
      const song = await store.audio(form.files.get('songFile'), 'songFile', songMessages)
      return nominateLegend(owner, { ...fields, legendType: 'SONG' }, { cover, song })
    })
    return ctx.response.created(legend)
  }
}
