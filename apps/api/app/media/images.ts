import sharp from 'sharp'
import type { MediaType } from '#media/media_types'

/** The file is not a picture sharp can decode (or not of an accepted kind). */
export class UnreadableMediaError extends Error {}

export interface ProcessedImage {
  type: 'image/png' | 'image/jpeg' | 'image/webp'
  bytes: Buffer
  width: number
  height: number
  /** A small WebP for lists, cropped to the post cover's 1.5 ratio. */
  thumbnail: Buffer
}

/** Largest side kept; bigger pictures are scaled down, never up. */
const MAX_SIDE = 2400
/** Decoding refuses pictures above this many pixels (a decompression bomb guard). */
const MAX_INPUT_PIXELS = 60_000_000

/**
 * Decodes and re-encodes a picture: EXIF orientation applied, every metadata block (GPS,
 * camera, comments) dropped, at most 2400 px a side, plus a thumbnail.
 */
export async function processImage(source: string | Buffer, accepted: readonly MediaType[]): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const }
  let format: string | undefined
  try {
    format = (await sharp(source, options).metadata()).format
  } catch {
    throw new UnreadableMediaError('unreadable image')
  }
  const type =
    format === 'png' ? 'image/png' : format === 'jpeg' ? 'image/jpeg' : format === 'webp' ? 'image/webp' : null
  if (!type || !accepted.includes(type)) throw new UnreadableMediaError(`unaccepted image format ${format}`)
  try {
    const resized = sharp(source, options)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    const encoded =
      type === 'image/png'
        ? resized.png({ compressionLevel: 7 })
        : type === 'image/webp'
          ? resized.webp({ quality: 86 })
          : resized.jpeg({ quality: 86 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const thumbnail = await sharp(data)
      .resize({ width: 600, height: 400, fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer()
    return { type, bytes: data, width: info.width, height: info.height, thumbnail }
  } catch {
    throw new UnreadableMediaError('image could not be decoded')
  }
}
