import type { HttpContext } from '@adonisjs/core/http'
import { chatImageMimeTypes, chatLimits, chatMessages, endpoints, sendChatMessageFields } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { User } from '#accounts/public'
import { withUploads, type UploadSlot } from '#media/public'
import { listChats } from '#chat/actions/list_chats'
import { listMessages } from '#chat/actions/list_messages'
import { receiverFor, sendMessage } from '#chat/actions/send_message'
import { mayChat } from '#chat/actions/may_chat'
import { storeChatImage } from '#chat/actions/store_image'
import { consumeSendAllowance } from '#chat/rate_limit'

const imageSlot: UploadSlot = {
  accepted: chatImageMimeTypes,
  maxBytes: chatLimits.imageMaxBytes,
  typeMessage: chatMessages.imageType,
  sizeMessage: chatMessages.imageTooLarge,
}

export default class ChatsController {
  /** GET /api/v1/chats */
  async index({ currentUser, request }: HttpContext) {
    const query = validate(endpoints.chat.chats.query, request.qs())
    return listChats(currentUser!.id, query)
  }

  /** GET /api/v1/chats/status?opponentUserUuid= : a boolean. */
  async status({ currentUser, request, response }: HttpContext) {
    const { opponentUserUuid } = validate(endpoints.chat.status.query, request.qs())
    const opponent = /^[0-9a-f-]{36}$/i.test(opponentUserUuid)
      ? await User.query().where('uuid', opponentUserUuid.toLowerCase()).first()
      : null
    // A plain JSON boolean (spec 000 §3); `send` would serialise `false` as an empty body.
    response.header('content-type', 'application/json; charset=utf-8')
    return response.send(JSON.stringify(opponent ? await mayChat(currentUser!, opponent) : false))
  }

  /** GET /api/v1/chats/messages/{id}?after=|before= */
  async messages({ currentUser, params, request }: HttpContext) {
    const query = validate(endpoints.chat.messages.query, request.qs())
    return listMessages(Number(params.id), currentUser!.id, query)
  }

  /**
   * POST /api/v1/chats/messages: multipart (spec 000 §7) `messageType`, `receiverUserId`,
   * `message` or `file`. The sender's allowance is counted before the body is read; the file is
   * checked by content while it streams, and decoded only once the receiver is allowed.
   */
  async send({ currentUser, request, response }: HttpContext) {
    const sender = currentUser!
    await consumeSendAllowance(sender.id)
    const sent = await withUploads(request, { file: imageSlot }, chatMessages.unexpectedFile, async (form, store) => {
      const fields = validate(sendChatMessageFields, form.fields)
      const file = form.files.get('file')
      if (fields.messageType === 'IMAGE' && !file)
        throw ApiException.unprocessable([{ message: chatMessages.imageRequired, field: 'file' }])
      const receiver = await receiverFor(sender, fields.receiverUserId)
      const message =
        fields.messageType === 'TEXT'
          ? { type: 'TEXT' as const, body: (fields.message ?? '').trim() }
          : { type: 'IMAGE' as const, body: await storeChatImage(store, file!) }
      return sendMessage(sender, receiver, message)
    })
    return response.created(sent)
  }
}
