/*
 * Method and path of every /api/v1 endpoint, written nowhere else: the API registers its
 * routes from this table, the api-client builds its URLs from it, and `endpoints` (the
 * ts-rest contract in ./endpoints.ts) adds each one's schemas to it. It is free of zod so
 * a browser's first download can import it (`@kobza/contract/routes`) without the schema
 * library. Path parameters use the `:name` syntax ts-rest and AdonisJS share.
 */
import type { ParamsFromUrl } from '@ts-rest/core'

/** Methods the contract's endpoints use (ts-rest's set). */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Route {
  readonly method: RouteMethod
  readonly path: string
}

/** The spec's prefix (spec 000 §7); every endpoint lives under it. */
export const apiPrefix = '/api/v1'

/*
 * A comment or a reply may name itself with this request header (issue 35): a comment made
 * offline is sent again when the connection returns, and if the first attempt reached the API but
 * its answer was lost, the API answers the first comment again instead of adding a second. The
 * key is the author's own: the same key from another author is another comment. Here, free of
 * zod, so the comments area can send it; its value's rule is feed.ts' idempotencyKey.
 */
export const idempotencyKeyHeader = 'Idempotency-Key'

export const routes = {
  accounts: {
    /** Creates the account and signs it in (spec 000 §3). */
    signUp: { method: 'POST', path: '/api/v1/sign-up' },
    /** The e-mail travels as `username` (spec 000 §3). */
    login: { method: 'POST', path: '/api/v1/login' },
    refresh: { method: 'POST', path: '/api/v1/login/token/refresh' },
    /** Only the caller's own session (`uuid` is the signed-in user's). */
    logout: { method: 'POST', path: '/api/v1/login/logout/:uuid' },
    requestPasswordReset: { method: 'POST', path: '/api/v1/login/password/reset' },
    /** `key` is the token of the mailed link. */
    confirmPasswordReset: { method: 'POST', path: '/api/v1/login/password/reset/confirm/:key' },
    /** The signed-in user's settings (not in the spec; the settings screen uses it). */
    showAccount: { method: 'GET', path: '/api/v1/account' },
    changePassword: { method: 'PATCH', path: '/api/v1/account/password' },
    requestEmailChange: { method: 'POST', path: '/api/v1/account/email' },
    /** Works without a session: the mailed link (`key`) is the proof. */
    confirmEmailChange: { method: 'POST', path: '/api/v1/account/email/confirm/:key' },
    deleteAccount: { method: 'DELETE', path: '/api/v1/account' },
  },
  catalogue: {
    genres: { method: 'GET', path: '/api/v1/genres' },
    /** Not in the spec: the eras with both labels, for the labels the console edits (issue 18). */
    eras: { method: 'GET', path: '/api/v1/eras' },
    /** The artist's songs, first 4 playlists and first 3 events (`uuid` is the artist's). */
    products: { method: 'GET', path: '/api/v1/products/:uuid' },
    songs: { method: 'GET', path: '/api/v1/products/:uuid/songs' },
    /** Multipart: songName, genre, file (MP3 or WAV); owner only. */
    createSong: { method: 'POST', path: '/api/v1/products/:uuid/songs' },
    deleteSong: { method: 'DELETE', path: '/api/v1/products/:uuid/songs/:songId' },
    playlists: { method: 'GET', path: '/api/v1/products/:uuid/albums' },
    /** Multipart: playListName, description, type, songIds[n], playListCover; owner only. */
    createPlaylist: { method: 'POST', path: '/api/v1/products/:uuid/albums' },
    playlist: { method: 'GET', path: '/api/v1/products/:uuid/albums/:id' },
    events: { method: 'GET', path: '/api/v1/products/:uuid/events' },
    /** Multipart: eventTitle, description, eventLink, eventStartAt, eventCover; owner only. */
    createEvent: { method: 'POST', path: '/api/v1/products/:uuid/events' },
    event: { method: 'GET', path: '/api/v1/products/:uuid/events/:id' },
    /** oEmbed (issue 35): the embeddable player of a song or playlist share link. */
    oembed: { method: 'GET', path: '/api/v1/oembed' },
  },
  profiles: {
    /** `id` is the profile's uuid, numeric id or nickName. */
    profile: { method: 'GET', path: '/api/v1/profiles/:id' },
    /** Multipart: publicName, nickName, description, socialLink*, avatar, cover; owner only. */
    updateProfile: { method: 'PATCH', path: '/api/v1/profiles/:id' },
    servicePrices: { method: 'GET', path: '/api/v1/service-prices/:uuid' },
    updateServicePrices: { method: 'PATCH', path: '/api/v1/service-prices/:uuid' },
    /** Owner only. */
    subscribers: { method: 'GET', path: '/api/v1/subscribers/:uuid' },
    /** Invites by e-mail to a complimentary subscription; owner only. */
    inviteSubscriber: { method: 'POST', path: '/api/v1/subscribers/:uuid' },
    /** The invitee, signed in, follows the mailed link (`key`). */
    acceptInvitation: { method: 'POST', path: '/api/v1/subscribers/invitations/:key' },
    /** The subscriber themselves or the owner. */
    removeSubscriber: { method: 'DELETE', path: '/api/v1/subscribers/:ownerUuid/:subscriberUuid' },
  },
  search: {
    /** `type` is SONG, ARTIST or EVENT; body `genres` / `textSearch`; query page, size, sort. */
    search: { method: 'POST', path: '/api/v1/search/:type' },
  },
  health: {
    health: { method: 'GET', path: '/api/v1/health' },
    serverTime: { method: 'GET', path: '/api/v1/getServerTime' },
  },
  markets: {
    ledgerConfig: { method: 'GET', path: '/api/v1/ledger/config' },
    myLedgerAccount: { method: 'POST', path: '/api/v1/ledger/my-account' },
    /* Static paths before the `:id` ones they would otherwise be read as. */
    listAuctions: { method: 'GET', path: '/api/v1/auctions' },
    searchAuctions: { method: 'GET', path: '/api/v1/auctions/search' },
    showAuction: { method: 'GET', path: '/api/v1/auctions/:id' },
    /** Multipart: an `auction` JSON part and a `coverFile` part; artists only, their own song. */
    createAuction: { method: 'POST', path: '/api/v1/auctions' },
    recordBid: { method: 'PATCH', path: '/api/v1/auctions/:id/bid' },
    finishAuction: { method: 'PATCH', path: '/api/v1/auctions/:id/finish' },
    generateTokenId: { method: 'GET', path: '/api/v1/tokens/generate' },
    availableSongs: { method: 'GET', path: '/api/v1/songs/available' },
    listOffers: { method: 'GET', path: '/api/v1/secondary-market/offers' },
    availableTokens: { method: 'GET', path: '/api/v1/secondary-market/offers/available-tokens' },
    showOffer: { method: 'GET', path: '/api/v1/secondary-market/offers/:id' },
    /** The spec's client posts to `…/offers/`; the router takes it with or without the slash. */
    createOffer: { method: 'POST', path: '/api/v1/secondary-market/offers' },
    buyOffer: { method: 'PATCH', path: '/api/v1/secondary-market/offers/:id/buy' },
  },
  feed: {
    /** PUBLIC or PREMIUM tab, 0-based pages of 20 cut at `initialTimeStamp` (spec 000 §7). */
    feed: { method: 'GET', path: '/api/v1/contents' },
    like: { method: 'POST', path: '/api/v1/contents/likes/:id' },
    unlike: { method: 'DELETE', path: '/api/v1/contents/likes/:id' },
    /** One artist's wall, same paging as the feed. */
    wall: { method: 'GET', path: '/api/v1/contents/:uuid' },
    /** Multipart (spec 000 §7); only an artist on their own uuid. */
    createPost: { method: 'POST', path: '/api/v1/contents/:uuid' },
    showPost: { method: 'GET', path: '/api/v1/contents/:uuid/:postId' },
    /** Not in the spec: the author removes a post and its media. */
    deletePost: { method: 'DELETE', path: '/api/v1/contents/:uuid/:postId' },
    vote: { method: 'POST', path: '/api/v1/polls/:pollId' },
    withdrawVote: { method: 'DELETE', path: '/api/v1/polls/:pollId' },
    /** Named voters of a non-anonymous poll. */
    pollVoters: { method: 'GET', path: '/api/v1/polls/:pollId/voters' },
    comments: { method: 'GET', path: '/api/v1/comments/:postId' },
    addComment: { method: 'POST', path: '/api/v1/comments/:postId' },
    replies: { method: 'GET', path: '/api/v1/comments/:postId/:commentId' },
    reply: { method: 'POST', path: '/api/v1/comments/:postId/:commentId' },
  },
  payments: {
    /** Donate, subscribe or order a video greeting; answers the provider's checkoutUrl (spec 000 §7). */
    purchase: { method: 'POST', path: '/api/v1/payments/purchases' },
    /** The provider's signed server-to-server notice (`sandbox` or `liqpay`), form-encoded. */
    callback: { method: 'POST', path: '/api/v1/payments/callbacks/:provider' },
    /** The signed-in artist's balance, derived from the ledger. */
    balance: { method: 'GET', path: '/api/v1/payments/balance' },
    requestWithdrawal: { method: 'POST', path: '/api/v1/payments/withdrawals' },
    /** The signed-in artist's withdrawal requests, newest first (paged). */
    withdrawals: { method: 'GET', path: '/api/v1/payments/withdrawals' },
    /** The payments the signed-in artist received, newest first (paged): the Earnings history. */
    received: { method: 'GET', path: '/api/v1/payments/received' },
  },
  greetings: {
    /** `isArtistFlow=true|false`: the artist's incoming orders or the fan's own, newest first. */
    orders: { method: 'GET', path: '/api/v1/video-congratulations' },
    /** The artist uploads the video (multipart `video`), completing the order. */
    deliver: { method: 'POST', path: '/api/v1/video-congratulations/:offerId' },
    /** The artist declines; the fan's money returns. */
    decline: { method: 'DELETE', path: '/api/v1/video-congratulations/:offerId' },
  },
  legends: {
    /** Query page (0-based), size 9, legendType, isLegend, sort; body searchText, orderBy, eras, genres. */
    search: { method: 'POST', path: '/api/v1/legends/search' },
    /** Inducted songs, playable in sequence (the Legends Playlist). */
    songsLegends: { method: 'GET', path: '/api/v1/legends/songs-legends' },
    songsLegendsCount: { method: 'GET', path: '/api/v1/legends/songs-legends/counts' },
    /** Multipart with the song fields, `coverFile` and `songFile`; any signed-in user. */
    createSong: { method: 'POST', path: '/api/v1/legends/songs' },
    /** Multipart with the person fields and `coverFile`; any signed-in user. */
    createPerson: { method: 'POST', path: '/api/v1/legends/persons' },
    /** One vote per user per legend, only while its voting stage is open. */
    vote: { method: 'POST', path: '/api/v1/legends/votes/:id' },
    like: { method: 'POST', path: '/api/v1/legends/likes/:id' },
    unlike: { method: 'DELETE', path: '/api/v1/legends/likes/:id' },
    /** `id` is the legend's uuid. */
    show: { method: 'GET', path: '/api/v1/legends/:id' },
    /** The nominator before any vote, or a moderator. */
    remove: { method: 'DELETE', path: '/api/v1/legends/:id' },
    comments: { method: 'GET', path: '/api/v1/legends/:id/comments' },
    addComment: { method: 'POST', path: '/api/v1/legends/:id/comments' },
    replies: { method: 'GET', path: '/api/v1/legends/:id/comments/:commentId' },
    reply: { method: 'POST', path: '/api/v1/legends/:id/comments/:commentId' },
  },
  chat: {
    /** The caller's conversations, newest activity first, paged (`opponentUserUuid` narrows to one). */
    chats: { method: 'GET', path: '/api/v1/chats' },
    /** Whether the caller and `opponentUserUuid` may chat (a boolean). */
    status: { method: 'GET', path: '/api/v1/chats/status' },
    /** Messages of one chat (the caller's), oldest first, with `after`/`before` cursors; polled every 500 ms. */
    messages: { method: 'GET', path: '/api/v1/chats/messages/:id' },
    /** Multipart: messageType, receiverUserId, message or file. */
    send: { method: 'POST', path: '/api/v1/chats/messages' },
  },
  moderation: {
    /** A signed-in user reports what they can see (targetKind, targetId, reason); MESSAGE for now. */
    report: { method: 'POST', path: '/api/v1/reports' },
  },
  notifications: {
    /** The caller's notifications, newest first, with the unread count. */
    list: { method: 'GET', path: '/api/v1/notifications' },
    /** Marks `ids` (the caller's) or, without them, all as read. */
    read: { method: 'POST', path: '/api/v1/notifications/read' },
    settings: { method: 'GET', path: '/api/v1/notifications/settings' },
    updateSettings: { method: 'PATCH', path: '/api/v1/notifications/settings' },
    /** One-click unsubscribe (RFC 8058), no session: the signed `token` names the person and types. */
    unsubscribe: { method: 'POST', path: '/api/v1/notifications/unsubscribe' },
    /** The mailed link opened in a browser: redirects to the web's confirmation screen. */
    unsubscribeLink: { method: 'GET', path: '/api/v1/notifications/unsubscribe' },
    /** The VAPID public key a browser subscribes with (public). */
    pushKey: { method: 'GET', path: '/api/v1/notifications/push/key' },
    /** Stores the caller's browser push subscription (`PushSubscription.toJSON()`). */
    pushSubscribe: { method: 'POST', path: '/api/v1/notifications/push/subscriptions' },
    /** Removes the caller's subscription of `{ endpoint }`. */
    pushUnsubscribe: { method: 'DELETE', path: '/api/v1/notifications/push/subscriptions' },
  },
} as const satisfies Record<string, Record<string, Route>>

