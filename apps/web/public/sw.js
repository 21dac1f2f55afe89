/*
 * The web app's service worker, one for the whole scope: web push (issue 34) and the installable,
 * offline-tolerant app (issue 35).
 * Push: a push shows the notification in the device's language and a click opens (or focuses) the
 * app on its page. The payload is the contract's `pushPayload`: { type, title: { uk, en }, body: { uk, en }, url }.
 * Offline (see docs/domains/pwa.md):
 * - the shell (index.html, the entry's hashed chunks and stylesheets, the public files the page
 *   names) is precached at install from /sw-precache.js, written by the build
 *   (apps/web/bundling/precache.ts); its version names the cache, so a deploy installs a new worker;
 * - other hashed assets (lazy screens) are cached on first use: they never change under one name;
 * - a page (navigation) comes from the network, and offline from the copy of that URL kept when it
 *   was last visited, else from the shell, else from a small offline page. Pages carry no private
 *   data: the server does not know who is signed in (tokens live in local storage);
 * - API answers: only answers to requests WITHOUT an Authorization header (what any visitor gets)
 *   are kept, and only served to requests without one, when the network fails. A signed-in
 *   person's answers are never stored;
 * - pictures: cache first, the most recent MAX_PICTURES kept;
 * - audio (public songs only): a full 200 answer is stored after a track is played from its start (a second, plain
 *   download in the background, at most MAX_AUDIO_BYTES); later plays, seeks included, are served
 *   from it with 206 slices. An audio request that is not in the cache goes to the network as it
 *   came (Range and all), so streaming and seeking never wait for the cache.
 */
try {
  self.importScripts('/sw-precache.js')
} catch {
  // A dev server has no build: no precache, the rest still works.
}
const PRECACHE = self.kobzaPrecache || { version: 'dev', urls: [] }
const SHELL_CACHE = `kobza-shell-${PRECACHE.version}`
const ASSETS_CACHE = 'kobza-assets'
const PAGES_CACHE = 'kobza-pages'
const PUBLIC_API_CACHE = 'kobza-public-api'
const PICTURES_CACHE = 'kobza-pictures'
const AUDIO_CACHE = 'kobza-audio'
const KEPT = [SHELL_CACHE, ASSETS_CACHE, PAGES_CACHE, PUBLIC_API_CACHE, PICTURES_CACHE, AUDIO_CACHE]
const MAX_PAGES = 50
const MAX_PUBLIC_API = 100
const MAX_PICTURES = 300
const MAX_AUDIO = 10
const MAX_AUDIO_BYTES = 25 * 1024 * 1024
const SHELL_URL = '/index.html'

self.addEventListener('install', (event) => {
  // Through the HTTP cache: the page has just loaded these files (hashed, immutable), so the
  // install costs no second download; index.html is revalidated by its ETag.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE.urls)))
  // A first install takes over at once (nothing to break); an update waits until the page says so.
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !KEPT.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim())
  )
})

self.addEventListener('message', (event) => {
  // The page's "Reload" on the new-version offer: the waiting worker takes over, the page reloads.
  if (event.data && event.data.type === 'kobza:skip-waiting') self.skipWaiting()
})

/** Drops the oldest entries beyond `max` (Cache keys come back in insertion order). */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

/** Puts `response` under `key`, moving it to the newest end. Called in waitUntil: the page gets its answer first. */
async function keep(cacheName, key, response, max) {
  const cache = await caches.open(cacheName)
  await cache.delete(key)
  await cache.put(key, response)
  if (max) await trim(cacheName, max)
}

const offlinePage = () =>
  new Response(
    `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kobza — офлайн</title><style>body{font-family:system-ui,sans-serif;background:#FAF5EA;color:#0B1324;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem;text-align:center}
@media (prefers-color-scheme:dark){body{background:#0B1324;color:#FAF5EA}}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#C8312B;color:#fff}</style></head>
<body><main><h1>Немає з'єднання</h1><p>Ця сторінка ще не збережена на пристрої. Спробуйте, коли з'єднання повернеться.</p>
<p lang="en">You are offline and this page has not been saved on this device yet.</p><button onclick="location.reload()">Спробувати ще / Try again</button></main></body></html>`,
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } }
  )

async function navigation(event) {
  const { request } = event
  try {
    const response = await fetch(request)
    if (response.status === 200 && response.type === 'basic')
      event.waitUntil(keep(PAGES_CACHE, request.url, response.clone(), MAX_PAGES).catch(() => undefined))
    return response
  } catch {
    const saved = (await caches.match(request.url, { cacheName: PAGES_CACHE })) || (await caches.match(SHELL_URL))
    return saved || offlinePage()
  }
}

async function asset(event) {
  const { request } = event
  const saved = await caches.match(request)
  if (saved) return saved
  const response = await fetch(request)
  if (response.status === 200) event.waitUntil(keep(ASSETS_CACHE, request, response.clone()).catch(() => undefined))
  return response
}

