import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '@kobza/api-client'
import {
  serverPreviewAttribute,
  serverRenderAppScriptsAttribute,
  serverRenderedAttribute,
  serverRenderGateId,
  serverRenderGateScript,
  storedSessionAttribute,
} from '@kobza/contract'

/*
 * The gate script of a server-rendered page (its text in @kobza/contract, served by apps/api's
 * serve_apps_middleware): run here as the browser runs it, right after #root, while the document
 * is still loading.
 */
const appScripts = ['/assets/index-1.js', '/assets/vendor-1.js', '/assets/ui-1.js']

function pageWithGate({ preview = false } = {}) {
  document.head.innerHTML = ''
  document.documentElement.removeAttribute(storedSessionAttribute)
  document.documentElement.lang = 'en'
  const attributes = preview ? `${serverRenderedAttribute} ${serverPreviewAttribute}` : serverRenderedAttribute
  document.body.innerHTML = `<div id="root" ${attributes}><h1>Kobza</h1></div><script id="${serverRenderGateId}" ${serverRenderAppScriptsAttribute}="${appScripts.join(' ')}"></script>`
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
  new Function(serverRenderGateScript)()
}

/** The app's scripts the gate has added to the head: [the tag, its URL], in order. */
const started = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? ['script', new URL(element.src).pathname, element.crossOrigin]
      : ['modulepreload', new URL((element as HTMLLinkElement).href).pathname, (element as HTMLLinkElement).crossOrigin]
  )

const expectedStart = [
  ['modulepreload', '/assets/ui-1.js', 'anonymous'],
  ['modulepreload', '/assets/vendor-1.js', 'anonymous'],
  ['script', '/assets/index-1.js', 'anonymous'],
]

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the gate of a server-rendered page', () => {
  it('starts the app’s scripts for a visitor only once the page is parsed and has painted', () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    pageWithGate()
    expect(document.getElementById('root')?.hasAttribute(serverRenderedAttribute)).toBe(true)
    expect(started()).toEqual([])

    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(started()).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]!(0)
    expect(started()).toEqual([])
    vi.advanceTimersByTime(0)
    expect(started()).toEqual(expectedStart)
    // The hidden tab's timer finds them started: nothing is added twice.
    vi.advanceTimersByTime(2000)
    expect(started()).toEqual(expectedStart)
  })

  it('in a hidden tab, which paints no frame, starts them after 1.5 s', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    pageWithGate()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    vi.advanceTimersByTime(1499)
    expect(started()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(started()).toEqual(expectedStart)
  })

  it('for someone signed in empties the render and starts the app at once', () => {
    localStorage.setItem(storageKeys.loggedIn, 'true')
    pageWithGate()
    const root = document.getElementById('root')!
    expect(root.hasAttribute(serverRenderedAttribute)).toBe(false)
    expect(root.textContent).toBe('')
    expect(started()).toEqual(expectedStart)
  })

  describe('of a guest preview (a profile’s head)', () => {
    it('for someone signed in keeps the render, marks the stored session and starts the app at once', () => {
      localStorage.setItem(storageKeys.loggedIn, 'true')
      pageWithGate({ preview: true })
      const root = document.getElementById('root')!
      expect(root.textContent).toBe('Kobza')
      expect(root.hasAttribute(serverPreviewAttribute)).toBe(true)
      expect(document.documentElement.hasAttribute(storedSessionAttribute)).toBe(true)
      expect(started()).toEqual(expectedStart)
    })

    it('for a guest keeps it unmarked and starts the app once it has painted', () => {
      const frames: FrameRequestCallback[] = []
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
      pageWithGate({ preview: true })
      expect(document.getElementById('root')!.textContent).toBe('Kobza')
      expect(document.documentElement.hasAttribute(storedSessionAttribute)).toBe(false)
      expect(started()).toEqual([])
      document.dispatchEvent(new Event('DOMContentLoaded'))
      // The gates of earlier cases listen too: this page's is the last to ask for a frame.
      frames.at(-1)!(0)
      vi.advanceTimersByTime(0)
      expect(started()).toEqual(expectedStart)
    })

    it('rendered in another language than the one remembered, empties it and its marks', () => {
      localStorage.setItem('kobza.language', 'uk')
      localStorage.setItem(storageKeys.loggedIn, 'true')
      pageWithGate({ preview: true })
      const root = document.getElementById('root')!
      expect(root.textContent).toBe('')
      expect(root.hasAttribute(serverRenderedAttribute)).toBe(false)
      expect(root.hasAttribute(serverPreviewAttribute)).toBe(false)
      expect(started()).toEqual(expectedStart)
    })
  })
})