/**
 * The web app's screen a mailed unsubscribe link's GET redirects to (it confirms with the POST
 * of `routes.notifications.unsubscribe`): here, zod-free, as the web's feature table needs it.
 */
export const unsubscribeWebPath = '/notifications/unsubscribe'

export type Routes = typeof routes
export type Domain = keyof Routes

/**
 * A prefix handed whole to another protocol, whose own routes live elsewhere: what ts-rest
 * cannot describe. `path` ends in `/*` (or is the protocol's base, as the tus creation's).
 */
export interface Mount {
  /** `ANY` hands every method over; `GET` only reads (with HEAD); `POST` only creates. */
  readonly method: 'ANY' | 'GET' | 'POST'
  readonly path: string
}

export const mounts = {
  markets: {
    /**
     * The embedded ledger's node routes (GET /consensus, POST /transactions, …): packages/ledger
     * keeps them (`ledgerRoutes`, served by createLedgerHttpHandler, called by HttpLedgerNode).
     * Registered after the routes above, which take precedence.
     */
    ledgerNode: { method: 'ANY', path: '/api/v1/ledger/*' },
  },
  media: {
    /** Stored media by key: public files with long caching, premium ones only with a signed URL. */
    file: { method: 'GET', path: '/api/v1/media/*' },
    /**
     * Resumable uploads (the tus 1.0 protocol, signed in): POST `/api/v1/uploads` creates one
     * (`Upload-Length`, `Upload-Metadata: kind <song|video>`), HEAD/PATCH/DELETE `/api/v1/uploads/:id`
     * resume, continue and cancel it. A finished upload's id is then named by the song or greeting
     * video that uses it (`uploadId`), once.
     */
    uploads: { method: 'ANY', path: '/api/v1/uploads/*' },
    /** The tus creation (POST) at the protocol's base: `uploads` without its `/*`. */
    uploadCreation: { method: 'POST', path: '/api/v1/uploads' },
  },
} as const satisfies Partial<Record<Domain | 'media', Record<string, Mount>>>

