import type { HttpContext } from '@adonisjs/core/http'
import {
  chatImageMimeTypes,
  chatLimits,
  chatMessages,
  endpoints,
  sendChatMessageFields,
  type ChatMessageType,
} from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { User } from '#accounts/public'
import { receiveMultipart, type ReceivedForm, type UploadSlot } from '#media/public'
import { listChats } from '#chat/actions/list_chats'
import { listMessages } from '#chat/actions/list_messages'
import { receiverFor, sendMessage } from '#chat/actions/send_message'
import { mayChat } from '#chat/actions/may_chat'
import { storeChatImage } from '#chat/actions/store_image'
import { consumeSendAllowance } from '#chat/rate_limit'
import { deleteMedia } from '#media/public'

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
    const form: ReceivedForm = request.is(['multipart/form-data'])
      ? await receiveMultipart(request, {
          slotFor: (field) => (field === 'file' ? imageSlot : null),
          maxFiles: 1,
          tooManyFilesMessage: chatMessages.unexpectedFile,
          unexpectedFileMessage: chatMessages.unexpectedFile,
        })
      : { fields: request.body(), files: new Map(), discard: async () => {} }
    try {
      const fields = validate(sendChatMessageFields, form.fields)
      const file = form.files.get('file')
      if (fields.messageType === 'IMAGE' && !file)
        throw ApiException.unprocessable([{ message: chatMessages.imageRequired, field: 'file' }])
      const receiver = await receiverFor(sender, fields.receiverUserId)
      let message: { type: ChatMessageType; body: string }
      if (fields.messageType === 'TEXT') {
        message = { type: 'TEXT', body: (fields.message ?? '').trim() }
      } else {
        message = { type: 'IMAGE', body: await storeChatImage(file!.path) }
      }
      try {
        return response.created(await sendMessage(sender, receiver, message))
      } catch (error) {
        if (message.type === 'IMAGE') await deleteMedia([message.body])
        throw error
      }
    } finally {
      await form.discard()
    }
  }
}
