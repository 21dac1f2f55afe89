import { open, stat } from 'node:fs/promises'
import { parseBuffer, parseFile } from 'music-metadata'
import { UnreadableMediaError } from '#media/images'

export interface ProbedAudio {
  type: 'audio/mpeg' | 'audio/wav'
  /** Whole seconds, rounded, read from the file itself. */
  durationSeconds: number
}

/**
 * A WAV's RIFF header states the file's size: fewer bytes than that is a cut-off upload or a
 * file lying about its length (its duration would be read from the header, not the samples).
 */
async function isTruncatedWav(source: string | Buffer): Promise<boolean> {
  let head: Buffer
  let size: number
  if (typeof source === 'string') {
    size = (await stat(source)).size
    const handle = await open(source, 'r')
    try {
      head = Buffer.alloc(12)
      await handle.read(head, 0, 12, 0)
    } finally {
      await handle.close()
    }
  } else {
    size = source.length
    head = source.subarray(0, 12)
  }
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF') return true
  return size < 8 + head.readUInt32LE(4)
}

/** Reads an MP3 or WAV file's real format and length; anything else is unreadable. */
export async function probeAudio(source: string | Buffer): Promise<ProbedAudio> {
  let metadata
  try {
    metadata =
      typeof source === 'string'
        ? await parseFile(source, { duration: true, skipCovers: true })
        : await parseBuffer(source, undefined, { duration: true, skipCovers: true })
  } catch {
    throw new UnreadableMediaError('unreadable audio')
  }
  const { container, codec, duration } = metadata.format
  const type =
    container === 'WAVE' ? 'audio/wav' : container === 'MPEG' && /layer 3/i.test(codec ?? '') ? 'audio/mpeg' : null
  if (!type || !duration || !Number.isFinite(duration) || duration <= 0)
    throw new UnreadableMediaError(`unaccepted audio ${container}/${codec}`)
  if (type === 'audio/wav' && (await isTruncatedWav(source)))
    throw new UnreadableMediaError('the WAV file is shorter than its header says')
  return { type, durationSeconds: Math.max(1, Math.round(duration)) }
}
