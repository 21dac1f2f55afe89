import { test } from '@japa/runner'
import { apiErrorBody } from '@kobza/contract'

test.group('Error shape', () => {
  test('an unknown route answers 404 in the spec error shape', async ({ client, assert }) => {
    const response = await client.get('/api/v1/does-not-exist')
    response.assertStatus(404)
    assert.isTrue(apiErrorBody.safeParse(response.body()).success)
    assert.equal(response.body().errors[0].message, 'Cannot GET /api/v1/does-not-exist')
  })

  test('a wrong method on a known route answers 405 with Allow', async ({ client, assert }) => {
    const response = await client.delete('/api/v1/genres')
    response.assertStatus(405)
    assert.include(response.header('allow') ?? '', 'GET')
    assert.isTrue(apiErrorBody.safeParse(response.body()).success)
  })

  test('malformed JSON answers 400 in the error shape, not 500', async ({ client, assert }) => {
    const response = await client
      .post('/api/v1/login')
      .type('application/json')
      .unsafeJson('{"username": "a@b.c", "password": ')
    response.assertStatus(400)
    assert.equal(response.body().errors[0].message, 'The request body is not valid JSON')
  })

  test('validation failures list each field in the error shape', async ({ client, assert }) => {
    const response = await client.post('/api/v1/login').json({ username: '' })
    response.assertStatus(422)
    const fields = response.body().errors.map((error: { field?: string }) => error.field)
    assert.includeMembers(fields, ['username', 'password'])
  })

  test('every answer carries the front-end version header and no-store', async ({ client, assert }) => {
    const response = await client.get('/api/v1/getServerTime')
    response.assertStatus(200)
    assert.match(response.header('x-frontend-version') ?? '', /^\d+\.\d+\.\d+/)
    assert.equal(response.header('cache-control'), 'no-store')
  })
})
