/**
 * Little-endian byte encoding as Concordium contracts use it (concordium-std `Serial`).
 * Written without Node's Buffer so the same code runs in the browser.
 */

const hexPattern = /^(?:[0-9a-fA-F]{2})*$/

const byteHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byteHex[byte] ?? ''
  return hex
}

export function hexToBytes(hex: string): Uint8Array {
  if (!hexPattern.test(hex)) throw new Error(`Not an even-length hex string: "${hex}"`)
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

export function isHex(value: string): boolean {
  return hexPattern.test(value)
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** An ArrayBuffer holding exactly these bytes (a view's `.buffer` may be larger). */
export function exactArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.length)
  copy.set(bytes)
  return copy.buffer
}

const u64Max = (1n << 64n) - 1n

export class ByteWriter {
  private readonly chunks: number[] = []

  u8(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xff) throw new RangeError(`u8 out of range: ${value}`)
    this.chunks.push(value)
    return this
  }

  u16(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffff) throw new RangeError(`u16 out of range: ${value}`)
    return this.u8(value & 0xff).u8(value >>> 8)
  }

  u32(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`u32 out of range: ${value}`)
    for (let i = 0; i < 4; i++) this.u8(Math.floor(value / 2 ** (8 * i)) & 0xff)
    return this
  }

  u64(value: bigint): this {
    if (value < 0n || value > u64Max) throw new RangeError(`u64 out of range: ${value}`)
    for (let i = 0n; i < 8n; i++) this.u8(Number((value >> (8n * i)) & 0xffn))
    return this
  }

  /** Unsigned LEB128, the CIS-2 encoding of token amounts. */
  uleb128(value: bigint): this {
    if (value < 0n) throw new RangeError(`uleb128 cannot encode ${value}`)
    let rest = value
    do {
      const low = Number(rest & 0x7fn)
      rest >>= 7n
      this.u8(rest === 0n ? low : low | 0x80)
    } while (rest !== 0n)
    return this
  }

  bytes(value: Uint8Array): this {
    for (const byte of value) this.u8(byte)
    return this
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.chunks)
  }

  toHex(): string {
    return bytesToHex(this.toBytes())
  }
}

export class ByteReader {
  private offset = 0

  constructor(private readonly data: Uint8Array) {}

  static fromHex(hex: string): ByteReader {
    return new ByteReader(hexToBytes(hex))
  }

  get remaining(): number {
    return this.data.length - this.offset
  }

  u8(): number {
    const value = this.data[this.offset]
    if (value === undefined) throw new RangeError('Unexpected end of data')
    this.offset += 1
    return value
  }

  u16(): number {
    return this.u8() | (this.u8() << 8)
  }

  u32(): number {
    let value = 0
    for (let i = 0; i < 4; i++) value += this.u8() * 2 ** (8 * i)
    return value
  }

  u64(): bigint {
    let value = 0n
    for (let i = 0n; i < 8n; i++) value |= BigInt(this.u8()) << (8n * i)
    return value
  }

  /** CIS-2 limits token amounts to 37 LEB128 bytes (2^256 - 1). */
  uleb128(maxBytes = 37): bigint {
    let value = 0n
    for (let i = 0; i < maxBytes; i++) {
      const byte = this.u8()
      value |= BigInt(byte & 0x7f) << BigInt(7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw new RangeError(`LEB128 value longer than ${maxBytes} bytes`)
  }

  bytes(length: number): Uint8Array {
    if (length > this.remaining) throw new RangeError('Unexpected end of data')
    const slice = this.data.slice(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  expectEnd(): void {
    if (this.remaining !== 0) throw new RangeError(`${this.remaining} unexpected trailing byte(s)`)
  }
}
