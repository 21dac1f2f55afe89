/*
 * Resumable uploads (the tus 1.0 protocol, `@tus/server` on a `@tus/file-store`): a song or a
 * greeting video arrives in as many PATCH requests as the connection needs, into a private folder
 * under DATA_DIR, and the use case that stores it names the finished upload's id instead of a
 * multipart file. The owner and the kind are in the id, checked on every request; the length is
 * checked at creation, the kind by content from the first bytes of the PATCH at offset 0.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import type { HttpContext } from '@adonisjs/core/http'
import {
  catalogueMessages,
  greetingMessages,
  mediaMaxBytes,
  mediaTypes,
  messages,
  mounts,
  resumableKinds,
  type ResumableKind,
} from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { dataPath } from '#core/paths'
import { sniffMediaType, SNIFF_BYTES, type MediaType } from '#media/media_types'
import { ABANDONED_AFTER_MS } from '#media/pending'
import type { ReceivedForm, ReceivedUpload } from '#media/uploads'

/** An unfinished upload is kept this long after its creation, then the media sweep removes it. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000

/** The protocol's base path, where uploads are created; each one is `${BASE_PATH}/<id>`. */
const BASE_PATH = mounts.media.uploadCreation.path

const ID_PATTERN = /^(song|video)-(\d+)-([0-9a-f]{32})$/

const refusals: Record<ResumableKind, { type: string; size: string }> = {
  song: { type: catalogueMessages.songType, size: catalogueMessages.songTooLarge },
  video: { type: greetingMessages.videoType, size: greetingMessages.videoSize },
}

const folder = () => dataPath('resumable-uploads')
/** Finished uploads a use case has taken, moved out of the protocol's reach. */
const claimedFolder = () => join(folder(), 'claimed')

let server: Server | undefined
/** The signed-in caller of each creation request in flight, for the naming function. */
const creators = new WeakMap<IncomingMessage, number>()

function tus(): Server {
  server ??= new Server({
    path: BASE_PATH,
    // Same origin (or behind the configured CORS): the client follows the Location as given.
    relativeLocation: true,
    // The larger of the kinds as a backstop: each upload's own limit is checked at creation.
    maxSize: Math.max(...resumableKinds.map((kind) => mediaMaxBytes[kind])),
    namingFunction: (request, metadata) => {
      const node = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req
      const ownerId = node ? creators.get(node) : undefined
      // Only creations that went through handleResumable have an owner.
      if (ownerId === undefined) throw new Error('resumable upload: creation without an owner')
      return `${String(metadata?.kind)}-${ownerId}-${randomBytes(16).toString('hex')}`
    },
    datastore: new FileStore({ directory: folder(), expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS }),
  })
  return server
}

interface UploadId {
  kind: ResumableKind
  ownerId: number
}

function parseId(id: string): UploadId | null {
  const match = ID_PATTERN.exec(id)
  return match ? { kind: match[1] as ResumableKind, ownerId: Number(match[2]) } : null
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs (tus 1.0). */
function parseMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return metadata
}

/**
 * Reads at least `count` bytes (or all there is) from a request nobody has read yet and puts them
 * back, so the protocol's handler still receives the whole body.
 */
async function peek(request: IncomingMessage, count: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  while (length < count) {
    const chunk = request.read() as Buffer | null
    if (chunk !== null) {
      chunks.push(chunk)
      length += chunk.length
      continue
    }
    if (request.readableEnded || request.destroyed) break
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ['readable', 'end', 'close', 'error']) request.off(event, done)
        resolve()
      }
      for (const event of ['readable', 'end', 'close', 'error']) request.once(event, done)
    })
  }
  const head = Buffer.concat(chunks)
  if (head.length > 0) request.unshift(head)
  return head.subarray(0, count)
}

/** The first bytes of a PATCH at offset 0 must name an accepted type, or nothing is stored. */
async function checkFirstBytes(request: IncomingMessage, kind: ResumableKind): Promise<void> {
  const head = await peek(request, SNIFF_BYTES)
  const type = sniffMediaType(head)
  if (!type || !(mediaTypes[kind] as readonly string[]).includes(type))
    throw ApiException.unprocessable([{ message: refusals[kind].type }])
}

/** The id in the URL of a HEAD/PATCH/DELETE, or null for the creation's base path. */
function idOfUrl(url: string): string | null {
  const path = url.split('?')[0]!.replace(/\/+$/, '')
  if (path === BASE_PATH) return null
  return decodeURIComponent(path.slice(BASE_PATH.length + 1))
}

/**
 * One tus request of the signed-in `ownerId`. A creation names its kind and length (413 past the
 * kind's limit); any other request names an upload of the caller's, or it is a 404 — the same
 * answer as an unknown id, so ids of others cannot be probed. The protocol's handler answers the rest.
 */
