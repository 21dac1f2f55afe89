import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { cropRatios, pictureSrcSet, profileCoverSizes, sitemapUrlsPerFile } from '@kobza/contract'
import { createUser } from '#tests/helpers'
import { postFactory } from '#database/factories/post_factory'
import { createEventRow, createPlaylistRow, createSongRow } from '#database/factories/catalogue_factory'
import { serveWebFiles } from '#tests/functional/core/primed_pages'
import { rawRequest } from '#tests/functional/core/raw_http'
import { forgetPageHeads } from '#core/page_heads'
import { sitemapSliceIds } from '#core/sitemaps'
import User from '#accounts/user'

/*
 * Sharing (issue 35): every page's head (the card a pasted link shows), the embeddable players,
 * oEmbed, robots.txt and the sitemaps — and that no premium or private song reaches any of them.
 */

const INDEX =
  '<!doctype html><html lang="uk"><head><meta charset="UTF-8" /><meta name="description" content="Kobza" /><title>Kobza</title></head><body><div id="root"></div></body></html>'
const PRIVATE_KEY = 'private/2026/01/00000000-0000-4000-8000-00000000beef.mp3'

async function page(path: string) {
  const answer = await rawRequest(path, { 'accept-encoding': 'gzip' })
  const html =
    answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body).toString() : answer.body.toString()
  return { status: answer.status, html, headers: answer.headers }
}

/** The content of `<meta property|name="key">`, as a crawler reads it (entities decoded). */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)
  if (!match) throw new Error('no JSON-LD')
  return JSON.parse(match[1]!) as Record<string, unknown>
}

async function artist(publicName = 'ДахаБраха', nickName = `artist${Math.floor(Math.random() * 1e8)}`) {
  const user = await createUser({ authorities: ['ARTIST'] })
  user.merge({ publicName, nickName })
  await user.save()
  return user
}

async function cleanCatalogue() {
  await db.from('playlist_songs').delete()
  await db.from('playlists').delete()
  await db.from('songs').delete()
  await db.from('events').delete()
}