/** The base URL HttpLedgerNode and the ledger handler are given: the mount without its `/*`. */
export const ledgerNodeBase = mounts.markets.ledgerNode.path.slice(0, -'/*'.length)

/**
 * The route's path with its parameters filled in, each URI-encoded. A missing parameter throws:
 * a URL with a literal `:name` in it would reach some other route or a 404.
 */
export function pathOf<R extends Route>(
  route: R,
  ...params: keyof ParamsFromUrl<R['path']> extends never
    ? []
    : [Record<keyof ParamsFromUrl<R['path']>, string | number>]
): string {
  return fillPath(route.path, params[0] ?? {})
}

/** `pathOf` for a path known only as a string (a generic endpoint); same encoding, same refusal. */
export function fillPath(path: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new TypeError(`${path}: missing :${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Every route as a flat list, in registration order (the routes, then the mounts). */
export function listRoutes(): Array<{ domain: string; name: string; method: RouteMethod | 'ANY'; path: string }> {
  const list: Array<{ domain: string; name: string; method: RouteMethod | 'ANY'; path: string }> = []
  for (const [domain, table] of Object.entries(routes) as Array<[Domain, Record<string, Route>]>) {
    for (const [name, route] of Object.entries(table)) list.push({ domain, name, ...route })
  }
  const wildcards: typeof list = []
  for (const [domain, table] of Object.entries(mounts) as Array<[string, Record<string, Mount>]>) {
    // A mount at an exact path (the tus creation) is a plain route; wildcard tails come last.
    for (const [name, mount] of Object.entries(table))
      (mount.path.endsWith('/*') ? wildcards : list).push({ domain, name, ...mount })
  }
  return [...list, ...wildcards]
}
