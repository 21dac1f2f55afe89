import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { type Encoding, preferredEncoding, varyOnAcceptEncoding } from '#core/middleware/accept_encoding'

/** Content types of what Vite emits; anything else goes out as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
}

interface Representation {
  path: string
  size: number
  etag: string
  /** The bytes, once read: small files are served from memory. */
  bytes?: Buffer
}

interface StaticFile {
  /** When the disk was last asked about this file (Date.now()). */
  checkedAt: number
  mtimeMs: number
  lastModified: string
  type: string
  identity: Representation
  variants: Partial<Record<Encoding, Representation>>
}

/** Unhashed files (index.html) are checked on disk at most this often: a deploy shows within it. */
const REVALIDATE_EVERY_MS = 1000
/** Files up to this size are kept in memory after their first request… */
const MAX_CACHED_FILE = 1024 * 1024
/** …until this many bytes are held; larger or later files stream from disk. */
const MAX_CACHED_TOTAL = 64 * 1024 * 1024

/**
 * The apps' built files, served with what browsers and proxies expect: the pre-compressed
 * variant (`.br`/`.gz` written by scripts/vite-compress.mjs) that Accept-Encoding allows,
 * `Vary: Accept-Encoding`, exact Content-Length, a strong ETag per variant with 304 answers,
 * Last-Modified, and single byte ranges.
 */
export class StaticFiles {
  #files = new Map<string, StaticFile>()
  #cachedBytes = 0

  /**
   * Answers `file` when it exists; false otherwise. `revalidate` false trusts what was read
   * before (fingerprinted assets never change under one name); true checks the disk's mtime,
   * at most once every REVALIDATE_EVERY_MS.
   */
  serve(ctx: HttpContext, path: string, cacheControl: string, revalidate: boolean): boolean {
    const file = this.#lookup(path, revalidate)
    if (!file) return false
    const { request, response } = ctx

    const encoding = preferredEncoding(request.header('accept-encoding'), {
      br: file.variants.br !== undefined,
      gzip: file.variants.gzip !== undefined,
    })
    const chosen = (encoding && file.variants[encoding]) || file.identity
    response.header('cache-control', cacheControl)
    response.header('content-type', file.type)
    response.header('last-modified', file.lastModified)
    response.header('etag', chosen.etag)
    response.header('accept-ranges', 'bytes')
    if (encoding) response.header('content-encoding', encoding)
    if (file.variants.br || file.variants.gzip) varyOnAcceptEncoding(response)

    if (this.#notModified(request.header('if-none-match'), chosen.etag)) {
      response.removeHeader('content-type')
      response.status(304)
      return true
    }

    const range = this.#range(request.header('range'), request.header('if-range'), chosen)
    if (range === 'unsatisfiable') {
      response.header('content-range', `bytes */${chosen.size}`)
      response.removeHeader('content-type')
      response.status(416)
      return true
    }
    const [start, end] = range ?? [0, chosen.size - 1]
    if (range) {
      response.status(206)
      response.header('content-range', `bytes ${start}-${end}/${chosen.size}`)
    } else {
      response.status(200)
    }
    response.header('content-length', end - start + 1)
    // Without a body the framework ends the answer with these headers as they are (HEAD, empty files).
    if (request.method() === 'HEAD' || chosen.size === 0) return true
    const bytes = this.#bytes(chosen)
    if (bytes) response.send(range ? bytes.subarray(start, end + 1) : bytes)
    else response.stream(createReadStream(chosen.path, { start, end }))
    return true
  }

  #lookup(path: string, revalidate: boolean): StaticFile | undefined {
    const known = this.#files.get(path)
    const now = Date.now()
    if (known && (!revalidate || now - known.checkedAt < REVALIDATE_EVERY_MS)) return known
    let stats
    try {
      stats = statSync(path)
    } catch {
      if (known) this.#forget(path, known)
      return undefined
    }
    if (!stats.isFile()) return undefined
    if (known && known.mtimeMs === stats.mtimeMs && known.identity.size === stats.size) {
      known.checkedAt = now
      return known
    }
    if (known) this.#forget(path, known)

    const tag = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`
    const file: StaticFile = {
      checkedAt: now,
      mtimeMs: stats.mtimeMs,
      lastModified: stats.mtime.toUTCString(),
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      identity: { path, size: stats.size, etag: `"${tag}"` },
      variants: {},
    }
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const variantPath = path + suffix
      if (!existsSync(variantPath)) continue
      const variant = statSync(variantPath)
      // A variant older than its source is left from a previous build: never serve it.
      if (variant.mtimeMs + 1000 < stats.mtimeMs) continue
      file.variants[encoding] = { path: variantPath, size: variant.size, etag: `"${tag}-${encoding}"` }
    }
    this.#files.set(path, file)
    return file
  }

  #forget(path: string, file: StaticFile) {
    for (const representation of [file.identity, file.variants.br, file.variants.gzip]) {
      if (representation?.bytes) this.#cachedBytes -= representation.bytes.length
    }
    this.#files.delete(path)
  }

  #bytes(representation: Representation): Buffer | undefined {
    if (representation.bytes) return representation.bytes
    if (representation.size > MAX_CACHED_FILE || this.#cachedBytes + representation.size > MAX_CACHED_TOTAL) {
      return undefined
    }
    representation.bytes = readFileSync(representation.path)
    this.#cachedBytes += representation.bytes.length
    return representation.bytes
  }

  #notModified(ifNoneMatch: string | undefined, etag: string): boolean {
    if (!ifNoneMatch) return false
    if (ifNoneMatch.trim() === '*') return true
    // If-None-Match compares weakly (RFC 9110 §13.1.2).
    return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  }

  /** One `bytes=` range (several are answered whole, as RFC 9110 allows). */
  #range(
    header: string | undefined,
    ifRange: string | undefined,
    representation: Representation
  ): [number, number] | 'unsatisfiable' | undefined {
    if (!header) return undefined
    // A stale If-Range means the client's partial copy is of another version: send it all.
    if (ifRange && ifRange.trim() !== representation.etag) return undefined
    const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
    if (!match) return undefined
    const size = representation.size
    const [, from, to] = match
    let start: number
    let end: number
    if (from === '' && to === '') return undefined
    if (from === '') {
      start = Math.max(0, size - Number(to))
      end = size - 1
      if (Number(to) === 0) return 'unsatisfiable'
    } else {
      start = Number(from)
      end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
    }
    if (start >= size || start > end) return 'unsatisfiable'
    return [start, end]
  }
}
