import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import type { StoredUser } from '@kobza/api-client'
import { en } from '../shared/i18n/en'
import { sharedNamespace } from '../shared/i18n/i18n'
import { uk } from '../shared/i18n/uk'
import { uk as ukFeed } from '../features/feed/i18n/uk'
import { postAnswer } from '../features/feed/testing/fakes'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../test/renderApp'
import { features } from './features'

/** A catalogue's leaves by key. */
function leaves(value: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'object' && inner !== null) {
      for (const [deep, text] of leaves(inner as object, `${prefix}${key}.`)) found.set(deep, text)
    } else if (typeof inner === 'string') found.set(`${prefix}${key}`, inner)
  }
  return found
}

/**
 * The English catalogue's sentences: the fixed parts (between `{{placeholders}}`) of every string
 * the Ukrainian catalogue says differently, of three words or more, so that names and single
 * words both languages share ('Kobza', 'Email') never count.
 */
async function englishSentences(): Promise<string[]> {
  const catalogues = [
    { namespace: sharedNamespace, strings: { en, uk } },
    ...(await Promise.all(
      features.map(async (feature) => ({ namespace: feature.namespace, strings: await feature.strings() }))
    )),
  ]
  const sentences = new Set<string>()
  for (const { strings } of catalogues) {
    const ukrainian = leaves(strings.uk)
    for (const [key, text] of leaves(strings.en)) {
      if (ukrainian.get(key) === text) continue
      for (const part of text.split(/\{\{[^}]*\}\}|<\/?\d+>/)) {
        const fixed = part.trim().replace(/[\s\-–—:,.]+$/u, '')
        if (/[a-z]/i.test(fixed) && fixed.split(/\s+/).length >= 3) sentences.add(fixed)
      }
    }
  }
  return [...sentences]
}

/** Everything a person can read or hear: text, and the labels, placeholders and titles of elements. */
function shownText(): string {
  const texts = [document.title]
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute)
      if (value) texts.push(value)
    }
  }
  return texts.join('\n')
}

/** The screen's first answers have arrived: the app's busy indicators are gone. */
async function settled() {
  await waitFor(
    () => {
      // The lazy screen has arrived (it names itself with a heading) and its preloaders are gone.
      expect(document.querySelector('main h1, main h2')).not.toBeNull()
      expect(document.querySelector('[aria-busy="true"], [role="status"][aria-label]')).toBeNull()
      expect(screen.queryByText(uk.common.loading)).toBeNull()
    },
    { timeout: 8000 }
  )
}

interface Visit {
  path: string
  user: StoredUser | null
  /** Opens what the screen hides behind a click (comments, forms) before it is read. */
  open?: () => Promise<void>
}

/** A feed with one post whose comments are empty, so the comment form shows. */
const feedWithPost = {
  'GET /api/v1/contents': () => jsonResponse(200, { elements: [postAnswer({ countComments: 0 })], totalPages: 1 }),
  'GET /api/v1/comments/7': () => jsonResponse(200, { elements: [], totalPages: 0 }),
}

const visits: Visit[] = [
  {
    path: '/',
    user: artist,
    open: async () => {
      // The composer, and a post's comments with their counter.
      await screen.findByRole('form', {}, { timeout: 8000 })
      const post = (await screen.findAllByRole('article', {}, { timeout: 8000 }))[0]!
      const comments = within(post)
        .getAllByRole('button')
        .find((button) => button.getAttribute('aria-label')?.startsWith(ukFeed.post.comments))
      expect(comments).toBeDefined()
      comments!.click()
      await within(post).findByRole('region', {}, { timeout: 8000 })
    },
  },
  { path: '/profile/dakhabrakha', user: artist },
  { path: '/profile/dakhabrakha', user: fan },
  { path: '/add-initial-sale', user: artist },
  { path: '/auctions', user: fan },
  { path: '/secondary-sale', user: fan },
  { path: '/chat', user: fan },
  { path: '/hall-of-fame', user: fan },
  { path: '/video', user: fan },
  { path: '/create-playlist', user: artist },
  { path: '/settings', user: fan },
  { path: '/sign-in', user: null },
]

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('the Ukrainian interface', () => {
  it('knows the English sentences it looks for', async () => {
    const sentences = await englishSentences()
    expect(sentences).toContain('Maximum number of characters')
    expect(sentences.length).toBeGreaterThan(300)
  })

  it.each(visits)(
    'shows no English sentence on $path (signed in as $user.nickName)',
    async ({ path, user, open }) => {
      const sentences = await englishSentences()
      renderApp({ path, user, language: 'uk', fetch: fakeApi(feedWithPost) })
      await settled()
      await open?.()
      await settled()
      const text = shownText()
      expect(sentences.filter((sentence) => text.includes(sentence))).toEqual([])
    },
    20_000
  )
})
