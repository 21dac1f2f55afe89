import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A fake of LiqPay's server API (`POST /api/request`, API version 3) on 127.0.0.1, from the
 * provider's documentation: a form with `data` (base64 JSON) and `signature`
 * (base64(sha1(private_key + data + private_key))); JSON answers. It knows one shop's keys and
 * the payments given to it, and refuses what LiqPay refuses: a wrong signature, another shop's
 * public key, an action it does not serve, an order it has no payment for. Its signing is its
 * own, written from the documentation, never the platform's: a fault there must not agree with
 * itself. Plain TypeScript without imports of the API, so the hostile suite loads it too.
 */

/** base64( sha1( private_key + data + private_key ) ), as LiqPay documents it. */
export function documentedSignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64')
}

function decode(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export interface FakeLiqpay {
  url: string
  /** Payments by order id: the fields LiqPay's status answer carries (status, amount, …). */
  payments: Map<string, Record<string, unknown>>
  /** Every request as decoded: its `data` payload, and whether its signature held. */
  requests: { payload: Record<string, unknown> | null; signed: boolean; contentType: string }[]
  close(): Promise<void>
}

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startFakeLiqpay(keys: { publicKey: string; privateKey: string }, port = 0): Promise<FakeLiqpay> {
  const payments = new Map<string, Record<string, unknown>>()
  const requests: FakeLiqpay['requests'] = []
  const server: Server = createServer(async (request, response) => {
    const answer = (body: Record<string, unknown>) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const refuse = (code: string, description: string) =>
      answer({ result: 'error', status: 'error', err_code: code, err_description: description })
    if (request.method !== 'POST' || request.url !== '/api/request') {
      response.writeHead(404).end()
      return
    }
    const form = await readForm(request)
    const data = form.get('data') ?? ''
    const signed = form.get('signature') === documentedSignature(keys.privateKey, data)
    const payload = decode(data)
    requests.push({ payload, signed, contentType: String(request.headers['content-type']) })
    if (!signed) return refuse('err_signature', 'Invalid signature')
    if (!payload || payload.version !== 3) return refuse('err_version', 'Unsupported API version')
    if (payload.public_key !== keys.publicKey) return refuse('public_key_not_found', 'Unknown public_key')
    if (payload.action !== 'status') return refuse('err_action', 'Unknown action')
    const payment = payments.get(String(payload.order_id))
    if (!payment) return refuse('payment_not_found', 'Payment not found')
    answer({
      result: 'ok',
      action: 'pay',
      version: 3,
      type: 'buy',
      paytype: 'card',
      public_key: keys.publicKey,
      order_id: payload.order_id,
      currency: 'UAH',
      ...payment,
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`,
    payments,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