export async function handleResumable(ctx: HttpContext, ownerId: number): Promise<void> {
  const request = ctx.request.request
  const method = request.method ?? 'GET'
  const id = idOfUrl(request.url ?? '')
  if (id === null) {
    if (method === 'POST') prepareCreation(request, ownerId)
    else if (method !== 'OPTIONS') throw ApiException.notFound(messages.uploadNotFound)
  } else {
    const parsed = parseId(id)
    if (!parsed || parsed.ownerId !== ownerId) throw ApiException.notFound(messages.uploadNotFound)
    if (method === 'PATCH' && ctx.request.header('upload-offset') === '0') await checkFirstBytes(request, parsed.kind)
  }
  await tus().handle(request, ctx.response.response)
}

function prepareCreation(request: IncomingMessage, ownerId: number) {
  const metadata = parseMetadata(request.headers['upload-metadata'] as string | undefined)
  const kind = metadata.kind as ResumableKind
  if (!resumableKinds.includes(kind)) throw ApiException.unprocessable([{ message: messages.uploadKindRequired }])
  const length = Number(request.headers['upload-length'])
  if (request.headers['upload-length'] === undefined || !Number.isSafeInteger(length) || length < 0)
    throw ApiException.badRequest(messages.uploadLengthRequired)
  if (length > mediaMaxBytes[kind]) throw new ApiException(413, [{ message: refusals[kind].size }])
  creators.set(request, ownerId)
}

/**
 * Takes the finished upload `uploadId` of `ownerId` for a use case: its file is moved out of the
 * protocol's folder (so a second use, or a late PATCH, finds nothing) and added to the form under
 * `field`, to go with the form's other temporary files. An id that is not the caller's, of another
 * kind, unknown, expired or already used is a 422, as is one whose bytes have not all arrived.
 */
export async function claimResumable(
  form: ReceivedForm,
  uploadId: unknown,
  ownerId: number,
  kind: ResumableKind,
  field: string
): Promise<ReceivedUpload> {
  const id = typeof uploadId === 'string' ? uploadId : ''
  const parsed = parseId(id)
  const notFound = () => ApiException.unprocessable([{ message: messages.uploadNotFound, field: 'uploadId' }])
  if (!parsed || parsed.ownerId !== ownerId || parsed.kind !== kind) throw notFound()
  const upload = await tus()
    .datastore.getUpload(id)
    .catch(() => null)
  if (!upload) throw notFound()
  if (upload.size === undefined || upload.offset !== upload.size)
    throw ApiException.unprocessable([{ message: messages.uploadUnfinished, field: 'uploadId' }])
  await mkdir(claimedFolder(), { recursive: true })
  const path = join(claimedFolder(), id)
  // The rename is the claim: of two requests naming the same id, one finds the file gone.
  await rename(join(folder(), id), path).catch(() => {
    throw notFound()
  })
  await rm(join(folder(), `${id}.json`), { force: true })
  const discardForm = form.discard
  form.discard = async () => {
    await rm(path, { force: true })
    await discardForm()
  }
  const type = await typeOfFile(path)
  if (!type || !(mediaTypes[kind] as readonly string[]).includes(type))
    throw ApiException.unprocessable([{ message: refusals[kind].type, field }])
  const received: ReceivedUpload = { field, clientName: '', path, size: upload.size, type }
  form.files.set(field, received)
  return received
}

async function typeOfFile(path: string): Promise<MediaType | null> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(SNIFF_BYTES)
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0)
    return sniffMediaType(head.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

/** Files in `directory` last written before `cutoff` (file times are the machine's, not the test clock's). */
async function olderThan(directory: string, cutoff: number, pattern: RegExp): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[])
  const old: string[] = []
  for (const name of names.filter((each) => pattern.test(each))) {
    const info = await stat(join(directory, name)).catch(() => null)
    if (info?.isFile() && info.mtimeMs < cutoff) old.push(name)
  }
  return old
}

/**
 * Removes uploads nothing has written to for RESUMABLE_EXPIRY_MS, finished or not (a finished one
 * nobody named), and taken ones a process that died while storing them left behind (after the
 * media journal's ABANDONED_AFTER_MS). Called by the media sweep; answers how many went.
 */
export async function sweepResumableUploads(now = Date.now()): Promise<number> {
  const expired = await olderThan(folder(), now - RESUMABLE_EXPIRY_MS, ID_PATTERN)
  for (const id of expired)
    await tus()
      .datastore.remove(id)
      .catch(() => undefined)
  const abandoned = await olderThan(claimedFolder(), now - ABANDONED_AFTER_MS, ID_PATTERN)
  for (const id of abandoned) await rm(join(claimedFolder(), id), { force: true })
  return expired.length + abandoned.length
}
