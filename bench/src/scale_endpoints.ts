/*
 * What `npm run bench -- --scale` loads on the generated platform (src/scale_data.ts), each with
 * the SQL its answer needs: run directly against PostgreSQL (the floor) and by a bare Fastify
 * route (src/reference_pg.ts; what a minimal stack achieves here). The SQL mirrors the queries
 * the API sends for the same request (its query log shows them: DB_DEBUG is not needed, the
 * actions under apps/api/app/<domain>/actions say which); a route whose work is not SQL (a file
 * range, a password hash, an upload) gives the reference its own handler.
 */
import { songKey } from './scale_data.ts'

/** Values the generated data and the warm-up logins give the requests. */
export interface ScaleContext {
  artistId: number
  artistUuid: string
  artistBearer: string
  /** The last generated artist's nickname: the profile looked up by it is the deepest in the table. */
  profileNickName: string
  fanId: number
  fanBearer: string
  fanEmail: string
  threadPostId: number
  threadCommentId: number
  /** The fan's subscribed artists (and the fan), as the premium feed asks for them. */
  premiumAuthors: number[]
  /**
   * The first post of page 500 of the public and the premium feed (pinned): once a page was
   * read the API finds it again from that row (apps/api/app/feed/actions/list_feed.ts, page
   * starts), so its reference does too.
   */
  page500Starts: { public: number; premium: number }
  /** Seconds: the lists are pinned to it, as the web app pins its pages (initialTimeStamp). */
  pinned: number
  /** A multipart body of one small PNG and a text, for post creation. */
  postBody: Buffer
  postBoundary: string
  /** Absolute path of the 50 MB song file. */
  songFile: string
  /** A conversation of the fan's and its newest message: a poll after it finds nothing new. */
  chatId: number
  chatNewestMessageId: number
  /** What each search of the run finds (its queries' ids). */
  searches: Record<SearchedTable, SearchShape>
}

export interface ScaleQuery {
  sql: string
  params?: unknown[]
}

export interface ScaleEndpoint {
  name: string
  /** What the run checks it against (issue 12, 14, 19 goals). */
  goal: 'list' | 'range' | 'login' | 'write' | 'poll'
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  expectStatus?: number
  /** Concurrency when it is not the run's (login: one at a time, its goal is a single login's time). */
  connections?: number
  /** Clients that wait between requests (pollers) instead of the run's flood of `connections`. */
  pacing?: { clients: number; periodMs: number }
  queries: ScaleQuery[]
  /** The reference route's own work when it is not the queries (see reference_pg.ts). */
  reference?: 'range' | 'login' | 'upload'
}

const visible = `join users u on u.id = p.author_id where u.status = 'ACTIVE' and p.created_at < to_timestamp($1) at time zone 'utc'`
const postColumns = `p.id, p.author_id, p.post_type, p.count_like, p.count_comments, p.created_at,
  u.uuid as author_uuid, u.nick_name as author_nick_name, u.public_name as author_public_name, u.avatar as author_avatar`

/** The feed's page and its presenter's queries (contents and polls of the page's posts). */
function feedQueries(where: string, params: unknown[], offset: number, startId?: number): ScaleQuery[] {
  // A page read before starts at its first row, found through the (created_at, id) index.
  const from =
    startId === undefined
      ? { where, params, offset: `offset ${offset}` }
      : {
          where: `${where} and (p.created_at, p.id) <= (select a.created_at, a.id from posts a where a.id = $${params.length + 1})`,
          params: [...params, startId],
          offset: '',
        }
  const page = `select ${postColumns} from posts p ${visible} ${from.where} order by p.created_at desc, p.id desc limit 20 ${from.offset}`
  const ids = `select p.id from posts p ${visible} ${from.where} order by p.created_at desc, p.id desc limit 20 ${from.offset}`
  return [
    { sql: page, params: from.params },
    { sql: `select * from post_contents where post_id in (${ids}) order by position, id`, params: from.params },
    {
      sql: `select o.* from poll_options o join post_contents c on c.poll_id = o.poll_id where c.post_id in (${ids}) order by o.position`,
      params: from.params,
    },
  ]
}

