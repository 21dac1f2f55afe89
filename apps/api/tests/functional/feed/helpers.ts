import { readdirSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiClient } from '@japa/api-client'
import { DateTime, type DurationLike } from 'luxon'
import type User from '#accounts/user'
import db from '@adonisjs/lucid/services/db'
import { forgetFeedTotals } from '#feed/actions/list_feed'
import { dataPath } from '#core/paths'
import { seedReferenceData } from '#catalogue/public'
import { postFactory } from '#database/factories/post_factory'
import { artistAndFan } from '#tests/helpers'

/** POST /api/v1/contents/{uuid} as `author`: the request, for the post's fields and files. */
export function newPost(client: ApiClient, author: { user: { uuid: string }; bearer: string }) {
  return client.post(`/api/v1/contents/${author.user.uuid}`).header('authorization', author.bearer)
}

/** A signed-in artist with one public post, and a signed-in fan who is not subscribed. */
export async function artistFanAndPost() {
  const { artist, fan } = await artistAndFan()
  const post = await postFactory(artist.user).create()
  return { artist, fan, post }
}

/** A public post by `author` saying `text`, written `ago` before now; answers its id. */
export function postedAgo(author: User, text: string, ago: DurationLike) {
  return postFactory(author).text(text).at(DateTime.utc().minus(ago)).create()
}

/** POST /api/v1/comments/{postId} as `author`: the request, for the comment's body. */
export function newComment(client: ApiClient, author: { bearer: string }, postId: number | string) {
  return client.post(`/api/v1/comments/${postId}`).header('authorization', author.bearer)
}

/** Every file under the media disk (DATA_DIR/media), as keys. */
export function storedMediaKeys(): string[] {
  const root = dataPath('media')
  if (!existsSync(root)) return []
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]
    )
  return walk(root, '')
}

/** Feed tables emptied between tests (users stay: the factories make fresh ones). */
export async function resetFeed() {
  await seedReferenceData()
  for (const table of [
    'comments',
    'post_likes',
    'poll_votes',
    'poll_ballots',
    'post_contents',
    'poll_options',
    'polls',
    'posts',
    'subscriptions',
  ])
    await db.from(table).delete()
  forgetFeedTotals()
  rmSync(dataPath('media'), { recursive: true, force: true })
}

/** Counts the SQL statements the database runs while `work` runs (the knex client's query event). */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const knex = db.connection().getWriteClient()
  const queries: string[] = []
  // The job runner's own claims (the test harness drains due jobs after a request, e.g. a song's
  // transcoding) are background work, not the page's queries.
  const listener = (query: { sql: string }) => {
    if (!/^(UPDATE jobs\b|WITH picked AS \(SELECT id FROM jobs\b)/i.test(query.sql.trim())) queries.push(query.sql)
  }
  knex.on('query', listener)
  try {
    return { result: await work(), queries }
  } finally {
    knex.off('query', listener)
  }
}
