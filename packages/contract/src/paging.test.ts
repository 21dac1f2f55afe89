import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageQuery, paged, totalPages } from './paging.js'
import { apiPageToUi, uiPageToApi } from './values.js'
import { pageSizes } from './limits.js'

describe('paging', () => {
  it('maps 1-based UI pages to 0-based API pages and back', () => {
    expect(uiPageToApi(1)).toBe(0)
    expect(uiPageToApi(0)).toBe(0)
    expect(apiPageToUi(0)).toBe(1)
  })

  it('counts pages', () => {
    expect(totalPages(0, 20)).toBe(0)
    expect(totalPages(20, 20)).toBe(1)
    expect(totalPages(21, 20)).toBe(2)
  })

  it('coerces query strings, defaults the size and bounds it', () => {
    const feed = pageQuery(pageSizes.feed)
    expect(feed.parse({})).toEqual({ page: 0, size: 20 })
    expect(feed.parse({ page: '2', size: '9' })).toEqual({ page: 2, size: 9 })
    expect(feed.safeParse({ page: '-1' }).success).toBe(false)
    expect(feed.safeParse({ size: String(pageSizes.max + 1) }).success).toBe(false)
  })

  it('describes the paged answer shape', () => {
    const schema = paged(z.object({ id: z.number() }))
    expect(schema.parse({ elements: [{ id: 1 }], totalPages: 1 })).toEqual({ elements: [{ id: 1 }], totalPages: 1 })
    expect(schema.safeParse({ content: [], totalPages: 0 }).success).toBe(false)
  })
})
