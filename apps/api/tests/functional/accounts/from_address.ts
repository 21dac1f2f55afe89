import { request } from 'node:http'

export interface AddressedResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of whichever endpoint was called
}

/**
 * A JSON request to the test server sent from a chosen loopback address. On Linux the
 * whole 127.0.0.0/8 block reaches the server on 127.0.0.1, so 127.0.0.2 stands for a
 * second machine: `ctx.request.ip()` is the socket's remote address (TRUST_PROXY is off).
 */
export function fromAddress(
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
): Promise<AddressedResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: process.env.HOST,
        port: Number(process.env.PORT),
        localAddress,
        method,
        path,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text ? JSON.parse(text) : null })
        })
        incoming.on('error', reject)
      }
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}
