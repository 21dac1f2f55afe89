import { limits } from './limits.js'

/*
 * What each kind of upload may be: its types (as the API names them after reading the first
 * bytes) and its largest size. One list per kind; the API's upload slots, the web's file pickers
 * and the console read these. Zod-free, so a screen can check a picked file without the schemas.
 */

/** Types by content (magic bytes), not by name. */
export const mediaTypes = {
  /** Covers and avatars: posts, profiles, playlists, events, legends, auctions. */
  picture: ['image/png', 'image/jpeg'],
  /** A picture sent in a chat. */
  chatImage: ['image/png', 'image/jpeg', 'image/webp'],
  /** Songs: posts, the catalogue, legends. */
  song: ['audio/mpeg', 'audio/wav'],
  /** A greeting's video. */
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const

export type MediaKind = keyof typeof mediaTypes

/** The largest file of each kind, in bytes. */
export const mediaMaxBytes: Record<MediaKind, number> = {
  picture: limits.coverMaxBytes,
  chatImage: 10 * 1024 * 1024,
  song: limits.songMaxBytes,
  video: limits.videoMaxBytes,
}

/** The kinds a resumable (tus) upload may carry, named as `kind` in its `Upload-Metadata`. */
export const resumableKinds = ['song', 'video'] as const satisfies readonly MediaKind[]

export type ResumableKind = (typeof resumableKinds)[number]

/**
 * Other names a browser gives the same types (it guesses from the file's extension, and each
 * browser and system guesses its own way); the API reads the bytes, so these pass a picker too.
 */
const browserAliases: Partial<Record<string, readonly string[]>> = {
  'audio/mpeg': ['audio/mp3'],
  'audio/wav': ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
}

/**
 * Extensions a picker offers beside the types, and that pass a check whatever type the browser
 * guessed (some systems give a .wav no type or one of their own).
 */
const pickerExtensions: Partial<Record<MediaKind, readonly string[]>> = {
  song: ['.mp3', '.wav'],
}

/** Whether a picked file is of this kind: by the browser's type, or else by its extension. */
export function acceptsMediaFile(kind: MediaKind, file: { type: string; name?: string }): boolean {
  const name = file.name?.toLowerCase() ?? ''
  return (
    mediaTypes[kind].some((type) => type === file.type || browserAliases[type]?.includes(file.type)) ||
    (pickerExtensions[kind] ?? []).some((extension) => name.endsWith(extension))
  )
}

/** The `accept` attribute of a file picker for this kind. */
export function mediaAccept(kind: MediaKind): string {
  return [...(pickerExtensions[kind] ?? []), ...mediaTypes[kind]].join(',')
}

/** Why a picked file cannot be sent, or null: its type first, then its size. */
export function mediaFileProblem(
  kind: MediaKind,
  file: { type: string; size: number; name?: string }
): 'type' | 'size' | null {
  if (!acceptsMediaFile(kind, file)) return 'type'
  if (file.size > mediaMaxBytes[kind]) return 'size'
  return null
}
