import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { http } from '#config/app'
import { preferredEncoding, varyOnAcceptEncoding } from '#core/middleware/accept_encoding'

/** Smaller answers fit in one packet either way; compressing them only costs CPU. */
export const COMPRESS_JSON_MIN_BYTES = 1024

/** br at quality 4 compresses about as fast as gzip -6 and smaller; 11 is for build time only. */
const BROTLI_QUALITY = 4

/**
 * JSON answers above COMPRESS_JSON_MIN_BYTES go out compressed when Accept-Encoding allows:
 * serialised once (as the framework would), then streamed through the compressor to the
 * socket, without collecting the compressed bytes first.
 */
export default class CompressJsonMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { response } = ctx
    const content = response.content
    if (!content || content[2] !== undefined) return
    const body: unknown = content[0]
    // Objects and arrays become JSON; strings, buffers and the rest keep the framework's handling.
    if (body === null || typeof body !== 'object' || body instanceof Uint8Array || body instanceof Date) return
    const status = response.getStatus()
    if (status < 200 || status === 204 || status === 304) return
    // Vary matters to caches that may keep the answer; `no-store` answers are never kept.
    const storable = response.getHeader('cache-control') !== 'no-store'
    if (storable) varyOnAcceptEncoding(response)
    const encoding = preferredEncoding(ctx.request.header('accept-encoding'))
    if (!encoding || response.getHeader('content-encoding') !== undefined) return

    const json = http.serializeJSON(body) as string
    response.header('content-type', 'application/json; charset=utf-8')
    if (json.length < COMPRESS_JSON_MIN_BYTES && Buffer.byteLength(json) < COMPRESS_JSON_MIN_BYTES) {
      // Already serialised: hand the string over so it is not serialised again.
      response.send(json, content[1])
      return
    }
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
            },
          })
        : createGzip({ level: 6 })
    if (!storable) varyOnAcceptEncoding(response)
    response.header('content-encoding', encoding)
    response.removeHeader('content-length')
    response.lazyBody = {}
    response.stream(compressor)
    compressor.end(json)
  }
}