/** The public feed's and the premium feed's conditions after `visible` ($1 the pin, $2 the premium authors). */
export const feedConditions = {
  public: `and p.post_type = 'PUBLIC'`,
  premium: `and p.post_type = 'PREMIUM' and p.author_id = any($2)`,
}

/** The id of the post at `offset` of a pinned feed: where a page starts. */
export const postAtOffsetSql = (where: string, offset: number) =>
  `select p.id from posts p ${visible} ${where} order by p.created_at desc, p.id desc limit 1 offset ${offset}`

/** The local ledger's clock the market lists read (its state's version, apps/api/app/markets/market_ledger.ts). */
const ledgerClock: ScaleQuery = { sql: `select version from ledger_states where name = 'local'` }

/*
 * A market list's page and its presenter's queries; its total is kept by the API for a few
 * seconds (apps/api/app/markets/list_totals.ts), so, as for the feed, no count per request.
 */

/** An auctions page's presenter: the sellers' two shown columns and the songs' media keys. */
const auctionsPresented = (auctionIds: string): ScaleQuery[] => [
  {
    sql: `select id, uuid, public_name from users where id in (select seller_user_id from auctions where id in (${auctionIds}))`,
  },
  { sql: `select id, media_key from songs where id in (select song_id from auctions where id in (${auctionIds}))` },
]

const auctionPage = (offset: number): ScaleQuery[] => {
  const page = `select * from auctions where status = 'OPEN' order by created_at desc, id desc limit 9 offset ${offset}`
  return [{ sql: page }, ...auctionsPresented(`select id from (${page}) a`), ledgerClock]
}

/** An offers page: its ids from the index, then those offers joined to their auctions (one row each). */
const offerPage = (offset: number): ScaleQuery[] => {
  const ids = `select id from sale_offers where status in ('ACTIVE') order by created_at desc, id desc limit 9 offset ${offset}`
  return [
    {
      sql: `select o.uuid, o.ledger_sale_id, o.status, o.tokens_to_sell, o.total_price, o.buyer, a.* from sale_offers o
        join auctions a on a.id = o.auction_id where o.id in (${ids}) order by o.created_at desc, o.id desc`,
    },
    ...auctionsPresented(`select auction_id from sale_offers where id in (${ids})`),
    ledgerClock,
  ]
}

/** The searched tables and what lists their rows (apps/api/app/search/backends.ts, PostgreSQL). */
const searchListing = {
  users: {
    joins: `left join user_authorities a on a.user_id = t.id and a.authority = 'ARTIST'`,
    columns: 't.id, t.search_key as name, t.id as artist_id',
    listed: `t.status = 'ACTIVE' and a.user_id is not null`,
    page: 'select id, uuid, avatar, public_name, nick_name from users t where t.id = any($1)',
  },
  songs: {
    joins: 'join users u on u.id = t.user_id',
    columns: 't.id, t.search_key as name, t.user_id as artist_id',
    listed: `u.status = 'ACTIVE'`,
    page: `select t.*, u.uuid as author_uuid, u.nick_name as author_nick_name from songs t join users u on u.id = t.user_id where u.status = 'ACTIVE' and t.id = any($1)`,
  },
  events: {
    joins: 'join users u on u.id = t.user_id',
    columns: 't.id, t.search_key as name, t.user_id as artist_id',
    listed: `u.status = 'ACTIVE'`,
    page: `select t.*, u.uuid as author_uuid, u.nick_name as author_nick_name from events t join users u on u.id = t.user_id where u.status = 'ACTIVE' and t.id = any($1)`,
  },
}
export type SearchedTable = keyof typeof searchListing

/**
 * The search's candidate pass with its outlines for a one-word query (every bench search is one
 * word): the word as a prefix, a range of the words' b-tree, at most 500 rows. $1 and $2 are the
 * range (`searchWordRange`).
 */
