import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import {
  primedAnswersElementId,
  routePagesFile,
  serverPreviewAttribute,
  serverRenderAppScriptsAttribute,
  serverRenderElementId,
  serverRenderGateId,
  serverRenderGateScript,
  type ServerRenderState,
} from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { signedIn } from '#tests/helpers'
import { postFactory } from '#database/factories/post_factory'
import { rawRequest } from '#tests/functional/core/raw_http'
import { answersIn, builtServerEntry, serveWebFiles } from '#tests/functional/core/primed_pages'
import { resetFeed } from '#tests/functional/feed/helpers'
import { nominatedLegend } from '#tests/functional/legends/helpers'
import { artistWithAccount, fanWithAccount, freshMarkets } from '#tests/functional/markets/market_setup'
import {
  advanceLedgerTime,
  auctionFor,
  bidOnLedger,
  finalizeOnLedger,
  offerFor,
} from '#database/factories/market_factory'
import { forgetRenderedPages } from '#core/server_render'
import { forgetPageHeads } from '#core/page_heads'
import { serverRenderGateHash } from '#config/shield'
import kobzaConfig from '#config/kobza'

/*
 * Public pages rendered on the server (issue 35) by the web app's real server build
 * (apps/web/dist-server, built by turbo before these tests): the text is in the HTML, no premium
 * post ever is, and the query cache the page carries is escaped.
 */

const INDEX =
  '<!doctype html><html lang="uk"><head><meta charset="UTF-8" /><title>Kobza</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js"><link rel="modulepreload" crossorigin href="/assets/ui.js"></head><body><div id="root"></div></body></html>'

async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(path, { 'accept-encoding': 'identity', ...headers })
  return { status: answer.status, html: answer.body.toString(), headers: answer.headers }
}

/** What the server rendered into #root (up to the gate script that follows it). */
function rootOf(html: string): string {
  const match = new RegExp(`<div id="root" data-ssr>([\\s\\S]*)</div><script id="${serverRenderGateId}"`).exec(html)
  if (!match) throw new Error('the page has no server render')
  return match[1]!
}

function stateOf(html: string): ServerRenderState {
  const match = new RegExp(`<script type="application/json" id="${serverRenderElementId}">(.*?)</script>`, 's').exec(
    html
  )
  if (!match) throw new Error('the page carries no query cache')
  return JSON.parse(match[1]!) as ServerRenderState
}

