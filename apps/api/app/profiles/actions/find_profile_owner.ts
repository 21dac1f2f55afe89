import { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (text: string) => UUID.test(text)

/**
 * The active account a profile path names: its uuid, its numeric id or its nickName (the web's
 * /profile/{nickName} pages), or a 404.
 */
export async function findProfileOwner(reference: string): Promise<User> {
  const query = User.query().where('status', 'ACTIVE').preload('authorityRows')
  whereReferenced(query, 'users', reference)
  const user = await query.first()
  if (!user) throw ApiException.notFound()
  return user
}

/** Narrows `query` to the account `reference` names (see findProfileOwner) in `table`. */
interface ReferenceQuery {
  where(column: string, value: string | number): unknown
  whereRaw(sql: string, bindings: string[]): unknown
}

export function whereReferenced(query: ReferenceQuery, table: string, reference: string) {
  if (UUID.test(reference)) query.where(`${table}.uuid`, reference.toLowerCase())
  else if (/^\d{1,10}$/.test(reference)) query.where(`${table}.id`, Number(reference))
  else query.whereRaw(`lower(${table}.nick_name) = ?`, [reference.toLowerCase()])
}

/** The active account behind an artist uuid (catalogue and subscriber paths), or a 404. */
export async function findAccountByUuid(uuid: string): Promise<User> {
  if (!UUID.test(uuid)) throw ApiException.notFound()
  const user = await User.query().where('uuid', uuid.toLowerCase()).where('status', 'ACTIVE').first()
  if (!user) throw ApiException.notFound()
  return user
}
