import { chatImageMimeTypes, chatMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { newMediaKey, processImage, putMedia, UnreadableMediaError } from '#media/public'

/**
 * Decodes and re-encodes a chat picture (metadata dropped, at most 2400 px a side) and stores it
 * privately: it is only ever served through URLs signed for the chat's two participants.
 */
export async function storeChatImage(source: string | Buffer): Promise<string> {
  const image = await processImage(source, chatImageMimeTypes).catch((error) => {
    if (error instanceof UnreadableMediaError)
      throw ApiException.unprocessable([{ message: chatMessages.unreadableImage, field: 'file' }])
    throw error
  })
  const key = newMediaKey('private', image.type)
  await putMedia(key, image.bytes, image.type)
  return key
}
