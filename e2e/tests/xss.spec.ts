import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { serverRenderGateId } from '@kobza/contract'
import { consoleSignIn, createAccount, demoPassword, webSignIn, type TestAccount } from '../support/common.ts'
import { gradientPng, toneWav } from '@kobza/testkit'
import { artist as demoArtist, checkout } from '../support/money.ts'
import { approveInWallet } from '../support/markets.ts'

/*
 * Hostile strings written through the API into the text fields people see (profile description,
 * post, comment, event, song, playlist, chat message, legend nomination and comment, poll,
 * greeting wish, public name; in the console a report's reason and the reported content) are
 * rendered as text by the web app and the console in Chromium:
 * no element is made from them, no handler runs (a handler would set window.__xss), no dialog
 * opens. React escapes what it renders; the CSP (security.spec.ts) is the second wall.
 */

const tag = `x${Date.now().toString(36)}`
const hostile = {
  image: `<img src=x onerror="window.__xss='${tag}'">`,
  script: `<script>window.__xss='${tag}'</script>`,
  rtl: `\u202E${tag}gnp.exe`,
  link: `javascript:window.__xss='${tag}'`,
  /** Short enough for a legend's name (36 characters). */
  svg: `<svg/onload=__xss='${tag}'>`,
}

/**
 * Markup a hostile string would have made had it not been rendered as text. The page's own JSON-LD
 * (`application/ld+json`, written escaped by the server's page heads) and a server render's query
 * cache (`application/json`) are data, never run, and its gate (one script the CSP allows by its
 * hash) is the page's own; a string that broke out of them would make another script, which this
 * still finds.
 */
const injected = `[onerror], [onload], script:not([src]):not([type="application/ld+json"]):not([type="application/json"]):not(#${serverRenderGateId}), a[href^="javascript:"]`

/** The API's date-time form, `2026-12-31 19:30:00`. */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')

async function bearerOf(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password'>) {
  return (await sessionOf(request, account)).bearer
}

