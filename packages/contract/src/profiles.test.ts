import { describe, expect, it } from 'vitest'
import { eventCreate, playlistCreate } from './catalogue.js'
import { profileUpdate, servicePricesUpdate } from './profiles.js'

describe('profile and catalogue schemas', () => {
  it('a nickname is at most 20 URL-safe characters', () => {
    expect(profileUpdate.safeParse({ nickName: 'oksana.v-2026_' }).success).toBe(true)
    expect(profileUpdate.safeParse({ nickName: 'a'.repeat(21) }).success).toBe(false)
    expect(profileUpdate.safeParse({ nickName: 'ok/sana' }).success).toBe(false)
    expect(profileUpdate.safeParse({ nickName: 'оксана' }).success).toBe(false)
  })

  it('social links are http(s) only; an empty one clears the link', () => {
    expect(profileUpdate.safeParse({ socialLinkFacebook: 'javascript:alert(1)' }).success).toBe(false)
    expect(profileUpdate.safeParse({ socialLinkFacebook: 'ftp://x.org' }).success).toBe(false)
    expect(profileUpdate.parse({ socialLinkFacebook: '' }).socialLinkFacebook).toBe('')
    expect(profileUpdate.safeParse({ socialLinkFacebook: 'HTTPS://facebook.com/k' }).success).toBe(true)
  })

  it('prices: nested or flat, whole numbers of at least 1', () => {
    expect(servicePricesUpdate.parse({ subscribePrice: { price: 5 }, videoCongratulationPrice: 7 })).toEqual({
      subscribePrice: 5,
      videoCongratulationPrice: { price: 7, rule: null },
    })
    expect(servicePricesUpdate.safeParse({ subscribePrice: 0, videoCongratulationPrice: 7 }).success).toBe(false)
    expect(servicePricesUpdate.safeParse({ subscribePrice: 1.5, videoCongratulationPrice: 7 }).success).toBe(false)
  })

  it("songIds arrive as one value or many; an event start is 'date time' in UTC", () => {
    expect(playlistCreate.parse({ playListName: 'P', songIds: '3' }).songIds).toEqual([3])
    expect(playlistCreate.parse({ playListName: 'P', songIds: ['3', '4'] }).songIds).toEqual([3, 4])
    expect(playlistCreate.safeParse({ playListName: 'P' }).success).toBe(false)
    const event = eventCreate.parse({ eventTitle: 'E', eventStartAt: '2030-05-01 19:30:00' })
    expect(event.eventStartAt.toISOString()).toBe('2030-05-01T19:30:00.000Z')
    expect(eventCreate.parse({ eventTitle: 'E', eventStartAt: '2030-05-01 19:30' }).eventStartAt.toISOString()).toBe(
      '2030-05-01T19:30:00.000Z'
    )
    expect(eventCreate.safeParse({ eventTitle: 'E', eventStartAt: '2030-02-31 19:30' }).success).toBe(false)
    expect(eventCreate.safeParse({ eventTitle: 'E', eventStartAt: '2030-05-01 24:30' }).success).toBe(false)
    expect(eventCreate.safeParse({ eventTitle: 'E', eventStartAt: 'tomorrow' }).success).toBe(false)
  })
})
