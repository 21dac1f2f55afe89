import { readFileSync } from 'node:fs'
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
