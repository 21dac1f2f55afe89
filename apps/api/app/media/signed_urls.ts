import { createHmac, timingSafeEqual } from 'node:crypto'
import { mounts } from '@kobza/contract/routes'
import kobzaConfig from '#config/kobza'
import { resolveAppKey } from '#core/app_key'

/** Where the media routes serve files (the contract's media mount, without its `/*`). */
export const MEDIA_ROUTE = mounts.media.file.path.slice(0, -'/*'.length)

/** How long a private file's URL works, in seconds (MEDIA_SIGNED_URL_TTL, e.g. `15m`). */
export function signedUrlTtlSeconds(): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(kobzaConfig.mediaSignedUrlTtl.trim())
  if (!match) return 900
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd']
  return Number(match[1]) * unit
}

let key: string | undefined
const signature = (path: string, expires: number) =>
  createHmac('sha256', (key ??= resolveAppKey()))
    .update(`${path}\n${expires}`)
    .digest('base64url')

/**
 * `path?expires=…&signature=…`, valid until `expires` (epoch seconds). The expiry is rounded
 * up to a 5-minute step so a page reloaded a moment later gets the same URL, and the
 * browser's cache answers instead of the server.
 */
export function signPath(path: string, now = Date.now()): string {
  const step = 300
  const expires = Math.ceil((now / 1000 + signedUrlTtlSeconds()) / step) * step
  return `${path}?expires=${expires}&signature=${signature(path, expires)}`
}

/** Whether the query signs this path and has not expired. */
export function verifySignedPath(path: string, expires: unknown, given: unknown, now = Date.now()): boolean {
  const expiresAt = Number(expires)
  if (!Number.isInteger(expiresAt) || expiresAt * 1000 < now || typeof given !== 'string') return false
  const expected = Buffer.from(signature(path, expiresAt))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The URL a client fetches a stored file at: plain for public keys, signed for private ones. */
export function mediaUrl(key: string): string {
  const path = `${MEDIA_ROUTE}/${key}`
  return key.startsWith('private/') ? signPath(path) : path
}
