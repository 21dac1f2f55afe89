import type { HttpContext } from '@adonisjs/core/http'
import type { ReferenceAnswer } from '#catalogue/reference_cache'

/**
 * Sends a reference list from memory with its ETag; a matching If-None-Match is a 304. Shared
 * caches may keep it, but must ask (a 304 is cheap) before each use: console edits show at once.
 */
export function sendReference({ request, response }: HttpContext, { body, etag }: ReferenceAnswer) {
  response.header('cache-control', 'public, no-cache')
  response.header('etag', etag)
  const ifNoneMatch = request.header('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return response.status(304)
  }
  response.header('content-type', 'application/json; charset=utf-8')
  return response.send(body)
}
