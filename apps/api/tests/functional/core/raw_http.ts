import { request } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as sent, not decompressed. */
  body: Buffer
}

/**
 * One request to the test server with node:http: HTTP clients that decompress on their
 * own (fetch, superagent) would hide the encoding and the length the server sent.
 */
export function rawRequest(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: process.env.HOST, port: Number(process.env.PORT), path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
