import { describe, expect, it } from 'vitest'
import { authorities, consoleAuthorities, eras, genres, legendSorts, paymentGoals, postTypes } from './enums.js'
import { eraValues, genreValues, legendSortValues } from './values.js'

describe('reference lists', () => {
  it('has the 13 genres of spec 002 §3 with their labels, in order', () => {
    expect(genres.list).toHaveLength(13)
    expect(genres.list[0]).toEqual({ value: 'EDM_ELECTRONIC', name: 'EDM/Electronic' })
    expect(genres.labels.HIP_HOP_R_AND_B_SOUL).toBe('Hip Hop/R&B/Soul')
    expect(genres.codes.at(-1)).toBe('AFROBEAT')
  })

  it('has the five eras', () => {
    expect(eras.list.map((era) => era.value)).toEqual([
      'CLASSIC_ERA',
      'EIGHTIES',
      'NINETIES',
      'ZERO_YEARS',
      'MODERN_ERA',
    ])
    expect(eras.labels.ZERO_YEARS).toBe('00s era')
  })

  it('schemas accept the codes and refuse anything else', () => {
    expect(genres.schema.safeParse('K_POP').success).toBe(true)
    expect(genres.schema.safeParse('k_pop').success).toBe(false)
    expect(postTypes.safeParse('PREMIUM').success).toBe(true)
    expect(paymentGoals.options).toEqual(['DONATE', 'SUBSCRIBE', 'VID_CONGRATULATION'])
    expect(legendSorts.options).toContain('LES_VOTES')
  })

  it('builds the schemas from the zod-free value lists, so the two cannot drift', () => {
    expect(eras.codes).toBe(eraValues)
    expect(genres.codes).toBe(genreValues)
    expect(legendSorts.options).toEqual(legendSortValues)
  })

  it('lets only staff authorities into the console', () => {
    expect(authorities.options).toEqual(['ARTIST', 'JUDGE_HALL_OF_FAME', 'MODERATOR', 'ADMIN'])
    expect(consoleAuthorities).not.toContain('ARTIST')
  })
})