export function searchCandidatesSql(table: SearchedTable) {
  const { joins, columns, listed } = searchListing[table]
  return `select ${columns}, (${listed}) as listed from (select row_id as id from search_words where source = '${table}' and word >= $1 and word < $2 order by word, row_id limit 500) c join ${table} t on t.id = c.id ${joins}`
}

/** The words starting with `word`: from it to the string after its last letter (apps/api/app/search/backends.ts). */
export const searchWordRange = (word: string) => [
  word,
  word.slice(0, -1) + String.fromCharCode(word.charCodeAt(word.length - 1) + 1),
]

/** What a search found, measured once before the run: it gives the later queries their ids. */
export interface SearchShape {
  /** The first page's rows, which are then loaded to be shown. */
  pageIds: number[]
}

/*
 * The search's queries: candidates and the shown page. The candidates' artists' subscriber
 * counts, which rank them, are kept 30 s by the API (apps/api/app/search/search_service.ts),
 * so, as for the lists' totals, they are not counted per request.
 */
const searchQuery = (table: SearchedTable, token: string, shape: SearchShape): ScaleQuery[] => [
  { sql: searchCandidatesSql(table), params: searchWordRange(token) },
  { sql: searchListing[table].page, params: [shape.pageIds] },
]

/** The search page's request for `text` in one tab, and the queries its `token` costs in `table`. */
const searchEndpoint = (
  context: ScaleContext,
  name: string,
  type: 'ARTIST' | 'SONG' | 'EVENT',
  text: string,
  table: SearchedTable,
  token: string
): ScaleEndpoint => ({
  name,
  goal: 'list',
  method: 'POST',
  path: `/api/v1/search/${type}`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ textSearch: text }),
  queries: searchQuery(table, token, context.searches[table]),
})

