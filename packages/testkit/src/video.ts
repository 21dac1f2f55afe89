import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** A real WebM (VP8 and Opus, 640×360, about 4 s, 140 KB) that Chromium plays: the demo's greeting. */
export const greetingWebmPath = fileURLToPath(new URL('../media/greeting.webm', import.meta.url))

export function greetingWebm(): Buffer {
  return readFileSync(greetingWebmPath)
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}
const u32 = (...values: number[]) => {
  const bytes = Buffer.alloc(4 * values.length)
  values.forEach((value, index) => bytes.writeUInt32BE(value, index * 4))
  return bytes
}
const fullBox = (type: string, ...parts: Buffer[]) => box(type, u32(0), ...parts)
const identity = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)

/**
 * A small ISO base media file (MP4): `ftyp`, a `moov` stating `seconds` and one track whose
 * handler is `handler` ('vide' a picture, 'soun' sound only), then an `mdat` padding the file
 * to `size` bytes — what a container parser reads, without a real encoder.
 */
export function mp4Bytes(size = 4096, { seconds = 2, handler = 'vide' } = {}): Buffer {
  const scale = 1000
  const mvhd = fullBox(
    'mvhd',
    u32(0, 0, scale, seconds * scale, 0x10000),
    Buffer.from([1, 0]),
    Buffer.alloc(10),
    identity,
    Buffer.alloc(24),
    u32(2)
  )
  const tkhd = fullBox('tkhd', u32(0, 0, 1, 0, seconds * scale), Buffer.alloc(16), identity, u32(640 << 16, 360 << 16))
  const mdhd = fullBox('mdhd', u32(0, 0, scale, seconds * scale), Buffer.from([0x55, 0xc4, 0, 0]))
  const hdlr = fullBox('hdlr', u32(0), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from('Handler\0'))
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('stbl', fullBox('stsd', u32(0))))))
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'))
  const head = Buffer.concat([ftyp, box('moov', mvhd, trak)])
  return Buffer.concat([head, box('mdat', Buffer.alloc(Math.max(0, size - head.length - 8), 7))])
}
