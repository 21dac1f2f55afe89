import sharp from 'sharp'
import { pictureShapes, type PictureShape } from '@kobza/contract'
import { mediaDisk, mediaExists, pictureRenditionSuffix, putMedia } from '#media/storage'

/** `<base>-<shape><width>.webp`: a picture rendition's key (the contract's pictureRenditionUrl). */
const RENDITION_KEY = new RegExp(`^(.*)-${pictureRenditionSuffix}\\.webp$`)

/** Decoding refuses pictures above this many pixels, as at upload (#media/images). */
const MAX_INPUT_PIXELS = 60_000_000

/** Renditions being made now, by key: a burst of requests for a new one makes it once. */
const making = new Map<string, Promise<boolean>>()
/** Renditions known to be stored: a bucket is not asked again on every request (bounded). */
const stored = new Set<string>()
const STORED_REMEMBERED = 10_000

/** The shape and width a key asks for, or null when it is not a picture rendition's key. */
export function pictureRenditionOf(key: string): { base: string; shape: PictureShape; width: number } | null {
  const match = RENDITION_KEY.exec(key)
  return match ? { base: match[1]!, shape: match[2] as PictureShape, width: Number(match[3]) } : null
}

/** The stored original a rendition is cut from, whichever picture type was uploaded. */
async function originalOf(base: string): Promise<string | undefined> {
  for (const extension of ['jpg', 'png', 'webp']) {
    if (await mediaExists(`${base}.${extension}`)) return `${base}.${extension}`
  }
  return undefined
}

async function make(key: string, rendition: NonNullable<ReturnType<typeof pictureRenditionOf>>): Promise<boolean> {
  if (await mediaExists(key)) return true
  const original = await originalOf(rendition.base)
  if (!original) return false
  const bytes = await mediaDisk().getBytes(original)
  const height = Math.round(rendition.width / pictureShapes[rendition.shape])
  let webp: Buffer
  try {
    // The original was cropped by its owner for this frame: `cover` at the frame's own shape
    // keeps all of it; centred, it loses the least of a picture cropped for another frame.
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize({ width: rendition.width, height, fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer()
  } catch {
    // Originals are re-encoded at upload, so this is a damaged file: nothing to show, not a 500.
    return false
  }
  await putMedia(key, webp, 'image/webp')
  return true
}

/**
 * Makes sure a picture rendition is stored, making it from the original on its first request
 * (public pictures uploaded before renditions existed get theirs too, and no upload waits for
 * nine encodes). False when there is no original: the request is a 404.
 */
export function ensurePictureRendition(key: string): Promise<boolean> {
  const rendition = pictureRenditionOf(key)
  if (!rendition || stored.has(key)) return Promise.resolve(true)
  let pending = making.get(key)
  if (!pending) {
    pending = make(key, rendition)
      .then((made) => {
        if (made) {
          if (stored.size >= STORED_REMEMBERED) stored.clear()
          stored.add(key)
        }
        return made
      })
      .finally(() => making.delete(key))
    making.set(key, pending)
  }
  return pending
}