test.group('Sharing: the heads of pages', (group) => {
  group.setup(() => serveWebFiles({ 'index.html': INDEX }))
  group.each.setup(async () => {
    forgetPageHeads()
    await cleanCatalogue()
  })

  test('a profile carries the artist card: og:title, og:image, twitter:card, MusicGroup', async ({ assert }) => {
    const band = await artist('ДахаБраха')
    await db.from('users').where('id', band.id).update({ avatar: '/media/public/2026/01/a-thumb.webp' })
    const { status, html } = await page(`/profile/${band.nickName}`)
    assert.equal(status, 200)
    assert.equal(metaOf(html, 'og:title'), `ДахаБраха (@${band.nickName})`)
    assert.equal(metaOf(html, 'og:type'), 'profile')
    assert.equal(
      metaOf(html, 'og:image'),
      'http://' + `${process.env.HOST}:${process.env.PORT}/media/public/2026/01/a-thumb.webp`
    )
    assert.equal(metaOf(html, 'og:image:width'), '600')
    assert.equal(metaOf(html, 'og:image:height'), '400')
    assert.equal(metaOf(html, 'twitter:card'), 'summary_large_image')
    assert.include(
      html,
      `<link rel="canonical" href="http://${process.env.HOST}:${process.env.PORT}/profile/${band.nickName}" />`
    )
    assert.include(html, 'hreflang="uk"')
    assert.include(html, 'hreflang="en"')
    assert.deepInclude(jsonLdOf(html), { '@type': 'MusicGroup', name: 'ДахаБраха' })
    // The template's own title and description give way to the page's (one of each).
    assert.lengthOf(html.match(/<title>/g)!, 1)
    assert.lengthOf(html.match(/<meta name="description"/g)!, 1)
    assert.include(html, '<div id="root"></div>')
  })

  test('a profile page preloads its cover in the renditions and sizes the profile screen picks from', async ({
    assert,
  }) => {
    const band = await artist('Kalush')
    const coverKey = 'public/2026/01/8af3c6d5-e55c-4c92-b556-ba0b88136ac2.png'
    await db.table('profiles').insert({ user_id: band.id, cover_key: coverKey, updated_at: new Date() })
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
    const { status, html } = await page(`/profile/${band.nickName}`)
    assert.equal(status, 200)
    const srcset = pictureSrcSet(`/api/v1/media/${coverKey}`, cropRatios.profileCover)!
    assert.include(srcset, '-wide1280.webp 1280w')
    assert.deepEqual(preloads(html), [
      `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${profileCoverSizes}" fetchpriority="high" />`,
    ])
    // Its other pages do not show the cover first; a profile without a public cover preloads nothing.
    assert.deepEqual(preloads((await page(`/profile/${band.nickName}/events`)).html), [])
    const plain = await artist('Go_A')
    assert.deepEqual(preloads((await page(`/profile/${plain.nickName}`)).html), [])
  })

  test('an unknown profile, legend or auction answers 404 with the app page', async ({ assert }) => {
    for (const path of [
      '/profile/nobody-at-all',
      '/hall-of-fame/00000000-0000-4000-8000-000000000000',
      '/hall-of-fame/not-a-uuid',
      '/auctions/00000000-0000-4000-8000-000000000000',
      '/secondary-sale/whatever',
    ]) {
      const { status, html } = await page(path)
      assert.equal(status, 404, path)
      assert.include(html, '<div id="root"></div>', path)
    }
    const closed = await artist('Closed')
    await User.query().where('id', closed.id).update({ status: 'BLOCKED' })
    assert.equal((await page(`/profile/${closed.nickName}`)).status, 404)
  })

  test('a name with "<>& cannot break or inject into the head', async ({ assert }) => {
    const evil = `"><script>alert(1)</script>&amp; </title>`
    const band = await artist(evil)
    const song = await createSongRow(band, { name: `</script><b>"x"</b>` })
    for (const path of [`/profile/${band.nickName}`, `/profile/${band.nickName}/songs?song=${song.id}`]) {
      const { html } = await page(path)
      assert.notInclude(html, '<script>alert(1)')
      assert.notInclude(html, '<b>"x"</b>')
      assert.lengthOf(html.match(/<\/title>/g)!, 1, path)
      // The JSON-LD stays one parsable element holding the exact name.
      assert.doesNotThrow(() => jsonLdOf(html))
    }
    const { html } = await page(`/profile/${band.nickName}`)
    assert.equal(metaOf(html, 'og:title'), `${evil} (@${band.nickName})`)
    assert.equal(jsonLdOf(html).name, evil)
  })

  test('a public song: music.song, og:audio of its public file, MusicRecording, oEmbed link', async ({ assert }) => {
    const band = await artist('Один в каное')
    const song = await createSongRow(band, { name: 'Човен' })
    const { status, html } = await page(`/profile/${band.nickName}/songs?song=${song.id}`)
    assert.equal(status, 200)
    assert.equal(metaOf(html, 'og:type'), 'music.song')
    assert.equal(metaOf(html, 'og:title'), 'Човен — Один в каное')
    assert.match(metaOf(html, 'og:audio')!, new RegExp(`/${song.mediaKey.replace(/[/.]/g, '\\$&')}$`))
    assert.deepInclude(jsonLdOf(html), { '@type': 'MusicRecording', name: 'Човен' })
    assert.include(html, 'type="application/json+oembed"')
    // Another artist's name in the path names no song of theirs.
    const other = await artist('Other')
    assert.equal((await page(`/profile/${other.nickName}/songs?song=${song.id}`)).status, 404)
  })

  test('a private (premium) song file is never named: no og:audio, no oEmbed link', async ({ assert }) => {
    const band = await artist('Premium band')
    const song = await createSongRow(band, { name: 'Тільки підписникам', mediaKey: PRIVATE_KEY })
    const { html } = await page(`/profile/${band.nickName}/songs?song=${song.id}`)
    assert.isUndefined(metaOf(html, 'og:audio'))
    assert.notInclude(html, 'private/')
    assert.notInclude(html, 'json+oembed')
  })

  test('a premium post never reaches the artist card', async ({ assert }) => {
    const band = await artist('Wall')
    await postFactory(band).premium().text('Секретний текст для своїх').create()
    const { html } = await page(`/profile/${band.nickName}`)
    assert.notInclude(html, 'Секретний текст')
  })

  test('a playlist: music.playlist with its songs; an event: MusicEvent', async ({ assert }) => {
    const band = await artist('Kalush')
    const songs = [await createSongRow(band, { name: 'Стефанія' }), await createSongRow(band, { name: 'Дощ' })]
    const playlist = await createPlaylistRow(band, songs, 'Альбом')
    const list = await page(`/profile/${band.nickName}/playlist/${playlist.id}`)
    assert.equal(list.status, 200)
    assert.equal(metaOf(list.html, 'og:type'), 'music.playlist')
    assert.deepInclude(jsonLdOf(list.html), { '@type': 'MusicPlaylist', name: 'Альбом', numTracks: 2 })
    assert.equal((await page(`/profile/${band.nickName}/playlist/999999`)).status, 404)

    const event = await createEventRow(band, 7, 'Концерт у Львові')
    const shown = await page(`/profile/${band.nickName}/events/${event.id}`)
    assert.equal(shown.status, 200)
    assert.deepInclude(jsonLdOf(shown.html), { '@type': 'MusicEvent', name: 'Концерт у Львові' })
  })

  test('every other page gets the site head', async ({ assert }) => {
    const { status, html } = await page('/privacy-policy')
    assert.equal(status, 200)
    assert.equal(metaOf(html, 'og:site_name'), 'Kobza')
    assert.include(html, '/privacy-policy" />')
  })
})

