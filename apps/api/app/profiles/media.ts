/*
 * Stored media for profiles and the catalogue, until the media domain (#media/public: Drive,
 * sharp, music-metadata, the range-serving route) is part of the API. Everything that touches
 * files goes through this one file, so switching to #media/public changes nothing else. Keys
 * follow the media domain's layout (`public/YYYY/MM/<uuid>.<ext>` under DATA_DIR/media), so
 * files stored now are served by its route later.
 */
import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, open, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { limits } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { dataPath } from '#core/paths'

export const MEDIA_ROUTE = '/api/v1/media'

export function mediaUrlOf(key: string | null): string | null {
  return key ? `${MEDIA_ROUTE}/${key}` : null
}

type StoredType = 'image/png' | 'image/jpeg' | 'audio/mpeg' | 'audio/wav'
const extensionOf: Record<StoredType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
}

/** The type the content declares by its first bytes, never by the file's name. */
export function sniffType(head: Buffer): StoredType | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1')
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav'
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'audio/mpeg'
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe6) === 0xe2) return 'audio/mpeg'
  return null
}

/** The file's first bytes (headers live there) and its whole size, without reading it all. */
async function readHead(path: string, length = 64 * 1024): Promise<{ head: Buffer; size: number }> {
  const handle = await open(path, 'r')
  try {
    const { size } = await handle.stat()
    const head = Buffer.alloc(Math.min(length, size))
    await handle.read(head, 0, head.length, 0)
    return { head, size }
  } finally {
    await handle.close()
  }
}

function newKey(type: StoredType, at = new Date()): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0')
  return `public/${at.getUTCFullYear()}/${month}/${randomUUID()}.${extensionOf[type]}`
}

async function store(path: string, type: StoredType): Promise<string> {
  const key = newKey(type)
  const target = dataPath('media', key)
  await mkdir(dirname(target), { recursive: true })
  await copyFile(path, target)
  return key
}

/** Deletes stored files; one already gone is not an error (a retried cleanup). */
export async function deleteStored(keys: Iterable<string | null | undefined>): Promise<void> {
  await Promise.all(
    [...keys].filter((key): key is string => !!key).map((key) => rm(dataPath('media', key), { force: true }))
  )
}

export interface StoredPicture {
  key: string
  thumbnailKey: string | null
}

/**
 * A PNG or JPEG picture (by content) of at most 6 MB, stored; null when the field is absent.
 * A wrong kind is 422, an oversized file 413 — both name the field.
 */
export async function storePicture(
  file: MultipartFile | null,
  field: string,
  messages: { type: string; size: string }
): Promise<StoredPicture | null> {
  if (!file) return null
  if (!file.tmpPath || file.size > limits.coverMaxBytes) {
    if (file.size > limits.coverMaxBytes) throw new ApiException(413, [{ message: messages.size, field }])
    throw ApiException.unprocessable([{ message: messages.type, field }])
  }
  const type = sniffType((await readHead(file.tmpPath, 16)).head)
  if (type !== 'image/png' && type !== 'image/jpeg')
    throw ApiException.unprocessable([{ message: messages.type, field }])
  return { key: await store(file.tmpPath, type), thumbnailKey: null }
}

/** Seconds of a PCM WAV: the data chunk's size over the format's bytes per second. */
function wavSeconds(bytes: Buffer, fileSize: number): number | null {
  let offset = 12
  let byteRate = 0
  while (offset + 8 <= bytes.length) {
    const id = bytes.subarray(offset, offset + 4).toString('latin1')
    const size = bytes.readUInt32LE(offset + 4)
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16)
    if (id === 'data') return byteRate > 0 ? Math.min(size, fileSize - offset - 8) / byteRate : null
    offset += 8 + size + (size % 2)
  }
  return null
}

const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

/** Seconds of an MP3 from its first frame's bitrate (constant-bitrate estimate). */
function mp3Seconds(bytes: Buffer, fileSize: number): number | null {
  let offset = 0
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3' && bytes.length >= 10) {
    offset =
      10 + (((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f))
  }
  for (; offset + 4 <= bytes.length; offset += 1) {
    if (bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe6) !== 0xe2) continue
    const version1 = (bytes[offset + 1]! & 0x18) === 0x18
    const bitrate = (version1 ? MP3_BITRATES_V1 : MP3_BITRATES_V2)[bytes[offset + 2]! >> 4]
    if (!bitrate) continue
    return ((fileSize - offset) * 8) / (bitrate * 1000)
  }
  return null
}

export interface StoredAudio {
  mediaKey: string
  lengthSeconds: number
}

/** An MP3 or WAV (by content) of at most 200 MB, measured from the file itself and stored. */
export async function storeAudio(
  file: MultipartFile | null,
  field: string,
  messages: { required: string; type: string; size: string }
): Promise<StoredAudio> {
  if (!file) throw ApiException.unprocessable([{ message: messages.required, field }])
  if (file.size > limits.songMaxBytes) throw new ApiException(413, [{ message: messages.size, field }])
  if (!file.tmpPath) throw ApiException.unprocessable([{ message: messages.type, field }])
  const { head, size } = await readHead(file.tmpPath)
  const type = sniffType(head.subarray(0, 16))
  const seconds = type === 'audio/wav' ? wavSeconds(head, size) : type === 'audio/mpeg' ? mp3Seconds(head, size) : null
  if (!type || seconds === null || !Number.isFinite(seconds) || seconds <= 0)
    throw ApiException.unprocessable([{ message: messages.type, field }])
  return { mediaKey: await store(file.tmpPath, type), lengthSeconds: Math.max(1, Math.round(seconds)) }
}
