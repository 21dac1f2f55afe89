import type { HttpContext } from '@adonisjs/core/http'
import { createPostFields, feedMessages, feedQuery, limits, postImageMimeTypes, songMimeTypes } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { receiveMultipart, type ReceivedForm, type UploadSlot } from '#media/public'
import { authorize, bouncerOf, optionalViewer } from '#accounts/public'
import FeedPolicy from '#feed/policy'
import { createPost } from '#feed/actions/create_post'
import { listFeed } from '#feed/actions/list_feed'
import { listWall } from '#feed/actions/list_wall'
import { showPost } from '#feed/actions/show_post'
import { deletePost } from '#feed/actions/delete_post'

const imageSlot: UploadSlot = {
  accepted: postImageMimeTypes,
  maxBytes: limits.coverMaxBytes,
  typeMessage: feedMessages.imageType,
  sizeMessage: feedMessages.imageTooLarge,
}
const songSlot: UploadSlot = {
  accepted: songMimeTypes,
  maxBytes: limits.songMaxBytes,
  typeMessage: feedMessages.songType,
  sizeMessage: feedMessages.songTooLarge,
}

/** The spec's multipart file fields: images[i].file and songs[i].songFile. */
function slotFor(field: string): UploadSlot | null {
  if (/^images\[\d+\]\.file$/.test(field)) return imageSlot
  if (/^songs\[\d+\]\.songFile$/.test(field)) return songSlot
  return null
}

export default class ContentsController {
  /** GET /api/v1/contents */
  async index(ctx: HttpContext) {
    const query = validate(feedQuery, ctx.request.qs())
    return listFeed(await optionalViewer(ctx), query)
  }

  /** GET /api/v1/contents/{uuid}: an artist's wall. */
  async wall(ctx: HttpContext) {
    const query = validate(feedQuery, ctx.request.qs())
    return listWall(ctx.params.uuid, await optionalViewer(ctx), query)
  }

  /** GET /api/v1/contents/{uuid}/{postId} */
  async show(ctx: HttpContext) {
    return showPost(ctx.params.uuid, Number(ctx.params.postId), await optionalViewer(ctx))
  }

  /**
   * POST /api/v1/contents/{uuid}: the spec's multipart (spec 000 §7). Who may post is
   * decided before a byte of the body is read; files are checked while they stream.
   */
  async store({ currentUser, params, request, response }: HttpContext) {
    const author = currentUser!
    await authorize(bouncerOf(author).with(FeedPolicy).execute('post'))
    if (author.uuid !== params.uuid) throw ApiException.forbidden(feedMessages.onlyOwnWall)
    const form: ReceivedForm = request.is(['multipart/form-data'])
      ? await receiveMultipart(request, {
          slotFor,
          // A poll is an attachment too; the exact count is the rules' business, this only stops a flood early.
          maxFiles: limits.postAttachmentsMax,
          tooManyFilesMessage: feedMessages.tooManyAttachments,
          unexpectedFileMessage: feedMessages.unexpectedFile,
        })
      : { fields: request.body(), files: new Map(), discard: async () => {} }
    try {
      const fields = validate(createPostFields, form.fields)
      const images = fields.images.map((_entry, index) => {
        const file = form.files.get(`images[${index}].file`)
        if (!file)
          throw ApiException.unprocessable([{ message: feedMessages.imageFileRequired, field: `images.${index}.file` }])
        return { source: file.path }
      })
      const songs = fields.songs.map((song, index) => {
        const file = form.files.get(`songs[${index}].songFile`)
        if (!file)
          throw ApiException.unprocessable([
            { message: feedMessages.songFileRequired, field: `songs.${index}.songFile` },
          ])
        return { source: file.path, name: song.fileName, genre: song.genre }
      })
      const poll = fields.votes[0]
      const postId = await createPost(author, {
        postType: fields.postType,
        text: fields.simplePost.context,
        images,
        songs,
        poll: poll && {
          title: poll.title,
          options: poll.options,
          isAnonymous: poll.isAnonymous,
          isCanCancelOwnVote: poll.isCanCancelOwnVote,
          isMultiAnswer: poll.isMultiAnswer,
        },
      })
      return response.created(await showPost(author.uuid, postId, author))
    } finally {
      await form.discard()
    }
  }

  /** DELETE /api/v1/contents/{uuid}/{postId}: the author deletes their own post and its media. */
  async destroy({ currentUser, params, response }: HttpContext) {
    await deletePost(currentUser!, params.uuid, Number(params.postId))
    return response.noContent()
  }
}
