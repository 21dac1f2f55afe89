import { defineEndpoints } from '../src/endpoint.ts'

/*
 * Artist search for a demo artist ('Оксана Вербицька') typed in Latin: the FTS5 trigram probe
 * the SQLite backend sends, then the account rows it ranks. The bare route answers with the
 * rows in probe order; Kobza's own ranking (relevance, subscribers) is the cost on top.
 */
const probe = '"oks" OR "ksa" OR "san" OR "ana"'
const candidatesSql = 'select rowid as id from search_artists where search_artists match ? order by rank limit 500'
const artistsSql = `select u.uuid, u.avatar, u.public_name, u.nick_name from users u
  where u.id in (select rowid from search_artists where search_artists match ? order by rank limit 500)
    and u.status = 'ACTIVE'
    and exists (select 1 from user_authorities a where a.user_id = u.id and a.authority = 'ARTIST')
  limit 15`

export default defineEndpoints([
  {
    name: 'search artists',
    method: 'POST',
    path: '/api/v1/search/ARTIST',
    body: { textSearch: 'oksana' },
    sql: { query: candidatesSql, params: [probe] },
    fastify: (database) => {
      const statement = database.prepare<
        [string],
        { uuid: string; avatar: string | null; public_name: string; nick_name: string }
      >(artistsSql)
      return () => ({
        elements: statement.all(probe).map((row) => ({
          uuid: row.uuid,
          avatar: row.avatar,
          publicName: row.public_name,
          nickName: row.nick_name,
        })),
        totalPages: 1,
      })
    },
  },
])
