import type {
  Endpoint,
  EndpointAnswer,
  EndpointInput,
  Endpoints,
  EraEntry,
  GenreEntry,
  Health,
  LoginResponse,
  PrimedAnswer,
  ServerTime,
  SignUpRequest,
  StoredUser,
  TokenPair,
} from '@kobza/contract'
import { fillPath, pathOf, routes, type Domain, type Route, type Routes } from '@kobza/contract/routes'
import { versionHeader } from './constants.js'
import { ApiError, InvalidResponseError, NetworkError, SessionExpiredError } from './errors.js'
import { SessionStore, type KeyValueStorage } from './storage.js'

/*
 * The zod schemas answers are checked with are imported on first use, not at load time: zod is
 * ~25 KB gzip and the web app's shell must stay under its 150 KB budget. They are gathered in
 * ./schemas because importing the contract's index here would not do: the shell already
 * imports it for constants, and the bundler would then keep all of it in the first download.
 * The import runs alongside the request, so it adds no round trip. Methods and paths come from
 * the contract's zod-free `routes` table, which the shell can afford.
 */
const schemas = () => import('./schemas.js')

/**
 * The contract's `endpoints` (zod schemas included) through the same lazy module: for app code
 * that ships in the first download and must not bring zod along (the web app's home feed).
 */
export const contractEndpoints = async () => (await schemas()).endpoints

/** The schemas of an endpoint's answers by status, or a function that loads them. */
type AnswerSchemas = Endpoint['responses'] | (() => Promise<Endpoint['responses']>)

/** The contract's endpoint `name` of `domain`: `NamedEndpoint<'legends', 'show'>` is `endpoints.legends.show`'s type. */
export type NamedEndpoint<D extends Domain, N extends keyof Endpoints[D]> = Extract<Endpoints[D][N], Endpoint>

/** Anything with zod's `parse`; the contract's schemas fit without this package importing zod's types. */
export interface Parser<T> {
  parse(input: unknown): T
}

/** A parser, or a function that loads one (so a schema's module can be fetched with the request). */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>)

export type QueryScalar = string | number | boolean
/** `undefined` and `null` entries are left out; arrays travel comma-joined, as the market filters do (spec 002 §7). */
export type Query = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>

/** FormData goes as multipart; any other object or array is sent as JSON. */
export type RequestBody = FormData | URLSearchParams | Blob | Record<string, unknown> | readonly unknown[]

export interface RequestOptions<T = unknown> {
  query?: Query
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Validates a 2xx body; a mismatch throws InvalidResponseError. */
  schema?: SchemaSource<T>
  /** Send the stored access token (default true). */
  bearer?: boolean
  /** Refresh the tokens once and retry on a 401 while a user is stored (default true). */
  refreshOn401?: boolean
  /**
   * Reports how much of the body has been sent. Such a request goes through XMLHttpRequest where
   * the platform has one, because fetch cannot report upload progress; `signal` aborts it too.
   */
  onUploadProgress?: (progress: UploadProgress) => void
}