test.group('Sharing: embeds and oEmbed', (group) => {
  group.each.setup(cleanCatalogue)

  test('a public song embed: a small page with og:audio, framable; its script and style', async ({
    client,
    assert,
  }) => {
    const band = await artist('Жадан і Собаки')
    const song = await createSongRow(band, { name: 'Бітлз' })
    const answer = await client.get(`/embed/song/${song.id}`)
    answer.assertStatus(200)
    const html = answer.text()
    assert.isBelow(Buffer.byteLength(html), 8 * 1024)
    assert.include(html, '<audio controls')
    assert.isDefined(metaOf(html, 'og:audio'))
    assert.include(html, '<script src="/embed/player.js" defer></script>')
    assert.notInclude(html, '/assets/')
    assert.match(String(answer.header('content-security-policy')), /frame-ancestors \*/)
    assert.isUndefined(answer.header('x-frame-options'))
    ;(await client.get('/embed/player.js')).assertStatus(200)
    ;(await client.get('/embed/player.css')).assertStatus(200)
    // Everything else stays unframable.
    const api = await client.get('/api/v1/getServerTime')
    assert.match(String(api.header('content-security-policy')), /frame-ancestors 'none'/)
    assert.equal(api.header('x-frame-options'), 'DENY')
  })

  test('a playlist embed lists its public songs only', async ({ client, assert }) => {
    const band = await artist('Playlist band')
    const open = await createSongRow(band, { name: 'Відкрита' })
    const closed = await createSongRow(band, { name: 'Закрита', mediaKey: PRIVATE_KEY })
    const playlist = await createPlaylistRow(band, [open, closed], 'Змішаний')
    const answer = await client.get(`/embed/playlist/${playlist.id}`)
    answer.assertStatus(200)
    assert.include(answer.text(), 'Відкрита')
    assert.notInclude(answer.text(), 'Закрита')
    assert.notInclude(answer.text(), 'private/')
  })

  test('an unknown or private song has no embed (404)', async ({ client }) => {
    const band = await artist('Hidden')
    const closed = await createSongRow(band, { mediaKey: PRIVATE_KEY })
    ;(await client.get(`/embed/song/${closed.id}`)).assertStatus(404)
    ;(await client.get('/embed/song/999999')).assertStatus(404)
    ;(await client.get('/embed/playlist/999999')).assertStatus(404)
  })

  test('oEmbed: rich iframe, maxwidth/maxheight honoured, 404 unknown, 501 xml, 422 invalid', async ({
    client,
    assert,
  }) => {
    const origin = `http://${process.env.HOST}:${process.env.PORT}`
    const band = await artist('Океан Ельзи')
    const song = await createSongRow(band, { name: 'Обійми' })
    const url = `${origin}/profile/${band.nickName}/songs?song=${song.id}`
    const answer = await client.get('/api/v1/oembed').qs({ url, format: 'json' })
    answer.assertStatus(200)
    const body = answer.body()
    assert.deepInclude(body, { type: 'rich', version: '1.0', width: 480, height: 152, author_name: 'Океан Ельзи' })
    assert.include(body.html, `src="${origin}/embed/song/${song.id}"`)
    assert.equal(body.title, 'Обійми — Океан Ельзи')

    const fitted = await client
      .get('/api/v1/oembed')
      .qs({ url: `${origin}/embed/song/${song.id}`, maxwidth: 300, maxheight: 130 })
    assert.deepInclude(fitted.body(), { width: 300, height: 130 })
    // Never below what the player needs.
    const tiny = await client.get('/api/v1/oembed').qs({ url, maxwidth: 10, maxheight: 10 })
    assert.deepInclude(tiny.body(), { width: 240, height: 120 })

    const playlist = await createPlaylistRow(band, [song], 'Збірка')
    const list = await client
      .get('/api/v1/oembed')
      .qs({ url: `${origin}/profile/${band.nickName}/playlist/${playlist.id}` })
    list.assertStatus(200)
    assert.include(list.body().html, `/embed/playlist/${playlist.id}`)

    ;(await client.get('/api/v1/oembed').qs({ url, format: 'xml' })).assertStatus(501)
    ;(
      await client.get('/api/v1/oembed').qs({ url: `${origin}/profile/${band.nickName}/songs?song=999999` })
    ).assertStatus(404)
    ;(await client.get('/api/v1/oembed').qs({ url: `https://elsewhere.example/embed/song/${song.id}` })).assertStatus(
      404
    )
    ;(await client.get('/api/v1/oembed').qs({ url: 'not a url' })).assertStatus(404)
    ;(await client.get('/api/v1/oembed')).assertStatus(422)
    ;(await client.get('/api/v1/oembed').qs({ url, maxwidth: 'wide' })).assertStatus(422)

    const closed = await createSongRow(band, { mediaKey: PRIVATE_KEY })
    const premium = await client.get('/api/v1/oembed').qs({ url: `${origin}/embed/song/${closed.id}` })
    premium.assertStatus(404)
    assert.deepEqual(premium.body(), { errors: [{ message: 'The url is not a song or playlist of this site' }] })
  })
})

