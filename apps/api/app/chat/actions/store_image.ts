import { chatImageMimeTypes, chatLimits, chatMessages } from '@kobza/contract'
import type { MediaStore, ReceivedUpload } from '#media/public'

/**
 * Decodes and re-encodes a chat picture (metadata dropped, at most 2400 px a side) and stores it
 * privately: it is only ever served through URLs signed for the chat's two participants.
 */
export async function storeChatImage(store: MediaStore, source: ReceivedUpload | Buffer): Promise<string> {
  const image = await store.picture(
    source,
    'file',
    { type: chatMessages.imageType, size: chatMessages.imageTooLarge },
    {
      visibility: 'private',
      accepted: chatImageMimeTypes,
      maxBytes: chatLimits.imageMaxBytes,
      thumbnail: false,
      unreadable: chatMessages.unreadableImage,
    }
  )
  return image!.key
}
