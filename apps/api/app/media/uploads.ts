import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { HttpRequest } from '@adonisjs/core/http'
import { limits, messages, postImageMimeTypes, songMimeTypes } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { sniffMediaType, SNIFF_BYTES, type MediaType } from '#media/media_types'

/** What one file field accepts: its kinds (by content) and its size, with the refusals' messages. */
export interface UploadSlot {
  accepted: readonly MediaType[]
  maxBytes: number
  typeMessage: string
  sizeMessage: string
}

export interface ReceivedUpload {
  field: string
  clientName: string
  /** A temporary file; `discard()` removes it. */
  path: string
  size: number
  type: MediaType
}

export interface ReceivedForm {
  fields: Record<string, unknown>
  files: Map<string, ReceivedUpload>
  /** Removes the temporary files; call it whatever happens next. */
  discard(): Promise<void>
}

export interface ReceiveOptions {
  /** The slot of a file field (`images[0].file`), or null when the field takes no file. */
  slotFor(field: string): UploadSlot | null
  maxFiles: number
  tooManyFilesMessage: string
  unexpectedFileMessage: string
}

/**
 * Reads a multipart request whose route is in #media/multipart_routes' `fileRoutes`. Each
 * file is checked while it streams: its first bytes must declare an accepted type, and the
 * upload stops with a 413 the moment it passes its size, before the rest is even read. Files
 * land in a private temporary folder that is gone on any refusal.
 */
export async function receiveMultipart(request: HttpRequest, options: ReceiveOptions): Promise<ReceivedForm> {
  const declared = Number(request.header('content-length'))
  if (Number.isFinite(declared) && declared > limits.multipartMaxBytes)
    throw new ApiException(413, [{ message: messages.requestTooLarge }])
  // The client may be gone before the route got here (its connection closed while the request
  // was being authenticated): then there is nothing to read and no answer to give.
  if (request.request.socket?.destroyed) throw ApiException.badRequest(messages.uploadInterrupted)
  const folder = await mkdtemp(join(tmpdir(), 'kobza-upload-'))
  const discard = () => rm(folder, { recursive: true, force: true })
  const files = new Map<string, ReceivedUpload>()
  // Parts may overlap (the next one starts while the last is still being written): fields are claimed on arrival.
  const claimed = new Set<string>()
  let refusal: ApiException | undefined
  const refuse = (error: ApiException) => {
    refusal ??= error
    request.multipart.abort(error)
  }

  // A client gone mid-body (a dropped line, a timeout, a lie about the length that ends in a
  // closed connection) ends the upload: without this the parser could wait for the rest forever
  // and the temp folder would stay. The request's own close counts only when the body was cut
  // short; the connection's close counts whenever it comes before the upload is done.
  const incoming = request.request
  const socket = incoming.socket
  const onRequestClose = () => {
    if (!incoming.complete) refuse(ApiException.badRequest(messages.uploadInterrupted))
  }
  const onSocketClose = () => refuse(ApiException.badRequest(messages.uploadInterrupted))
  incoming.once('close', onRequestClose)
  socket?.once('close', onSocketClose)

  request.multipart.onFile('*', {}, async (part, reportChunk) => {
    const field = part.name
    const slot = options.slotFor(field)
    if (!slot || claimed.has(field)) {
      part.resume()
      return refuse(ApiException.unprocessable([{ message: options.unexpectedFileMessage, field }]))
    }
    if (claimed.size >= options.maxFiles) {
      part.resume()
      return refuse(ApiException.unprocessable([{ message: options.tooManyFilesMessage, field }]))
    }
    claimed.add(field)
    const path = join(folder, randomUUID())
    let size = 0
    let head = Buffer.alloc(0)
    let type: MediaType | null = null
    const decide = () => {
      type = sniffMediaType(head)
      if (!type || !slot.accepted.includes(type))
        throw ApiException.unprocessable([{ message: slot.typeMessage, field }])
    }
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        try {
          size += chunk.length
          if (size > slot.maxBytes) throw new ApiException(413, [{ message: slot.sizeMessage, field }])
          if (!type) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES)
            if (head.length >= SNIFF_BYTES) decide()
          }
          done(null, chunk)
        } catch (error) {
          done(error as Error)
        }
      },
      flush(done) {
        try {
          if (!type) decide()
          done()
        } catch (error) {
          done(error as Error)
        }
      },
    })
    part.pause()
    part.on('data', reportChunk)
    try {
      await pipeline(part, guard, createWriteStream(path))
    } catch (error) {
      refuse(error instanceof ApiException ? error : ApiException.badRequest(messages.uploadInterrupted))
      throw error
    }
    files.set(field, { field, clientName: part.filename ?? '', path, size, type: type! })
    return { tmpPath: path }
  })

  try {
    await request.multipart.process()
  } catch (error) {
    await discard()
    throw refusal ?? error
  } finally {
    incoming.off('close', onRequestClose)
    socket?.off('close', onSocketClose)
  }
  if (refusal) {
    await discard()
    throw refusal
  }
  const fields = request.body() as Record<string, unknown>
  return { fields, files, discard }
}

