/*
 * The bare references of the scale run: one Fastify route per endpoint at /ref/<index>, running
 * the endpoint's SQL on PostgreSQL through a pool as large as the API's (10) and answering its
 * rows as JSON; the song range streams the same bytes from the same file, the login checks the
 * same argon2 hash, the upload stores the file and inserts the post. Started by scale.ts.
 */
import { createReadStream } from 'node:fs'
import { writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import argon2 from 'argon2'
import Fastify from 'fastify'
import pg from 'pg'
import { scaleEndpoints, type ScaleContext } from './scale_endpoints.ts'

const raw = JSON.parse(process.env.BENCH_CONTEXT ?? '{}') as ScaleContext & { postBody: string }
const context: ScaleContext = { ...raw, postBody: Buffer.from(raw.postBody, 'base64') }
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL ?? '', max: 10 })
const uploads = await mkdtemp(join(tmpdir(), 'kobza-bench-ref-'))
const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 })
app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

for (const [index, endpoint] of scaleEndpoints(context).entries()) {
  app.route({
    method: endpoint.method,
    url: `/ref/${index}`,
    handler: async (request, reply) => {
      if (endpoint.reference === 'range') {
        const [, start, end] = /bytes=(\d+)-(\d+)/.exec(endpoint.headers?.range ?? '')!
        reply
          .code(206)
          .header('content-type', 'audio/wav')
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes ${start}-${end}/*`)
          .header('content-length', Number(end) - Number(start) + 1)
        return reply.send(createReadStream(context.songFile, { start: Number(start), end: Number(end) }))
      }
      if (endpoint.reference === 'login') {
        const { rows } = await pool.query<{ password: string }>(endpoint.queries[0]!.sql, endpoint.queries[0]!.params)
        const body = request.body as { password: string }
        if (!rows[0] || !(await argon2.verify(rows[0].password, body.password))) return reply.code(401).send({})
        return { access_token: randomUUID() }
      }
      if (endpoint.reference === 'upload') {
        const body = request.body as Buffer
        // The picture part, as a multipart parser would find it: from the blank line after its headers.
        const start = body.indexOf('\r\n\r\n', body.indexOf('filename=')) + 4
        const end = body.indexOf(`\r\n--${context.postBoundary}`, start)
        await writeFile(join(uploads, `${randomUUID()}.png`), body.subarray(start, end))
        const { rows } = await pool.query<{ id: number }>(
          `insert into posts (author_id, post_type, count_like, count_comments, created_at, updated_at)
           values ($1, 'PUBLIC', 0, 0, now(), now()) returning id`,
          [context.artistId]
        )
        await pool.query(
          `insert into post_contents (post_id, position, type, context) values ($1, 0, 'MESSAGE', 'bench')`,
          [rows[0]!.id]
        )
        return reply.code(201).send({ id: rows[0]!.id })
      }
      const answers = []
      for (const query of endpoint.queries) answers.push((await pool.query(query.sql, query.params)).rows)
      return { elements: answers[0], more: answers.slice(1) }
    },
  })
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
process.send?.('ready')
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)))
})
