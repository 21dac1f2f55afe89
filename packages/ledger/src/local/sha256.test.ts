import { sha256 as sdkSha256 } from '@concordium/web-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes.js'
import { sha256 } from './sha256.js'

const text = (value: string) => new TextEncoder().encode(value)

describe('sha256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(bytesToHex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(bytesToHex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(bytesToHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'
    )
    expect(bytesToHex(sha256(text('a'.repeat(1000))))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3'
    )
  })

  it('hashes the concatenation of its parts', () => {
    expect(sha256(text('ab'), text('c'))).toEqual(sha256(text('abc')))
  })

  it('agrees with the SDK on random input of every length around the block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(bytesToHex(sha256(bytes))).toBe(bytesToHex(Uint8Array.from(sdkSha256([bytes]))))
      }),
      { numRuns: 500 }
    )
  })
})
