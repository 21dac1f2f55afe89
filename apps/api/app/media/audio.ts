import { parseBuffer, parseFile } from 'music-metadata'
import { UnreadableMediaError } from '#media/images'

export interface ProbedAudio {
  type: 'audio/mpeg' | 'audio/wav'
  /** Whole seconds, rounded, read from the file itself. */
  durationSeconds: number
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
  return { type, durationSeconds: Math.max(1, Math.round(duration)) }
}
