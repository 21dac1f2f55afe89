import type { Database } from 'better-sqlite3'
import { defineEndpoints } from '../src/endpoint.ts'
import { feedRequests, sqliteFeedSeed } from '../src/feed_data.ts'

/*
 * The home feed on a large dataset (src/feed_data.ts generates it with SQL before the
 * platform starts): the first page, a deep page (offset 10,000) and a page of a thread's
 * comments, as a guest, each read again and again. "SQL alone" of the deep page is its read by
 * offset, what the first reader of that page costs. PostgreSQL figures and query plans: `npm run bench:feed-postgres`.
 */

/** Adds the feed's large dataset to the run's SQLite file (called by the harness before the platform starts). */
export function prepare(database: Database) {
  for (const statement of sqliteFeedSeed()) database.exec(statement)
}

const boundary = "strftime('%Y-%m-%d %H:%M:%S', 'now', '+1 second')"
const pageSql = `select p.id, p.post_type, p.count_like, p.count_comments, p.created_at,
    u.uuid as author_uuid, u.nick_name as author_nick_name, u.public_name as author_public_name, u.avatar as author_avatar
  from posts p join users u on u.id = p.author_id
  where u.status = 'ACTIVE' and p.created_at < ${boundary} and p.post_type = 'PUBLIC'
  order by p.created_at desc, p.id desc limit 20 offset ?`
const countSql = `select count(*) as total from posts p join users u on u.id = p.author_id
  where u.status = 'ACTIVE' and p.created_at < ${boundary} and p.post_type = 'PUBLIC'`

interface PostRow {
  id: number
  post_type: string
  count_like: number
  count_comments: number
  created_at: string
  author_uuid: string
  author_nick_name: string
  author_public_name: string
  author_avatar: string | null
}

const startedPageSql = pageSql
  .replace('order by', 'and (p.created_at, p.id) <= (select a.created_at, a.id from posts a where a.id = ?) order by')
  .replace('offset ?', '')
const postAtSql = pageSql
  .replace(/select p\.id, [\s\S]*? from posts p/, 'select p.id from posts p')
  .replace('limit 20', 'limit 1')

/**
 * The bare feed route, doing what the API does for a reader paging on a pinned list: the total
 * counted once and kept, a page read before found from its first row (apps/api/app/feed/actions/
 * list_feed.ts), and the contents of the page's posts (text posts only).
 */
function feedPage(database: Database, offset: number) {
  const count = database.prepare<[], { total: number }>(countSql)
  const started = database.prepare<[number], PostRow>(startedPageSql)
  let kept: { total: number; startId: number | undefined } | undefined
  return () => {
    kept ??= {
      total: count.get()?.total ?? 0,
      startId: database.prepare<[number], { id: number }>(postAtSql).get(offset)?.id,
    }
    const rows = kept.startId === undefined ? [] : started.all(kept.startId)
    const total = kept.total
    const ids = rows.map((row) => row.id)
    const contents = ids.length
      ? database
          .prepare<number[], { id: number; post_id: number; type: string; context: string | null }>(
            `select id, post_id, type, context from post_contents where post_id in (${ids.map(() => '?').join(',')}) order by position, id`
          )
          .all(...ids)
      : []
    return {
      elements: rows.map((row) => ({
        id: row.id,
        postType: row.post_type,
        eventOwner: {
          uuid: row.author_uuid,
          nickName: row.author_nick_name,
          publicName: row.author_public_name,
          avatar: row.author_avatar,
        },
        createAt: new Date(`${row.created_at.replace(' ', 'T')}Z`).toISOString(),
        countLike: row.count_like,
        countComments: row.count_comments,
        isUserLiked: false,
        contents: contents
          .filter((content) => content.post_id === row.id)
          .map((content) => ({ id: content.id, type: content.type, context: content.context ?? '' })),
      })),
      totalPages: Math.ceil(total / 20),
    }
  }
}

const [page0, page500, comments] = feedRequests
const commentsPostId = Number(comments.path.split('/').pop()?.split('?')[0])
const commentsSql = `select c.id, c.parent_kind, c.parent_id, c.message, c.created_at,
    u.uuid, u.nick_name, u.public_name, u.avatar
  from comments c join users u on u.id = c.author_id
  where c.parent_kind = 'POST' and c.parent_id = ? and c.reply_to_id is null and c.created_at < ${boundary}
  order by c.created_at desc, c.id desc limit 10`

export default defineEndpoints([
  {
    name: page0.name,
    method: 'GET',
    path: page0.path,
    sql: { query: pageSql, params: [0] },
    fastify: (database) => feedPage(database, 0),
  },
  {
    name: page500.name,
    method: 'GET',
    path: page500.path,
    sql: { query: pageSql, params: [500 * 20] },
    fastify: (database) => feedPage(database, 500 * 20),
  },
  {
    name: comments.name,
    method: 'GET',
    path: comments.path,
    sql: { query: commentsSql, params: [commentsPostId] },
    fastify: (database) => {
      const list = database.prepare<
        [number],
        {
          id: number
          parent_id: number
          message: string
          created_at: string
          uuid: string
          nick_name: string
          public_name: string
          avatar: string | null
        }
      >(commentsSql)
      const count = database.prepare<[number], { total: number }>(
        `select count(*) as total from comments where parent_kind = 'POST' and parent_id = ? and reply_to_id is null and created_at < ${boundary}`
      )
      // Counted once and kept, as the API keeps a pinned thread's total.
      let total: number | undefined
      return () => {
        total ??= count.get(commentsPostId)?.total ?? 0
        const rows = list.all(commentsPostId)
        return {
          elements: rows.map((row) => ({
            id: row.id,
            postId: row.parent_id,
            parentCommentId: null,
            message: row.message,
            publishedAt: new Date(`${row.created_at.replace(' ', 'T')}Z`).toISOString(),
            userCommenter: { uuid: row.uuid, nickName: row.nick_name, publicName: row.public_name, avatar: row.avatar },
            tailIds: [],
          })),
          totalPages: Math.ceil(total / 10),
        }
      }
    },
  },
])
