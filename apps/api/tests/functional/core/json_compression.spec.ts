import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import Genre from '#catalogue/genre'
import { seedReferenceData } from '#catalogue/reference_data'
import { COMPRESS_JSON_MIN_BYTES } from '#core/middleware/compress_json_middleware'
import { signedIn } from '#tests/helpers'
import { rawRequest } from './raw_http.js'

test.group('Compressed JSON answers', (group) => {
  let bearer = ''
  group.setup(async () => {
    await Genre.query().delete()
    await seedReferenceData()
    // Enough rows that the list is well above the compression threshold.
    for (let i = 0; i < 30; i += 1)
      await Genre.create({ code: `EXTRA_${i}`, name: `Додатковий жанр ${i}`, position: 100 + i })
    bearer = (await signedIn({ authorities: ['MODERATOR'] })).bearer
    return async () => {
      await Genre.query().where('code', 'like', 'EXTRA_%').delete()
    }
  })
  const list = '/admin/api/genres?range=%5B0%2C99%5D'

  test('a large answer is streamed compressed with the encoding the client prefers', async ({ assert }) => {
    const plain = await rawRequest(list, { authorization: bearer })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.isAbove(plain.body.length, COMPRESS_JSON_MIN_BYTES)
    const expected = JSON.parse(plain.body.toString())

    const br = await rawRequest(list, { authorization: bearer, 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.status, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(br.headers['vary'], 'Accept-Encoding')
    assert.equal(br.headers['content-type'], 'application/json; charset=utf-8')
    // Streamed: no length known up front.
    assert.isUndefined(br.headers['content-length'])
    assert.isBelow(br.body.length, plain.body.length / 2)
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.body).toString()), expected)
    // Headers the route and the middleware set still arrive.
    assert.equal(br.headers['content-range'], plain.headers['content-range'])
    assert.equal(br.headers['cache-control'], 'no-store')
    assert.equal(br.headers['x-frontend-version'], plain.headers['x-frontend-version'])

    const gzip = await rawRequest(list, { authorization: bearer, 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.deepEqual(JSON.parse(gunzipSync(gzip.body).toString()), expected)

    const refused = await rawRequest(list, { authorization: bearer, 'accept-encoding': 'br;q=0, gzip;q=0' })
    assert.isUndefined(refused.headers['content-encoding'])
    assert.deepEqual(JSON.parse(refused.body.toString()), expected)
  })

  test('small answers and errors go out as they are', async ({ assert }) => {
    const time = await rawRequest('/api/v1/getServerTime', { 'accept-encoding': 'br' })
    assert.equal(time.status, 200)
    assert.isUndefined(time.headers['content-encoding'])
    assert.equal(Number(time.headers['content-length']), time.body.length)
    assert.equal(time.headers['content-type'], 'application/json; charset=utf-8')
    assert.property(JSON.parse(time.body.toString()), 'serverTime')

    const anonymous = await rawRequest(list, { 'accept-encoding': 'br' })
    assert.equal(anonymous.status, 401)
    assert.isUndefined(anonymous.headers['content-encoding'])
    assert.property(JSON.parse(anonymous.body.toString()), 'errors')
  })
})
