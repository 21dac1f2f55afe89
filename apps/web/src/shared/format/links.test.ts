import { describe, expect, it } from 'vitest'
import { externalHref } from './links'

describe('externalHref: the href of a typed link is http(s) only', () => {
  it('keeps http(s) links and opens a bare address with https://', () => {
    expect(externalHref('https://open.spotify.com/artist/1')).toBe('https://open.spotify.com/artist/1')
    expect(externalHref('http://example.com')).toBe('http://example.com')
    expect(externalHref(' example.com/a ')).toBe('https://example.com/a')
    expect(externalHref('example.com:8080/a')).toBe('https://example.com:8080/a')
  })

  it('gives no href for any other scheme', () => {
    for (const link of [
      'javascript://%0aalert(1)',
      'JavaScript://%0Aalert(document.cookie)',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com',
      'https://',
      '',
      'a b',
    ])
      expect(externalHref(link), link).toBeUndefined()
  })
})