/** Bytes of a request body sent so far; `total` is 0 while the browser does not know it. */
export interface UploadProgress {
  loaded: number
  total: number
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:3333`; '' for same-origin relative URLs in the browser. */
  baseUrl: string
  storage: KeyValueStorage
  fetch?: FetchLike
  /** Called once when a refresh fails and the stored session has been cleared. */
  onSessionExpired?: () => void
}

export interface SessionSnapshot {
  readonly user: StoredUser | null
  readonly loggedIn: boolean
  readonly frontendVersion: string | null
}

type ClientEvent = 'change' | 'sessionExpired'

/** Paths of the calls this client makes itself, from the contract's routes. */
export const apiPaths = {
  login: routes.accounts.login.path,
  signUp: routes.accounts.signUp.path,
  refresh: routes.accounts.refresh.path,
  logout: (uuid: string) => pathOf(routes.accounts.logout, { uuid }),
  serverTime: routes.health.serverTime.path,
  genres: routes.catalogue.genres.path,
  health: routes.health.health.path,
} as const

/** Per-call options of `call`; the query, path parameters and body come from the endpoint's input. */
export type CallOptions = Omit<RequestOptions, 'query' | 'schema'>

/** `call`'s second argument: the endpoint's input and the call's options, optional when nothing is required. */
export type CallArgs<E extends Endpoint> = EndpointInput<E> & CallOptions

type CallRest<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>]

/*
 * Sent on every call: the spec's client disables caching for all API traffic, and
 * intermediaries must not hand one user's answer to another.
 */
export const noCacheHeaders = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const

/**
 * A GET the page started before the app ran (apps/web/public/early-answers.js): its URL as the
 * client builds it, the access token it was sent with, and the pending response.
 */
export interface EarlyResponse {
  url: string
  token: string | null
  response: Promise<Response>
}

/** Typed client for /api/v1 (spec 000 §4 and §7, 002 §4 and §7). */
export class ApiClient {
  readonly baseUrl: string
  readonly #session: SessionStore
  readonly #fetch: FetchLike
  readonly #listeners: Record<ClientEvent, Set<() => void>> = { change: new Set(), sessionExpired: new Set() }
  #refreshing: Promise<boolean> | null = null
  #snapshot: SessionSnapshot | null = null
  #primed: PrimedAnswer[] = []
  #early: EarlyResponse[] = []
  /** The server's clock as the last answer's Date header gave it, and this device's clock then. */
  #serverClock: { serverMs: number; localMs: number } | undefined

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.#session = new SessionStore(options.storage)
    // Looked up per call so a fetch installed after construction (polyfill, test double) is used.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    if (options.onSessionExpired) this.on('sessionExpired', options.onSessionExpired)
  }

  // ── session ────────────────────────────────────────────────────────────────

  get user(): StoredUser | null {
    return this.#session.user
  }

  get loggedIn(): boolean {
    return this.#session.loggedIn
  }

  get accessToken(): string | null {
    return this.#session.accessToken
  }

  get refreshToken(): string | null {
    return this.#session.refreshToken
  }

  get frontendVersion(): string | null {
    return this.#session.frontendVersion
  }

  /** A stable object until the session changes, as React's useSyncExternalStore requires. */
  getSnapshot = (): SessionSnapshot => {
    this.#snapshot ??= {
      user: this.#session.user,
      loggedIn: this.#session.loggedIn,
      frontendVersion: this.#session.frontendVersion,
    }
    return this.#snapshot
  }

  /** Subscribes to session changes or to the one-off expiry; returns the unsubscribe function. */
  on(event: ClientEvent, listener: () => void): () => void {
    this.#listeners[event].add(listener)
    return () => this.#listeners[event].delete(listener)
  }

  /** Re-reads storage, e.g. after another tab signed in or out (the `storage` event). */
  reload(): void {
    this.#changed()
  }

  /**
   * Answers the server put into the page (see @kobza/contract's primed.ts): the next matching
   * GET of a visitor without a stored session is answered from them, once, without a request.
   * They skip the schema check on purpose: they were made by the build that served the page,
   * and the API's tests check them against the contract; checking here would download zod
   * before the first screen, which is what priming saves.
   */
  prime(answers: readonly PrimedAnswer[]): void {
    this.#primed.push(...answers)
  }

  /**
   * Requests the page started early: the next GET of the same URL with the same token takes its
   * response, once, instead of sending its own, and handles it like its own (a 401 refreshes
   * and retries). Its answer, like a primed one, is used as it arrives, not checked against the
   * endpoint's schema: that check would load zod before the first screen renders. A signed-in
   * reader's first screen then does not wait for the app's scripts to start asking, over two
   * seconds on a slow phone network.
   */
  adoptEarly(responses: readonly EarlyResponse[]): void {
    this.#early.push(...responses)
  }

  /** Whether a GET of `path` would take a request the page started early (without taking it). */
  #hasEarly(path: string, options: RequestOptions<unknown>): boolean {
    if (this.#early.length === 0) return false
    const url = this.url(path, options.query)
    const token = options.bearer === false ? null : this.#session.accessToken
    return this.#early.some((early) => early.url === url && early.token === token)
  }

  #takeEarly(url: string, token: string | null): Promise<Response> | undefined {
    const index = this.#early.findIndex((early) => early.url === url && early.token === token)
    return index < 0 ? undefined : this.#early.splice(index, 1)[0]!.response
  }

  /**
   * The body of a primed answer to `GET path?query`, if the page brought one: for a screen
   * that renders with it at once (React Query's initialData) instead of awaiting a call.
   * Taken unless `keep`, so it answers once, like a call would.
   */
  primedAnswer<T>(path: string, query?: Query, { keep = false } = {}): T | undefined {
    return this.#takePrimed('GET', path, query, keep)?.body as T | undefined
  }

  /**
   * The primed answer for a GET (or a reading POST with the same JSON body), removed as it is
   * used unless `keep`; none once a user is stored.
   */
  #takePrimed(
    method: string,
    path: string,
    query: Query | undefined,
    keep = false,
    body?: RequestBody
  ): PrimedAnswer | undefined {
    if ((method !== 'GET' && method !== 'POST') || this.#primed.length === 0) return undefined
    if (this.#session.user) {
      // Made for an anonymous reader: a signed-in one must see their own likes and premium posts.
      this.#primed = []
      return undefined
    }
    const index = this.#primed.findIndex(
      (answer) =>
        answer.method === method &&
        answer.path === path &&
        sameQuery(answer.query, query) &&
        (method === 'GET' || sameJsonBody(answer.requestBody, body))
    )
    if (index < 0) return undefined
    return keep ? this.#primed[index] : this.#primed.splice(index, 1)[0]
  }

  /**
   * The server's time in whole epoch seconds, as GET /getServerTime gives it, read from the Date
   * header of the last answer plus the time passed since on this device; undefined before any
   * answer. A screen that pins its paging to the server's clock (the feed's initialTimeStamp)
   * can then ask for its first page at once instead of asking the clock first, a round trip
   * that costs over half a second on a slow phone network. The header gives whole seconds,
   * rounded down, so the server's time then was up to a second later: the estimate adds that
   * second, so that nothing published up to now (a post sent a moment ago, whose answer may not
   * have come through this client) falls after it.
   */
  serverEpochSecondsNow(): number | undefined {
    if (!this.#serverClock) return undefined
    const { serverMs, localMs } = this.#serverClock
    // A device clock set back since then must not move the server's clock backwards.
    return Math.floor((serverMs + 1000 + Math.max(0, Date.now() - localMs)) / 1000)
  }

  #noteServerClock(response: Response): void {
    const serverMs = Date.parse(response.headers.get('date') ?? '')
    if (!Number.isNaN(serverMs)) this.#serverClock = { serverMs, localMs: Date.now() }
  }

  // ── typed calls ────────────────────────────────────────────────────────────

  /**
   * Calls an endpoint of the contract (`endpoints.<domain>.<name>` from @kobza/contract) with
   * its path parameters, query and body, and checks the answer with the endpoint's schema for
   * the status received. Importing `endpoints` brings zod along: do it from lazily loaded code.
   */
  async call<E extends Endpoint>(endpoint: E, ...[args]: CallRest<E>): Promise<EndpointAnswer<E>> {
    return this.#call(endpoint, args, endpoint.responses) as Promise<EndpointAnswer<E>>
  }

  /**
   * `call` for code in a page's first download, which must not bring zod along: the endpoint is
   * named rather than passed, so its method and path come from the zod-free `routes` and its
   * schemas load beside the request (nothing is loaded for a primed answer). Same input, same
   * checks and the same answer type as `call(endpoints[domain][name], …)`.
   */
  async callNamed<D extends Domain, N extends keyof Endpoints[D] & keyof Routes[D]>(
    domain: D,
    name: N,
    ...[args]: CallRest<NamedEndpoint<D, N>>
  ): Promise<EndpointAnswer<NamedEndpoint<D, N>>> {
    const route = routes[domain][name] as Route
    const answers = async () => ((await contractEndpoints())[domain][name] as Endpoint).responses
    return this.#call(route, args, answers) as Promise<EndpointAnswer<NamedEndpoint<D, N>>>
  }

  #call(route: Route, args: object | undefined, answers: AnswerSchemas): Promise<unknown> {
    const { params, query, body, ...options } = (args ?? {}) as CallOptions & {
      params?: Record<string, string | number>
      query?: Query
      body?: RequestBody
    }
    const path = fillPath(route.path, params ?? {})
    return this.#send(route.method, path, body, { ...options, query }, false, answers)
  }

  getServerTime(options?: RequestOptions<ServerTime>): Promise<ServerTime> {
    return this.request(routes.health.serverTime.method, apiPaths.serverTime, undefined, {
      ...options,
      schema: () => schemas().then((m) => m.endpoints.health.serverTime.responses[200]),
    })
  }

  getGenres(options?: RequestOptions<GenreEntry[]>): Promise<GenreEntry[]> {
    return this.request(routes.catalogue.genres.method, apiPaths.genres, undefined, {
      ...options,
      schema: () => schemas().then((m) => m.endpoints.catalogue.genres.responses[200]),
    })
  }

  getEras(options?: RequestOptions<EraEntry[]>): Promise<EraEntry[]> {
    return this.request(routes.catalogue.eras.method, routes.catalogue.eras.path, undefined, {
      ...options,
      schema: () => schemas().then((m) => m.endpoints.catalogue.eras.responses[200]),
    })
  }

  /** The health answer, also when the API reports itself degraded with a 503. */
  async health(options?: RequestOptions<Health>): Promise<Health> {
    try {
      return await this.request(routes.health.health.method, apiPaths.health, undefined, {
        ...options,
        schema: () => schemas().then((m) => m.endpoints.health.health.responses[200]),
      })
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) {
        const degraded = (await schemas()).endpoints.health.health.responses[503].safeParse(error.body)
        if (degraded.success) return degraded.data
      }
      throw error
    }
  }

  /** Signs in (the e-mail travels as `username`) and stores the user, both tokens and the flag. */
  async login(username: string, password: string, options?: RequestOptions<LoginResponse>): Promise<StoredUser> {
    const answer = await this.request(
      routes.accounts.login.method,
      apiPaths.login,
      { username, password } satisfies EndpointInput<Endpoints['accounts']['login']>['body'],
      {
        ...options,
        schema: () => schemas().then((m) => m.endpoints.accounts.login.responses[200]),
        // A stale token of someone else must not ride along, and a 401 here means bad credentials.
        bearer: false,
        refreshOn401: false,
      }
    )
    return this.#storeLogin(answer)
  }

  /** Creates the account; the answer is a login answer, so the user is signed in at once (spec 000 §4). */
  async signUp(payload: SignUpRequest, options?: RequestOptions<LoginResponse>): Promise<StoredUser> {
    const answer = await this.request(
      routes.accounts.signUp.method,
      apiPaths.signUp,
      { ...payload },
      {
        ...options,
        schema: () => schemas().then((m) => m.endpoints.accounts.signUp.responses[200]),
        bearer: false,
        refreshOn401: false,
      }
    )
    return this.#storeLogin(answer)
  }

  /** Exchanges the stored refresh token; concurrent callers share one request. Resolves false when the session expired. */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#refreshNow().finally(() => {
      this.#refreshing = null
    })
    return this.#refreshing
  }

  /** Calls the logout action for the user and forgets the local session whatever the server answers. */
  async logout(uuid: string | undefined = this.#session.user?.uuid): Promise<void> {
    try {
      if (uuid)
        await this.request(routes.accounts.logout.method, apiPaths.logout(uuid), undefined, { refreshOn401: false })
    } finally {
      this.#session.clear()
      this.#changed()
    }
  }

  /**
   * Changes the stored user's names or avatar once the server accepted a profile edit (spec 000
   * §4 Profile edit: "updates the stored nickName"), so the navigation shows them at once.
   */
  updateStoredUser(changes: Partial<Pick<StoredUser, 'nickName' | 'publicName' | 'avatar'>>): void {
    const user = this.#session.user
    if (!user) return
    this.#session.setUser({ ...user, ...changes })
    this.#changed()
  }

  // ── generic calls ──────────────────────────────────────────────────────────

  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('GET', path, undefined, options)
  }

  post<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions<T>): Promise<T> {
    return this.request('POST', path, body, options)
  }

  put<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions<T>): Promise<T> {
    return this.request('PUT', path, body, options)
  }

  patch<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions<T>): Promise<T> {
    return this.request('PATCH', path, body, options)
  }

  delete<T = unknown>(path: string, options?: RequestOptions<T> & { body?: RequestBody }): Promise<T> {
    return this.request('DELETE', path, options?.body, options)
  }

  request<T = unknown>(method: string, path: string, body?: RequestBody, options: RequestOptions<T> = {}): Promise<T> {
    return this.#send(method, path, body, options, false)
  }

  /** The absolute (or, with an empty base, origin-relative) URL of a path and query. */
  url(path: string, query?: Query): string {
    const base = /^https?:\/\//i.test(path) ? path : `${this.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`
    const search = encodeQuery(query)
    if (!search) return base
    return `${base}${base.includes('?') ? '&' : '?'}${search}`
  }

  // ── internals ──────────────────────────────────────────────────────────────

  async #send<T>(
    method: string,
    path: string,
    body: RequestBody | undefined,
    options: RequestOptions<T>,
    retried: boolean,
    answers?: AnswerSchemas
  ): Promise<T> {
    const primed = this.#takePrimed(method, path, options.query, false, body)
    if (primed) return primed.body as T
    const loadSchemas = () => {
      const parser = typeof options.schema === 'function' ? options.schema() : options.schema
      const answerSchemas = typeof answers === 'function' ? answers() : answers
      // Until they are awaited below, a failed load must not surface as an unhandled rejection.
      if (parser instanceof Promise) parser.catch(() => undefined)
      if (answerSchemas instanceof Promise) answerSchemas.catch(() => undefined)
      return { parser, answerSchemas }
    }
    /*
     * Started now so that loading a schema's module overlaps the request; not for a request the
     * page already started (early-answers.js), whose answer is used as it arrives, like a primed
     * one: on a slow phone, loading and starting zod first (~33 KB, ~0.4 s at CPU ×4) is what a
     * signed-in profile's first render waited for.
     */
    let schemas = method === 'GET' && this.#hasEarly(path, options) ? undefined : loadSchemas()

    const { status, data, url, early } = await this.#exchange(method, path, body, options, retried)
    if (early) return data as T
    schemas ??= loadSchemas()
    const { parser, answerSchemas } = schemas
    if (answerSchemas) return (await parseAnswer((await answerSchemas)[status], data, url)) as T
    if (!parser) return data as T
    const schema = await parser
    try {
      return schema.parse(data)
    } catch (error) {
      throw new InvalidResponseError(url, data, error)
    }
  }

  /**
   * A call whose caller needs the answer's status and headers too (the console's simple-rest
   * provider reads the list total from Content-Range). Same headers, same one refresh-and-retry
   * on a 401 and the same errors as `request`; the body is not checked against a schema.
   */
  async exchange<T = unknown>(
    method: string,
    path: string,
    body?: RequestBody,
    options: Omit<RequestOptions, 'schema'> = {}
  ): Promise<ApiExchange<T>> {
    const { status, headers, data } = await this.#exchange(method, path, body, options, false)
    return { status, headers, data: data as T }
  }

  async #exchange(
    method: string,
    path: string,
    body: RequestBody | undefined,
    options: RequestOptions<unknown>,
    retried: boolean
  ): Promise<ApiExchange<unknown> & { url: string; early: boolean }> {
    const url = this.url(path, options.query)
    const sentToken = options.bearer === false ? null : this.#session.accessToken
    const headers: Record<string, string> = { Accept: 'application/json', ...noCacheHeaders }
    if (sentToken) headers.Authorization = `Bearer ${sentToken}`
    const encoded = encodeBody(body)
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType
    Object.assign(headers, options.headers)

    const init: RequestInit = { method, headers }
    if (encoded.body !== undefined) init.body = encoded.body
    if (options.signal) init.signal = options.signal

    const early = method === 'GET' ? this.#takeEarly(url, sentToken) : undefined
    const { onUploadProgress } = options
    const send = (): Promise<Response> =>
      onUploadProgress && typeof globalThis.XMLHttpRequest === 'function'
        ? sendWithProgress(url, init, onUploadProgress)
        : this.#fetch(url, init)
    let response: Response
    let answeredEarly = early !== undefined
    try {
      // An early request that failed to arrive is simply sent again.
      response = await (early
        ? early.catch(() => {
            answeredEarly = false
            return send()
          })
        : send())
    } catch (error) {
      // A cancelled request (TanStack Query unmounting, a newer search) is not a network failure.
      if (options.signal?.aborted || isAbortError(error)) throw error
      throw new NetworkError(url, error)
    }

    this.#noteServerClock(response)
    const version = response.headers.get(versionHeader)
    if (version && version !== this.#session.frontendVersion) {
      this.#session.setFrontendVersion(version)
      this.#changed()
    }

    const data = await readBody(response)
    if (response.status === 401 && !retried && options.refreshOn401 !== false && this.#session.user) {
      if (await this.#recoverFrom401(sentToken)) return this.#exchange(method, path, body, options, true)
      throw new SessionExpiredError({ status: 401, statusText: response.statusText, body: data, method, url })
    }
    if (!response.ok)
      throw new ApiError({ status: response.status, statusText: response.statusText, body: data, method, url })
    return { status: response.status, headers: response.headers, data, url, early: answeredEarly }
  }

  /** True when the request may be retried with a fresh token. */
  async #recoverFrom401(sentToken: string | null): Promise<boolean> {
    const current = this.#session.accessToken
    // Another request refreshed while this one was in flight: retry with the new token, no second refresh.
    if (current && current !== sentToken && !this.#refreshing) return true
    return this.refresh()
  }

  async #refreshNow(): Promise<boolean> {
    const refresh = this.#session.refreshToken
    if (!refresh) {
      this.#expire()
      return false
    }
    try {
      const pair = await this.#send<TokenPair>(
        routes.accounts.refresh.method,
        apiPaths.refresh,
        { refresh } satisfies EndpointInput<Endpoints['accounts']['refresh']>['body'],
        {
          schema: () => schemas().then((m) => m.endpoints.accounts.refresh.responses[200]),
          bearer: false,
          refreshOn401: false,
        },
        true
      )
      this.#session.setTokens(pair.access_token, pair.refresh_token)
      this.#changed()
      return true
    } catch (error) {
      // Offline is not a verdict on the session: keep it and let the caller see the NetworkError.
      if (error instanceof NetworkError) throw error
      this.#expire()
      return false
    }
  }

  #storeLogin(answer: LoginResponse): StoredUser {
    const { access_token, refresh_token, ...user } = answer
    this.#session.setUser(user)
    this.#session.setTokens(access_token, refresh_token)
    this.#session.setLoggedIn()
    this.#changed()
    return user
  }

  #expire(): void {
    this.#session.clear()
    this.#changed()
    for (const listener of [...this.#listeners.sessionExpired]) listener()
  }

  #changed(): void {
    this.#snapshot = null
    for (const listener of [...this.#listeners.change]) listener()
  }
}

/** An answer with its status and headers, from `exchange`. */
export interface ApiExchange<T> {
  status: number
  headers: Headers
  data: T
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options)
}

/**
 * Checks an answer with the contract's schema for its status: a zod schema (`parse`) or any
 * Standard Schema. A status the endpoint does not list, or lists as `null` (no body), passes
 * unchecked, as in ts-rest's own client.
 */
async function parseAnswer(schema: unknown, data: unknown, url: string): Promise<unknown> {
  if (typeof schema !== 'object' || schema === null) return data
  try {
    if ('parse' in schema && typeof schema.parse === 'function') return (schema as Parser<unknown>).parse(data)
    if ('~standard' in schema) {
      const result = await (schema as StandardSchema)['~standard'].validate(data)
      if (result.issues) throw new Error(result.issues.map((issue) => issue.message).join('; '))
      return result.value
    }
  } catch (error) {
    throw new InvalidResponseError(url, data, error)
  }
  return data
}

/** The part of the Standard Schema interface (v1) a check needs, so this file imports no schema library. */
interface StandardSchema {
  '~standard': {
    validate(
      value: unknown
    ):
      | { value: unknown; issues?: undefined }
      | { issues: ReadonlyArray<{ message: string }> }
      | Promise<{ value: unknown; issues?: undefined } | { issues: ReadonlyArray<{ message: string }> }>
  }
}

/** The query as it travels: set entries only, each as its string form (arrays comma-joined). */
function queryEntries(query: Query | undefined): [string, string][] {
  const entries: [string, string][] = []
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    entries.push([key, Array.isArray(value) ? value.join(',') : String(value)])
  }
  return entries
}

function encodeQuery(query: Query | undefined): string {
  return new URLSearchParams(queryEntries(query)).toString()
}

/** Whether a primed answer's query is the one a request sends, whatever the order of its keys. */
function sameQuery(primed: Record<string, string> | undefined, query: Query | undefined): boolean {
  const sent = queryEntries(query)
  const expected = Object.entries(primed ?? {})
  return sent.length === expected.length && sent.every(([key, value]) => primed?.[key] === value)
}

/** Whether a POST sends the JSON a primed answer was made for, whatever the order of its keys. */
function sameJsonBody(primed: unknown, body: RequestBody | undefined): boolean {
  if (body === undefined || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob)
    return false
  return canonicalJson(primed) === canonicalJson(body)
}

/** JSON with every object's keys sorted; `undefined` members dropped, as JSON.stringify drops them. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member
  )
}

function encodeBody(body: RequestBody | undefined): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {}
  // fetch sets the multipart boundary and the form/blob content types itself.
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body }
  return { body: JSON.stringify(body), contentType: 'application/json' }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null
  const text = await response.text()
  if (!text) return null
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

/**
 * fetch's contract over XMLHttpRequest, for a request that reports its upload progress. The
 * answer becomes a Response so that it is read, refreshed and checked like any other.
 */
function sendWithProgress(url: string, init: RequestInit, onProgress: (progress: UploadProgress) => void) {
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest()
    const signal = init.signal ?? undefined
    const aborted = () => new DOMException('The upload was aborted', 'AbortError')
    if (signal?.aborted) return reject(aborted())
    const abort = () => request.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => signal?.removeEventListener('abort', abort)
    request.open(init.method ?? 'GET', url)
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      request.setRequestHeader(name, value)
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
    request.onload = () => {
      settle()
      const headers = new Headers()
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':')
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
      }
      const empty = request.status === 204 || request.status === 205 || request.status === 304
      resolve(
        new Response(empty ? null : request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers,
        })
      )
    }
    request.onerror = () => {
      settle()
      reject(new TypeError('Network request failed'))
    }
    request.onabort = () => {
      settle()
      reject(aborted())
    }
    request.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
  })
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
}
