import type { HttpContext } from '@adonisjs/core/http'
import { ApiException } from '#core/exceptions/api_exception'
import { typeOfExtension } from '#media/media_types'
import {
  bucketSignedUrl,
  isMediaKey,
  localMediaFile,
  readLocalRange,
  usesLocalDisk,
  visibilityOfKey,
} from '#media/storage'
import { MEDIA_ROUTE, verifySignedPath } from '#media/signed_urls'
import { ensurePictureRendition } from '#media/picture_renditions'
import { originalNeedsSignature } from '#media/transcode'

/** Keys never change content (a new upload gets a new key): public files may be cached for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'

/** `bytes=start-end` (one range; suffix and open-ended forms too), or null when it cannot be served. */
function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start <= end && start < size ? { start, end } : null
}

export default class MediaController {
  /**
   * GET /api/v1/media/{key}: a stored file. Public keys are open and cached for long;
   * private keys (premium media) need the signature the API handed to an entitled caller.
   * Range requests are answered with 206, so players can seek.
   */
  async show({ params, request, response }: HttpContext) {
    const key = (params['*'] as string[]).join('/')
    if (!isMediaKey(key)) throw ApiException.notFound()
    const path = `${MEDIA_ROUTE}/${key}`
    const { expires, signature } = request.qs()
    // A transcoded song's original is kept private though its key is public: fans get renditions.
    const isPrivate = visibilityOfKey(key) === 'private' || (await originalNeedsSignature(key))
    if (isPrivate && !verifySignedPath(path, expires, signature)) throw ApiException.forbidden()
    const cacheControl = isPrivate
      ? `private, max-age=${Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))}`
      : PUBLIC_CACHE

    // A picture's rendition is made on its first request, from the original beside it.
    if (!(await ensurePictureRendition(key))) throw ApiException.notFound()

    if (!usesLocalDisk()) {
      // The bucket answers ranges itself; the redirect is as short-lived as our own signature.
      const target = await bucketSignedUrl(key, isPrivate ? Number(expires) - Math.floor(Date.now() / 1000) : 3600)
      response.header('cache-control', isPrivate ? 'private, no-store' : 'public, max-age=600')
      return response.redirect(target)
    }

    const file = await localMediaFile(key)
    if (!file) throw ApiException.notFound()
    const extension = key.slice(key.lastIndexOf('.') + 1)
    response.header('content-type', typeOfExtension[extension] ?? 'application/octet-stream')
    response.header('accept-ranges', 'bytes')
    response.header('cache-control', cacheControl)
    response.header('etag', `"${key.slice(key.lastIndexOf('/') + 1)}"`)
    response.header('x-content-type-options', 'nosniff')
    if (request.header('if-none-match') === `"${key.slice(key.lastIndexOf('/') + 1)}"`) {
      return response.status(304).send('')
    }

    const rangeHeader = request.header('range')
    if (rangeHeader) {
      const range = parseRange(rangeHeader, file.size)
      if (!range) {
        response.header('content-range', `bytes */${file.size}`)
        throw new ApiException(416, [{ message: 'Requested range not satisfiable' }])
      }
      response.status(206)
      response.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      response.header('content-length', String(range.end - range.start + 1))
      return response.stream(readLocalRange(file.path, range.start, range.end))
    }
    response.header('content-length', String(file.size))
    return response.stream(readLocalRange(file.path, 0, Math.max(0, file.size - 1)))
  }
}
