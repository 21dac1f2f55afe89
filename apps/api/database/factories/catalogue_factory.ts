import { deflateSync } from 'node:zlib'
import { DateTime } from 'luxon'
import type { User } from '#accounts/public'
import Song from '#catalogue/song'
import Playlist from '#catalogue/playlist'
import Event from '#catalogue/event'
import db from '@adonisjs/lucid/services/db'

/*
 * Catalogue rows for tests and the demo, plus small generated files (a real PNG, a real WAV)
 * for upload tests: no binary fixtures in the repository.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A `width`×`height` RGB PNG: a diagonal gradient of two colours. */
export function gradientPng(width = 64, height = 64, from = [179, 38, 30], to = [240, 200, 80]): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height - 2 || 1)
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A mono 16-bit PCM WAV of `seconds`, a short melody from the given frequencies. */
export function melodyWav(seconds = 3, notes: number[] = [440, 494, 523, 587], sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i += 1) {
    const note = notes[Math.floor((i / samples) * notes.length)]!
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * note * i) / sampleRate) * 8000), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'latin1')
  header.write('fmt ', 12, 'latin1')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'latin1')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

let sequence = 0

/** A song row of `artist` (its media key names no stored file unless `mediaKey` is given). */
export async function createSongRow(
  artist: User,
  overrides: Partial<Pick<Song, 'name' | 'genre' | 'lengthSeconds' | 'mediaKey'>> = {}
) {
  sequence += 1
  return Song.create({
    userId: artist.id,
    name: `Song ${sequence}`,
    genre: 'POP',
    lengthSeconds: 180,
    mediaKey: `public/2026/01/00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}.mp3`,
    ...overrides,
  })
}

/** A playlist row of `artist` holding `songs`, in that order. */
export async function createPlaylistRow(artist: User, songs: Song[], name = `Playlist ${++sequence}`) {
  const playlist = await Playlist.create({ userId: artist.id, name, description: null, type: 'PLAYLIST' })
  if (songs.length > 0) {
    await db
      .insertQuery()
      .table('playlist_songs')
      .multiInsert(songs.map((song, position) => ({ playlist_id: playlist.id, song_id: song.id, position })))
  }
  return playlist
}

/** An event row of `artist` starting `inDays` from now (negative: in the past). */
export async function createEventRow(artist: User, inDays = 7, title = `Event ${++sequence}`) {
  return Event.create({
    userId: artist.id,
    title,
    description: null,
    link: null,
    startAt: DateTime.utc().plus({ days: inDays }).startOf('minute'),
  })
}
