import { fan, jsonResponse, type FakeRoutes } from '../../../test/fakes'

/** What GET /api/v1/account answers for `fan` unless a test says otherwise. */
export const fanAccount = {
  uuid: fan.uuid,
  email: 'fan@kobza.ua',
  pendingEmail: null,
  publicName: fan.publicName,
  nickName: fan.nickName,
  authorities: fan.authorities,
}

/** What the accounts endpoints answer unless a test says otherwise. */
export const fakes: FakeRoutes = {
  'GET /api/v1/account': () => jsonResponse(200, fanAccount),
}
