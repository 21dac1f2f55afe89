import type {
  AppRoute,
  AppRouter,
  ClientInferRequest,
  ClientInferResponseBody,
  SuccessfulHttpStatusCode,
} from '@ts-rest/core'
import { z } from './zod.js'
import {
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  loginRequest,
  loginResponse,
  passwordResetConfirm,
  passwordResetRequest,
  accountSettings,
  refreshRequest,
  signUpRequest,
  tokenPair,
} from './accounts.js'
import {
  auction,
  auctionListQuery,
  auctionPage,
  auctionSearchPage,
  auctionSearchQuery,
  availableSongList,
  availableTokenList,
  bidUpdateRequest,
  generatedTokenId,
  offerCreateRequest,
  offerListQuery,
  offerPage,
  saleOffer,
} from './markets.js'
import { eraList, genreList, health, serverTime } from './reference.js'
import { oembedAnswer, oembedQuery } from './oembed.js'
import {
  eventCreate,
  catalogueEvent,
  eventPage,
  eventQuery,
  cataloguePlaylist,
  playlistCreate,
  playlistPage,
  playlistQuery,
  artistProducts,
  catalogueSong,
  songCreate,
  songList,
} from './catalogue.js'
import {
  invitationAccepted,
  artistProfile,
  profileUpdate,
  servicePrices,
  servicePricesUpdate,
  subscriberInvitation,
  subscriberList,
} from './profiles.js'
import {
  addCommentRequest,
  commentPage,
  commentsQuery,
  feedComment,
  feedPoll,
  feedPost,
  feedQuery,
  likeState,
  pollVoters,
  postPage,
  voteRequest,
} from './feed.js'
import {
  balanceAnswer,
  paymentCallback,
  purchaseAnswer,
  purchaseRequest,
  receivedPage,
  receivedQuery,
  withdrawalAnswer,
  withdrawalPage,
  withdrawalRequest,
  withdrawalsQuery,
} from './payments.js'
import { videoOrder, videoOrderList, videoOrdersQuery } from './greetings.js'
import { pageSizes } from './limits.js'
import {
  chatListQuery,
  chatMessageList,
  chatMessagesQuery,
  chatPage,
  chatStatus,
  chatStatusQuery,
  sendChatMessageFields,
  sentChatMessage,
} from './chat.js'
import { createdReport, createReportRequest } from './moderation.js'
import {
  markNotificationsReadRequest,
  notificationPage,
  notificationSettings,
  notificationsQuery,
  notificationsReadAnswer,
  unsubscribeAnswer,
  unsubscribeQuery,
  pushKeyAnswer,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  updateNotificationSettingsRequest,
} from './notifications.js'
import { searchQuery, searchRequest, searchResult } from './search.js'
import { pageQuery } from './paging.js'
import {
  legend,
  legendLikeState,
  legendPage,
  legendSearchBody,
  legendSearchQuery,
  legendSongsCount,
  legendsPlaylist,
  legendsPlaylistQuery,
} from './legends.js'
import { routes, type Domain, type Routes } from './routes.js'

/*
 * Every /api/v1 endpoint described once: method and path come from the zod-free `routes`
 * table, the request and answer schemas are added here. A ts-rest contract (see README.md):
 * the API registers its routes from it, the api-client and the apps type their calls with it.
 * Error answers are not listed per endpoint: every 4xx/5xx carries `apiErrorBody` (errors.ts).
 *
 * `null` marks "no body" (ts-rest's plain form of `c.noBody()`), and the object is written out
 * rather than passed through `initContract().router`: ts-rest's runtime carries a copy of zod 3
 * that would ride along in every browser chunk holding the contract. Only its types are used here.
 */

/** Answers that only confirm, with the sentence the client shows. */
export const messageAnswer = z.object({ message: z.string() })
export type MessageAnswer = z.infer<typeof messageAnswer>

/** POST /api/v1/account/email/confirm/:key — the address now on the account. */
export const emailChanged = z.object({ email: z.string() })
export type EmailChanged = z.infer<typeof emailChanged>

/** GET /api/v1/ledger/config: what the apps need to reach the local ledger; contract indexes are u64 decimal strings. */
export const ledgerClientConfig = z.object({
  networkName: z.string(),
  genesisHash: z.string(),
  nodeUrl: z.string(),
  contracts: z.record(z.string(), z.object({ index: z.string(), subindex: z.string() })),
  contractNames: z.record(z.string(), z.string()),
})
export type LedgerClientConfig = z.infer<typeof ledgerClientConfig>

/** POST /api/v1/ledger/my-account: 201 when opened now, 200 when it existed; balance in micro-units as a decimal string. */
export const ledgerAccount = z.object({ address: z.string(), balance: z.string() })
export type LedgerAccount = z.infer<typeof ledgerAccount>

