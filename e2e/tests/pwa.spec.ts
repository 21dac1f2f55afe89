import { expect, test } from '@playwright/test'
import { apiHeaders, signedInNewFan } from '../support/common.ts'
import { nominateSong } from '../support/legends.ts'

/*
 * The installable app (issue 35): the manifest and the service worker make it installable; offline,
 * a visited page still opens, and a like, a reply and a legend's vote made offline wait and are
 * sent when the connection returns.
 */

interface FeedAnswer {
  elements: { id: number; isUserLiked: boolean; countLike: number; contents: { type: string; context?: string }[] }[]
}

const feedUrl = (epochSeconds: number) => `/api/v1/contents?page=0&postType=PUBLIC&initialTimeStamp=${epochSeconds}`

interface CommentsAnswer {
  elements: { id: number; message: string; tailIds: number[] }[]
}
interface LegendAnswer {
  legendUuid: string
  name: string
  voteInfo: { isVoted: boolean; actualVote: number }
}

test('the app installs, opens a visited page offline and sends a like and a reply made offline when back online', async ({
  page,
  context,
  request,
}) => {
  test.slow()
  // Installable: the page names a manifest the server answers with its type, with the icons Chromium asks for.
  const manifestResponse = await request.get('/manifest.webmanifest')
  expect(manifestResponse.status()).toBe(200)
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
  const manifest = (await manifestResponse.json()) as {
    name: string
    start_url: string
    display: string
    icons: { sizes: string; purpose: string }[]
  }
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable'])
  )
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']) {
    const response = await request.get(icon)
    expect(response.status(), icon).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }

  const fan = await signedInNewFan(page, request, 'pwa')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  // The worker registers after load, precaches the shell and takes control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(worker).toMatch(/\/sw\.js$/)
  // Chromium's own verdict: no reason the page could not be installed but the test's incognito context.
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
  // Detached: a second DevTools session on the page keeps it from hearing that the network is back.
  await cdp.detach()

  // A page visited while online (its screen's chunks are kept on first use).
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()

  // The post to like: the first public post, as the API tells it to this fan.
  const headers = await apiHeaders(request, fan.email, fan.password)
  const time = (await (await request.get('/api/v1/getServerTime')).json()) as { epochSeconds: number }
  const before = (await (await request.get(feedUrl(time.epochSeconds), { headers })).json()) as FeedAnswer
  const target = before.elements.find(
    (post) =>
      !post.isUserLiked &&
      post.contents.some((content) => content.type === 'MESSAGE' && (content.context ?? '').length > 10)
  )
  expect(target, 'a public text post this new fan has not liked').toBeDefined()
  const text = target!.contents.find((content) => content.type === 'MESSAGE')!.context!.slice(0, 30)

  // A comment to reply to, made online through the API by this fan.
  const commented = await request.post(`/api/v1/comments/${target!.id}`, {
    headers,
    data: { comment: 'Питання до відповіді' },
  })
  expect(commented.status(), await commented.text()).toBe(201)
  const { id: commentId } = (await commented.json()) as { id: number }

  await page.goto('/')
  const post = page.getByRole('article').filter({ hasText: text }).first()
  await expect(post).toBeVisible()
  // The comments open while online (their code and the first page arrive), then the connection goes.
  await post.getByRole('button', { name: /^Comments · / }).click()
  const comments = post.getByRole('region', { name: 'Comments' })
  const question = comments.getByRole('listitem').filter({ hasText: 'Питання до відповіді' })
  await expect(question).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible()
  await post.getByRole('button', { name: /^Like · / }).click()
  await expect(post.getByRole('button', { name: /^Remove like · / })).toBeVisible()
  await expect(post.getByText('Will be sent when back online').first()).toBeVisible()
  await question.getByRole('button', { name: 'Reply' }).click()
  await question.getByRole('textbox', { name: /^Your reply to / }).fill('Відповідь без світла')
  await question.getByRole('button', { name: 'Send' }).click()
  await expect(question.getByText('Відповідь без світла')).toBeVisible()
  await expect(question.getByText('Will be sent when back online')).toBeVisible()
  const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem('kobza.offlineQueue') ?? '[]').length)
  expect(waiting).toBe(2)

  // Offline, the visited page still opens (from the worker's copy and cached chunks).
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  // A page never visited gets the app's shell (its screen needs the network) or the offline page, never the browser's error.
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Kobza home' }).first()).toBeVisible()

  // Back online: the like and the reply are sent (once each), the notes go, and the API has them.
  await context.setOffline(false)
  await expect(page.getByText(/Sent 2 actions made offline/)).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kobza.offlineQueue'))).toBeNull()
  const after = (await (
    await request.get(feedUrl(time.epochSeconds), { headers: await apiHeaders(request, fan.email, fan.password) })
  ).json()) as FeedAnswer
  const liked = after.elements.find((post) => post.id === target!.id)
  expect(liked?.isUserLiked).toBe(true)
  expect(liked?.countLike).toBe(target!.countLike + 1)
  const replies = (await (
    await request.get(`/api/v1/comments/${target!.id}/${commentId}?page=0&initialTimeStamp=${time.epochSeconds + 3600}`)
  ).json()) as CommentsAnswer
  expect(replies.elements.map((reply) => reply.message)).toEqual(['Відповідь без світла'])
})

test('a legend’s vote made offline waits on the legend and is sent once when back online', async ({
  page,
  context,
  request,
}) => {
  test.slow()
  const fan = await signedInNewFan(page, request, 'pwa-vote')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
  // A legend of this fan's own nomination: on voting whatever other specs did to the demo legends' stages.
  const name = `Легенда pwa ${Date.now() % 100000}`
  await nominateSong(page, name)
  const href = await page
    .getByRole('article')
    .filter({ hasText: name })
    .getByRole('link', { name })
    .getAttribute('href')
  const uuid = /hall-of-fame\/([0-9a-f-]{36})/.exec(href ?? '')![1]!
  const legend = (await (
    await request.get(`/api/v1/legends/${uuid}`, { headers: await apiHeaders(request, fan.email, fan.password) })
  ).json()) as LegendAnswer
  expect(legend.voteInfo.isVoted).toBe(false)

  await page.goto(`/hall-of-fame/${legend.legendUuid}`)
  await expect(page.getByRole('heading', { level: 1, name: legend.name })).toBeVisible()
  const voting = page.getByRole('region', { name: 'Voting' })

  await context.setOffline(true)
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible()
  await voting.getByRole('button', { name: 'Vote' }).click()
  await expect(voting.getByRole('button', { name: 'Voted!' })).toBeDisabled()
  await expect(voting.getByText('Will be sent when back online')).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kobza.offlineQueue') ?? '[]').length)).toBe(1)

  await context.setOffline(false)
  await expect(page.getByText(/Sent 1 action made offline/)).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kobza.offlineQueue'))).toBeNull()
  // The legend is read again: Voted! without the note, and the API counted this vote once.
  await expect(voting.getByText('Will be sent when back online')).toBeHidden()
  await expect(voting.getByRole('button', { name: 'Voted!' })).toBeDisabled()
  const shown = (await (
    await request.get(`/api/v1/legends/${legend.legendUuid}`, {
      headers: await apiHeaders(request, fan.email, fan.password),
    })
  ).json()) as LegendAnswer
  expect(shown.voteInfo.isVoted).toBe(true)
  expect(shown.voteInfo.actualVote).toBe(legend.voteInfo.actualVote + 1)
})
