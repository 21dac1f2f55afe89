import { readFileSync } from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'
import { type Percentiles, percentiles } from './stats.ts'

export interface LoadOptions {
  url: string
  method: string
  headers: Record<string, string>
  body?: unknown
  connections: number
  /** Seconds; the run also stops after `maxRequests`. */
  duration: number
  maxRequests: number
  /** The server process, for its CPU time per request. */
  pid: number
  expectStatus: number
}

export interface LoadResult {
  requests: number
  seconds: number
  rps: number
  /** Milliseconds. */
  latency: Percentiles
  /** Server CPU (user + system) per answered request, µs: steadier than req/s on a shared machine. */
  cpuMicrosPerRequest: number | null
  unexpected: number
  errors: number
}

/** CPU time a process has used, µs (Linux; null elsewhere). */
function cpuMicros(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100)
  } catch {
    return null
  }
}

/** One autocannon run from this process over loopback, bounded in time and in count. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const samples = new Float64Array(options.maxRequests)
  let count = 0
  let unexpected = 0
  const cpuBefore = cpuMicros(options.pid)
  const started = process.hrtime.bigint()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method as autocannon.Request['method'],
        headers: options.headers,
        // Strings and bytes (a multipart form) go as they are; anything else as JSON.
        body:
          options.body === undefined || typeof options.body === 'string' || Buffer.isBuffer(options.body)
            ? (options.body as string | Buffer | undefined)
            : JSON.stringify(options.body),
        connections: options.connections,
        duration: options.duration,
      },
      (error, finished) => (error ? reject(error) : resolve(finished))
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== options.expectStatus) unexpected += 1
      if (count < samples.length) samples[count] = responseTime
      count += 1
      if (count === samples.length) instance.stop()
    })
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const cpuAfter = cpuMicros(options.pid)
  const answered = Math.min(count, samples.length)
  return {
    requests: count,
    seconds,
    rps: count / seconds,
    latency: percentiles(samples.subarray(0, answered)),
    cpuMicrosPerRequest: cpuBefore === null || cpuAfter === null || count === 0 ? null : (cpuAfter - cpuBefore) / count,
    unexpected,
    errors: result.errors + result.timeouts,
  }
}

export interface PacedOptions {
  url: string
  headers: Record<string, string>
  /** Clients, each with its own kept-alive connection. */
  clients: number
  /** Each client sends a request, waits for the answer, then for the rest of this period. */
  periodMs: number
  /** Seconds measured, after one second in which the connections open. */
  duration: number
  pid: number
  expectStatus: number
}

/**
 * Clients that wait between requests, like the chat's pollers (a request every 500 ms each),
 * their first requests spread over one period as real clients' are. autocannon's rate option
 * would send each round of all its connections at once: a queue no real set of pollers makes.
 */
export async function pacedLoad(options: PacedOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients })
  const samples: number[] = []
  let unexpected = 0
  let errors = 0
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(options.url, { headers: options.headers, agent }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
    })
  const measureFrom = Date.now() + 1000
  const deadline = measureFrom + options.duration * 1000
  let cpuBefore: number | null = null
  let measuredFrom = 0
  const warm = setTimeout(() => {
    cpuBefore = cpuMicros(options.pid)
    measuredFrom = performance.now()
  }, 1000)
  await Promise.all(
    Array.from({ length: options.clients }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * options.periodMs) / options.clients))
      while (Date.now() < deadline) {
        const started = performance.now()
        const counted = Date.now() >= measureFrom
        try {
          const status = await get()
          if (counted) {
            samples.push(performance.now() - started)
            if (status !== options.expectStatus) unexpected += 1
          }
        } catch {
          if (counted) errors += 1
        }
        const wait = options.periodMs - (performance.now() - started)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      }
    })
  )
  clearTimeout(warm)
  const cpuAfter = cpuMicros(options.pid)
  agent.destroy()
  const seconds = (performance.now() - measuredFrom) / 1000
  return {
    requests: samples.length,
    seconds,
    rps: samples.length / seconds,
    latency: percentiles(samples),
    cpuMicrosPerRequest:
      cpuBefore === null || cpuAfter === null || samples.length === 0 ? null : (cpuAfter - cpuBefore) / samples.length,
    unexpected,
    errors,
  }
}
