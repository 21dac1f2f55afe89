import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { legendPage } from '@kobza/contract'
import { signedIn } from '#tests/helpers'
import Legend from '#legends/legend'
import { seedReferenceData } from '#catalogue/reference_data'
import { answersIn, serveWebFiles } from '#tests/functional/core/primed_pages'
import { rawRequest } from '#tests/functional/core/raw_http'
import { nominatedLegend, settings } from './helpers.js'

test.group('Hall of Fame page: `/hall-of-fame` carries its first answers', (group) => {
  group.setup(async () => {
    // The page primes the genres list: present whichever suites ran before this one.
    await seedReferenceData()
    return serveWebFiles({
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    })
  })
  group.each.setup(async () => {
    await Legend.query().delete()
    await settings()
  })

  test('eras, genres and the songs on voting, exactly as the API answers a guest', async ({ client, assert }) => {
    const fan = await signedIn()
    const song = await nominatedLegend(fan.user, { name: 'Червона рута' })
    await nominatedLegend(fan.user, { type: 'PERSON', name: 'Квітка Цісик' })

    const page = await rawRequest('/hall-of-fame', { 'accept-encoding': 'gzip' })
    assert.equal(page.status, 200)
    const [eras, genres, legends, ...rest] = answersIn(gunzipSync(page.body).toString())
    assert.lengthOf(rest, 0)

    assert.deepInclude(eras, { method: 'GET', path: '/api/v1/eras' })
    assert.deepEqual(eras!.body, (await client.get('/api/v1/eras')).body())
    assert.deepInclude(genres, { method: 'GET', path: '/api/v1/genres' })
    assert.deepEqual(genres!.body, (await client.get('/api/v1/genres')).body())
    assert.isAbove((genres!.body as unknown[]).length, 0)

    // The web app's first list call: a POST that reads, answered only for this query and body.
    assert.deepInclude(legends, { method: 'POST', path: '/api/v1/legends/search' })
    assert.deepEqual(legends!.query, { page: '0', size: '9', legendType: 'SONG', isLegend: 'false', sort: 'RECENT' })
    assert.deepEqual(legends!.requestBody, { eras: [], genres: [] })
    const asked = await client
      .post('/api/v1/legends/search')
      .qs(legends!.query!)
      .json(legends!.requestBody as object)
    asked.assertStatus(200)
    assert.deepEqual(legends!.body, asked.body())
    assert.deepEqual(
      legendPage.parse(legends!.body).elements.map((legend) => legend.legendUuid),
      [song.legendUuid]
    )
  })
})
