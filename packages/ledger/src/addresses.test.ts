import { describe, expect, it } from 'vitest'
import {
  account,
  accountAddressBytes,
  accountAddressFromBytes,
  addressKey,
  contract,
  contractKey,
  contractRef,
  isAccountAddress,
  parseAddressKey,
  sameAddress,
  shortAddress,
} from './addresses.js'
import { bytesToHex } from './bytes.js'

const address = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'

describe('shortAddress', () => {
  it('keeps the first 4 and last 5 characters around an ellipsis', () => {
    expect(shortAddress(address)).toBe('3kBx…LwK1G')
    expect(shortAddress('1234567890')).toBe('1234…67890')
  })

  it('shows addresses of 9 characters or fewer whole', () => {
    expect(shortAddress('123456789')).toBe('123456789')
    expect(shortAddress('')).toBe('')
  })
})

describe('address keys', () => {
  it('keys accounts by address and contracts by <index,subindex>', () => {
    expect(contractKey(contractRef(9932))).toBe('<9932,0>')
    expect(addressKey(account(address))).toBe(address)
    expect(parseAddressKey('<7,1>')).toEqual(contract({ index: 7n, subindex: 1n }))
    expect(parseAddressKey(address)).toEqual(account(address))
    expect(sameAddress(contract(contractRef(1)), contract(contractRef(1, 0)))).toBe(true)
    expect(sameAddress(contract(contractRef(1)), contract(contractRef(1, 1)))).toBe(false)
  })
})

describe('account address bytes', () => {
  it('decodes base58check to the 32 bytes contracts see, and back', () => {
    const bytes = accountAddressBytes(address)
    expect(bytesToHex(bytes)).toBe('69752406cc939fc90ca6a73b57cee109963547f942006d219144924f8485fb0d')
    expect(accountAddressFromBytes(bytes)).toBe(address)
  })

  it('recognises valid addresses only', () => {
    expect(isAccountAddress(address)).toBe(true)
    expect(isAccountAddress(`${address.slice(0, -1)}H`)).toBe(false)
    expect(isAccountAddress('hello')).toBe(false)
  })
})