async function publicApi(event) {
  const { request } = event
  try {
    const response = await fetch(request)
    // Only whole JSON answers: media and files under /api/v1 are not kept here.
    const json = (response.headers.get('content-type') || '').includes('application/json')
    if (response.status === 200 && json && !response.headers.get('cache-control')?.includes('private'))
      event.waitUntil(keep(PUBLIC_API_CACHE, request.url, response.clone(), MAX_PUBLIC_API).catch(() => undefined))
    return response
  } catch (error) {
    const saved = await caches.match(request.url, { cacheName: PUBLIC_API_CACHE })
    if (!saved) throw error
    // Marked, so the page does not take the version it was stored with for a deploy (versionWatch.ts).
    const headers = new Headers(saved.headers)
    headers.set('x-kobza-cached', '1')
    return new Response(saved.body, { status: saved.status, statusText: saved.statusText, headers })
  }
}

async function picture(event) {
  const { request } = event
  const saved = await caches.match(request.url, { cacheName: PICTURES_CACHE })
  if (saved) return saved
  const response = await fetch(request)
  if (response.status === 200 && response.type === 'basic')
    event.waitUntil(keep(PICTURES_CACHE, request.url, response.clone(), MAX_PICTURES).catch(() => undefined))
  return response
}

/** `bytes=a-b` / `bytes=a-` / `bytes=-n` of a body of `size` bytes, or null when not one satisfiable range. */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header || '').trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start, end
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start <= end && start < size ? { start, end } : null
}

/** A stored full answer served as the request asks: whole, or a 206 slice of its bytes. */
async function fromStoredAudio(request, stored) {
  const range = request.headers.get('range')
  if (!range) return stored
  const blob = await stored.blob()
  const wanted = byteRange(range, blob.size)
  const type = stored.headers.get('content-type') || 'application/octet-stream'
  if (!wanted) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${blob.size}` } })
  return new Response(blob.slice(wanted.start, wanted.end + 1), {
    status: 206,
    headers: {
      'content-type': type,
      'content-range': `bytes ${wanted.start}-${wanted.end}/${blob.size}`,
      'content-length': String(wanted.end - wanted.start + 1),
      'accept-ranges': 'bytes',
    },
  })
}

/** The whole file, downloaded once beside the stream and kept when it is a full 200 of a sane size. */
async function storeAudio(url) {
  const response = await fetch(url, { credentials: 'same-origin' })
  const length = Number(response.headers.get('content-length') || 0)
  if (response.status !== 200 || response.type !== 'basic' || !length || length > MAX_AUDIO_BYTES) return
  await keep(AUDIO_CACHE, url, response, MAX_AUDIO)
}

async function audio(event) {
  const { request } = event
  const stored = await caches.match(request.url, { cacheName: AUDIO_CACHE })
  if (stored) return fromStoredAudio(request, stored)
  const response = await fetch(request)
  // The first request of a play (from byte 0) also fetches the file whole, for the next plays.
  if (/^bytes=0-$/.test(request.headers.get('range') || '') && (response.status === 200 || response.status === 206))
    event.waitUntil(storeAudio(request.url).catch(() => undefined))
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    // The API's own pages (embeds, oEmbed, payment returns) are not the app's shell.
    if (/^\/(api|admin|embed|payments|ledger|health|__transmit|sitemaps)(\/|$)/.test(url.pathname)) return
    event.respondWith(navigation(event))
    return
  }
  // Media first (the API serves it under /api/v1/media/): an <audio> or <img> sends no token.
  if (request.destination === 'audio' || request.destination === 'video') {
    // Public songs only: a premium song's, a greeting video's or an artist's own original's signed
    // file is never kept on the device (a shared phone), and a video is not downloaded twice.
    if (
      request.destination === 'audio' &&
      url.pathname.startsWith('/api/v1/media/public/') &&
      !url.searchParams.has('signature')
    )
      event.respondWith(audio(event))
    return
  }
  if (request.destination === 'image') {
    // A premium picture's signed file is never kept either: the network answers it every time.
    if (!url.pathname.startsWith('/api/v1/media/private/')) event.respondWith(picture(event))
    return
  }
  if (url.pathname.startsWith('/api/v1/')) {
    // Anything signed in, ranged or streamed goes straight to the network, never into a cache.
    if (request.headers.has('authorization') || request.headers.has('range')) return
    if (request.headers.get('accept')?.includes('text/event-stream')) return
    event.respondWith(publicApi(event))
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(event))
    return
  }
  // The precached public files (warm-intl.js, the manifest, the icon): the cache when offline.
  // Anything else (the live stream under /__transmit/, the crawlers' files) is left to the browser.
  if (PRECACHE.urls.includes(url.pathname) || url.pathname.startsWith('/icons/'))
    event.respondWith(fetch(request).catch(() => caches.match(request).then((saved) => saved || Response.error())))
})

const pick = (texts) => {
  const language = (self.navigator.language || 'uk').slice(0, 2)
  return (texts && (texts[language] || texts.uk || texts.en)) || ''
}

/** The push's JSON, or nothing to show but the app's name when it is not. */
const readMessage = (event) => {
  try {
    return event.data ? event.data.json() : {}
  } catch {
    return {}
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event)
  const title = pick(message.title) || 'Kobza'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: pick(message.body),
      icon: '/favicon.svg',
      tag: message.type,
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications' },
    })
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data.url, self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((one) => new URL(one.url).origin === self.location.origin)
      if (open) return open.focus().then(() => open.navigate(url))
      return self.clients.openWindow(url)
    })
  )
})
