/*
 * An S3-compatible server on loopback for the suite: s3rver (the S3 REST protocol, objects
 * kept in a folder) behind a check of AWS Signature Version 4, which s3rver itself skips — so a
 * wrong secret key, a tampered presigned URL or an expired one is refused as S3 would refuse it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import S3rver from 's3rver'

// s3rver knows this one account; the secret is checked here, not by s3rver.
export const S3_ACCESS_KEY_ID = 'S3RVER'
export const S3_SECRET_ACCESS_KEY = 'S3RVER'
export const S3_REGION = 'us-east-1'

const sha256 = (data) => createHash('sha256').update(data).digest('hex')
const hmac = (key, data) => createHmac('sha256', key).update(data).digest()
const encode = (value) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

function s3Error(ctx, status, code, message) {
  ctx.status = status
  ctx.type = 'application/xml'
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

/** The AWS SigV4 signature of a request (header or query form); null when it carries none. */
function verifySigV4(ctx) {
  const [rawPath, rawQuery = ''] = ctx.req.url.split(/\?(.*)/s)
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key, value = ''] = pair.split(/=(.*)/s)
      return [decodeURIComponent(key.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))]
    })
  const query = Object.fromEntries(pairs)
  let credential, signedHeaders, signature, amzDate, payloadHash
  if (query['X-Amz-Algorithm']) {
    ;({
      'X-Amz-Credential': credential,
      'X-Amz-SignedHeaders': signedHeaders,
      'X-Amz-Signature': signature,
      'X-Amz-Date': amzDate,
    } = query)
    payloadHash = 'UNSIGNED-PAYLOAD'
    const issued = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
    if (!(Date.now() <= issued + Number(query['X-Amz-Expires']) * 1000))
      return { code: 'AccessDenied', message: 'Request has expired' }
  } else {
    const header = ctx.get('authorization')
    if (!header) return null
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(header)
    if (!match) return { code: 'AccessDenied', message: 'Only AWS Signature Version 4 is accepted' }
    ;[, credential, signedHeaders, signature] = match
    amzDate = ctx.get('x-amz-date')
    payloadHash = ctx.get('x-amz-content-sha256') || 'UNSIGNED-PAYLOAD'
  }
  const [accessKeyId, ...scope] = credential.split('/')
  if (accessKeyId !== S3_ACCESS_KEY_ID)
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' }
  const canonicalQuery = pairs
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join('&')
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(ctx.req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`
    )
    .join('')
  const canonical = [ctx.method, rawPath, canonicalQuery, headers, signedHeaders, payloadHash].join('\n')
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope.join('/'), sha256(canonical)].join('\n')
  const key = scope.reduce((current, part) => hmac(current, part), `AWS4${S3_SECRET_ACCESS_KEY}`)
  const expected = Buffer.from(hmac(key, toSign).toString('hex'))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    }
  return { ok: true }
}

/**
 * The AWS SDK streams uploads as `aws-chunked` (size-prefixed chunks, then a checksum trailer);
 * S3 stores the decoded bytes, s3rver would store the framing. Decoded here as S3 does.
 */
async function decodeAwsChunked(ctx) {
  const parts = []
  for await (const part of ctx.req) parts.push(part)
  const raw = Buffer.concat(parts)
  const body = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16)
    if (!Number.isFinite(size) || size === 0) break
    body.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  const decoded = Buffer.concat(body)
  const headers = { ...ctx.req.headers, 'content-length': String(decoded.length) }
  const encoding = headers['content-encoding']
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== 'aws-chunked')
  if (encoding.length > 0) headers['content-encoding'] = encoding.join(', ')
  else delete headers['content-encoding']
  const stream = Readable.from([decoded])
  stream.headers = headers
  ctx.req = stream
  ctx.request.headers = headers
}

/** s3rver on 127.0.0.1:`port`, storing under `directory`, with `buckets` made up front. */
export async function startS3({ port, directory, buckets = ['kobza-media'] }) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  })
  /** The signed requests the bucket took, in order: { method, path }. */
  const requests = []
  // Every request must be signed by our one key pair: S3 has no anonymous access to a private bucket.
  server.middleware.unshift(async (ctx, next) => {
    const verdict = verifySigV4(ctx)
    if (!verdict) return s3Error(ctx, 403, 'AccessDenied', 'Access Denied')
    if (!verdict.ok) return s3Error(ctx, 403, verdict.code, verdict.message)
    requests.push({ method: ctx.method, path: ctx.path })
    if (/aws-chunked/.test(ctx.get('content-encoding'))) await decodeAwsChunked(ctx)
    return next()
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    env: (bucket = buckets[0]) => ({
      DRIVE_DISK: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION,
      S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY,
    }),
    /** Keys stored in a bucket (s3rver keeps each object as `<key>._S3rver_object`). */
    objects(bucket = buckets[0]) {
      return listFiles(join(directory, bucket))
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) => file.slice(0, -'._S3rver_object'.length))
        .sort()
    },
    requests: () => [...requests],
    close: () => server.close(),
  }
}

function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? listFiles(path, `${prefix}${entry}/`) : [`${prefix}${entry}`]
  })
}
