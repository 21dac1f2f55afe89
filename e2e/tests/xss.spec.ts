import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createAccount, webSignIn, type TestAccount } from './support.ts'
import { toneWav } from './media.ts'

/*
 * Hostile strings written through the API into the text fields people see (profile description,
 * post, comment, event, song, playlist) are rendered as text by the web app in Chromium:
 * no element is made from them, no handler runs (a handler would set window.__xss), no dialog
 * opens. React escapes what it renders; the CSP (security.spec.ts) is the second wall.
 */

const tag = `x${Date.now().toString(36)}`
const hostile = {
  image: `<img src=x onerror="window.__xss='${tag}'">`,
  script: `<script>window.__xss='${tag}'</script>`,
  rtl: `\u202E${tag}gnp.exe`,
  link: `javascript:window.__xss='${tag}'`,
}

/** The API's date-time form, `2026-12-31 19:30:00`. */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')

async function bearerOf(request: APIRequestContext, account: TestAccount) {
  const response = await request.post('/api/v1/login', {
    data: { username: account.email, password: account.password },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`
}

/** Opens `path` and checks that nothing hostile became markup or ran. */
async function expectInert(page: Page, path: string, visible: string) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(path)
  await expect(page.getByText(visible, { exact: false }).first()).toBeVisible()
  expect(await page.locator('img[onerror], script:not([src]), a[href^="javascript:"]').count()).toBe(0)
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
