import { defineEndpoints } from '../src/endpoint.ts'

/*
 * The Hall of Fame's first page (spec 001 §2): the voting songs, newest first, 9 a page, as a
 * guest sees them. The bare route answers with the rows only; Kobza presents them with their
 * nominators and judges (a fixed number of queries for the page).
 */
const pageSql = `select id, uuid, legend_type, name, author_name, era, genre, status, vote_count,
    expected_minimal_vote, like_count, comment_count
  from legends where legend_type = 'SONG' and status in ('VOTING', 'REVIEWING')
  order by created_at desc, id desc limit 9`

export default defineEndpoints([
  {
    name: 'hall of fame page',
    method: 'POST',
    path: '/api/v1/legends/search?legendType=SONG&isLegend=false&page=0&size=9&sort=RECENT',
    body: {},
    sql: { query: pageSql },
    fastify: (database) => {
      const statement = database.prepare<[], Record<string, unknown>>(pageSql)
      return () => ({ elements: statement.all(), totalPages: 1 })
    },
  },
])
