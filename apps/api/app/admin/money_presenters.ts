import { kopiykyToHryvnia } from '@kobza/contract'
import { User } from '#accounts/public'

/** Who took part in a money record, as the console lists them: one query for a whole page. */
export async function peopleById(ids: number[]) {
  const unique = [...new Set(ids)]
  const users = unique.length ? await User.query().whereIn('id', unique) : []
  return new Map(users.map((user) => [user.id, { id: user.id, nickName: user.nickName, email: user.email }]))
}

/** A bigint kopiyky column as hryvnia for the console (exact below 2^53 kopiyky). */
export const hryvnia = (kopiyky: bigint) => kopiykyToHryvnia(kopiyky)

/** `filter.q` of a list, trimmed and lower-cased; '' when absent. */
export function searchText(filter: Record<string, unknown>): string {
  return typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : ''
}

/** Ids of users whose e-mail, public name or nickname contains `q` (a subquery, not a list). */
export function usersMatching(q: string) {
  return User.query()
    .select('id')
    .where((where) =>
      where
        .whereRaw('lower(email) like ?', [`%${q}%`])
        .orWhereRaw('lower(public_name) like ?', [`%${q}%`])
        .orWhereRaw('lower(nick_name) like ?', [`%${q}%`])
    )
}
