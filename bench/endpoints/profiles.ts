import Database from 'better-sqlite3'
import { defineEndpoints, type BenchContext } from '../src/endpoint.ts'

/*
 * The profile page's two reads for a signed-out visitor (spec 000 §2): the profile head of a
 * demo artist ('Оксана Вербицька', looked up by nickname) and the first page of their songs.
 * The bare routes run the same queries and shape the same JSON; Kobza's cost on top is the
 * contract's routing, the model layer and the presenters.
 */
const nickName = 'oksana_verbytska'

const profileSql = `select u.id, u.uuid, u.public_name, u.nick_name, u.avatar,
    p.description, p.cover_key, p.social_link_instagram, p.social_link_facebook, p.social_link_twitter,
    s.subscribe_price, s.video_congratulation_price, s.video_congratulation_rule
  from users u
  left join profiles p on p.user_id = u.id
  left join service_prices s on s.user_id = u.id
  where lower(u.nick_name) = ? and u.status = 'ACTIVE'`
const authoritiesSql = 'select authority from user_authorities where user_id = ?'
const songsSql = `select id, name, genre, length_seconds, media_key, created_at from songs
  where user_id = (select id from users where nick_name = ?) order by id desc limit 20 offset 0`
const songCountSql = 'select count(*) as total from songs where user_id = (select id from users where nick_name = ?)'

interface ProfileRow {
  id: number
  uuid: string
  public_name: string
  nick_name: string
  avatar: string | null
  description: string | null
  cover_key: string | null
  social_link_instagram: string | null
  social_link_facebook: string | null
  social_link_twitter: string | null
  subscribe_price: number | null
  video_congratulation_price: number | null
  video_congratulation_rule: string | null
}

/** The demo artist's id and uuid in the run's database (seeded with random uuids). */
function artistOf(context: BenchContext): { id: number; uuid: string } {
  const database = new Database(context.database, { readonly: true })
  try {
    return database
      .prepare<[string], { id: number; uuid: string }>('select id, uuid from users where nick_name = ?')
      .get(nickName)!
  } finally {
    database.close()
  }
}

const mediaUrl = (key: string | null) => (key ? `/api/v1/media/${key}` : null)

export default defineEndpoints([
  {
    name: 'profile',
    method: 'GET',
    path: `/api/v1/profiles/${nickName}`,
    sql: { query: profileSql, params: [nickName] },
    fastify: (database) => {
      const profile = database.prepare<[string], ProfileRow>(profileSql)
      const authorities = database.prepare<[number], { authority: string }>(authoritiesSql)
      return () => {
        const row = profile.get(nickName)!
        const socialLinks = [
          ['INSTAGRAM', row.social_link_instagram],
          ['FACEBOOK', row.social_link_facebook],
          ['TWITTER', row.social_link_twitter],
        ]
          .filter(([, link]) => link)
          .map(([type, link]) => ({ type, link }))
        return {
          id: row.id,
          uuid: row.uuid,
          publicName: row.public_name,
          nickName: row.nick_name,
          description: row.description,
          avatar: row.avatar,
          cover: mediaUrl(row.cover_key),
          socialLinks,
          levelSubscription: 'UNSUBSCRIBED',
          authorities: authorities.all(row.id).map((entry) => entry.authority),
          soldServices: {
            subscribePrice: { price: row.subscribe_price },
            videoCongratulationPrice: { price: row.video_congratulation_price, rule: row.video_congratulation_rule },
          },
        }
      }
    },
  },
  {
    name: 'artist songs',
    method: 'GET',
    path: (context) => `/api/v1/products/${artistOf(context).uuid}/songs`,
    sql: { query: songsSql, params: [nickName] },
    fastify: (database, context) => {
      const artist = artistOf(context)
      const songs = database.prepare<
        [string],
        { id: number; name: string; genre: string; length_seconds: number; media_key: string; created_at: string }
      >(songsSql)
      const count = database.prepare<[string], { total: number }>(songCountSql)
      return () => ({
        elements: songs.all(nickName).map((song) => ({
          id: song.id,
          songName: song.name,
          genre: song.genre,
          lengthOfSong: song.length_seconds,
          songUrl: mediaUrl(song.media_key),
          author: { uuid: artist.uuid, nickName },
          createdAt: song.created_at,
        })),
        totalPages: Math.ceil(count.get(nickName)!.total / 20),
      })
    },
  },
])
