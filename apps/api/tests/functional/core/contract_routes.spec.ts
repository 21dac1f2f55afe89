import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { apiPrefix, listRoutes } from '@kobza/contract'

/*
 * The API's /api/v1 routes are the contract's, no more and no fewer. A pair is
 * "METHOD /path": AdonisJS serves HEAD with every GET route, and `router.any` (a mount)
 * registers these seven methods.
 */
const anyMethods = ['HEAD', 'OPTIONS', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE']

interface Listed {
  method: string
  path: string
}

function contractPairs(list: readonly Listed[]): string[] {
  return list.flatMap(({ method, path }) => {
    const methods = method === 'ANY' ? anyMethods : method === 'GET' ? ['GET', 'HEAD'] : [method]
    return methods.map((each) => `${each} ${path}`)
  })
}

function registeredPairs(routes: ReadonlyArray<{ pattern: string; methods: string[] }>): string[] {
  return routes
    .filter(({ pattern }) => pattern === apiPrefix || pattern.startsWith(`${apiPrefix}/`))
    .flatMap(({ pattern, methods }) => methods.map((method) => `${method} ${pattern}`))
}

/** What one side has and the other lacks, in both directions. */
function compare(registered: string[], described: string[]) {
  return {
    notInContract: registered.filter((pair) => !described.includes(pair)).sort(),
    notRegistered: described.filter((pair) => !registered.includes(pair)).sort(),
  }
}

function registeredRoutes() {
  return Object.values(router.toJSON()).flat()
}

test.group('Contract routes', () => {
  test('the API registers exactly the /api/v1 routes the contract lists', ({ assert }) => {
    const registered = registeredPairs(registeredRoutes())
    const described = contractPairs(listRoutes())
    assert.isAbove(registered.length, 0)
    assert.deepEqual(compare(registered, described), { notInContract: [], notRegistered: [] })
    assert.lengthOf(registered, new Set(registered).size)
  })

  test('a route missing on either side is reported', ({ assert }) => {
    const registered = registeredPairs([
      { pattern: '/api/v1/genres', methods: ['GET', 'HEAD'] },
      { pattern: '/api/v1/unlisted/:id', methods: ['DELETE'] },
      { pattern: '/elsewhere', methods: ['GET'] },
    ])
    const described = contractPairs([
      { method: 'GET', path: '/api/v1/genres' },
      { method: 'PUT', path: '/api/v1/genres' },
    ])
    assert.deepEqual(compare(registered, described), {
      notInContract: ['DELETE /api/v1/unlisted/:id'],
      notRegistered: ['PUT /api/v1/genres'],
    })
  })

  test('routes are named after their contract entry', ({ assert }) => {
    const named = new Map(registeredRoutes().map((route) => [`${route.methods[0]} ${route.pattern}`, route.name]))
    for (const { domain, name, method, path } of listRoutes()) {
      assert.equal(named.get(`${method === 'ANY' ? 'HEAD' : method} ${path}`), `${domain}.${name}`)
    }
  })
})
