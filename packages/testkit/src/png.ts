import { crc32, deflateSync } from 'node:zlib'

/*
 * PNG files written byte by byte: real pictures (the API decodes and re-encodes them) with no
 * binary fixture in the repository. Hostile tests build malformed ones from the same parts.
 */

export type Rgb = readonly [number, number, number]

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** One chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A whole PNG around already deflated pixel rows (`colorType` 2 is RGB, 0 greyscale; 8 bits). */
export function pngFromIdat(width: number, height: number, idat: Buffer, colorType: 0 | 2 = 2): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, colorType, 0, 0, 0], 8)
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A `width`×`height` RGB PNG whose pixel at (x, y) is `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const stride = 1 + width * 3
  const rows = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y).map(Math.round), y * stride + 1 + x * 3)
  return pngFromIdat(width, height, deflateSync(rows))
}

/** A `width`×`height` RGB PNG with a diagonal gradient of two colours (red to gold unless told). */
export function gradientPng(
  width = 64,
  height = 64,
  from: readonly number[] = [179, 38, 30],
  to: readonly number[] = [240, 200, 80]
): Buffer {
  const span = width + height - 2 || 1
  return encodePng(width, height, (x, y) => {
    const t = (x + y) / span
    const mix = (c: number) => from[c]! + (to[c]! - from[c]!) * t
    return [mix(0), mix(1), mix(2)]
  })
}
