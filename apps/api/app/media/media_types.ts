/** The media kinds Kobza stores, recognised by their first bytes, never by a file's name. */
export type MediaType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'audio/mpeg'
  | 'audio/wav'
  /** Song renditions (AAC in MP4), made by app/media/transcode.ts, never accepted as an upload. */
  | 'audio/mp4'
  | 'video/mp4'
  | 'video/webm'
  | 'video/quicktime'

export const extensionOf: Record<MediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
}

export const typeOfExtension: Record<string, MediaType> = Object.fromEntries(
  Object.entries(extensionOf).map(([type, extension]) => [extension, type as MediaType])
)

/** Bytes `sniffMediaType` needs to decide. */
export const SNIFF_BYTES = 12

/** The type the file's content declares (magic bytes), or null for anything else. */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte))
    return 'image/png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav'
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'audio/mpeg'
  // An MPEG audio frame header: 11 sync bits, then any version with layer III.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe6) === 0xe2) return 'audio/mpeg'
  // ISO base media: a box size, then `ftyp` and the brand; Apple's `qt  ` brand is QuickTime.
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return ascii(8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4'
  // Matroska/WebM's EBML header.
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return 'video/webm'
  return null
}
