import { z } from './zod.js'

/*
 * What the server knows of a song's audio once it has processed the upload (issue: music that
 * plays like a music service). Catalogue songs, post songs and legend songs carry it as `media`.
 * Fans are shown READY songs only; the artist also sees PROCESSING (with progress) and FAILED
 * (with a reason a person can read).
 */
export const songStatuses = z.enum(['PROCESSING', 'READY', 'FAILED'])
export type SongStatus = z.infer<typeof songStatuses>

export const songLoudness = z.object({
  /** Integrated loudness, LUFS (EBU R128). */
  integratedLufs: z.number(),
  /** True peak, dBTP. */
  truePeakDb: z.number(),
})

export const songRenditions = z.object({
  /** The rendition for normal networks (AAC-LC 256 kbps in MP4). */
  high: z.string(),
  /** About 64 kbps, for slow networks and data saver. */
  low: z.string(),
})
export type SongRenditions = z.infer<typeof songRenditions>

export const songMedia = z.object({
  status: songStatuses,
  statusReason: z.string().nullable(),
  /** 0–100 while PROCESSING, null otherwise. */
  processingProgress: z.number().min(0).max(100).nullable(),
  /** Seconds, from the decoded file (never from the client). */
  durationSeconds: z.number().nonnegative().nullable(),
  /** About 1,000 peaks in 0…1, left to right. */
  waveform: z.array(z.number().min(0).max(1)).nullable(),
  loudness: songLoudness.nullable(),
  renditions: songRenditions.nullable(),
})
export type SongMedia = z.infer<typeof songMedia>

/** Peaks the server computes per song. */
export const waveformPoints = 1000