test.group('Server-rendered pages', (group) => {
  group.setup(() => {
    if (!existsSync(builtServerEntry)) throw new Error(`${builtServerEntry} is missing: run the web app's build`)
    // The app's routes as its build lists them (route-pages.json names every route but `/`).
    const routeList = [
      '/hall-of-fame/:uuid',
      '/secondary-sale',
      '/privacy-policy',
      '/terms-and-conditions',
      '/profile/:nickName',
    ].map((pattern) => ({ pattern, page: 'index.html' }))
    return serveWebFiles({ 'index.html': INDEX, [routePagesFile]: JSON.stringify(routeList) }, builtServerEntry)
  })
  group.each.setup(async () => {
    await resetFeed()
    forgetRenderedPages()
    forgetPageHeads()
  })

  test('`/` has the public posts in its HTML and never a premium one', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    await postFactory(artist.user).text('Прем’єра сьогодні о сьомій').create()
    await postFactory(artist.user).premium().text('Тільки для підписників: секрет').create()

    const { status, html, headers } = await page('/', { 'accept-language': 'uk-UA,uk;q=0.9' })
    assert.equal(status, 200)
    assert.include(rootOf(html), 'Прем’єра сьогодні о сьомій')
    assert.notInclude(html, 'Тільки для підписників')
    assert.include(html, '<html lang="uk"')
    // The cache replaces the primed answers: the app hydrates from it and asks nothing again.
    assert.notInclude(html, primedAnswersElementId)
    const { language, state } = stateOf(html)
    assert.equal(language, 'uk')
    const keys = (state as { queries: Array<{ queryKey: unknown[]; state: { status: string } }> }).queries.map(
      (query) => query.state.status
    )
    assert.isAbove(keys.length, 0)
    assert.isTrue(keys.every((status) => status === 'success'))
    assert.notInclude(JSON.stringify(state), 'Тільки для підписників')
    // The gate script is inline, allowed by its hash and nothing else. It starts the app's scripts,
    // entry first, which the head no longer names (so they wait for the first paint).
    assert.include(
      html,
      `<script id="${serverRenderGateId}" ${serverRenderAppScriptsAttribute}="/assets/index.js /assets/vendor.js /assets/ui.js">${serverRenderGateScript}</script>`
    )
    assert.notMatch(html, /<script type="module"|rel="modulepreload"/)
    assert.include(String(headers['content-security-policy']), `script-src 'self' ${serverRenderGateHash}`)
    assert.equal(headers['vary'], 'Accept-Encoding, Accept-Language')
  })

  test('`/` renders a screenful of posts, the newest three, and carries the whole page in its cache', async ({
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    for (const n of [1, 2, 3, 4, 5]) await postFactory(artist.user).text(`Допис номер ${n}`).create()

    const root = rootOf((await page('/')).html)
    // Newest first: the page's first three posts are in the HTML and the two older are not.
    for (const n of [5, 4, 3]) assert.include(root, `Допис номер ${n}`)
    for (const n of [2, 1]) assert.notInclude(root, `Допис номер ${n}`)
    assert.lengthOf(root.match(/<article/g) ?? [], 3)
    const cached = JSON.stringify(stateOf((await page('/')).html).state)
    for (const n of [1, 2, 3, 4, 5]) assert.include(cached, `Допис номер ${n}`)
  })

  test('the language is `?lang=`, else the browser’s', async ({ assert }) => {
    const english = await page('/', { 'accept-language': 'en-GB,en;q=0.9' })
    assert.include(english.html, '<html lang="en"')
    assert.include(rootOf(english.html), '>Home<')
    assert.equal(stateOf(english.html).language, 'en')
    const asked = await page('/?lang=uk', { 'accept-language': 'en-GB' })
    assert.include(asked.html, '<html lang="uk"')
    assert.include(rootOf(asked.html), '>Головна<')
  })

  test('a post cannot end the cache’s element: `<` travels escaped and reads back intact', async ({ assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const text = 'Слухайте </script><script>alert(1)</script> <!-- і далі'
    await postFactory(artist.user).text(text).create()
    const { html } = await page('/')
    assert.notInclude(html, '<script>alert(1)')
    assert.notInclude(html, '<!-- і далі')
    assert.include(JSON.stringify(stateOf(html).state), JSON.stringify(text).slice(1, -1))
  })

  test('a legend’s page has its name and story in the HTML', async ({ assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user, { type: 'PERSON', name: 'Квітка Цісик' })
    const { status, html } = await page(`/hall-of-fame/${legend.legendUuid}`)
    assert.equal(status, 200)
    const root = rootOf(html)
    assert.include(root, 'Квітка Цісик')
    assert.include(root, 'A voice of a generation')
  })

  test('`/secondary-sale` has the active offers in its HTML and the page of them in its cache', async ({ assert }) => {
    await freshMarkets()
    const week = 7 * 24 * 3600 * 1000
    const seller = await fanWithAccount()
    const auction = await auctionFor(await artistWithAccount(), { item: 'Черемшина', endsInMs: week })
    await bidOnLedger(seller, auction, 20_000_000n)
    await advanceLedgerTime(week + 1)
    await finalizeOnLedger(seller, auction)
    const offer = await offerFor(seller, auction, 500n, 2_000_000n)

    const { status, html } = await page('/secondary-sale', { 'accept-language': 'en' })
    assert.equal(status, 200)
    const root = rootOf(html)
    assert.include(root, 'Черемшина')
    assert.include(root, `href="/secondary-sale/${offer.uuid}"`)
    const queries = (stateOf(html).state as { queries: Array<{ queryKey: unknown[]; state: { status: string } }> })
      .queries
    const offers = queries.find((query) => query.queryKey[1] === 'offers')
    assert.deepInclude(offers?.queryKey[2] as object, { status: 'ACTIVE', page: 0 })
    assert.equal(offers?.state.status, 'success')
  })

  test('the legal pages are rendered from the app alone, in the asked language', async ({ assert }) => {
    const privacy = await page('/privacy-policy', { 'accept-language': 'uk' })
    assert.equal(privacy.status, 200)
    assert.include(rootOf(privacy.html), 'Політика конфіденційності</h1>')
    assert.include(privacy.html, '<title>Політика конфіденційності — Privacy policy · Kobza</title>')
    const terms = await page('/terms-and-conditions?lang=en')
    assert.equal(terms.status, 200)
    assert.include(rootOf(terms.html), 'Terms and conditions</h1>')
    assert.include(terms.html, '<html lang="en"')
    assert.include(terms.html, '<meta property="og:type" content="article"')
  })

  test('a profile’s page is its guest preview: the head and why the rest asks to sign in, no state', async ({
    assert,
  }) => {
    const band = await signedIn({ authorities: ['ARTIST'] })
    band.user.merge({ publicName: 'Гурт Перевал', nickName: `pereval${Math.floor(Math.random() * 1e8)}` })
    await band.user.save()
    await db
      .table('profiles')
      .insert({ user_id: band.user.id, description: 'Карпатський фолк-рок', updated_at: new Date() })
    await postFactory(band.user).premium().text('Тільки для підписників: нова пісня').create()
    const { status, html } = await page(`/profile/${band.user.nickName}`, { 'accept-language': 'en' })
    assert.equal(status, 200)
    const match = new RegExp(
      `<div id="root" data-ssr ${serverPreviewAttribute}>([\\s\\S]*)</div><script id="${serverRenderGateId}"`
    ).exec(html)
    assert.exists(match, 'the page has a preview')
    const root = match![1]!
    assert.include(root, 'Гурт Перевал')
    assert.include(root, 'Карпатський фолк-рок')
    assert.include(root, 'Гурт Перевал’s posts, songs and events are open to members.')
    // Replaced by the app, never hydrated: no query cache, and nothing premium (posts are not in it).
    assert.notInclude(html, `id="${serverRenderElementId}"`)
    assert.notInclude(html, 'Тільки для підписників')
    // The app's scripts wait for the gate, which keeps the preview for someone signed in.
    assert.include(html, serverRenderGateScript)
  })

  test('an unknown legend answers 404 without a render', async ({ assert }) => {
    const { status, html } = await page('/hall-of-fame/00000000-0000-4000-8000-000000000000')
    assert.equal(status, 404)
    assert.include(html, '<div id="root"></div>')
  })

  test('a path that is none of the app’s routes answers 404 with the 404 screen rendered', async ({ assert }) => {
    const { status, html } = await page('/no-such-page/at-all', { 'accept-language': 'en' })
    assert.equal(status, 404)
    assert.include(html, '<title>Kobza — 404</title>')
    assert.include(rootOf(html), 'Page not found')
  })

  test('a render that throws serves the page as before, with its primed answers', async ({ assert }) => {
    const broken = join(mkdtempSync(join(tmpdir(), 'kobza-ssr-')), 'entry-server.js')
    writeFileSync(broken, "export async function renderPage() { throw new Error('broken build') }\n")
    const saved = kobzaConfig.webServerEntry
    kobzaConfig.webServerEntry = broken
    try {
      const artist = await signedIn({ authorities: ['ARTIST'] })
      await postFactory(artist.user).text('Все одно видно').create()
      const { status, html } = await page('/')
      assert.equal(status, 200)
      assert.include(html, '<div id="root"></div>')
      assert.notInclude(html, serverRenderElementId)
      assert.lengthOf(answersIn(html), 2)
    } finally {
      kobzaConfig.webServerEntry = saved
    }
  })
})