export const endpoints = {
  accounts: {
    signUp: { ...routes.accounts.signUp, body: signUpRequest, responses: { 200: loginResponse } },
    login: { ...routes.accounts.login, body: loginRequest, responses: { 200: loginResponse } },
    refresh: { ...routes.accounts.refresh, body: refreshRequest, responses: { 200: tokenPair } },
    logout: { ...routes.accounts.logout, body: null, responses: { 204: null } },
    requestPasswordReset: {
      ...routes.accounts.requestPasswordReset,
      body: passwordResetRequest,
      responses: { 200: messageAnswer },
    },
    confirmPasswordReset: {
      ...routes.accounts.confirmPasswordReset,
      body: passwordResetConfirm,
      responses: { 200: messageAnswer },
    },
    showAccount: { ...routes.accounts.showAccount, responses: { 200: accountSettings } },
    changePassword: {
      ...routes.accounts.changePassword,
      body: changePasswordRequest,
      responses: { 200: messageAnswer },
    },
    requestEmailChange: {
      ...routes.accounts.requestEmailChange,
      body: changeEmailRequest,
      responses: { 200: messageAnswer },
    },
    confirmEmailChange: { ...routes.accounts.confirmEmailChange, body: null, responses: { 200: emailChanged } },
    deleteAccount: { ...routes.accounts.deleteAccount, body: deleteAccountRequest, responses: { 204: null } },
  },
  catalogue: {
    genres: { ...routes.catalogue.genres, responses: { 200: genreList } },
    eras: { ...routes.catalogue.eras, responses: { 200: eraList } },
    products: { ...routes.catalogue.products, responses: { 200: artistProducts } },
    songs: { ...routes.catalogue.songs, query: pageQuery(), responses: { 200: songList } },
    createSong: {
      ...routes.catalogue.createSong,
      contentType: 'multipart/form-data',
      body: songCreate,
      responses: { 201: catalogueSong },
    },
    deleteSong: { ...routes.catalogue.deleteSong, body: null, responses: { 204: null } },
    playlists: { ...routes.catalogue.playlists, query: playlistQuery, responses: { 200: playlistPage } },
    createPlaylist: {
      ...routes.catalogue.createPlaylist,
      contentType: 'multipart/form-data',
      body: playlistCreate,
      responses: { 201: cataloguePlaylist },
    },
    playlist: { ...routes.catalogue.playlist, responses: { 200: cataloguePlaylist } },
    events: { ...routes.catalogue.events, query: eventQuery, responses: { 200: eventPage } },
    createEvent: {
      ...routes.catalogue.createEvent,
      contentType: 'multipart/form-data',
      body: eventCreate,
      responses: { 201: catalogueEvent },
    },
    event: { ...routes.catalogue.event, responses: { 200: catalogueEvent } },
    oembed: { ...routes.catalogue.oembed, query: oembedQuery, responses: { 200: oembedAnswer } },
  },
  profiles: {
    profile: { ...routes.profiles.profile, responses: { 200: artistProfile } },
    updateProfile: {
      ...routes.profiles.updateProfile,
      contentType: 'multipart/form-data',
      body: profileUpdate,
      responses: { 200: artistProfile },
    },
    servicePrices: { ...routes.profiles.servicePrices, responses: { 200: servicePrices } },
    updateServicePrices: {
      ...routes.profiles.updateServicePrices,
      body: servicePricesUpdate,
      responses: { 200: servicePrices },
    },
    subscribers: { ...routes.profiles.subscribers, query: pageQuery(), responses: { 200: subscriberList } },
    inviteSubscriber: {
      ...routes.profiles.inviteSubscriber,
      body: subscriberInvitation,
      responses: { 200: messageAnswer },
    },
    acceptInvitation: { ...routes.profiles.acceptInvitation, body: null, responses: { 200: invitationAccepted } },
    removeSubscriber: { ...routes.profiles.removeSubscriber, body: null, responses: { 204: null } },
  },
  search: {
    search: { ...routes.search.search, body: searchRequest, query: searchQuery, responses: { 200: searchResult } },
  },
  health: {
    /** 503 with the same body when a dependency is down. */
    health: { ...routes.health.health, responses: { 200: health, 503: health } },
    serverTime: { ...routes.health.serverTime, responses: { 200: serverTime } },
  },
  markets: {
    /** 404 unless the platform runs the local ledger. */
    ledgerConfig: { ...routes.markets.ledgerConfig, responses: { 200: ledgerClientConfig } },
    myLedgerAccount: {
      ...routes.markets.myLedgerAccount,
      body: null,
      responses: { 200: ledgerAccount, 201: ledgerAccount },
    },
    listAuctions: { ...routes.markets.listAuctions, query: auctionListQuery, responses: { 200: auctionPage } },
    searchAuctions: {
      ...routes.markets.searchAuctions,
      query: auctionSearchQuery,
      responses: { 200: auctionSearchPage },
    },
    showAuction: { ...routes.markets.showAuction, responses: { 200: auction } },
    /** Multipart (`auction` JSON part + `coverFile`): the body is checked by the API, part by part. */
    createAuction: {
      ...routes.markets.createAuction,
      contentType: 'multipart/form-data',
      body: null,
      responses: { 201: auction },
    },
    /** `true` once the ledger shows the bid; 409 when it does not. */
    recordBid: { ...routes.markets.recordBid, body: bidUpdateRequest, responses: { 200: z.literal(true) } },
    finishAuction: { ...routes.markets.finishAuction, body: null, responses: { 200: auction } },
    generateTokenId: { ...routes.markets.generateTokenId, responses: { 200: generatedTokenId } },
    availableSongs: { ...routes.markets.availableSongs, responses: { 200: availableSongList } },
    listOffers: { ...routes.markets.listOffers, query: offerListQuery, responses: { 200: offerPage } },
    /** `address`: the connected wallet, read on a Concordium network (the local ledger knows the user's own). */
    availableTokens: {
      ...routes.markets.availableTokens,
      query: z.object({ address: z.string().trim().min(1).max(64).optional() }),
      responses: { 200: availableTokenList },
    },
    showOffer: { ...routes.markets.showOffer, responses: { 200: saleOffer } },
    createOffer: { ...routes.markets.createOffer, body: offerCreateRequest, responses: { 201: saleOffer } },
    buyOffer: { ...routes.markets.buyOffer, body: null, responses: { 200: saleOffer } },
  },
  feed: {
    feed: { ...routes.feed.feed, query: feedQuery, responses: { 200: postPage } },
    like: { ...routes.feed.like, body: null, responses: { 200: likeState } },
    unlike: { ...routes.feed.unlike, body: null, responses: { 200: likeState } },
    wall: { ...routes.feed.wall, query: feedQuery, responses: { 200: postPage } },
    /** The body is multipart (FormData) with the spec's field names; feed.ts's createPostFields checks its text fields. */
    createPost: {
      ...routes.feed.createPost,
      contentType: 'multipart/form-data',
      body: null,
      responses: { 201: feedPost },
    },
    showPost: { ...routes.feed.showPost, responses: { 200: feedPost } },
    deletePost: { ...routes.feed.deletePost, body: null, responses: { 204: null } },
    vote: { ...routes.feed.vote, body: voteRequest, responses: { 200: feedPoll } },
    withdrawVote: { ...routes.feed.withdrawVote, body: null, responses: { 200: feedPoll } },
    pollVoters: { ...routes.feed.pollVoters, responses: { 200: pollVoters } },
    comments: { ...routes.feed.comments, query: commentsQuery(pageSizes.comments), responses: { 200: commentPage } },
    addComment: { ...routes.feed.addComment, body: addCommentRequest, responses: { 201: feedComment } },
    replies: { ...routes.feed.replies, query: commentsQuery(pageSizes.replies), responses: { 200: commentPage } },
    reply: { ...routes.feed.reply, body: addCommentRequest, responses: { 201: feedComment } },
  },
  payments: {
    purchase: { ...routes.payments.purchase, body: purchaseRequest, responses: { 201: purchaseAnswer } },
    /** Providers send it as a form (`application/x-www-form-urlencoded`); JSON is accepted too. */
    callback: {
      ...routes.payments.callback,
      contentType: 'application/x-www-form-urlencoded',
      body: paymentCallback,
      responses: { 200: messageAnswer },
    },
    balance: { ...routes.payments.balance, responses: { 200: balanceAnswer } },
    requestWithdrawal: {
      ...routes.payments.requestWithdrawal,
      body: withdrawalRequest,
      responses: { 201: withdrawalAnswer },
    },
    withdrawals: { ...routes.payments.withdrawals, query: withdrawalsQuery, responses: { 200: withdrawalPage } },
    received: { ...routes.payments.received, query: receivedQuery, responses: { 200: receivedPage } },
  },
  greetings: {
    orders: { ...routes.greetings.orders, query: videoOrdersQuery, responses: { 200: videoOrderList } },
    deliver: {
      ...routes.greetings.deliver,
      contentType: 'multipart/form-data',
      body: null,
      responses: { 200: videoOrder },
    },
    decline: { ...routes.greetings.decline, body: null, responses: { 200: videoOrder } },
  },
  legends: {
    search: {
      ...routes.legends.search,
      query: legendSearchQuery,
      body: legendSearchBody,
      responses: { 200: legendPage },
    },
    songsLegends: { ...routes.legends.songsLegends, query: legendsPlaylistQuery, responses: { 200: legendsPlaylist } },
    songsLegendsCount: { ...routes.legends.songsLegendsCount, responses: { 200: legendSongsCount } },
    /** Multipart (FormData) with the spec's field names; legends.ts's songLegendCreate checks the text fields. */
    createSong: {
      ...routes.legends.createSong,
      contentType: 'multipart/form-data',
      body: null,
      responses: { 201: legend },
    },
    createPerson: {
      ...routes.legends.createPerson,
      contentType: 'multipart/form-data',
      body: null,
      responses: { 201: legend },
    },
    vote: { ...routes.legends.vote, body: null, responses: { 200: legend } },
    like: { ...routes.legends.like, body: null, responses: { 200: legendLikeState } },
    unlike: { ...routes.legends.unlike, body: null, responses: { 200: legendLikeState } },
    show: { ...routes.legends.show, responses: { 200: legend } },
    remove: { ...routes.legends.remove, body: null, responses: { 204: null } },
    comments: { ...routes.legends.comments, query: commentsQuery(pageSizes.comments), responses: { 200: commentPage } },
    addComment: { ...routes.legends.addComment, body: addCommentRequest, responses: { 201: feedComment } },
    replies: { ...routes.legends.replies, query: commentsQuery(pageSizes.replies), responses: { 200: commentPage } },
    reply: { ...routes.legends.reply, body: addCommentRequest, responses: { 201: feedComment } },
  },
  chat: {
    chats: { ...routes.chat.chats, query: chatListQuery, responses: { 200: chatPage } },
    status: { ...routes.chat.status, query: chatStatusQuery, responses: { 200: chatStatus } },
    messages: { ...routes.chat.messages, query: chatMessagesQuery, responses: { 200: chatMessageList } },
    /** Multipart (FormData): the text fields as sendChatMessageFields, plus `file` for a picture. */
    send: {
      ...routes.chat.send,
      contentType: 'multipart/form-data',
      body: sendChatMessageFields,
      responses: { 201: sentChatMessage },
    },
  },
  moderation: {
    report: { ...routes.moderation.report, body: createReportRequest, responses: { 201: createdReport } },
  },
  notifications: {
    list: { ...routes.notifications.list, query: notificationsQuery, responses: { 200: notificationPage } },
    read: {
      ...routes.notifications.read,
      body: markNotificationsReadRequest,
      responses: { 200: notificationsReadAnswer },
    },
    settings: { ...routes.notifications.settings, responses: { 200: notificationSettings } },
    updateSettings: {
      ...routes.notifications.updateSettings,
      body: updateNotificationSettingsRequest,
      responses: { 200: notificationSettings },
    },
    unsubscribe: {
      ...routes.notifications.unsubscribe,
      query: unsubscribeQuery,
      body: null,
      responses: { 200: unsubscribeAnswer },
    },
    unsubscribeLink: { ...routes.notifications.unsubscribeLink, query: unsubscribeQuery, responses: { 302: null } },
    pushKey: { ...routes.notifications.pushKey, responses: { 200: pushKeyAnswer } },
    pushSubscribe: { ...routes.notifications.pushSubscribe, body: pushSubscriptionRequest, responses: { 204: null } },
    pushUnsubscribe: {
      ...routes.notifications.pushUnsubscribe,
      body: pushUnsubscribeRequest,
      responses: { 204: null },
    },
  },
} as const satisfies AppRouter

export type Endpoints = typeof endpoints

// Fails to compile when a route of the zod-free table has no endpoint here (the test checks the converse).
const everyRouteDescribed: { [D in Domain]: Record<keyof Routes[D], unknown> } = endpoints
void everyRouteDescribed

/** One endpoint of the contract, e.g. `endpoints.accounts.login`. */
export type Endpoint = AppRoute

type CallRequest<E extends Endpoint> = ClientInferRequest<E>
/** `{ name: value }`, optional when the value may be undefined, absent when the endpoint has no such part. */
type Part<E extends Endpoint, Key extends string> = Key extends keyof CallRequest<E>
  ? undefined extends CallRequest<E>[Key]
    ? { [K in Key]?: CallRequest<E>[Key] }
    : { [K in Key]: CallRequest<E>[Key] }
  : unknown

/** What a call of the endpoint sends: its path parameters, query and body, as the client passes them. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>

/** The body of the endpoint's successful answers (`null` for a 204). */
export type EndpointAnswer<E extends Endpoint> = ClientInferResponseBody<
  E,
  Extract<keyof E['responses'], SuccessfulHttpStatusCode>
>