/** Text fields of a multipart form are capped like a JSON or urlencoded body (the parsers' 1 MB). */
const FORM_MAX_BYTES = 1024 * 1024

/**
 * Reads a multipart form of text fields only (a comment, an invitation) into `request.body()`.
 * Fields stay in memory, at most 1 MB; a file part stops the read with 415 — nothing is written.
 */
export async function receiveFormFields(request: HttpRequest): Promise<void> {
  const declared = Number(request.header('content-length'))
  if (Number.isFinite(declared) && declared > FORM_MAX_BYTES)
    throw new ApiException(413, [{ message: messages.requestTooLarge }])
  let refusal: ApiException | undefined
  request.multipart.onFile('*', {}, async (part) => {
    part.resume()
    refusal ??= new ApiException(415, [{ message: messages.filesNotAccepted, field: part.name }])
    request.multipart.abort(refusal)
  })
  try {
    await request.multipart.process({ limit: FORM_MAX_BYTES })
  } catch (error) {
    throw refusal ?? error
  }
  if (refusal) throw refusal
}

/** The slot of a picture field: PNG or JPEG by content, at most 6 MB, stopped while streaming. */
export function pictureSlot(refusals: { type: string; size: string }): UploadSlot {
  return {
    accepted: postImageMimeTypes,
    maxBytes: limits.coverMaxBytes,
    typeMessage: refusals.type,
    sizeMessage: refusals.size,
  }
}

/** The slot of a song field: MP3 or WAV by content, at most 200 MB, stopped while streaming. */
export function audioSlot(refusals: { type: string; size: string }): UploadSlot {
  return {
    accepted: songMimeTypes,
    maxBytes: limits.songMaxBytes,
    typeMessage: refusals.type,
    sizeMessage: refusals.size,
  }
}

/**
 * Reads the body of a route of #media/multipart_routes' `fileRoutes`: a multipart
 * form streams its files through their slots (each at most once; any other file field is
 * refused) into a temporary folder, which `discard()` removes; any other body is the parsed
 * one with no files. Call `discard()` whatever happens next.
 */
export async function receiveUploads(
  request: HttpRequest,
  slots: Record<string, UploadSlot>,
  unexpectedFileMessage: string
): Promise<ReceivedForm> {
  if (!request.is(['multipart/form-data']))
    return { fields: request.body() as Record<string, unknown>, files: new Map(), discard: async () => {} }
  const count = Object.keys(slots).length
  return receiveMultipart(request, {
    slotFor: (field) => (Object.hasOwn(slots, field) ? slots[field]! : null),
    maxFiles: count,
    tooManyFilesMessage: unexpectedFileMessage,
    unexpectedFileMessage,
  })
}
