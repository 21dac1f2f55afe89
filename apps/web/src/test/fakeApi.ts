import type { FetchLike } from '@kobza/api-client'
import { jsonResponse, type FakeRoutes } from './fakes'

/*
 * Each feature's default answers (features/<name>/testing/fakes.ts, exporting `fakes`), found by
 * name so that a new feature's fakes need no registration here.
 */
const featureFakes = import.meta.glob<FakeRoutes>('../features/*/testing/fakes.ts', { eager: true, import: 'fakes' })
const defaults: FakeRoutes = Object.assign({}, ...Object.values(featureFakes))

/** A stand-in API for screen tests (the client itself is tested against a real HTTP server). */
export function fakeApi(routes: FakeRoutes = {}): FetchLike & { calls: string[] } {
  const calls: string[] = []
  const handler = async (input: string, init: RequestInit) => {
    const path = new URL(input).pathname
    const call = `${init.method ?? 'GET'} ${path}`
    calls.push(call)
    const route = routes[call] ?? routes[path] ?? defaults[call] ?? defaults[path]
    if (route) return route(init)
    return jsonResponse(404, { errors: [{ message: `Cannot ${init.method ?? 'GET'} ${path}` }] })
  }
  return Object.assign(handler, { calls })
}