export function scaleEndpoints(context: ScaleContext): ScaleEndpoint[] {
  const pinned = context.pinned
  const stamp = `initialTimeStamp=${pinned}`
  const fan = { authorization: context.fanBearer }
  const premium = feedConditions.premium
  const comments = (replyTo: 'is null' | '= $3'): ScaleQuery[] => [
    {
      sql: `select c.*, u.uuid, u.nick_name, u.public_name, u.avatar from comments c join users u on u.id = c.author_id
        where c.parent_kind = 'POST' and c.parent_id = $1 and c.reply_to_id ${replyTo} and c.created_at < to_timestamp($2) at time zone 'utc'
        order by c.created_at desc, c.id desc limit 10`,
      params:
        replyTo === 'is null'
          ? [context.threadPostId, pinned]
          : [context.threadPostId, pinned, context.threadCommentId],
    },
    // The API keeps the thread's total (pinnedTotal in apps/api/app/feed/actions/list_feed.ts), so
    // no count per request: it looks the newest comment id up to know the total is still good.
    { sql: 'select max(id) from comments' },
    // A page of comments carries each one's reply ids (the page's ids, found again here).
    ...(replyTo === 'is null'
      ? [
          {
            sql: `select r.id, r.reply_to_id from comments r join users u on u.id = r.author_id
              where u.status = 'ACTIVE' and r.hidden_at is null and r.reply_to_id in (
                select c.id from comments c where c.parent_kind = 'POST' and c.parent_id = $1 and c.reply_to_id is null
                and c.created_at < to_timestamp($2) at time zone 'utc' order by c.created_at desc, c.id desc limit 10)
              order by r.created_at, r.id`,
            params: [context.threadPostId, pinned],
          },
        ]
      : []),
  ]
  /** The fan's premium feed at `page`: their subscriptions are read first, then the page of posts. */
  const premiumPage = (page: 0 | 500): ScaleEndpoint => ({
    name: `premium feed page ${page}`,
    goal: 'list',
    method: 'GET',
    path: `/api/v1/contents?page=${page}&size=20&postType=PREMIUM&${stamp}`,
    headers: fan,
    queries: [
      {
        sql: `select artist_id from subscriptions where fan_id = $1 and active_until > now()`,
        params: [context.fanId],
      },
      ...feedQueries(
        premium,
        [pinned, context.premiumAuthors],
        page * 20,
        page === 0 ? undefined : context.page500Starts.premium
      ),
    ],
  })
  return [
    {
      name: 'feed page 0',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/contents?page=0&size=20&postType=PUBLIC&${stamp}`,
      queries: feedQueries(feedConditions.public, [pinned], 0),
    },
    {
      name: 'feed page 500',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/contents?page=500&size=20&postType=PUBLIC&${stamp}`,
      queries: feedQueries(feedConditions.public, [pinned], 10_000, context.page500Starts.public),
    },
    premiumPage(0),
    premiumPage(500),
    {
      name: 'artist wall',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/contents/${context.artistUuid}?page=0&size=20&postType=PUBLIC&${stamp}`,
      queries: [
        { sql: `select * from users where uuid = $1 and status = 'ACTIVE'`, params: [context.artistUuid] },
        ...feedQueries(`and p.author_id = $2 and p.post_type = 'PUBLIC'`, [pinned, context.artistId], 0),
      ],
    },
    {
      name: 'comments',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/comments/${context.threadPostId}?page=0&size=10&${stamp}`,
      queries: [{ sql: 'select * from posts where id = $1', params: [context.threadPostId] }, ...comments('is null')],
    },
    {
      name: 'replies',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/comments/${context.threadPostId}/${context.threadCommentId}?page=0&size=10&${stamp}`,
      queries: [{ sql: 'select * from posts where id = $1', params: [context.threadPostId] }, ...comments('= $3')],
    },
    {
      name: 'profile',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/profiles/${context.profileNickName}`,
      queries: [
        {
          sql: `select u.id, u.uuid, u.public_name, u.nick_name, u.avatar, p.description, p.social_link_instagram,
              p.social_link_facebook, p.social_link_twitter, p.cover_key, s.user_id, s.subscribe_price,
              s.video_congratulation_price, s.video_congratulation_rule
            from users u left join profiles p on p.user_id = u.id left join service_prices s on s.user_id = u.id
            where u.status = 'ACTIVE' and lower(u.nick_name) = $1 limit 1`,
          params: [context.profileNickName],
        },
        { sql: 'select authority from user_authorities where user_id = $1', params: [context.artistId] },
      ],
    },
    {
      name: 'products',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/products/${context.artistUuid}`,
      queries: [
        { sql: `select * from users where uuid = $1 and status = 'ACTIVE'`, params: [context.artistUuid] },
        { sql: 'select * from songs where user_id = $1 order by id desc limit 20', params: [context.artistId] },
        { sql: 'select * from playlists where user_id = $1 order by id desc limit 4', params: [context.artistId] },
        {
          sql: 'select playlist_id, count(*) from playlist_songs where playlist_id in (select id from playlists where user_id = $1 order by id desc limit 4) group by playlist_id',
          params: [context.artistId],
        },
        {
          sql: 'select * from events where user_id = $1 order by start_at desc, id desc limit 3',
          params: [context.artistId],
        },
      ],
    },
    {
      name: 'service prices',
      goal: 'list',
      method: 'GET',
      path: `/api/v1/service-prices/${context.artistUuid}`,
      queries: [
        {
          sql: `select s.user_id, s.subscribe_price, s.video_congratulation_price, s.video_congratulation_rule
            from users u left join service_prices s on s.user_id = u.id where u.uuid = $1 and u.status = 'ACTIVE' limit 1`,
          params: [context.artistUuid],
        },
      ],
    },
    searchEndpoint(context, 'search artists', 'ARTIST', 'Оксана', 'users', 'oksana'),
    searchEndpoint(context, 'search songs', 'SONG', 'Червона', 'songs', 'chervona'),
    searchEndpoint(context, 'search events', 'EVENT', 'Концерт', 'events', 'kontsert'),
    {
      name: 'legends list',
      goal: 'list',
      method: 'POST',
      path: '/api/v1/legends/search?legendType=SONG&isLegend=false&page=0&size=9&sort=RECENT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      queries: [
        { sql: `select count(*) from legends where legend_type = 'SONG' and status in ('VOTING', 'REVIEWING')` },
        {
          sql: `select l.*, o.uuid, o.nick_name, o.public_name, o.avatar from legends l join users o on o.id = l.owner_id
            where l.legend_type = 'SONG' and l.status in ('VOTING', 'REVIEWING') order by l.created_at desc, l.id desc limit 9`,
        },
        // The page's judges (the API names the page's ids; the same nine, found again).
        {
          sql: `select d.legend_id, u.uuid, u.nick_name, u.public_name from legend_decisions d join users u on u.id = d.judge_id
            where d.legend_id in (select id from legends where legend_type = 'SONG' and status in ('VOTING', 'REVIEWING')
            order by created_at desc, id desc limit 9) order by d.id`,
        },
      ],
    },
    {
      name: 'auctions page 0',
      goal: 'list',
      method: 'GET',
      path: '/api/v1/auctions?page=0&size=9&sort=createdAt%2CRECENT&filter_auctionStatus=OPEN',
      queries: auctionPage(0),
    },
    {
      name: 'auctions page 100',
      goal: 'list',
      method: 'GET',
      path: '/api/v1/auctions?page=100&size=9&sort=createdAt%2CRECENT&filter_auctionStatus=OPEN',
      queries: auctionPage(900),
    },
    {
      name: 'offers page 0',
      goal: 'list',
      method: 'GET',
      path: '/api/v1/secondary-market/offers?page=0&size=9&filter_status=ACTIVE',
      queries: offerPage(0),
    },
    {
      name: 'offers page 100',
      goal: 'list',
      method: 'GET',
      path: '/api/v1/secondary-market/offers?page=100&size=9&filter_status=ACTIVE',
      queries: offerPage(900),
    },
    {
      // Issue 19: 1,000 clients polling their conversation every 500 ms (spec 000 §9), nothing new.
      name: 'chat poll (1,000 pollers)',
      goal: 'poll',
      method: 'GET',
      path: `/api/v1/chats/messages/${context.chatId}?after=${context.chatNewestMessageId}`,
      headers: { authorization: context.fanBearer },
      pacing: { clients: 1000, periodMs: 500 },
      queries: [
        {
          sql: 'select user_id, unread_count, last_read_message_id from chat_members where chat_id = $1',
          params: [context.chatId],
        },
        {
          sql: `select id, sender_id, message_type, body, created_at from chat_messages
            where chat_id = $1 and hidden_at is null and id > $2 order by id asc limit 50`,
          params: [context.chatId, context.chatNewestMessageId],
        },
      ],
    },
    {
      name: 'song range (64 KB at 25 MB)',
      goal: 'range',
      method: 'GET',
      path: `/api/v1/media/${songKey}`,
      headers: { range: 'bytes=25000000-25065535' },
      expectStatus: 206,
      queries: [],
      reference: 'range',
    },
    {
      name: 'login',
      goal: 'login',
      method: 'POST',
      path: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: context.fanEmail, password: 'Kobza-demo-2026!' }),
      connections: 1,
      queries: [{ sql: 'select * from users where email = $1', params: [context.fanEmail] }],
      reference: 'login',
    },
    {
      name: 'post with an image',
      goal: 'write',
      method: 'POST',
      path: `/api/v1/contents/${context.artistUuid}`,
      headers: {
        authorization: context.artistBearer,
        'content-type': `multipart/form-data; boundary=${context.postBoundary}`,
      },
      body: context.postBody,
      expectStatus: 201,
      queries: [],
      reference: 'upload',
    },
  ]
}
