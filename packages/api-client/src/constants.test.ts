import { describe, expect, it } from 'vitest'
import * as contract from '@kobza/contract'
import { firstErrorMessage, versionHeader } from './constants.js'

describe('copies of contract values', () => {
  it('uses the contract version header', () => {
    expect(versionHeader).toBe(contract.versionHeader)
  })

  it('reads error bodies exactly as the contract does', () => {
    const bodies: unknown[] = [
      contract.errorBody('First', 'Second'),
      { errors: [{ message: 'Only', code: 'E1' }] },
      { errors: [] },
      { errors: [{ message: 3 }] },
      { errors: [{ message: 'ok' }, { nope: true }] },
      { errors: 'nope' },
      { message: 'not the shape' },
      null,
      'text',
      undefined,
    ]
    for (const body of bodies) expect(firstErrorMessage(body)).toBe(contract.firstErrorMessage(body))
  })
})
