/*
 * Building blocks of test fakes: the features' testing/fakes.ts use them, and test/fakeApi.ts
 * collects those fakes, so this module imports no feature.
 */
import type { StoredUser } from '@kobza/api-client'

/** Answers of a stand-in API, keyed by 'METHOD /path' or by '/path' for any method. */
export type FakeRoutes = Record<string, (init: RequestInit) => Response | Promise<Response>>

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const fan: StoredUser = {
  uuid: 'u-fan',
  nickName: 'listener',
  publicName: 'Оксана',
  avatar: null,
  authorities: [],
}
export const artist: StoredUser = {
  uuid: 'u-artist',
  nickName: 'dakhabrakha',
  publicName: 'ДахаБраха',
  avatar: null,
  authorities: ['ARTIST'],
}