/** A fresh sign-in (the e2e server's access tokens live 8 s): its bearer and the user's uuid. */
async function sessionOf(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password'>) {
  const response = await request.post('/api/v1/login', {
    data: { username: account.email, password: account.password },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { access_token: string; uuid: string }
  return { bearer: `Bearer ${body.access_token}`, uuid: body.uuid }
}

const demo = (email: string) => ({ email, password: demoPassword })

/** Opens `path` and checks that nothing hostile became markup or ran. */
/** `path` null: the page as it stands (the console navigates by its menu). */
async function expectInert(page: Page, path: string | null, visible: string) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  if (path !== null) await page.goto(path)
  await expect(page.getByText(visible, { exact: false }).first()).toBeVisible()
  expect(await page.locator(injected).count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
}

test('hostile text in profiles, posts, comments, events and playlists renders as text and never runs', async ({
  page,
  request,
}) => {
  const artist = await createAccount(request, { prefix: 'xss-artist', artist: true })
  const fan = await createAccount(request, { prefix: 'xss-fan' })
  const artistBearer = await bearerOf(request, artist)
  const fanBearer = await bearerOf(request, fan)

  const profile = await request.patch(`/api/v1/profiles/${artist.uuid}`, {
    headers: { authorization: artistBearer },
    multipart: { description: `${hostile.image} ${hostile.script} ${hostile.rtl}` },
  })
  expect(profile.ok(), await profile.text()).toBe(true)

  const post = await request.post(`/api/v1/contents/${artist.uuid}`, {
    headers: { authorization: artistBearer },
    multipart: {
      postType: 'PUBLIC',
      'simplePost.type': 'MESSAGE',
      'simplePost.context': `${hostile.image} ${hostile.link}`,
    },
  })
  expect(post.status(), await post.text()).toBe(201)
  const postId = ((await post.json()) as { id: number }).id
  const comment = await request.post(`/api/v1/comments/${postId}`, {
    headers: { authorization: fanBearer },
    data: { comment: hostile.image },
  })
  expect(comment.status(), await comment.text()).toBe(201)

  const event = await request.post(`/api/v1/products/${artist.uuid}/events`, {
    headers: { authorization: artistBearer },
    multipart: {
      eventTitle: hostile.image.slice(0, 40),
      description: hostile.script,
      eventStartAt: daysAhead(7),
    },
  })
  expect(event.status(), await event.text()).toBe(201)
  // A `javascript:` event link is refused outright.
  const badLink = await request.post(`/api/v1/products/${artist.uuid}/events`, {
    headers: { authorization: artistBearer },
    multipart: {
      eventTitle: 'Link',
      eventLink: hostile.link,
      eventStartAt: daysAhead(1),
    },
  })
  expect(badLink.status()).toBe(422)

  const song = await request.post(`/api/v1/products/${artist.uuid}/songs`, {
    headers: { authorization: artistBearer },
    multipart: {
      songName: hostile.image.slice(0, 30),
      genre: 'POP',
      file: { name: 'song.wav', mimeType: 'audio/wav', buffer: toneWav(1) },
    },
  })
  expect(song.status(), await song.text()).toBe(201)
  const playlist = await request.post(`/api/v1/products/${artist.uuid}/albums`, {
    headers: { authorization: artistBearer },
    multipart: {
      playListName: hostile.image.slice(0, 30),
      description: hostile.rtl,
      type: 'PLAYLIST',
      songIds: String(((await song.json()) as { id: number }).id),
    },
  })
  expect(playlist.status(), await playlist.text()).toBe(201)
  const playlistId = ((await playlist.json()) as { id: number }).id

  await webSignIn(page, fan.email, fan.password)
  await expectInert(page, '/', 'onerror')
  await expectInert(page, `/profile/${artist.nickName}`, 'onerror')
  await expectInert(page, `/profile/${artist.nickName}/playlist/${playlistId}`, 'onerror')
})

test('hostile text in chat, legends, polls, greeting wishes and public names renders as text and never runs', async ({
  page,
  browser,
  request,
}) => {
  // A public name: shown on the profile and as the author of a legend comment.
  const fan = await createAccount(request, { prefix: 'xss-name' })
  const renamed = await request.patch(`/api/v1/profiles/${fan.uuid}`, {
    headers: { authorization: await bearerOf(request, fan) },
    multipart: { publicName: `${hostile.image} ${hostile.rtl}` },
  })
  expect(renamed.ok(), await renamed.text()).toBe(true)

  // A legend nomination (name and opinion) and a comment on it.
  const nominated = await request.post('/api/v1/legends/persons', {
    headers: { authorization: await bearerOf(request, fan) },
    multipart: {
      legendType: 'PERSON',
      name: hostile.svg,
      era: 'MODERN_ERA',
      ownerLegendStarterOpinion: `${hostile.script} ${hostile.image}`,
      coverFile: { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(64, 64) },
    },
  })
  expect(nominated.status(), await nominated.text()).toBe(201)
  const legendUuid = ((await nominated.json()) as { legendUuid: string }).legendUuid
  const legendComment = await request.post(`/api/v1/legends/${legendUuid}/comments`, {
    headers: { authorization: await bearerOf(request, fan) },
    data: { comment: hostile.image },
  })
  expect(legendComment.status(), await legendComment.text()).toBe(201)

  // A poll: its title and options.
  const pollster = await createAccount(request, { prefix: 'xss-poll', artist: true })
  const poll = await request.post(`/api/v1/contents/${pollster.uuid}`, {
    headers: { authorization: await bearerOf(request, pollster) },
    data: {
      postType: 'PUBLIC',
      simplePost: { context: '' },
      votes: [{ type: 'VOTE', title: hostile.image, options: [hostile.script, hostile.svg] }],
    },
  })
  expect(poll.status(), await poll.text()).toBe(201)

  // A chat message: fan3 subscribes to every demo artist, so she may write to Тарас Кобзаренко.
  const fan3 = await sessionOf(request, demo('fan3@kobza.local'))
  const artist3 = await sessionOf(request, demo('artist3@kobza.local'))
  const chat = await request.post('/api/v1/chats/messages', {
    headers: { authorization: fan3.bearer },
    multipart: { messageType: 'TEXT', receiverUserId: artist3.uuid, message: `${hostile.image} ${hostile.script}` },
  })
  expect(chat.status(), await chat.text()).toBe(201)

  // A greeting wish, paid through the sandbox checkout so it reaches the fan's orders.
  const purchase = await request.post('/api/v1/payments/purchases', {
    headers: { authorization: await bearerOf(request, fan) },
    data: {
      paymentGoal: 'VID_CONGRATULATION',
      money: { amount: 300, currency: 'UAH' },
      artistUuid: (await sessionOf(request, demo(demoArtist.email))).uuid,
      userDesire: `${hostile.image} ${hostile.script}`,
    },
  })
  expect(purchase.status(), await purchase.text()).toBe(201)

  await webSignIn(page, fan.email, fan.password)
  await page.goto(((await purchase.json()) as { checkoutUrl: string }).checkoutUrl)
  await checkout(page, 'pay', '300')
  await expectInert(page, '/video', 'onerror')
  await expectInert(page, `/profile/${fan.nickName}`, 'onerror')
  await expectInert(page, `/hall-of-fame/${legendUuid}`, 'onload')
  await expectInert(page, `/profile/${pollster.nickName}`, 'onerror')
  // Long unbroken hostile words must wrap, not widen a phone's page (a fieldset's default
  // min-width once did: the bottom bar slid under the zoomed-out content).
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/profile/${pollster.nickName}`)
  await expect(page.getByRole('group', { name: /onerror/ }).first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  const artistPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await webSignIn(artistPage, 'artist3@kobza.local')
  await expectInert(artistPage, `/chat?with=${fan3.uuid}`, 'onerror')
  await artistPage.context().close()
})

test('in the console, a report’s hostile reason and the reported content render as text and never run', async ({
  browser,
  request,
}) => {
  const author = await createAccount(request, { prefix: 'xss-reported', artist: true })
  const post = await request.post(`/api/v1/contents/${author.uuid}`, {
    headers: { authorization: await bearerOf(request, author) },
    data: { postType: 'PUBLIC', simplePost: { context: `${hostile.image} ${hostile.script} ${tag}` } },
  })
  expect(post.status(), await post.text()).toBe(201)
  const postId = ((await post.json()) as { id: number }).id
  const report = await request.post('/api/v1/reports', {
    headers: { authorization: await bearerOf(request, demo('fan2@kobza.local')) },
    data: { targetKind: 'POST', targetId: postId, category: 'HATE', reason: `${hostile.svg} ${hostile.link}` },
  })
  expect(report.status(), await report.text()).toBe(201)

  const moderator = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await consoleSignIn(moderator, 'moderator@kobza.local')
  // The dashboard's queue shows the content and the reason.
  const queued = moderator.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: tag })
  await expect(queued.first()).toContainText('onload')
  await expectInert(moderator, null, 'onerror')
  await moderator.getByRole('menuitem', { name: 'Reports' }).click()
  await expectInert(moderator, null, 'onload')
  await moderator.getByRole('row').filter({ hasText: 'onload' }).first().click()
  await expectInert(moderator, null, 'onerror')
  await moderator.getByRole('menuitem', { name: 'Posts' }).click()
  await expectInert(moderator, null, 'onerror')
  await moderator.context().close()
})

test('hostile text in an auction (its song, description and composer) renders as text and never runs', async ({
  page,
  request,
}) => {
  // The song the auction sells is Тарас Кобзаренко's own, named with the hostile string.
  const songName = `${hostile.image} ${tag}`
  const artist3 = await sessionOf(request, demo('artist3@kobza.local'))
  const song = await request.post(`/api/v1/products/${artist3.uuid}/songs`, {
    headers: { authorization: artist3.bearer },
    multipart: { songName, genre: 'POP', file: { name: 'song.wav', mimeType: 'audio/wav', buffer: toneWav(1) } },
  })
  expect(song.status(), await song.text()).toBe(201)

  // Three wallet approvals and the ledger's transactions: longer than the default 30 s.
  test.setTimeout(90_000)
  await webSignIn(page, 'artist3@kobza.local')
  await page.goto('/add-initial-sale')
  await page.getByRole('combobox', { name: /^Era/ }).selectOption('MODERN_ERA')
  await page.getByRole('combobox', { name: /^Song/ }).selectOption({ label: songName })
  await page.getByRole('textbox', { name: /^General description/ }).fill(`${hostile.script} ${hostile.image}`)
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(32, 32) })
  await expect(page.getByRole('img', { name: 'Cover preview, cropped square' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Composer/ }).fill(hostile.svg)
  await page.getByRole('combobox', { name: /^Duration of auction/ }).selectOption({ label: '1 week' })
  await page.getByRole('spinbutton', { name: /^Your song copyrights/ }).fill('1')
  await page.getByRole('spinbutton', { name: /^Initial price/ }).fill('3')
  await page.getByRole('button', { name: 'Start Initial Sale' }).click()
  await approveInWallet(page, ['mint', 'updateOperator', 'create_auction'])
  await page.waitForURL((url) => url.pathname === '/auctions' && url.search.includes('contentTab=open'))
  await expectInert(page, null, tag)
  const card = page.getByRole('article').filter({ hasText: tag }).first()
  await card.getByRole('link', { name: `View: ${songName}` }).click()
  await expect(page.getByRole('heading', { name: songName })).toBeVisible()
  await expectInert(page, null, 'onload')
})
