import { n as pathOf, r as routes, t as fillPath } from "./routes-n7G8wHCa.js";
// ../../packages/api-client/src/constants.ts
/** Response header carrying the front-end version (contract `versionHeader`, spec 000 §7). */
var versionHeader = "x-frontend-version";
/**
* The first message of the spec's error body `{ errors: [{ message }] }` — what the client
* shows (spec 000 §8). Same result as the contract's `firstErrorMessage`, without zod.
*/
function firstErrorMessage(body) {
	if (typeof body !== "object" || body === null) return void 0;
	const errors = body.errors;
	if (!Array.isArray(errors) || errors.length === 0) return void 0;
	if (!errors.every((entry) => typeof entry === "object" && entry !== null && typeof entry.message === "string")) return;
	return errors[0].message;
}
// ../../packages/api-client/src/errors.ts
/** Base class of everything the client throws on purpose. */
var KobzaClientError = class extends Error {
	name = "KobzaClientError";
};
/** The server answered with a non-2xx status. */
var ApiError = class extends KobzaClientError {
	name = "ApiError";
	status;
	/** The parsed body: JSON when the server sent JSON, otherwise the raw text (or null). */
	body;
	method;
	url;
	/** `errors[0].message` of the body when the server sent the spec's error shape. */
	serverMessage;
	constructor(init) {
		const serverMessage = firstErrorMessage(init.body);
		super(serverMessage ?? `${init.method} ${init.url} failed: ${init.status}${init.statusText ? ` ${init.statusText}` : ""}`);
		this.status = init.status;
		this.body = init.body;
		this.method = init.method;
		this.url = init.url;
		this.serverMessage = serverMessage;
	}
};
/**
* A 401 whose token refresh failed: the stored session is gone and `sessionExpired` listeners
* have been told, so callers need not show the error themselves.
*/
var SessionExpiredError = class extends ApiError {
	name = "SessionExpiredError";
};
/** The request never got an answer: offline, DNS, refused connection, CORS. */
var NetworkError = class extends KobzaClientError {
	name = "NetworkError";
	url;
	constructor(url, cause) {
		super(`Network error while calling ${url}`, { cause });
		this.url = url;
	}
};
/** A 2xx answer whose body does not match the expected schema. */
var InvalidResponseError = class extends KobzaClientError {
	name = "InvalidResponseError";
	url;
	body;
	constructor(url, body, cause) {
		super(`Unexpected response from ${url}`, { cause });
		this.url = url;
		this.body = body;
	}
};
// ../../packages/api-client/src/storage.ts
function memoryStorage(initial = {}) {
	const entries = new Map(Object.entries(initial));
	return {
		entries,
		getItem: (key) => entries.get(key) ?? null,
		setItem: (key, value) => void entries.set(key, String(value)),
		removeItem: (key) => void entries.delete(key)
	};
}
/** Storage keys; prefixed so the app can share an origin with other local data. */
var storageKeys = {
	user: "kobza.user",
	accessToken: "kobza.accessToken",
	refreshToken: "kobza.refreshToken",
	loggedIn: "kobza.loggedIn",
	frontendVersion: "kobza.frontendVersion"
};
/** Local session data of spec 002 §3: user, both tokens, a logged-in flag, the front-end version. */
var SessionStore = class {
	#storage;
	constructor(storage) {
		this.#storage = storage;
	}
	get user() {
		const raw = this.#read(storageKeys.user);
		if (raw === null) return null;
		try {
			const parsed = JSON.parse(raw);
			return isStoredUser(parsed) ? {
				...parsed,
				avatar: parsed.avatar ?? null,
				authorities: parsed.authorities ?? []
			} : null;
		} catch {
			return null;
		}
	}
	get accessToken() {
		return this.#read(storageKeys.accessToken);
	}
	get refreshToken() {
		return this.#read(storageKeys.refreshToken);
	}
	get loggedIn() {
		return this.#read(storageKeys.loggedIn) === "true";
	}
	get frontendVersion() {
		return this.#read(storageKeys.frontendVersion);
	}
	setUser(user) {
		this.#storage.setItem(storageKeys.user, JSON.stringify(user));
	}
	setTokens(access, refresh) {
		this.#storage.setItem(storageKeys.accessToken, access);
		this.#storage.setItem(storageKeys.refreshToken, refresh);
	}
	setLoggedIn() {
		this.#storage.setItem(storageKeys.loggedIn, "true");
	}
	setFrontendVersion(version) {
		this.#storage.setItem(storageKeys.frontendVersion, version);
	}
	/** Forgets the user and tokens; the front-end version survives (spec 000 §4). */
	clear() {
		this.#storage.removeItem(storageKeys.user);
		this.#storage.removeItem(storageKeys.accessToken);
		this.#storage.removeItem(storageKeys.refreshToken);
		this.#storage.removeItem(storageKeys.loggedIn);
	}
	#read(key) {
		try {
			return this.#storage.getItem(key);
		} catch {
			return null;
		}
	}
};
/**
* The stored user's shape, checked by hand: this runs at every app start, and the contract's
* `storedUser` schema would put zod into the first download. Authorities are not checked against
* the enum; an unknown one simply grants nothing.
*/
function isStoredUser(value) {
	if (typeof value !== "object" || value === null) return false;
	const user = value;
	return typeof user.uuid === "string" && user.uuid.length > 0 && typeof user.nickName === "string" && typeof user.publicName === "string" && (user.avatar === void 0 || user.avatar === null || typeof user.avatar === "string") && (user.authorities === void 0 || Array.isArray(user.authorities) && user.authorities.every((a) => typeof a === "string"));
}
// ../../packages/api-client/src/client.ts
var schemas = () => import("./schemas-B_Th5O-Q.js");
/**
* The contract's `endpoints` (zod schemas included) through the same lazy module: for app code
* that ships in the first download and must not bring zod along (the web app's home feed).
*/
var contractEndpoints = async () => (await schemas()).endpoints;
/** Paths of the calls this client makes itself, from the contract's routes. */
var apiPaths = {
	login: routes.accounts.login.path,
	signUp: routes.accounts.signUp.path,
	refresh: routes.accounts.refresh.path,
	logout: (uuid) => pathOf(routes.accounts.logout, { uuid }),
	serverTime: routes.health.serverTime.path,
	genres: routes.catalogue.genres.path,
	health: routes.health.health.path
};
var noCacheHeaders = {
	"Cache-Control": "no-cache, no-store, must-revalidate",
	Pragma: "no-cache",
	Expires: "0"
};
/** Typed client for /api/v1 (spec 000 §4 and §7, 002 §4 and §7). */
var ApiClient = class {
	baseUrl;
	#session;
	#fetch;
	#listeners = {
		change: /* @__PURE__ */ new Set(),
		sessionExpired: /* @__PURE__ */ new Set()
	};
	#refreshing = null;
	#snapshot = null;
	#primed = [];
	#early = [];
	/** The server's clock as the last answer's Date header gave it, and this device's clock then. */
	#serverClock;
	constructor(options) {
		this.baseUrl = options.baseUrl.replace(/\/+$/, "");
		this.#session = new SessionStore(options.storage);
		this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
		if (options.onSessionExpired) this.on("sessionExpired", options.onSessionExpired);
	}
	get user() {
		return this.#session.user;
	}
	get loggedIn() {
		return this.#session.loggedIn;
	}
	get accessToken() {
		return this.#session.accessToken;
	}
	get refreshToken() {
		return this.#session.refreshToken;
	}
	get frontendVersion() {
		return this.#session.frontendVersion;
	}
	/** A stable object until the session changes, as React's useSyncExternalStore requires. */
	getSnapshot = () => {
		this.#snapshot ??= {
			user: this.#session.user,
			loggedIn: this.#session.loggedIn,
			frontendVersion: this.#session.frontendVersion
		};
		return this.#snapshot;
	};
	/** Subscribes to session changes or to the one-off expiry; returns the unsubscribe function. */
	on(event, listener) {
		this.#listeners[event].add(listener);
		return () => this.#listeners[event].delete(listener);
	}
	/** Re-reads storage, e.g. after another tab signed in or out (the `storage` event). */
	reload() {
		this.#changed();
	}
	/**
	* Answers the server put into the page (see @kobza/contract's primed.ts): the next matching
	* GET of a visitor without a stored session is answered from them, once, without a request.
	* They skip the schema check on purpose: they were made by the build that served the page,
	* and the API's tests check them against the contract; checking here would download zod
	* before the first screen, which is what priming saves.
	*/
	prime(answers) {
		this.#primed.push(...answers);
	}
	/**
	* Requests the page started early: the next GET of the same URL with the same token takes its
	* response, once, instead of sending its own, and handles it like its own (a 401 refreshes
	* and retries, the answer is checked). A signed-in reader's first screen then does not wait
	* for the app's scripts to start asking, over two seconds on a slow phone network.
	*/
	adoptEarly(responses) {
		this.#early.push(...responses);
	}
	#takeEarly(url, token) {
		const index = this.#early.findIndex((early) => early.url === url && early.token === token);
		return index < 0 ? void 0 : this.#early.splice(index, 1)[0].response;
	}
	/**
	* The body of a primed answer to `GET path?query`, if the page brought one: for a screen
	* that renders with it at once (React Query's initialData) instead of awaiting a call.
	* Taken unless `keep`, so it answers once, like a call would.
	*/
	primedAnswer(path, query, { keep = false } = {}) {
		return this.#takePrimed("GET", path, query, keep)?.body;
	}
	/**
	* The primed answer for a GET (or a reading POST with the same JSON body), removed as it is
	* used unless `keep`; none once a user is stored.
	*/
	#takePrimed(method, path, query, keep = false, body) {
		if (method !== "GET" && method !== "POST" || this.#primed.length === 0) return void 0;
		if (this.#session.user) {
			this.#primed = [];
			return;
		}
		const index = this.#primed.findIndex((answer) => answer.method === method && answer.path === path && sameQuery(answer.query, query) && (method === "GET" || sameJsonBody(answer.requestBody, body)));
		if (index < 0) return void 0;
		return keep ? this.#primed[index] : this.#primed.splice(index, 1)[0];
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
	serverEpochSecondsNow() {
		if (!this.#serverClock) return void 0;
		const { serverMs, localMs } = this.#serverClock;
		return Math.floor((serverMs + 1e3 + Math.max(0, Date.now() - localMs)) / 1e3);
	}
	#noteServerClock(response) {
		const serverMs = Date.parse(response.headers.get("date") ?? "");
		if (!Number.isNaN(serverMs)) this.#serverClock = {
			serverMs,
			localMs: Date.now()
		};
	}
	/**
	* Calls an endpoint of the contract (`endpoints.<domain>.<name>` from @kobza/contract) with
	* its path parameters, query and body, and checks the answer with the endpoint's schema for
	* the status received. Importing `endpoints` brings zod along: do it from lazily loaded code.
	*/
	async call(endpoint, ...[args]) {
		return this.#call(endpoint, args, endpoint.responses);
	}
	/**
	* `call` for code in a page's first download, which must not bring zod along: the endpoint is
	* named rather than passed, so its method and path come from the zod-free `routes` and its
	* schemas load beside the request (nothing is loaded for a primed answer). Same input, same
	* checks and the same answer type as `call(endpoints[domain][name], …)`.
	*/
	async callNamed(domain, name, ...[args]) {
		const route = routes[domain][name];
		const answers = async () => (await contractEndpoints())[domain][name].responses;
		return this.#call(route, args, answers);
	}
	#call(route, args, answers) {
		const { params, query, body, ...options } = args ?? {};
		const path = fillPath(route.path, params ?? {});
		return this.#send(route.method, path, body, {
			...options,
			query
		}, false, answers);
	}
	getServerTime(options) {
		return this.request(routes.health.serverTime.method, apiPaths.serverTime, void 0, {
			...options,
			schema: () => schemas().then((m) => m.endpoints.health.serverTime.responses[200])
		});
	}
	getGenres(options) {
		return this.request(routes.catalogue.genres.method, apiPaths.genres, void 0, {
			...options,
			schema: () => schemas().then((m) => m.endpoints.catalogue.genres.responses[200])
		});
	}
	getEras(options) {
		return this.request(routes.catalogue.eras.method, routes.catalogue.eras.path, void 0, {
			...options,
			schema: () => schemas().then((m) => m.endpoints.catalogue.eras.responses[200])
		});
	}
	/** The health answer, also when the API reports itself degraded with a 503. */
	async health(options) {
		try {
			return await this.request(routes.health.health.method, apiPaths.health, void 0, {
				...options,
				schema: () => schemas().then((m) => m.endpoints.health.health.responses[200])
			});
		} catch (error) {
			if (error instanceof ApiError && error.status === 503) {
				const degraded = (await schemas()).endpoints.health.health.responses[503].safeParse(error.body);
				if (degraded.success) return degraded.data;
			}
			throw error;
		}
	}
	/** Signs in (the e-mail travels as `username`) and stores the user, both tokens and the flag. */
	async login(username, password, options) {
		const answer = await this.request(routes.accounts.login.method, apiPaths.login, {
			username,
			password
		}, {
			...options,
			schema: () => schemas().then((m) => m.endpoints.accounts.login.responses[200]),
			bearer: false,
			refreshOn401: false
		});
		return this.#storeLogin(answer);
	}
	/** Creates the account; the answer is a login answer, so the user is signed in at once (spec 000 §4). */
	async signUp(payload, options) {
		const answer = await this.request(routes.accounts.signUp.method, apiPaths.signUp, { ...payload }, {
			...options,
			schema: () => schemas().then((m) => m.endpoints.accounts.signUp.responses[200]),
			bearer: false,
			refreshOn401: false
		});
		return this.#storeLogin(answer);
	}
	/** Exchanges the stored refresh token; concurrent callers share one request. Resolves false when the session expired. */
	refresh() {
		this.#refreshing ??= this.#refreshNow().finally(() => {
			this.#refreshing = null;
		});
		return this.#refreshing;
	}
	/** Calls the logout action for the user and forgets the local session whatever the server answers. */
	async logout(uuid = this.#session.user?.uuid) {
		try {
			if (uuid) await this.request(routes.accounts.logout.method, apiPaths.logout(uuid), void 0, { refreshOn401: false });
		} finally {
			this.#session.clear();
			this.#changed();
		}
	}
	/**
	* Changes the stored user's names or avatar once the server accepted a profile edit (spec 000
	* §4 Profile edit: "updates the stored nickName"), so the navigation shows them at once.
	*/
	updateStoredUser(changes) {
		const user = this.#session.user;
		if (!user) return;
		this.#session.setUser({
			...user,
			...changes
		});
		this.#changed();
	}
	get(path, options) {
		return this.request("GET", path, void 0, options);
	}
	post(path, body, options) {
		return this.request("POST", path, body, options);
	}
	put(path, body, options) {
		return this.request("PUT", path, body, options);
	}
	patch(path, body, options) {
		return this.request("PATCH", path, body, options);
	}
	delete(path, options) {
		return this.request("DELETE", path, options?.body, options);
	}
	request(method, path, body, options = {}) {
		return this.#send(method, path, body, options, false);
	}
	/** The absolute (or, with an empty base, origin-relative) URL of a path and query. */
	url(path, query) {
		const base = /^https?:\/\//i.test(path) ? path : `${this.baseUrl}${path.startsWith("/") ? "" : "/"}${path}`;
		const search = encodeQuery(query);
		if (!search) return base;
		return `${base}${base.includes("?") ? "&" : "?"}${search}`;
	}
	async #send(method, path, body, options, retried, answers) {
		const primed = this.#takePrimed(method, path, options.query, false, body);
		if (primed) return primed.body;
		const parser = typeof options.schema === "function" ? options.schema() : options.schema;
		const answerSchemas = typeof answers === "function" ? answers() : answers;
		if (parser instanceof Promise) parser.catch(() => void 0);
		if (answerSchemas instanceof Promise) answerSchemas.catch(() => void 0);
		const { status, data, url } = await this.#exchange(method, path, body, options, retried);
		if (answerSchemas) return await parseAnswer((await answerSchemas)[status], data, url);
		if (!parser) return data;
		const schema = await parser;
		try {
			return schema.parse(data);
		} catch (error) {
			throw new InvalidResponseError(url, data, error);
		}
	}
	/**
	* A call whose caller needs the answer's status and headers too (the console's simple-rest
	* provider reads the list total from Content-Range). Same headers, same one refresh-and-retry
	* on a 401 and the same errors as `request`; the body is not checked against a schema.
	*/
	async exchange(method, path, body, options = {}) {
		const { status, headers, data } = await this.#exchange(method, path, body, options, false);
		return {
			status,
			headers,
			data
		};
	}
	async #exchange(method, path, body, options, retried) {
		const url = this.url(path, options.query);
		const sentToken = options.bearer === false ? null : this.#session.accessToken;
		const headers = {
			Accept: "application/json",
			...noCacheHeaders
		};
		if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
		const encoded = encodeBody(body);
		if (encoded.contentType) headers["Content-Type"] = encoded.contentType;
		Object.assign(headers, options.headers);
		const init = {
			method,
			headers
		};
		if (encoded.body !== void 0) init.body = encoded.body;
		if (options.signal) init.signal = options.signal;
		const early = method === "GET" ? this.#takeEarly(url, sentToken) : void 0;
		const { onUploadProgress } = options;
		const send = () => onUploadProgress && typeof globalThis.XMLHttpRequest === "function" ? sendWithProgress(url, init, onUploadProgress) : this.#fetch(url, init);
		let response;
		try {
			response = await (early ? early.catch(send) : send());
		} catch (error) {
			if (options.signal?.aborted || isAbortError(error)) throw error;
			throw new NetworkError(url, error);
		}
		this.#noteServerClock(response);
		const version = response.headers.get(versionHeader);
		if (version && version !== this.#session.frontendVersion) {
			this.#session.setFrontendVersion(version);
			this.#changed();
		}
		const data = await readBody(response);
		if (response.status === 401 && !retried && options.refreshOn401 !== false && this.#session.user) {
			if (await this.#recoverFrom401(sentToken)) return this.#exchange(method, path, body, options, true);
			throw new SessionExpiredError({
				status: 401,
				statusText: response.statusText,
				body: data,
				method,
				url
			});
		}
		if (!response.ok) throw new ApiError({
			status: response.status,
			statusText: response.statusText,
			body: data,
			method,
			url
		});
		return {
			status: response.status,
			headers: response.headers,
			data,
			url
		};
	}
	/** True when the request may be retried with a fresh token. */
	async #recoverFrom401(sentToken) {
		const current = this.#session.accessToken;
		if (current && current !== sentToken && !this.#refreshing) return true;
		return this.refresh();
	}
	async #refreshNow() {
		const refresh = this.#session.refreshToken;
		if (!refresh) {
			this.#expire();
			return false;
		}
		try {
			const pair = await this.#send(routes.accounts.refresh.method, apiPaths.refresh, { refresh }, {
				schema: () => schemas().then((m) => m.endpoints.accounts.refresh.responses[200]),
				bearer: false,
				refreshOn401: false
			}, true);
			this.#session.setTokens(pair.access_token, pair.refresh_token);
			this.#changed();
			return true;
		} catch (error) {
			if (error instanceof NetworkError) throw error;
			this.#expire();
			return false;
		}
	}
	#storeLogin(answer) {
		const { access_token, refresh_token, ...user } = answer;
		this.#session.setUser(user);
		this.#session.setTokens(access_token, refresh_token);
		this.#session.setLoggedIn();
		this.#changed();
		return user;
	}
	#expire() {
		this.#session.clear();
		this.#changed();
		for (const listener of [...this.#listeners.sessionExpired]) listener();
	}
	#changed() {
		this.#snapshot = null;
		for (const listener of [...this.#listeners.change]) listener();
	}
};
function createApiClient(options) {
	return new ApiClient(options);
}
/**
* Checks an answer with the contract's schema for its status: a zod schema (`parse`) or any
* Standard Schema. A status the endpoint does not list, or lists as `null` (no body), passes
* unchecked, as in ts-rest's own client.
*/
async function parseAnswer(schema, data, url) {
	if (typeof schema !== "object" || schema === null) return data;
	try {
		if ("parse" in schema && typeof schema.parse === "function") return schema.parse(data);
		if ("~standard" in schema) {
			const result = await schema["~standard"].validate(data);
			if (result.issues) throw new Error(result.issues.map((issue) => issue.message).join("; "));
			return result.value;
		}
	} catch (error) {
		throw new InvalidResponseError(url, data, error);
	}
	return data;
}
/** The query as it travels: set entries only, each as its string form (arrays comma-joined). */
function queryEntries(query) {
	const entries = [];
	for (const [key, value] of Object.entries(query ?? {})) {
		if (value === void 0 || value === null) continue;
		entries.push([key, Array.isArray(value) ? value.join(",") : String(value)]);
	}
	return entries;
}
function encodeQuery(query) {
	return new URLSearchParams(queryEntries(query)).toString();
}
/** Whether a primed answer's query is the one a request sends, whatever the order of its keys. */
function sameQuery(primed, query) {
	const sent = queryEntries(query);
	const expected = Object.entries(primed ?? {});
	return sent.length === expected.length && sent.every(([key, value]) => primed?.[key] === value);
}
/** Whether a POST sends the JSON a primed answer was made for, whatever the order of its keys. */
function sameJsonBody(primed, body) {
	if (body === void 0 || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return false;
	return canonicalJson(primed) === canonicalJson(body);
}
/** JSON with every object's keys sorted; `undefined` members dropped, as JSON.stringify drops them. */
function canonicalJson(value) {
	return JSON.stringify(value, (_key, member) => member && typeof member === "object" && !Array.isArray(member) ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : member);
}
function encodeBody(body) {
	if (body === void 0) return {};
	if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
	return {
		body: JSON.stringify(body),
		contentType: "application/json"
	};
}
async function readBody(response) {
	if (response.status === 204 || response.status === 205) return null;
	const text = await response.text();
	if (!text) return null;
	if ((response.headers.get("content-type") ?? "").includes("json")) try {
		return JSON.parse(text);
	} catch {
		return text;
	}
	return text;
}
/**
* fetch's contract over XMLHttpRequest, for a request that reports its upload progress. The
* answer becomes a Response so that it is read, refreshed and checked like any other.
*/
function sendWithProgress(url, init, onProgress) {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		const signal = init.signal ?? void 0;
		const aborted = () => new DOMException("The upload was aborted", "AbortError");
		if (signal?.aborted) return reject(aborted());
		const abort = () => request.abort();
		signal?.addEventListener("abort", abort, { once: true });
		const settle = () => signal?.removeEventListener("abort", abort);
		request.open(init.method ?? "GET", url);
		for (const [name, value] of Object.entries(init.headers ?? {})) request.setRequestHeader(name, value);
		request.upload.onprogress = (event) => onProgress({
			loaded: event.loaded,
			total: event.lengthComputable ? event.total : 0
		});
		request.onload = () => {
			settle();
			const headers = new Headers();
			for (const line of request.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
				const colon = line.indexOf(":");
				if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
			}
			const empty = request.status === 204 || request.status === 205 || request.status === 304;
			resolve(new Response(empty ? null : request.responseText, {
				status: request.status,
				statusText: request.statusText,
				headers
			}));
		};
		request.onerror = () => {
			settle();
			reject(/* @__PURE__ */ new TypeError("Network request failed"));
		};
		request.onabort = () => {
			settle();
			reject(aborted());
		};
		request.send(init.body ?? null);
	});
}
function isAbortError(error) {
	return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
export { NetworkError as a, ApiError as i, createApiClient as n, SessionExpiredError as o, memoryStorage as r, contractEndpoints as t };

//# sourceMappingURL=src-Bp5laenX.js.map