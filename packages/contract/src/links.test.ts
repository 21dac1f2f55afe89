import { describe, expect, it } from 'vitest'
import { auctionCreateRequest } from './markets.js'
import { profileUpdate } from './profiles.js'
import { eventCreate } from './catalogue.js'
import { personLinks } from './legends.js'
import { httpLink, isHttpLink, isHttpLinkOrEmpty, linkSchemeMessage } from './index.js'

const hostile = [
  'javascript://%0aalert(1)',
  'javascript:alert(1)',
  'JAVASCRIPT://%0Aalert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript://x',
  'ftp://example.com/file',
  'https://',
  'http:// example.com',
  '//example.com',
  'example.com',
]

describe('the one link rule', () => {
  it('takes http(s) addresses and refuses every other scheme', () => {
    for (const good of ['https://open.spotify.com/artist/1', 'http://example.com', ' HTTPS://Example.com/a?b=c '])
      expect(isHttpLink(good), good).toBe(true)
    for (const bad of hostile) expect(isHttpLink(bad), bad).toBe(false)
    expect(isHttpLinkOrEmpty('')).toBe(true)
    expect(isHttpLinkOrEmpty('  ')).toBe(true)
    expect(isHttpLinkOrEmpty('javascript://%0aalert(1)')).toBe(false)
  })

  it('is the schema of every domain that takes links, with the same message', () => {
    expect(httpLink(500).safeParse('javascript://%0aalert(1)').error?.issues[0]?.message).toBe(linkSchemeMessage)
    const auction = {
      songId: 1,
      era: 'NINETIES',
      description: 'A song about the sea and the steppe',
      duration: '2026-12-01T00:00:00Z',
      copyrightPercent: 10,
      initialPrice: '1',
      offeredTokens: '1',
      tokenId: '',
      auctionId: '1',
    }
    for (const field of ['customLink', 'socialMediaSpotify', 'socialMediaTwitter']) {
      for (const bad of hostile) {
        const parsed = auctionCreateRequest.safeParse({ ...auction, [field]: bad })
        expect(parsed.success, `${field}=${bad}`).toBe(false)
        expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
          [field, linkSchemeMessage],
        ])
      }
      expect(auctionCreateRequest.safeParse({ ...auction, [field]: 'https://x.ua/a' }).success).toBe(true)
    }
    for (const bad of hostile) {
      expect(profileUpdate.safeParse({ socialLinkTwitter: bad }).success, bad).toBe(false)
      expect(eventCreate.safeParse({ eventTitle: 'x', eventStartAt: '2099-01-01 10:00', eventLink: bad }).success).toBe(
        false
      )
      expect(personLinks.safeParse({ spotifyUrl: bad }).success, bad).toBe(false)
    }
  })
})
