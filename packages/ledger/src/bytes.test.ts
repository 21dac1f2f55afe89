import { describe, expect, it } from 'vitest'
import {
  ByteReader,
  ByteWriter,
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  exactArrayBuffer,
  hexToBytes,
} from './bytes.js'

describe('hex and base64', () => {
  it('round-trips bytes through hex and base64', () => {
    const bytes = Uint8Array.from([0, 1, 127, 128, 255])
    expect(bytesToHex(bytes)).toBe('00017f80ff')
    expect(hexToBytes('00017F80ff')).toEqual(bytes)
    expect(bytesToBase64(bytes)).toBe('AAF/gP8=')
    expect(base64ToBytes('AAF/gP8=')).toEqual(bytes)
  })

  it('refuses odd-length or non-hex strings', () => {
    expect(() => hexToBytes('abc')).toThrow()
    expect(() => hexToBytes('zz')).toThrow()
  })

  it('gives an ArrayBuffer of exactly the viewed bytes', () => {
    const view = new Uint8Array([9, 8, 7, 6]).subarray(1, 3)
    expect(new Uint8Array(exactArrayBuffer(view))).toEqual(Uint8Array.from([8, 7]))
  })
})

describe('ByteWriter / ByteReader', () => {
  it('writes little-endian integers', () => {
    expect(new ByteWriter().u16(0x0102).u32(0x01020304).u64(0x0102030405060708n).toHex()).toBe(
      '0201' + '04030201' + '0807060504030201'
    )
  })

  it('encodes LEB128 like the CIS-2 examples', () => {
    expect(new ByteWriter().uleb128(0n).toHex()).toBe('00')
    expect(new ByteWriter().uleb128(127n).toHex()).toBe('7f')
    expect(new ByteWriter().uleb128(128n).toHex()).toBe('8001')
    expect(new ByteWriter().uleb128(100000n).toHex()).toBe('a08d06')
  })

  it('reads back what it wrote', () => {
    const hex = new ByteWriter()
      .u8(7)
      .u16(65535)
      .u32(4294967295)
      .u64((1n << 64n) - 1n)
      .uleb128(1n << 200n)
      .toHex()
    const reader = ByteReader.fromHex(hex)
    expect([reader.u8(), reader.u16(), reader.u32(), reader.u64(), reader.uleb128()]).toEqual([
      7,
      65535,
      4294967295,
      (1n << 64n) - 1n,
      1n << 200n,
    ])
    expect(() => reader.expectEnd()).not.toThrow()
  })

  it('rejects out-of-range values and truncated data', () => {
    expect(() => new ByteWriter().u8(256)).toThrow(RangeError)
    expect(() => new ByteWriter().u32(-1)).toThrow(RangeError)
    expect(() => new ByteWriter().u64(1n << 64n)).toThrow(RangeError)
    expect(() => ByteReader.fromHex('0102').u32()).toThrow(RangeError)
    expect(() => ByteReader.fromHex('ff'.repeat(38)).uleb128()).toThrow(RangeError)
    expect(() => ByteReader.fromHex('0102').expectEnd()).toThrow(RangeError)
  })
})
