import { test } from '@japa/runner'
import { adminResources, adminResourceNames, authorities, messages, type AdminResource } from '@kobza/contract'
import Genre from '#catalogue/genre'
import Report from '#moderation/report'
import { seedReferenceData } from '#catalogue/reference_data'
import { createUser, signedIn } from '#tests/helpers'

type Method = 'get' | 'post' | 'put' | 'delete'
interface Endpoint {
  method: Method
  url: string
  body?: Record<string, unknown>
}

/** Every endpoint of each console resource; a Record so a new resource cannot go untested. */
async function endpointsOf(): Promise<Record<AdminResource, { reads: Endpoint[]; writes: Endpoint[] }>> {
  const genre = await Genre.query().orderBy('id').firstOrFail()
  const someone = await createUser()
  const report = await Report.create({
    reporterId: someone.id,
    targetKind: 'MESSAGE',
    targetId: String(someone.id),
    targetUserId: null,
    reason: 'Spam',
    status: 'OPEN',
  })
  return {
    genres: {
      reads: [
        { method: 'get', url: '/admin/api/genres' },
        { method: 'get', url: `/admin/api/genres/${genre.id}` },
      ],
      writes: [
        { method: 'post', url: '/admin/api/genres', body: { code: 'GATED_GENRE', name: 'Gated' } },
        { method: 'put', url: `/admin/api/genres/${genre.id}`, body: { name: 'Renamed' } },
        { method: 'delete', url: `/admin/api/genres/${genre.id}` },
      ],
    },
    users: {
      reads: [
        { method: 'get', url: '/admin/api/users' },
        { method: 'get', url: `/admin/api/users/${someone.id}` },
      ],
      writes: [{ method: 'put', url: `/admin/api/users/${someone.id}`, body: { status: 'BLOCKED' } }],
    },
    'audit-logs': {
      reads: [{ method: 'get', url: '/admin/api/audit-logs' }],
      writes: [],
    },
    reports: {
      reads: [
        { method: 'get', url: '/admin/api/reports' },
        { method: 'get', url: `/admin/api/reports/${report.id}` },
      ],
      writes: [{ method: 'put', url: `/admin/api/reports/${report.id}`, body: { action: 'DISMISS' } }],
    },
  }
}

test.group('Admin resources admit exactly the authorities the contract lists', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await seedReferenceData()
  })

  for (const resource of adminResourceNames) {
    const allowed: readonly string[] = adminResources[resource]
    const refused = authorities.options.filter((authority) => !allowed.includes(authority))

    test(`${resource}: refused with 403 to ${refused.join(', ')} and to plain users`, async ({ client, assert }) => {
      const endpoints = (await endpointsOf())[resource]
      const outsiders = [...refused.map((authority) => [authority]), []] as (typeof refused)[]
      for (const held of outsiders) {
        const { bearer } = await signedIn({ authorities: held })
        for (const { method, url, body } of [...endpoints.reads, ...endpoints.writes]) {
          const request = client[method](url).header('authorization', bearer)
          // The client types bodies per route; one loop over several routes cannot name them all.
          const response = await (body ? request.json(body as never) : request)
          assert.equal(response.status(), 403, `${method.toUpperCase()} ${url} as [${held.join(', ')}]`)
          assert.deepEqual(response.body(), { errors: [{ message: messages.forbidden }] })
        }
      }
      assert.equal(await Genre.findBy('code', 'GATED_GENRE'), null)
    })

    test(`${resource}: open with 200 to ${allowed.join(', ')}`, async ({ client, assert }) => {
      const endpoints = (await endpointsOf())[resource]
      for (const authority of adminResources[resource]) {
        const { bearer } = await signedIn({ authorities: [authority] })
        for (const { method, url } of endpoints.reads) {
          const response = await client[method](url).header('authorization', bearer)
          assert.equal(response.status(), 200, `${method.toUpperCase()} ${url} as ${authority}`)
        }
      }
    })
  }

  test('a judge is refused the users list (403), an administrator is served it (200)', async ({ client }) => {
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await client.get('/admin/api/users').header('authorization', judge.bearer)).assertStatus(403)
    const admin = await signedIn({ authorities: ['ADMIN'] })
    ;(await client.get('/admin/api/users').header('authorization', admin.bearer)).assertStatus(200)
  })

  test('anonymous callers get 401 on every resource', async ({ client }) => {
    for (const resource of adminResourceNames) {
      ;(await client.get(`/admin/api/${resource}`)).assertStatus(401)
    }
  })
})
