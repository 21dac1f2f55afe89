import { describe, expect, it } from 'vitest'
import { apiErrorBody, errorBody, firstErrorMessage, messages } from './errors.js'

describe('error shape', () => {
  it('builds and reads { errors: [{ message }] }', () => {
    const body = errorBody('First', 'Second')
    expect(apiErrorBody.parse(body)).toEqual({ errors: [{ message: 'First' }, { message: 'Second' }] })
    expect(firstErrorMessage(body)).toBe('First')
  })

  it('reads nothing from other shapes', () => {
    expect(firstErrorMessage({ message: 'x' })).toBeUndefined()
    expect(firstErrorMessage({ errors: [] })).toBeUndefined()
    expect(firstErrorMessage('oops')).toBeUndefined()
  })

  it("formats the spec's counter messages", () => {
    expect(messages.maxChars(1001, 1000)).toBe('Maximum number of characters - 1001/1000')
    expect(messages.minChars(3, 10)).toBe('Minimum number of characters - 3/10')
    expect(messages.minValue(1)).toBe('Minimum value - 1')
  })
})
