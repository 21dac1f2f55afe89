import { open, stat } from 'node:fs/promises'
import { parseFile, TrackType } from 'music-metadata'
import { UnreadableMediaError } from '#media/images'

export interface ProbedVideo {
  /** Seconds, as the container states them. */
  durationSeconds: number
  videoTracks: number
}

/** Matroska's "size unknown" (every value bit set), which a live recording writes. */
function isUnknownSize(value: bigint, length: number): boolean {
  return value === (1n << BigInt(7 * length)) - 1n
}

/** An EBML variable-length integer at `offset`: its value and length, or null when it is not one. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean) {
  const first = bytes[offset]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (offset + length > bytes.length) return null
  let value = BigInt(keepMarker ? first : first & (0xff >> length))
  for (let index = 1; index < length; index += 1) value = (value << 8n) | BigInt(bytes[offset + index]!)
  return { value, length }
}

/**
 * A WebM/Matroska file holds its whole Segment: the header states the Segment's size, and a
 * file shorter than that was cut off (its header still announces the full duration).
 */
async function isTruncatedMatroska(path: string): Promise<boolean> {
  const size = (await stat(path)).size
  const head = Buffer.alloc(Math.min(size, 4096))
  const handle = await open(path, 'r')
  try {
    await handle.read(head, 0, head.length, 0)
  } finally {
    await handle.close()
  }
  let offset = 0
  for (const expectedId of [0x1a45dfa3n, 0x18538067n]) {
    const id = readVint(head, offset, true)
    if (!id || id.value !== expectedId) return true
    const length = readVint(head, offset + id.length, false)
    if (!length) return true
    const body = offset + id.length + length.length
    if (expectedId === 0x18538067n)
      return !isUnknownSize(length.value, length.length) && BigInt(body) + length.value > BigInt(size)
    offset = body + Number(length.value)
  }
  return true
}

/**
 * Parses a video's container (WebM/Matroska, MP4, QuickTime): it must read to the end of what it
 * declares, last longer than zero seconds and hold at least one video track. The first bytes
 * alone (checked while it streamed) say only what it claims to be.
 */
export async function probeVideo(path: string): Promise<ProbedVideo> {
  let format
  try {
    format = (await parseFile(path, { duration: true, skipCovers: true })).format
  } catch {
    throw new UnreadableMediaError('unreadable video')
  }
  const tracks = format.trackInfo ?? []
  const videoTracks = tracks.filter((track) => track.type === TrackType.video || track.video !== undefined)
  const duration = format.duration ?? Math.max(0, ...videoTracks.map((track) => track.duration ?? 0))
  if (videoTracks.length === 0) throw new UnreadableMediaError(`no video track in ${format.container}`)
  if (!Number.isFinite(duration) || duration <= 0) throw new UnreadableMediaError('the video states no duration')
  if (/EBML|matroska|webm/i.test(format.container ?? '') && (await isTruncatedMatroska(path)))
    throw new UnreadableMediaError('the video file is shorter than its header says')
  return { durationSeconds: duration, videoTracks: videoTracks.length }
}
