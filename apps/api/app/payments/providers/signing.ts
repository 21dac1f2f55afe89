import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** base64 of the JSON, LiqPay's `data` encoding (UTF-8). */
export function encodeData(payload: object): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64')
}

/** The JSON object inside a `data` field, or null when it is not base64 JSON of an object. */
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** LiqPay's signature: base64( sha1( private_key + data + private_key ) ), sha1 as 20 raw bytes. */
export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64')
}

/** The sandbox's signature: base64 HMAC-SHA256 of `data` under the sandbox secret. */
export function sandboxSignature(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('base64')
}

/** Compares signatures without leaking where they differ. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The payload of a callback whose signature is the one `sign` gives its data, with the order id
 * and status every provider's notice carries; null when it is forged, malformed or lacks either,
 * or when `sign` has no key to sign with.
 */
export function verifiedPayload(
  callback: { data: string; signature: string },
  sign: (data: string) => string | null
): { payload: Record<string, unknown>; orderId: string; providerStatus: string } | null {
  const expected = sign(callback.data)
  if (expected === null || !sameSignature(expected, callback.signature)) return null
  const payload = decodeData(callback.data)
  if (!payload) return null
  const orderId = stringField(payload, 'order_id')
  const providerStatus = stringField(payload, 'status')
  if (!orderId || !providerStatus) return null
  return { payload, orderId, providerStatus }
}

/** A provider's amount (hryvnia, number or decimal string) as kopiyky; null when it is not one. */
export function amountToKopiyky(value: unknown): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : ''
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '0').padEnd(2, '0'))
}

export function stringField(payload: Record<string, unknown>, name: string): string | null {
  const value = payload[name]
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return null
}
