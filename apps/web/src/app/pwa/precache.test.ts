import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { precacheFile, precacheList, precacheScript, precacheVersion } from '../../../bundling/precache'

const publicDir = join(__dirname, '..', '..', '..', 'public')

describe('the service worker’s precache list (bundling/precache.ts)', () => {
  it('lists index.html, the shell’s hashed files and the public files once each, in a stable order', () => {
    const urls = precacheList(
      ['assets/vendor-a1.js', 'assets/index-b2.js', 'assets/index-c3.css', 'assets/index-b2.js'],
      ['/warm-intl.js', '/index.html']
    )
    expect(urls).toEqual([
      '/assets/index-b2.js',
      '/assets/index-c3.css',
      '/assets/vendor-a1.js',
      '/index.html',
      '/warm-intl.js',
    ])
  })

  it('gets a new version when a file name or index.html changes, so a deploy installs a new worker', () => {
    const urls = precacheList(['assets/index-b2.js'], [])
    const version = precacheVersion(urls, '<html>1</html>')
    expect(precacheVersion(urls, '<html>1</html>')).toBe(version)
    expect(precacheVersion(urls, '<html>2</html>')).not.toBe(version)
    expect(precacheVersion(precacheList(['assets/index-d4.js'], []), '<html>1</html>')).not.toBe(version)
    expect(precacheScript(version, urls)).toBe(
      `self.kobzaPrecache = {"version":"${version}","urls":["/assets/index-b2.js","/index.html"]}\n`
    )
  })

  it('names only public files that exist, and the worker imports the list under the name the build writes', () => {
    const config = readFileSync(join(__dirname, '..', '..', '..', 'vite.config.ts'), 'utf8')
    const named = /precache\(\s*\[([^\]]*)\]/.exec(config)?.[1] ?? ''
    const files = [...named.matchAll(/'([^']+)'/g)].map((match) => match[1]!)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(() => readFileSync(join(publicDir, file))).not.toThrow()
    expect(readFileSync(join(publicDir, 'sw.js'), 'utf8')).toContain(`self.importScripts('/${precacheFile}')`)
  })
})