test.group('Sharing: robots.txt and the sitemaps', (group) => {
  group.each.setup(cleanCatalogue)

  test('robots.txt keeps crawlers out of private paths and names the sitemap', async ({ client, assert }) => {
    const answer = await client.get('/robots.txt')
    answer.assertStatus(200)
    assert.match(String(answer.header('content-type')), /^text\/plain/)
    for (const path of ['/admin', '/api/', '/settings', '/chat', '/notifications']) {
      assert.include(answer.text(), `Disallow: ${path}\n`)
    }
    assert.include(answer.text(), `Sitemap: http://${process.env.HOST}:${process.env.PORT}/sitemap.xml`)
  })

  test('the index pages each section in blocks of ids; a file lists public things only', async ({ client, assert }) => {
    const band = await artist('Sitemap band')
    const fan = await createUser()
    const song = await createSongRow(band, { name: 'Public' })
    const hidden = await createSongRow(band, { mediaKey: PRIVATE_KEY })
    const event = await createEventRow(band)
    await postFactory(band).premium().text('Преміум у мапі').create()

    const index = await client.get('/sitemap.xml')
    index.assertStatus(200)
    const files = [...index.text().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    const maxUser = Number((await db.from('users').max('id as m').first()).m)
    const userFiles = files.filter((file) => file.includes('/sitemaps/artists-'))
    assert.lengthOf(userFiles, Math.ceil(maxUser / sitemapUrlsPerFile))
    assert.isTrue(files.some((file) => file.endsWith('/sitemaps/songs-0.xml')))

    const artists = await client.get('/sitemaps/artists-0.xml')
    artists.assertStatus(200)
    assert.include(artists.text(), `/profile/${band.nickName}</loc>`)
    assert.notInclude(artists.text(), `/profile/${fan.nickName}</loc>`)

    const songs = (await client.get('/sitemaps/songs-0.xml')).text()
    assert.include(songs, `/songs?song=${song.id}</loc>`)
    assert.notInclude(songs, `song=${hidden.id}<`)
    assert.notInclude(songs, 'Преміум')
    assert.include((await client.get('/sitemaps/events-0.xml')).text(), `/events/${event.id}</loc>`)

    ;(await client.get('/sitemaps/songs-99.xml')).assertStatus(404)
    ;(await client.get('/sitemaps/nothing-0.xml')).assertStatus(404)
  })

  test('a block holds only its ids: file n lists ids n*50,000+1 … (n+1)*50,000', async ({ client, assert }) => {
    const band = await artist('Block band')
    const early = await createSongRow(band)
    // A song past the first block, so the index names two song files and each holds its own.
    const late = await createSongRow(band)
    await db
      .from('songs')
      .where('id', late.id)
      .update({ id: sitemapUrlsPerFile + 7 })
    const index = (await client.get('/sitemap.xml')).text()
    assert.include(index, '/sitemaps/songs-1.xml</loc>')
    const first = (await client.get('/sitemaps/songs-0.xml')).text()
    const second = (await client.get('/sitemaps/songs-1.xml')).text()
    assert.include(first, `song=${early.id}<`)
    assert.notInclude(first, `song=${sitemapUrlsPerFile + 7}<`)
    assert.include(second, `song=${sitemapUrlsPerFile + 7}<`)
    await db
      .from('songs')
      .where('id', sitemapUrlsPerFile + 7)
      .delete()
  })

  test('a file is read in slices of ids: each id once and in order across their edges; malformed names are 404', async ({
    client,
    assert,
  }) => {
    const band = await artist('Slice band')
    const early = await createSongRow(band)
    // Both sides of a slice's edge and the block's last id: all in songs-0, once each, in order.
    const ids = [sitemapSliceIds, sitemapSliceIds + 1, sitemapUrlsPerFile]
    for (const id of ids) {
      const song = await createSongRow(band)
      await db.from('songs').where('id', song.id).update({ id })
    }
    const file = (await client.get('/sitemaps/songs-0.xml')).text()
    const listed = [...file.matchAll(/song=(\d+)</g)].map((match) => Number(match[1]))
    // The suite's earlier songs may have taken ids past the first slice: in order means by number.
    assert.deepEqual(
      listed,
      [early.id, ...ids].sort((a, b) => a - b)
    )
    assert.lengthOf([...file.matchAll(/<url>/g)], 4)
    assert.notInclude((await client.get('/sitemap.xml')).text(), '/sitemaps/songs-1.xml')
    for (const name of ['songs-0.txt', 'SONGS-0.xml', 'songs--1.xml', 'songs-1234567.xml', 'songs-1.xml']) {
      ;(await client.get(`/sitemaps/${name}`)).assertStatus(404)
    }
    await db.from('songs').whereIn('id', ids).delete()
  })
})
