import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A local push service and the browser behind it, as the Web Push protocol has them: the
 * browser's subscription keys are made here (P-256 and an auth secret, as a browser makes
 * them), and each push (RFC 8030 POST) has its VAPID Authorization checked (RFC 8292: an ES256
 * JWT for this service's origin, signed by the key it names) and its aes128gcm body decrypted
 * with the browser's private key (RFC 8291), as a push service and a browser would.
 */

export interface Received {
  path: string
  /** The VAPID key (`k=`) the push was signed with. */
  vapidKey: string
  claims: { aud: string; exp: number; sub: string }
  ttl: string | undefined
  message: unknown
}

export interface FakeBrowser {
  /** `PushSubscription.toJSON()` of this browser. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
}

const b64 = (value: string) => Buffer.from(value, 'base64url')

/** Checks an ES256 JWT with the uncompressed P-256 public key `key`; answers its claims. */
function verifiedClaims(jwt: string, key: Buffer) {
  const [header, payload, signature] = jwt.split('.')
  if (!header || !payload || !signature) throw new Error('not a JWT')
  if (JSON.parse(b64(header).toString()).alg !== 'ES256') throw new Error('not ES256')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64(signature)
  )
  if (!signed) throw new Error('bad VAPID signature')
  return JSON.parse(b64(payload).toString()) as Received['claims']
}

/** RFC 8291 with RFC 8188's aes128gcm record: the browser's side. */
function decrypted(body: Buffer, browserKeys: ReturnType<typeof createECDH>, auth: Buffer) {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const serverKey = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const browserPublic = browserKeys.getPublicKey()
  const shared = browserKeys.computeSecret(serverKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16))
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('bad padding delimiter')
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown
}

function bodyOf(request: IncomingMessage) {
  return new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
  })
}

export async function startPushService() {
  const browsers = new Map<string, { keys: ReturnType<typeof createECDH>; auth: Buffer }>()
  const received: Received[] = []
  const refused: string[] = []
  /** Status the service answers for a path instead of 201 (410: the browser unsubscribed). */
  const answers = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request)
    const path = request.url ?? ''
    const refuse = (status: number, reason: string) => {
      refused.push(reason)
      response.writeHead(status).end(reason)
    }
    const browser = browsers.get(path)
    if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription')
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization ?? ''))
    if (!vapid) return refuse(401, 'no VAPID authorization')
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm')
    try {
      const claims = verifiedClaims(vapid[1]!, b64(vapid[2]!))
      const origin = `http://${request.headers.host}`
      if (claims.aud !== origin) return refuse(403, `audience ${claims.aud} is not ${origin}`)
      if (claims.exp * 1000 < Date.now()) return refuse(403, 'expired JWT')
      const message = decrypted(body, browser.keys, browser.auth)
      const status = answers.get(path) ?? 201
      if (status === 201)
        received.push({ path, vapidKey: vapid[2]!, claims, ttl: request.headers.ttl as string | undefined, message })
      response.writeHead(status).end()
    } catch (error) {
      refuse(400, (error as Error).message)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    refused,
    answers,
    /** A new browser subscribed at this service. */
    browser(): FakeBrowser {
      const keys = createECDH('prime256v1')
      keys.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${randomBytes(8).toString('hex')}`
      browsers.set(path, { keys, auth })
      return {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
