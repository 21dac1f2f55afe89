/* Hostile files, built byte by byte on the test kit's encoders; real ones come from the kit as they are. */
import { crc32, createDeflate, deflateRawSync } from 'node:zlib'
import { pngFromIdat, solidJpeg, wavHeader } from '@kobza/testkit'

/**
 * A grey PNG of `side`×`side` whose pixel data really is there, deflated: 12000² is 144
 * million pixels (144 MB once decoded) in about 140 KB — a decompression bomb.
 */
export async function pngBomb(side = 12_000) {
  // Deflated in slices of rows, so building the bomb never holds its decoded size.
  const rowBytes = side + 1 // a filter byte, then the pixels, all zero
  const slice = Buffer.alloc(rowBytes * 500)
  const deflate = createDeflate({ level: 9 })
  const out = []
  deflate.on('data', (data) => out.push(data))
  const ended = new Promise((resolve) => deflate.on('end', resolve))
  for (let done = 0; done < side; done += 500) deflate.write(slice.subarray(0, rowBytes * Math.min(500, side - done)))
  deflate.end()
  await ended
  return pngFromIdat(side, side, Buffer.concat(out), 0)
}

/** A JPEG whose frame header (SOF0) claims 60000×60000 pixels: 3.6 billion, over any limit. */
export async function jpegDeclaringHugeSize() {
  const bytes = Buffer.from(await solidJpeg())
  for (let at = 2; at < bytes.length - 9; at += 1) {
    if (bytes[at] === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2)) {
      bytes.writeUInt16BE(60_000, at + 5)
      bytes.writeUInt16BE(60_000, at + 7)
      return bytes
    }
  }
  throw new Error('no SOF marker in the generated JPEG')
}

export const SCRIPT_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>'

/** A JPEG's magic bytes followed by an HTML page: "a JPEG" to a sniffer, a page to a lax browser. */
export function fakeJpegPolyglot() {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.from(SCRIPT_PAYLOAD),
  ])
}

/** A real JPEG with a script tucked in a comment segment and after its end marker. */
export async function realJpegPolyglot() {
  const bytes = Buffer.from(await solidJpeg())
  const comment = Buffer.from(SCRIPT_PAYLOAD)
  const segment = Buffer.alloc(4)
  segment[0] = 0xff
  segment[1] = 0xfe
  segment.writeUInt16BE(comment.length + 2, 2)
  return Buffer.concat([bytes.subarray(0, 2), segment, comment, bytes.subarray(2), Buffer.from(SCRIPT_PAYLOAD)])
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
    '<script>alert(document.domain)</script><rect width="10" height="10"/></svg>'
)

/** A zip with one entry that inflates from ~50 KB to 50 MB, named like a picture by the client. */
export function zipBomb() {
  const name = Buffer.from('bomb.bin')
  const raw = Buffer.alloc(50 * 1024 * 1024)
  const data = deflateRawSync(raw, { level: 9 })
  const crc = crc32(raw)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8) // deflate
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(raw.length, 22)
  local.writeUInt16LE(name.length, 26)
  return Buffer.concat([local, name, data])
}

/** A WAV whose header promises `seconds` of audio while only a few samples follow. */
export function truncatedWav(seconds = 600) {
  return Buffer.concat([wavHeader(8000 * 2 * seconds), Buffer.alloc(64)])
}

/** An ID3 tag that claims a big body, then stops: no MPEG frame ever comes. */
export function truncatedMp3() {
  const tag = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x7f, 0x7f])
  return Buffer.concat([tag, Buffer.from('TIT2'), Buffer.alloc(20)])
}
