import { defineEndpoints } from '../src/endpoint.ts'

const genresSql = 'select code, name from genres order by position, id'

export default defineEndpoints([
  {
    name: 'genres',
    method: 'GET',
    path: '/api/v1/genres',
    sql: { query: genresSql },
    // The bare route runs the query on every request, as Kobza did before its in-memory list.
    fastify: (database) => {
      const statement = database.prepare<[], { code: string; name: string }>(genresSql)
      return () => statement.all().map((row) => ({ value: row.code, name: row.name }))
    },
  },
  {
    name: 'genres (304)',
    method: 'GET',
    path: '/api/v1/genres',
    // A client revalidating the list it holds.
    headers: async ({ platformUrl }) => {
      const answer = await fetch(`${platformUrl}/api/v1/genres`)
      return { 'if-none-match': answer.headers.get('etag') ?? '' }
    },
    expectStatus: 304,
    sql: { query: genresSql },
    fastify: (database) => {
      const statement = database.prepare<[], { code: string; name: string }>(genresSql)
      return (_request, reply) => {
        statement.all()
        reply.code(304)
        return ''
      }
    },
  },
])
