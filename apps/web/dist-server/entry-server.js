import { Writable } from "node:stream";
import { Component, StrictMode, Suspense, cloneElement, createContext, lazy, use, useCallback, useContext, useDeferredValue, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Link, NavLink, Navigate, Outlet, Route, Routes, StaticRouter, matchRoutes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from "react-router";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, dehydrate, infiniteQueryOptions, keepPreviousData, queryOptions, skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { config, z, z as z$1 } from "zod";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
import i18next from "i18next";
import { useForm } from "react-hook-form";
import { Transmit, Transmit as Transmit$1 } from "@adonisjs/transmit-client";
import { AccountAddress, AccountTransactionType, BlockHash, CcdAmount, ConcordiumGRPCWebClient, ContractAddress, ContractEvent, ContractName, Energy, EntrypointName, Parameter, ReceiveName, TransactionExpiry, TransactionHash, serializeSchemaType, serializeTypeValue, serializeUpdateContractParameters, signTransaction } from "@concordium/web-sdk";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __esmMin = (fn, res, err) => () => {
	if (err) throw err[0];
	try {
		return fn && (res = fn(fn = 0)), res;
	} catch (e) {
		throw err = [e], e;
	}
};
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// ../../packages/contract/src/routes.ts
/**
* The route's path with its parameters filled in, each URI-encoded. A missing parameter throws:
* a URL with a literal `:name` in it would reach some other route or a 404.
*/
function pathOf(route, ...params) {
	return fillPath(route.path, params[0] ?? {});
}
/** `pathOf` for a path known only as a string (a generic endpoint); same encoding, same refusal. */
function fillPath(path, params) {
	return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name) => {
		const value = params[name];
		if (value === void 0 || value === "") throw new TypeError(`${path}: missing :${name}`);
		return encodeURIComponent(String(value));
	});
}
var routes, mounts;
var init_routes = __esmMin((() => {
	routes = {
		accounts: {
			/** Creates the account and signs it in (spec 000 §3). */
			signUp: {
				method: "POST",
				path: "/api/v1/sign-up"
			},
			/** The e-mail travels as `username` (spec 000 §3). */
			login: {
				method: "POST",
				path: "/api/v1/login"
			},
			refresh: {
				method: "POST",
				path: "/api/v1/login/token/refresh"
			},
			/** Only the caller's own session (`uuid` is the signed-in user's). */
			logout: {
				method: "POST",
				path: "/api/v1/login/logout/:uuid"
			},
			requestPasswordReset: {
				method: "POST",
				path: "/api/v1/login/password/reset"
			},
			/** `key` is the token of the mailed link. */
			confirmPasswordReset: {
				method: "POST",
				path: "/api/v1/login/password/reset/confirm/:key"
			},
			/** The signed-in user's settings (not in the spec; the settings screen uses it). */
			showAccount: {
				method: "GET",
				path: "/api/v1/account"
			},
			changePassword: {
				method: "PATCH",
				path: "/api/v1/account/password"
			},
			requestEmailChange: {
				method: "POST",
				path: "/api/v1/account/email"
			},
			/** Works without a session: the mailed link (`key`) is the proof. */
			confirmEmailChange: {
				method: "POST",
				path: "/api/v1/account/email/confirm/:key"
			},
			deleteAccount: {
				method: "DELETE",
				path: "/api/v1/account"
			}
		},
		catalogue: {
			genres: {
				method: "GET",
				path: "/api/v1/genres"
			},
			/** Not in the spec: the eras with both labels, for the labels the console edits (issue 18). */
			eras: {
				method: "GET",
				path: "/api/v1/eras"
			},
			/** The artist's songs, first 4 playlists and first 3 events (`uuid` is the artist's). */
			products: {
				method: "GET",
				path: "/api/v1/products/:uuid"
			},
			songs: {
				method: "GET",
				path: "/api/v1/products/:uuid/songs"
			},
			/** Multipart: songName, genre, file (MP3 or WAV); owner only. */
			createSong: {
				method: "POST",
				path: "/api/v1/products/:uuid/songs"
			},
			deleteSong: {
				method: "DELETE",
				path: "/api/v1/products/:uuid/songs/:songId"
			},
			playlists: {
				method: "GET",
				path: "/api/v1/products/:uuid/albums"
			},
			/** Multipart: playListName, description, type, songIds[n], playListCover; owner only. */
			createPlaylist: {
				method: "POST",
				path: "/api/v1/products/:uuid/albums"
			},
			playlist: {
				method: "GET",
				path: "/api/v1/products/:uuid/albums/:id"
			},
			events: {
				method: "GET",
				path: "/api/v1/products/:uuid/events"
			},
			/** Multipart: eventTitle, description, eventLink, eventStartAt, eventCover; owner only. */
			createEvent: {
				method: "POST",
				path: "/api/v1/products/:uuid/events"
			},
			event: {
				method: "GET",
				path: "/api/v1/products/:uuid/events/:id"
			},
			/** oEmbed (issue 35): the embeddable player of a song or playlist share link. */
			oembed: {
				method: "GET",
				path: "/api/v1/oembed"
			}
		},
		profiles: {
			/** `id` is the profile's uuid, numeric id or nickName. */
			profile: {
				method: "GET",
				path: "/api/v1/profiles/:id"
			},
			/** Multipart: publicName, nickName, description, socialLink*, avatar, cover; owner only. */
			updateProfile: {
				method: "PATCH",
				path: "/api/v1/profiles/:id"
			},
			servicePrices: {
				method: "GET",
				path: "/api/v1/service-prices/:uuid"
			},
			updateServicePrices: {
				method: "PATCH",
				path: "/api/v1/service-prices/:uuid"
			},
			/** Owner only. */
			subscribers: {
				method: "GET",
				path: "/api/v1/subscribers/:uuid"
			},
			/** Invites by e-mail to a complimentary subscription; owner only. */
			inviteSubscriber: {
				method: "POST",
				path: "/api/v1/subscribers/:uuid"
			},
			/** The invitee, signed in, follows the mailed link (`key`). */
			acceptInvitation: {
				method: "POST",
				path: "/api/v1/subscribers/invitations/:key"
			},
			/** The subscriber themselves or the owner. */
			removeSubscriber: {
				method: "DELETE",
				path: "/api/v1/subscribers/:ownerUuid/:subscriberUuid"
			}
		},
		search: { 
		/** `type` is SONG, ARTIST or EVENT; body `genres` / `textSearch`; query page, size, sort. */
search: {
			method: "POST",
			path: "/api/v1/search/:type"
		} },
		health: {
			health: {
				method: "GET",
				path: "/api/v1/health"
			},
			serverTime: {
				method: "GET",
				path: "/api/v1/getServerTime"
			}
		},
		markets: {
			ledgerConfig: {
				method: "GET",
				path: "/api/v1/ledger/config"
			},
			myLedgerAccount: {
				method: "POST",
				path: "/api/v1/ledger/my-account"
			},
			listAuctions: {
				method: "GET",
				path: "/api/v1/auctions"
			},
			searchAuctions: {
				method: "GET",
				path: "/api/v1/auctions/search"
			},
			showAuction: {
				method: "GET",
				path: "/api/v1/auctions/:id"
			},
			/** Multipart: an `auction` JSON part and a `coverFile` part; artists only, their own song. */
			createAuction: {
				method: "POST",
				path: "/api/v1/auctions"
			},
			recordBid: {
				method: "PATCH",
				path: "/api/v1/auctions/:id/bid"
			},
			finishAuction: {
				method: "PATCH",
				path: "/api/v1/auctions/:id/finish"
			},
			generateTokenId: {
				method: "GET",
				path: "/api/v1/tokens/generate"
			},
			availableSongs: {
				method: "GET",
				path: "/api/v1/songs/available"
			},
			listOffers: {
				method: "GET",
				path: "/api/v1/secondary-market/offers"
			},
			availableTokens: {
				method: "GET",
				path: "/api/v1/secondary-market/offers/available-tokens"
			},
			showOffer: {
				method: "GET",
				path: "/api/v1/secondary-market/offers/:id"
			},
			/** The spec's client posts to `…/offers/`; the router takes it with or without the slash. */
			createOffer: {
				method: "POST",
				path: "/api/v1/secondary-market/offers"
			},
			buyOffer: {
				method: "PATCH",
				path: "/api/v1/secondary-market/offers/:id/buy"
			}
		},
		feed: {
			/** PUBLIC or PREMIUM tab, 0-based pages of 20 cut at `initialTimeStamp` (spec 000 §7). */
			feed: {
				method: "GET",
				path: "/api/v1/contents"
			},
			like: {
				method: "POST",
				path: "/api/v1/contents/likes/:id"
			},
			unlike: {
				method: "DELETE",
				path: "/api/v1/contents/likes/:id"
			},
			/** One artist's wall, same paging as the feed. */
			wall: {
				method: "GET",
				path: "/api/v1/contents/:uuid"
			},
			/** Multipart (spec 000 §7); only an artist on their own uuid. */
			createPost: {
				method: "POST",
				path: "/api/v1/contents/:uuid"
			},
			showPost: {
				method: "GET",
				path: "/api/v1/contents/:uuid/:postId"
			},
			/** Not in the spec: the author removes a post and its media. */
			deletePost: {
				method: "DELETE",
				path: "/api/v1/contents/:uuid/:postId"
			},
			vote: {
				method: "POST",
				path: "/api/v1/polls/:pollId"
			},
			withdrawVote: {
				method: "DELETE",
				path: "/api/v1/polls/:pollId"
			},
			/** Named voters of a non-anonymous poll. */
			pollVoters: {
				method: "GET",
				path: "/api/v1/polls/:pollId/voters"
			},
			comments: {
				method: "GET",
				path: "/api/v1/comments/:postId"
			},
			addComment: {
				method: "POST",
				path: "/api/v1/comments/:postId"
			},
			replies: {
				method: "GET",
				path: "/api/v1/comments/:postId/:commentId"
			},
			reply: {
				method: "POST",
				path: "/api/v1/comments/:postId/:commentId"
			}
		},
		payments: {
			/** Donate, subscribe or order a video greeting; answers the provider's checkoutUrl (spec 000 §7). */
			purchase: {
				method: "POST",
				path: "/api/v1/payments/purchases"
			},
			/** The provider's signed server-to-server notice (`sandbox` or `liqpay`), form-encoded. */
			callback: {
				method: "POST",
				path: "/api/v1/payments/callbacks/:provider"
			},
			/** The signed-in artist's balance, derived from the ledger. */
			balance: {
				method: "GET",
				path: "/api/v1/payments/balance"
			},
			requestWithdrawal: {
				method: "POST",
				path: "/api/v1/payments/withdrawals"
			},
			/** The signed-in artist's withdrawal requests, newest first (paged). */
			withdrawals: {
				method: "GET",
				path: "/api/v1/payments/withdrawals"
			},
			/** The payments the signed-in artist received, newest first (paged): the Earnings history. */
			received: {
				method: "GET",
				path: "/api/v1/payments/received"
			}
		},
		greetings: {
			/** `isArtistFlow=true|false`: the artist's incoming orders or the fan's own, newest first. */
			orders: {
				method: "GET",
				path: "/api/v1/video-congratulations"
			},
			/** The artist uploads the video (multipart `video`), completing the order. */
			deliver: {
				method: "POST",
				path: "/api/v1/video-congratulations/:offerId"
			},
			/** The artist declines; the fan's money returns. */
			decline: {
				method: "DELETE",
				path: "/api/v1/video-congratulations/:offerId"
			}
		},
		legends: {
			/** Query page (0-based), size 9, legendType, isLegend, sort; body searchText, orderBy, eras, genres. */
			search: {
				method: "POST",
				path: "/api/v1/legends/search"
			},
			/** Inducted songs, playable in sequence (the Legends Playlist). */
			songsLegends: {
				method: "GET",
				path: "/api/v1/legends/songs-legends"
			},
			songsLegendsCount: {
				method: "GET",
				path: "/api/v1/legends/songs-legends/counts"
			},
			/** Multipart with the song fields, `coverFile` and `songFile`; any signed-in user. */
			createSong: {
				method: "POST",
				path: "/api/v1/legends/songs"
			},
			/** Multipart with the person fields and `coverFile`; any signed-in user. */
			createPerson: {
				method: "POST",
				path: "/api/v1/legends/persons"
			},
			/** One vote per user per legend, only while its voting stage is open. */
			vote: {
				method: "POST",
				path: "/api/v1/legends/votes/:id"
			},
			like: {
				method: "POST",
				path: "/api/v1/legends/likes/:id"
			},
			unlike: {
				method: "DELETE",
				path: "/api/v1/legends/likes/:id"
			},
			/** `id` is the legend's uuid. */
			show: {
				method: "GET",
				path: "/api/v1/legends/:id"
			},
			/** The nominator before any vote, or a moderator. */
			remove: {
				method: "DELETE",
				path: "/api/v1/legends/:id"
			},
			comments: {
				method: "GET",
				path: "/api/v1/legends/:id/comments"
			},
			addComment: {
				method: "POST",
				path: "/api/v1/legends/:id/comments"
			},
			replies: {
				method: "GET",
				path: "/api/v1/legends/:id/comments/:commentId"
			},
			reply: {
				method: "POST",
				path: "/api/v1/legends/:id/comments/:commentId"
			}
		},
		chat: {
			/** The caller's conversations, newest activity first, paged (`opponentUserUuid` narrows to one). */
			chats: {
				method: "GET",
				path: "/api/v1/chats"
			},
			/** Whether the caller and `opponentUserUuid` may chat (a boolean). */
			status: {
				method: "GET",
				path: "/api/v1/chats/status"
			},
			/** Messages of one chat (the caller's), oldest first, with `after`/`before` cursors; polled every 500 ms. */
			messages: {
				method: "GET",
				path: "/api/v1/chats/messages/:id"
			},
			/** Multipart: messageType, receiverUserId, message or file. */
			send: {
				method: "POST",
				path: "/api/v1/chats/messages"
			}
		},
		moderation: { 
		/** A signed-in user reports what they can see (targetKind, targetId, reason); MESSAGE for now. */
report: {
			method: "POST",
			path: "/api/v1/reports"
		} },
		notifications: {
			/** The caller's notifications, newest first, with the unread count. */
			list: {
				method: "GET",
				path: "/api/v1/notifications"
			},
			/** Marks `ids` (the caller's) or, without them, all as read. */
			read: {
				method: "POST",
				path: "/api/v1/notifications/read"
			},
			settings: {
				method: "GET",
				path: "/api/v1/notifications/settings"
			},
			updateSettings: {
				method: "PATCH",
				path: "/api/v1/notifications/settings"
			},
			/** One-click unsubscribe (RFC 8058), no session: the signed `token` names the person and types. */
			unsubscribe: {
				method: "POST",
				path: "/api/v1/notifications/unsubscribe"
			},
			/** The mailed link opened in a browser: redirects to the web's confirmation screen. */
			unsubscribeLink: {
				method: "GET",
				path: "/api/v1/notifications/unsubscribe"
			},
			/** The VAPID public key a browser subscribes with (public). */
			pushKey: {
				method: "GET",
				path: "/api/v1/notifications/push/key"
			},
			/** Stores the caller's browser push subscription (`PushSubscription.toJSON()`). */
			pushSubscribe: {
				method: "POST",
				path: "/api/v1/notifications/push/subscriptions"
			},
			/** Removes the caller's subscription of `{ endpoint }`. */
			pushUnsubscribe: {
				method: "DELETE",
				path: "/api/v1/notifications/push/subscriptions"
			}
		}
	};
	mounts = {
		markets: { 
		/**
		* The embedded ledger's node routes (GET /consensus, POST /transactions, …): packages/ledger
		* keeps them (`ledgerRoutes`, served by createLedgerHttpHandler, called by HttpLedgerNode).
		* Registered after the routes above, which take precedence.
		*/
ledgerNode: {
			method: "ANY",
			path: "/api/v1/ledger/*"
		} },
		media: { 
		/** Stored media by key: public files with long caching, premium ones only with a signed URL. */
file: {
			method: "GET",
			path: "/api/v1/media/*"
		} }
	};
	mounts.markets.ledgerNode.path.slice(0, -2);
}));
// ../../packages/api-client/src/constants.ts
/**
* The first message of the spec's error body `{ errors: [{ message }] }` — what the client
* shows (spec 000 §8). Same result as the contract's `firstErrorMessage`, without zod.
*/
function firstErrorMessage$1(body) {
	if (typeof body !== "object" || body === null) return void 0;
	const errors = body.errors;
	if (!Array.isArray(errors) || errors.length === 0) return void 0;
	if (!errors.every((entry) => typeof entry === "object" && entry !== null && typeof entry.message === "string")) return;
	return errors[0].message;
}
var versionHeader;
var init_constants = __esmMin((() => {
	versionHeader = "x-frontend-version";
}));
// ../../packages/api-client/src/errors.ts
var KobzaClientError, ApiError, SessionExpiredError, NetworkError, InvalidResponseError;
var init_errors$2 = __esmMin((() => {
	init_constants();
	KobzaClientError = class extends Error {
		name = "KobzaClientError";
	};
	ApiError = class extends KobzaClientError {
		name = "ApiError";
		status;
		/** The parsed body: JSON when the server sent JSON, otherwise the raw text (or null). */
		body;
		method;
		url;
		/** `errors[0].message` of the body when the server sent the spec's error shape. */
		serverMessage;
		constructor(init) {
			const serverMessage = firstErrorMessage$1(init.body);
			super(serverMessage ?? `${init.method} ${init.url} failed: ${init.status}${init.statusText ? ` ${init.statusText}` : ""}`);
			this.status = init.status;
			this.body = init.body;
			this.method = init.method;
			this.url = init.url;
			this.serverMessage = serverMessage;
		}
	};
	SessionExpiredError = class extends ApiError {
		name = "SessionExpiredError";
	};
	NetworkError = class extends KobzaClientError {
		name = "NetworkError";
		url;
		constructor(url, cause) {
			super(`Network error while calling ${url}`, { cause });
			this.url = url;
		}
	};
	InvalidResponseError = class extends KobzaClientError {
		name = "InvalidResponseError";
		url;
		body;
		constructor(url, body, cause) {
			super(`Unexpected response from ${url}`, { cause });
			this.url = url;
			this.body = body;
		}
	};
}));
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
var storageKeys, SessionStore;
var init_storage = __esmMin((() => {
	storageKeys = {
		user: "kobza.user",
		accessToken: "kobza.accessToken",
		refreshToken: "kobza.refreshToken",
		loggedIn: "kobza.loggedIn",
		frontendVersion: "kobza.frontendVersion"
	};
	SessionStore = class {
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
}));
// ../../packages/contract/src/zod.ts
var init_zod = __esmMin((() => {
	if ("document" in globalThis) config({ jitless: true });
}));
// ../../packages/contract/src/labels.ts
var eraLabels, genreLabels, genreLabelsUk;
var init_labels = __esmMin((() => {
	eraLabels = {
		CLASSIC_ERA: "Classic era",
		EIGHTIES: "80s era",
		NINETIES: "90s era",
		ZERO_YEARS: "00s era",
		MODERN_ERA: "Modern era"
	};
	genreLabels = {
		EDM_ELECTRONIC: "EDM/Electronic",
		HIP_HOP_R_AND_B_SOUL: "Hip Hop/R&B/Soul",
		POP: "Pop",
		ROCK_METAL: "Rock/Metal",
		CLASSICAL: "Classical",
		COUNTRY: "Country",
		JAZZ_BLUES: "Jazz/Blues",
		INDIE: "Indie",
		LATIN: "Latin",
		ALTERNATIVE: "Alternative",
		REGGAE: "Reggae",
		K_POP: "K-pop",
		AFROBEAT: "Afrobeat"
	};
	genreLabelsUk = {
		EDM_ELECTRONIC: "EDM/Електроніка",
		HIP_HOP_R_AND_B_SOUL: "Хіп-хоп/R&B/Соул",
		POP: "Поп",
		ROCK_METAL: "Рок/Метал",
		CLASSICAL: "Класика",
		COUNTRY: "Кантрі",
		JAZZ_BLUES: "Джаз/Блюз",
		INDIE: "Інді",
		LATIN: "Латиноамериканська",
		ALTERNATIVE: "Альтернатива",
		REGGAE: "Реґі",
		K_POP: "K-pop",
		AFROBEAT: "Афробіт"
	};
}));
// ../../packages/contract/src/values.ts
/** The codes of a reference list, in its labels' order. */
function codesOf(labels) {
	return Object.keys(labels);
}
var eraValues, genreValues, legendSortValues, isHttpLink, isHttpLinkOrEmpty, linkSchemeMessage, uiPageToApi, apiPageToUi;
var init_values = __esmMin((() => {
	init_labels();
	eraValues = codesOf(eraLabels);
	genreValues = codesOf(genreLabels);
	legendSortValues = [
		"RECENT",
		"MORE_VOTES",
		"LES_VOTES"
	];
	isHttpLink = (value) => /^https?:\/\/[^\s]+$/i.test(value.trim());
	isHttpLinkOrEmpty = (value) => value.trim() === "" || isHttpLink(value);
	linkSchemeMessage = "A link must start with http:// or https://";
	uiPageToApi = (uiPage) => Math.max(0, uiPage - 1);
	apiPageToUi = (apiPage) => apiPage + 1;
}));
// ../../packages/contract/src/enums.ts
function referenceList(codes, entries) {
	return {
		codes,
		schema: z$1.enum(codes),
		labels: entries,
		list: codes.map((value) => ({
			value,
			name: entries[value]
		}))
	};
}
var eras, genres$2, postTypes, paymentGoals, currencies, authorities, socialLinkTypes, subscriptionLevels, chatMessageTypes, videoOrderStatuses, auctionStatuses, offerStatuses, legendTypes$1, legendStatuses, legendSorts, searchTypes;
var init_enums = __esmMin((() => {
	init_zod();
	init_labels();
	init_values();
	eras = referenceList(eraValues, eraLabels);
	genres$2 = referenceList(genreValues, genreLabels);
	postTypes = z$1.enum(["PUBLIC", "PREMIUM"]);
	z$1.enum([
		"MESSAGE",
		"IMAGE",
		"SONG",
		"VOTE"
	]);
	paymentGoals = z$1.enum([
		"DONATE",
		"SUBSCRIBE",
		"VID_CONGRATULATION"
	]);
	currencies = z$1.enum(["UAH"]);
	authorities = z$1.enum([
		"ARTIST",
		"JUDGE_HALL_OF_FAME",
		"MODERATOR",
		"ADMIN"
	]);
	socialLinkTypes = z$1.enum([
		"INSTAGRAM",
		"FACEBOOK",
		"TWITTER"
	]);
	subscriptionLevels = z$1.enum([
		"OWNER",
		"UNSUBSCRIBED",
		"SUBSCRIBED"
	]);
	chatMessageTypes = z$1.enum(["TEXT", "IMAGE"]);
	videoOrderStatuses = z$1.enum([
		"INIT",
		"COMPLETE",
		"DECLINED"
	]);
	auctionStatuses = z$1.enum(["OPEN", "FINISHED"]);
	offerStatuses = z$1.enum(["ACTIVE", "SOLD"]);
	legendTypes$1 = z$1.enum(["SONG", "PERSON"]);
	legendStatuses = z$1.enum([
		"VOTING",
		"REVIEWING",
		"SUCCESS",
		"REJECTED",
		"NOT_SELECTED"
	]);
	legendSorts = z$1.enum(legendSortValues);
	searchTypes = z$1.enum([
		"SONG",
		"ARTIST",
		"EVENT"
	]);
	z$1.enum([
		"ACTIVE",
		"BLOCKED",
		"DELETED"
	]);
}));
// ../../packages/contract/src/money-format.ts
/** Hryvnia with the ₴ sign and two decimals in the given interface language (English for any other). */
function formatHryvnia(amount, language) {
	const chosen = language === "uk" ? "uk" : "en";
	let format = formats.get(chosen);
	if (!format) {
		format = new Intl.NumberFormat(intlLocales[chosen], {
			style: "currency",
			currency: "UAH",
			currencyDisplay: "narrowSymbol"
		});
		formats.set(chosen, format);
	}
	return format.format(amount);
}
var microPerCcd, intlLocales, formats;
var init_money_format = __esmMin((() => {
	microPerCcd = 1000000n;
	intlLocales = {
		uk: "uk-UA",
		en: "en-GB"
	};
	formats = /* @__PURE__ */ new Map();
}));
// ../../packages/contract/src/links.ts
var httpLink;
var init_links$1 = __esmMin((() => {
	init_zod();
	init_values();
	httpLink = (max, message = linkSchemeMessage) => z$1.string().trim().max(max).refine(isHttpLinkOrEmpty, message);
}));
// ../../packages/contract/src/limits.ts
var pageSizes, limits, timings, breakpoints$1, cropRatios, ledgerConstants;
var init_limits = __esmMin((() => {
	init_money_format();
	pageSizes = {
		feed: 20,
		profileWall: 20,
		comments: 10,
		replies: 2,
		market: 9,
		hallOfFame: 9,
		songsTabPlaylists: 8,
		events: 6,
		otherPlaylists: 4,
		search: {
			SONG: 10,
			ARTIST: 15,
			EVENT: 9
		},
		/** Default for list endpoints the spec gives no size for. */
		default: 20,
		/** Largest page a client may ask for. */
		max: 100
	};
	limits = {
		postDescription: 1e3,
		pollOptionsMin: 2,
		pollOptionsMax: 10,
		/** Not in the spec: bounds so a poll fits its card. */
		pollTitleMax: 200,
		pollOptionMax: 100,
		postAttachmentsMax: 2,
		commentMax: 50,
		profileDescription: 1e3,
		socialLink: 200,
		nickName: 20,
		publicName: 100,
		premiumMinPosts: 5,
		/** UAH. The terms' reading (1 to 10,000 hryvnia), not the popup's 999: see docs/domains/payments.md. */
		donation: {
			min: 1,
			max: 1e4
		},
		donationPresets: [
			100,
			200,
			500
		],
		priceMin: 1,
		signUpMinimumAge: 16,
		passwordMinLength: 8,
		auctionDescription: {
			min: 10,
			max: 600
		},
		composerMax: 50,
		legendNameMax: 36,
		legendAuthorNameMax: 20,
		legendOpinionMax: 600,
		/** A legend's custom link name; its author text name, label and studio. */
		legendCustomNameMax: 60,
		legendCreditMax: 50,
		eventDescriptionMax: 3e3,
		playlistDescriptionMax: 1e3,
		bidMin: 1,
		coverMaxBytes: 6291456,
		songMaxBytes: 209715200,
		/** The largest multipart body any route takes (a song and its fields); more is refused unread. */
		multipartMaxBytes: 220200960,
		videoMaxBytes: 209715200,
		visiblePageButtons: 7
	};
	timings = {
		searchDebounceMs: 500,
		chatPollMs: 500,
		loadMoreOffsetPx: 500,
		scrollCheckDebounceMs: 300,
		preloaderSwapMs: 1400,
		detailScrollTopMs: 200,
		walletConnectTimeout: 100
	};
	breakpoints$1 = {
		mobile: 600,
		chat: 800,
		addPostMinHeight: 800,
		backButton: 1200
	};
	cropRatios = {
		postCover: 1.5,
		avatar: 1,
		profileCover: 3,
		square: 1
	};
	ledgerConstants = {
		maxEnergy: 30000n,
		microPerCcd,
		tokenMaxSupply: 1e5,
		tokensPerCopyrightPercent: 1e3,
		auctionDurations: [
			{
				label: "1 week",
				seconds: 604800
			},
			{
				label: "2 week",
				seconds: 1209600
			},
			{
				label: "3 week",
				seconds: 1814400
			},
			{
				label: "4 week",
				seconds: 2419200
			}
		]
	};
}));
// ../../packages/contract/src/media-types.ts
/** Whether a picked file is of this kind: by the browser's type, or else by its extension. */
function acceptsMediaFile(kind, file) {
	const name = file.name?.toLowerCase() ?? "";
	return mediaTypes[kind].some((type) => type === file.type || browserAliases[type]?.includes(file.type)) || (pickerExtensions[kind] ?? []).some((extension) => name.endsWith(extension));
}
/** The `accept` attribute of a file picker for this kind. */
function mediaAccept(kind) {
	return [...pickerExtensions[kind] ?? [], ...mediaTypes[kind]].join(",");
}
/** Why a picked file cannot be sent, or null: its type first, then its size. */
function mediaFileProblem(kind, file) {
	if (!acceptsMediaFile(kind, file)) return "type";
	if (file.size > mediaMaxBytes[kind]) return "size";
	return null;
}
var mediaTypes, mediaMaxBytes, browserAliases, pickerExtensions;
var init_media_types = __esmMin((() => {
	init_limits();
	mediaTypes = {
		/** Covers and avatars: posts, profiles, playlists, events, legends, auctions. */
		picture: ["image/png", "image/jpeg"],
		/** A picture sent in a chat. */
		chatImage: [
			"image/png",
			"image/jpeg",
			"image/webp"
		],
		/** Songs: posts, the catalogue, legends. */
		song: ["audio/mpeg", "audio/wav"],
		/** A greeting's video. */
		video: [
			"video/mp4",
			"video/webm",
			"video/quicktime"
		]
	};
	mediaMaxBytes = {
		picture: limits.coverMaxBytes,
		chatImage: 10485760,
		song: limits.songMaxBytes,
		video: limits.videoMaxBytes
	};
	browserAliases = {
		"audio/mpeg": ["audio/mp3"],
		"audio/wav": [
			"audio/x-wav",
			"audio/wave",
			"audio/vnd.wave"
		]
	};
	pickerExtensions = { song: [".mp3", ".wav"] };
}));
// ../../packages/contract/src/post-rules.ts
/** A poll's problems: its title, each empty option, then the number of options. */
function pollProblems$1(poll, field = "votes.0") {
	const problems = [];
	if (!poll.title.trim()) problems.push({
		rule: "pollTitleRequired",
		field: `${field}.title`
	});
	if (poll.options.length < limits.pollOptionsMin) problems.push({
		rule: "pollOptionsMin",
		field: `${field}.options`
	});
	if (poll.options.length > limits.pollOptionsMax) problems.push({
		rule: "pollOptionsMax",
		field: `${field}.options`
	});
	poll.options.forEach((option, index) => {
		if (!option.trim()) problems.push({
			rule: "pollOptionEmpty",
			field: `${field}.options.${index}`
		});
	});
	return problems;
}
/** A post's problems, the post's own first (text, attachments), then each song's and poll's. */
function postProblems(post) {
	const problems = [];
	const text = post.text.trim();
	const length = characterCount(text);
	const attachments = post.images + post.songs.length + post.polls.length;
	if (length > limits.postDescription) problems.push({
		rule: "descriptionTooLong",
		field: "simplePost.context",
		length
	});
	if (attachments > limits.postAttachmentsMax) problems.push({
		rule: "tooManyAttachments",
		field: "attachments"
	});
	if (post.polls.length > 1) problems.push({
		rule: "onePollOnly",
		field: "votes"
	});
	if (attachments === 0 && text === "") problems.push({
		rule: "emptyPost",
		field: "simplePost.context"
	});
	post.songs.forEach((song, index) => {
		if (!song.name.trim()) problems.push({
			rule: "songNameRequired",
			field: `songs.${index}.fileName`
		});
		if (!song.genre.trim()) problems.push({
			rule: "genreRequired",
			field: `songs.${index}.genre`
		});
	});
	post.polls.forEach((poll, index) => problems.push(...pollProblems$1(poll, `votes.${index}`)));
	return problems;
}
var characterCount;
var init_post_rules = __esmMin((() => {
	init_limits();
	characterCount = (text) => [...text].length;
}));
// ../../packages/contract/src/password-rules.ts
var passwordSymbols, passwordRules, failedPasswordRules, meetsPasswordRules;
var init_password_rules = __esmMin((() => {
	passwordSymbols = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`";
	passwordRules = [
		{
			id: "length",
			label: "8 or more characters",
			test: (p) => [...p].length >= 8
		},
		{
			id: "lowercase",
			label: "A lowercase letter",
			test: (p) => /\p{Ll}/u.test(p)
		},
		{
			id: "uppercase",
			label: "An uppercase letter",
			test: (p) => /\p{Lu}/u.test(p)
		},
		{
			id: "symbol",
			label: "A symbol",
			test: (p) => [...p].some((char) => passwordSymbols.includes(char))
		},
		{
			id: "digit",
			label: "A number",
			test: (p) => /\d/.test(p)
		}
	];
	failedPasswordRules = (password) => passwordRules.filter((rule) => !rule.test(password));
	meetsPasswordRules = (password) => failedPasswordRules(password).length === 0;
}));
// ../../packages/contract/src/form-rules.ts
/** The first problem of each field; an empty object when the form may be sent. */
function checkForm(rules, values) {
	const problems = {};
	for (const field of Object.keys(rules)) for (const check of rules[field] ?? []) {
		const problem = check(text$7(values[field]), values, values[field]);
		if (problem) {
			problems[field] = problem;
			break;
		}
	}
	return problems;
}
/** The latest birth date allowed to sign up (spec 000 §5: minimum age 16), as YYYY-MM-DD. */
function latestBirthDate(today = /* @__PURE__ */ new Date()) {
	return new Date(Date.UTC(today.getFullYear() - limits.signUpMinimumAge, today.getMonth(), today.getDate())).toISOString().slice(0, 10);
}
var text$7, required$2, requiredAsTyped, maxChars, minChars, maxCharacters, wholeNumberFrom, matches, looksLikeEmail, emailAddress, httpLinkOrEmpty, sameAs, satisfies, mediaFile, nickNamePattern, timePattern, profileEditLimits, profileEditRules, signUpRules, changeEmailRules, changePasswordRules, newPasswordRules, resetRequestRules, eventRules, playlistRules, songUploadRules, legendRules, personLegendRules, songLegendRules, servicePriceRules, isCopyrightPercent, initialSaleRules, inviteSubscriberRules;
var init_form_rules = __esmMin((() => {
	init_values();
	init_limits();
	init_password_rules();
	init_post_rules();
	init_media_types();
	text$7 = (value) => typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
	required$2 = (value, _values, raw) => raw === null || raw === void 0 || typeof raw === "string" && value.trim() === "" ? { rule: "required" } : null;
	requiredAsTyped = (value) => value === "" ? { rule: "required" } : null;
	maxChars = (max) => (value) => {
		const length = value.trim().length;
		return length > max ? {
			rule: "tooLong",
			length,
			max
		} : null;
	};
	minChars = (min) => (value) => {
		const length = value.trim().length;
		return length > 0 && length < min ? {
			rule: "tooShort",
			length,
			min
		} : null;
	};
	maxCharacters = (max) => (value) => {
		const length = characterCount(value.trim());
		return length > max ? {
			rule: "tooLong",
			length,
			max
		} : null;
	};
	wholeNumberFrom = (min) => (value) => value.trim() !== "" && !(Number.isInteger(Number(value)) && Number(value) >= min) ? {
		rule: "tooSmall",
		min
	} : null;
	matches = (pattern) => (value) => value.trim() !== "" && !pattern.test(value.trim()) ? { rule: "format" } : null;
	looksLikeEmail = (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
	emailAddress = (value) => value.trim() !== "" && !looksLikeEmail(value) ? { rule: "email" } : null;
	httpLinkOrEmpty = (value) => value.trim() !== "" && !isHttpLink(value) ? { rule: "link" } : null;
	sameAs = (field) => (value, values) => value !== "" && value !== text$7(values[field]) ? { rule: "mismatch" } : null;
	satisfies = (test) => (value, values) => value !== "" && !test(value, values) ? { rule: "refused" } : null;
	mediaFile = (kind) => (_value, _values, raw) => {
		if (raw === null || raw === void 0 || typeof raw !== "object" || !("size" in raw)) return null;
		const problem = mediaFileProblem(kind, raw);
		return problem === "type" ? { rule: "fileType" } : problem === "size" ? {
			rule: "fileSize",
			maxBytes: mediaMaxBytes[kind]
		} : null;
	};
	nickNamePattern = /^[A-Za-z0-9_.-]+$/;
	timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
	profileEditLimits = {
		publicName: limits.publicName,
		nickName: limits.nickName,
		description: limits.profileDescription,
		socialLinkInstagram: limits.socialLink,
		socialLinkFacebook: limits.socialLink,
		socialLinkTwitter: limits.socialLink
	};
	profileEditRules = {
		publicName: [maxChars(profileEditLimits.publicName), required$2],
		nickName: [
			maxChars(profileEditLimits.nickName),
			required$2,
			matches(nickNamePattern)
		],
		description: [maxChars(profileEditLimits.description)],
		socialLinkInstagram: [maxChars(profileEditLimits.socialLinkInstagram), httpLinkOrEmpty],
		socialLinkFacebook: [maxChars(profileEditLimits.socialLinkFacebook), httpLinkOrEmpty],
		socialLinkTwitter: [maxChars(profileEditLimits.socialLinkTwitter), httpLinkOrEmpty]
	};
	signUpRules = {
		publicName: [required$2],
		dateOfBirth: [required$2, satisfies((value) => value <= latestBirthDate())],
		email: [required$2, emailAddress],
		password: [required$2],
		repeatPassword: [required$2, sameAs("password")]
	};
	changeEmailRules = {
		email: [required$2, emailAddress],
		password: [requiredAsTyped]
	};
	changePasswordRules = {
		currentPassword: [requiredAsTyped],
		newPassword: [requiredAsTyped, satisfies(meetsPasswordRules)],
		repeatPassword: [requiredAsTyped, sameAs("newPassword")]
	};
	newPasswordRules = {
		password: [requiredAsTyped],
		repeatPassword: [requiredAsTyped, sameAs("password")]
	};
	resetRequestRules = { email: [required$2, emailAddress] };
	eventRules = {
		eventTitle: [required$2],
		description: [required$2, maxChars(limits.eventDescriptionMax)],
		date: [requiredAsTyped],
		time: [
			requiredAsTyped,
			matches(timePattern),
			satisfies((time, values) => !values.date || (/* @__PURE__ */ new Date(`${String(values.date)}T${time}:00`)).getTime() >= Date.now())
		],
		eventLink: [httpLinkOrEmpty],
		eventCover: [required$2]
	};
	playlistRules = {
		playListName: [required$2],
		description: [required$2, maxChars(limits.playlistDescriptionMax)]
	};
	songUploadRules = {
		songName: [required$2],
		genre: [requiredAsTyped],
		file: [required$2, mediaFile("song")]
	};
	legendRules = {
		name: [required$2, maxCharacters(limits.legendNameMax)],
		era: [requiredAsTyped],
		ownerLegendStarterOpinion: [required$2, maxCharacters(limits.legendOpinionMax)],
		coverFile: [required$2],
		customName: [maxCharacters(limits.legendCustomNameMax)],
		customUrl: [httpLinkOrEmpty]
	};
	personLegendRules = {
		...legendRules,
		wikipediaUrl: [httpLinkOrEmpty],
		instagramUrl: [httpLinkOrEmpty],
		facebookUrl: [httpLinkOrEmpty],
		spotifyUrl: [httpLinkOrEmpty],
		youtubeUrl: [httpLinkOrEmpty],
		twitterUrl: [httpLinkOrEmpty]
	};
	songLegendRules = {
		...legendRules,
		authorName: [required$2, maxCharacters(limits.legendAuthorNameMax)],
		genre: [requiredAsTyped],
		songFile: [required$2],
		composer: [maxCharacters(limits.composerMax)],
		authorTextName: [maxCharacters(limits.legendCreditMax)],
		label: [maxCharacters(limits.legendCreditMax)],
		recordingStudio: [maxCharacters(limits.legendCreditMax)],
		yearOfRelease: [matches(/^\d{4}$/)],
		spotifyUrl: [httpLinkOrEmpty],
		youtubeUrl: [httpLinkOrEmpty]
	};
	servicePriceRules = {
		subscribePrice: [required$2, wholeNumberFrom(limits.priceMin)],
		videoPrice: [required$2, wholeNumberFrom(limits.priceMin)]
	};
	isCopyrightPercent = (value) => {
		const percent = Number(value);
		return Number.isFinite(percent) && percent >= 1 && percent <= 100 && Math.round(percent * 1e3) === percent * 1e3;
	};
	initialSaleRules = {
		era: [requiredAsTyped],
		song: [requiredAsTyped],
		description: [
			required$2,
			minChars(limits.auctionDescription.min),
			maxChars(limits.auctionDescription.max)
		],
		cover: [required$2],
		composer: [maxChars(limits.composerMax)],
		year: [matches(/^\d{4}$/)],
		duration: [requiredAsTyped],
		copyright: [requiredAsTyped, satisfies(isCopyrightPercent)],
		price: [required$2, satisfies((value) => /^\d+$/.test(value.trim()) && BigInt(value.trim()) >= 1n)]
	};
	inviteSubscriberRules = { email: [required$2, emailAddress] };
}));
// ../../packages/contract/src/messages.ts
var messages$1;
var init_messages$2 = __esmMin((() => {
	messages$1 = {
		required: "This field is required",
		passwordsMustMatch: "The passwords must match",
		emailRequired: "Email is required",
		underDevelopment: "Under development",
		notAvailableYet: "Not available yet",
		maxChars: (length, max) => `Maximum number of characters - ${length}/${max}`,
		minChars: (length, min) => `Minimum number of characters - ${length}/${min}`,
		minValue: (min) => `Minimum value - ${min}`,
		notFound: "Resource not found",
		routeNotFound: (method, url) => `Cannot ${method.toUpperCase()} ${url}`,
		malformedJson: "The request body is not valid JSON",
		serverError: "Something went wrong. Please try again later",
		requestTooLarge: "The request is too large",
		/** 415: a multipart body (a file upload) sent to a route that takes no files. */
		filesNotAccepted: "This request takes no files",
		uploadInterrupted: "The upload was interrupted",
		/** 422: a file part under a name the route does not take (or a second one under a name it takes once). */
		unexpectedFile: "Unexpected file field",
		serviceUnavailable: "The service is briefly unavailable. Please try again in a moment",
		unauthorized: "Unauthorized",
		forbidden: "You are not allowed to do this",
		tooManyRequests: "Too many requests. Please try again later",
		/** NUL cannot be stored as text (PostgreSQL refuses it) and is never part of real input. */
		nulCharacter: "Text must not contain NUL characters",
		/** A song's FAILED reasons (song-media.ts), shown to its artist. */
		songProcessingFailed: "The song couldn't be processed",
		songUndecodable: "The file could not be decoded as audio",
		songEmpty: "The file contains no audio",
		songTooLong: "The song is longer than 1 hour",
		songProcessingGaveUp: "Processing stopped several times; please upload the song again"
	};
}));
// ../../packages/contract/src/errors.ts
/** Reads the first message of an error body, the one the spec's client shows. */
function firstErrorMessage(body) {
	const parsed = apiErrorBody.safeParse(body);
	return parsed.success ? parsed.data.errors[0]?.message : void 0;
}
var apiErrorBody;
var init_errors$1 = __esmMin((() => {
	init_zod();
	init_messages$2();
	apiErrorBody = z$1.object({ errors: z$1.array(z$1.object({ message: z$1.string() }).passthrough()).min(1) });
}));
// ../../packages/contract/src/paging.ts
/** Paged answer: `elements` and `totalPages` (spec 000 §7). */
function paged(item) {
	return z$1.object({
		elements: z$1.array(item),
		totalPages: z$1.number().int().nonnegative()
	});
}
/** Auction search answers use `content` instead of `elements` (spec 002 §7). */
function pagedContent(item) {
	return z$1.object({
		content: z$1.array(item),
		totalPages: z$1.number().int().nonnegative()
	});
}
/** Query of a paged list: 0-based page and a size bounded by pageSizes.max. */
function pageQuery(defaultSize = pageSizes.default) {
	return z$1.object({
		page: z$1.coerce.number().int().min(0).default(0),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(defaultSize)
	});
}
var init_paging = __esmMin((() => {
	init_zod();
	init_limits();
}));
// ../../packages/contract/src/reference.ts
var genreEntry, genreList, eraEntry, eraList, serverTime, health;
var init_reference = __esmMin((() => {
	init_zod();
	init_enums();
	genreEntry = z$1.object({
		value: genres$2.schema,
		name: z$1.string(),
		nameUk: z$1.string().nullish()
	});
	genreList = z$1.array(genreEntry);
	eraEntry = z$1.object({
		value: eras.schema,
		name: z$1.string(),
		nameUk: z$1.string().nullish()
	});
	eraList = z$1.array(eraEntry);
	serverTime = z$1.object({
		serverTime: z$1.string(),
		epochSeconds: z$1.number().int()
	});
	health = z$1.object({
		status: z$1.enum(["ok", "degraded"]),
		checks: z$1.record(z$1.string(), z$1.object({
			ok: z$1.boolean(),
			detail: z$1.string().optional()
		}))
	});
}));
// ../../packages/contract/src/accounts.ts
/** Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD). */
function ageOn(dateOfBirth, today) {
	const [by, bm, bd] = dateOfBirth.split("-").map(Number);
	const [ty, tm, td] = today.split("-").map(Number);
	return ty - by - (tm < bm || tm === bm && td < bd ? 1 : 0);
}
var loginRequest, tokenPair, storedUser, loginResponse, refreshRequest, password, email, isoDate, minimumAgeMessage, signUpRequest, passwordResetRequest, passwordResetConfirm, changePasswordRequest, changeEmailRequest, deleteAccountRequest, accountSettings;
var init_accounts = __esmMin((() => {
	init_zod();
	init_enums();
	init_password_rules();
	loginRequest = z$1.object({
		username: z$1.string().trim().min(1, "Email is required"),
		password: z$1.string().min(1, "Password is required")
	});
	tokenPair = z$1.object({
		access_token: z$1.string(),
		refresh_token: z$1.string()
	});
	storedUser = z$1.object({
		avatar: z$1.string().nullable(),
		nickName: z$1.string(),
		publicName: z$1.string(),
		uuid: z$1.string(),
		authorities: z$1.array(authorities)
	});
	loginResponse = storedUser.extend(tokenPair.shape);
	refreshRequest = z$1.object({ refresh: z$1.string().min(1, "Refresh token is required") });
	password = z$1.string().max(128, "Password must be at most 128 characters").superRefine((value, ctx) => {
		for (const rule of failedPasswordRules(value)) ctx.addIssue({
			code: "custom",
			message: `Password needs: ${rule.label.toLowerCase()}`
		});
	});
	email = z$1.string().trim().min(1, "Email is required").max(254, "Email is too long").email("Email is not valid").transform((value) => value.toLowerCase());
	isoDate = z$1.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date of birth must be a date (YYYY-MM-DD)").refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && (/* @__PURE__ */ new Date(`${value}T00:00:00Z`)).toISOString().startsWith(value), "Date of birth is not a real date");
	minimumAgeMessage = "You must be at least 16 years old to sign up";
	signUpRequest = z$1.object({
		email,
		password,
		publicName: z$1.string().trim().min(1, "Public name is required").max(100, "Maximum number of characters - 100"),
		dateOfBirth: isoDate,
		isArtist: z$1.boolean().default(false),
		signUpType: z$1.string().trim().max(40).default("KOBZA")
	}).refine((input) => ageOn(input.dateOfBirth, (/* @__PURE__ */ new Date()).toISOString().slice(0, 10)) >= 16, {
		message: minimumAgeMessage,
		path: ["dateOfBirth"]
	});
	passwordResetRequest = z$1.object({ email });
	passwordResetConfirm = z$1.object({ password });
	changePasswordRequest = z$1.object({
		currentPassword: z$1.string().min(1, "This field is required"),
		newPassword: password
	});
	changeEmailRequest = z$1.object({
		email,
		password: z$1.string().min(1, "This field is required")
	});
	deleteAccountRequest = z$1.object({ password: z$1.string().min(1, "This field is required") });
	accountSettings = z$1.object({
		uuid: z$1.string(),
		email: z$1.string(),
		pendingEmail: z$1.string().nullable(),
		publicName: z$1.string(),
		nickName: z$1.string(),
		authorities: z$1.array(authorities)
	});
}));
// ../../packages/contract/src/admin.ts
var init_admin = __esmMin((() => {
	init_zod();
}));
// ../../packages/contract/src/admin-resources.ts
var init_admin_resources = __esmMin((() => {}));
// ../../packages/contract/src/profiles.ts
var profileMessages, servicePrices, price, servicePricesUpdate, artistProfile, textField, socialLink, profileNickName, profileUpdate, subscriberItem, subscriberList, subscriberInvitation, invitationAccepted;
var init_profiles = __esmMin((() => {
	init_enums();
	init_form_rules();
	init_limits();
	init_errors$1();
	init_paging();
	init_values();
	profileMessages = {
		nickNameTaken: "This nickname is already taken",
		nickNameFormat: "A nickname may hold only Latin letters, digits, dots, hyphens and underscores",
		socialLinkScheme: linkSchemeMessage,
		notOwner: "Only the owner of this profile can do this",
		artistsOnly: "Only artists can do this",
		imageType: "The picture must be a PNG or JPEG image",
		imageTooLarge: "The picture must be at most 6 MB",
		invitationInvalid: "This invitation link is invalid or has expired",
		invitationOwn: "You cannot invite yourself",
		invitationSent: "The invitation has been sent",
		invitationAccepted: "The invitation has been accepted",
		unexpectedFile: "Unexpected file field"
	};
	servicePrices = z.object({
		subscribePrice: z.object({ price: z.number().int().nullable() }),
		videoCongratulationPrice: z.object({
			price: z.number().int().nullable(),
			rule: z.string().nullable()
		})
	});
	price = z.coerce.number({ error: messages$1.required }).int(messages$1.minValue(limits.priceMin)).min(limits.priceMin, messages$1.minValue(limits.priceMin));
	servicePricesUpdate = z.object({
		subscribePrice: z.union([price, z.object({ price })]).transform((value) => typeof value === "number" ? value : value.price),
		videoCongratulationPrice: z.union([price, z.object({
			price,
			rule: z.string().max(limits.eventDescriptionMax).nullish()
		})]).transform((value) => typeof value === "number" ? {
			price: value,
			rule: null
		} : value),
		/** The rules text may also come beside the prices (a flat form); it wins over a nested one. */
		rule: z.string().max(limits.eventDescriptionMax).nullish()
	});
	artistProfile = z.object({
		id: z.number().int(),
		uuid: z.string(),
		publicName: z.string(),
		nickName: z.string(),
		description: z.string().nullable(),
		avatar: z.string().nullable(),
		cover: z.string().nullable(),
		socialLinks: z.array(z.object({
			type: socialLinkTypes,
			link: z.string()
		})),
		/** OWNER, UNSUBSCRIBED, or the level of the caller's subscription (spec 000 §3). */
		levelSubscription: subscriptionLevels,
		authorities: z.array(authorities),
		soldServices: servicePrices,
		/**
		* The viewer's own running subscription to this profile (null when none): paid until
		* `activeUntil` (UTC, 'yyyy-MM-dd HH:mm:ss'); `cancelled` after Unsubscribe, when access still
		* lasts until then but nothing renews it. Beyond the spec; optional so older answers still parse.
		*/
		subscription: z.object({
			activeUntil: z.string(),
			cancelled: z.boolean()
		}).nullable().optional()
	});
	textField = (max) => z.string().trim().max(max, { error: (issue) => messages$1.maxChars(String(issue.input ?? "").length, max) });
	socialLink = textField(limits.socialLink).refine(isHttpLinkOrEmpty, profileMessages.socialLinkScheme).nullish();
	profileNickName = z.string().trim().min(1, messages$1.required).max(limits.nickName, { error: (issue) => messages$1.maxChars(String(issue.input ?? "").length, limits.nickName) }).regex(nickNamePattern, profileMessages.nickNameFormat);
	profileUpdate = z.object({
		publicName: z.string().trim().min(1, messages$1.required).max(limits.publicName).optional(),
		nickName: profileNickName.optional(),
		description: textField(limits.profileDescription).nullish(),
		socialLinkInstagram: socialLink,
		socialLinkFacebook: socialLink,
		socialLinkTwitter: socialLink
	});
	subscriberItem = z.object({
		follower: z.object({
			uuid: z.string(),
			avatar: z.string().nullable(),
			nickName: z.string()
		}),
		subscribeAt: z.string()
	});
	subscriberList = paged(subscriberItem);
	subscriberInvitation = z.object({
		email: z.string().trim().min(1, messages$1.emailRequired).email("Enter a valid email").max(254),
		days: z.coerce.number().int().min(1, messages$1.minValue(1)).max(366).default(30)
	});
	invitationAccepted = z.object({
		message: z.string(),
		artist: z.object({
			uuid: z.string(),
			nickName: z.string()
		}),
		until: z.string()
	});
}));
// ../../packages/contract/src/song-media.ts
var songStatuses, songLoudness, songRenditions, songMedia;
var init_song_media = __esmMin((() => {
	init_zod();
	songStatuses = z$1.enum([
		"PROCESSING",
		"READY",
		"FAILED"
	]);
	songLoudness = z$1.object({
		/** Integrated loudness, LUFS (EBU R128). */
		integratedLufs: z$1.number(),
		/** True peak, dBTP. */
		truePeakDb: z$1.number()
	});
	songRenditions = z$1.object({
		/** The rendition for normal networks (AAC-LC 256 kbps in MP4). */
		high: z$1.string(),
		/** About 64 kbps, for slow networks and data saver. */
		low: z$1.string()
	});
	songMedia = z$1.object({
		status: songStatuses,
		statusReason: z$1.string().nullable(),
		/** 0–100 while PROCESSING, null otherwise. */
		processingProgress: z$1.number().min(0).max(100).nullable(),
		/** Seconds, from the decoded file (never from the client). */
		durationSeconds: z$1.number().nonnegative().nullable(),
		/** About 1,000 peaks in 0…1, left to right. */
		waveform: z$1.array(z$1.number().min(0).max(1)).nullable(),
		loudness: songLoudness.nullable(),
		renditions: songRenditions.nullable()
	});
}));
// ../../packages/contract/src/catalogue.ts
var catalogueMessages, maxText, catalogueSong, songList, songCreate, playlistSummary, cataloguePlaylist, playlistPage, playlistQuery, playlistCreate, catalogueEvent, eventPage, eventQuery, eventStartAt, eventCreate, artistProducts;
var init_catalogue = __esmMin((() => {
	init_enums();
	init_limits();
	init_errors$1();
	init_paging();
	init_song_media();
	init_values();
	catalogueMessages = {
		songType: "The song must be an MP3 or WAV file",
		songTooLarge: "The song must be at most 200 MB",
		songRequired: "Choose a song file",
		playlistNeedsSongs: "Add at least one song to the playlist",
		playlistForeignSong: "A playlist can only hold your own songs",
		eventInPast: "The event cannot start in the past",
		eventStartFormat: "The start must be a date and time, like '2026-12-31 19:30:00'",
		eventLinkScheme: linkSchemeMessage,
		coverType: "The cover must be a PNG or JPEG image",
		coverTooLarge: "The cover must be at most 6 MB",
		notOwner: "Only the owner of this profile can do this",
		unexpectedFile: "Unexpected file field"
	};
	maxText = (max) => z.string().trim().max(max, { error: (issue) => messages$1.maxChars(String(issue.input ?? "").length, max) });
	catalogueSong = z.object({
		id: z.number().int(),
		songName: z.string(),
		genre: z.string(),
		lengthOfSong: z.number().int(),
		songUrl: z.string().nullable(),
		/** Processing state, renditions, waveform and loudness (optional until every server sends it). */
		media: songMedia.optional(),
		author: z.object({
			uuid: z.string(),
			nickName: z.string()
		}),
		createdAt: z.string()
	});
	songList = paged(catalogueSong);
	songCreate = z.object({
		songName: z.string().trim().min(1, messages$1.required).max(100),
		genre: genres$2.schema
	});
	playlistSummary = z.object({
		id: z.number().int(),
		playListName: z.string(),
		description: z.string().nullable(),
		playListCoverThumbnail: z.string().nullable(),
		type: z.literal("PLAYLIST"),
		totalSong: z.number().int()
	});
	cataloguePlaylist = playlistSummary.extend({
		playListCover: z.string().nullable(),
		songs: z.array(catalogueSong)
	});
	playlistPage = paged(playlistSummary);
	playlistQuery = pageQuery(pageSizes.songsTabPlaylists);
	playlistCreate = z.object({
		playListName: z.string().trim().min(1, messages$1.required).max(100),
		description: maxText(limits.playlistDescriptionMax).nullish(),
		type: z.literal("PLAYLIST").default("PLAYLIST"),
		songIds: z.preprocess((value) => value === void 0 || value === null ? [] : Array.isArray(value) ? value : [value], z.array(z.coerce.number().int().positive())).refine((ids) => ids.length > 0, catalogueMessages.playlistNeedsSongs)
	});
	catalogueEvent = z.object({
		id: z.number().int(),
		eventTitle: z.string(),
		description: z.string().nullable(),
		eventLink: z.string().nullable(),
		eventCover: z.string().nullable(),
		eventCoverThumbnail: z.string().nullable(),
		/** 'YYYY-MM-DD HH:mm:ss' in UTC (spec 001 §3: date and time separated by a space). */
		eventStartAt: z.string()
	});
	eventPage = paged(catalogueEvent);
	eventQuery = pageQuery(pageSizes.events);
	eventStartAt = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, catalogueMessages.eventStartFormat).transform((value, ctx) => {
		const [date, time] = value.split(/[ T]/);
		const full = `${date}T${time.length === 5 ? `${time}:00` : time}`;
		const parsed = /* @__PURE__ */ new Date(`${full}Z`);
		if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== full) {
			ctx.addIssue({
				code: "custom",
				message: catalogueMessages.eventStartFormat
			});
			return z.NEVER;
		}
		return parsed;
	});
	eventCreate = z.object({
		eventTitle: z.string().trim().min(1, messages$1.required).max(200),
		description: maxText(limits.eventDescriptionMax).nullish(),
		eventLink: maxText(500).refine(isHttpLinkOrEmpty, catalogueMessages.eventLinkScheme).nullish(),
		eventStartAt
	});
	artistProducts = z.object({
		songs: z.array(catalogueSong),
		playlists: z.array(playlistSummary),
		events: z.array(catalogueEvent)
	});
}));
// ../../packages/contract/src/primed.ts
var init_primed = __esmMin((() => {})), wholeNumber, ledgerAmount, positiveLedgerAmount, ledgerId, commaList, marketFilters, auctionListQuery, auctionSearchQuery, marketSongUser, marketSong, auction, bidUpdateRequest, generatedTokenId, availableSong, offerListQuery, saleOffer, availableTokens, offerCreateRequest, auctionPage, auctionSearchPage, offerPage, availableSongList, availableTokenList;
var init_markets = __esmMin((() => {
	init_enums();
	init_limits();
	init_paging();
	init_links$1();
	wholeNumber = (value) => /^\d{1,20}$/.test(value) ? BigInt(value) : null;
	ledgerAmount = z.string().regex(/^\d{1,20}$/, "Must be a whole number").refine((value) => (wholeNumber(value) ?? 0n) < 1n << 64n, "Too large");
	positiveLedgerAmount = ledgerAmount.refine((value) => (wholeNumber(value) ?? 1n) > 0n, "Must be greater than 0");
	ledgerId = z.coerce.number().int().min(0).max(4294967295);
	commaList = z.string().optional().transform((value) => value ? value.split(",").map((entry) => entry.trim()).filter(Boolean) : []);
	marketFilters = {
		filter_era: eras.schema.optional(),
		filter_genreType: commaList
	};
	auctionListQuery = pageQuery(pageSizes.market).extend({
		sort: z.string().optional(),
		...marketFilters,
		filter_auctionStatus: auctionStatuses.optional()
	});
	auctionSearchQuery = auctionListQuery.extend({ keyword: z.string().trim().max(100).default("") });
	marketSongUser = z.object({
		id: z.number(),
		uuid: z.string(),
		publicName: z.string()
	});
	marketSong = z.object({
		/** The catalogue's song, when the auction names one. */
		id: z.number().nullable(),
		songName: z.string(),
		fileUrl: z.string().nullable(),
		user: marketSongUser
	});
	auction = z.object({
		id: z.string(),
		auctionId: z.number(),
		coverUrl: z.string().nullable(),
		song: marketSong,
		era: eras.schema,
		genreType: z.string().nullable(),
		description: z.string(),
		customLink: z.string().nullable(),
		socialMediaSpotify: z.string().nullable(),
		socialMediaTwitter: z.string().nullable(),
		textAuthor: z.string().nullable(),
		songLabel: z.string().nullable(),
		recordingStudio: z.string().nullable(),
		yearOfRelease: z.number().nullable(),
		composer: z.string().nullable(),
		/** The end, UTC, without a zone suffix (spec 002 §3). */
		duration: z.string(),
		tokenId: z.string(),
		copyrightPercent: z.string(),
		offeredTokens: ledgerAmount,
		initialPrice: ledgerAmount,
		highestBid: ledgerAmount.nullable(),
		highestBidder: z.string().nullable(),
		auctionStatus: auctionStatuses,
		authorUuid: z.string(),
		/** At or past `duration` by the ledger's clock (status changes only through finalization). */
		ended: z.boolean()
	});
	z.object({
		songId: z.coerce.number().int().positive(),
		era: eras.schema,
		description: z.string().trim().min(limits.auctionDescription.min).max(limits.auctionDescription.max),
		/** The end the auction was created with on the ledger (ISO, UTC). */
		duration: z.string().min(1),
		copyrightPercent: z.coerce.number().positive().max(100),
		initialPrice: positiveLedgerAmount,
		offeredTokens: positiveLedgerAmount,
		tokenId: z.string().regex(/^([0-9a-f]{2}){0,255}$/, "A token id is hex bytes"),
		auctionId: ledgerId,
		auctionStatus: z.literal("OPEN").default("OPEN"),
		genreType: z.string().max(32).optional(),
		customLink: httpLink(500).optional(),
		socialMediaSpotify: httpLink(500).optional(),
		socialMediaTwitter: httpLink(500).optional(),
		textAuthor: z.string().max(255).optional(),
		songLabel: z.string().max(255).optional(),
		recordingStudio: z.string().max(255).optional(),
		yearOfRelease: z.coerce.number().int().min(1e3).max(9999).optional(),
		composer: z.string().max(limits.composerMax).optional()
	});
	bidUpdateRequest = z.object({
		bidAmount: positiveLedgerAmount,
		highestBidder: z.string().min(1)
	});
	generatedTokenId = z.object({ tokenId: z.string() });
	availableSong = z.object({
		id: z.number(),
		songName: z.string(),
		fileUrl: z.string().nullable()
	});
	offerListQuery = pageQuery(pageSizes.market).extend({
		...marketFilters,
		filter_status: offerStatuses.optional()
	});
	saleOffer = z.object({
		id: z.string(),
		offerId: z.number(),
		status: offerStatuses,
		tokensToSell: ledgerAmount,
		totalPrice: ledgerAmount,
		buyer: z.string().nullable(),
		auction
	});
	availableTokens = z.object({
		auctionId: z.number(),
		freeTokens: ledgerAmount,
		auction
	});
	offerCreateRequest = z.object({
		totalPrice: positiveLedgerAmount,
		tokensToSell: positiveLedgerAmount,
		auctionId: ledgerId,
		offerId: ledgerId
	});
	auctionPage = paged(auction);
	auctionSearchPage = pagedContent(auction);
	offerPage = paged(saleOffer);
	availableSongList = z.object({ elements: z.array(availableSong) });
	availableTokenList = z.object({ elements: z.array(availableTokens) });
}));
// ../../packages/contract/src/sharing.ts
/** Text made safe inside HTML text and double- or single-quoted attributes. */
function escapeHtml(text) {
	return text.replace(/[&<>"']/g, (char) => htmlEntities[char]);
}
/** The iframe markup for an embed page, as oEmbed answers it and the web's "Embed" action copies it. */
function embedIframe(src, width, height, title) {
	return `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" frameborder="0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
}
var embedPaths, embedSizes, htmlEntities, dimension, oembedQuery, oembedAnswer, songSharePath, playlistSharePath;
var init_sharing = __esmMin((() => {
	embedPaths = {
		song: (id) => `/embed/song/${encodeURIComponent(String(id))}`,
		playlist: (id) => `/embed/playlist/${encodeURIComponent(String(id))}`
	};
	embedSizes = {
		song: {
			width: 480,
			height: 152
		},
		playlist: {
			width: 480,
			height: 380
		},
		/** Narrower or lower than this and the player cannot show its controls. */
		minWidth: 240,
		minHeight: 120
	};
	htmlEntities = {
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&#39;"
	};
	dimension = z.coerce.number().int().positive().max(1e4);
	oembedQuery = z.object({
		url: z.string().min(1).max(2048),
		format: z.string().optional(),
		maxwidth: dimension.optional(),
		maxheight: dimension.optional()
	});
	oembedAnswer = z.object({
		type: z.literal("rich"),
		version: z.literal("1.0"),
		title: z.string(),
		author_name: z.string(),
		author_url: z.string(),
		provider_name: z.string(),
		provider_url: z.string(),
		html: z.string(),
		width: z.number().int(),
		height: z.number().int(),
		thumbnail_url: z.string().optional(),
		thumbnail_width: z.number().int().optional(),
		thumbnail_height: z.number().int().optional()
	});
	songSharePath = (nickName, songId) => `/profile/${encodeURIComponent(nickName)}/songs?song=${encodeURIComponent(String(songId))}`;
	playlistSharePath = (nickName, playlistId) => `/profile/${encodeURIComponent(nickName)}/playlist/${encodeURIComponent(String(playlistId))}`;
})), reportTargetKinds, reportStatuses, reportActions, reportCategories, moderationLimits, moderationMessages, hideReason, createReportRequest, createdReport, hiddenMark;
var init_moderation = __esmMin((() => {
	init_zod();
	init_errors$1();
	reportTargetKinds = z$1.enum([
		"POST",
		"COMMENT",
		"MESSAGE",
		"PROFILE",
		"LEGEND"
	]);
	reportStatuses = z$1.enum([
		"OPEN",
		"RESOLVED",
		"DISMISSED"
	]);
	reportActions = z$1.enum([
		"HIDE",
		"WARN",
		"BLOCK_AUTHOR",
		"DISMISS"
	]);
	reportCategories = z$1.enum([
		"SPAM",
		"ABUSE",
		"HATE",
		"VIOLENCE",
		"COPYRIGHT",
		"OTHER"
	]);
	moderationLimits = {
		reasonMax: 500,
		hideReasonMax: 300
	};
	moderationMessages = {
		reasonRequired: "Say what is wrong",
		reasonTooLong: (length) => messages$1.maxChars(length, moderationLimits.reasonMax),
		kindNotReportable: "This cannot be reported yet",
		alreadyReported: "You have already reported this",
		reportNotFound: "Report not found",
		alreadyHandled: "This report has already been handled",
		reported: "Thank you. Moderators will look at it.",
		notOwnReport: "You cannot report your own content",
		cannotHideKind: "This kind of content cannot be hidden: block the account or dismiss the report",
		hideReasonRequired: "Say why it is hidden",
		hideReasonTooLong: `A reason is at most ${moderationLimits.hideReasonMax} characters`,
		decisionReasonRequired: "Say why you decide so",
		deleteReasonRequired: "Say why it is deleted",
		noAuthor: "This content has no author to warn or block",
		contentNotFound: "Content not found"
	};
	hideReason = z$1.string().trim().min(1, moderationMessages.hideReasonRequired).max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong);
	createReportRequest = z$1.object({
		targetKind: reportTargetKinds,
		category: reportCategories.optional(),
		targetId: z$1.union([z$1.string().trim().min(1).max(64), z$1.number().int().positive()]).transform(String),
		reason: z$1.preprocess((value) => value ?? "", z$1.string().trim().min(1, moderationMessages.reasonRequired).superRefine((value, context) => {
			const length = [...value].length;
			if (length > moderationLimits.reasonMax) context.addIssue({
				code: "custom",
				message: moderationMessages.reasonTooLong(length)
			});
		}))
	});
	createdReport = z$1.object({
		id: z$1.number().int(),
		status: reportStatuses,
		message: z$1.string()
	});
	z$1.object({
		action: reportActions,
		note: z$1.preprocess((value) => value ?? "", z$1.string({ error: moderationMessages.decisionReasonRequired }).trim().min(1, moderationMessages.decisionReasonRequired).max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong))
	}).passthrough();
	hiddenMark = z$1.object({
		reason: z$1.string(),
		hiddenAt: z$1.string()
	});
	z$1.object({
		hidden: z$1.boolean(),
		reason: hideReason.optional()
	}).passthrough().refine((value) => !value.hidden || value.reason !== void 0, {
		message: moderationMessages.hideReasonRequired,
		path: ["reason"]
	});
	z$1.object({ reason: z$1.preprocess((value) => value ?? "", z$1.string({ error: moderationMessages.deleteReasonRequired }).trim().min(1, moderationMessages.deleteReasonRequired).max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong)) });
}));
// ../../packages/contract/src/feed.ts
/** Comments (10 a page) and replies (2 a page) share the paging of the feed. */
function commentsQuery(size) {
	return z$1.object({
		page: z$1.coerce.number().int().min(0).default(0),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(size),
		initialTimeStamp: z$1.coerce.number().int().min(0).optional()
	});
}
var feedMessages, formBoolean, optionalText$1, pollOptionText, pollFields, songFields, imageFields, feedQuery, postOwner, pollOption, feedPoll, postSong, postContent, feedPost, postPage, pollVoters, likeState, voteRequest, addCommentRequest, commentAuthor, feedComment, commentPage;
var init_feed = __esmMin((() => {
	init_zod();
	init_enums();
	init_limits();
	init_media_types();
	init_post_rules();
	init_errors$1();
	init_paging();
	init_song_media();
	init_moderation();
	feedMessages = {
		descriptionTooLong: (length) => messages$1.maxChars(length, limits.postDescription),
		songNameRequired: "Song name is required",
		genreRequired: "Genre is required",
		unknownGenre: "Unknown genre",
		songFileRequired: "Choose a song file",
		imageFileRequired: "Choose an image file",
		pollTitleRequired: "Title is required",
		pollOptionEmpty: "Option can't be empty string",
		pollOptionsMin: "Should be at least 2 options",
		pollOptionsMax: `At most ${limits.pollOptionsMax} options`,
		pollOptionTooLong: `An option is at most ${limits.pollOptionMax} characters`,
		pollTitleTooLong: `A title is at most ${limits.pollTitleMax} characters`,
		emptyPost: "Write something or attach an image, a song or a poll",
		tooManyAttachments: `A post has at most ${limits.postAttachmentsMax} attachments`,
		onePollOnly: "A post has at most one poll",
		onlyArtistsPost: "Only artists publish posts",
		onlyOwnWall: "You can only publish on your own wall",
		onlyAuthorDeletes: "Only the author can delete a post",
		imageType: "The cover must be a PNG or JPEG image",
		songType: "The song must be an MP3 or WAV file",
		imageTooLarge: `The cover is larger than ${limits.coverMaxBytes / 1024 / 1024} MB`,
		songTooLarge: `The song is larger than ${limits.songMaxBytes / 1024 / 1024} MB`,
		unreadableImage: "The image could not be read",
		unreadableSong: "The song file could not be read",
		unexpectedFile: "Unexpected file field",
		premiumOnly: "Subscribe to the artist to see premium posts",
		postNotFound: "Post not found",
		artistNotFound: "Artist not found",
		pollNotFound: "Poll not found",
		chooseOption: "Choose at least one option",
		oneOptionOnly: "This poll takes one answer",
		unknownOption: "Unknown option",
		alreadyVoted: "You have already voted",
		notVoted: "You have not voted in this poll",
		cannotWithdraw: "Votes in this poll cannot be withdrawn",
		anonymousPoll: "Votes in this poll are anonymous",
		commentRequired: "Write a comment",
		commentTooLong: (length) => messages$1.maxChars(length, limits.commentMax),
		commentNotFound: "Comment not found",
		signInToAct: "Sign in or create account to view content"
	};
	mediaTypes.picture;
	mediaTypes.song;
	formBoolean = z$1.preprocess((value) => value === "true" || value === "1" || value === true ? true : value === null ? false : value, z$1.union([
		z$1.boolean(),
		z$1.literal("false").transform(() => false),
		z$1.literal("0").transform(() => false)
	]));
	optionalText$1 = z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string());
	pollOptionText = z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.pollOptionEmpty).refine((text) => characterCount(text) <= limits.pollOptionMax, feedMessages.pollOptionTooLong));
	pollFields = z$1.object({
		type: z$1.literal("VOTE").optional(),
		title: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.pollTitleRequired).refine((text) => characterCount(text) <= limits.pollTitleMax, feedMessages.pollTitleTooLong)),
		isAnonymous: formBoolean.default(false),
		isCanCancelOwnVote: formBoolean.default(false),
		isMultiAnswer: formBoolean.default(false),
		options: z$1.preprocess((value) => Array.isArray(value) ? Array.from(value, (item) => item ?? "") : value === void 0 ? [] : value, z$1.array(pollOptionText).min(limits.pollOptionsMin, feedMessages.pollOptionsMin).max(limits.pollOptionsMax, feedMessages.pollOptionsMax))
	});
	songFields = z$1.object({
		type: z$1.literal("SONG").optional(),
		fileName: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.songNameRequired).max(100, messages$1.maxChars(100, 100))),
		genre: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.genreRequired)),
		lengthOfSong: z$1.unknown().optional()
	});
	imageFields = z$1.object({ type: z$1.literal("IMAGE").optional() });
	z$1.object({
		postType: postTypes,
		simplePost: z$1.object({
			type: z$1.literal("MESSAGE").optional(),
			context: optionalText$1.superRefine((text, ctx) => {
				const length = characterCount(text);
				if (length > limits.postDescription) ctx.addIssue({
					code: "custom",
					message: feedMessages.descriptionTooLong(length)
				});
			})
		}).default({ context: "" }),
		images: z$1.array(imageFields.nullish().transform((value) => value ?? {})).default([]),
		songs: z$1.array(songFields).default([]),
		votes: z$1.array(pollFields).default([])
	}).superRefine((post, ctx) => {
		const attachments = post.images.length + post.songs.length + post.votes.length;
		if (post.votes.length > 1) ctx.addIssue({
			code: "custom",
			message: feedMessages.onePollOnly,
			path: ["votes"]
		});
		if (attachments > limits.postAttachmentsMax) ctx.addIssue({
			code: "custom",
			message: feedMessages.tooManyAttachments,
			path: ["attachments"]
		});
		if (attachments === 0 && post.simplePost.context.trim() === "") ctx.addIssue({
			code: "custom",
			message: feedMessages.emptyPost,
			path: ["simplePost", "context"]
		});
	});
	feedQuery = z$1.object({
		page: z$1.coerce.number().int().min(0).default(0),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(pageSizes.feed),
		postType: postTypes.default("PUBLIC"),
		/** Epoch seconds: only posts created at or before it, so pages stay stable while new posts arrive. */
		initialTimeStamp: z$1.coerce.number().int().min(0).optional()
	});
	postOwner = z$1.object({
		uuid: z$1.string(),
		nickName: z$1.string(),
		publicName: z$1.string(),
		avatar: z$1.string().nullable()
	});
	pollOption = z$1.object({
		id: z$1.number().int(),
		description: z$1.string(),
		/** Share of voters who chose this option, 0–100 with one decimal. */
		percentVoted: z$1.number(),
		/** Whether the caller chose it (false for guests). */
		isChosen: z$1.boolean()
	});
	feedPoll = z$1.object({
		id: z$1.number().int(),
		title: z$1.string(),
		isAnonymous: z$1.boolean(),
		isCanCancelOwnVote: z$1.boolean(),
		isMultiAnswer: z$1.boolean(),
		isVoted: z$1.boolean(),
		countVoters: z$1.number().int().nonnegative(),
		options: z$1.array(pollOption)
	});
	postSong = z$1.object({
		id: z$1.number().int(),
		songName: z$1.string(),
		genre: z$1.string(),
		/** Seconds, read from the file by the server. */
		lengthOfSong: z$1.number().int().nonnegative(),
		fileUrl: z$1.string(),
		authorName: z$1.string(),
		media: songMedia.optional()
	});
	postContent = z$1.discriminatedUnion("type", [
		z$1.object({
			id: z$1.number().int(),
			type: z$1.literal("MESSAGE"),
			context: z$1.string()
		}),
		z$1.object({
			id: z$1.number().int(),
			type: z$1.literal("IMAGE"),
			imageUrl: z$1.string(),
			thumbnailUrl: z$1.string(),
			width: z$1.number().int(),
			height: z$1.number().int()
		}),
		z$1.object({
			id: z$1.number().int(),
			type: z$1.literal("SONG"),
			song: postSong
		}),
		z$1.object({
			id: z$1.number().int(),
			type: z$1.literal("VOTE"),
			vote: feedPoll
		})
	]);
	feedPost = z$1.object({
		id: z$1.number().int(),
		postType: postTypes,
		eventOwner: postOwner,
		/** ISO 8601. */
		createAt: z$1.string(),
		countLike: z$1.number().int().nonnegative(),
		countComments: z$1.number().int().nonnegative(),
		isUserLiked: z$1.boolean(),
		contents: z$1.array(postContent),
		/** Only on the author's own view of a post moderators hid (nobody else gets it at all). */
		hidden: hiddenMark.optional()
	});
	postPage = paged(feedPost);
	pollVoters = z$1.array(z$1.object({
		optionId: z$1.number().int(),
		voters: z$1.array(postOwner)
	}));
	likeState = z$1.object({
		id: z$1.number().int(),
		countLike: z$1.number().int(),
		isUserLiked: z$1.boolean()
	});
	voteRequest = z$1.preprocess((body) => Array.isArray(body) ? body : body?.options ?? body?.optionIds, z$1.array(z$1.coerce.number().int().positive(), { error: feedMessages.chooseOption }).min(1, feedMessages.chooseOption));
	addCommentRequest = z$1.object({ comment: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.commentRequired).superRefine((text, ctx) => {
		const length = characterCount(text);
		if (length > limits.commentMax) ctx.addIssue({
			code: "custom",
			message: feedMessages.commentTooLong(length)
		});
	})) });
	commentAuthor = z$1.object({
		uuid: z$1.string(),
		nickName: z$1.string(),
		publicName: z$1.string(),
		avatar: z$1.string().nullable()
	});
	feedComment = z$1.object({
		id: z$1.number().int(),
		postId: z$1.number().int(),
		/** The comment this one replies to, null for a top-level comment. */
		parentCommentId: z$1.number().int().nullable(),
		message: z$1.string(),
		/** ISO 8601. */
		publishedAt: z$1.string(),
		userCommenter: commentAuthor,
		/** Ids of the replies, oldest first (empty for a reply). */
		tailIds: z$1.array(z$1.number().int()),
		/** Only on the author's own view of a comment moderators hid. */
		hidden: hiddenMark.optional()
	});
	commentPage = paged(feedComment);
})), paymentMessages, userDesireMax, hryvniaAmount, money, purchaseRequest, purchaseAnswer, paymentCallbackLimits, paymentCallback, balanceAnswer, withdrawalStatuses, withdrawalRequest, withdrawalAnswer, withdrawalsQuery, withdrawalPage, holdStatuses, receivedPayment, receivedQuery, receivedPage;
var init_payments = __esmMin((() => {
	init_enums();
	init_limits();
	init_paging();
	paymentMessages = {
		amountFormat: "The amount must be in hryvnia with at most two decimals",
		donationRange: `A donation is ${limits.donation.min} to ${limits.donation.max.toLocaleString("en-US")} UAH`,
		amountMismatch: "The amount does not match the artist’s price",
		noPrice: "The artist has not set a price for this yet",
		notAnArtist: "Payments can only go to an artist",
		artistUnavailable: "This artist cannot receive payments",
		ownPurchase: "You cannot pay yourself",
		payerBlocked: "Your account is blocked. Contact support",
		desireRequired: "Tell the artist what the greeting should say",
		desireTooLong: "Maximum number of characters - 1000",
		invalidSignature: "The callback signature is invalid",
		unknownOrder: "No such order",
		callbackMismatch: "The callback does not match the order",
		unknownProvider: "Unknown payment provider",
		callbackLengthRequired: "A payment callback must declare its Content-Length",
		withdrawalAboveBalance: "The amount is more than the available balance",
		withdrawalPositive: "The amount must be at least 0.01 UAH",
		artistsOnly: "Only artists have a balance"
	};
	userDesireMax = 1e3;
	hryvniaAmount = z.number({ error: paymentMessages.amountFormat }).finite(paymentMessages.amountFormat).refine((value) => Number.isSafeInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: paymentMessages.amountFormat });
	money = z.object({
		amount: hryvniaAmount,
		currency: currencies
	});
	purchaseRequest = z.object({
		paymentGoal: paymentGoals,
		money,
		artistUuid: z.string().trim().min(1, "artistUuid is required"),
		userDesire: z.string().trim().max(userDesireMax, paymentMessages.desireTooLong).nullish()
	}).superRefine((value, ctx) => {
		if (value.paymentGoal === "DONATE") {
			const { min, max } = limits.donation;
			if (value.money.amount < min || value.money.amount > max) ctx.addIssue({
				code: "custom",
				path: ["money", "amount"],
				message: paymentMessages.donationRange
			});
		}
		if (value.paymentGoal === "VID_CONGRATULATION" && !value.userDesire) ctx.addIssue({
			code: "custom",
			path: ["userDesire"],
			message: paymentMessages.desireRequired
		});
	});
	purchaseAnswer = z.object({ checkoutUrl: z.string() });
	paymentCallbackLimits = {
		/** Whole request body, as its Content-Length declares it. */
		maxBytes: 16384,
		/** The base64 `data` field. */
		dataMax: 12e3,
		/** A signature is a base64 digest (28 characters for LiqPay's SHA-1, 44 for the sandbox's SHA-256). */
		signatureMax: 256
	};
	paymentCallback = z.object({
		data: z.string().min(1, "data is required").max(paymentCallbackLimits.dataMax, `Maximum number of characters - ${paymentCallbackLimits.dataMax}`),
		signature: z.string().min(1, "signature is required").max(paymentCallbackLimits.signatureMax, `Maximum number of characters - ${paymentCallbackLimits.signatureMax}`)
	});
	balanceAnswer = z.object({
		/** What the artist may withdraw. */
		available: money,
		/** Video-greeting prices frozen until the artist delivers. */
		held: money,
		/** Requested withdrawals not yet paid out. */
		withdrawing: money
	});
	z.enum([
		"PENDING",
		"SUCCEEDED",
		"FAILED",
		"REVERSED"
	]);
	withdrawalStatuses = z.enum([
		"REQUESTED",
		"PAID",
		"REJECTED"
	]);
	withdrawalRequest = z.object({ money });
	withdrawalAnswer = z.object({
		uuid: z.string(),
		money,
		status: withdrawalStatuses,
		requestedAt: z.string()
	});
	withdrawalsQuery = pageQuery();
	withdrawalPage = paged(withdrawalAnswer);
	holdStatuses = z.enum([
		"HELD",
		"RELEASED",
		"RETURNED"
	]);
	receivedPayment = z.object({
		uuid: z.string(),
		paymentGoal: paymentGoals,
		money,
		/** The payer (null once the account is deleted). */
		payer: z.object({
			uuid: z.string(),
			nickName: z.string().nullable(),
			publicName: z.string().nullable()
		}),
		paidAt: z.string(),
		/** Video greetings only. */
		holdStatus: holdStatuses.nullable(),
		/** Refunded by the provider after it was paid. */
		reversed: z.boolean()
	});
	receivedQuery = pageQuery();
	receivedPage = paged(receivedPayment);
})), videoOrdersQuery, videoOrder, videoOrderList;
var init_greetings = __esmMin((() => {
	init_enums();
	init_limits();
	init_payments();
	limits.videoMaxBytes / 1024 / 1024;
	z.enum([
		"ARTIST",
		"DEADLINE",
		"REFUND",
		"MODERATOR"
	]);
	videoOrdersQuery = z.object({ isArtistFlow: z.enum(["true", "false"]).default("false") });
	videoOrder = z.object({
		id: z.number().int(),
		/**
		* The other party: the fan for the artist, the artist for the fan. `publicName` is Kobza's
		* addition to the spec's shape: people look for a name in an order list, not a nickname.
		*/
		user: z.object({
			uuid: z.string(),
			avatar: z.string().nullable(),
			nickName: z.string().nullable(),
			publicName: z.string().nullable()
		}),
		orderedAt: z.string(),
		status: videoOrderStatuses,
		money,
		fanDesire: z.string(),
		/** A short-lived signed URL (range requests served), once the video is delivered. */
		videoUrl: z.string().nullable(),
		/** When an undelivered order is declined automatically (ISO); null once it is settled. */
		deadlineAt: z.string().nullable(),
		/** Whole seconds left before the deadline (0 when passed); null once the order is settled. */
		secondsLeft: z.number().int().nullable()
	});
	videoOrderList = z.array(videoOrder);
})), chatLimits, chatMessages, chatMessage, chatOpponent, chatSummary, chatPage, chatListQuery, chatMessagesQuery, chatMessageList, sendChatMessageFields, sentChatMessage, chatStatusQuery, chatStatus, chatStreamEvent, chatChannelOf;
var init_chat = __esmMin((() => {
	init_zod();
	init_errors$1();
	init_paging();
	init_limits();
	init_media_types();
	init_enums();
	chatLimits = {
		/** Characters of a text message, after trimming. */
		textMax: 2e3,
		imageMaxBytes: mediaMaxBytes.chatImage,
		/** Messages one user may send per minute (all chats together). */
		sendsPerMinute: 30,
		/** Messages of one answer of GET /chats/messages/{id}. */
		messagesPage: 50,
		chatsPage: pageSizes.default
	};
	chatMessages = {
		notAllowed: "To chat with an artist you must be subscribed to him",
		chatNotFound: "Chat not found",
		receiverNotFound: "User not found",
		notYourself: "You cannot chat with yourself",
		blocked: "This account is blocked",
		textRequired: "Write a message",
		textTooLong: (length) => messages$1.maxChars(length, chatLimits.textMax),
		imageRequired: "Choose an image file",
		imageType: "The image must be a PNG, JPEG or WebP picture",
		imageTooLarge: `The image is larger than ${chatLimits.imageMaxBytes / 1024 / 1024} MB`,
		unreadableImage: "The image could not be read",
		unexpectedFile: "Only one image file is expected",
		messageNotFound: "Message not found",
		notOwnReport: "You cannot report your own message"
	};
	mediaTypes.chatImage;
	chatMessage = z$1.object({
		id: z$1.number().int(),
		messageType: chatMessageTypes,
		/** The text, or a short-lived signed URL of the picture. */
		context: z$1.string(),
		/** ISO date time; the client shows HH:MM. */
		createAt: z$1.string(),
		itYourMessage: z$1.boolean(),
		/** Beyond the spec: on the caller's own messages, whether the other side has fetched it. */
		isRead: z$1.boolean()
	});
	chatOpponent = z$1.object({
		uuid: z$1.string(),
		publicName: z$1.string(),
		nickName: z$1.string(),
		avatar: z$1.string().nullable()
	});
	chatSummary = z$1.object({
		id: z$1.number().int(),
		opponent: chatOpponent,
		lastMessage: chatMessage.nullable(),
		unreadCount: z$1.number().int().nonnegative(),
		/** Whether the caller may send here now (an active subscription between the two). */
		canWrite: z$1.boolean(),
		/** ISO date time of the newest activity; the list is ordered by it, newest first. */
		updatedAt: z$1.string()
	});
	chatPage = paged(chatSummary);
	chatListQuery = z$1.object({
		page: z$1.coerce.number().int().min(0).default(0),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(chatLimits.chatsPage),
		opponentUserUuid: z$1.string().uuid().optional()
	});
	chatMessagesQuery = z$1.object({
		after: z$1.coerce.number().int().min(0).optional(),
		before: z$1.coerce.number().int().min(1).optional(),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(chatLimits.messagesPage)
	});
	chatMessageList = z$1.array(chatMessage);
	sendChatMessageFields = z$1.object({
		messageType: chatMessageTypes,
		receiverUserId: z$1.string().trim().min(1, messages$1.required),
		message: z$1.string().nullish()
	}).superRefine((value, context) => {
		if (value.messageType !== "TEXT") return;
		const text = (value.message ?? "").trim();
		if (text.length === 0) context.addIssue({
			code: "custom",
			message: chatMessages.textRequired,
			path: ["message"]
		});
		const length = [...text].length;
		if (length > chatLimits.textMax) context.addIssue({
			code: "custom",
			message: chatMessages.textTooLong(length),
			path: ["message"]
		});
	});
	sentChatMessage = chatMessage.extend({ chatId: z$1.number().int() });
	chatStatusQuery = z$1.object({ opponentUserUuid: z$1.string().trim().min(1, messages$1.required) });
	chatStatus = z$1.boolean();
	chatStreamEvent = z$1.object({
		kind: z$1.literal("message"),
		chatId: z$1.number().int(),
		message: chatMessage,
		unreadCount: z$1.number().int().nonnegative(),
		/** Unread messages over all the user's chats (the navigation badge). */
		totalUnread: z$1.number().int().nonnegative()
	});
	chatChannelOf = (userUuid) => `chats/users/${userUuid}`;
}));
// ../../packages/contract/src/notifications.ts
/** Whether a time zone name is one this runtime knows (`Europe/Kyiv`). */
function isTimeZone(name) {
	try {
		new Intl.DateTimeFormat("en", { timeZone: name });
		return true;
	} catch {
		return false;
	}
}
/**
* Where a notification leads in the web app, for the recipient (`me`, their nickname): the order
* list it concerns, a profile, the post's author's wall; the inbox when nothing fits.
*/
function notificationPath(place, me) {
	const { target } = place;
	if (!target) return "/notifications";
	if (target.kind === "GREETING") return (place.type === "GREETING_ORDERED" || place.type === "GREETING_DEADLINE_SOON") && me ? `${profilePath(me)}/video` : "/video";
	if (target.kind === "LEGEND") return `/hall-of-fame/${encodeURIComponent(target.id)}`;
	if (target.kind === "WITHDRAWAL") return me ? `${profilePath(me)}/earnings` : "/notifications";
	if (target.kind === "CHAT") return `/chat?chat=${encodeURIComponent(target.id)}`;
	if (target.kind === "AUCTION") return `/auctions/${encodeURIComponent(target.id)}`;
	if (target.kind === "OFFER") return `/secondary-sale/${encodeURIComponent(target.id)}`;
	if (target.kind === "REPORT") return "/notifications";
	if (target.kind === "PROFILE") return profilePath(place.actorNickName ?? target.id);
	const wall = place.data.profile;
	return typeof wall === "string" ? profilePath(wall) : "/notifications";
}
var notificationTypes, notificationChannels, notificationChannelSettings, notificationLimits, notificationMessages, notificationTargetKinds, notificationTarget, notificationActor, notification, notificationPage, notificationsQuery, markNotificationsReadRequest, notificationsReadAnswer, emailDigestModes, pushLimits, pushMessages, pushKeyAnswer, base64url, pushSubscriptionRequest, pushUnsubscribeRequest, minuteOfDay, quietHours, notificationSettings, updateNotificationSettingsRequest, notificationChannelOf, notificationStreamEvent, unsubscribeQuery, unsubscribeAnswer, profilePath;
var init_notifications = __esmMin((() => {
	init_zod();
	init_paging();
	notificationTypes = z$1.enum([
		"GREETING_ORDERED",
		"NEW_SUBSCRIBER",
		"DONATION_RECEIVED",
		"POST_COMMENTED",
		"INVITATION_ACCEPTED",
		"POST_LIKED",
		"WITHDRAWAL_DECIDED",
		"NEW_POST",
		"NOMINATION_DECIDED",
		"GREETING_DELIVERED",
		"GREETING_DECLINED",
		"GREETING_REFUNDED",
		"COMMENT_REPLIED",
		"LEGEND_AWAITING_REVIEW",
		"LEGEND_INDUCTED",
		"REPORT_CREATED",
		"CHAT_MESSAGE",
		"GREETING_DEADLINE_SOON",
		"SUBSCRIPTION_ENDING",
		"SUBSCRIPTION_ENDED",
		"AUCTION_BID",
		"OUTBID",
		"AUCTION_ENDED",
		"AUCTION_WON",
		"OFFER_SOLD"
	]);
	notificationChannels = [
		"inApp",
		"email",
		"push"
	];
	notificationChannelSettings = z$1.object({
		inApp: z$1.boolean(),
		email: z$1.boolean(),
		push: z$1.boolean()
	});
	notificationLimits = {
		pageDefault: 20,
		/** Ids one mark-as-read call may name. */
		markReadMax: 100
	};
	notificationMessages = {
		notFound: "Notification not found",
		tooManyIds: `At most ${notificationLimits.markReadMax} notifications at once`,
		unsubscribeInvalid: "This unsubscribe link is not valid or has expired"
	};
	notificationTargetKinds = z$1.enum([
		"GREETING",
		"PROFILE",
		"POST",
		"WITHDRAWAL",
		"LEGEND",
		"REPORT",
		"CHAT",
		"AUCTION",
		"OFFER"
	]);
	notificationTarget = z$1.object({
		kind: notificationTargetKinds,
		/** The greeting order's id, the profile's uuid, the post's id, the withdrawal's or the legend's uuid, the report's id, the chat's id, the auction's or the offer's uuid. */
		id: z$1.string()
	});
	notificationActor = z$1.object({
		uuid: z$1.string(),
		publicName: z$1.string(),
		nickName: z$1.string(),
		avatar: z$1.string().nullable()
	});
	notification = z$1.object({
		id: z$1.number().int(),
		type: notificationTypes,
		/** ISO date time of the newest event it tells of. */
		createdAt: z$1.string(),
		readAt: z$1.string().nullable(),
		/** Who did it (the newest one of an aggregate); absent for the platform's own acts (a deadline). */
		actor: notificationActor.nullable(),
		/** How many more people did the same (likes aggregate: "Марія and 11 others"). */
		othersCount: z$1.number().int().nonnegative(),
		target: notificationTarget.nullable(),
		/**
		* Type-specific details: `deadlineAt` (ISO) of an order, `activeUntil` (ISO) of a subscription's end, `amount` (hryvnia) of a payment or (formatted CCD, "Ͼ20") of a bid or sale, `name` of an auction's item,
		* `status` (PAID, REJECTED) of a withdrawal, `status` (SUCCESS, REJECTED) and `name` of a nomination, `profile` (nickname) of a post's author,
		* `targetKind` of a report (never its reason: the console shows that).
		*/
		data: z$1.record(z$1.string(), z$1.union([z$1.string(), z$1.number()]))
	});
	notificationPage = z$1.object({
		elements: z$1.array(notification),
		totalPages: z$1.number().int().nonnegative(),
		unread: z$1.number().int().nonnegative()
	});
	notificationsQuery = pageQuery(notificationLimits.pageDefault);
	markNotificationsReadRequest = z$1.object({ ids: z$1.array(z$1.number().int().positive()).min(1).max(notificationLimits.markReadMax, notificationMessages.tooManyIds).optional() }).strict();
	notificationsReadAnswer = z$1.object({ unread: z$1.number().int().nonnegative() });
	emailDigestModes = z$1.enum(["off", "daily"]);
	pushLimits = {
		/** Devices one user may have subscribed at once (the oldest is replaced beyond it). */
		subscriptionsPerUser: 10,
		endpointMax: 2048
	};
	pushMessages = {
		badEndpoint: "The push endpoint must be an https URL",
		badKeys: "The subscription keys are not a browser push subscription (p256dh, auth)",
		subscriptionNotFound: "Push subscription not found",
		badTimeZone: "Unknown time zone",
		emptyQuietHours: "Quiet hours must start and end at different times"
	};
	pushKeyAnswer = z$1.object({ publicKey: z$1.string() });
	base64url = (bytes) => z$1.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.badKeys).refine((value) => {
		const length = value.replace(/=+$/, "").length;
		return Math.floor(length * 3 / 4) === bytes;
	}, pushMessages.badKeys);
	pushSubscriptionRequest = z$1.object({
		endpoint: z$1.string().max(pushLimits.endpointMax, pushMessages.badEndpoint),
		keys: z$1.object({
			p256dh: base64url(65),
			auth: base64url(16)
		}),
		expirationTime: z$1.number().nullable().optional()
	}).strip();
	pushUnsubscribeRequest = z$1.object({ endpoint: z$1.string().max(pushLimits.endpointMax) }).strict();
	minuteOfDay = z$1.number().int().min(0).max(1439);
	quietHours = z$1.object({
		from: minuteOfDay,
		to: minuteOfDay,
		timeZone: z$1.string().max(64).refine(isTimeZone, pushMessages.badTimeZone)
	}).strict().refine((hours) => hours.from !== hours.to, pushMessages.emptyQuietHours);
	z$1.object({
		type: notificationTypes,
		title: z$1.object({
			uk: z$1.string(),
			en: z$1.string()
		}),
		body: z$1.object({
			uk: z$1.string(),
			en: z$1.string()
		}),
		/** The web path it opens, e.g. `/notifications`. */
		url: z$1.string()
	});
	notificationSettings = z$1.object({
		settings: z$1.record(notificationTypes, notificationChannelSettings),
		emailDigest: emailDigestModes,
		/** When pushes are held back; null: never. */
		quietHours: quietHours.nullable()
	});
	updateNotificationSettingsRequest = z$1.object({
		settings: z$1.partialRecord(notificationTypes, notificationChannelSettings.partial().strict()).optional(),
		emailDigest: emailDigestModes.optional(),
		/** Absent: unchanged; null: cleared. */
		quietHours: quietHours.nullable().optional()
	}).strict();
	notificationChannelOf = (userUuid) => `notifications/users/${userUuid}`;
	notificationStreamEvent = z$1.object({
		kind: z$1.literal("notification"),
		notification,
		unread: z$1.number().int().nonnegative()
	});
	unsubscribeQuery = z$1.object({ token: z$1.string().min(1).max(2e3) });
	unsubscribeAnswer = z$1.object({ types: z$1.array(notificationTypes) });
	profilePath = (nickName) => `/profile/${encodeURIComponent(nickName)}`;
})), searchRequest, searchQuery, searchArtist, searchEvent, searchResult;
var init_search = __esmMin((() => {
	init_enums();
	init_limits();
	init_catalogue();
	searchRequest = z.object({
		genres: z.array(genres$2.schema).max(50).optional(),
		textSearch: z.string().max(200).nullish()
	});
	searchQuery = z.object({
		page: z.coerce.number().int().min(0).default(0),
		size: z.coerce.number().int().min(1).max(pageSizes.max).optional(),
		sort: z.string().optional()
	});
	searchArtist = z.object({
		uuid: z.string(),
		avatar: z.string().nullable(),
		publicName: z.string(),
		nickName: z.string()
	});
	searchEvent = catalogueEvent.extend({ author: z.object({
		uuid: z.string(),
		nickName: z.string()
	}) });
	searchResult = z.object({
		elements: z.array(z.union([
			catalogueSong,
			searchArtist,
			searchEvent
		])),
		totalPages: z.number().int().nonnegative()
	});
})), legendMessages, required$1, requiredText, optionalText, optionalLink, requiredEra, requiredGenre, personLinks, songLinks, legendLinkTypes, legendLink, legendVoteInfo, legendPerson, legend$1, legendPage, legendSearchQuery, legendSearchBody, legendLikeState, legendSong, legendsPlaylist, legendsPlaylistQuery$1, legendSongsCount, legendDecisions;
var init_legends$1 = __esmMin((() => {
	init_zod();
	init_enums();
	init_limits();
	init_errors$1();
	init_paging();
	init_song_media();
	init_values();
	init_links$1();
	init_post_rules();
	legendMessages = {
		notFound: "Legend not found",
		linkScheme: linkSchemeMessage,
		coverRequired: "Choose a cover image",
		coverType: "The cover must be a PNG or JPEG image",
		coverTooLarge: `The cover must be at most ${limits.coverMaxBytes / 1024 / 1024} MB`,
		songRequired: "Choose a song file",
		songType: "The song must be an MP3 or WAV file",
		songTooLarge: `The song must be at most ${limits.songMaxBytes / 1024 / 1024} MB`,
		alreadyVoted: "You have already voted for this legend",
		votingClosed: "The voting stage of this legend has ended",
		alreadyLiked: "You already like this legend",
		notLiked: "You do not like this legend",
		deleteForbidden: "Only the nominator can delete a legend, and only before it gets a vote",
		notReviewing: "This legend is not waiting for the judges",
		alreadyDecided: "You have already decided on this legend",
		ownNomination: "A judge cannot decide on a legend they nominated",
		reasonRequired: "Write the reason for the rejection",
		yearOfRelease: "Enter a year between 1000 and next year",
		tooManyNominations: "Too many nominations. Please try again later"
	};
	required$1 = (schema) => z$1.preprocess((value) => value === null || value === void 0 ? "" : value, schema);
	requiredText = (max) => required$1(z$1.string().trim().min(1, messages$1.required).superRefine((text, ctx) => {
		const length = characterCount(text);
		if (length > max) ctx.addIssue({
			code: "custom",
			message: messages$1.maxChars(length, max)
		});
	}));
	optionalText = (max) => z$1.preprocess((value) => value === null || value === void 0 || typeof value === "string" && value.trim() === "" ? void 0 : value, z$1.string().trim().superRefine((text, ctx) => {
		const length = characterCount(text);
		if (length > max) ctx.addIssue({
			code: "custom",
			message: messages$1.maxChars(length, max)
		});
	}).optional());
	optionalLink = z$1.preprocess((value) => value === null || value === void 0 || typeof value === "string" && value.trim() === "" ? void 0 : value, httpLink(500, legendMessages.linkScheme).optional());
	requiredEra = z$1.preprocess((value) => value ?? "", z$1.string(messages$1.required).min(1, messages$1.required).pipe(eras.schema));
	requiredGenre = z$1.preprocess((value) => value ?? "", z$1.string(messages$1.required).min(1, messages$1.required).pipe(genres$2.schema));
	personLinks = z$1.object({
		wikipediaUrl: optionalLink,
		instagramUrl: optionalLink,
		facebookUrl: optionalLink,
		spotifyUrl: optionalLink,
		youtubeUrl: optionalLink,
		twitterUrl: optionalLink,
		customName: optionalText(limits.legendCustomNameMax),
		customUrl: optionalLink
	});
	songLinks = personLinks.pick({
		spotifyUrl: true,
		youtubeUrl: true,
		customName: true,
		customUrl: true
	});
	z$1.object({
		legendType: z$1.literal("PERSON").default("PERSON"),
		name: requiredText(limits.legendNameMax),
		era: requiredEra,
		ownerLegendStarterOpinion: requiredText(limits.legendOpinionMax),
		socialLinks: z$1.preprocess((value) => value ?? {}, personLinks)
	});
	z$1.object({
		legendType: z$1.literal("SONG").default("SONG"),
		name: requiredText(limits.legendNameMax),
		authorName: requiredText(limits.legendAuthorNameMax),
		genre: requiredGenre,
		era: requiredEra,
		ownerLegendStarterOpinion: requiredText(limits.legendOpinionMax),
		socialLinks: z$1.preprocess((value) => value ?? {}, songLinks),
		authorTextName: optionalText(limits.legendCreditMax),
		label: optionalText(limits.legendCreditMax),
		recordingStudio: optionalText(limits.legendCreditMax),
		composer: optionalText(limits.composerMax),
		yearOfRelease: z$1.preprocess((value) => value === null || value === void 0 || value === "" ? void 0 : value, z$1.coerce.number({ error: legendMessages.yearOfRelease }).int(legendMessages.yearOfRelease).min(1e3, legendMessages.yearOfRelease).max((/* @__PURE__ */ new Date()).getUTCFullYear() + 1, legendMessages.yearOfRelease).optional())
	});
	legendLinkTypes = z$1.enum([
		"WIKIPEDIA",
		"INSTAGRAM",
		"FACEBOOK",
		"SPOTIFY",
		"YOUTUBE",
		"TWITTER",
		"CUSTOM"
	]);
	legendLink = z$1.object({
		linkType: legendLinkTypes,
		url: z$1.string(),
		linkName: z$1.string().nullable()
	});
	legendVoteInfo = z$1.object({
		isVoted: z$1.boolean(),
		actualVote: z$1.number().int(),
		/** actualVote as a percent of expectedMinimalVote, rounded down (may pass 100). */
		votePercent: z$1.number().int(),
		expectedMinimalVote: z$1.number().int(),
		/** ISO 8601: votes are taken strictly before this moment. */
		firstVoteStageOpenUntil: z$1.string()
	});
	legendPerson = z$1.object({
		uuid: z$1.string(),
		nickName: z$1.string(),
		publicName: z$1.string(),
		avatar: z$1.string().nullable()
	});
	legend$1 = z$1.object({
		/** Numeric id: the comments area's parent id (kind LEGEND). */
		id: z$1.number().int(),
		legendUuid: z$1.string(),
		legendType: legendTypes$1,
		name: z$1.string(),
		authorName: z$1.string().nullable(),
		coverUrl: z$1.string().nullable(),
		coverThumbnailUrl: z$1.string().nullable(),
		songUrl: z$1.string().nullable(),
		lengthOfSong: z$1.number().int().nullable(),
		songMedia: songMedia.nullable().optional(),
		era: eras.schema,
		genre: z$1.string().nullable(),
		textAuthor: z$1.string().nullable(),
		label: z$1.string().nullable(),
		recordingStudio: z$1.string().nullable(),
		composer: z$1.string().nullable(),
		yearOfRelease: z$1.number().int().nullable(),
		/** SUCCESS means inducted. */
		status: legendStatuses,
		likeCount: z$1.number().int(),
		commentCount: z$1.number().int(),
		liked: z$1.boolean(),
		links: z$1.array(legendLink),
		voteInfo: legendVoteInfo,
		legendStarterUserOwner: legendPerson,
		ownerLegendStarterOpinion: z$1.string(),
		/** The judges who decided on it. */
		judges: z$1.array(legendPerson.pick({
			uuid: true,
			nickName: true,
			publicName: true
		})),
		/** The judges' reason, shown to the nominator (and staff) once REJECTED; null for anyone else. */
		rejectionReason: z$1.string().nullable(),
		/** An earlier legend of the same kind and name: flagged for the judges, not refused. */
		duplicateOf: z$1.string().nullable(),
		createdAt: z$1.string()
	});
	legendPage = paged(legend$1);
	legendSearchQuery = z$1.object({
		page: z$1.coerce.number().int().min(0).default(0),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(pageSizes.hallOfFame),
		legendType: legendTypes$1.default("SONG"),
		isLegend: z$1.enum(["true", "false"]).default("false"),
		sort: legendSorts.default("RECENT")
	});
	legendSearchBody = z$1.object({
		searchText: z$1.string().trim().max(100).nullish(),
		/** Another way to name the sort (the spec's body carries it too); the query's `sort` wins when both are set. */
		orderBy: legendSorts.nullish(),
		eras: z$1.array(eras.schema).nullish(),
		genres: z$1.array(genres$2.schema).nullish()
	}).nullish().transform((body) => body ?? {});
	legendLikeState = z$1.object({
		legendUuid: z$1.string(),
		likeCount: z$1.number().int(),
		liked: z$1.boolean()
	});
	legendSong = z$1.object({
		legendUuid: z$1.string(),
		name: z$1.string(),
		authorName: z$1.string().nullable(),
		genre: z$1.string().nullable(),
		era: eras.schema,
		coverUrl: z$1.string().nullable(),
		songUrl: z$1.string(),
		lengthOfSong: z$1.number().int().nullable(),
		media: songMedia.optional()
	});
	legendsPlaylist = z$1.object({ elements: z$1.array(legendSong) });
	legendsPlaylistQuery$1 = z$1.object({ searchText: z$1.string().trim().max(100).optional() });
	legendSongsCount = z$1.object({ count: z$1.number().int().nonnegative() });
	legendDecisions = z$1.enum(["INDUCT", "REJECT"]);
	z$1.object({
		decision: legendDecisions,
		reason: z$1.preprocess((value) => value === null ? void 0 : value, z$1.string().trim().max(1e3).optional())
	}).superRefine((input, ctx) => {
		if (input.decision === "REJECT" && !input.reason) ctx.addIssue({
			code: "custom",
			message: legendMessages.reasonRequired,
			path: ["reason"]
		});
	});
	z$1.object({
		voteStageDays: z$1.coerce.number().int().min(1).max(365),
		expectedMinimalVote: z$1.coerce.number().int().min(1).max(1e6),
		judgesQuorum: z$1.coerce.number().int().min(1).max(50),
		nominationsPerDay: z$1.coerce.number().int().min(1).max(1e3)
	});
	z$1.object({
		name: requiredText(limits.legendNameMax).optional(),
		authorName: optionalText(limits.legendAuthorNameMax).nullable(),
		ownerLegendStarterOpinion: requiredText(limits.legendOpinionMax).optional(),
		era: eras.schema.optional(),
		genre: genres$2.schema.nullable().optional(),
		composer: optionalText(limits.composerMax).nullable(),
		label: optionalText(50).nullable(),
		recordingStudio: optionalText(50).nullable(),
		textAuthor: optionalText(50).nullable()
	}).passthrough();
}));
// ../../packages/contract/src/endpoints.ts
var messageAnswer, emailChanged, ledgerClientConfig, ledgerAccount, endpoints;
var init_endpoints = __esmMin((() => {
	init_zod();
	init_accounts();
	init_markets();
	init_reference();
	init_sharing();
	init_catalogue();
	init_profiles();
	init_feed();
	init_payments();
	init_greetings();
	init_limits();
	init_chat();
	init_moderation();
	init_notifications();
	init_search();
	init_paging();
	init_legends$1();
	init_routes();
	messageAnswer = z$1.object({ message: z$1.string() });
	emailChanged = z$1.object({ email: z$1.string() });
	ledgerClientConfig = z$1.object({
		networkName: z$1.string(),
		genesisHash: z$1.string(),
		nodeUrl: z$1.string(),
		contracts: z$1.record(z$1.string(), z$1.object({
			index: z$1.string(),
			subindex: z$1.string()
		})),
		contractNames: z$1.record(z$1.string(), z$1.string())
	});
	ledgerAccount = z$1.object({
		address: z$1.string(),
		balance: z$1.string()
	});
	endpoints = {
		accounts: {
			signUp: {
				...routes.accounts.signUp,
				body: signUpRequest,
				responses: { 200: loginResponse }
			},
			login: {
				...routes.accounts.login,
				body: loginRequest,
				responses: { 200: loginResponse }
			},
			refresh: {
				...routes.accounts.refresh,
				body: refreshRequest,
				responses: { 200: tokenPair }
			},
			logout: {
				...routes.accounts.logout,
				body: null,
				responses: { 204: null }
			},
			requestPasswordReset: {
				...routes.accounts.requestPasswordReset,
				body: passwordResetRequest,
				responses: { 200: messageAnswer }
			},
			confirmPasswordReset: {
				...routes.accounts.confirmPasswordReset,
				body: passwordResetConfirm,
				responses: { 200: messageAnswer }
			},
			showAccount: {
				...routes.accounts.showAccount,
				responses: { 200: accountSettings }
			},
			changePassword: {
				...routes.accounts.changePassword,
				body: changePasswordRequest,
				responses: { 200: messageAnswer }
			},
			requestEmailChange: {
				...routes.accounts.requestEmailChange,
				body: changeEmailRequest,
				responses: { 200: messageAnswer }
			},
			confirmEmailChange: {
				...routes.accounts.confirmEmailChange,
				body: null,
				responses: { 200: emailChanged }
			},
			deleteAccount: {
				...routes.accounts.deleteAccount,
				body: deleteAccountRequest,
				responses: { 204: null }
			}
		},
		catalogue: {
			genres: {
				...routes.catalogue.genres,
				responses: { 200: genreList }
			},
			eras: {
				...routes.catalogue.eras,
				responses: { 200: eraList }
			},
			products: {
				...routes.catalogue.products,
				responses: { 200: artistProducts }
			},
			songs: {
				...routes.catalogue.songs,
				query: pageQuery(),
				responses: { 200: songList }
			},
			createSong: {
				...routes.catalogue.createSong,
				contentType: "multipart/form-data",
				body: songCreate,
				responses: { 201: catalogueSong }
			},
			deleteSong: {
				...routes.catalogue.deleteSong,
				body: null,
				responses: { 204: null }
			},
			playlists: {
				...routes.catalogue.playlists,
				query: playlistQuery,
				responses: { 200: playlistPage }
			},
			createPlaylist: {
				...routes.catalogue.createPlaylist,
				contentType: "multipart/form-data",
				body: playlistCreate,
				responses: { 201: cataloguePlaylist }
			},
			playlist: {
				...routes.catalogue.playlist,
				responses: { 200: cataloguePlaylist }
			},
			events: {
				...routes.catalogue.events,
				query: eventQuery,
				responses: { 200: eventPage }
			},
			createEvent: {
				...routes.catalogue.createEvent,
				contentType: "multipart/form-data",
				body: eventCreate,
				responses: { 201: catalogueEvent }
			},
			event: {
				...routes.catalogue.event,
				responses: { 200: catalogueEvent }
			},
			oembed: {
				...routes.catalogue.oembed,
				query: oembedQuery,
				responses: { 200: oembedAnswer }
			}
		},
		profiles: {
			profile: {
				...routes.profiles.profile,
				responses: { 200: artistProfile }
			},
			updateProfile: {
				...routes.profiles.updateProfile,
				contentType: "multipart/form-data",
				body: profileUpdate,
				responses: { 200: artistProfile }
			},
			servicePrices: {
				...routes.profiles.servicePrices,
				responses: { 200: servicePrices }
			},
			updateServicePrices: {
				...routes.profiles.updateServicePrices,
				body: servicePricesUpdate,
				responses: { 200: servicePrices }
			},
			subscribers: {
				...routes.profiles.subscribers,
				query: pageQuery(),
				responses: { 200: subscriberList }
			},
			inviteSubscriber: {
				...routes.profiles.inviteSubscriber,
				body: subscriberInvitation,
				responses: { 200: messageAnswer }
			},
			acceptInvitation: {
				...routes.profiles.acceptInvitation,
				body: null,
				responses: { 200: invitationAccepted }
			},
			removeSubscriber: {
				...routes.profiles.removeSubscriber,
				body: null,
				responses: { 204: null }
			}
		},
		search: { search: {
			...routes.search.search,
			body: searchRequest,
			query: searchQuery,
			responses: { 200: searchResult }
		} },
		health: {
			/** 503 with the same body when a dependency is down. */
			health: {
				...routes.health.health,
				responses: {
					200: health,
					503: health
				}
			},
			serverTime: {
				...routes.health.serverTime,
				responses: { 200: serverTime }
			}
		},
		markets: {
			/** 404 unless the platform runs the local ledger. */
			ledgerConfig: {
				...routes.markets.ledgerConfig,
				responses: { 200: ledgerClientConfig }
			},
			myLedgerAccount: {
				...routes.markets.myLedgerAccount,
				body: null,
				responses: {
					200: ledgerAccount,
					201: ledgerAccount
				}
			},
			listAuctions: {
				...routes.markets.listAuctions,
				query: auctionListQuery,
				responses: { 200: auctionPage }
			},
			searchAuctions: {
				...routes.markets.searchAuctions,
				query: auctionSearchQuery,
				responses: { 200: auctionSearchPage }
			},
			showAuction: {
				...routes.markets.showAuction,
				responses: { 200: auction }
			},
			/** Multipart (`auction` JSON part + `coverFile`): the body is checked by the API, part by part. */
			createAuction: {
				...routes.markets.createAuction,
				contentType: "multipart/form-data",
				body: null,
				responses: { 201: auction }
			},
			/** `true` once the ledger shows the bid; 409 when it does not. */
			recordBid: {
				...routes.markets.recordBid,
				body: bidUpdateRequest,
				responses: { 200: z$1.literal(true) }
			},
			finishAuction: {
				...routes.markets.finishAuction,
				body: null,
				responses: { 200: auction }
			},
			generateTokenId: {
				...routes.markets.generateTokenId,
				responses: { 200: generatedTokenId }
			},
			availableSongs: {
				...routes.markets.availableSongs,
				responses: { 200: availableSongList }
			},
			listOffers: {
				...routes.markets.listOffers,
				query: offerListQuery,
				responses: { 200: offerPage }
			},
			/** `address`: the connected wallet, read on a Concordium network (the local ledger knows the user's own). */
			availableTokens: {
				...routes.markets.availableTokens,
				query: z$1.object({ address: z$1.string().trim().min(1).max(64).optional() }),
				responses: { 200: availableTokenList }
			},
			showOffer: {
				...routes.markets.showOffer,
				responses: { 200: saleOffer }
			},
			createOffer: {
				...routes.markets.createOffer,
				body: offerCreateRequest,
				responses: { 201: saleOffer }
			},
			buyOffer: {
				...routes.markets.buyOffer,
				body: null,
				responses: { 200: saleOffer }
			}
		},
		feed: {
			feed: {
				...routes.feed.feed,
				query: feedQuery,
				responses: { 200: postPage }
			},
			like: {
				...routes.feed.like,
				body: null,
				responses: { 200: likeState }
			},
			unlike: {
				...routes.feed.unlike,
				body: null,
				responses: { 200: likeState }
			},
			wall: {
				...routes.feed.wall,
				query: feedQuery,
				responses: { 200: postPage }
			},
			/** The body is multipart (FormData) with the spec's field names; feed.ts's createPostFields checks its text fields. */
			createPost: {
				...routes.feed.createPost,
				contentType: "multipart/form-data",
				body: null,
				responses: { 201: feedPost }
			},
			showPost: {
				...routes.feed.showPost,
				responses: { 200: feedPost }
			},
			deletePost: {
				...routes.feed.deletePost,
				body: null,
				responses: { 204: null }
			},
			vote: {
				...routes.feed.vote,
				body: voteRequest,
				responses: { 200: feedPoll }
			},
			withdrawVote: {
				...routes.feed.withdrawVote,
				body: null,
				responses: { 200: feedPoll }
			},
			pollVoters: {
				...routes.feed.pollVoters,
				responses: { 200: pollVoters }
			},
			comments: {
				...routes.feed.comments,
				query: commentsQuery(pageSizes.comments),
				responses: { 200: commentPage }
			},
			addComment: {
				...routes.feed.addComment,
				body: addCommentRequest,
				responses: { 201: feedComment }
			},
			replies: {
				...routes.feed.replies,
				query: commentsQuery(pageSizes.replies),
				responses: { 200: commentPage }
			},
			reply: {
				...routes.feed.reply,
				body: addCommentRequest,
				responses: { 201: feedComment }
			}
		},
		payments: {
			purchase: {
				...routes.payments.purchase,
				body: purchaseRequest,
				responses: { 201: purchaseAnswer }
			},
			/** Providers send it as a form (`application/x-www-form-urlencoded`); JSON is accepted too. */
			callback: {
				...routes.payments.callback,
				contentType: "application/x-www-form-urlencoded",
				body: paymentCallback,
				responses: { 200: messageAnswer }
			},
			balance: {
				...routes.payments.balance,
				responses: { 200: balanceAnswer }
			},
			requestWithdrawal: {
				...routes.payments.requestWithdrawal,
				body: withdrawalRequest,
				responses: { 201: withdrawalAnswer }
			},
			withdrawals: {
				...routes.payments.withdrawals,
				query: withdrawalsQuery,
				responses: { 200: withdrawalPage }
			},
			received: {
				...routes.payments.received,
				query: receivedQuery,
				responses: { 200: receivedPage }
			}
		},
		greetings: {
			orders: {
				...routes.greetings.orders,
				query: videoOrdersQuery,
				responses: { 200: videoOrderList }
			},
			deliver: {
				...routes.greetings.deliver,
				contentType: "multipart/form-data",
				body: null,
				responses: { 200: videoOrder }
			},
			decline: {
				...routes.greetings.decline,
				body: null,
				responses: { 200: videoOrder }
			}
		},
		legends: {
			search: {
				...routes.legends.search,
				query: legendSearchQuery,
				body: legendSearchBody,
				responses: { 200: legendPage }
			},
			songsLegends: {
				...routes.legends.songsLegends,
				query: legendsPlaylistQuery$1,
				responses: { 200: legendsPlaylist }
			},
			songsLegendsCount: {
				...routes.legends.songsLegendsCount,
				responses: { 200: legendSongsCount }
			},
			/** Multipart (FormData) with the spec's field names; legends.ts's songLegendCreate checks the text fields. */
			createSong: {
				...routes.legends.createSong,
				contentType: "multipart/form-data",
				body: null,
				responses: { 201: legend$1 }
			},
			createPerson: {
				...routes.legends.createPerson,
				contentType: "multipart/form-data",
				body: null,
				responses: { 201: legend$1 }
			},
			vote: {
				...routes.legends.vote,
				body: null,
				responses: { 200: legend$1 }
			},
			like: {
				...routes.legends.like,
				body: null,
				responses: { 200: legendLikeState }
			},
			unlike: {
				...routes.legends.unlike,
				body: null,
				responses: { 200: legendLikeState }
			},
			show: {
				...routes.legends.show,
				responses: { 200: legend$1 }
			},
			remove: {
				...routes.legends.remove,
				body: null,
				responses: { 204: null }
			},
			comments: {
				...routes.legends.comments,
				query: commentsQuery(pageSizes.comments),
				responses: { 200: commentPage }
			},
			addComment: {
				...routes.legends.addComment,
				body: addCommentRequest,
				responses: { 201: feedComment }
			},
			replies: {
				...routes.legends.replies,
				query: commentsQuery(pageSizes.replies),
				responses: { 200: commentPage }
			},
			reply: {
				...routes.legends.reply,
				body: addCommentRequest,
				responses: { 201: feedComment }
			}
		},
		chat: {
			chats: {
				...routes.chat.chats,
				query: chatListQuery,
				responses: { 200: chatPage }
			},
			status: {
				...routes.chat.status,
				query: chatStatusQuery,
				responses: { 200: chatStatus }
			},
			messages: {
				...routes.chat.messages,
				query: chatMessagesQuery,
				responses: { 200: chatMessageList }
			},
			/** Multipart (FormData): the text fields as sendChatMessageFields, plus `file` for a picture. */
			send: {
				...routes.chat.send,
				contentType: "multipart/form-data",
				body: sendChatMessageFields,
				responses: { 201: sentChatMessage }
			}
		},
		moderation: { report: {
			...routes.moderation.report,
			body: createReportRequest,
			responses: { 201: createdReport }
		} },
		notifications: {
			list: {
				...routes.notifications.list,
				query: notificationsQuery,
				responses: { 200: notificationPage }
			},
			read: {
				...routes.notifications.read,
				body: markNotificationsReadRequest,
				responses: { 200: notificationsReadAnswer }
			},
			settings: {
				...routes.notifications.settings,
				responses: { 200: notificationSettings }
			},
			updateSettings: {
				...routes.notifications.updateSettings,
				body: updateNotificationSettingsRequest,
				responses: { 200: notificationSettings }
			},
			unsubscribe: {
				...routes.notifications.unsubscribe,
				query: unsubscribeQuery,
				body: null,
				responses: { 200: unsubscribeAnswer }
			},
			unsubscribeLink: {
				...routes.notifications.unsubscribeLink,
				query: unsubscribeQuery,
				responses: { 302: null }
			},
			pushKey: {
				...routes.notifications.pushKey,
				responses: { 200: pushKeyAnswer }
			},
			pushSubscribe: {
				...routes.notifications.pushSubscribe,
				body: pushSubscriptionRequest,
				responses: { 204: null }
			},
			pushUnsubscribe: {
				...routes.notifications.pushUnsubscribe,
				body: pushUnsubscribeRequest,
				responses: { 204: null }
			}
		}
	};
}));
// ../../packages/contract/src/loudness.ts
/** The gain (dB) that brings a song to the reference, bounded so its true peak stays under the ceiling. */
function normalisationGainDb(loudness, targetLufs = -14) {
	if (!loudness || !Number.isFinite(loudness.integratedLufs)) return 0;
	const wanted = targetLufs - loudness.integratedLufs;
	const headroom = -1 - loudness.truePeakDb;
	return Math.min(wanted, Number.isFinite(headroom) ? headroom : wanted);
}
/** dB → the linear factor a GainNode or an element's volume takes. */
function gainFactor(db) {
	return 10 ** (db / 20);
}
var init_loudness = __esmMin((() => {}));
// ../../packages/contract/src/index.ts
var init_src$3 = __esmMin((() => {
	init_enums();
	init_labels();
	init_money_format();
	init_values();
	init_links$1();
	init_limits();
	init_media_types();
	init_post_rules();
	init_form_rules();
	init_password_rules();
	init_errors$1();
	init_paging();
	init_reference();
	init_accounts();
	init_admin();
	init_admin_resources();
	init_profiles();
	init_catalogue();
	init_routes();
	init_primed();
	init_endpoints();
	init_feed();
	init_markets();
	init_payments();
	init_search();
	init_greetings();
	init_legends$1();
	init_chat();
	init_moderation();
	init_notifications();
	init_song_media();
	init_loudness();
	init_sharing();
}));
// ../../packages/api-client/src/schemas.ts
var schemas_exports = /* @__PURE__ */ __exportAll({ endpoints: () => endpoints });
var init_schemas$1 = __esmMin((() => {
	init_src$3();
}));
// ../../packages/api-client/src/client.ts
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
var schemas, contractEndpoints, apiPaths, noCacheHeaders, ApiClient;
var init_client = __esmMin((() => {
	init_routes();
	init_constants();
	init_errors$2();
	init_storage();
	schemas = () => Promise.resolve().then(() => (init_schemas$1(), schemas_exports));
	contractEndpoints = async () => (await schemas()).endpoints;
	apiPaths = {
		login: routes.accounts.login.path,
		signUp: routes.accounts.signUp.path,
		refresh: routes.accounts.refresh.path,
		logout: (uuid) => pathOf(routes.accounts.logout, { uuid }),
		serverTime: routes.health.serverTime.path,
		genres: routes.catalogue.genres.path,
		health: routes.health.health.path
	};
	noCacheHeaders = {
		"Cache-Control": "no-cache, no-store, must-revalidate",
		Pragma: "no-cache",
		Expires: "0"
	};
	ApiClient = class {
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
}));
// ../../packages/api-client/src/index.ts
var init_src$2 = __esmMin((() => {
	init_client();
	init_errors$2();
	init_storage();
})), palette, space, breakpoints;
var init_tokens = __esmMin((() => {
	init_src$3();
	palette = {
		linen: {
			50: "#FFFCF6",
			100: "#FAF5EA",
			200: "#F1E9D8",
			300: "#E2D5BD"
		},
		ink: {
			900: "#17120F",
			800: "#2A231E",
			700: "#3E352F",
			600: "#574C43",
			500: "#776A5F",
			300: "#B8AC9F"
		},
		red: {
			100: "#F9DEDB",
			300: "#F59A90",
			400: "#EC6F66",
			500: "#C8312B",
			600: "#A8231F",
			700: "#851A17",
			900: "#3D0F0D"
		},
		gold: {
			100: "#FBF0CF",
			300: "#F3D27A",
			400: "#E9B949",
			500: "#D49A1C",
			700: "#7D5608",
			900: "#33260A"
		},
		night: {
			950: "#070C18",
			900: "#0B1324",
			850: "#101A30",
			800: "#16223D",
			700: "#223152",
			600: "#32446B",
			300: "#8E9CBB",
			200: "#BAC4D9"
		},
		cornflower: {
			300: "#A9C1F7",
			600: "#2451B5",
			700: "#1C3F8F"
		},
		leaf: {
			300: "#86D49A",
			700: "#23683A"
		},
		white: "#FFFFFF"
	};
	palette.linen[100], palette.linen[50], palette.linen[200], palette.white, palette.linen[300], palette.ink[500], palette.ink[900], palette.ink[600], palette.ink[900], palette.ink[700], palette.linen[50], palette.red[600], palette.red[600], palette.red[100], palette.red[700], palette.gold[400], palette.ink[900], palette.gold[100], palette.gold[700], palette.red[600], palette.red[700], palette.white, palette.red[600], palette.red[100], palette.leaf[700], palette.leaf[700], palette.cornflower[600], palette.cornflower[600], palette.red[600], palette.ink[900], palette.linen[200], palette.ink[500], palette.night[900], palette.night[850], palette.night[950], palette.night[800], palette.night[700], palette.night[300], palette.linen[100], palette.night[200], palette.gold[400], palette.gold[300], palette.ink[900], palette.red[400], palette.red[300], palette.night[700], palette.linen[50], palette.gold[400], palette.ink[900], palette.gold[900], palette.gold[300], palette.red[500], palette.red[600], palette.white, palette.red[300], palette.red[900], palette.leaf[300], palette.leaf[300], palette.cornflower[300], palette.gold[300], palette.red[400], palette.gold[400], palette.night[800], palette.night[300];
	space = {
		0: "0",
		1: "0.25rem",
		2: "0.5rem",
		3: "0.75rem",
		4: "1rem",
		5: "1.25rem",
		6: "1.5rem",
		8: "2rem",
		10: "2.5rem",
		12: "3rem",
		16: "4rem"
	};
	`${timings.preloaderSwapMs}`;
	breakpoints = {
		mobile: breakpoints$1.mobile,
		chat: breakpoints$1.chat,
		desktop: breakpoints$1.backButton
	};
}));
// ../../design-system/src/hooks/useMediaQuery.ts
/**
* Subscribes to a CSS media query. `serverValue` is what it reports where there is no window
* (SSR, prerender), so the first client render can match it.
*/
function useMediaQuery(query, serverValue = false) {
	const subscribe = useCallback((onChange) => {
		if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, [query]);
	const getSnapshot = () => typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query).matches : serverValue;
	return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
var mediaQueries;
var init_useMediaQuery = __esmMin((() => {
	init_tokens();
	mediaQueries = {
		below: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `(width < ${px}px)`])),
		from: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `(width >= ${px}px)`])),
		reducedMotion: "(prefers-reduced-motion: reduce)",
		dark: "(prefers-color-scheme: dark)"
	};
}));
// ../../design-system/src/components/Stack/Stack.module.css
var stack$2, Stack_module_default;
var init_Stack_module = __esmMin((() => {
	stack$2 = "_stack_xj1kt_1";
	Stack_module_default = { stack: stack$2 };
}));
// ../../design-system/src/components/Stack/Stack.tsx
/** Children in a column with even gaps. */
function Stack({ as: Tag = "div", gap = 4, align = "stretch", className, style, ...rest }) {
	const custom = {
		"--stack-gap": space[gap],
		"--stack-align": align
	};
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(Stack_module_default.stack, className),
		style: {
			...custom,
			...style
		},
		...rest
	});
}
var init_Stack$1 = __esmMin((() => {
	init_tokens();
	init_Stack_module();
}));
// ../../design-system/src/components/Stack/index.ts
var init_Stack = __esmMin((() => {
	init_Stack$1();
}));
// ../../design-system/src/components/Cluster/Cluster.tsx
var init_Cluster$1 = __esmMin((() => {}));
// ../../design-system/src/components/Cluster/index.ts
var init_Cluster = __esmMin((() => {
	init_Cluster$1();
}));
// ../../design-system/src/components/Container/Container.module.css
var container, narrow, wide$2, full, Container_module_default;
var init_Container_module = __esmMin((() => {
	container = "_container_c999d_1";
	narrow = "_narrow_c999d_7";
	wide$2 = "_wide_c999d_11";
	full = "_full_c999d_15";
	Container_module_default = {
		container,
		narrow,
		wide: wide$2,
		full
	};
}));
// ../../design-system/src/components/Container/Container.tsx
/** Centres content with the page gutter: 16 px on phones, 24 px from 600 px. */
function Container({ as: Tag = "div", size = "wide", className, ...rest }) {
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(Container_module_default.container, Container_module_default[size], className),
		...rest
	});
}
var init_Container$1 = __esmMin((() => {
	init_Container_module();
}));
// ../../design-system/src/components/Container/index.ts
var init_Container = __esmMin((() => {
	init_Container$1();
}));
// ../../design-system/src/components/VisuallyHidden/VisuallyHidden.module.css
var hidden, focusable, VisuallyHidden_module_default;
var init_VisuallyHidden_module = __esmMin((() => {
	hidden = "_hidden_xiux3_1";
	focusable = "_focusable_xiux3_13";
	VisuallyHidden_module_default = {
		hidden,
		focusable
	};
}));
// ../../design-system/src/components/VisuallyHidden/VisuallyHidden.tsx
/** Text for screen readers only. */
function VisuallyHidden({ as: Tag = "span", focusable = false, className, ...rest }) {
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(VisuallyHidden_module_default.hidden, focusable && VisuallyHidden_module_default.focusable, className),
		...rest
	});
}
var init_VisuallyHidden$1 = __esmMin((() => {
	init_VisuallyHidden_module();
}));
// ../../design-system/src/components/VisuallyHidden/index.ts
var init_VisuallyHidden = __esmMin((() => {
	init_VisuallyHidden$1();
}));
// ../../design-system/src/components/Icon/Icon.module.css
var icon$9, Icon_module_default;
var init_Icon_module = __esmMin((() => {
	icon$9 = "_icon_5z4i4_1";
	Icon_module_default = { icon: icon$9 };
}));
// ../../design-system/src/components/Icon/Icon.tsx
function Icon({ name, size, title, className, ...rest }) {
	const dimension = size ?? "1.25em";
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 24 24",
		width: dimension,
		height: dimension,
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.75,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		focusable: "false",
		className: clsx(Icon_module_default.icon, className),
		...title ? {
			role: "img",
			"aria-label": title
		} : { "aria-hidden": true },
		...rest,
		children: [title ? /* @__PURE__ */ jsx("title", { children: title }) : null, drawings[name]]
	});
}
var drawings, named$1, SearchIcon, ChatIcon, SignOutIcon, SignInIcon, PlusIcon, CloseIcon, PlayIcon, PauseIcon, SettingsIcon, ChevronLeftIcon, ChevronRightIcon, ChevronDownIcon, ArrowLeftIcon, CheckIcon, AlertIcon, InfoIcon, HeartIcon, KobzaIcon, SkipBackIcon, SkipForwardIcon, CommentIcon, ImageIcon, MusicIcon, PollIcon, TrashIcon;
var init_Icon$1 = __esmMin((() => {
	init_Icon_module();
	drawings = {
		home: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M3.5 10.5 12 3.5l8.5 7" }), /* @__PURE__ */ jsx("path", { d: "M5.5 9v11.5h4.75v-6h3.5v6h4.75V9" })] }),
		search: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
			cx: "10.75",
			cy: "10.75",
			r: "6.75"
		}), /* @__PURE__ */ jsx("path", { d: "m20.5 20.5-4.9-4.9" })] }),
		video: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
			x: "2.5",
			y: "5.5",
			width: "13.5",
			height: "13",
			rx: "2.5"
		}), /* @__PURE__ */ jsx("path", { d: "m16 10.25 5.5-3v9.5l-5.5-3z" })] }),
		profile: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "8",
			r: "4"
		}), /* @__PURE__ */ jsx("path", { d: "M4.5 20.5c.6-3.9 3.7-6.5 7.5-6.5s6.9 2.6 7.5 6.5" })] }),
		chat: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M4.5 4.5h15a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-5.5 4v-4a1.5 1.5 0 0 1-1.5-1.5V6a1.5 1.5 0 0 1 1.5-1.5z" }), /* @__PURE__ */ jsx("path", { d: "M8 9.25h8M8 12.5h5" })] }),
		trophy: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", { d: "M7.5 3.5h9v6a4.5 4.5 0 0 1-9 0z" }),
			/* @__PURE__ */ jsx("path", { d: "M7.5 5.5h-3v1.25A3.75 3.75 0 0 0 8 10.5M16.5 5.5h3v1.25A3.75 3.75 0 0 1 16 10.5" }),
			/* @__PURE__ */ jsx("path", { d: "M12 14v3.5M8.5 20.5h7M9.5 17.5h5v3h-5z" })
		] }),
		gavel: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
			x: "10",
			y: "4",
			width: "10",
			height: "6",
			rx: "1.25",
			transform: "rotate(45 15 7)"
		}), /* @__PURE__ */ jsx("path", { d: "m12.9 9.1-8.4 8.4M3.5 20.5h9" })] }),
		market: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", { d: "M3.5 9.5 5.25 4h13.5l1.75 5.5" }),
			/* @__PURE__ */ jsx("path", { d: "M3.5 9.5h17a2.83 2.83 0 0 1-5.67 0 2.83 2.83 0 0 1-5.66 0 2.83 2.83 0 0 1-5.67 0" }),
			/* @__PURE__ */ jsx("path", { d: "M5 12.25V20.5h14v-8.25" }),
			/* @__PURE__ */ jsx("path", { d: "M10 20.5v-5h4v5" })
		] }),
		signOut: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M10 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H10" }), /* @__PURE__ */ jsx("path", { d: "m15 8 4 4-4 4M19 12H9.5" })] }),
		signIn: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" }), /* @__PURE__ */ jsx("path", { d: "m10 8 4 4-4 4M14 12H3.5" })] }),
		plus: /* @__PURE__ */ jsx("path", { d: "M12 5v14M5 12h14" }),
		menu: /* @__PURE__ */ jsx("path", { d: "M4 6.5h16M4 12h16M4 17.5h16" }),
		close: /* @__PURE__ */ jsx("path", { d: "m6 6 12 12M18 6 6 18" }),
		play: /* @__PURE__ */ jsx("path", {
			d: "M7.5 4.75v14.5a.75.75 0 0 0 1.14.64l11.5-7.25a.75.75 0 0 0 0-1.28L8.64 4.11a.75.75 0 0 0-1.14.64z",
			fill: "currentColor"
		}),
		pause: /* @__PURE__ */ jsx("path", {
			d: "M6.5 4.5h3.25v15H6.5zM14.25 4.5h3.25v15h-3.25z",
			fill: "currentColor",
			strokeLinejoin: "round"
		}),
		settings: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", { d: "M4 7h8.5M17.5 7H20M4 17h2.5M11.5 17H20" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "15",
				cy: "7",
				r: "2.5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "9",
				cy: "17",
				r: "2.5"
			})
		] }),
		globe: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "8.75"
		}), /* @__PURE__ */ jsx("path", { d: "M3.5 12h17M12 3.25c2.4 2.4 3.6 5.3 3.6 8.75S14.4 18.35 12 20.75C9.6 18.35 8.4 15.45 8.4 12S9.6 5.65 12 3.25z" })] }),
		chevronLeft: /* @__PURE__ */ jsx("path", { d: "m14.5 5.5-6.5 6.5 6.5 6.5" }),
		chevronRight: /* @__PURE__ */ jsx("path", { d: "m9.5 5.5 6.5 6.5-6.5 6.5" }),
		chevronDown: /* @__PURE__ */ jsx("path", { d: "m5.5 9.5 6.5 6.5 6.5-6.5" }),
		arrowLeft: /* @__PURE__ */ jsx("path", { d: "M19.5 12h-15M10.5 6l-6 6 6 6" }),
		check: /* @__PURE__ */ jsx("path", { d: "m5 12.5 4.5 4.5L19 7.5" }),
		alert: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "8.75"
		}), /* @__PURE__ */ jsx("path", { d: "M12 7.5v5.25M12 16.25v.25" })] }),
		info: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "8.75"
		}), /* @__PURE__ */ jsx("path", { d: "M12 11v5.5M12 7.5v.25" })] }),
		bell: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" }), /* @__PURE__ */ jsx("path", { d: "M10 20.5h4" })] }),
		heart: /* @__PURE__ */ jsx("path", { d: "M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.1a4.4 4.4 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" }),
		/** The kobza itself: a pear-shaped body, a rosette sound hole and a short neck with pegs. */
		kobza: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", { d: "M12 9.25c3.6 0 6.25 2.9 6.25 6.3 0 3.6-2.8 5.95-6.25 5.95s-6.25-2.35-6.25-5.95c0-3.4 2.65-6.3 6.25-6.3z" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "12",
				cy: "15.25",
				r: "1.75"
			}),
			/* @__PURE__ */ jsx("path", { d: "M12 9.25V2.5M10.25 3.5h3.5M10.25 5.75h3.5M10 20.25h4" })
		] }),
		skipBack: /* @__PURE__ */ jsx("path", { d: "M6.5 5.5v13M18 6 9.5 12l8.5 6z" }),
		skipForward: /* @__PURE__ */ jsx("path", { d: "M17.5 5.5v13M6 6l8.5 6L6 18z" }),
		comment: /* @__PURE__ */ jsx("path", { d: "M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" }),
		image: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("rect", {
				x: "3.5",
				y: "4.5",
				width: "17",
				height: "15",
				rx: "2.5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "9",
				cy: "10",
				r: "1.75"
			}),
			/* @__PURE__ */ jsx("path", { d: "m4 17.5 5-4.5 4 3.5 2.5-2 4.5 3.5" })
		] }),
		music: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", { d: "M9.5 17.5V5.5l10-2v12" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "7",
				cy: "17.5",
				r: "2.5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17",
				cy: "15.5",
				r: "2.5"
			})
		] }),
		poll: /* @__PURE__ */ jsx("path", { d: "M5 20V11M10 20V5M15 20v-7M20 20V8M3.5 20.5h17" }),
		trash: /* @__PURE__ */ jsx("path", { d: "M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5M10.5 10v6.5M13.5 10v6.5" })
	};
	Object.keys(drawings);
	named$1 = (name) => {
		const Named = (props) => /* @__PURE__ */ jsx(Icon, {
			...props,
			name
		});
		Named.displayName = `${name[0]?.toUpperCase()}${name.slice(1)}Icon`;
		return Named;
	};
	named$1("home");
	SearchIcon = named$1("search");
	named$1("video");
	named$1("profile");
	ChatIcon = named$1("chat");
	named$1("trophy");
	named$1("gavel");
	named$1("market");
	SignOutIcon = named$1("signOut");
	SignInIcon = named$1("signIn");
	PlusIcon = named$1("plus");
	named$1("menu");
	CloseIcon = named$1("close");
	PlayIcon = named$1("play");
	PauseIcon = named$1("pause");
	SettingsIcon = named$1("settings");
	named$1("globe");
	ChevronLeftIcon = named$1("chevronLeft");
	ChevronRightIcon = named$1("chevronRight");
	ChevronDownIcon = named$1("chevronDown");
	ArrowLeftIcon = named$1("arrowLeft");
	CheckIcon = named$1("check");
	AlertIcon = named$1("alert");
	InfoIcon = named$1("info");
	HeartIcon = named$1("heart");
	KobzaIcon = named$1("kobza");
	SkipBackIcon = named$1("skipBack");
	SkipForwardIcon = named$1("skipForward");
	CommentIcon = named$1("comment");
	ImageIcon = named$1("image");
	MusicIcon = named$1("music");
	PollIcon = named$1("poll");
	TrashIcon = named$1("trash");
}));
// ../../design-system/src/components/Icon/index.ts
var init_Icon = __esmMin((() => {
	init_Icon$1();
}));
// ../../design-system/src/components/Logo/Logo.module.css
var logo, sm$5, md$2, lg$3, mark$1, word, Logo_module_default;
var init_Logo_module = __esmMin((() => {
	logo = "_logo_10umm_1";
	sm$5 = "_sm_10umm_12";
	md$2 = "_md_10umm_16";
	lg$3 = "_lg_10umm_20";
	mark$1 = "_mark_10umm_24";
	word = "_word_10umm_32";
	Logo_module_default = {
		logo,
		sm: sm$5,
		md: md$2,
		lg: lg$3,
		mark: mark$1,
		word
	};
}));
// ../../design-system/src/components/Logo/Logo.tsx
/** The Kobza wordmark: the lute drawn in brand red beside the name set in the display serif. */
function Logo({ markOnly = false, name = "Kobza", size = "md", className }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx(Logo_module_default.logo, Logo_module_default[size], className),
		children: [/* @__PURE__ */ jsx(KobzaIcon, {
			className: Logo_module_default.mark,
			title: markOnly ? name : void 0
		}), !markOnly && /* @__PURE__ */ jsx("span", {
			className: Logo_module_default.word,
			children: name
		})]
	});
}
var init_Logo$1 = __esmMin((() => {
	init_Icon();
	init_Logo_module();
}));
// ../../design-system/src/components/Logo/index.ts
var init_Logo = __esmMin((() => {
	init_Logo$1();
}));
// ../../design-system/src/components/Ornament/Ornament.module.css
var ornament$3, stitch, diamonds, threadA$1, threadB$1, Ornament_module_default;
var init_Ornament_module = __esmMin((() => {
	ornament$3 = "_ornament_3r8tz_1";
	stitch = "_stitch_3r8tz_6 _band_1ful0_5";
	diamonds = "_diamonds_3r8tz_10";
	threadA$1 = "_threadA_3r8tz_14";
	threadB$1 = "_threadB_3r8tz_18";
	Ornament_module_default = {
		ornament: ornament$3,
		stitch,
		diamonds,
		threadA: threadA$1,
		threadB: threadB$1
	};
}));
// ../../design-system/src/components/Ornament/Ornament.tsx
/** Kobza's signature: a strip of vyshyvanka embroidery. Decorative, hidden from assistive tech. */
function Ornament({ variant = "stitch", className }) {
	const patternId = `ornament-${useId().replace(/:/g, "")}`;
	if (variant === "stitch") return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: clsx(Ornament_module_default.ornament, Ornament_module_default.stitch, className)
	});
	return /* @__PURE__ */ jsxs("svg", {
		"aria-hidden": "true",
		focusable: "false",
		className: clsx(Ornament_module_default.ornament, Ornament_module_default.diamonds, className),
		children: [/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsxs("pattern", {
			id: patternId,
			width: "24",
			height: "12",
			patternUnits: "userSpaceOnUse",
			children: [/* @__PURE__ */ jsx("path", {
				d: "M6 0l6 6-6 6-6-6z",
				className: Ornament_module_default.threadA
			}), /* @__PURE__ */ jsx("path", {
				d: "M18 2l4 4-4 4-4-4z",
				className: Ornament_module_default.threadB
			})]
		}) }), /* @__PURE__ */ jsx("rect", {
			width: "100%",
			height: "12",
			fill: `url(#${patternId})`
		})]
	});
}
var init_Ornament$1 = __esmMin((() => {
	init_Ornament_module();
}));
// ../../design-system/src/components/Ornament/index.ts
var init_Ornament = __esmMin((() => {
	init_Ornament$1();
}));
// ../../design-system/src/components/Button/Button.module.css
var button$1, primary, secondary$1, ghost$1, danger$2, unavailable, sm$4, lg$2, iconOnly, fullWidth$2, content, label$6, loading$1, spinnerBox, spinner, spin, visuallyHidden$7, Button_module_default;
var init_Button_module = __esmMin((() => {
	button$1 = "_button_m0x64_1";
	primary = "_primary_m0x64_44";
	secondary$1 = "_secondary_m0x64_48";
	ghost$1 = "_ghost_m0x64_55";
	danger$2 = "_danger_m0x64_61";
	unavailable = "_unavailable_m0x64_68";
	sm$4 = "_sm_m0x64_75";
	lg$2 = "_lg_m0x64_82";
	iconOnly = "_iconOnly_m0x64_88";
	fullWidth$2 = "_fullWidth_m0x64_94";
	content = "_content_m0x64_98";
	label$6 = "_label_m0x64_110";
	loading$1 = "_loading_m0x64_116";
	spinnerBox = "_spinnerBox_m0x64_120";
	spinner = "_spinner_m0x64_120";
	spin = "_spin_m0x64_120";
	visuallyHidden$7 = "_visuallyHidden_m0x64_136 _visuallyHidden_1fr3g_2";
	Button_module_default = {
		button: button$1,
		primary,
		secondary: secondary$1,
		ghost: ghost$1,
		danger: danger$2,
		unavailable,
		sm: sm$4,
		lg: lg$2,
		iconOnly,
		fullWidth: fullWidth$2,
		content,
		label: label$6,
		loading: loading$1,
		spinnerBox,
		spinner,
		spin,
		visuallyHidden: visuallyHidden$7
	};
}));
// ../../design-system/src/components/Button/Button.tsx
function Button({ variant = "primary", size = "md", loading = false, loadingLabel = "Loading", iconStart, iconEnd, icon, fullWidth = false, type = "button", className, children, onClick, disabled, ...rest }) {
	const iconOnly = icon !== void 0 && children === void 0;
	const ariaDisabled = rest["aria-disabled"];
	const unavailable = !loading && (ariaDisabled === true || ariaDisabled === "true");
	const handleClick = (event) => {
		if (loading || unavailable) {
			event.preventDefault();
			return;
		}
		onClick?.(event);
	};
	return /* @__PURE__ */ jsxs("button", {
		type,
		className: clsx(Button_module_default.button, Button_module_default[variant], Button_module_default[size], iconOnly && Button_module_default.iconOnly, fullWidth && Button_module_default.fullWidth, loading && Button_module_default.loading, unavailable && Button_module_default.unavailable, className),
		disabled,
		"aria-busy": loading || void 0,
		...rest,
		"aria-disabled": loading || unavailable || void 0,
		onClick: handleClick,
		children: [/* @__PURE__ */ jsx("span", {
			className: Button_module_default.content,
			children: iconOnly ? icon : /* @__PURE__ */ jsxs(Fragment, { children: [
				iconStart,
				children !== void 0 && /* @__PURE__ */ jsx("span", {
					className: Button_module_default.label,
					children
				}),
				iconEnd
			] })
		}), loading && /* @__PURE__ */ jsxs("span", {
			className: Button_module_default.spinnerBox,
			children: [/* @__PURE__ */ jsx("span", {
				className: Button_module_default.spinner,
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx("span", {
				className: Button_module_default.visuallyHidden,
				children: loadingLabel
			})]
		})]
	});
}
var init_Button$1 = __esmMin((() => {
	init_Button_module();
}));
// ../../design-system/src/components/Button/index.ts
var init_Button = __esmMin((() => {
	init_Button$1();
}));
// ../../design-system/src/components/IconButton/IconButton.tsx
/** A round, icon-only button. Ghost by default: it usually sits in toolbars and headers. */
function IconButton({ label, icon, pressed, variant = "ghost", ...rest }) {
	return /* @__PURE__ */ jsx(Button, {
		...rest,
		variant,
		icon,
		"aria-label": label,
		"aria-pressed": pressed
	});
}
var init_IconButton$1 = __esmMin((() => {
	init_Button();
}));
// ../../design-system/src/components/IconButton/index.ts
var init_IconButton = __esmMin((() => {
	init_IconButton$1();
}));
// ../../design-system/src/components/FormField/FormFieldContext.ts
/** Wiring from the surrounding FormField, if any; controls work on their own too. */
function useFormField() {
	return useContext(FormFieldContext);
}
/** Joins id lists for aria-describedby, dropping empties. */
function joinIds(...ids) {
	return ids.filter(Boolean).join(" ") || void 0;
}
var FormFieldContext;
var init_FormFieldContext = __esmMin((() => {
	FormFieldContext = createContext(null);
}));
// ../../design-system/src/components/FormField/FormField.module.css
var field$1, label$5, required, hint, error$10, errorIcon, disabled$3, visuallyHidden$6, FormField_module_default;
var init_FormField_module = __esmMin((() => {
	field$1 = "_field_l9bwu_1";
	label$5 = "_label_l9bwu_8";
	required = "_required_l9bwu_14";
	hint = "_hint_l9bwu_18";
	error$10 = "_error_l9bwu_23";
	errorIcon = "_errorIcon_l9bwu_32";
	disabled$3 = "_disabled_l9bwu_38";
	visuallyHidden$6 = "_visuallyHidden_l9bwu_43 _visuallyHidden_1fr3g_2";
	FormField_module_default = {
		field: field$1,
		label: label$5,
		required,
		hint,
		error: error$10,
		errorIcon,
		disabled: disabled$3,
		visuallyHidden: visuallyHidden$6
	};
}));
// ../../design-system/src/components/FormField/FormField.tsx
/** Label, hint and error around one control, wired for assistive technology. */
function FormField({ label, hint, error, required = false, disabled = false, hideLabel = false, id, className, children }) {
	const generated = useId();
	const controlId = id ?? `field-${generated}`;
	const hintId = hint ? `${controlId}-hint` : void 0;
	const errorId = error ? `${controlId}-error` : void 0;
	const value = useMemo(() => ({
		id: controlId,
		describedBy: [hintId, errorId].filter(Boolean).join(" ") || void 0,
		invalid: Boolean(error),
		required,
		disabled
	}), [
		controlId,
		hintId,
		errorId,
		error,
		required,
		disabled
	]);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(FormField_module_default.field, disabled && FormField_module_default.disabled, className),
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: controlId,
				className: clsx(FormField_module_default.label, hideLabel && FormField_module_default.visuallyHidden),
				children: [label, required && /* @__PURE__ */ jsx("span", {
					className: FormField_module_default.required,
					"aria-hidden": "true",
					children: " *"
				})]
			}),
			hint && /* @__PURE__ */ jsx("p", {
				id: hintId,
				className: FormField_module_default.hint,
				children: hint
			}),
			/* @__PURE__ */ jsx(FormFieldContext.Provider, {
				value,
				children
			}),
			error && /* @__PURE__ */ jsxs("p", {
				id: errorId,
				className: FormField_module_default.error,
				children: [/* @__PURE__ */ jsx(AlertIcon, { className: FormField_module_default.errorIcon }), /* @__PURE__ */ jsx("span", { children: error })]
			})
		]
	});
}
var init_FormField$1 = __esmMin((() => {
	init_Icon();
	init_FormFieldContext();
	init_FormField_module();
}));
// ../../design-system/src/components/FormField/index.ts
var init_FormField = __esmMin((() => {
	init_FormField$1();
	init_FormFieldContext();
}));
// ../../design-system/src/styles/field.module.css
var control$2, input$6, textarea, autoResize, adornment, counter, stack$1, visuallyHidden$5, field_module_default;
var init_field_module = __esmMin((() => {
	control$2 = "_control_rzc38_3";
	input$6 = "_input_rzc38_37";
	textarea = "_textarea_rzc38_62";
	autoResize = "_autoResize_rzc38_67";
	adornment = "_adornment_rzc38_72";
	counter = "_counter_rzc38_78";
	stack$1 = "_stack_rzc38_90";
	visuallyHidden$5 = "_visuallyHidden_rzc38_97 _visuallyHidden_1fr3g_2";
	field_module_default = {
		control: control$2,
		input: input$6,
		textarea,
		autoResize,
		adornment,
		counter,
		stack: stack$1,
		visuallyHidden: visuallyHidden$5
	};
}));
// ../../design-system/src/internal/CharCounter.tsx
/** Sets the counter text of every Input and TextArea below it (the app's language). */
function CharCounterProvider({ format, children }) {
	return /* @__PURE__ */ jsx(CounterFormat, {
		value: format,
		children
	});
}
/** Tracks the length of a text control, controlled or not. */
function useCharCount(value, defaultValue) {
	const [uncontrolled, setUncontrolled] = useState(() => String(defaultValue ?? "").length);
	return {
		length: value !== void 0 && value !== null ? String(value).length : uncontrolled,
		track: (next) => setUncontrolled(next.length)
	};
}
/**
* The spec's counter, 'Maximum number of characters - 12/50'. It is soft: typing past the
* maximum is allowed and flagged, so pasted text is not silently cut. Only going over the limit
* is announced; a live counter would speak on every keystroke.
*/
function CharCounter({ id, length, max, format: given }) {
	const inherited = useContext(CounterFormat);
	const format = given ?? inherited;
	const over = length > max;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		id,
		className: field_module_default.counter,
		"data-over": over,
		children: format(length, max)
	}), /* @__PURE__ */ jsx("span", {
		role: "status",
		className: field_module_default.visuallyHidden,
		children: over ? format(length, max) : ""
	})] });
}
var CounterFormat;
var init_CharCounter = __esmMin((() => {
	init_src$3();
	init_field_module();
	CounterFormat = createContext(messages$1.maxChars);
}));
// ../../design-system/src/internal/TextControl.tsx
/**
* What Input and TextArea share: the enclosing FormField's state, the soft character limit
* (typing past it marks the field invalid) and a change handler that keeps the count. Returns
* the props of the native control, those of its TextControlFrame, and the props it did not use.
*/
function useTextControl(props) {
	const { id, value, defaultValue, onChange, required, disabled, "aria-describedby": describedBy, maxChars, formatCounter, invalid, ...rest } = props;
	const field = useFormField();
	const counterId = `${useId()}-counter`;
	const { length, track } = useCharCount(value, defaultValue);
	const over = maxChars !== void 0 && length > maxChars;
	const isDisabled = disabled ?? field?.disabled;
	const isInvalid = Boolean(invalid ?? field?.invalid) || over;
	return {
		controlProps: {
			id: id ?? field?.id,
			value,
			defaultValue,
			onChange: (event) => {
				track(event.target.value);
				onChange?.(event);
			},
			required: required ?? field?.required,
			disabled: isDisabled,
			"aria-invalid": isInvalid || void 0,
			"aria-describedby": joinIds(field?.describedBy, maxChars !== void 0 && counterId, describedBy)
		},
		frameProps: {
			isInvalid,
			isDisabled: Boolean(isDisabled),
			counter: maxChars === void 0 ? void 0 : {
				id: counterId,
				length,
				max: maxChars,
				format: formatCounter
			}
		},
		rest
	};
}
/** The box around a text control and the character counter below it. */
function TextControlFrame({ className, isInvalid, isDisabled, counter, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(field_module_default.stack, className),
		children: [/* @__PURE__ */ jsx("div", {
			className: field_module_default.control,
			"data-invalid": isInvalid,
			"data-disabled": isDisabled,
			children
		}), counter && /* @__PURE__ */ jsx(CharCounter, { ...counter })]
	});
}
var init_TextControl = __esmMin((() => {
	init_FormFieldContext();
	init_field_module();
	init_CharCounter();
}));
// ../../design-system/src/components/Input/Input.tsx
/** A single-line text field. Put it in a FormField for a label, hint and error. */
function Input({ startAdornment, endAdornment, wrapperClassName, className, ...props }) {
	const { controlProps, frameProps, rest } = useTextControl(props);
	return /* @__PURE__ */ jsxs(TextControlFrame, {
		className: wrapperClassName,
		...frameProps,
		children: [
			startAdornment && /* @__PURE__ */ jsx("span", {
				className: field_module_default.adornment,
				children: startAdornment
			}),
			/* @__PURE__ */ jsx("input", {
				className: clsx(field_module_default.input, className),
				...controlProps,
				...rest
			}),
			endAdornment && /* @__PURE__ */ jsx("span", {
				className: field_module_default.adornment,
				children: endAdornment
			})
		]
	});
}
var init_Input$1 = __esmMin((() => {
	init_TextControl();
	init_field_module();
}));
// ../../design-system/src/components/Input/index.ts
var init_Input = __esmMin((() => {
	init_Input$1();
}));
// ../../design-system/src/components/TextArea/TextArea.tsx
/** A multi-line text field with the spec's character counter, e.g. 1000 for a post description. */
function TextArea({ autoResize = false, wrapperClassName, className, rows = 4, style, ...props }) {
	const { controlProps, frameProps, rest } = useTextControl(props);
	return /* @__PURE__ */ jsx(TextControlFrame, {
		className: wrapperClassName,
		...frameProps,
		children: /* @__PURE__ */ jsx("textarea", {
			rows,
			className: clsx(field_module_default.input, field_module_default.textarea, autoResize && field_module_default.autoResize, className),
			style: {
				"--rows": rows,
				...style
			},
			...controlProps,
			...rest
		})
	});
}
var init_TextArea$1 = __esmMin((() => {
	init_TextControl();
	init_field_module();
}));
// ../../design-system/src/components/TextArea/index.ts
var init_TextArea = __esmMin((() => {
	init_TextArea$1();
}));
// ../../design-system/src/components/Select/Select.module.css
var control$1, select, chevron, Select_module_default;
var init_Select_module = __esmMin((() => {
	control$1 = "_control_1r3gg_1";
	select = "_select_1r3gg_5";
	chevron = "_chevron_1r3gg_17";
	Select_module_default = {
		control: control$1,
		select,
		chevron
	};
}));
// ../../design-system/src/components/Select/Select.tsx
/**
* A native select, styled. Native keeps the platform picker on phones, type-ahead and full
* screen-reader support for free.
*/
function Select({ options, placeholder, invalid, wrapperClassName, className, id, required, disabled, value, defaultValue, "aria-describedby": describedBy, ...rest }) {
	const field = useFormField();
	const isDisabled = disabled ?? field?.disabled;
	const isInvalid = Boolean(invalid ?? field?.invalid);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(field_module_default.control, Select_module_default.control, wrapperClassName),
		"data-invalid": isInvalid,
		"data-disabled": Boolean(isDisabled),
		children: [/* @__PURE__ */ jsxs("select", {
			id: id ?? field?.id,
			className: clsx(field_module_default.input, Select_module_default.select, className),
			required: required ?? field?.required,
			disabled: isDisabled,
			value,
			defaultValue: value === void 0 ? defaultValue ?? (placeholder ? "" : void 0) : void 0,
			"aria-invalid": isInvalid || void 0,
			"aria-describedby": joinIds(field?.describedBy, describedBy),
			...rest,
			children: [placeholder !== void 0 && /* @__PURE__ */ jsx("option", {
				value: "",
				disabled: true,
				children: placeholder
			}), options.map((option) => /* @__PURE__ */ jsx("option", {
				value: option.value,
				disabled: option.disabled,
				children: option.label
			}, option.value))]
		}), /* @__PURE__ */ jsx(ChevronDownIcon, { className: Select_module_default.chevron })]
	});
}
var init_Select$1 = __esmMin((() => {
	init_Icon();
	init_FormFieldContext();
	init_field_module();
	init_Select_module();
}));
// ../../design-system/src/components/Select/index.ts
var init_Select = __esmMin((() => {
	init_Select$1();
}));
// ../../design-system/src/styles/choiceText.module.css
var root$5, input$5, text$6, label$4, description$4, error$9, disabled$2, choiceText_module_default;
var init_choiceText_module = __esmMin((() => {
	root$5 = "_root_c8fdo_5";
	input$5 = "_input_c8fdo_15";
	text$6 = "_text_c8fdo_25";
	label$4 = "_label_c8fdo_32";
	description$4 = "_description_c8fdo_37";
	error$9 = "_error_c8fdo_42";
	disabled$2 = "_disabled_c8fdo_48";
	choiceText_module_default = {
		root: root$5,
		input: input$5,
		text: text$6,
		label: label$4,
		description: description$4,
		error: error$9,
		disabled: disabled$2
	};
}));
// ../../design-system/src/internal/ChoiceText.tsx
/**
* The label, description and error beside a Checkbox or a Switch. The control's root composes
* `disabled` from the same stylesheet, so the disabled text rules apply.
*/
function ChoiceText({ inputId, label, description, descriptionId, error, errorId }) {
	return /* @__PURE__ */ jsxs("span", {
		className: choiceText_module_default.text,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: inputId,
				className: choiceText_module_default.label,
				children: label
			}),
			description && /* @__PURE__ */ jsx("span", {
				id: descriptionId,
				className: choiceText_module_default.description,
				children: description
			}),
			error && /* @__PURE__ */ jsx("span", {
				id: errorId,
				className: choiceText_module_default.error,
				children: error
			})
		]
	});
}
var init_ChoiceText = __esmMin((() => {
	init_choiceText_module();
}));
// ../../design-system/src/components/Checkbox/Checkbox.module.css
var root$4, boxWrap, input$4, box$2, check, dash, disabled$1, Checkbox_module_default;
var init_Checkbox_module = __esmMin((() => {
	root$4 = "_root_4wejg_1 _root_c8fdo_5";
	boxWrap = "_boxWrap_4wejg_5";
	input$4 = "_input_4wejg_14 _input_c8fdo_15";
	box$2 = "_box_4wejg_5";
	check = "_check_4wejg_29";
	dash = "_dash_4wejg_30";
	disabled$1 = "_disabled_4wejg_67 _disabled_c8fdo_48";
	Checkbox_module_default = {
		root: root$4,
		boxWrap,
		input: input$4,
		box: box$2,
		check,
		dash,
		disabled: disabled$1
	};
}));
// ../../design-system/src/components/Checkbox/Checkbox.tsx
/** A native checkbox with the Kobza box and label. */
function Checkbox({ label, description, error, indeterminate = false, className, id, disabled, "aria-describedby": describedBy, ...rest }) {
	const generated = useId();
	const inputId = id ?? `checkbox-${generated}`;
	const descriptionId = description ? `${inputId}-description` : void 0;
	const errorId = error ? `${inputId}-error` : void 0;
	const ref = useRef(null);
	useEffect(() => {
		if (ref.current) ref.current.indeterminate = indeterminate;
	}, [indeterminate]);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Checkbox_module_default.root, disabled && Checkbox_module_default.disabled, className),
		children: [/* @__PURE__ */ jsxs("span", {
			className: Checkbox_module_default.boxWrap,
			children: [/* @__PURE__ */ jsx("input", {
				ref,
				type: "checkbox",
				id: inputId,
				className: Checkbox_module_default.input,
				disabled,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": joinIds(descriptionId, errorId, describedBy),
				...rest
			}), /* @__PURE__ */ jsxs("span", {
				className: Checkbox_module_default.box,
				"aria-hidden": "true",
				children: [/* @__PURE__ */ jsx(CheckIcon, { className: Checkbox_module_default.check }), /* @__PURE__ */ jsx("span", { className: Checkbox_module_default.dash })]
			})]
		}), /* @__PURE__ */ jsx(ChoiceText, {
			inputId,
			label,
			description,
			descriptionId,
			error,
			errorId
		})]
	});
}
var init_Checkbox$1 = __esmMin((() => {
	init_Icon();
	init_ChoiceText();
	init_FormFieldContext();
	init_Checkbox_module();
}));
// ../../design-system/src/components/Checkbox/index.ts
var init_Checkbox = __esmMin((() => {
	init_Checkbox$1();
}));
// ../../design-system/src/components/Switch/Switch.module.css
var root$3, labelFirst, trackWrap, input$3, track$2, thumb$1, disabled, Switch_module_default;
var init_Switch_module = __esmMin((() => {
	root$3 = "_root_wq5tg_1 _root_c8fdo_5";
	labelFirst = "_labelFirst_wq5tg_5";
	trackWrap = "_trackWrap_wq5tg_10";
	input$3 = "_input_wq5tg_18 _input_c8fdo_15";
	track$2 = "_track_wq5tg_10";
	thumb$1 = "_thumb_wq5tg_33";
	disabled = "_disabled_wq5tg_58 _disabled_c8fdo_48";
	Switch_module_default = {
		root: root$3,
		labelFirst,
		trackWrap,
		input: input$3,
		track: track$2,
		thumb: thumb$1,
		disabled
	};
}));
// ../../design-system/src/components/Switch/Switch.tsx
/**
* An on/off setting that applies at once (e.g. dark theme, premium post). A native checkbox
* with role="switch", so it reports "on/off" and works in forms.
*/
function Switch({ label, description, labelFirst = false, className, id, disabled, "aria-describedby": describedBy, ...rest }) {
	const generated = useId();
	const inputId = id ?? `switch-${generated}`;
	const descriptionId = description ? `${inputId}-description` : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Switch_module_default.root, labelFirst && Switch_module_default.labelFirst, disabled && Switch_module_default.disabled, className),
		children: [/* @__PURE__ */ jsxs("span", {
			className: Switch_module_default.trackWrap,
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				role: "switch",
				id: inputId,
				className: Switch_module_default.input,
				disabled,
				"aria-describedby": joinIds(descriptionId, describedBy),
				...rest
			}), /* @__PURE__ */ jsx("span", {
				className: Switch_module_default.track,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("span", { className: Switch_module_default.thumb })
			})]
		}), /* @__PURE__ */ jsx(ChoiceText, {
			inputId,
			label,
			description,
			descriptionId
		})]
	});
}
var init_Switch$1 = __esmMin((() => {
	init_ChoiceText();
	init_FormFieldContext();
	init_Switch_module();
}));
// ../../design-system/src/components/Switch/index.ts
var init_Switch = __esmMin((() => {
	init_Switch$1();
}));
// ../../design-system/src/internal/useControllableState.ts
/**
* State that a parent may control (`value` given) or leave to the component (`defaultValue`).
* `onChange` fires in both modes.
*/
function useControllableState(value, defaultValue, onChange) {
	const [inner, setInner] = useState(defaultValue);
	const controlled = value !== void 0;
	return [controlled ? value : inner, useCallback((next) => {
		if (!controlled) setInner(next);
		onChange?.(next);
	}, [controlled, onChange])];
}
var init_useControllableState = __esmMin((() => {}));
// ../../design-system/src/internal/useDebouncedCallback.ts
/** Calls `callback` once `delay` ms have passed without another call. */
function useDebouncedCallback(callback, delay) {
	const callbackRef = useRef(callback);
	const timer = useRef(void 0);
	const pending = useRef(void 0);
	useEffect(() => {
		callbackRef.current = callback;
	}, [callback]);
	const cancel = useCallback(() => {
		clearTimeout(timer.current);
		pending.current = void 0;
	}, []);
	const flush = useCallback(() => {
		clearTimeout(timer.current);
		const args = pending.current;
		pending.current = void 0;
		if (args) callbackRef.current(...args);
	}, []);
	useEffect(() => cancel, [cancel]);
	const debounced = useCallback((...args) => {
		pending.current = args;
		clearTimeout(timer.current);
		timer.current = setTimeout(flush, delay);
	}, [delay, flush]);
	debounced.flush = flush;
	debounced.cancel = cancel;
	return debounced;
}
var init_useDebouncedCallback = __esmMin((() => {}));
// ../../design-system/src/components/SearchBox/SearchBox.module.css
var search$5, control, icon$8, input$2, clear, SearchBox_module_default;
var init_SearchBox_module = __esmMin((() => {
	search$5 = "_search_3d1xd_1";
	control = "_control_3d1xd_6";
	icon$8 = "_icon_3d1xd_12";
	input$2 = "_input_3d1xd_18";
	clear = "_clear_3d1xd_23";
	SearchBox_module_default = {
		search: search$5,
		control,
		icon: icon$8,
		input: input$2,
		clear
	};
}));
// ../../design-system/src/components/SearchBox/SearchBox.tsx
/** A search field in a role="search" landmark with a debounced onSearch and a clear button. */
function SearchBox({ value: valueProp, defaultValue = "", onChange, onSearch, debounceMs = timings.searchDebounceMs, label = "Search", placeholder = "Search", clearLabel = "Clear search", autoFocus, className }) {
	const inputId = `search-${useId()}`;
	const inputRef = useRef(null);
	const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
	const lastQuery = useRef(defaultValue.trim());
	const emit = (raw) => {
		const query = raw.trim();
		if (query === lastQuery.current) return;
		lastQuery.current = query;
		onSearch(query);
	};
	const debounced = useDebouncedCallback(emit, debounceMs);
	const onSubmit = (event) => {
		event.preventDefault();
		debounced.cancel();
		emit(value);
	};
	const clear = () => {
		debounced.cancel();
		setValue("");
		emit("");
		inputRef.current?.focus();
	};
	return /* @__PURE__ */ jsxs("form", {
		role: "search",
		className: clsx(SearchBox_module_default.search, className),
		onSubmit,
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: inputId,
			className: field_module_default.visuallyHidden,
			children: label
		}), /* @__PURE__ */ jsxs("div", {
			className: clsx(field_module_default.control, SearchBox_module_default.control),
			children: [
				/* @__PURE__ */ jsx(SearchIcon, { className: SearchBox_module_default.icon }),
				/* @__PURE__ */ jsx("input", {
					ref: inputRef,
					id: inputId,
					type: "search",
					enterKeyHint: "search",
					autoComplete: "off",
					autoFocus,
					className: clsx(field_module_default.input, SearchBox_module_default.input),
					placeholder,
					value,
					onChange: (event) => {
						setValue(event.target.value);
						debounced(event.target.value);
					},
					onKeyDown: (event) => {
						if (event.key === "Escape" && value) {
							event.preventDefault();
							clear();
						}
					}
				}),
				value && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: SearchBox_module_default.clear,
					"aria-label": clearLabel,
					onClick: clear,
					children: /* @__PURE__ */ jsx(CloseIcon, {})
				})
			]
		})]
	});
}
var init_SearchBox$1 = __esmMin((() => {
	init_src$3();
	init_useControllableState();
	init_useDebouncedCallback();
	init_Icon();
	init_field_module();
	init_SearchBox_module();
}));
// ../../design-system/src/components/SearchBox/index.ts
var init_SearchBox = __esmMin((() => {
	init_SearchBox$1();
}));
// ../../design-system/src/components/FilePicker/FilePicker.module.css
var root$2, input$1, zone, icon$7, preview$3, image$3, text$5, name$6, action$3, drop, progress$3, visuallyHidden$4, FilePicker_module_default;
var init_FilePicker_module = __esmMin((() => {
	root$2 = "_root_ychtf_1";
	input$1 = "_input_ychtf_8";
	zone = "_zone_ychtf_17";
	icon$7 = "_icon_ychtf_59";
	preview$3 = "_preview_ychtf_71";
	image$3 = "_image_ychtf_80";
	text$5 = "_text_ychtf_87";
	name$6 = "_name_ychtf_93";
	action$3 = "_action_ychtf_100";
	drop = "_drop_ychtf_106";
	progress$3 = "_progress_ychtf_111";
	visuallyHidden$4 = "_visuallyHidden_ychtf_117 _visuallyHidden_1fr3g_2";
	FilePicker_module_default = {
		root: root$2,
		input: input$1,
		zone,
		icon: icon$7,
		preview: preview$3,
		image: image$3,
		text: text$5,
		name: name$6,
		action: action$3,
		drop,
		progress: progress$3,
		visuallyHidden: visuallyHidden$4
	};
}));
// ../../design-system/src/components/FilePicker/FilePicker.tsx
/**
* Kobza's one file picker (issue 32): a drop zone that a click, a key or a drag fills, the chosen
* file's name or a preview of what will be sent, and an upload's progress. The native input stays
* in the page, labelled by the surrounding FormField, so keyboards, screen readers and tests use
* it as any file input; its unstyled button and "No file chosen" text are never shown. Cropping
* is the caller's step (the app's cropper) before it passes the preview here.
*/
function FilePicker({ accept, labels, fileName = null, previewUrl = null, previewAlt = "", previewRatio, progress, onFile, disabled: disabledProp, name, id, className, "aria-label": ariaLabel, "aria-describedby": describedBy }) {
	const field = useFormField();
	const generated = useId();
	const inputId = id ?? field?.id ?? `file-${generated}`;
	const disabled = disabledProp ?? field?.disabled ?? false;
	const invalid = field?.invalid ?? false;
	const [dragging, setDragging] = useState(false);
	const filled = Boolean(fileName || previewUrl);
	const drop = (event) => {
		event.preventDefault();
		setDragging(false);
		if (disabled) return;
		const file = event.dataTransfer.files[0];
		if (file) onFile(file);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(FilePicker_module_default.root, className),
		"data-dragging": dragging,
		"data-filled": filled,
		"data-invalid": invalid,
		"data-disabled": disabled,
		children: [
			/* @__PURE__ */ jsx("input", {
				id: inputId,
				type: "file",
				name,
				className: FilePicker_module_default.input,
				accept,
				disabled,
				required: field?.required || void 0,
				"aria-label": ariaLabel,
				"aria-invalid": invalid || void 0,
				"aria-describedby": joinIds(field?.describedBy, describedBy),
				onChange: (event) => {
					onFile(event.target.files?.[0] ?? null);
					event.target.value = "";
				}
			}),
			/* @__PURE__ */ jsxs("label", {
				htmlFor: inputId,
				className: FilePicker_module_default.zone,
				"aria-hidden": "true",
				onDragOver: (event) => {
					event.preventDefault();
					if (!disabled) setDragging(true);
				},
				onDragLeave: () => setDragging(false),
				onDrop: drop,
				children: [previewUrl ? /* @__PURE__ */ jsx("span", {
					className: FilePicker_module_default.preview,
					style: previewRatio ? { aspectRatio: String(previewRatio) } : void 0,
					children: /* @__PURE__ */ jsx("img", {
						src: previewUrl,
						alt: "",
						className: FilePicker_module_default.image
					})
				}) : /* @__PURE__ */ jsx("span", {
					className: FilePicker_module_default.icon,
					children: filled ? /* @__PURE__ */ jsx(ImageIcon, {}) : /* @__PURE__ */ jsx(PlusIcon, {})
				}), /* @__PURE__ */ jsxs("span", {
					className: FilePicker_module_default.text,
					children: [
						fileName && /* @__PURE__ */ jsx("span", {
							className: FilePicker_module_default.name,
							children: fileName
						}),
						/* @__PURE__ */ jsx("span", {
							className: FilePicker_module_default.action,
							children: filled ? labels.change : labels.choose
						}),
						!filled && labels.drop && /* @__PURE__ */ jsx("span", {
							className: FilePicker_module_default.drop,
							children: labels.drop
						})
					]
				})]
			}),
			previewUrl && previewAlt && /* @__PURE__ */ jsx("img", {
				src: previewUrl,
				alt: previewAlt,
				className: FilePicker_module_default.visuallyHidden
			}),
			progress !== null && progress !== void 0 && /* @__PURE__ */ jsx("progress", {
				className: FilePicker_module_default.progress,
				max: 1,
				value: progress,
				"aria-label": labels.progress
			})
		]
	});
}
var init_FilePicker$1 = __esmMin((() => {
	init_Icon();
	init_FormFieldContext();
	init_FilePicker_module();
}));
// ../../design-system/src/components/FilePicker/index.ts
var init_FilePicker = __esmMin((() => {
	init_FilePicker$1();
}));
// ../../design-system/src/components/Tabs/Tabs.module.css
var tabs$4, list$16, fullWidth$1, tab, count$1, panel$2, Tabs_module_default;
var init_Tabs_module = __esmMin((() => {
	tabs$4 = "_tabs_ju1l3_1";
	list$16 = "_list_ju1l3_8";
	fullWidth$1 = "_fullWidth_ju1l3_17";
	tab = "_tab_ju1l3_1";
	count$1 = "_count_ju1l3_67";
	panel$2 = "_panel_ju1l3_78";
	Tabs_module_default = {
		tabs: tabs$4,
		list: list$16,
		fullWidth: fullWidth$1,
		tab,
		count: count$1,
		panel: panel$2
	};
}));
// ../../design-system/src/components/Tabs/Tabs.tsx
/** WAI-ARIA tabs: one Tab stop, arrow keys move between tabs, Home/End jump to the ends. */
function Tabs({ items, value, onChange, label, children, activation = "auto", fullWidth = false, className }) {
	const base = useId();
	const tabId = (v) => `${base}-tab-${v}`;
	const panelId = `${base}-panel`;
	const refs = useRef(/* @__PURE__ */ new Map());
	const hasPanel = children !== void 0 && children !== null && children !== false;
	const onKeyDown = (event, index) => {
		const enabled = items.map((item, i) => item.disabled ? -1 : i).filter((i) => i >= 0);
		const position = enabled.indexOf(index);
		let next;
		if (event.key === "ArrowRight") next = enabled[(position + 1) % enabled.length];
		else if (event.key === "ArrowLeft") next = enabled[(position - 1 + enabled.length) % enabled.length];
		else if (event.key === "Home") next = enabled[0];
		else if (event.key === "End") next = enabled[enabled.length - 1];
		if (next === void 0) return;
		event.preventDefault();
		const item = items[next];
		if (!item) return;
		refs.current.get(item.value)?.focus();
		if (activation === "auto") onChange(item.value);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Tabs_module_default.tabs, className),
		children: [/* @__PURE__ */ jsx("div", {
			role: "tablist",
			"aria-label": label,
			className: clsx(Tabs_module_default.list, fullWidth && Tabs_module_default.fullWidth),
			children: items.map((item, index) => {
				const selected = item.value === value;
				return /* @__PURE__ */ jsxs("button", {
					ref: (node) => {
						if (node) refs.current.set(item.value, node);
						else refs.current.delete(item.value);
					},
					type: "button",
					role: "tab",
					id: tabId(item.value),
					"aria-selected": selected,
					"aria-controls": selected && hasPanel ? panelId : void 0,
					tabIndex: selected ? 0 : -1,
					disabled: item.disabled,
					className: Tabs_module_default.tab,
					onClick: () => onChange(item.value),
					onKeyDown: (event) => onKeyDown(event, index),
					children: [/* @__PURE__ */ jsx("span", {
						className: Tabs_module_default.tabLabel,
						children: item.label
					}), item.count !== void 0 && /* @__PURE__ */ jsx("span", {
						className: Tabs_module_default.count,
						children: item.count
					})]
				}, item.value);
			})
		}), hasPanel && /* @__PURE__ */ jsx("div", {
			role: "tabpanel",
			id: panelId,
			"aria-labelledby": tabId(value),
			tabIndex: 0,
			className: Tabs_module_default.panel,
			children
		})]
	});
}
var init_Tabs$1 = __esmMin((() => {
	init_Tabs_module();
}));
// ../../design-system/src/components/Tabs/useQueryTab.ts
var init_useQueryTab = __esmMin((() => {}));
// ../../design-system/src/components/Tabs/index.ts
var init_Tabs = __esmMin((() => {
	init_Tabs$1();
	init_useQueryTab();
}));
// ../../design-system/src/components/Pagination/pageWindow.ts
/**
* The 1-based page numbers to show as buttons: all pages when they fit, otherwise a window of
* `max` consecutive pages kept as centred on the current page as the ends allow.
*
*   getPageWindow(1, 20)  → [1, 2, 3, 4, 5, 6, 7]
*   getPageWindow(10, 20) → [7, 8, 9, 10, 11, 12, 13]
*   getPageWindow(20, 20) → [14, 15, 16, 17, 18, 19, 20]
*/
function getPageWindow(current, totalPages, max = limits.visiblePageButtons) {
	const total = Math.max(0, Math.floor(totalPages));
	const size = Math.max(1, Math.floor(max));
	if (total === 0) return [];
	const page = Math.min(Math.max(1, Math.floor(current)), total);
	const count = Math.min(size, total);
	const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
	return Array.from({ length: count }, (_, i) => start + i);
}
var init_pageWindow = __esmMin((() => {
	init_src$3();
}));
// ../../design-system/src/components/Pagination/Pagination.module.css
var pagination$5, list$15, button, step$2, Pagination_module_default;
var init_Pagination_module = __esmMin((() => {
	pagination$5 = "_pagination_j5z0o_1";
	list$15 = "_list_j5z0o_6";
	button = "_button_j5z0o_14";
	step$2 = "_step_j5z0o_40";
	Pagination_module_default = {
		pagination: pagination$5,
		list: list$15,
		button,
		step: step$2
	};
}));
// ../../design-system/src/components/Pagination/Pagination.tsx
/** Page buttons with previous/next. Renders nothing for a single page or no results. */
function Pagination({ page, totalPages, onPageChange, totalResults, maxButtons = limits.visiblePageButtons, label = "Pagination", previousLabel = "Previous page", nextLabel = "Next page", pageLabel = (n) => `Page ${n}`, className }) {
	if (totalPages <= 1 || totalResults === 0) return null;
	const current = Math.min(Math.max(1, page), totalPages);
	const pages = getPageWindow(current, totalPages, maxButtons);
	const go = (target) => {
		if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
	};
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": label,
		className: clsx(Pagination_module_default.pagination, className),
		children: /* @__PURE__ */ jsxs("ul", {
			className: Pagination_module_default.list,
			children: [
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: clsx(Pagination_module_default.button, Pagination_module_default.step),
					"aria-label": previousLabel,
					disabled: current === 1,
					onClick: () => go(current - 1),
					children: /* @__PURE__ */ jsx(ChevronLeftIcon, {})
				}) }),
				pages.map((n) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: Pagination_module_default.button,
					"aria-label": pageLabel(n),
					"aria-current": n === current ? "page" : void 0,
					onClick: () => go(n),
					children: n
				}) }, n)),
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: clsx(Pagination_module_default.button, Pagination_module_default.step),
					"aria-label": nextLabel,
					disabled: current === totalPages,
					onClick: () => go(current + 1),
					children: /* @__PURE__ */ jsx(ChevronRightIcon, {})
				}) })
			]
		})
	});
}
var init_Pagination$1 = __esmMin((() => {
	init_src$3();
	init_Icon();
	init_pageWindow();
	init_Pagination_module();
}));
// ../../design-system/src/components/Pagination/index.ts
var init_Pagination = __esmMin((() => {
	init_Pagination$1();
	init_pageWindow();
}));
// ../../design-system/src/internal/nav.tsx
/** A link when the item has an href, otherwise a button. */
function NavEntry({ item, className, renderLink = defaultRenderLink, hideLabel = false, labelClassName, hiddenLabelClassName, iconClassName, badgeClassName, onNavigate }) {
	const onClick = (event) => {
		item.onClick?.(event);
		onNavigate?.();
	};
	const content = /* @__PURE__ */ jsxs(Fragment, { children: [
		item.icon && /* @__PURE__ */ jsx("span", {
			className: iconClassName,
			"aria-hidden": "true",
			children: item.icon
		}),
		/* @__PURE__ */ jsx("span", {
			className: hideLabel ? hiddenLabelClassName : labelClassName,
			children: item.label
		}),
		item.badge !== void 0 && " ",
		item.badge !== void 0 && /* @__PURE__ */ jsxs("span", {
			className: badgeClassName,
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": item.badgeLabel ? true : void 0,
				children: item.badge
			}), item.badgeLabel && /* @__PURE__ */ jsx("span", {
				className: hiddenLabelClassName,
				children: item.badgeLabel
			})]
		})
	] });
	if (item.href !== void 0) return renderLink({
		href: item.href,
		className,
		"aria-current": item.active ? "page" : void 0,
		onClick,
		children: content
	});
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className,
		"aria-current": item.active ? "page" : void 0,
		onClick,
		children: content
	});
}
/** The list of entries SideNav, BottomBar and MobileMenu each draw, styled by their own CSS module. */
function NavList({ items, classes, renderLink, hideLabel, onNavigate }) {
	return /* @__PURE__ */ jsx("ul", {
		className: classes.list,
		children: items.map((item) => /* @__PURE__ */ jsx("li", {
			className: classes.cell,
			children: /* @__PURE__ */ jsx(NavEntry, {
				item,
				renderLink,
				hideLabel,
				className: classes.item,
				labelClassName: classes.label,
				hiddenLabelClassName: classes.visuallyHidden,
				iconClassName: classes.icon,
				badgeClassName: classes.badge,
				onNavigate
			})
		}, item.key))
	});
}
var defaultRenderLink;
var init_nav = __esmMin((() => {
	defaultRenderLink = ({ href, children, ...props }) => /* @__PURE__ */ jsx("a", {
		href,
		...props,
		children
	});
}));
// ../../design-system/src/components/SideNav/SideNav.module.css
var sideNav, header$5, list$14, item$6, icon$6, label$3, badge$5, bottom$3, collapsed, visuallyHidden$3, SideNav_module_default;
var init_SideNav_module = __esmMin((() => {
	sideNav = "_sideNav_zxymy_1";
	header$5 = "_header_zxymy_13";
	list$14 = "_list_zxymy_17 _list_i4ltf_2";
	item$6 = "_item_zxymy_21 _item_i4ltf_10";
	icon$6 = "_icon_zxymy_37 _icon_i4ltf_37";
	label$3 = "_label_zxymy_42 _label_i4ltf_42";
	badge$5 = "_badge_zxymy_50 _badge_i4ltf_46";
	bottom$3 = "_bottom_zxymy_54";
	collapsed = "_collapsed_zxymy_65";
	visuallyHidden$3 = "_visuallyHidden_zxymy_84 _visuallyHidden_1fr3g_2";
	SideNav_module_default = {
		sideNav,
		header: header$5,
		list: list$14,
		item: item$6,
		icon: icon$6,
		label: label$3,
		badge: badge$5,
		bottom: bottom$3,
		collapsed,
		visuallyHidden: visuallyHidden$3
	};
}));
// ../../design-system/src/components/SideNav/SideNav.tsx
/** Desktop navigation: a column of icon + label links with the current section marked. */
function SideNav({ items, header, bottom, label = "Main", collapsed = false, renderLink, className }) {
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": label,
		className: clsx(SideNav_module_default.sideNav, collapsed && SideNav_module_default.collapsed, className),
		children: [
			header && /* @__PURE__ */ jsx("div", {
				className: SideNav_module_default.header,
				children: header
			}),
			/* @__PURE__ */ jsx(NavList, {
				items,
				classes: SideNav_module_default,
				renderLink,
				hideLabel: collapsed
			}),
			bottom && /* @__PURE__ */ jsx("div", {
				className: SideNav_module_default.bottom,
				children: bottom
			})
		]
	});
}
var init_SideNav$1 = __esmMin((() => {
	init_nav();
	init_SideNav_module();
}));
// ../../design-system/src/components/SideNav/index.ts
var init_SideNav = __esmMin((() => {
	init_SideNav$1();
}));
// ../../design-system/src/components/BottomBar/BottomBar.module.css
var bar$3, fixed, list$13, cell, item$5, icon$5, label$2, badge$4, visuallyHidden$2, BottomBar_module_default;
var init_BottomBar_module = __esmMin((() => {
	bar$3 = "_bar_tvqfz_1";
	fixed = "_fixed_tvqfz_8";
	list$13 = "_list_tvqfz_13";
	cell = "_cell_tvqfz_20";
	item$5 = "_item_tvqfz_25";
	icon$5 = "_icon_tvqfz_61";
	label$2 = "_label_tvqfz_70";
	badge$4 = "_badge_tvqfz_77";
	visuallyHidden$2 = "_visuallyHidden_tvqfz_92 _visuallyHidden_1fr3g_2";
	BottomBar_module_default = {
		bar: bar$3,
		fixed,
		list: list$13,
		cell,
		item: item$5,
		icon: icon$5,
		label: label$2,
		badge: badge$4,
		visuallyHidden: visuallyHidden$2
	};
}));
// ../../design-system/src/components/BottomBar/BottomBar.tsx
/** Phone navigation (below 600 px): icons with short labels along the bottom edge. */
function BottomBar({ items, label = "Main", position = "fixed", renderLink, className }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": label,
		className: clsx(BottomBar_module_default.bar, BottomBar_module_default[position], className),
		children: /* @__PURE__ */ jsx(NavList, {
			items,
			classes: BottomBar_module_default,
			renderLink
		})
	});
}
var init_BottomBar$1 = __esmMin((() => {
	init_nav();
	init_BottomBar_module();
}));
// ../../design-system/src/components/BottomBar/index.ts
var init_BottomBar = __esmMin((() => {
	init_BottomBar$1();
}));
// ../../design-system/src/internal/focusable.ts
/** Elements inside `root` that Tab can reach, in DOM order. */
function tabbables(root) {
	return Array.from(root.querySelectorAll(FOCUSABLE)).filter((el) => !el.closest("[inert]") && !el.hidden && el.getAttribute("aria-hidden") !== "true");
}
var FOCUSABLE;
var init_focusable = __esmMin((() => {
	FOCUSABLE = [
		"a[href]",
		"area[href]",
		"button:not([disabled])",
		"input:not([disabled]):not([type=\"hidden\"])",
		"select:not([disabled])",
		"textarea:not([disabled])",
		"iframe",
		"audio[controls]",
		"video[controls]",
		"[contenteditable]:not([contenteditable=\"false\"])",
		"[tabindex]:not([tabindex=\"-1\"])"
	].join(",");
}));
// ../../design-system/src/internal/ModalLayer.module.css
var layer, backdrop, fade, panel$1, rise, center, start$1, end$1, sheet$1, ModalLayer_module_default;
var init_ModalLayer_module = __esmMin((() => {
	layer = "_layer_bu3z4_1";
	backdrop = "_backdrop_bu3z4_11";
	fade = "_fade_bu3z4_1";
	panel$1 = "_panel_bu3z4_18";
	rise = "_rise_bu3z4_1";
	center = "_center_bu3z4_35";
	start$1 = "_start_bu3z4_40";
	end$1 = "_end_bu3z4_41";
	sheet$1 = "_sheet_bu3z4_1";
	ModalLayer_module_default = {
		layer,
		backdrop,
		fade,
		panel: panel$1,
		rise,
		center,
		start: start$1,
		end: end$1,
		"slide-start": "_slide-start_bu3z4_1",
		"slide-end": "_slide-end_bu3z4_1",
		sheet: sheet$1
	};
}));
// ../../design-system/src/internal/ModalLayer.tsx
/**
* The modal machinery behind Popup and MobileMenu: a portal to <body>, a scrim, role=dialog with
* aria-modal, a focus trap, Escape to close, scroll lock and focus returned to the opener.
*/
function ModalLayer({ open, onClose, closeOnBackdrop = true, initialFocusRef, placement = "center", role = "dialog", panelClassName, children, ...aria }) {
	const panelRef = useRef(null);
	const onCloseRef = useRef(onClose);
	useEffect(() => {
		onCloseRef.current = onClose;
	}, [onClose]);
	useEffect(() => {
		const panel = panelRef.current;
		if (!open || !panel) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		stack.push(panel);
		if (stack.length === 1) {
			const { style } = document.body;
			saved = {
				overflow: style.overflow,
				paddingRight: style.paddingRight
			};
			const scrollbar = window.innerWidth - document.documentElement.clientWidth;
			if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
			style.overflow = "hidden";
		}
		(initialFocusRef?.current ?? panel).focus();
		const onFocusIn = (event) => {
			if (stack[stack.length - 1] !== panel) return;
			if (event.target instanceof Node && !panel.contains(event.target)) panel.focus();
		};
		document.addEventListener("focusin", onFocusIn);
		return () => {
			document.removeEventListener("focusin", onFocusIn);
			stack.splice(stack.indexOf(panel), 1);
			if (stack.length === 0) Object.assign(document.body.style, saved);
			if (opener?.isConnected) opener.focus();
		};
	}, [open, initialFocusRef]);
	const onKeyDown = (event) => {
		const panel = panelRef.current;
		if (!panel) return;
		if (event.key === "Escape") {
			event.stopPropagation();
			onCloseRef.current();
			return;
		}
		if (event.key !== "Tab") return;
		const items = tabbables(panel);
		const first = items[0];
		const last = items[items.length - 1];
		const active = document.activeElement;
		if (!first || !last) {
			event.preventDefault();
			return;
		}
		if (event.shiftKey && (active === first || active === panel)) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && active === last) {
			event.preventDefault();
			first.focus();
		}
	};
	if (!open || typeof document === "undefined") return null;
	return createPortal(/* @__PURE__ */ jsxs("div", {
		className: clsx(ModalLayer_module_default.layer, ModalLayer_module_default[placement]),
		children: [/* @__PURE__ */ jsx("div", {
			className: ModalLayer_module_default.backdrop,
			"aria-hidden": "true",
			onClick: closeOnBackdrop ? () => onCloseRef.current() : void 0
		}), /* @__PURE__ */ jsx("div", {
			ref: panelRef,
			role,
			"aria-modal": "true",
			tabIndex: -1,
			className: clsx(ModalLayer_module_default.panel, panelClassName),
			onKeyDown,
			...aria,
			children
		})]
	}), document.body);
}
var stack, saved;
var init_ModalLayer = __esmMin((() => {
	init_focusable();
	init_ModalLayer_module();
	stack = [];
	saved = {
		overflow: "",
		paddingRight: ""
	};
}));
// ../../design-system/src/components/Avatar/defaultAvatar.ts
var svg$2, DEFAULT_AVATAR;
var init_defaultAvatar = __esmMin((() => {
	svg$2 = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#F1E9D8"/>
<circle cx="32" cy="25" r="11" fill="#776A5F"/>
<path d="M11 64c1.5-14 10-22 21-22s19.5 8 21 22z" fill="#776A5F"/>
<path d="M32 47l3.5 5-3.5 5-3.5-5z" fill="#A8231F"/>
</svg>`;
	DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg$2)}`;
}));
// ../../design-system/src/components/Avatar/Avatar.module.css
var avatar$2, ring, Avatar_module_default;
var init_Avatar_module = __esmMin((() => {
	avatar$2 = "_avatar_180su_1";
	ring = "_ring_180su_10";
	Avatar_module_default = {
		avatar: avatar$2,
		ring
	};
}));
// ../../design-system/src/components/Avatar/Avatar.tsx
function Avatar({ src, name, size = "md", decorative = false, ring = false, className }) {
	const [failed, setFailed] = useState(null);
	const usable = src && src !== failed ? src : DEFAULT_AVATAR;
	const px = typeof size === "number" ? size : sizes[size];
	return /* @__PURE__ */ jsx("img", {
		src: usable,
		alt: decorative ? "" : name,
		width: px,
		height: px,
		loading: "lazy",
		decoding: "async",
		onError: () => setFailed(src ?? null),
		className: clsx(Avatar_module_default.avatar, ring && Avatar_module_default.ring, className),
		style: { "--avatar-size": `${px}px` }
	});
}
var sizes;
var init_Avatar$1 = __esmMin((() => {
	init_defaultAvatar();
	init_Avatar_module();
	sizes = {
		xs: 24,
		sm: 32,
		md: 40,
		lg: 64,
		xl: 96
	};
}));
// ../../design-system/src/components/Avatar/index.ts
var init_Avatar = __esmMin((() => {
	init_Avatar$1();
	init_defaultAvatar();
}));
// ../../design-system/src/components/MobileMenu/MobileMenu.module.css
var sheet, top$2, user, names$3, publicName$1, nickname, ornament$2, list$12, item$4, icon$4, label$1, badge$3, footer$3, visuallyHidden$1, MobileMenu_module_default;
var init_MobileMenu_module = __esmMin((() => {
	sheet = "_sheet_1uohd_1";
	top$2 = "_top_1uohd_7";
	user = "_user_1uohd_15";
	names$3 = "_names_1uohd_22";
	publicName$1 = "_publicName_1uohd_26";
	nickname = "_nickname_1uohd_35";
	ornament$2 = "_ornament_1uohd_43";
	list$12 = "_list_1uohd_47 _list_i4ltf_2";
	item$4 = "_item_1uohd_51 _item_i4ltf_10";
	icon$4 = "_icon_1uohd_55 _icon_i4ltf_37";
	label$1 = "_label_1uohd_59 _label_i4ltf_42";
	badge$3 = "_badge_1uohd_63 _badge_i4ltf_46";
	footer$3 = "_footer_1uohd_67";
	visuallyHidden$1 = "_visuallyHidden_1uohd_76 _visuallyHidden_1fr3g_2";
	MobileMenu_module_default = {
		sheet,
		top: top$2,
		user,
		names: names$3,
		publicName: publicName$1,
		nickname,
		ornament: ornament$2,
		list: list$12,
		item: item$4,
		icon: icon$4,
		label: label$1,
		badge: badge$3,
		footer: footer$3,
		visuallyHidden: visuallyHidden$1
	};
}));
// ../../design-system/src/components/MobileMenu/MobileMenu.tsx
/** The phone menu: a sheet from the right edge with the user and the rest of the navigation. */
function MobileMenu({ open, onClose, user, items, footer, label = "Menu", closeLabel = "Close menu", closeOnItemClick = true, renderLink }) {
	const titleId = `${useId()}-title`;
	return /* @__PURE__ */ jsxs(ModalLayer, {
		open,
		onClose,
		placement: "end",
		"aria-labelledby": titleId,
		panelClassName: MobileMenu_module_default.sheet,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: MobileMenu_module_default.top,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: MobileMenu_module_default.visuallyHidden,
						children: label
					}),
					user ? /* @__PURE__ */ jsxs("div", {
						className: MobileMenu_module_default.user,
						children: [/* @__PURE__ */ jsx(Avatar, {
							src: user.avatarSrc,
							name: user.publicName,
							size: "lg",
							decorative: true
						}), /* @__PURE__ */ jsxs("div", {
							className: MobileMenu_module_default.names,
							children: [/* @__PURE__ */ jsx("p", {
								className: MobileMenu_module_default.publicName,
								children: user.publicName
							}), /* @__PURE__ */ jsxs("p", {
								className: MobileMenu_module_default.nickname,
								children: ["@", user.nickname]
							})]
						})]
					}) : /* @__PURE__ */ jsx("span", {}),
					/* @__PURE__ */ jsx(IconButton, {
						label: closeLabel,
						icon: /* @__PURE__ */ jsx(CloseIcon, {}),
						onClick: onClose
					})
				]
			}),
			/* @__PURE__ */ jsx(Ornament, { className: MobileMenu_module_default.ornament }),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": label,
				className: MobileMenu_module_default.nav,
				children: /* @__PURE__ */ jsx(NavList, {
					items,
					classes: MobileMenu_module_default,
					renderLink,
					onNavigate: closeOnItemClick ? onClose : void 0
				})
			}),
			footer && /* @__PURE__ */ jsx("div", {
				className: MobileMenu_module_default.footer,
				children: footer
			})
		]
	});
}
var init_MobileMenu$1 = __esmMin((() => {
	init_ModalLayer();
	init_nav();
	init_Avatar();
	init_Icon();
	init_IconButton();
	init_Ornament();
	init_MobileMenu_module();
}));
// ../../design-system/src/components/MobileMenu/index.ts
var init_MobileMenu = __esmMin((() => {
	init_MobileMenu$1();
}));
// ../../design-system/src/components/Footer/Footer.module.css
var footer$2, ornament$1, inner, brand$1, links$3, contact$1, contactLabel, link$3, copyright, Footer_module_default;
var init_Footer_module = __esmMin((() => {
	footer$2 = "_footer_3d495_1";
	ornament$1 = "_ornament_3d495_7";
	inner = "_inner_3d495_11";
	brand$1 = "_brand_3d495_19";
	links$3 = "_links_3d495_23";
	contact$1 = "_contact_3d495_31";
	contactLabel = "_contactLabel_3d495_38";
	link$3 = "_link_3d495_23";
	copyright = "_copyright_3d495_55";
	Footer_module_default = {
		footer: footer$2,
		ornament: ornament$1,
		inner,
		brand: brand$1,
		links: links$3,
		contact: contact$1,
		contactLabel,
		link: link$3,
		copyright
	};
}));
// ../../design-system/src/components/Footer/Footer.tsx
/** The site footer: legal links and how to reach the team. */
function Footer({ termsHref, privacyHref, email, phone, termsLabel = "Terms of use", privacyLabel = "Privacy policy", contactLabel = "Contact us", copyright, children, renderLink = defaultRenderLink, className }) {
	return /* @__PURE__ */ jsxs("footer", {
		className: clsx(Footer_module_default.footer, className),
		children: [/* @__PURE__ */ jsx(Ornament, {
			variant: "diamonds",
			className: Footer_module_default.ornament
		}), /* @__PURE__ */ jsxs("div", {
			className: Footer_module_default.inner,
			children: [
				children && /* @__PURE__ */ jsx("div", {
					className: Footer_module_default.brand,
					children
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: Footer_module_default.links,
					children: [/* @__PURE__ */ jsx("li", { children: renderLink({
						href: termsHref,
						className: Footer_module_default.link,
						children: termsLabel
					}) }), /* @__PURE__ */ jsx("li", { children: renderLink({
						href: privacyHref,
						className: Footer_module_default.link,
						children: privacyLabel
					}) })]
				}),
				/* @__PURE__ */ jsxs("address", {
					className: Footer_module_default.contact,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: Footer_module_default.contactLabel,
							children: contactLabel
						}),
						/* @__PURE__ */ jsx("a", {
							className: Footer_module_default.link,
							href: `mailto:${email}`,
							children: email
						}),
						/* @__PURE__ */ jsx("a", {
							className: Footer_module_default.link,
							href: `tel:${phone.replace(/[^\d+]/g, "")}`,
							children: phone
						})
					]
				}),
				copyright && /* @__PURE__ */ jsx("p", {
					className: Footer_module_default.copyright,
					children: copyright
				})
			]
		})]
	});
}
var init_Footer$1 = __esmMin((() => {
	init_nav();
	init_Ornament();
	init_Footer_module();
}));
// ../../design-system/src/components/Footer/index.ts
var init_Footer = __esmMin((() => {
	init_Footer$1();
}));
// ../../design-system/src/components/PageHeader/PageHeader.module.css
var header$4, back, titles, title$11, subtitle$1, actions$8, PageHeader_module_default;
var init_PageHeader_module = __esmMin((() => {
	header$4 = "_header_hyxmk_1";
	back = "_back_hyxmk_10";
	titles = "_titles_hyxmk_15";
	title$11 = "_title_hyxmk_15";
	subtitle$1 = "_subtitle_hyxmk_36";
	actions$8 = "_actions_hyxmk_41";
	PageHeader_module_default = {
		header: header$4,
		back,
		titles,
		title: title$11,
		subtitle: subtitle$1,
		actions: actions$8
	};
}));
// ../../design-system/src/components/PageHeader/PageHeader.tsx
/** The top of a page: optional back button, the title in the display serif, and actions. */
function PageHeader({ title, subtitle, onBack, backLabel = "Back", actions, as: Heading = "h1", className }) {
	return /* @__PURE__ */ jsxs("header", {
		className: clsx(PageHeader_module_default.header, className),
		children: [
			onBack && /* @__PURE__ */ jsx(IconButton, {
				label: backLabel,
				icon: /* @__PURE__ */ jsx(ArrowLeftIcon, {}),
				onClick: onBack,
				className: PageHeader_module_default.back
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PageHeader_module_default.titles,
				children: [/* @__PURE__ */ jsx(Heading, {
					className: PageHeader_module_default.title,
					children: title
				}), subtitle && /* @__PURE__ */ jsx("p", {
					className: PageHeader_module_default.subtitle,
					children: subtitle
				})]
			}),
			actions && /* @__PURE__ */ jsx("div", {
				className: PageHeader_module_default.actions,
				children: actions
			})
		]
	});
}
var init_PageHeader$1 = __esmMin((() => {
	init_Icon();
	init_IconButton();
	init_PageHeader_module();
}));
// ../../design-system/src/components/PageHeader/index.ts
var init_PageHeader = __esmMin((() => {
	init_PageHeader$1();
}));
// ../../design-system/src/components/Popup/Popup.module.css
var popup, sm$3, md$1, lg$1, header$3, headerBare, title$10, close, body$2, description$3, actions$7, visuallyHidden, Popup_module_default;
var init_Popup_module = __esmMin((() => {
	popup = "_popup_rl6gr_1 _edge_1ful0_6";
	sm$3 = "_sm_rl6gr_6";
	md$1 = "_md_rl6gr_10";
	lg$1 = "_lg_rl6gr_14";
	header$3 = "_header_rl6gr_18";
	headerBare = "_headerBare_rl6gr_32";
	title$10 = "_title_rl6gr_37";
	close = "_close_rl6gr_42";
	body$2 = "_body_rl6gr_46";
	description$3 = "_description_rl6gr_58";
	actions$7 = "_actions_rl6gr_62";
	visuallyHidden = "_visuallyHidden_rl6gr_72 _visuallyHidden_1fr3g_2";
	Popup_module_default = {
		popup,
		sm: sm$3,
		md: md$1,
		lg: lg$1,
		header: header$3,
		headerBare,
		title: title$10,
		close,
		body: body$2,
		description: description$3,
		actions: actions$7,
		visuallyHidden
	};
}));
// ../../design-system/src/components/Popup/Popup.tsx
/** A modal dialog: a centred card on wide screens, a bottom sheet below 600 px. */
function Popup({ open, onClose, title, hideTitle = false, description, children, actions, size = "md", closeLabel = "Close", hideCloseButton = false, closeOnBackdrop = true, initialFocusRef, role = "dialog", className }) {
	const id = useId();
	const titleId = `${id}-title`;
	const [body, setBody] = useState(null);
	const scrollable = useScrollable(body);
	const descriptionId = description ? `${id}-description` : void 0;
	return /* @__PURE__ */ jsxs(ModalLayer, {
		open,
		onClose,
		closeOnBackdrop,
		initialFocusRef,
		role,
		"aria-labelledby": titleId,
		"aria-describedby": descriptionId,
		panelClassName: clsx(Popup_module_default.popup, Popup_module_default[size], className),
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: clsx(Popup_module_default.header, hideTitle && Popup_module_default.headerBare),
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: clsx(Popup_module_default.title, hideTitle && Popup_module_default.visuallyHidden),
					children: title
				}), !hideCloseButton && /* @__PURE__ */ jsx(IconButton, {
					label: closeLabel,
					icon: /* @__PURE__ */ jsx(CloseIcon, {}),
					size: "sm",
					onClick: onClose,
					className: Popup_module_default.close
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				ref: setBody,
				className: Popup_module_default.body,
				tabIndex: scrollable ? 0 : void 0,
				children: [description && /* @__PURE__ */ jsx("p", {
					id: descriptionId,
					className: Popup_module_default.description,
					children: description
				}), children]
			}),
			actions && /* @__PURE__ */ jsx("footer", {
				className: Popup_module_default.actions,
				children: actions
			})
		]
	});
}
/** Whether the element's content overflows it vertically, kept up to date as either resizes. */
function useScrollable(element) {
	const [scrollable, setScrollable] = useState(false);
	useEffect(() => {
		if (!element || typeof ResizeObserver === "undefined") return;
		const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
		const observer = new ResizeObserver(measure);
		observer.observe(element);
		for (const child of Array.from(element.children)) observer.observe(child);
		measure();
		return () => observer.disconnect();
	}, [element]);
	return scrollable;
}
var init_Popup$1 = __esmMin((() => {
	init_ModalLayer();
	init_Icon();
	init_IconButton();
	init_Popup_module();
}));
// ../../design-system/src/components/Popup/index.ts
var init_Popup = __esmMin((() => {
	init_Popup$1();
}));
// ../../design-system/src/components/ErrorPopup/ErrorPopup.module.css
var title$9, icon$3, ErrorPopup_module_default;
var init_ErrorPopup_module = __esmMin((() => {
	title$9 = "_title_7jr2y_1";
	icon$3 = "_icon_7jr2y_7";
	ErrorPopup_module_default = {
		title: title$9,
		icon: icon$3
	};
}));
// ../../design-system/src/components/ErrorPopup/ErrorPopup.tsx
/** Tells the user something failed and offers one way out: Close. */
function ErrorPopup({ open, onClose, message, title = "Error", closeLabel = "Close" }) {
	const closeRef = useRef(null);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		role: "alertdialog",
		size: "sm",
		title: /* @__PURE__ */ jsxs("span", {
			className: ErrorPopup_module_default.title,
			children: [/* @__PURE__ */ jsx(AlertIcon, { className: ErrorPopup_module_default.icon }), title]
		}),
		description: message,
		hideCloseButton: true,
		initialFocusRef: closeRef,
		actions: /* @__PURE__ */ jsx(Button, {
			ref: closeRef,
			variant: "primary",
			onClick: onClose,
			children: closeLabel
		})
	});
}
var init_ErrorPopup$1 = __esmMin((() => {
	init_Icon();
	init_Button();
	init_Popup();
	init_ErrorPopup_module();
}));
// ../../design-system/src/components/ErrorPopup/index.ts
var init_ErrorPopup = __esmMin((() => {
	init_ErrorPopup$1();
}));
// ../../design-system/src/components/ConfirmPopup/ConfirmPopup.tsx
/** Asks before an action that cannot be undone. Focus starts on Cancel, the safe choice. */
function ConfirmPopup({ open, title, message, onConfirm, onCancel, confirmLabel = "Confirm", cancelLabel = "Cancel", danger = false, loading = false }) {
	const cancelRef = useRef(null);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: onCancel,
		role: "alertdialog",
		size: "sm",
		title,
		description: message,
		hideCloseButton: true,
		closeOnBackdrop: !loading,
		initialFocusRef: cancelRef,
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			ref: cancelRef,
			variant: "secondary",
			onClick: onCancel,
			disabled: loading,
			children: cancelLabel
		}), /* @__PURE__ */ jsx(Button, {
			variant: danger ? "danger" : "primary",
			onClick: onConfirm,
			loading,
			children: confirmLabel
		})] })
	});
}
var init_ConfirmPopup$1 = __esmMin((() => {
	init_Button();
	init_Popup();
}));
// ../../design-system/src/components/ConfirmPopup/index.ts
var init_ConfirmPopup = __esmMin((() => {
	init_ConfirmPopup$1();
}));
// ../../design-system/src/components/SignInPrompt/SignInPrompt.tsx
/** Shown when a guest reaches for something that needs an account. */
function SignInPrompt({ open, onClose, onSignIn, title = "Sign in", message = "Sign in or create account to view content", signInLabel = "Sign in", closeLabel = "Close" }) {
	const signInRef = useRef(null);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		size: "sm",
		title,
		hideTitle: true,
		description: message,
		closeLabel,
		initialFocusRef: signInRef,
		actions: /* @__PURE__ */ jsx(Button, {
			ref: signInRef,
			iconStart: /* @__PURE__ */ jsx(SignInIcon, {}),
			onClick: onSignIn,
			fullWidth: true,
			children: signInLabel
		})
	});
}
var init_SignInPrompt$1 = __esmMin((() => {
	init_Button();
	init_Icon();
	init_Popup();
}));
// ../../design-system/src/components/SignInPrompt/index.ts
var init_SignInPrompt = __esmMin((() => {
	init_SignInPrompt$1();
}));
// ../../design-system/src/components/Toast/Toast.module.css
var region$1, toast, enter, info$1, success$4, error$8, icon$2, message$2, action$2, dismiss, Toast_module_default;
var init_Toast_module = __esmMin((() => {
	region$1 = "_region_1cqeo_1";
	toast = "_toast_1cqeo_18";
	enter = "_enter_1cqeo_1";
	info$1 = "_info_1cqeo_35";
	success$4 = "_success_1cqeo_39";
	error$8 = "_error_1cqeo_43";
	icon$2 = "_icon_1cqeo_47";
	message$2 = "_message_1cqeo_57";
	action$2 = "_action_1cqeo_63";
	dismiss = "_dismiss_1cqeo_64";
	Toast_module_default = {
		region: region$1,
		toast,
		enter,
		info: info$1,
		success: success$4,
		error: error$8,
		icon: icon$2,
		message: message$2,
		action: action$2,
		dismiss
	};
}));
// ../../design-system/src/components/Toast/Toast.tsx
/** A short message that does not interrupt. Errors are announced assertively, the rest politely. */
function Toast({ message, tone = "info", action, onDismiss, dismissLabel = "Dismiss", duration = null, className }) {
	const ToneIcon = toneIcon[tone];
	const ref = useRef(null);
	const onDismissRef = useRef(onDismiss);
	useEffect(() => {
		onDismissRef.current = onDismiss;
	}, [onDismiss]);
	useEffect(() => {
		const node = ref.current;
		if (duration === null || !node) return;
		let remaining = duration;
		let started = Date.now();
		let timer = setTimeout(() => onDismissRef.current?.(), remaining);
		const pause = () => {
			if (timer === void 0) return;
			clearTimeout(timer);
			timer = void 0;
			remaining -= Date.now() - started;
		};
		const resume = () => {
			if (timer !== void 0 || node.matches(":hover, :focus-within")) return;
			started = Date.now();
			timer = setTimeout(() => onDismissRef.current?.(), remaining);
		};
		node.addEventListener("mouseenter", pause);
		node.addEventListener("focusin", pause);
		node.addEventListener("mouseleave", resume);
		node.addEventListener("focusout", resume);
		return () => {
			clearTimeout(timer);
			node.removeEventListener("mouseenter", pause);
			node.removeEventListener("focusin", pause);
			node.removeEventListener("mouseleave", resume);
			node.removeEventListener("focusout", resume);
		};
	}, [duration]);
	return /* @__PURE__ */ jsxs("div", {
		ref,
		role: tone === "error" ? "alert" : "status",
		className: clsx(Toast_module_default.toast, Toast_module_default[tone], className),
		children: [
			/* @__PURE__ */ jsx(ToneIcon, { className: Toast_module_default.icon }),
			/* @__PURE__ */ jsx("div", {
				className: Toast_module_default.message,
				children: message
			}),
			action && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: Toast_module_default.action,
				onClick: action.onClick,
				children: action.label
			}),
			onDismiss && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: Toast_module_default.dismiss,
				"aria-label": dismissLabel,
				onClick: onDismiss,
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})
		]
	});
}
var toneIcon;
var init_Toast$1 = __esmMin((() => {
	init_Icon();
	init_Toast_module();
	toneIcon = {
		info: InfoIcon,
		success: CheckIcon,
		error: AlertIcon
	};
}));
// ../../design-system/src/components/Toast/ToastProvider.tsx
/** Holds the toast queue and renders it in a fixed region above the page (and the bottom bar). */
function ToastProvider({ children, label = "Notifications", dismissLabel = "Dismiss", max = 3 }) {
	const [toasts, setToasts] = useState([]);
	const inBrowser = useSyncExternalStore(noSubscription$1, isBrowser, isServer);
	const nextId = useRef(0);
	const dismiss = useCallback((id) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
	const show = useCallback((toast) => {
		const options = typeof toast === "string" ? { message: toast } : toast;
		nextId.current += 1;
		const id = `toast-${nextId.current}`;
		setToasts((list) => [...list, {
			...options,
			id
		}].slice(-max));
		return id;
	}, [max]);
	const api = useMemo(() => ({
		show,
		dismiss
	}), [show, dismiss]);
	return /* @__PURE__ */ jsxs(ToastContext.Provider, {
		value: api,
		children: [children, inBrowser && createPortal(/* @__PURE__ */ jsx("section", {
			"aria-label": label,
			className: Toast_module_default.region,
			children: toasts.map(({ id, duration, ...toast }) => /* @__PURE__ */ jsx(Toast, {
				...toast,
				duration: duration === void 0 ? toast.tone === "error" ? 8e3 : 5e3 : duration,
				dismissLabel,
				onDismiss: () => dismiss(id)
			}, id))
		}), document.body)]
	});
}
/** `const toast = useToast(); toast.show({ message: 'Post published', tone: 'success' })` */
function useToast() {
	const api = useContext(ToastContext);
	if (!api) throw new Error("useToast must be used inside <ToastProvider>");
	return api;
}
var ToastContext, noSubscription$1, isBrowser, isServer;
var init_ToastProvider = __esmMin((() => {
	init_Toast$1();
	init_Toast_module();
	ToastContext = createContext(null);
	noSubscription$1 = () => () => {};
	isBrowser = () => typeof document !== "undefined";
	isServer = () => false;
}));
// ../../design-system/src/components/Toast/index.ts
var init_Toast = __esmMin((() => {
	init_Toast$1();
	init_ToastProvider();
}));
// ../../design-system/src/components/Tooltip/Tooltip.module.css
var anchor, tooltip, top$1, bottom$2, Tooltip_module_default;
var init_Tooltip_module = __esmMin((() => {
	anchor = "_anchor_mopzy_1";
	tooltip = "_tooltip_mopzy_6";
	top$1 = "_top_mopzy_37";
	bottom$2 = "_bottom_mopzy_41";
	Tooltip_module_default = {
		anchor,
		tooltip,
		top: top$1,
		bottom: bottom$2
	};
}));
// ../../design-system/src/components/Tooltip/Tooltip.tsx
/**
* A hint shown on hover and keyboard focus, dismissed with Escape (WCAG 1.4.13). The text is
* always in the DOM as the trigger's description, so screen readers get it without hovering.
* To explain a disabled action, give the button aria-disabled instead of disabled: disabled
* buttons receive neither focus nor hover.
*/
function Tooltip({ content, children, placement = "top", delay = 300, className }) {
	const id = `tooltip-${useId()}`;
	const [open, setOpen] = useState(false);
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	const show = (wait) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => setOpen(true), wait);
	};
	const hide = () => {
		clearTimeout(timer.current);
		setOpen(false);
	};
	return /* @__PURE__ */ jsxs("span", {
		className: clsx(Tooltip_module_default.anchor, className),
		onMouseEnter: () => show(delay),
		onMouseLeave: hide,
		onFocus: () => show(0),
		onBlur: hide,
		onKeyDown: (event) => {
			if (event.key === "Escape" && open) {
				event.stopPropagation();
				hide();
			}
		},
		children: [cloneElement(children, { "aria-describedby": joinIds(children.props["aria-describedby"], id) }), /* @__PURE__ */ jsx("span", {
			role: "tooltip",
			id,
			className: clsx(Tooltip_module_default.tooltip, Tooltip_module_default[placement]),
			"data-open": open,
			children: content
		})]
	});
}
var init_Tooltip$1 = __esmMin((() => {
	init_FormFieldContext();
	init_Tooltip_module();
}));
// ../../design-system/src/components/Tooltip/index.ts
var init_Tooltip = __esmMin((() => {
	init_Tooltip$1();
}));
// ../../design-system/src/components/Preloader/Preloader.module.css
var preloader, sm$2, lg, centered, star, turn, threadA, threadB, Preloader_module_default;
var init_Preloader_module = __esmMin((() => {
	preloader = "_preloader_rbul3_1";
	sm$2 = "_sm_rbul3_14";
	lg = "_lg_rbul3_18";
	centered = "_centered_rbul3_22";
	star = "_star_rbul3_29";
	turn = "_turn_rbul3_1";
	threadA = "_threadA_rbul3_35";
	threadB = "_threadB_rbul3_36";
	Preloader_module_default = {
		preloader,
		sm: sm$2,
		lg,
		centered,
		star,
		turn,
		threadA,
		threadB
	};
}));
// ../../design-system/src/components/Preloader/Preloader.tsx
/**
* An embroidered eight-point star whose red and dark threads swap colours every 1400 ms,
* the way a stitcher alternates threads.
*/
function Preloader({ label = "Loading", size = "md", centered = false, swapMs = timings.preloaderSwapMs, className }) {
	const [phase, setPhase] = useState(0);
	useEffect(() => {
		const timer = setInterval(() => setPhase((current) => (current + 1) % 2), swapMs);
		return () => clearInterval(timer);
	}, [swapMs]);
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-label": label,
		"data-phase": phase,
		className: clsx(Preloader_module_default.preloader, Preloader_module_default[size], centered && Preloader_module_default.centered, className),
		children: /* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 48 48",
			"aria-hidden": "true",
			focusable: "false",
			className: Preloader_module_default.star,
			children: [/* @__PURE__ */ jsx("g", {
				className: Preloader_module_default.threadA,
				children: /* @__PURE__ */ jsx("path", { d: "M24 3l5 9-5 9-5-9zM24 27l5 9-5 9-5-9zM3 24l9-5 9 5-9 5zM27 24l9-5 9 5-9 5z" })
			}), /* @__PURE__ */ jsx("g", {
				className: Preloader_module_default.threadB,
				children: /* @__PURE__ */ jsx("path", { d: "M9 9l9 3 3 9-9-3zM39 9l-3 9-9 3 3-9zM9 39l3-9 9-3-3 9zM39 39l-9-3-3-9 9 3z" })
			})]
		})
	});
}
var init_Preloader$1 = __esmMin((() => {
	init_src$3();
	init_Preloader_module();
}));
// ../../design-system/src/components/Preloader/index.ts
var init_Preloader = __esmMin((() => {
	init_Preloader$1();
}));
// ../../design-system/src/components/EmptyState/EmptyState.module.css
var empty$6, compact, icon$1, ornament, title$8, description$2, action$1, EmptyState_module_default;
var init_EmptyState_module = __esmMin((() => {
	empty$6 = "_empty_13u5s_1";
	compact = "_compact_13u5s_10";
	icon$1 = "_icon_13u5s_14";
	ornament = "_ornament_13u5s_25";
	title$8 = "_title_13u5s_29";
	description$2 = "_description_13u5s_33";
	action$1 = "_action_13u5s_38";
	EmptyState_module_default = {
		empty: empty$6,
		compact,
		icon: icon$1,
		ornament,
		title: title$8,
		description: description$2,
		action: action$1
	};
}));
// ../../design-system/src/components/EmptyState/EmptyState.tsx
/** What a list shows when it has nothing yet — no results, no posts, no chats. */
function EmptyState({ title, description, icon, action, headingLevel: Heading = "h2", compact = false, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(EmptyState_module_default.empty, compact && EmptyState_module_default.compact, className),
		children: [
			icon ? /* @__PURE__ */ jsx("span", {
				className: EmptyState_module_default.icon,
				"aria-hidden": "true",
				children: icon
			}) : /* @__PURE__ */ jsx(Ornament, {
				variant: "diamonds",
				className: EmptyState_module_default.ornament
			}),
			/* @__PURE__ */ jsx(Heading, {
				className: EmptyState_module_default.title,
				children: title
			}),
			description && /* @__PURE__ */ jsx("p", {
				className: EmptyState_module_default.description,
				children: description
			}),
			action && /* @__PURE__ */ jsx("div", {
				className: EmptyState_module_default.action,
				children: action
			})
		]
	});
}
var init_EmptyState$1 = __esmMin((() => {
	init_Ornament();
	init_EmptyState_module();
}));
// ../../design-system/src/components/EmptyState/index.ts
var init_EmptyState = __esmMin((() => {
	init_EmptyState$1();
}));
// ../../design-system/src/components/Cover/defaultCover.ts
var svg$1, DEFAULT_COVER;
var init_defaultCover = __esmMin((() => {
	svg$1 = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" preserveAspectRatio="xMidYMid slice">
<defs>
<pattern id="k" width="40" height="40" patternUnits="userSpaceOnUse">
<path d="M20 8l7 12-7 12-7-12z" fill="#C8312B"/>
<path d="M20 15l3 5-3 5-3-5z" fill="#16223D"/>
<path d="M0 0l4 6-4 6zM40 0l-4 6 4 6zM0 28l4 6-4 6zM40 28l-4 6 4 6z" fill="#E9B949"/>
<circle cx="20" cy="2" r="1.5" fill="#E9B949"/><circle cx="20" cy="38" r="1.5" fill="#E9B949"/>
</pattern>
</defs>
<rect width="240" height="160" fill="#101A30"/>
<rect width="240" height="160" fill="url(#k)" opacity="0.55"/>
</svg>`;
	DEFAULT_COVER = `data:image/svg+xml,${encodeURIComponent(svg$1)}`;
}));
// ../../design-system/src/components/Cover/Cover.module.css
var cover$3, rounded, image$2, overlay, Cover_module_default;
var init_Cover_module = __esmMin((() => {
	cover$3 = "_cover_a13mm_1";
	rounded = "_rounded_a13mm_9";
	image$2 = "_image_a13mm_13";
	overlay = "_overlay_a13mm_19";
	Cover_module_default = {
		cover: cover$3,
		rounded,
		image: image$2,
		overlay
	};
}));
// ../../design-system/src/components/Cover/Cover.tsx
/** An image in a fixed crop ratio that falls back to the embroidered default when missing or broken. */
function Cover({ src, alt, ratio = cropRatios.postCover, rounded = true, children, className }) {
	const [failed, setFailed] = useState(null);
	const usable = src && src !== failed ? src : DEFAULT_COVER;
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Cover_module_default.cover, rounded && Cover_module_default.rounded, className),
		style: { "--cover-ratio": ratio },
		children: [/* @__PURE__ */ jsx("img", {
			src: usable,
			alt,
			loading: "lazy",
			decoding: "async",
			onError: () => setFailed(src ?? null),
			className: Cover_module_default.image
		}), children && /* @__PURE__ */ jsx("div", {
			className: Cover_module_default.overlay,
			children
		})]
	});
}
var init_Cover$1 = __esmMin((() => {
	init_src$3();
	init_defaultCover();
	init_Cover_module();
}));
// ../../design-system/src/components/Cover/index.ts
var init_Cover = __esmMin((() => {
	init_Cover$1();
	init_defaultCover();
}));
// ../../design-system/src/components/Card/Card.module.css
var card$6, outlined, raised, sunken, interactive, stitched, Card_module_default;
var init_Card_module = __esmMin((() => {
	card$6 = "_card_xxemb_1";
	outlined = "_outlined_xxemb_12";
	raised = "_raised_xxemb_16";
	sunken = "_sunken_xxemb_21";
	interactive = "_interactive_xxemb_42";
	stitched = "_stitched_xxemb_54 _edge_1ful0_6";
	Card_module_default = {
		card: card$6,
		outlined,
		raised,
		sunken,
		"padding-none": "_padding-none_xxemb_25",
		"padding-sm": "_padding-sm_xxemb_30",
		"padding-md": "_padding-md_xxemb_34",
		"padding-lg": "_padding-lg_xxemb_38",
		interactive,
		stitched
	};
}));
// ../../design-system/src/components/Card/Card.tsx
/** A surface for one thing: a post, a song, an auction lot. */
function Card({ as: Tag = "div", variant = "outlined", padding = "md", interactive = false, stitched = false, className, ...rest }) {
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(Card_module_default.card, Card_module_default[variant], Card_module_default[`padding-${padding}`], interactive && Card_module_default.interactive, stitched && Card_module_default.stitched, className),
		...rest
	});
}
var init_Card$1 = __esmMin((() => {
	init_Card_module();
}));
// ../../design-system/src/components/Card/index.ts
var init_Card = __esmMin((() => {
	init_Card$1();
}));
// ../../design-system/src/components/Badge/Badge.module.css
var badge$2, md, sm$1, icon, neutral, brand, premium, judge, success$3, danger$1, info, Badge_module_default;
var init_Badge_module = __esmMin((() => {
	badge$2 = "_badge_jd2fw_1";
	md = "_md_jd2fw_15";
	sm$1 = "_sm_jd2fw_20";
	icon = "_icon_jd2fw_25";
	neutral = "_neutral_jd2fw_29";
	brand = "_brand_jd2fw_35";
	premium = "_premium_jd2fw_40";
	judge = "_judge_jd2fw_46";
	success$3 = "_success_jd2fw_51";
	danger$1 = "_danger_jd2fw_56";
	info = "_info_jd2fw_61";
	Badge_module_default = {
		badge: badge$2,
		md,
		sm: sm$1,
		icon,
		neutral,
		brand,
		premium,
		judge,
		success: success$3,
		danger: danger$1,
		info
	};
}));
// ../../design-system/src/components/Badge/Badge.tsx
/** A short label on a post, profile or lot. Not interactive. */
function Badge({ tone = "neutral", icon, size = "md", className, children, ...rest }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx(Badge_module_default.badge, Badge_module_default[tone], Badge_module_default[size], className),
		...rest,
		children: [icon && /* @__PURE__ */ jsx("span", {
			className: Badge_module_default.icon,
			"aria-hidden": "true",
			children: icon
		}), children]
	});
}
var init_Badge$1 = __esmMin((() => {
	init_Badge_module();
}));
// ../../design-system/src/components/Badge/index.ts
var init_Badge = __esmMin((() => {
	init_Badge$1();
}));
// ../../design-system/src/components/Waveform/Waveform.module.css
var root$1, svg, rest, played, Waveform_module_default;
var init_Waveform_module = __esmMin((() => {
	root$1 = "_root_fqprz_1";
	svg = "_svg_fqprz_20";
	rest = "_rest_fqprz_26";
	played = "_played_fqprz_30";
	Waveform_module_default = {
		root: root$1,
		svg,
		rest,
		played,
		"kz-waveform-pulse": "_kz-waveform-pulse_fqprz_1"
	};
}));
// ../../design-system/src/components/Waveform/Waveform.tsx
function clock$1(seconds) {
	const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
/** The loudest peak of each of `count` equal slices, so a short spike is never averaged away. */
function reducePeaks(peaks, count) {
	if (peaks.length <= count) return peaks.map((peak) => Math.min(1, Math.max(0, peak)));
	const bars = [];
	for (let bar = 0; bar < count; bar++) {
		const from = Math.floor(bar * peaks.length / count);
		const to = Math.max(from + 1, Math.floor((bar + 1) * peaks.length / count));
		let loudest = 0;
		for (let index = from; index < to; index++) loudest = Math.max(loudest, peaks[index] ?? 0);
		bars.push(Math.min(1, loudest));
	}
	return bars;
}
/** One SVG path of centred bars in a 0…count × 0…100 box (one element, however many bars). */
function barsPath(bars) {
	return bars.map((peak, index) => {
		const height = Math.max(4, peak * 100);
		return `M${index + .15} ${(100 - height) / 2}h0.7v${height}h-0.7z`;
	}).join("");
}
/**
* A song's waveform that is also its seek bar: the played part in the accent colour, a click or
* a drag moves to that point (committed when the pointer is released, so a drag does not fetch
* every point it crosses), and the keyboard seeks like any slider (←/→ 5 s, Page Up/Down 30 s,
* Home/End).
*/
function Waveform({ peaks, position, duration, onSeek, label, valueText = (at, length) => `${clock$1(at)} / ${clock$1(length)}`, loading = false, disabled = false, bars = 160, className }) {
	const clipId = `kz-waveform-${useId().replace(/:/g, "")}`;
	const rootRef = useRef(null);
	const [dragging, setDragging] = useState(null);
	const max = duration > 0 ? duration : 0;
	const inert = disabled || loading || max === 0;
	const shown = Math.min(Math.max(dragging ?? position, 0), max);
	const drawn = useMemo(() => reducePeaks(peaks ?? new Array(bars).fill(0), bars), [peaks, bars]);
	const path = useMemo(() => barsPath(drawn), [drawn]);
	const played = max > 0 ? shown / max * drawn.length : 0;
	const secondsAt = (clientX) => {
		const box = rootRef.current?.getBoundingClientRect();
		if (!box || box.width <= 0) return 0;
		return Math.min(Math.max((clientX - box.left) / box.width, 0), 1) * max;
	};
	const seekTo = (seconds) => onSeek(Math.min(Math.max(seconds, 0), max));
	const onPointerDown = (event) => {
		if (inert || event.button !== 0) return;
		event.currentTarget.setPointerCapture?.(event.pointerId);
		event.currentTarget.focus();
		setDragging(secondsAt(event.clientX));
	};
	const onPointerMove = (event) => {
		if (dragging !== null) setDragging(secondsAt(event.clientX));
	};
	const onPointerUp = (event) => {
		if (dragging === null) return;
		setDragging(null);
		seekTo(secondsAt(event.clientX));
	};
	const onKeyDown = (event) => {
		if (inert) return;
		const target = {
			ArrowLeft: position - waveformSteps.small,
			ArrowDown: position - waveformSteps.small,
			ArrowRight: position + waveformSteps.small,
			ArrowUp: position + waveformSteps.small,
			PageDown: position - waveformSteps.large,
			PageUp: position + waveformSteps.large,
			Home: 0,
			End: max
		}[event.key];
		if (target === void 0) return;
		event.preventDefault();
		seekTo(target);
	};
	return /* @__PURE__ */ jsx("div", {
		ref: rootRef,
		role: "slider",
		tabIndex: disabled ? -1 : 0,
		"aria-label": label,
		"aria-valuemin": 0,
		"aria-valuemax": Math.round(max),
		"aria-valuenow": Math.round(shown),
		"aria-valuetext": valueText(shown, max),
		"aria-disabled": inert || void 0,
		"aria-busy": loading || void 0,
		className: clsx(Waveform_module_default.root, className),
		"data-state": loading ? "loading" : disabled ? "disabled" : peaks ? "ready" : "flat",
		onPointerDown,
		onPointerMove,
		onPointerUp,
		onPointerCancel: () => setDragging(null),
		onKeyDown,
		children: /* @__PURE__ */ jsxs("svg", {
			className: Waveform_module_default.svg,
			viewBox: `0 0 ${drawn.length} 100`,
			preserveAspectRatio: "none",
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx("clipPath", {
					id: clipId,
					children: /* @__PURE__ */ jsx("rect", {
						x: 0,
						y: 0,
						width: played,
						height: 100
					})
				}) }),
				/* @__PURE__ */ jsx("path", {
					className: Waveform_module_default.rest,
					d: path
				}),
				/* @__PURE__ */ jsx("path", {
					className: Waveform_module_default.played,
					d: path,
					clipPath: `url(#${clipId})`
				})
			]
		})
	});
}
var waveformSteps;
var init_Waveform$1 = __esmMin((() => {
	init_Waveform_module();
	waveformSteps = {
		small: 5,
		large: 30
	};
}));
// ../../design-system/src/components/Waveform/index.ts
var init_Waveform = __esmMin((() => {
	init_Waveform$1();
}));
// ../../design-system/src/components/AudioPlayer/AudioPlayer.module.css
var bar$2, track$1, cover$2, names$2, title$7, artist$1, error$7, empty$5, controls, progress$2, time$1, slider, AudioPlayer_module_default;
var init_AudioPlayer_module = __esmMin((() => {
	bar$2 = "_bar_um9ud_1";
	track$1 = "_track_um9ud_13";
	cover$2 = "_cover_um9ud_20";
	names$2 = "_names_um9ud_25";
	title$7 = "_title_um9ud_29";
	artist$1 = "_artist_um9ud_30";
	error$7 = "_error_um9ud_31";
	empty$5 = "_empty_um9ud_32";
	controls = "_controls_um9ud_61";
	progress$2 = "_progress_um9ud_67";
	time$1 = "_time_um9ud_74";
	slider = "_slider_um9ud_82";
	AudioPlayer_module_default = {
		bar: bar$2,
		track: track$1,
		cover: cover$2,
		names: names$2,
		title: title$7,
		artist: artist$1,
		error: error$7,
		empty: empty$5,
		controls,
		progress: progress$2,
		time: time$1,
		slider
	};
}));
// ../../design-system/src/components/AudioPlayer/AudioPlayer.tsx
/** mm:ss, as the spec shows song lengths (000 §3). */
function formatSeconds(seconds) {
	const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
/**
* The app-wide player bar: the song playing anywhere in the app with play/pause, a seek slider
* and previous/next through its queue. Presentational — the app wires it to its one audio element.
*/
function AudioPlayer({ track, playing, position, duration, onToggle, onSeek, onNext, onPrevious, error, buffering = false, waveform, labels: labelOverrides, className }) {
	const labels = {
		...defaultLabels,
		...labelOverrides
	};
	const max = duration > 0 ? duration : 0;
	const value = Math.min(position, max);
	const seek = (event) => onSeek(Number(event.target.value));
	return /* @__PURE__ */ jsx("section", {
		className: clsx(AudioPlayer_module_default.bar, className),
		"aria-label": labels.region,
		"data-state": error ? "error" : track ? playing ? "playing" : "paused" : "empty",
		children: track ? /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsxs("div", {
				className: AudioPlayer_module_default.track,
				children: [/* @__PURE__ */ jsx(Cover, {
					src: track.cover,
					alt: "",
					ratio: 1,
					className: AudioPlayer_module_default.cover
				}), /* @__PURE__ */ jsxs("div", {
					className: AudioPlayer_module_default.names,
					children: [/* @__PURE__ */ jsx("p", {
						className: AudioPlayer_module_default.title,
						children: track.title
					}), error ? /* @__PURE__ */ jsx("p", {
						className: AudioPlayer_module_default.error,
						role: "alert",
						children: error
					}) : track.artist && /* @__PURE__ */ jsx("p", {
						className: AudioPlayer_module_default.artist,
						children: track.artist
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: AudioPlayer_module_default.controls,
				children: [
					onPrevious && /* @__PURE__ */ jsx(IconButton, {
						size: "sm",
						label: labels.previous,
						icon: /* @__PURE__ */ jsx(SkipBackIcon, {}),
						onClick: onPrevious
					}),
					/* @__PURE__ */ jsx(IconButton, {
						variant: "primary",
						label: playing ? labels.pause : labels.play,
						icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
						loading: buffering && playing,
						loadingLabel: labels.play,
						disabled: Boolean(error),
						onClick: onToggle
					}),
					onNext && /* @__PURE__ */ jsx(IconButton, {
						size: "sm",
						label: labels.next,
						icon: /* @__PURE__ */ jsx(SkipForwardIcon, {}),
						onClick: onNext
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: AudioPlayer_module_default.progress,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: AudioPlayer_module_default.time,
						children: formatSeconds(value)
					}),
					waveform && waveform.length > 0 ? /* @__PURE__ */ jsx(Waveform, {
						peaks: waveform,
						position: value,
						duration: max,
						onSeek,
						label: labels.seek,
						disabled: Boolean(error)
					}) : /* @__PURE__ */ jsx("input", {
						type: "range",
						className: AudioPlayer_module_default.slider,
						min: 0,
						max,
						step: 1,
						value,
						disabled: max === 0 || Boolean(error),
						onChange: seek,
						"aria-label": labels.seek,
						"aria-valuetext": `${formatSeconds(value)} / ${formatSeconds(max)}`,
						style: { "--progress": max > 0 ? `${value / max * 100}%` : "0%" }
					}),
					/* @__PURE__ */ jsx("span", {
						className: AudioPlayer_module_default.time,
						children: formatSeconds(max)
					})
				]
			})
		] }) : /* @__PURE__ */ jsx("p", {
			className: AudioPlayer_module_default.empty,
			children: labels.empty
		})
	});
}
var defaultLabels;
var init_AudioPlayer$1 = __esmMin((() => {
	init_Cover();
	init_IconButton();
	init_Icon();
	init_Waveform();
	init_AudioPlayer_module();
	defaultLabels = {
		region: "Player",
		play: "Play",
		pause: "Pause",
		next: "Next song",
		previous: "Previous song",
		seek: "Position in the song",
		empty: "Choose a song to listen"
	};
}));
// ../../design-system/src/components/AudioPlayer/index.ts
var init_AudioPlayer = __esmMin((() => {
	init_AudioPlayer$1();
}));
// ../../design-system/src/index.ts
var init_src$1 = __esmMin((() => {
	init_tokens();
	init_tokens();
	init_useMediaQuery();
	init_Stack();
	init_Cluster();
	init_Container();
	init_VisuallyHidden();
	init_Icon();
	init_Logo();
	init_Ornament();
	init_Button();
	init_IconButton();
	init_FormField();
	init_Input();
	init_TextArea();
	init_Select();
	init_Checkbox();
	init_Switch();
	init_SearchBox();
	init_FilePicker();
	init_CharCounter();
	init_Tabs();
	init_Pagination();
	init_SideNav();
	init_BottomBar();
	init_MobileMenu();
	init_Footer();
	init_PageHeader();
	init_Popup();
	init_ErrorPopup();
	init_ConfirmPopup();
	init_SignInPrompt();
	init_Toast();
	init_Tooltip();
	init_Preloader();
	init_EmptyState();
	init_Avatar();
	init_Cover();
	init_Card();
	init_Badge();
	init_AudioPlayer();
	init_Waveform();
}));
// src/shared/services.ts
function useServices() {
	const services = use(ServicesContext);
	if (!services) throw new Error("useServices needs <AppProviders>");
	return services;
}
var ServicesContext;
var init_services = __esmMin((() => {
	ServicesContext = createContext(null);
}));
// src/shared/player/gain.ts
function playbackGain(loudness, normalise) {
	const db = normalise ? normalisationGainDb(loudness) : 0;
	const factor = gainFactor(db);
	return {
		db,
		volume: Math.min(1, factor),
		boost: Math.max(1, factor)
	};
}
var init_gain = __esmMin((() => {
	init_loudness();
}));
// src/shared/player/mediaSession.ts
function session() {
	return typeof navigator !== "undefined" && "mediaSession" in navigator ? navigator.mediaSession : void 0;
}
function showInMediaSession(track) {
	const media = session();
	if (!media || typeof MediaMetadata === "undefined") return;
	media.metadata = new MediaMetadata({
		title: track.title,
		artist: track.artist ?? "",
		artwork: track.cover ? [{ src: new URL(track.cover, location.href).href }] : []
	});
}
/** Wires the system's buttons to the player; returns what unwires them. */
function bindMediaSession(controls) {
	const media = session();
	if (!media) return () => {};
	const handlers = [
		["play", () => controls.play()],
		["pause", () => controls.pause()],
		["nexttrack", () => controls.next()],
		["previoustrack", () => controls.previous()],
		["seekto", (details) => details.seekTime !== void 0 && controls.seek(details.seekTime)],
		["seekbackward", (details) => controls.seek(controls.position() - (details.seekOffset ?? seekOffsetSeconds))],
		["seekforward", (details) => controls.seek(controls.position() + (details.seekOffset ?? seekOffsetSeconds))]
	];
	for (const [action, handler] of handlers) try {
		media.setActionHandler(action, handler);
	} catch {}
	return () => {
		for (const [action] of handlers) try {
			media.setActionHandler(action, null);
		} catch {}
	};
}
/** The lock screen's progress: the browser extrapolates from this, so it is sent on changes only. */
function updatePositionState(element) {
	const media = session();
	if (!media) return;
	media.playbackState = element.paused ? "paused" : "playing";
	if (!media.setPositionState || !Number.isFinite(element.duration) || element.duration <= 0) return;
	try {
		media.setPositionState({
			duration: element.duration,
			playbackRate: element.playbackRate || 1,
			position: Math.min(Math.max(element.currentTime, 0), element.duration)
		});
	} catch {}
}
var seekOffsetSeconds;
var init_mediaSession = __esmMin((() => {
	seekOffsetSeconds = 10;
}));
// src/shared/player/source.ts
/**
* The URL to play: the low rendition under data saver, the high one otherwise, and the song's
* original URL while it has no renditions (songs uploaded before transcoding, or an older server).
*/
function trackSource(fallback, media, dataSaver) {
	const renditions = media?.renditions;
	if (!renditions) return fallback;
	if (dataSaver) return renditions.low || renditions.high || fallback;
	return renditions.high || renditions.low || fallback;
}
/** The browser asks for less data, or the connection is slow: data saver turns on by itself. */
function connectionWantsDataSaver(connection) {
	if (!connection) return false;
	return connection.saveData === true || slowConnections.has(connection.effectiveType ?? "");
}
var slowConnections;
var init_source = __esmMin((() => {
	slowConnections = /* @__PURE__ */ new Set([
		"slow-2g",
		"2g",
		"3g"
	]);
}));
// src/shared/player/preferences.ts
function storage() {
	try {
		return globalThis.localStorage;
	} catch {
		return;
	}
}
function readPlaybackPreferences(store = storage()) {
	const read = (key) => {
		try {
			const stored = store?.getItem(playbackPreferenceKeys[key]);
			return stored === "true" ? true : stored === "false" ? false : defaults[key];
		} catch {
			return defaults[key];
		}
	};
	return {
		normaliseLoudness: read("normaliseLoudness"),
		dataSaver: read("dataSaver")
	};
}
function current$1() {
	snapshot ??= readPlaybackPreferences();
	return snapshot;
}
function setPlaybackPreference(key, value) {
	try {
		storage()?.setItem(playbackPreferenceKeys[key], String(value));
	} catch {}
	snapshot = {
		...current$1(),
		[key]: value
	};
	for (const listener of listeners$1) listener();
}
function subscribe(listener) {
	listeners$1.add(listener);
	const onStorage = (event) => {
		if (event.key && !Object.values(playbackPreferenceKeys).includes(event.key)) return;
		snapshot = readPlaybackPreferences();
		listener();
	};
	globalThis.addEventListener?.("storage", onStorage);
	return () => {
		listeners$1.delete(listener);
		globalThis.removeEventListener?.("storage", onStorage);
	};
}
function usePlaybackPreferences() {
	return useSyncExternalStore(subscribe, current$1, () => defaults);
}
function connection() {
	return globalThis.navigator?.connection;
}
function subscribeConnection(listener) {
	const network = connection();
	if (!network?.addEventListener) return () => {};
	const onChange = () => {
		slow$1 = connectionWantsDataSaver(network);
		listener();
	};
	network.addEventListener("change", onChange);
	return () => network.removeEventListener("change", onChange);
}
/** Whether the network asks for less data now (saveData, or a 2g/3g effective type). */
function useSlowConnection() {
	return useSyncExternalStore(subscribeConnection, () => slow$1, () => false);
}
var playbackPreferenceKeys, defaults, listeners$1, snapshot, slow$1;
var init_preferences = __esmMin((() => {
	init_source();
	playbackPreferenceKeys = {
		normaliseLoudness: "kobza.player.normaliseLoudness",
		dataSaver: "kobza.player.dataSaver"
	};
	defaults = {
		normaliseLoudness: true,
		dataSaver: false
	};
	listeners$1 = /* @__PURE__ */ new Set();
	snapshot = null;
	slow$1 = connectionWantsDataSaver(connection());
}));
// src/shared/player/queue.ts
/** Plays `tracks` from `start` (a playlist, an artist's songs, the Legends playlist, a post's songs). */
function playList(tracks, start = 0) {
	if (tracks.length === 0) return emptyQueue();
	return {
		tracks: [...tracks],
		index: Math.min(Math.max(start, 0), tracks.length - 1)
	};
}
/** The next entry, or null at the end (the queue stays where it is). */
function next(state) {
	return hasNext(state) ? {
		...state,
		index: state.index + 1
	} : null;
}
/** What 'previous' does at `positionSeconds` into the current song. */
function previous(state, positionSeconds) {
	if (positionSeconds > 3 || !hasPrevious(state)) return { restart: true };
	return {
		restart: false,
		state: {
			...state,
			index: state.index - 1
		}
	};
}
/** Takes `track` out of the queue unless it is the current entry, keeping the current one current. */
function without(state, id) {
	const tracks = [];
	let index = state.index;
	state.tracks.forEach((track, at) => {
		if (track.id === id && at !== state.index) {
			if (at < state.index) index -= 1;
		} else tracks.push(track);
	});
	return {
		tracks,
		index
	};
}
/**
* 'Play next': right after the current song (moved there if it was queued later). With nothing
* chosen, the queue is just this song (the provider starts it).
*/
function playNext(state, track) {
	if (state.index < 0) return playList([track]);
	if (currentOf(state)?.id === track.id) return state;
	const rest = without(state, track.id);
	const tracks = [...rest.tracks];
	tracks.splice(rest.index + 1, 0, track);
	return {
		tracks,
		index: rest.index
	};
}
/** 'Add to queue': at the end (moved there if it was queued already). */
function addToQueue(state, track) {
	if (state.index < 0) return playList([track]);
	if (currentOf(state)?.id === track.id) return state;
	const rest = without(state, track.id);
	return {
		tracks: [...rest.tracks, track],
		index: rest.index
	};
}
var emptyQueue, currentOf, hasNext, hasPrevious, upcoming;
var init_queue = __esmMin((() => {
	emptyQueue = () => ({
		tracks: [],
		index: -1
	});
	currentOf = (state) => state.tracks[state.index] ?? null;
	hasNext = (state) => state.index >= 0 && state.index < state.tracks.length - 1;
	hasPrevious = (state) => state.index > 0;
	upcoming = (state) => state.tracks.slice(state.index + 1);
}));
// src/shared/player/PlayerContext.tsx
/**
* One audio element for the whole app, above the router so playback continues across navigation:
* a queue, next/previous, loudness normalisation, data saver, the Media Session (lock screen and
* media keys), and starting a song pauses any other audio or video on the page (spec 000 §4).
*/
function PlayerProvider({ children }) {
	const audioRef = useRef(null);
	const [audio, setAudio] = useState(null);
	const [queue, setQueueState] = useState(emptyQueue);
	const queueRef = useRef(queue);
	const [playing, setPlaying] = useState(false);
	const preferences = usePlaybackPreferences();
	const slowConnection = useSlowConnection();
	const dataSaver = preferences.dataSaver || slowConnection;
	const settingsRef = useRef({
		dataSaver,
		normalise: preferences.normaliseLoudness
	});
	useLayoutEffect(() => {
		settingsRef.current = {
			dataSaver,
			normalise: preferences.normaliseLoudness
		};
	}, [dataSaver, preferences.normaliseLoudness]);
	const boostRef = useRef(null);
	const attachAudio = useCallback((element) => {
		audioRef.current = element;
		setAudio(element);
	}, []);
	const setQueue = useCallback((next) => {
		queueRef.current = next;
		setQueueState(next);
	}, []);
	/** Volume down for a loud song; a GainNode up for a quiet one (when one may be made or exists). */
	const applyGain = useCallback((track, userGesture) => {
		const element = audioRef.current;
		if (!element) return;
		const gain = playbackGain(track?.media?.loudness, settingsRef.current.normalise);
		element.volume = gain.volume;
		let boost = boostRef.current;
		const Context = globalThis.AudioContext;
		if (!boost && gain.boost > 1 && userGesture && Context && sameOrigin(element.currentSrc || element.src)) {
			const context = new Context();
			const node = context.createGain();
			context.createMediaElementSource(element).connect(node).connect(context.destination);
			boost = boostRef.current = {
				context,
				gain: node
			};
		}
		if (!boost) return;
		boost.gain.gain.value = gain.boost;
		if (userGesture && boost.context.state === "suspended") boost.context.resume();
	}, []);
	/** Loads the queue's current entry and plays it. */
	const start = useCallback((state, userGesture) => {
		setQueue(state);
		const element = audioRef.current;
		const track = currentOf(state);
		if (!element || !track) return;
		const src = trackSource(track.src, track.media, settingsRef.current.dataSaver);
		if (element.dataset.trackSrc !== src) {
			element.src = src;
			element.dataset.trackSrc = src;
		} else element.currentTime = 0;
		applyGain(track, userGesture);
		showInMediaSession(track);
		element.play().catch(() => setPlaying(false));
	}, [applyGain, setQueue]);
	const playList$1 = useCallback((tracks, startAt = 0) => start(playList(tracks, startAt), true), [start]);
	const play = useCallback((track, list) => {
		const tracks = list?.length ? list : [track];
		const at = tracks.findIndex((entry) => entry.id === track.id);
		start(at >= 0 ? playList(tracks, at) : playList([track]), true);
	}, [start]);
	const toggle = useCallback(() => {
		const element = audioRef.current;
		const track = currentOf(queueRef.current);
		if (!element || !track) return;
		if (element.paused) {
			applyGain(track, true);
			element.play().catch(() => setPlaying(false));
		} else element.pause();
	}, [applyGain]);
	const next$1 = useCallback((userGesture = true) => {
		const target = next(queueRef.current);
		if (target) start(target, userGesture);
	}, [start]);
	const previous$1 = useCallback(() => {
		const element = audioRef.current;
		if (!element) return;
		const step = previous(queueRef.current, element.currentTime);
		if (step.restart) element.currentTime = 0;
		else start(step.state, true);
	}, [start]);
	const seek = useCallback((seconds) => {
		const element = audioRef.current;
		if (!element || !Number.isFinite(seconds)) return;
		element.currentTime = Math.max(0, seconds);
	}, []);
	const enqueue = useCallback((rule, track) => {
		const before = queueRef.current;
		const after = rule(before, track);
		if (before.index < 0) start(after, true);
		else setQueue(after);
	}, [setQueue, start]);
	useEffect(() => {
		const element = audio;
		if (!element) return;
		const onPlay = () => setPlaying(true);
		const onPause = () => setPlaying(false);
		const onEnded = () => next$1(false);
		const onPosition = () => updatePositionState(element);
		const events = [
			["play", onPlay],
			["pause", onPause],
			["ended", onEnded],
			["loadedmetadata", onPosition],
			["durationchange", onPosition],
			["seeked", onPosition],
			["ratechange", onPosition],
			["play", onPosition],
			["pause", onPosition]
		];
		for (const [name, listener] of events) element.addEventListener(name, listener);
		return () => {
			for (const [name, listener] of events) element.removeEventListener(name, listener);
		};
	}, [audio, next$1]);
	useEffect(() => {
		const onAnyPlay = (event) => {
			const started = event.target;
			if (!(started instanceof HTMLMediaElement)) return;
			for (const media of document.querySelectorAll("audio, video")) if (media !== started && !media.paused) media.pause();
		};
		document.addEventListener("play", onAnyPlay, true);
		return () => document.removeEventListener("play", onAnyPlay, true);
	}, []);
	useEffect(() => {
		if (!audio) return;
		return bindMediaSession({
			play: () => toggle(),
			pause: () => audio.pause(),
			next: () => next$1(true),
			previous: previous$1,
			seek,
			position: () => audio.currentTime
		});
	}, [
		audio,
		toggle,
		next$1,
		previous$1,
		seek
	]);
	const current = currentOf(queue);
	useEffect(() => {
		applyGain(current, false);
	}, [
		applyGain,
		current,
		preferences.normaliseLoudness
	]);
	const value = useMemo(() => ({
		current,
		playing,
		play,
		playList: playList$1,
		playNext: (track) => enqueue(playNext, track),
		addToQueue: (track) => enqueue(addToQueue, track),
		upcoming: upcoming(queue),
		toggle,
		pause: () => audioRef.current?.pause(),
		seek,
		next: () => next$1(true),
		previous: previous$1,
		isCurrent: (id) => current?.id === id,
		hasNext: hasNext(queue),
		hasPrevious: hasPrevious(queue),
		audio
	}), [
		current,
		playing,
		play,
		playList$1,
		enqueue,
		queue,
		toggle,
		seek,
		next$1,
		previous$1,
		audio
	]);
	return /* @__PURE__ */ jsxs(PlayerContext, {
		value,
		children: [children, /* @__PURE__ */ jsx("audio", {
			ref: attachAudio,
			preload: "none",
			hidden: true
		})]
	});
}
function usePlayer() {
	const player = use(PlayerContext);
	if (!player) throw new Error("usePlayer needs <PlayerProvider>");
	return player;
}
var PlayerContext, sameOrigin;
var init_PlayerContext = __esmMin((() => {
	init_gain();
	init_mediaSession();
	init_preferences();
	init_queue();
	init_source();
	PlayerContext = createContext(null);
	sameOrigin = (url) => {
		try {
			return new URL(url, globalThis.location?.href).origin === globalThis.location?.origin;
		} catch {
			return false;
		}
	};
}));
// src/shared/session/SessionContext.tsx
/** Session state read from storage through the api-client, kept in step with it and with other tabs. */
function SessionProvider({ client, children }) {
	const snapshot = useSyncExternalStore((listener) => client.on("change", listener), client.getSnapshot, client.getSnapshot);
	useEffect(() => {
		const onStorage = (event) => {
			if (event.key === null || event.key.startsWith("kobza.")) client.reload();
		};
		window.addEventListener("storage", onStorage);
		return () => window.removeEventListener("storage", onStorage);
	}, [client]);
	const value = useMemo(() => {
		const user = snapshot.user;
		return {
			client,
			user,
			loggedIn: snapshot.loggedIn,
			isArtist: snapshot.loggedIn && (user?.authorities.includes("ARTIST") ?? false),
			signIn: (email, password) => client.login(email, password),
			signUp: (payload) => client.signUp(payload),
			signOut: async () => {
				try {
					await client.logout();
				} catch {}
			},
			forget: () => client.logout("")
		};
	}, [client, snapshot]);
	return /* @__PURE__ */ jsx(SessionContext, {
		value,
		children
	});
}
function useSession() {
	const session = use(SessionContext);
	if (!session) throw new Error("useSession needs a <SessionProvider>");
	return session;
}
var SessionContext;
var init_SessionContext = __esmMin((() => {
	SessionContext = createContext(null);
}));
// src/app/AppProviders.tsx
init_src$2();
init_src$1();
init_services();
init_PlayerContext();
init_SessionContext();
function AppProviders({ services, children }) {
	return /* @__PURE__ */ jsx(ServicesContext, {
		value: services,
		children: /* @__PURE__ */ jsx(I18nextProvider, {
			i18n: services.i18n,
			children: /* @__PURE__ */ jsx(QueryClientProvider, {
				client: services.queryClient,
				children: /* @__PURE__ */ jsx(SessionProvider, {
					client: services.client,
					children: /* @__PURE__ */ jsx(ToastProvider, {
						label: services.i18n.t("app.name"),
						children: /* @__PURE__ */ jsx(TranslatedCounters, { children: /* @__PURE__ */ jsx(PlayerProvider, { children }) })
					})
				})
			})
		})
	});
}
/** Every field's character counter speaks the app's language and follows a switch of it. */
function TranslatedCounters({ children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(CharCounterProvider, {
		format: (length, max) => t("common.maxChars", {
			length,
			max
		}),
		children
	});
}
// src/shared/errors.ts
function createErrorStore() {
	let current = null;
	const listeners = /* @__PURE__ */ new Set();
	const set = (next) => {
		current = next;
		for (const listener of [...listeners]) listener();
	};
	return {
		report(error) {
			if (error instanceof SessionExpiredError) return;
			if (error instanceof NetworkError && typeof navigator !== "undefined" && !navigator.onLine) return;
			set(error);
		},
		dismiss: () => set(null),
		getSnapshot: () => current,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
/** The server's first message when it sent one (spec 000 §8), otherwise a translated fallback. */
function errorMessage(error, t) {
	if (error instanceof ApiError) return error.serverMessage ?? t("common.somethingWentWrong");
	if (error instanceof NetworkError) return t("common.networkFailure");
	return t("common.somethingWentWrong");
}
var init_errors = __esmMin((() => {}));
// src/shared/network/activity.ts
init_errors();
/** How long a request may run before the app says the network is slow. */
var slowRequestMs = 5e3;
function createRequestActivity(thresholdMs = slowRequestMs) {
	const slow = /* @__PURE__ */ new Set();
	const listeners = /* @__PURE__ */ new Set();
	let nextId = 0;
	const notify = () => {
		for (const listener of [...listeners]) listener();
	};
	return {
		async track(work) {
			const id = nextId++;
			const timer = setTimeout(() => {
				slow.add(id);
				if (slow.size === 1) notify();
			}, thresholdMs);
			try {
				return await work;
			} finally {
				clearTimeout(timer);
				if (slow.delete(id) && slow.size === 0) notify();
			}
		},
		getSnapshot: () => slow.size > 0,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
// src/app/queryClient.ts
init_src$2();
/** Client errors are answers, not accidents: asking again gives the same 4xx. */
function shouldRetry(failureCount, error) {
	if (error instanceof SessionExpiredError) return false;
	if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false;
	return failureCount < 2;
}
function createQueryClient(reportError) {
	return new QueryClient({
		queryCache: new QueryCache({ onError: (error, query) => {
			if (!query.meta?.handlesErrors) reportError(error);
		} }),
		mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => {
			if (!mutation.meta?.handlesErrors) reportError(error);
		} }),
		defaultOptions: {
			queries: {
				retry: shouldRetry,
				staleTime: 6e4,
				refetchOnWindowFocus: false
			},
			mutations: { retry: false }
		}
	});
}
// src/app/createServices.ts
/** Wires the services together; the browser and the tests differ only in the client and i18n they pass. */
function createServices(options) {
	const errors = createErrorStore();
	return {
		client: options.client,
		i18n: options.i18n,
		errors,
		activity: options.activity ?? createRequestActivity(),
		queryClient: createQueryClient(errors.report)
	};
}
// src/app/GlobalErrorPopup.tsx
init_src$1();
init_services();
init_errors();
/** The one popup for API failures no screen handles itself (spec 000 §8: a message and Close). */
function GlobalErrorPopup() {
	const { errors } = useServices();
	const { t } = useTranslation();
	const error = useSyncExternalStore(errors.subscribe, errors.getSnapshot, errors.getSnapshot);
	return /* @__PURE__ */ jsx(ErrorPopup, {
		open: error !== null,
		onClose: errors.dismiss,
		title: t("common.error"),
		closeLabel: t("common.close"),
		message: error === null ? "" : errorMessage(error, t)
	});
}
// src/shared/env.ts
var contact;
var init_env = __esmMin((() => {
	contact = {
		email: "support@kobza.ua",
		phone: "+380 44 000 00 00"
	};
}));
// src/shared/i18n/language.ts
/**
* A link's `?lang=` wins (the pages' hreflang alternates point at `?lang=uk` and `?lang=en`, so a
* search engine's or a friend's link opens in the language it was shared in); then a remembered
* choice; otherwise Ukrainian for Ukrainian browsers and English for the rest.
*/
function detectLanguage(storage = globalThis.localStorage, browserLanguage = globalThis.navigator?.language, search = globalThis.location?.search) {
	const asked = new URLSearchParams(search ?? "").get("lang");
	if (isLanguage(asked)) return asked;
	let stored = null;
	try {
		stored = storage?.getItem("kobza.language") ?? null;
	} catch {}
	if (isLanguage(stored)) return stored;
	return browserLanguage?.toLowerCase().startsWith("uk") ? "uk" : "en";
}
function rememberLanguage(language, storage = globalThis.localStorage) {
	try {
		storage?.setItem(languageStorageKey, language);
	} catch {}
}
var languages, languageStorageKey, isLanguage;
var init_language = __esmMin((() => {
	languages = ["uk", "en"];
	languageStorageKey = "kobza.language";
	isLanguage = (value) => languages.includes(value);
}));
// src/shared/i18n/en.ts
var en$12;
var init_en$12 = __esmMin((() => {
	init_labels();
	en$12 = {
		app: {
			name: "Kobza",
			tagline: "Ukrainian music, artists and fans",
			titleSuffix: "Kobza",
			skipToContent: "Skip to content",
			home: "Kobza home"
		},
		common: {
			close: "Close",
			retry: "Try again",
			loading: "Loading…",
			underDevelopment: "Under development",
			notAvailableYet: "Not available yet",
			backHome: "Back to home",
			error: "Error",
			required: "This field is required",
			passwordsMustMatch: "The passwords must match",
			somethingWentWrong: "Something went wrong. Please try again later",
			networkFailure: "Could not reach the server. Check your connection and try again.",
			emailRequired: "Email is required",
			invalidEmail: "Enter a valid e-mail address",
			cancel: "Cancel",
			done: "Done",
			maxChars: "Maximum number of characters - {{length}}/{{max}}"
		},
		/** The crop popup (spec 000 §2) of avatars, covers and post pictures. */
		crop: {
			zoom: "Zoom",
			apply: "Apply",
			hint: "Drag the picture, or move it with the arrow keys, to choose the visible part"
		},
		/** The words of every paged list (its own label names what it pages). */
		pages: {
			previous: "Previous page",
			next: "Next page",
			page: "Page {{page}}"
		},
		filePicker: {
			choose: "Choose a file",
			drop: "or drop it here",
			change: "Choose another file",
			progress: "Uploading"
		},
		nav: {
			main: "Main navigation",
			search: "Search",
			home: "Home",
			video: "Video",
			videoCongratulations: "Video Congratulations",
			profile: "Profile",
			chat: "Chat",
			hallOfFame: "Hall of fame",
			auctions: "Auctions",
			secondaryMarket: "Secondary Market",
			settings: "Settings",
			addPost: "Add post",
			menu: "Menu",
			closeMenu: "Close menu",
			signIn: "Sign In",
			signOut: "Sign out"
		},
		/** The bell of the navigation (the notifications feature's page has its own namespace). */
		notifications: {
			title: "Notifications",
			bell: "Notifications, {{unread}} unread"
		},
		language: {
			label: "Language",
			uk: "Українська",
			en: "English"
		},
		session: { signInPrompt: "Sign in or create account to view content" },
		network: {
			offline: "You are offline. Content may be out of date until the connection returns.",
			slow: "The connection is slow. Still waiting for the server…"
		},
		footer: {
			label: "Site footer",
			terms: "Terms and conditions",
			privacy: "Privacy policy",
			contact: "Contact us",
			email: "E-mail",
			phone: "Phone",
			rights: "© {{year}} Kobza"
		},
		titles: { notFound: "Page not found" },
		placeholder: {
			badge: "Coming soon",
			lead: "This screen is being built and will appear in one of the next releases."
		},
		notFound: { text: "The page you are looking for does not exist or has moved." },
		player: {
			region: "Player",
			play: "Play",
			pause: "Pause",
			next: "Next song",
			previous: "Previous song",
			seek: "Position in the song",
			empty: "Choose a song to listen",
			error: "The song could not be played",
			queueMenu: "Queue options for {{name}}",
			playNext: "Play next",
			addToQueue: "Add to queue",
			queuedNext: "{{name}} plays next",
			queued: "{{name}} added to the queue",
			settings: {
				title: "Playback",
				normalise: "Normalise loudness",
				normaliseHint: "Every song plays at the same loudness, so none is louder than another by surprise.",
				dataSaver: "Data saver",
				dataSaverHint: "Plays songs in lower quality to use less mobile data. Kept on this device.",
				dataSaverAuto: "On, because your connection is slow or your browser asks to save data."
			}
		},
		routeError: {
			title: "This page failed to load",
			text: "A new version of Kobza may have been released. Reload the page to continue.",
			reload: "Reload"
		},
		/** The 'Report' entry on posts, comments, profiles and legends. */
		report: {
			action: "Report",
			title: {
				POST: "Report a post",
				COMMENT: "Report a comment",
				PROFILE: "Report a profile",
				LEGEND: "Report a legend"
			},
			category: "Reason",
			categories: {
				SPAM: "Spam or advertising",
				ABUSE: "Insults or harassment",
				HATE: "Hate speech",
				VIOLENCE: "Violence or threats",
				COPYRIGHT: "Copyright infringement",
				OTHER: "Something else"
			},
			details: "What is wrong (optional)",
			send: "Send report",
			cancel: "Cancel",
			done: "Thank you. Moderators will look at it.",
			failed: "The report could not be sent"
		},
		/** The spec's genre labels, from the contract's zod-free labels module. */
		genres: genreLabels
	};
}));
// src/shared/i18n/uk.ts
var uk$12;
var init_uk$12 = __esmMin((() => {
	init_labels();
	uk$12 = {
		app: {
			name: "Kobza",
			tagline: "Українська музика, артисти й фани",
			titleSuffix: "Kobza",
			skipToContent: "Перейти до вмісту",
			home: "Kobza — головна"
		},
		common: {
			close: "Закрити",
			retry: "Спробувати ще раз",
			loading: "Завантаження…",
			underDevelopment: "У розробці",
			notAvailableYet: "Поки що недоступно",
			backHome: "На головну",
			error: "Помилка",
			required: "Це поле обовʼязкове",
			passwordsMustMatch: "Паролі мають збігатися",
			somethingWentWrong: "Щось пішло не так. Спробуйте пізніше",
			networkFailure: "Не вдалося звʼязатися із сервером. Перевірте зʼєднання і спробуйте ще раз.",
			emailRequired: "Вкажіть адресу ел. пошти",
			invalidEmail: "Введіть дійсну адресу ел. пошти",
			cancel: "Скасувати",
			done: "Готово",
			maxChars: "Максимальна кількість символів - {{length}}/{{max}}"
		},
		/** The crop popup (spec 000 §2) of avatars, covers and post pictures. */
		crop: {
			zoom: "Масштаб",
			apply: "Застосувати",
			hint: "Перетягніть зображення або рухайте його стрілками, щоб вибрати видиму частину"
		},
		/** The words of every paged list (its own label names what it pages). */
		pages: {
			previous: "Попередня сторінка",
			next: "Наступна сторінка",
			page: "Сторінка {{page}}"
		},
		filePicker: {
			choose: "Оберіть файл",
			drop: "або перетягніть його сюди",
			change: "Обрати інший файл",
			progress: "Завантаження"
		},
		nav: {
			main: "Головна навігація",
			search: "Пошук",
			home: "Головна",
			video: "Відео",
			videoCongratulations: "Відеопривітання",
			profile: "Профіль",
			chat: "Чат",
			hallOfFame: "Зала слави",
			auctions: "Аукціони",
			secondaryMarket: "Вторинний ринок",
			settings: "Налаштування",
			addPost: "Новий допис",
			menu: "Меню",
			closeMenu: "Закрити меню",
			signIn: "Увійти",
			signOut: "Вийти"
		},
		notifications: {
			title: "Сповіщення",
			bell: "Сповіщення, непрочитаних: {{unread}}"
		},
		language: {
			label: "Мова",
			uk: "Українська",
			en: "English"
		},
		session: { signInPrompt: "Увійдіть або створіть обліковий запис, щоб переглянути вміст" },
		network: {
			offline: "Немає зʼєднання з інтернетом. Вміст може бути застарілим, доки зʼєднання не відновиться.",
			slow: "Повільне зʼєднання. Чекаємо на відповідь сервера…"
		},
		footer: {
			label: "Нижній колонтитул сайту",
			terms: "Умови користування",
			privacy: "Політика конфіденційності",
			contact: "Звʼязатися з нами",
			email: "Ел. пошта",
			phone: "Телефон",
			rights: "© {{year}} Kobza"
		},
		titles: { notFound: "Сторінку не знайдено" },
		placeholder: {
			badge: "Незабаром",
			lead: "Цей екран зараз створюється і зʼявиться в одному з наступних випусків."
		},
		notFound: { text: "Сторінки, яку ви шукаєте, не існує або її перенесено." },
		player: {
			region: "Програвач",
			play: "Відтворити",
			pause: "Пауза",
			next: "Наступна пісня",
			previous: "Попередня пісня",
			seek: "Позиція в пісні",
			empty: "Оберіть пісню, щоб послухати",
			error: "Не вдалося відтворити пісню",
			queueMenu: "Черга: {{name}}",
			playNext: "Відтворити наступною",
			addToQueue: "Додати до черги",
			queuedNext: "«{{name}}» прозвучить наступною",
			queued: "«{{name}}» додано до черги",
			settings: {
				title: "Відтворення",
				normalise: "Вирівнювати гучність",
				normaliseHint: "Усі пісні звучать однаково гучно, жодна не буде несподівано гучнішою за інші.",
				dataSaver: "Економія трафіку",
				dataSaverHint: "Пісні звучать у нижчій якості й витрачають менше мобільних даних. Зберігається на цьому пристрої.",
				dataSaverAuto: "Увімкнено, бо з’єднання повільне або браузер просить економити дані."
			}
		},
		routeError: {
			title: "Не вдалося завантажити сторінку",
			text: "Можливо, вийшла нова версія Kobza. Перезавантажте сторінку, щоб продовжити.",
			reload: "Перезавантажити"
		},
		report: {
			action: "Поскаржитися",
			title: {
				POST: "Скарга на допис",
				COMMENT: "Скарга на коментар",
				PROFILE: "Скарга на профіль",
				LEGEND: "Скарга на легенду"
			},
			category: "Причина",
			categories: {
				SPAM: "Спам або реклама",
				ABUSE: "Образи чи цькування",
				HATE: "Мова ворожнечі",
				VIOLENCE: "Насильство чи погрози",
				COPYRIGHT: "Порушення авторських прав",
				OTHER: "Інше"
			},
			details: "Що не так (необов’язково)",
			send: "Надіслати скаргу",
			cancel: "Скасувати",
			done: "Дякуємо. Модератори розглянуть скаргу.",
			failed: "Не вдалося надіслати скаргу"
		},
		genres: genreLabelsUk
	};
}));
// src/shared/i18n/namespaces.ts
function addTo(i18n, namespace, strings) {
	for (const [language, bundle] of Object.entries(strings)) if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
}
/** Called by createI18n: the instance gets every namespace loaded so far and every one to come. */
function registerI18n(i18n) {
	instances.add(i18n);
	for (const [namespace, strings] of arrived) addTo(i18n, namespace, strings);
}
/** Forgets an instance (a server render's, once it is done), so it no longer receives namespaces. */
function unregisterI18n(i18n) {
	instances.delete(i18n);
}
/** Loads a namespace once (both languages, so switching language never waits) and adds it everywhere. */
function loadNamespace(namespace, load) {
	let pending = loading.get(namespace);
	if (!pending) {
		pending = load().then((strings) => {
			arrived.set(namespace, strings);
			for (const i18n of instances) addTo(i18n, namespace, strings);
		});
		pending.catch(() => loading.delete(namespace));
		loading.set(namespace, pending);
	}
	return pending;
}
/**
* Adds a namespace that ships in the app's first download (the strings of a screen `/` shows
* at once, see features/feed/feature.tsx): there is nothing to wait for.
*/
function provideNamespace(namespace, strings) {
	if (loading.has(namespace)) return;
	arrived.set(namespace, strings);
	for (const i18n of instances) addTo(i18n, namespace, strings);
	loading.set(namespace, Promise.resolve());
}
var arrived, instances, loading;
var init_namespaces = __esmMin((() => {
	arrived = /* @__PURE__ */ new Map();
	instances = /* @__PURE__ */ new Set();
	loading = /* @__PURE__ */ new Map();
}));
// src/shared/i18n/i18n.ts
/** One instance per app (and per test), so tests never share a language through a global. */
function createI18n(language = detectLanguage(), bundled = {}) {
	const instance = i18next.createInstance();
	const resources = {
		en: { shared: en$12 },
		uk: { shared: uk$12 }
	};
	for (const [namespace, strings] of Object.entries(bundled)) for (const [lng, value] of Object.entries(strings)) (resources[lng] ??= {})[namespace] = value;
	instance.use(initReactI18next).init({
		lng: language,
		fallbackLng: "en",
		supportedLngs: ["uk", "en"],
		ns: [sharedNamespace, ...Object.keys(bundled)],
		defaultNS: sharedNamespace,
		resources,
		initAsync: false,
		interpolation: { escapeValue: false },
		react: { useSuspense: false }
	});
	registerI18n(instance);
	setDocumentLanguage(language);
	instance.on("languageChanged", (next) => {
		if (!isLanguage(next)) return;
		rememberLanguage(next);
		setDocumentLanguage(next);
	});
	return instance;
}
function setDocumentLanguage(language) {
	if (typeof document !== "undefined") document.documentElement.lang = language;
}
/** The current UI language and a setter that also remembers it. */
function useLanguage() {
	const { i18n } = useTranslation();
	return [isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en", (language) => void i18n.changeLanguage(language)];
}
var sharedNamespace;
var init_i18n$12 = __esmMin((() => {
	init_en$12();
	init_uk$12();
	init_language();
	init_namespaces();
	sharedNamespace = "shared";
}));
// src/shared/i18n/LanguageSwitcher.tsx
/** Ukrainian / English; the choice is remembered in localStorage and sets <html lang>. */
function LanguageSwitcher({ hideLabel = false, hint, className }) {
	const { t } = useTranslation();
	const [language, setLanguage] = useLanguage();
	return /* @__PURE__ */ jsx(FormField, {
		label: t("language.label"),
		hideLabel,
		hint,
		className,
		children: /* @__PURE__ */ jsx(Select, {
			value: language,
			options: languages.map((value) => ({
				value,
				label: t(`language.${value}`)
			})),
			onChange: (event) => {
				if (isLanguage(event.target.value)) setLanguage(event.target.value);
			}
		})
	});
}
var init_LanguageSwitcher = __esmMin((() => {
	init_src$1();
	init_language();
	init_i18n$12();
}));
// src/shared/network/useNetworkStatus.ts
init_env();
init_LanguageSwitcher();
function subscribeOnline(onChange) {
	window.addEventListener("online", onChange);
	window.addEventListener("offline", onChange);
	return () => {
		window.removeEventListener("online", onChange);
		window.removeEventListener("offline", onChange);
	};
}
function useOnline() {
	return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}
function useSlowNetwork(activity) {
	return useSyncExternalStore(activity.subscribe, activity.getSnapshot, () => false);
}
var NetworkBanner_module_default = {
	region: "_region_19e2s_1",
	banner: "_banner_19e2s_7",
	offline: "_offline_19e2s_18",
	slow: "_slow_19e2s_23",
	dot: "_dot_19e2s_28"
};
// src/shared/network/NetworkBanner.tsx
init_services();
/** Says when the browser is offline, or when a request has been waiting for more than 5 s. */
function NetworkBanner() {
	const { t } = useTranslation();
	const { activity } = useServices();
	const online = useOnline();
	const slow = useSlowNetwork(activity);
	const message = !online ? t("network.offline") : slow ? t("network.slow") : null;
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-live": "polite",
		className: NetworkBanner_module_default.region,
		children: message && /* @__PURE__ */ jsxs("p", {
			className: `${NetworkBanner_module_default.banner} ${online ? NetworkBanner_module_default.slow : NetworkBanner_module_default.offline}`,
			children: [/* @__PURE__ */ jsx("span", {
				className: NetworkBanner_module_default.dot,
				"aria-hidden": "true"
			}), message]
		})
	});
}
// src/shared/player/PlayerBar.tsx
init_src$1();
init_PlayerContext();
/** Follows the one audio element: position, length, waiting and failures. */
function useAudioState(audio, trackId) {
	const [state, setState] = useState({
		trackId,
		position: 0,
		duration: 0,
		buffering: false,
		failed: false
	});
	useEffect(() => {
		if (!audio) return;
		const read = () => setState((before) => ({
			...before,
			trackId,
			position: audio.currentTime,
			duration: Number.isFinite(audio.duration) ? audio.duration : 0
		}));
		const waiting = () => setState((before) => ({
			...before,
			trackId,
			buffering: true
		}));
		const ready = () => setState((before) => ({
			...before,
			trackId,
			buffering: false,
			failed: false
		}));
		const failed = () => setState((before) => ({
			...before,
			trackId,
			buffering: false,
			failed: Boolean(audio.getAttribute("src"))
		}));
		const events = [
			["timeupdate", read],
			["durationchange", read],
			["loadedmetadata", read],
			["seeked", read],
			["waiting", waiting],
			["playing", ready],
			["canplay", ready],
			["error", failed]
		];
		for (const [name, listener] of events) audio.addEventListener(name, listener);
		return () => {
			for (const [name, listener] of events) audio.removeEventListener(name, listener);
		};
	}, [audio, trackId]);
	return state.trackId === trackId ? state : {
		trackId,
		position: 0,
		duration: 0,
		buffering: false,
		failed: false
	};
}
/**
* The visible player (above the phone's bottom bar): whatever `usePlayer()` plays anywhere in
* the app, with play/pause, seek (on the song's waveform when the server sent one) and the
* queue's previous/next. Hidden until a song is chosen.
*/
function PlayerBar({ className }) {
	const { t } = useTranslation();
	const player = usePlayer();
	const { current, audio } = player;
	const state = useAudioState(audio, current?.id);
	if (!current) return null;
	return /* @__PURE__ */ jsx(AudioPlayer, {
		className,
		track: {
			title: current.title,
			artist: current.artist,
			cover: current.cover
		},
		playing: player.playing,
		position: state.position,
		duration: state.duration || current.media?.durationSeconds || 0,
		buffering: state.buffering,
		waveform: current.media?.waveform,
		error: state.failed ? t("player.error") : null,
		onToggle: player.toggle,
		onSeek: player.seek,
		onNext: player.hasNext ? player.next : void 0,
		onPrevious: player.hasPrevious ? player.previous : void 0,
		labels: {
			region: t("player.region"),
			play: t("player.play"),
			pause: t("player.pause"),
			next: t("player.next"),
			previous: t("player.previous"),
			seek: t("player.seek"),
			empty: t("player.empty")
		}
	});
}
// src/shared/feature.ts
/**
* Declares a feature with its namespace's English strings as the type of its title keys, so a
* route can only name a title the feature translates.
*/
function defineFeature(feature) {
	return feature;
}
/**
* A feature folder's declarations from its namespace and strings, named once: `screen` makes its
* lazy screens (see `featureScreens`) and `define` declares it (see `defineFeature`).
*/
function featureOf(namespace, strings, alsoNeeds = {}) {
	return {
		screen: featureScreens(namespace, strings, alsoNeeds),
		define: (declaration) => defineFeature({
			namespace,
			strings,
			...declaration
		})
	};
}
/** A navigation entry; every entry's key is its label. */
function navEntry(label, icon, href, places) {
	return {
		key: label,
		label,
		icon,
		href,
		...places
	};
}
/**
* Lazy screens of a feature: each screen's chunk and the feature's strings load side by side,
* and the screen renders once both are there. `alsoNeeds` names other features' namespaces the
* screens render parts of (the profile shows the catalogue's content box, and the other way round).
*/
function featureScreens(namespace, strings, alsoNeeds = {}) {
	return (load) => lazy(async () => {
		const [component] = await Promise.all([
			load(),
			loadNamespace(namespace, strings),
			...Object.entries(alsoNeeds).map(([other, otherStrings]) => loadNamespace(other, otherStrings))
		]);
		return { default: component };
	});
}
var init_feature = __esmMin((() => {
	init_namespaces();
}));
// src/shared/paths.ts
var paths;
var init_paths$1 = __esmMin((() => {
	paths = {
		home: "/",
		signIn: "/sign-in",
		signUp: "/sign-up",
		resetPassword: "/reset-password",
		passwordReset: "/password/reset",
		search: "/search?page=1",
		video: "/video",
		settings: "/settings",
		profile: (nickName) => `/profile/${encodeURIComponent(nickName)}`,
		/** The artist's incoming video congratulation orders (spec 001 §2). */
		profileVideo: (nickName) => `/profile/${encodeURIComponent(nickName)}/video`,
		/** The artist's balance, withdrawals and payments received (issue 13). */
		earnings: (nickName) => `/profile/${encodeURIComponent(nickName)}/earnings`,
		chat: "/chat",
		notifications: "/notifications",
		hallOfFame: "/hall-of-fame",
		legendsPlaylist: "/playlist/hall-of-fame",
		induct: "/induct-a-legend",
		auctions: "/auctions",
		addInitialSale: "/add-initial-sale",
		secondarySale: "/secondary-sale",
		sellTokens: "/sell-tokens",
		createPlaylist: "/create-playlist",
		privacy: "/privacy-policy",
		terms: "/terms-and-conditions"
	};
}));
// src/features/accounts/i18n/en.ts
var en$11;
var init_en$11 = __esmMin((() => {
	en$11 = {
		titles: {
			signIn: "Sign In",
			signUp: "Sign Up",
			resetPassword: "Reset password",
			settings: "Settings"
		},
		signIn: {
			reasonProfile: "The profile of @{{nickName}} is open to members: sign in and you will come back to it.",
			reasonPage: "This page is open to members: sign in and you will come back to it.",
			email: "Email",
			password: "Password",
			showPassword: "Show password",
			hidePassword: "Hide password",
			submit: "Sign in",
			forgot: "Forgot password?",
			noAccount: "Don’t have an account?",
			toSignUp: "Sign up"
		},
		signUp: {
			publicName: "Public name",
			dateOfBirth: "Date of birth",
			email: "Email",
			password: "Password",
			repeatPassword: "Repeat password",
			asArtist: "Sign up like artist",
			agreePrefix: "I agree to the",
			termsLink: "Terms & Conditions",
			privacyLink: "Privacy Policy",
			opensInNewTab: "(opens in a new tab)",
			submit: "Sign up",
			haveAccount: "Already have an account?",
			toSignIn: "Sign in",
			tooYoung: "You must be at least {{age}} years old to sign up"
		},
		/** The live checklist of the contract's password rules (its English labels, the symbol set added). */
		password: {
			rules: "Password requirements",
			length: "8 or more characters",
			lower: "A lowercase letter",
			upper: "An uppercase letter",
			symbol: "A symbol: {{symbols}}",
			digit: "A number",
			ruleMet: "done",
			notStrong: "The new password must meet every requirement below"
		},
		reset: {
			emailIntro: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
			email: "Email",
			send: "Send link",
			sentTitle: "Check your e-mail",
			sent: "If an account exists for this email, we have sent a link to reset the password",
			backToSignIn: "Back to sign in",
			newPasswordIntro: "Choose a new password for your account.",
			newPassword: "New password",
			repeatPassword: "Repeat password",
			submit: "Change password",
			changed: "Password successfully changed",
			changedText: "You have been signed out on every device. Sign in with your new password.",
			signIn: "Sign in"
		},
		settings: {
			languageTitle: "Language",
			languageHint: "The language of menus and pages. Your choice is remembered on this device.",
			accountTitle: "Account",
			email: "Email",
			pendingEmail: "Waiting for confirmation: {{email}}. Follow the link we sent to that address.",
			emailConfirmed: "Your e-mail address is now {{email}}",
			passwordTitle: "Change password",
			currentPassword: "Current password",
			newPassword: "New password",
			repeatPassword: "Repeat new password",
			changePassword: "Change password",
			passwordChanged: "Password successfully changed",
			passwordChangedSignIn: "Password successfully changed. Sign in with your new password.",
			emailTitle: "Change e-mail",
			emailIntro: "We will send a confirmation link to the new address. Your e-mail changes once you follow it.",
			newEmail: "New e-mail",
			password: "Current password",
			changeEmail: "Send confirmation link",
			emailChangeSent: "We have sent a confirmation link to the new email address",
			deleteTitle: "Delete account",
			deleteText: "Deleting your account cannot be undone. Your e-mail address, public name, nickname, avatar and roles are removed at once, and you are signed out on every device. Posts, songs and comments you published are hidden from everyone. The e-mail address becomes free to sign up with again.",
			deleteButton: "Delete account",
			deleteConfirmTitle: "Delete your account?",
			deletePassword: "Enter your password to confirm",
			deleteConfirm: "Delete for good",
			deleted: "Your account has been deleted"
		}
	};
}));
// src/features/accounts/i18n/uk.ts
var uk$11;
var init_uk$11 = __esmMin((() => {
	uk$11 = {
		titles: {
			signIn: "Вхід",
			signUp: "Реєстрація",
			resetPassword: "Відновлення пароля",
			settings: "Налаштування"
		},
		signIn: {
			reasonProfile: "Профіль @{{nickName}} відкритий для учасників: увійдіть, і ви повернетеся до нього.",
			reasonPage: "Ця сторінка відкрита для учасників: увійдіть, і ви повернетеся до неї.",
			email: "Ел. пошта",
			password: "Пароль",
			showPassword: "Показати пароль",
			hidePassword: "Приховати пароль",
			submit: "Увійти",
			forgot: "Забули пароль?",
			noAccount: "Ще не маєте облікового запису?",
			toSignUp: "Зареєструватися"
		},
		signUp: {
			publicName: "Публічне імʼя",
			dateOfBirth: "Дата народження",
			email: "Ел. пошта",
			password: "Пароль",
			repeatPassword: "Повторіть пароль",
			asArtist: "Зареєструватися як артист",
			agreePrefix: "Я погоджуюся з",
			termsLink: "Умовами користування",
			privacyLink: "Політикою конфіденційності",
			opensInNewTab: "(відкриється в новій вкладці)",
			submit: "Зареєструватися",
			haveAccount: "Вже маєте обліковий запис?",
			toSignIn: "Увійти",
			tooYoung: "Щоб зареєструватися, вам має бути щонайменше {{age}} років"
		},
		password: {
			rules: "Вимоги до пароля",
			length: "8 або більше символів",
			lower: "Мала літера",
			upper: "Велика літера",
			symbol: "Символ: {{symbols}}",
			digit: "Цифра",
			ruleMet: "виконано",
			notStrong: "Новий пароль має відповідати всім вимогам нижче"
		},
		reset: {
			emailIntro: "Вкажіть адресу ел. пошти вашого облікового запису. Ми надішлемо посилання, щоб обрати новий пароль.",
			email: "Ел. пошта",
			send: "Надіслати посилання",
			sentTitle: "Перевірте пошту",
			sent: "Якщо обліковий запис із цією адресою існує, ми надіслали на неї посилання для скидання пароля",
			backToSignIn: "Повернутися до входу",
			newPasswordIntro: "Оберіть новий пароль для облікового запису.",
			newPassword: "Новий пароль",
			repeatPassword: "Повторіть пароль",
			submit: "Змінити пароль",
			changed: "Пароль успішно змінено",
			changedText: "Ви вийшли з облікового запису на всіх пристроях. Увійдіть із новим паролем.",
			signIn: "Увійти"
		},
		settings: {
			languageTitle: "Мова",
			languageHint: "Мова меню та сторінок. Ваш вибір запамʼятовується на цьому пристрої.",
			accountTitle: "Обліковий запис",
			email: "Ел. пошта",
			pendingEmail: "Очікує підтвердження: {{email}}. Перейдіть за посиланням, яке ми надіслали на цю адресу.",
			emailConfirmed: "Тепер ваша адреса ел. пошти — {{email}}",
			passwordTitle: "Зміна пароля",
			currentPassword: "Поточний пароль",
			newPassword: "Новий пароль",
			repeatPassword: "Повторіть новий пароль",
			changePassword: "Змінити пароль",
			passwordChanged: "Пароль успішно змінено",
			passwordChangedSignIn: "Пароль успішно змінено. Увійдіть із новим паролем.",
			emailTitle: "Зміна ел. пошти",
			emailIntro: "Ми надішлемо посилання для підтвердження на нову адресу. Адреса зміниться, щойно ви перейдете за ним.",
			newEmail: "Нова ел. пошта",
			password: "Поточний пароль",
			changeEmail: "Надіслати посилання",
			emailChangeSent: "Ми надіслали посилання для підтвердження на нову адресу ел. пошти",
			deleteTitle: "Видалення облікового запису",
			deleteText: "Видалення облікового запису не можна скасувати. Вашу адресу ел. пошти, публічне імʼя, нікнейм, аватар і ролі буде одразу вилучено, а ви вийдете з облікового запису на всіх пристроях. Опубліковані вами дописи, пісні й коментарі буде приховано від усіх. З цією адресою ел. пошти знову можна буде зареєструватися.",
			deleteButton: "Видалити обліковий запис",
			deleteConfirmTitle: "Видалити ваш обліковий запис?",
			deletePassword: "Введіть пароль для підтвердження",
			deleteConfirm: "Видалити назавжди",
			deleted: "Ваш обліковий запис видалено"
		}
	};
}));
// src/features/accounts/i18n/index.ts
var i18n_exports$10 = /* @__PURE__ */ __exportAll({ strings: () => strings$15 });
var strings$15;
var init_i18n$11 = __esmMin((() => {
	init_en$11();
	init_uk$11();
	strings$15 = {
		en: en$11,
		uk: uk$11
	};
}));
// src/features/accounts/components/AuthSubmit.tsx
/** The wide submit button of the sign-in, sign-up and reset screens. */
function AuthSubmit({ busy, disabled, children }) {
	const { t } = useTranslation("shared");
	return /* @__PURE__ */ jsx(Button, {
		type: "submit",
		size: "lg",
		fullWidth: true,
		disabled,
		loading: busy,
		loadingLabel: t("common.loading"),
		children
	});
}
var init_AuthSubmit = __esmMin((() => {
	init_src$1();
}));
// src/features/accounts/screens/Auth.module.css
var page$3, card$5, title$6, form$9, row$5, alt, lead$1, outcome$2, outcomeTitle, outcomeText, toggle, reason, Auth_module_default;
var init_Auth_module = __esmMin((() => {
	page$3 = "_page_iw0z7_1";
	card$5 = "_card_iw0z7_7";
	title$6 = "_title_iw0z7_18";
	form$9 = "_form_iw0z7_22";
	row$5 = "_row_iw0z7_27";
	alt = "_alt_iw0z7_33";
	lead$1 = "_lead_iw0z7_40";
	outcome$2 = "_outcome_iw0z7_45";
	outcomeTitle = "_outcomeTitle_iw0z7_50";
	outcomeText = "_outcomeText_iw0z7_58";
	toggle = "_toggle_iw0z7_62";
	reason = "_reason_iw0z7_85";
	Auth_module_default = {
		page: page$3,
		card: card$5,
		title: title$6,
		form: form$9,
		row: row$5,
		alt,
		lead: lead$1,
		outcome: outcome$2,
		outcomeTitle,
		outcomeText,
		toggle,
		reason
	};
}));
// src/features/accounts/screens/SignInScreen.tsx
var SignInScreen_exports = /* @__PURE__ */ __exportAll({ SignInScreen: () => SignInScreen$1 });
/** Whose profile a visitor was sent from (`/profile/{nickName}…`), so the page can name them. */
function profileNickOf(path) {
	const match = /^\/profile\/([^/?#]+)/.exec(path);
	if (!match) return void 0;
	try {
		return decodeURIComponent(match[1]);
	} catch {
		return match[1];
	}
}
/**
* Sign in (spec 000 §2): e-mail and password, a show/hide toggle, links to sign up and to the
* reset page. No client validation (spec 000 §5); a failure shows the server's first message in
* the global error popup.
*/
function SignInScreen$1() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { signIn, client } = useSession();
	useEffect(() => {
		const controller = new AbortController();
		client.getServerTime({ signal: controller.signal }).catch(() => void 0);
		return () => controller.abort();
	}, [client]);
	const navigate = useNavigate();
	const from = useLocation().state?.from;
	const profileNick = from ? profileNickOf(from) : void 0;
	const [email, setEmail] = useState("");
	const [password, setPassword] = useState("");
	const [showPassword, setShowPassword] = useState(false);
	const mutation = useMutation({
		mutationFn: () => signIn(email.trim(), password),
		onSuccess: () => navigate(from && from.startsWith("/") ? from : paths.home, { replace: true })
	});
	const submit = (event) => {
		event.preventDefault();
		mutation.mutate();
	};
	return /* @__PURE__ */ jsx("div", {
		className: Auth_module_default.page,
		children: /* @__PURE__ */ jsxs("section", {
			className: Auth_module_default.card,
			"aria-labelledby": "sign-in-title",
			children: [
				/* @__PURE__ */ jsx("h1", {
					id: "sign-in-title",
					className: Auth_module_default.title,
					children: t("titles.signIn")
				}),
				from && /* @__PURE__ */ jsx("p", {
					className: Auth_module_default.reason,
					role: "status",
					children: profileNick ? t("signIn.reasonProfile", { nickName: profileNick }) : t("signIn.reasonPage")
				}),
				/* @__PURE__ */ jsxs("form", {
					className: Auth_module_default.form,
					onSubmit: submit,
					noValidate: true,
					children: [
						/* @__PURE__ */ jsx(FormField, {
							label: t("signIn.email"),
							children: /* @__PURE__ */ jsx(Input, {
								type: "email",
								autoComplete: "email",
								value: email,
								onChange: (event) => setEmail(event.target.value)
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							label: t("signIn.password"),
							children: /* @__PURE__ */ jsx(Input, {
								type: showPassword ? "text" : "password",
								autoComplete: "current-password",
								value: password,
								onChange: (event) => setPassword(event.target.value),
								endAdornment: /* @__PURE__ */ jsx("button", {
									type: "button",
									className: Auth_module_default.toggle,
									"aria-pressed": showPassword,
									onClick: () => setShowPassword((shown) => !shown),
									children: showPassword ? t("signIn.hidePassword") : t("signIn.showPassword")
								})
							})
						}),
						/* @__PURE__ */ jsx("div", {
							className: Auth_module_default.row,
							children: /* @__PURE__ */ jsx(Link, {
								to: paths.resetPassword,
								children: t("signIn.forgot")
							})
						}),
						/* @__PURE__ */ jsx(AuthSubmit, {
							busy: mutation.isPending,
							children: t("signIn.submit")
						})
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: Auth_module_default.alt,
					children: [
						t("signIn.noAccount"),
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: paths.signUp,
							children: t("signIn.toSignUp")
						})
					]
				})
			]
		})
	});
}
var init_SignInScreen = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	init_paths$1();
	init_AuthSubmit();
	init_Auth_module();
}));
// src/features/accounts/components/PasswordChecklist.module.css
var rules, rule, mark, failed$2, met, PasswordChecklist_module_default;
var init_PasswordChecklist_module = __esmMin((() => {
	rules = "_rules_67eyr_1";
	rule = "_rule_67eyr_1";
	mark = "_mark_67eyr_23";
	failed$2 = "_failed_67eyr_28";
	met = "_met_67eyr_32";
	PasswordChecklist_module_default = {
		rules,
		rule,
		mark,
		failed: failed$2,
		met
	};
}));
// src/features/accounts/components/PasswordChecklist.tsx
/**
* The live colour checklist of the password rules (spec 000 §5, 001 §5): each rule turns green
* once met; after typing starts, the unmet ones turn red. Rules come from the contract so the
* list can never disagree with what the server enforces.
*/
function PasswordChecklist({ password, id }) {
	const { t } = useTranslation(["accounts", "shared"]);
	const typed = password.length > 0;
	return /* @__PURE__ */ jsx("ul", {
		id,
		className: PasswordChecklist_module_default.rules,
		"aria-label": t("password.rules"),
		children: passwordRules.map((rule) => {
			const met = rule.test(password);
			return /* @__PURE__ */ jsxs("li", {
				"data-rule": rule.id,
				"data-met": met,
				className: `${PasswordChecklist_module_default.rule} ${met ? PasswordChecklist_module_default.met : typed ? PasswordChecklist_module_default.failed : ""}`,
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: PasswordChecklist_module_default.mark,
					children: met ? "✓" : "•"
				}), /* @__PURE__ */ jsxs("span", { children: [t(ruleLabels[rule.id], { symbols: passwordSymbols }), /* @__PURE__ */ jsx(VisuallyHidden, { children: met ? ` — ${t("password.ruleMet")}` : "" })] })]
			}, rule.id);
		})
	});
}
var ruleLabels;
var init_PasswordChecklist = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_PasswordChecklist_module();
	ruleLabels = {
		length: "password.length",
		lowercase: "password.lower",
		uppercase: "password.upper",
		symbol: "password.symbol",
		digit: "password.digit"
	};
}));
// src/features/accounts/components/NewPasswordFields.tsx
/** A new password with the live rule checklist and its repetition: sign-up, reset and settings share it. */
function NewPasswordFields({ id, labels, form, names: [password, repeat] }) {
	const rulesId = `${id}-password-rules`;
	const passwordField = form.text(password);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(FormField, {
			label: labels.password,
			required: true,
			error: form.error(password),
			children: /* @__PURE__ */ jsx(Input, {
				type: "password",
				autoComplete: "new-password",
				...passwordField,
				"aria-describedby": rulesId
			})
		}),
		/* @__PURE__ */ jsx(PasswordChecklist, {
			id: rulesId,
			password: passwordField.value
		}),
		/* @__PURE__ */ jsx(FormField, {
			label: labels.repeat,
			required: true,
			error: form.error(repeat),
			children: /* @__PURE__ */ jsx(Input, {
				type: "password",
				autoComplete: "new-password",
				...form.text(repeat)
			})
		})
	] });
}
var init_NewPasswordFields = __esmMin((() => {
	init_src$1();
	init_PasswordChecklist();
}));
// src/shared/forms/contractForm.ts
/** The message of a form whose words depend on the problem only; `otherwise` for the rest (usually "required"). */
function wordedBy(words, otherwise) {
	return (_field, problem) => {
		const word = words[problem.rule];
		return typeof word === "function" ? word(problem) : word ?? otherwise;
	};
}
/**
* A react-hook-form resolver from the contract's zod-free form rules (`checkForm`): the web's
* forms refuse what the contract's rules refuse, worded by the form. The values go on unchanged.
*/
function contractResolver(rules, message) {
	return (values) => {
		const problems = checkForm(rules, values);
		const fields = Object.keys(problems);
		if (fields.length === 0) return {
			values,
			errors: {}
		};
		const errors = {};
		for (const field of fields) errors[field] = {
			type: problems[field].rule,
			message: message(field, problems[field])
		};
		return {
			values: {},
			errors
		};
	};
}
/**
* The one way a web form holds its fields: react-hook-form with a contract resolver. Errors show
* after a submit and a field's error goes as soon as it is edited (it is checked again at the
* next submit). `text(name)` gives a text control's value and onChange, `setField` sets any
* value (a picked file), `error(name)` is a field's message and `fail(name, message)` shows one
* the rules do not give (a refused pick, the server's answer).
*/
function useContractForm(options) {
	const form = useForm({
		resolver: contractResolver(options.rules, options.message),
		defaultValues: options.defaultValues,
		mode: "onSubmit",
		reValidateMode: "onSubmit"
	});
	const { setValue, clearErrors, setError, watch, formState } = form;
	const values = watch();
	const setField = useCallback((name, value) => {
		setValue(name, value);
		clearErrors(name);
	}, [setValue, clearErrors]);
	const text = (name) => ({
		value: typeof values[name] === "string" ? values[name] : "",
		onChange: (event) => setField(name, event.target.value)
	});
	const error = (name) => {
		const found = formState.errors[name];
		return typeof found?.message === "string" ? found.message : void 0;
	};
	const fail = (name, message) => setError(name, {
		type: "refused",
		message
	});
	const clear = (name) => clearErrors(name);
	return {
		...form,
		values,
		text,
		setField,
		error,
		fail,
		clear
	};
}
var init_contractForm = __esmMin((() => {
	init_src$3();
}));
// src/features/accounts/signUpRules.ts
var init_signUpRules = __esmMin((() => {
	init_src$3();
}));
// src/features/accounts/screens/SignUpScreen.tsx
var SignUpScreen_exports = /* @__PURE__ */ __exportAll({ SignUpScreen: () => SignUpScreen$1 });
/**
* Sign up (spec 000 §2 and §5): all fields required, a valid e-mail, matching passwords, the
* password rules with a live indicator, both agreements ticked; the user is signed in after.
*/
function SignUpScreen$1() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { signUp } = useSession();
	const navigate = useNavigate();
	const maxBirthDate = latestBirthDate();
	const problemMessage = wordedBy({
		email: t("shared:common.invalidEmail"),
		refused: t("signUp.tooYoung", { age: limits.signUpMinimumAge }),
		mismatch: t("shared:common.passwordsMustMatch")
	}, t("shared:common.required"));
	const { values, text, error, handleSubmit } = useContractForm({
		rules: signUpRules,
		message: problemMessage,
		defaultValues: {
			publicName: "",
			dateOfBirth: maxBirthDate,
			email: "",
			password: "",
			repeatPassword: ""
		}
	});
	const [isArtist, setIsArtist] = useState(false);
	const [agreedTerms, setAgreedTerms] = useState(false);
	const [agreedPrivacy, setAgreedPrivacy] = useState(false);
	const canSubmit = agreedTerms && agreedPrivacy && meetsPasswordRules(values.password);
	const mutation = useMutation({
		mutationFn: () => signUp({
			email: values.email.trim(),
			password: values.password,
			publicName: values.publicName.trim(),
			dateOfBirth: values.dateOfBirth,
			isArtist
		}),
		onSuccess: () => navigate(paths.home, { replace: true })
	});
	const submit = handleSubmit(() => {
		if (canSubmit) mutation.mutate();
	});
	return /* @__PURE__ */ jsx("div", {
		className: Auth_module_default.page,
		children: /* @__PURE__ */ jsxs("section", {
			className: Auth_module_default.card,
			"aria-labelledby": "sign-up-title",
			children: [
				/* @__PURE__ */ jsx("h1", {
					id: "sign-up-title",
					className: Auth_module_default.title,
					children: t("titles.signUp")
				}),
				/* @__PURE__ */ jsxs("form", {
					className: Auth_module_default.form,
					onSubmit: submit,
					noValidate: true,
					children: [
						/* @__PURE__ */ jsx(FormField, {
							label: t("signUp.publicName"),
							required: true,
							error: error("publicName"),
							children: /* @__PURE__ */ jsx(Input, {
								autoComplete: "name",
								...text("publicName")
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							label: t("signUp.dateOfBirth"),
							required: true,
							error: error("dateOfBirth"),
							children: /* @__PURE__ */ jsx(Input, {
								type: "date",
								max: maxBirthDate,
								autoComplete: "bday",
								...text("dateOfBirth")
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							label: t("signUp.email"),
							required: true,
							error: error("email"),
							children: /* @__PURE__ */ jsx(Input, {
								type: "email",
								autoComplete: "email",
								...text("email")
							})
						}),
						/* @__PURE__ */ jsx(NewPasswordFields, {
							id: "sign-up",
							labels: {
								password: t("signUp.password"),
								repeat: t("signUp.repeatPassword")
							},
							form: {
								text,
								error
							},
							names: ["password", "repeatPassword"]
						}),
						/* @__PURE__ */ jsx(Switch, {
							label: t("signUp.asArtist"),
							checked: isArtist,
							onChange: (event) => setIsArtist(event.target.checked)
						}),
						/* @__PURE__ */ jsx(Checkbox, {
							label: /* @__PURE__ */ jsx(Agreement, {
								href: paths.terms,
								link: t("signUp.termsLink")
							}),
							checked: agreedTerms,
							onChange: (event) => setAgreedTerms(event.target.checked)
						}),
						/* @__PURE__ */ jsx(Checkbox, {
							label: /* @__PURE__ */ jsx(Agreement, {
								href: paths.privacy,
								link: t("signUp.privacyLink")
							}),
							checked: agreedPrivacy,
							onChange: (event) => setAgreedPrivacy(event.target.checked)
						}),
						/* @__PURE__ */ jsx(AuthSubmit, {
							busy: mutation.isPending,
							disabled: !canSubmit,
							children: t("signUp.submit")
						})
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: Auth_module_default.alt,
					children: [
						t("signUp.haveAccount"),
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: paths.signIn,
							children: t("signUp.toSignIn")
						})
					]
				})
			]
		})
	});
}
/** "I agree to the <link>", the document opening in a new tab (spec 000 §2). */
function Agreement({ href, link }) {
	const { t } = useTranslation(["accounts", "shared"]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		t("signUp.agreePrefix"),
		" ",
		/* @__PURE__ */ jsxs("a", {
			href,
			target: "_blank",
			rel: "noopener noreferrer",
			children: [link, /* @__PURE__ */ jsxs(VisuallyHidden, { children: [" ", t("signUp.opensInNewTab")] })]
		})
	] });
}
var init_SignUpScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_PasswordChecklist();
	init_NewPasswordFields();
	init_SessionContext();
	init_paths$1();
	init_contractForm();
	init_signUpRules();
	init_AuthSubmit();
	init_Auth_module();
}));
// src/features/accounts/api/accountApi.ts
/** Mails a reset link when the address has an account; the answer is the same either way. */
function requestPasswordReset(client, email) {
	return client.call(account$2.requestPasswordReset, {
		body: { email },
		...anonymous
	});
}
function confirmPasswordReset(client, token, password) {
	return client.call(account$2.confirmPasswordReset, {
		params: { key: token },
		body: { password },
		...anonymous
	});
}
function getAccount(client, signal) {
	return client.call(account$2.showAccount, { signal });
}
/** Ends every session of the user, this one included (the server revokes them all). */
function changePassword(client, currentPassword, newPassword) {
	return client.call(account$2.changePassword, { body: {
		currentPassword,
		newPassword
	} });
}
/** Mails a confirmation link to the new address; the address changes once it is followed. */
function requestEmailChange(client, email, password) {
	return client.call(account$2.requestEmailChange, { body: {
		email,
		password
	} });
}
async function confirmEmailChange(client, token) {
	return (await client.call(account$2.confirmEmailChange, {
		params: { key: token },
		...anonymous
	})).email;
}
/** Anonymises the account and ends its sessions (204). */
function deleteAccount(client, password) {
	return client.call(account$2.deleteAccount, { body: { password } });
}
var account$2, accountQueryKey, accountQueryOptions, anonymous;
var init_accountApi = __esmMin((() => {
	init_src$3();
	account$2 = endpoints.accounts;
	accountQueryKey = ["account"];
	accountQueryOptions = (client) => queryOptions({
		queryKey: accountQueryKey,
		queryFn: ({ signal }) => getAccount(client, signal)
	});
	anonymous = {
		bearer: false,
		refreshOn401: false
	};
}));
// src/shared/ui/LinkButton.module.css
var link$2, secondary, ghost, sm, fullWidth, LinkButton_module_default;
var init_LinkButton_module = __esmMin((() => {
	link$2 = "_link_1pdqc_5";
	secondary = "_secondary_1pdqc_37";
	ghost = "_ghost_1pdqc_45";
	sm = "_sm_1pdqc_52";
	fullWidth = "_fullWidth_1pdqc_58";
	LinkButton_module_default = {
		link: link$2,
		secondary,
		ghost,
		sm,
		fullWidth
	};
}));
// src/shared/ui/LinkButton.tsx
/** Navigation that looks like a button but stays a link (middle-click, "open in new tab", role=link). */
function LinkButton({ variant = "primary", size = "md", iconStart, fullWidth, className, children, ...rest }) {
	const classes = [
		LinkButton_module_default.link,
		variant !== "primary" && LinkButton_module_default[variant],
		size === "sm" && LinkButton_module_default.sm,
		fullWidth && LinkButton_module_default.fullWidth,
		className
	];
	return /* @__PURE__ */ jsxs(Link, {
		className: classes.filter(Boolean).join(" "),
		...rest,
		children: [iconStart, children]
	});
}
var init_LinkButton = __esmMin((() => {
	init_LinkButton_module();
}));
// src/features/accounts/screens/ResetPasswordScreen.tsx
var ResetPasswordScreen_exports = /* @__PURE__ */ __exportAll({ ResetPasswordScreen: () => ResetPasswordScreen$1 });
/**
* Password reset (spec 001 §2, §4, §5), at /reset-password and /password/reset: without a
* `token` query parameter the e-mail form, with one the new-password form (the mailed link).
* Both end with a way to the sign-in screen. Server errors go to the global error popup.
*/
function ResetPasswordScreen$1() {
	const { t } = useTranslation(["accounts", "shared"]);
	const [params] = useSearchParams();
	const token = params.get("token");
	return /* @__PURE__ */ jsx("div", {
		className: Auth_module_default.page,
		children: /* @__PURE__ */ jsxs("section", {
			className: Auth_module_default.card,
			"aria-labelledby": "reset-title",
			children: [/* @__PURE__ */ jsx("h1", {
				id: "reset-title",
				className: Auth_module_default.title,
				children: t("titles.resetPassword")
			}), token ? /* @__PURE__ */ jsx(NewPasswordForm, { token }) : /* @__PURE__ */ jsx(RequestLinkForm, {})]
		})
	});
}
/** A finished step: its message takes focus so screen readers announce it, then one way on. */
function Outcome({ title, text, action }) {
	const heading = useRef(null);
	useEffect(() => heading.current?.focus(), []);
	return /* @__PURE__ */ jsxs("div", {
		className: Auth_module_default.outcome,
		role: "status",
		children: [
			/* @__PURE__ */ jsx("h2", {
				ref: heading,
				tabIndex: -1,
				className: Auth_module_default.outcomeTitle,
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: Auth_module_default.outcomeText,
				children: text
			}),
			/* @__PURE__ */ jsx(LinkButton, {
				to: paths.signIn,
				fullWidth: true,
				children: action
			})
		]
	});
}
function RequestLinkForm() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const { text, error, handleSubmit } = useContractForm({
		rules: resetRequestRules,
		message: (_field, problem) => problem.rule === "email" ? t("shared:common.invalidEmail") : t("shared:common.emailRequired"),
		defaultValues: { email: "" }
	});
	const mutation = useMutation({ mutationFn: (address) => requestPasswordReset(client, address) });
	if (mutation.isSuccess) return /* @__PURE__ */ jsx(Outcome, {
		title: t("reset.sentTitle"),
		text: t("reset.sent"),
		action: t("shared:common.done")
	});
	const submit = handleSubmit(({ email }) => mutation.mutate(email.trim()));
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: Auth_module_default.lead,
			children: t("reset.emailIntro")
		}),
		/* @__PURE__ */ jsxs("form", {
			className: Auth_module_default.form,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsx(FormField, {
				label: t("reset.email"),
				required: true,
				error: error("email"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "email",
					autoComplete: "email",
					...text("email")
				})
			}), /* @__PURE__ */ jsx(AuthSubmit, {
				busy: mutation.isPending,
				children: t("reset.send")
			})]
		}),
		/* @__PURE__ */ jsx("p", {
			className: Auth_module_default.alt,
			children: /* @__PURE__ */ jsx(Link, {
				to: paths.signIn,
				children: t("reset.backToSignIn")
			})
		})
	] });
}
function NewPasswordForm({ token }) {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const { text, error, handleSubmit } = useContractForm({
		rules: newPasswordRules,
		message: (_field, problem) => problem.rule === "mismatch" ? t("shared:common.passwordsMustMatch") : t("shared:common.required"),
		defaultValues: {
			password: "",
			repeatPassword: ""
		}
	});
	const mutation = useMutation({ mutationFn: (password) => confirmPasswordReset(client, token, password) });
	if (mutation.isSuccess) return /* @__PURE__ */ jsx(Outcome, {
		title: t("reset.changed"),
		text: t("reset.changedText"),
		action: t("reset.signIn")
	});
	const submit = handleSubmit(({ password }) => mutation.mutate(password));
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: Auth_module_default.lead,
		children: t("reset.newPasswordIntro")
	}), /* @__PURE__ */ jsxs("form", {
		className: Auth_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [/* @__PURE__ */ jsx(NewPasswordFields, {
			id: "reset",
			labels: {
				password: t("reset.newPassword"),
				repeat: t("reset.repeatPassword")
			},
			form: {
				text,
				error
			},
			names: ["password", "repeatPassword"]
		}), /* @__PURE__ */ jsx(AuthSubmit, {
			busy: mutation.isPending,
			children: t("reset.submit")
		})]
	})] });
}
var init_ResetPasswordScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_accountApi();
	init_NewPasswordFields();
	init_src$3();
	init_contractForm();
	init_paths$1();
	init_LinkButton();
	init_AuthSubmit();
	init_Auth_module();
}));
// src/features/accounts/components/Settings.module.css
var form$8, actions$6, text$4, notice$1, popupForm, Settings_module_default;
var init_Settings_module = __esmMin((() => {
	form$8 = "_form_zinry_1";
	actions$6 = "_actions_zinry_6";
	text$4 = "_text_zinry_11";
	notice$1 = "_notice_zinry_18";
	popupForm = "_popupForm_zinry_26";
	Settings_module_default = {
		form: form$8,
		actions: actions$6,
		text: text$4,
		notice: notice$1,
		popupForm
	};
}));
// src/features/accounts/components/ChangeEmailForm.tsx
/** New address and the current password; the server mails a confirmation link to the new address. */
function ChangeEmailForm() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const queryClient = useQueryClient();
	const problemMessage = (field, problem) => problem.rule === "email" ? t("shared:common.invalidEmail") : field === "email" ? t("shared:common.emailRequired") : t("shared:common.required");
	const { text, error, handleSubmit, reset } = useContractForm({
		rules: changeEmailRules,
		message: problemMessage,
		defaultValues: empty$4
	});
	const mutation = useMutation({
		mutationFn: ({ email, password }) => requestEmailChange(client, email.trim(), password),
		onSuccess: () => {
			reset(empty$4);
			return queryClient.invalidateQueries({ queryKey: accountQueryKey });
		}
	});
	const submit = handleSubmit((values) => mutation.mutate(values));
	return /* @__PURE__ */ jsxs("form", {
		className: Settings_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("settings.newEmail"),
				required: true,
				error: error("email"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "email",
					autoComplete: "email",
					...text("email")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("settings.password"),
				required: true,
				error: error("password"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "password",
					autoComplete: "current-password",
					...text("password")
				})
			}),
			mutation.isSuccess && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: Settings_module_default.notice,
				children: t("settings.emailChangeSent")
			}),
			/* @__PURE__ */ jsx("div", {
				className: Settings_module_default.actions,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					variant: "secondary",
					loading: mutation.isPending,
					loadingLabel: t("shared:common.loading"),
					children: t("settings.changeEmail")
				})
			})
		]
	});
}
var empty$4;
var init_ChangeEmailForm = __esmMin((() => {
	init_src$1();
	init_services();
	init_src$3();
	init_contractForm();
	init_accountApi();
	init_Settings_module();
	empty$4 = {
		email: "",
		password: ""
	};
}));
// src/features/accounts/components/ChangePasswordForm.tsx
/**
* Current, new and repeated password with the live checklist. The server ends every session
* of the user on success, this one included, so the screen signs in again with the new
* password; should that fail, the user is told and sent to sign in.
*/
function ChangePasswordForm({ email }) {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const { signIn, forget } = useSession();
	const toast = useToast();
	const navigate = useNavigate();
	const problemMessage = wordedBy({
		refused: t("password.notStrong"),
		mismatch: t("shared:common.passwordsMustMatch")
	}, t("shared:common.required"));
	const { text, error, handleSubmit, reset } = useContractForm({
		rules: changePasswordRules,
		message: problemMessage,
		defaultValues: empty$3
	});
	const mutation = useMutation({
		mutationFn: async ({ currentPassword, newPassword }) => {
			await changePassword(client, currentPassword, newPassword);
			if (!email) return false;
			try {
				await signIn(email, newPassword);
				return true;
			} catch {
				return false;
			}
		},
		onSuccess: async (signedInAgain) => {
			if (signedInAgain) {
				reset(empty$3);
				toast.show({
					message: t("settings.passwordChanged"),
					tone: "success"
				});
				return;
			}
			toast.show({
				message: t("settings.passwordChangedSignIn"),
				tone: "success"
			});
			const state = { from: paths.settings };
			await navigate(paths.signIn, {
				replace: true,
				state
			});
			await forget();
		}
	});
	const submit = handleSubmit((values) => mutation.mutate(values));
	return /* @__PURE__ */ jsxs("form", {
		className: Settings_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("settings.currentPassword"),
				required: true,
				error: error("currentPassword"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "password",
					autoComplete: "current-password",
					...text("currentPassword")
				})
			}),
			/* @__PURE__ */ jsx(NewPasswordFields, {
				id: "settings",
				labels: {
					password: t("settings.newPassword"),
					repeat: t("settings.repeatPassword")
				},
				form: {
					text,
					error
				},
				names: ["newPassword", "repeatPassword"]
			}),
			/* @__PURE__ */ jsx("div", {
				className: Settings_module_default.actions,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: mutation.isPending,
					loadingLabel: t("shared:common.loading"),
					children: t("settings.changePassword")
				})
			})
		]
	});
}
var empty$3;
var init_ChangePasswordForm = __esmMin((() => {
	init_src$1();
	init_services();
	init_paths$1();
	init_SessionContext();
	init_accountApi();
	init_src$3();
	init_contractForm();
	init_NewPasswordFields();
	init_Settings_module();
	empty$3 = {
		currentPassword: "",
		newPassword: "",
		repeatPassword: ""
	};
}));
// src/shared/forms/PopupFormActions.tsx
/** A popup form's two buttons (Cancel, then the one that sends the form), every popup form alike. */
function PopupFormActions({ form, cancelLabel, onCancel, cancelVariant = "secondary", submitLabel, submitVariant, busy = false, busyLabel, cancelWhileBusy = false, submitDisabled }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: cancelVariant,
		onClick: onCancel,
		disabled: busy && !cancelWhileBusy,
		children: cancelLabel
	}), /* @__PURE__ */ jsx(Button, {
		type: "submit",
		form,
		variant: submitVariant,
		disabled: submitDisabled,
		loading: busy,
		loadingLabel: busyLabel,
		children: submitLabel
	})] });
}
var init_PopupFormActions = __esmMin((() => {
	init_src$1();
}));
// src/features/accounts/components/DeleteAccount.tsx
/**
* Says what deleting the account does, then asks for the password in a confirmation popup.
* The popup is a Popup laid out like ConfirmPopup (Cancel first and focused, the red action
* last): ConfirmPopup puts its message in a paragraph, which cannot hold a form field.
*/
function DeleteAccount() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { t: sharedT } = useTranslation();
	const { client, queryClient } = useServices();
	const { forget } = useSession();
	const toast = useToast();
	const navigate = useNavigate();
	const [open, setOpen] = useState(false);
	const [password, setPassword] = useState("");
	const [required, setRequired] = useState(false);
	const passwordInput = useRef(null);
	const leaving = useRef(false);
	const forgetLater = useRef(forget);
	useEffect(() => {
		forgetLater.current = forget;
	}, [forget]);
	useEffect(() => () => {
		if (!leaving.current) return;
		forgetLater.current();
		queryClient.clear();
	}, [queryClient]);
	const mutation = useMutation({
		mutationFn: (confirmedWith) => deleteAccount(client, confirmedWith),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			leaving.current = true;
			toast.show({
				message: t("settings.deleted"),
				tone: "success"
			});
			await navigate(paths.home, { replace: true });
		}
	});
	const close = () => {
		if (mutation.isPending) return;
		setOpen(false);
		setPassword("");
		setRequired(false);
		mutation.reset();
	};
	const submit = (event) => {
		event.preventDefault();
		setRequired(!password);
		if (password) mutation.mutate(password);
	};
	const error = required ? t("shared:common.required") : mutation.isError ? errorMessage(mutation.error, sharedT) : void 0;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: Settings_module_default.text,
			children: t("settings.deleteText")
		}),
		/* @__PURE__ */ jsx("div", {
			className: Settings_module_default.actions,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "danger",
				onClick: () => setOpen(true),
				children: t("settings.deleteButton")
			})
		}),
		/* @__PURE__ */ jsx(Popup, {
			open,
			onClose: close,
			role: "alertdialog",
			size: "sm",
			title: t("settings.deleteConfirmTitle"),
			description: t("settings.deleteText"),
			closeLabel: t("shared:common.close"),
			closeOnBackdrop: !mutation.isPending,
			initialFocusRef: passwordInput,
			actions: /* @__PURE__ */ jsx(PopupFormActions, {
				form: formId$3,
				cancelLabel: t("shared:common.cancel"),
				onCancel: close,
				submitLabel: t("settings.deleteConfirm"),
				submitVariant: "danger",
				busy: mutation.isPending,
				busyLabel: t("shared:common.loading")
			}),
			children: /* @__PURE__ */ jsx("form", {
				id: formId$3,
				onSubmit: submit,
				noValidate: true,
				className: Settings_module_default.popupForm,
				children: /* @__PURE__ */ jsx(FormField, {
					label: t("settings.deletePassword"),
					required: true,
					error,
					children: /* @__PURE__ */ jsx(Input, {
						ref: passwordInput,
						type: "password",
						autoComplete: "current-password",
						value: password,
						onChange: (event) => {
							setPassword(event.target.value);
							setRequired(false);
							if (mutation.isError) mutation.reset();
						}
					})
				})
			})
		})
	] });
}
var formId$3;
var init_DeleteAccount = __esmMin((() => {
	init_src$1();
	init_services();
	init_errors();
	init_paths$1();
	init_SessionContext();
	init_accountApi();
	init_Settings_module();
	init_PopupFormActions();
	formId$3 = "delete-account-form";
}));
// src/features/accounts/api/useEmailConfirmation.ts
/**
* Confirms the e-mail change whose mailed link opened /settings?emailToken=…, then strips the
* token from the address bar (it is single use, and must not stay in history or be shared).
* Resolves to the new address; a refused link reaches the global error popup.
*/
function useEmailConfirmation() {
	const { client, queryClient } = useServices();
	const [params, setParams] = useSearchParams();
	const inAddress = params.get(emailTokenParam);
	const [token, setToken] = useState(inAddress);
	useEffect(() => {
		if (inAddress === null) return;
		setToken(inAddress);
		setParams((current) => {
			const next = new URLSearchParams(current);
			next.delete(emailTokenParam);
			return next;
		}, { replace: true });
	}, [inAddress, setParams]);
	const confirmation = useQuery({
		queryKey: ["email-confirmation", token],
		queryFn: async () => {
			const email = await confirmEmailChange(client, token ?? "");
			await queryClient.cancelQueries({ queryKey: accountQueryKey });
			await queryClient.invalidateQueries({ queryKey: accountQueryKey });
			return email;
		},
		enabled: token !== null,
		retry: false,
		staleTime: Infinity
	});
	return {
		email: confirmation.data,
		pending: confirmation.isPending && token !== null
	};
}
var emailTokenParam;
var init_useEmailConfirmation = __esmMin((() => {
	init_services();
	init_accountApi();
	emailTokenParam = "emailToken";
}));
// src/features/notifications/api/notificationsApi.ts
/** Marks `ids` (or all) as read and brings the bell and the pages up to date. */
async function markRead(client, queryClient, ids) {
	const { unread } = await client.callNamed("notifications", "read", { body: ids ? { ids } : {} });
	queryClient.setQueryData(notificationKeys.unread, unread);
	await queryClient.invalidateQueries({ queryKey: notificationKeys.pages });
}
/** A pushed notification: the bell shows the new count, the open page fetches again. */
function applyStreamEvent(queryClient, event) {
	queryClient.setQueryData(notificationKeys.unread, event.unread);
	queryClient.invalidateQueries({ queryKey: notificationKeys.pages });
}
var notificationKeys, quiet$1, unreadQueryOptions, pageQueryOptions;
var init_notificationsApi = __esmMin((() => {
	notificationKeys = {
		all: ["notifications"],
		unread: ["notifications", "unread"],
		settings: ["notifications", "settings"],
		pages: ["notifications", "page"],
		page: (page) => [
			"notifications",
			"page",
			page
		]
	};
	quiet$1 = { meta: { handlesErrors: true } };
	unreadQueryOptions = (client) => ({
		queryKey: notificationKeys.unread,
		...quiet$1,
		queryFn: async ({ signal }) => (await client.callNamed("notifications", "list", {
			query: {
				page: 0,
				size: 1
			},
			signal
		})).unread,
		refetchInterval: 6e4
	});
	pageQueryOptions = (client, page) => ({
		queryKey: notificationKeys.page(page),
		queryFn: ({ signal }) => client.callNamed("notifications", "list", {
			query: {
				page,
				size: 20
			},
			signal
		})
	});
}));
// src/features/notifications/api/stream.ts
var stream_exports = /* @__PURE__ */ __exportAll({
	Transmit: () => Transmit$1,
	notificationChannelOf: () => notificationChannelOf,
	notificationStreamEvent: () => notificationStreamEvent
});
var init_stream = __esmMin((() => {
	init_src$3();
}));
// src/features/notifications/api/useUnreadNotifications.ts
/**
* The signed-in user's unread count, kept live: the user's notifications channel on the SSE
* stream (the chat's transport) pushes each new one. The stream's client and the contract's
* schemas load on demand, after the first paint. Null for guests.
*/
function useUnreadNotifications() {
	const { client, queryClient } = useServices();
	const session = useSession();
	const uuid = session.loggedIn ? session.user?.uuid : void 0;
	const unread = useQuery({
		...unreadQueryOptions(client),
		enabled: !!uuid
	});
	useEffect(() => {
		if (!uuid || typeof EventSource === "undefined") return;
		let closed = false;
		let stop = () => {};
		Promise.resolve().then(() => (init_stream(), stream_exports)).then(({ Transmit, notificationChannelOf, notificationStreamEvent }) => {
			if (closed) return;
			const catchUp = () => queryClient.invalidateQueries({ queryKey: unreadQueryOptions(client).queryKey });
			let failures = 0;
			const transmit = new Transmit({
				baseUrl: client.baseUrl || window.location.origin,
				beforeSubscribe: (request) => {
					const token = client.accessToken;
					if (token) request.headers.set("authorization", `Bearer ${token}`);
				},
				onSubscription: () => {
					failures = 0;
					catchUp();
				},
				onSubscribeFailed: () => {
					failures += 1;
					if (closed || failures > 5) return;
					setTimeout(() => {
						if (closed) return;
						catchUp().then(() => subscription.forceCreate());
					}, 500 * failures);
				}
			});
			const subscription = transmit.subscription(notificationChannelOf(uuid));
			subscription.onMessage((message) => {
				const parsed = notificationStreamEvent.safeParse(message);
				if (parsed.success) applyStreamEvent(queryClient, parsed.data);
			});
			subscription.create().catch(() => void 0);
			stop = () => {
				subscription.delete().catch(() => void 0);
				transmit.close();
			};
		});
		return () => {
			closed = true;
			stop();
		};
	}, [
		client,
		queryClient,
		uuid
	]);
	return uuid ? unread.data ?? 0 : null;
}
var init_useUnreadNotifications = __esmMin((() => {
	init_services();
	init_SessionContext();
	init_notificationsApi();
}));
// src/features/notifications/components/NotificationsBell.module.css
var bell, label, count, NotificationsBell_module_default;
var init_NotificationsBell_module = __esmMin((() => {
	bell = "_bell_el9dk_1";
	label = "_label_el9dk_22";
	count = "_count_el9dk_26";
	NotificationsBell_module_default = {
		bell,
		label,
		count
	};
}));
// src/features/notifications/components/NotificationsBell.tsx
/** The bell of the navigation: a link to the notifications page with the unread count. */
function NotificationsBell({ unread, compact = false, className }) {
	const { t } = useTranslation();
	const label = t("notifications.bell", { unread });
	return /* @__PURE__ */ jsxs(Link, {
		to: paths.notifications,
		className: [NotificationsBell_module_default.bell, className].filter(Boolean).join(" "),
		"aria-label": label,
		"data-testid": "notifications-bell",
		children: [
			/* @__PURE__ */ jsx(Icon, { name: "bell" }),
			!compact && /* @__PURE__ */ jsx("span", {
				className: NotificationsBell_module_default.label,
				children: t("notifications.title")
			}),
			unread > 0 && /* @__PURE__ */ jsx("span", {
				className: NotificationsBell_module_default.count,
				"aria-hidden": "true",
				"data-testid": "notifications-unread",
				children: unread > 99 ? "99+" : unread
			})
		]
	});
}
var init_NotificationsBell = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_NotificationsBell_module();
}));
// src/features/notifications/i18n/en.ts
var en$10;
var init_en$10 = __esmMin((() => {
	en$10 = {
		titles: {
			notifications: "Notifications",
			unsubscribe: "E-mail notifications"
		},
		page: {
			markAllRead: "Mark all as read",
			markRead: "Mark as read",
			unread: "Unread",
			empty: "Nothing yet",
			emptyHint: "Orders, subscribers, donations, comments and likes will show up here.",
			pages: "Notification pages",
			someone: "Someone",
			failed: "The notifications could not be loaded."
		},
		preferences: {
			title: "Notifications",
			intro: "Choose what you hear about, and where.",
			type: "What",
			inApp: "In the app",
			email: "E-mail",
			push: "Push",
			toggle: "{{type}}: {{channel}}",
			saved: "Saved",
			failed: "The change was not saved. Try again.",
			digest: "Likes, comments, replies and new posts by e-mail once a day, in one digest"
		},
		unsubscribe: {
			title: "Stop these e-mails?",
			ask: "You will no longer get e-mails about this. You can turn them back on in Settings at any time.",
			confirm: "Unsubscribe",
			done: "Done. You will no longer get e-mails about:",
			noToken: "This unsubscribe link is incomplete. Open it again from the e-mail.",
			settings: "Notification settings"
		},
		push: {
			title: "Push on this device",
			enable: "Enable push on this device",
			disable: "Turn push off on this device",
			failed: "Push could not be changed on this device. Try again.",
			state: {
				unsupported: "This browser cannot receive push notifications.",
				denied: "Notifications are blocked for this site in the browser settings.",
				off: "Push is off on this device. The browser asks your permission when you enable it.",
				on: "Push is on on this device."
			}
		},
		quiet: {
			title: "Quiet hours",
			intro: "No push notifications in these hours ({{timeZone}}); they wait in the app.",
			enable: "Quiet hours for push",
			from: "From",
			to: "To",
			save: "Save quiet hours"
		},
		types: {
			GREETING_ORDERED: "A video greeting is ordered",
			NEW_SUBSCRIBER: "A new subscriber",
			DONATION_RECEIVED: "A donation",
			POST_COMMENTED: "A comment on your post",
			INVITATION_ACCEPTED: "An invitation is accepted",
			POST_LIKED: "Likes of your post",
			GREETING_DELIVERED: "Your video greeting is delivered",
			GREETING_DECLINED: "Your video greeting is declined",
			GREETING_REFUNDED: "Your video greeting is refunded",
			COMMENT_REPLIED: "A reply to your comment",
			WITHDRAWAL_DECIDED: "A withdrawal is paid out or rejected",
			NEW_POST: "A new post by an artist you subscribe to",
			NOMINATION_DECIDED: "The judges decide on your nomination",
			LEGEND_AWAITING_REVIEW: "A legend awaits the judges’ review",
			LEGEND_INDUCTED: "A legend you voted for enters the Hall of Fame",
			REPORT_CREATED: "A new report to moderate",
			GREETING_DEADLINE_SOON: "A video greeting is due within a day",
			SUBSCRIPTION_ENDING: "Your subscription ends in 3 days",
			SUBSCRIPTION_ENDED: "A subscriber’s subscription ended",
			CHAT_MESSAGE: "A chat message while you are away",
			AUCTION_BID: "A bid on your auction",
			OUTBID: "Your bid is outbid",
			AUCTION_ENDED: "Your auction ended",
			AUCTION_WON: "You won an auction",
			OFFER_SOLD: "Your tokens are sold"
		},
		/** `{{actor}}` is a public name. */
		text: {
			GREETING_ORDERED: "{{actor}} ordered a video greeting: deliver it by {{deadline}}",
			NEW_SUBSCRIBER: "{{actor}} subscribed to you",
			DONATION_RECEIVED: "{{actor}} donated {{amount}} ₴",
			POST_COMMENTED: "{{actor}} commented on your post",
			INVITATION_ACCEPTED: "{{actor}} accepted your invitation to subscribe",
			POST_LIKED: "{{actor}} liked your post",
			POST_LIKED_others: "{{actor}} and {{others}} more liked your post",
			GREETING_DELIVERED: "{{actor}} sent your video greeting",
			GREETING_DECLINED: "{{actor}} declined your video greeting; the money is back on your balance",
			GREETING_REFUNDED: "Your video greeting was refunded to your balance",
			COMMENT_REPLIED: "{{actor}} replied to your comment",
			WITHDRAWAL_DECIDED: "Your withdrawal of {{amount}} ₴ was paid out",
			WITHDRAWAL_DECIDED_rejected: "Your withdrawal of {{amount}} ₴ was rejected; the money is back on your balance",
			NEW_POST: "{{actor}} published a new post",
			NOMINATION_DECIDED: "“{{name}}” was inducted into the Hall of Fame",
			NOMINATION_DECIDED_rejected: "The judges did not induct “{{name}}”",
			LEGEND_AWAITING_REVIEW: "“{{name}}” reached its votes and awaits your review",
			LEGEND_INDUCTED: "“{{name}}”, which you voted for, was inducted into the Hall of Fame",
			REPORT_CREATED: "{{actor}} filed a report; it waits in the console",
			GREETING_DEADLINE_SOON: "A video greeting is due by {{deadline}}: deliver it before it is refunded",
			SUBSCRIPTION_ENDING: "Your subscription to {{actor}} ends on {{until}}",
			SUBSCRIPTION_ENDED: "The subscription of {{actor}} ended on {{until}}",
			CHAT_MESSAGE: "{{actor}} sent you a message",
			CHAT_MESSAGE_others: "{{actor}} sent you {{messages}} messages",
			AUCTION_BID: "{{actor}} bid {{amount}} on “{{name}}”",
			OUTBID: "{{actor}} outbid you on “{{name}}” with {{amount}}",
			AUCTION_ENDED: "Your auction “{{name}}” ended: {{actor}} won it with {{amount}}",
			AUCTION_ENDED_unsold: "Your auction “{{name}}” ended without bids",
			AUCTION_WON: "You won the auction “{{name}}” with {{amount}}",
			OFFER_SOLD: "{{actor}} bought your tokens of “{{name}}” for {{amount}}"
		}
	};
}));
// src/features/notifications/i18n/uk.ts
var uk$10;
var init_uk$10 = __esmMin((() => {
	uk$10 = {
		titles: {
			notifications: "Сповіщення",
			unsubscribe: "Сповіщення поштою"
		},
		page: {
			markAllRead: "Позначити всі прочитаними",
			markRead: "Позначити прочитаним",
			unread: "Непрочитане",
			empty: "Поки нічого",
			emptyHint: "Тут з’являться замовлення, підписники, донати, коментарі та вподобання.",
			pages: "Сторінки сповіщень",
			someone: "Хтось",
			failed: "Не вдалося завантажити сповіщення."
		},
		preferences: {
			title: "Сповіщення",
			intro: "Оберіть, про що і де вам повідомляти.",
			type: "Що",
			inApp: "У застосунку",
			email: "Е-пошта",
			push: "Push",
			toggle: "{{type}}: {{channel}}",
			saved: "Збережено",
			failed: "Зміну не збережено. Спробуйте ще раз.",
			digest: "Вподобання, коментарі, відповіді та нові дописи поштою раз на день, одним листом"
		},
		unsubscribe: {
			title: "Більше не надсилати ці листи?",
			ask: "Ви більше не отримуватимете листів про це. Увімкнути їх знову можна будь-коли в налаштуваннях.",
			confirm: "Відписатися",
			done: "Готово. Ви більше не отримуватимете листів про:",
			noToken: "Посилання для відписки неповне. Відкрийте його ще раз із листа.",
			settings: "Налаштування сповіщень"
		},
		push: {
			title: "Push на цьому пристрої",
			enable: "Увімкнути push на цьому пристрої",
			disable: "Вимкнути push на цьому пристрої",
			failed: "Не вдалося змінити push на цьому пристрої. Спробуйте ще раз.",
			state: {
				unsupported: "Цей браузер не отримує push-сповіщень.",
				denied: "Сповіщення для цього сайту заблоковано в налаштуваннях браузера.",
				off: "Push на цьому пристрої вимкнено. Браузер попросить дозволу, коли ви його увімкнете.",
				on: "Push на цьому пристрої увімкнено."
			}
		},
		quiet: {
			title: "Тихі години",
			intro: "У ці години push-сповіщень не буде ({{timeZone}}); вони чекатимуть у застосунку.",
			enable: "Тихі години для push",
			from: "З",
			to: "До",
			save: "Зберегти тихі години"
		},
		types: {
			GREETING_ORDERED: "Замовлено відеопривітання",
			NEW_SUBSCRIBER: "Новий підписник",
			DONATION_RECEIVED: "Донат",
			POST_COMMENTED: "Коментар до вашого допису",
			INVITATION_ACCEPTED: "Запрошення прийнято",
			POST_LIKED: "Вподобання вашого допису",
			GREETING_DELIVERED: "Ваше відеопривітання надіслано",
			GREETING_DECLINED: "Ваше відеопривітання відхилено",
			GREETING_REFUNDED: "За ваше відеопривітання повернуто кошти",
			COMMENT_REPLIED: "Відповідь на ваш коментар",
			WITHDRAWAL_DECIDED: "Виведення коштів виплачено або відхилено",
			NEW_POST: "Новий допис артиста, на якого ви підписані",
			NOMINATION_DECIDED: "Рішення суддів щодо вашої номінації",
			LEGEND_AWAITING_REVIEW: "Легенда чекає на розгляд суддів",
			LEGEND_INDUCTED: "Легенду, за яку ви голосували, внесено до Зали слави",
			REPORT_CREATED: "Нова скарга для модерації",
			GREETING_DEADLINE_SOON: "Термін відеопривітання спливає за добу",
			SUBSCRIPTION_ENDING: "Ваша підписка закінчується за 3 дні",
			SUBSCRIPTION_ENDED: "Підписка підписника закінчилася",
			CHAT_MESSAGE: "Повідомлення в чаті, поки вас немає",
			AUCTION_BID: "Ставка на вашому аукціоні",
			OUTBID: "Вашу ставку перебито",
			AUCTION_ENDED: "Ваш аукціон завершився",
			AUCTION_WON: "Ви виграли аукціон",
			OFFER_SOLD: "Ваші токени продано"
		},
		text: {
			GREETING_ORDERED: "{{actor}} замовляє відеопривітання: надішліть його до {{deadline}}",
			NEW_SUBSCRIBER: "{{actor}} підписується на вас",
			DONATION_RECEIVED: "{{actor}} донатить {{amount}} ₴",
			POST_COMMENTED: "{{actor}} коментує ваш допис",
			INVITATION_ACCEPTED: "{{actor}} приймає ваше запрошення підписатися",
			POST_LIKED: "{{actor}} вподобує ваш допис",
			POST_LIKED_others: "{{actor}} та ще {{others}} вподобали ваш допис",
			GREETING_DELIVERED: "{{actor}} надсилає ваше відеопривітання",
			GREETING_DECLINED: "{{actor}} відхиляє ваше відеопривітання; гроші повернуто на ваш баланс",
			GREETING_REFUNDED: "Кошти за ваше відеопривітання повернуто на баланс",
			COMMENT_REPLIED: "{{actor}} відповідає на ваш коментар",
			WITHDRAWAL_DECIDED: "Виведення {{amount}} ₴ виплачено",
			WITHDRAWAL_DECIDED_rejected: "Виведення {{amount}} ₴ відхилено; гроші повернуто на ваш баланс",
			NEW_POST: "{{actor}} публікує новий допис",
			NOMINATION_DECIDED: "«{{name}}» внесено до Зали слави",
			NOMINATION_DECIDED_rejected: "Судді не внесли «{{name}}» до Зали слави",
			LEGEND_AWAITING_REVIEW: "«{{name}}» набирає голоси й чекає на ваш розгляд",
			LEGEND_INDUCTED: "«{{name}}», за яку ви голосували, внесено до Зали слави",
			REPORT_CREATED: "{{actor}} подає скаргу; вона чекає в консолі",
			GREETING_DEADLINE_SOON: "Відеопривітання треба надіслати до {{deadline}}, інакше кошти повернуться фанатові",
			SUBSCRIPTION_ENDING: "Ваша підписка на {{actor}} закінчується {{until}}",
			SUBSCRIPTION_ENDED: "Підписка {{actor}} закінчилася {{until}}",
			CHAT_MESSAGE: "{{actor}} надсилає вам повідомлення",
			CHAT_MESSAGE_others: "{{actor}} надсилає вам повідомлення ({{messages}})",
			AUCTION_BID: "{{actor}} ставить {{amount}} на «{{name}}»",
			OUTBID: "{{actor}} перебиває вашу ставку на «{{name}}»: {{amount}}",
			AUCTION_ENDED: "Ваш аукціон «{{name}}» завершився: переможець {{actor}}, {{amount}}",
			AUCTION_ENDED_unsold: "Ваш аукціон «{{name}}» завершився без ставок",
			AUCTION_WON: "Ви виграли аукціон «{{name}}» зі ставкою {{amount}}",
			OFFER_SOLD: "{{actor}} купує ваші токени «{{name}}» за {{amount}}"
		}
	};
}));
// src/features/notifications/i18n/index.ts
var i18n_exports$9 = /* @__PURE__ */ __exportAll({ strings: () => strings$14 });
var strings$14;
var init_i18n$10 = __esmMin((() => {
	init_en$10();
	init_uk$10();
	strings$14 = {
		en: en$10,
		uk: uk$10
	};
}));
// src/shared/ui/Screen.module.css
var page$2, title$5, sectionTitle$3, lead, pageHeader$2, section$3, plainList$1, Screen_module_default;
var init_Screen_module = __esmMin((() => {
	page$2 = "_page_7pwks_1";
	title$5 = "_title_7pwks_5";
	sectionTitle$3 = "_sectionTitle_7pwks_9";
	lead = "_lead_7pwks_14";
	pageHeader$2 = "_pageHeader_7pwks_19";
	section$3 = "_section_7pwks_9";
	plainList$1 = "_plainList_7pwks_37";
	Screen_module_default = {
		page: page$2,
		title: title$5,
		sectionTitle: sectionTitle$3,
		lead,
		pageHeader: pageHeader$2,
		section: section$3,
		plainList: plainList$1
	};
}));
// src/features/notifications/components/NotificationPreferences.module.css
var table, block, subtitle, times, NotificationPreferences_module_default;
var init_NotificationPreferences_module = __esmMin((() => {
	table = "_table_1xybw_1";
	block = "_block_1xybw_17";
	subtitle = "_subtitle_1xybw_21";
	times = "_times_1xybw_26";
	NotificationPreferences_module_default = {
		table,
		block,
		subtitle,
		times
	};
}));
// src/features/notifications/api/pushDevice.ts
function pushSupported() {
	return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}
async function registration() {
	return navigator.serviceWorker.getRegistration("/");
}
/** What this device is at now, without asking anything of the person. */
async function pushState() {
	if (!pushSupported()) return "unsupported";
	if (Notification.permission === "denied") return "denied";
	return await (await registration())?.pushManager.getSubscription() && Notification.permission === "granted" ? "on" : "off";
}
/** The VAPID key as PushManager takes it (bytes of the base64url text). */
function keyBytes(base64url) {
	const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
	const text = atob(base64 + "=".repeat((4 - base64.length % 4) % 4));
	const bytes = new Uint8Array(new ArrayBuffer(text.length));
	for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
	return bytes;
}
/** Asks permission (the caller is a click), subscribes and tells the API; answers the new state. */
async function enablePush(client) {
	const permission = await Notification.requestPermission();
	if (permission !== "granted") return permission === "denied" ? "denied" : "off";
	await navigator.serviceWorker.register(WORKER, { scope: "/" });
	const ready = await navigator.serviceWorker.ready;
	const { publicKey } = await client.callNamed("notifications", "pushKey", {});
	const subscription = await ready.pushManager.subscribe({
		userVisibleOnly: true,
		applicationServerKey: keyBytes(publicKey)
	});
	await client.callNamed("notifications", "pushSubscribe", { body: subscription.toJSON() });
	return "on";
}
/** Forgets this browser at the API and unsubscribes it. */
async function disablePush(client) {
	const subscription = await (await registration())?.pushManager.getSubscription();
	if (subscription) {
		try {
			await client.callNamed("notifications", "pushUnsubscribe", { body: { endpoint: subscription.endpoint } });
		} catch (error) {
			if (!(error instanceof ApiError && error.status === 404)) throw error;
		}
		await subscription.unsubscribe();
	}
	return "off";
}
var WORKER;
var init_pushDevice = __esmMin((() => {
	init_src$2();
	WORKER = "/sw.js";
}));
// src/features/notifications/components/PushDevice.tsx
/** "Push on this device": asks the browser's permission only when the person clicks. */
function PushDevice() {
	const { t } = useTranslation("notifications");
	const { client } = useServices();
	const [state, setState] = useState(null);
	const [busy, setBusy] = useState(false);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		let live = true;
		pushState().then((found) => live && setState(found), () => live && setState("off"));
		return () => {
			live = false;
		};
	}, []);
	const run = async (action) => {
		setBusy(true);
		setFailed(false);
		try {
			setState(await action());
		} catch {
			setFailed(true);
		} finally {
			setBusy(false);
		}
	};
	if (state === null) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: NotificationPreferences_module_default.block,
		"data-testid": "push-device",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: NotificationPreferences_module_default.subtitle,
				children: t("push.title")
			}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				children: t(`push.state.${state}`)
			}),
			state === "off" && /* @__PURE__ */ jsx(Button, {
				disabled: busy,
				onClick: () => void run(() => enablePush(client)),
				children: t("push.enable")
			}),
			state === "on" && /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				disabled: busy,
				onClick: () => void run(() => disablePush(client)),
				children: t("push.disable")
			}),
			failed && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("push.failed")
			})
		]
	});
}
var init_PushDevice = __esmMin((() => {
	init_src$1();
	init_services();
	init_pushDevice();
	init_NotificationPreferences_module();
}));
// src/features/notifications/components/QuietHours.tsx
/**
* Quiet hours for push, in this browser's time zone: pushes inside them are not sent (the inbox
* still has every notification).
*/
function QuietHours({ saved }) {
	const { t } = useTranslation("notifications");
	const { client, queryClient } = useServices();
	const [on, setOn] = useState(saved !== null);
	const [from, setFrom] = useState(timeOf(saved?.from ?? DEFAULT_HOURS.from));
	const [to, setTo] = useState(timeOf(saved?.to ?? DEFAULT_HOURS.to));
	const [outcome, setOutcome] = useState(null);
	const timeZone = saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
	const save = async () => {
		setOutcome(null);
		try {
			const quietHours = on ? {
				from: minutesOf(from),
				to: minutesOf(to),
				timeZone
			} : null;
			const answer = await client.callNamed("notifications", "updateSettings", { body: {
				settings: {},
				quietHours
			} });
			queryClient.setQueryData(notificationKeys.settings, answer);
			setOutcome("saved");
		} catch {
			setOutcome("failed");
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: NotificationPreferences_module_default.block,
		"data-testid": "quiet-hours",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: NotificationPreferences_module_default.subtitle,
				children: t("quiet.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("quiet.intro", { timeZone }) }),
			/* @__PURE__ */ jsx(Checkbox, {
				label: t("quiet.enable"),
				checked: on,
				onChange: (event) => setOn(event.currentTarget.checked)
			}),
			on && /* @__PURE__ */ jsxs("div", {
				className: NotificationPreferences_module_default.times,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("quiet.from"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "time",
						value: from,
						onChange: (event) => setFrom(event.currentTarget.value)
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("quiet.to"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "time",
						value: to,
						onChange: (event) => setTo(event.currentTarget.value)
					})
				})]
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				onClick: () => void save(),
				children: t("quiet.save")
			}),
			outcome === "saved" && /* @__PURE__ */ jsx("p", {
				role: "status",
				children: t("preferences.saved")
			}),
			outcome === "failed" && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("preferences.failed")
			})
		]
	});
}
var DEFAULT_HOURS, timeOf, minutesOf;
var init_QuietHours = __esmMin((() => {
	init_src$1();
	init_services();
	init_notificationsApi();
	init_NotificationPreferences_module();
	DEFAULT_HOURS = {
		from: 1320,
		to: 420
	};
	timeOf = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
	minutesOf = (time) => {
		const [hours = 0, minutes = 0] = time.split(":").map(Number);
		return hours * 60 + minutes;
	};
}));
// src/features/notifications/components/NotificationPreferences.tsx
var NotificationPreferences_exports = /* @__PURE__ */ __exportAll({ NotificationPreferences: () => NotificationPreferences$1 });
/**
* The Settings screen's panel of notification preferences: for each type, in the app, by e-mail
* and by push. A change is saved at once.
*/
function NotificationPreferences$1() {
	const { t } = useTranslation(["notifications", "shared"]);
	const { client, queryClient } = useServices();
	const [failed, setFailed] = useState(false);
	const settings = useQuery({
		queryKey: notificationKeys.settings,
		queryFn: ({ signal }) => client.callNamed("notifications", "settings", { signal })
	});
	const save = async (body) => {
		setFailed(false);
		try {
			const saved = await client.callNamed("notifications", "updateSettings", { body });
			queryClient.setQueryData(notificationKeys.settings, saved);
		} catch {
			setFailed(true);
		}
	};
	const change = (type, channel, on) => save({ settings: { [type]: { [channel]: on } } });
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": "settings-notifications",
		"data-testid": "notification-preferences",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "settings-notifications",
				className: Screen_module_default.sectionTitle,
				children: t("preferences.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("preferences.intro") }),
			settings.data ? /* @__PURE__ */ jsxs("table", {
				className: NotificationPreferences_module_default.table,
				children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("preferences.type")
				}), notificationChannels.map((channel) => /* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t(`preferences.${channel}`)
				}, channel))] }) }), /* @__PURE__ */ jsx("tbody", { children: notificationTypes.options.map((type) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: t(`types.${type}`)
				}), notificationChannels.map((channel) => /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(Checkbox, {
					label: /* @__PURE__ */ jsx(VisuallyHidden, { children: t("preferences.toggle", {
						type: t(`types.${type}`),
						channel: t(`preferences.${channel}`)
					}) }),
					checked: settings.data.settings[type]?.[channel] ?? false,
					onChange: (event) => void change(type, channel, event.currentTarget.checked)
				}) }, channel))] }, type)) })]
			}) : null,
			settings.data ? /* @__PURE__ */ jsx(Checkbox, {
				label: t("preferences.digest"),
				checked: settings.data.emailDigest === "daily",
				onChange: (event) => void save({ emailDigest: event.currentTarget.checked ? "daily" : "off" })
			}) : settings.isPending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : null,
			failed && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("preferences.failed")
			}),
			/* @__PURE__ */ jsx(PushDevice, {}),
			settings.data && /* @__PURE__ */ jsx(QuietHours, { saved: settings.data.quietHours })
		]
	});
}
var init_NotificationPreferences = __esmMin((() => {
	init_src$3();
	init_src$1();
	init_services();
	init_Screen_module();
	init_notificationsApi();
	init_NotificationPreferences_module();
	init_PushDevice();
	init_QuietHours();
}));
// src/features/notifications/public.ts
var strings$13, NotificationPreferences;
var init_public$5 = __esmMin((() => {
	init_feature();
	init_useUnreadNotifications();
	init_NotificationsBell();
	strings$13 = () => Promise.resolve().then(() => (init_i18n$10(), i18n_exports$9)).then((m) => m.strings);
	NotificationPreferences = featureScreens("notifications", strings$13)(() => Promise.resolve().then(() => (init_NotificationPreferences(), NotificationPreferences_exports)).then((m) => m.NotificationPreferences));
}));
// src/shared/player/PlaybackSettings.tsx
/** The settings page's playback switches, kept on this device (see `preferences.ts`). */
function PlaybackSettings() {
	const { t } = useTranslation();
	const preferences = usePlaybackPreferences();
	const slowConnection = useSlowConnection();
	return /* @__PURE__ */ jsxs(Stack, {
		gap: 3,
		children: [/* @__PURE__ */ jsx(Switch, {
			labelFirst: true,
			label: t("player.settings.normalise"),
			description: t("player.settings.normaliseHint"),
			checked: preferences.normaliseLoudness,
			onChange: (event) => setPlaybackPreference("normaliseLoudness", event.target.checked)
		}), /* @__PURE__ */ jsx(Switch, {
			labelFirst: true,
			label: t("player.settings.dataSaver"),
			description: t(slowConnection ? "player.settings.dataSaverAuto" : "player.settings.dataSaverHint"),
			checked: preferences.dataSaver || slowConnection,
			disabled: slowConnection,
			onChange: (event) => setPlaybackPreference("dataSaver", event.target.checked)
		})]
	});
}
var init_PlaybackSettings = __esmMin((() => {
	init_src$1();
	init_preferences();
}));
// src/features/accounts/screens/SettingsScreen.module.css
var panels, facts$3, pending, SettingsScreen_module_default;
var init_SettingsScreen_module = __esmMin((() => {
	panels = "_panels_1vmu8_1";
	facts$3 = "_facts_1vmu8_6";
	pending = "_pending_1vmu8_22";
	SettingsScreen_module_default = {
		panels,
		facts: facts$3,
		pending
	};
}));
// src/features/accounts/screens/SettingsScreen.tsx
var SettingsScreen_exports = /* @__PURE__ */ __exportAll({ SettingsScreen: () => SettingsScreen$1 });
/** One titled panel of the settings page. */
function Panel({ id, title, children }) {
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": id,
		className: SettingsScreen_module_default.panel,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: Screen_module_default.sectionTitle,
			children: title
		}), children]
	});
}
/**
* Settings (spec 000 §2, signed-in only): the account's e-mail (and one waiting for
* confirmation), the language, playback on this device, changing the password or the e-mail,
* deleting the account.
* Opened from the e-mail change link (?emailToken=…) it confirms the new address first.
*/
function SettingsScreen$1() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const account = useQuery(accountQueryOptions(client));
	const confirmation = useEmailConfirmation();
	return /* @__PURE__ */ jsxs(Container, {
		size: "narrow",
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.settings")
		}), /* @__PURE__ */ jsxs("div", {
			className: SettingsScreen_module_default.panels,
			children: [
				confirmation.email && /* @__PURE__ */ jsx("p", {
					role: "status",
					className: Settings_module_default.notice,
					children: t("settings.emailConfirmed", { email: confirmation.email })
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-account",
					title: t("settings.accountTitle"),
					children: account.data ? /* @__PURE__ */ jsxs("dl", {
						className: SettingsScreen_module_default.facts,
						children: [
							/* @__PURE__ */ jsx("dt", { children: t("settings.email") }),
							/* @__PURE__ */ jsx("dd", {
								"data-testid": "account-email",
								children: account.data.email
							}),
							account.data.pendingEmail && /* @__PURE__ */ jsx("dd", {
								className: SettingsScreen_module_default.pending,
								children: t("settings.pendingEmail", { email: account.data.pendingEmail })
							})
						]
					}) : account.isPending || confirmation.pending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : null
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-language",
					title: t("settings.languageTitle"),
					children: /* @__PURE__ */ jsx(LanguageSwitcher, {
						hideLabel: true,
						hint: t("settings.languageHint")
					})
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-playback",
					title: t("shared:player.settings.title"),
					children: /* @__PURE__ */ jsx(PlaybackSettings, {})
				}),
				/* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }),
					children: /* @__PURE__ */ jsx(NotificationPreferences, {})
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-password",
					title: t("settings.passwordTitle"),
					children: /* @__PURE__ */ jsx(ChangePasswordForm, { email: account.data?.email })
				}),
				/* @__PURE__ */ jsxs(Panel, {
					id: "settings-email",
					title: t("settings.emailTitle"),
					children: [/* @__PURE__ */ jsx("p", {
						className: Settings_module_default.text,
						children: t("settings.emailIntro")
					}), /* @__PURE__ */ jsx(ChangeEmailForm, {})]
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-delete",
					title: t("settings.deleteTitle"),
					children: /* @__PURE__ */ jsx(DeleteAccount, {})
				})
			]
		})]
	});
}
var init_SettingsScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_accountApi();
	init_ChangeEmailForm();
	init_ChangePasswordForm();
	init_DeleteAccount();
	init_useEmailConfirmation();
	init_public$5();
	init_PlaybackSettings();
	init_Settings_module();
	init_Screen_module();
	init_SettingsScreen_module();
}));
// src/features/accounts/feature.tsx
init_feature();
init_paths$1();
var { screen: screen$11, define: define$9 } = featureOf("accounts", () => Promise.resolve().then(() => (init_i18n$11(), i18n_exports$10)).then((m) => m.strings));
var SignInScreen = screen$11(() => Promise.resolve().then(() => (init_SignInScreen(), SignInScreen_exports)).then((m) => m.SignInScreen));
var SignUpScreen = screen$11(() => Promise.resolve().then(() => (init_SignUpScreen(), SignUpScreen_exports)).then((m) => m.SignUpScreen));
var ResetPasswordScreen = screen$11(() => Promise.resolve().then(() => (init_ResetPasswordScreen(), ResetPasswordScreen_exports)).then((m) => m.ResetPasswordScreen));
var SettingsScreen = screen$11(() => Promise.resolve().then(() => (init_SettingsScreen(), SettingsScreen_exports)).then((m) => m.SettingsScreen));
/** Signing in and up, resetting the password, and the account settings (specs 000, 001). */
var accountsFeature = define$9({
	routes: [
		{
			path: "/sign-in",
			title: "signIn",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(SignInScreen, {})
		},
		{
			path: "/sign-up",
			title: "signUp",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(SignUpScreen, {})
		},
		{
			path: "/reset-password",
			title: "resetPassword",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(ResetPasswordScreen, {})
		},
		{
			path: "/password/reset",
			title: "resetPassword",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(ResetPasswordScreen, {})
		},
		{
			path: "/settings",
			title: "settings",
			guarded: true,
			element: /* @__PURE__ */ jsx(SettingsScreen, {})
		}
	],
	nav: [navEntry("settings", "settings", paths.settings, { menu: { order: 40 } })]
});
// src/features/profile/components/OwnerNav.module.css
var bar$1, list$11, link$1, active, OwnerNav_module_default;
var init_OwnerNav_module = __esmMin((() => {
	bar$1 = "_bar_148kq_1";
	list$11 = "_list_148kq_8";
	link$1 = "_link_148kq_17";
	active = "_active_148kq_32";
	OwnerNav_module_default = {
		bar: bar$1,
		list: list$11,
		link: link$1,
		active
	};
}));
// src/features/profile/components/OwnerNav.tsx
/**
* The owner navigation bar of an artist's pages (spec 001 §2): Profile, Songs, Events, Video
* Congratulations, Earnings and Subscribers. The spec marks Earnings 'Not available yet'; here it
* leads to the payments feature's Earnings page (issue 13 goes beyond the spec). Its strings are
* in the profile namespace, which every screen that shows it loads (see public.ts).
*/
function OwnerNav({ nickName }) {
	const { t } = useTranslation("profile");
	const base = paths.profile(nickName);
	const entries = [
		{
			to: base,
			label: t("ownerNav.profile"),
			end: true
		},
		{
			to: `${base}/songs`,
			label: t("ownerNav.songs"),
			end: false
		},
		{
			to: `${base}/events`,
			label: t("ownerNav.events"),
			end: false
		},
		{
			to: `${base}/video`,
			label: t("ownerNav.video"),
			end: false
		},
		{
			to: paths.earnings(nickName),
			label: t("ownerNav.earnings"),
			end: false
		},
		{
			to: `${base}/subscribers`,
			label: t("ownerNav.subscribers"),
			end: false
		}
	];
	const linkClass = ({ isActive }) => isActive ? `${OwnerNav_module_default.link} ${OwnerNav_module_default.active}` : OwnerNav_module_default.link;
	return /* @__PURE__ */ jsx("nav", {
		className: OwnerNav_module_default.bar,
		"aria-label": t("ownerNav.label"),
		children: /* @__PURE__ */ jsx("ul", {
			className: OwnerNav_module_default.list,
			children: entries.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: entry.to,
				end: entry.end,
				className: linkClass,
				children: entry.label
			}) }, entry.to))
		})
	});
}
var init_OwnerNav = __esmMin((() => {
	init_paths$1();
	init_OwnerNav_module();
}));
// src/features/profile/api/profileApi.ts
/** PATCH /profiles/{id} as multipart: text fields and, when changed, the cropped pictures. */
function updateProfile(client, profile, form) {
	return client.call(profiles.updateProfile, {
		params: { id: profile.uuid },
		body: form
	});
}
function updateServicePrices(client, uuid, body) {
	return client.call(profiles.updateServicePrices, {
		params: { uuid },
		body
	});
}
function inviteSubscriber(client, uuid, body) {
	return client.call(profiles.inviteSubscriber, {
		params: { uuid },
		body
	});
}
function acceptInvitation(client, key) {
	return client.call(profiles.acceptInvitation, { params: { key } });
}
var profiles, profileKeys, profileQueryOptions$1, servicePricesQueryOptions, subscribersQueryOptions;
var init_profileApi = __esmMin((() => {
	init_src$3();
	profiles = endpoints.profiles;
	profileKeys = {
		all: ["profile"],
		/** Nicknames are unique case-insensitively, so the key is too. */
		profile: (nickName) => ["profile", nickName.toLowerCase()],
		prices: (uuid) => ["service-prices", uuid],
		subscribers: (uuid, page) => [
			"subscribers",
			uuid,
			page
		]
	};
	profileQueryOptions$1 = (client, nickName) => queryOptions({
		queryKey: profileKeys.profile(nickName),
		queryFn: ({ signal }) => client.call(profiles.profile, {
			params: { id: nickName },
			signal
		}),
		meta: { handlesErrors: true },
		retry: false
	});
	servicePricesQueryOptions = (client, uuid) => queryOptions({
		queryKey: profileKeys.prices(uuid),
		queryFn: ({ signal }) => client.call(profiles.servicePrices, {
			params: { uuid },
			signal
		})
	});
	subscribersQueryOptions = (client, uuid, uiPage) => queryOptions({
		queryKey: profileKeys.subscribers(uuid, uiPage),
		queryFn: ({ signal }) => client.call(profiles.subscribers, {
			params: { uuid },
			query: {
				page: uiPageToApi(uiPage),
				size: pageSizes.default
			},
			signal
		})
	});
}));
// src/features/profile/api/useArtistPage.ts
/** The profile a page under /profile/{nickName} belongs to, and who is looking at it. */
function useArtistPage(nickName) {
	const { client, user } = useSession();
	const query = useQuery(profileQueryOptions$1(client, nickName));
	const profile = query.data;
	return {
		query,
		profile,
		isOwner: profile?.levelSubscription === "OWNER" || !!user && user.nickName.toLowerCase() === (profile?.nickName ?? nickName).toLowerCase(),
		isArtist: profile?.authorities.includes("ARTIST") ?? false
	};
}
var init_useArtistPage = __esmMin((() => {
	init_SessionContext();
	init_profileApi();
}));
// src/features/profile/i18n/en.ts
var en$9;
var init_en$9 = __esmMin((() => {
	en$9 = {
		titles: {
			profile: "Profile",
			subscribers: "Subscribers",
			invitation: "Invitation"
		},
		profile: {
			notFoundTitle: "Profile not found",
			notFoundText: "There is no profile with this nickname. It may have been renamed.",
			loadErrorTitle: "The profile could not be loaded",
			coverAlt: "Cover of {{name}}",
			avatarAlt: "{{name}}",
			judge: "Judge",
			edit: "Edit",
			socialLinks: "Social links",
			instagram: "Instagram",
			facebook: "Facebook",
			twitter: "Twitter",
			opensInNewTab: "(opens in a new tab)",
			actions: "Profile actions",
			posts: "Posts"
		},
		edit: {
			title: "Edit profile",
			save: "Save",
			saving: "Saving…",
			cancel: "Cancel",
			saved: "The profile has been saved",
			publicName: "Public name",
			nickName: "Nickname",
			nickNameHint: "Latin letters, digits, dots, hyphens and underscores; your page’s address.",
			nickNameFormat: "A nickname may hold only Latin letters, digits, dots, hyphens and underscores",
			description: "Description",
			instagram: "Instagram link",
			facebook: "Facebook link",
			twitter: "Twitter link",
			linkScheme: "A link must start with http:// or https://",
			maxChars: "Maximum number of characters - {{length}}/{{max}}",
			changeAvatar: "Change avatar",
			changeCover: "Change cover",
			pictureType: "The picture must be a PNG or JPEG image",
			pictureTooLarge: "The picture must be at most 6 MB",
			cropAvatar: "Crop the avatar",
			cropCover: "Crop the cover"
		},
		ownerNav: {
			label: "Artist navigation",
			profile: "Profile",
			songs: "Songs",
			events: "Events",
			video: "Video Congratulations",
			earnings: "Earnings",
			subscribers: "Subscribers",
			notAvailableYet: "Not available yet"
		},
		subscribers: {
			editPrices: "Edit prices",
			addSubscriber: "Add subscriber",
			promoCode: "Generate promo-code",
			search: "Search subscribers",
			searchPlaceholder: "Nickname",
			clearSearch: "Clear the search",
			empty: "You don't have any subscriber",
			noMatch: "No subscriber matches “{{query}}”",
			since: "Subscribed since {{date}}",
			list: "Subscribers",
			ownerOnly: "Only the artist sees their subscribers.",
			pages: "Subscriber pages"
		},
		prices: {
			title: "Edit prices",
			subscribePrice: "Subscription price, ₴ per month",
			videoPrice: "Video congratulation price, ₴",
			rules: "Rules for video congratulations",
			rulesHint: "What fans should know before ordering; may stay empty.",
			minPrice: "The price must be at least 1",
			save: "Save",
			saved: "The prices have been saved"
		},
		invite: {
			title: "Add subscriber",
			email: "E-mail",
			days: "Free subscription, days",
			send: "Send",
			sent: "Invite sended. You will get notification when user accept propose"
		},
		invitation: {
			accepting: "Accepting the invitation…",
			acceptedTitle: "You are subscribed",
			acceptedText: "Your free subscription to {{artist}} lasts until {{date}}.",
			openProfile: "Open the artist’s profile",
			failedTitle: "The invitation could not be accepted",
			missingKey: "This invitation link is incomplete. Open the link from the e-mail again."
		},
		common: { back: "Back" }
	};
}));
// src/features/profile/i18n/uk.ts
var uk$9;
var init_uk$9 = __esmMin((() => {
	uk$9 = {
		titles: {
			profile: "Профіль",
			subscribers: "Підписники",
			invitation: "Запрошення"
		},
		profile: {
			notFoundTitle: "Профіль не знайдено",
			notFoundText: "Профілю з таким нікнеймом немає. Можливо, його перейменували.",
			loadErrorTitle: "Не вдалося завантажити профіль",
			coverAlt: "Обкладинка профілю: {{name}}",
			avatarAlt: "{{name}}",
			judge: "Суддя",
			edit: "Редагувати",
			socialLinks: "Соціальні мережі",
			instagram: "Instagram",
			facebook: "Facebook",
			twitter: "Twitter",
			opensInNewTab: "(відкривається в новій вкладці)",
			actions: "Дії профілю",
			posts: "Дописи"
		},
		edit: {
			title: "Редагування профілю",
			save: "Зберегти",
			saving: "Збереження…",
			cancel: "Скасувати",
			saved: "Профіль збережено",
			publicName: "Публічне ім’я",
			nickName: "Нікнейм",
			nickNameHint: "Латинські літери, цифри, крапки, дефіси й підкреслення; це адреса вашої сторінки.",
			nickNameFormat: "Нікнейм може містити лише латинські літери, цифри, крапки, дефіси й підкреслення",
			description: "Опис",
			instagram: "Посилання на Instagram",
			facebook: "Посилання на Facebook",
			twitter: "Посилання на Twitter",
			linkScheme: "Посилання має починатися з http:// або https://",
			maxChars: "Максимальна кількість символів - {{length}}/{{max}}",
			changeAvatar: "Змінити аватар",
			changeCover: "Змінити обкладинку",
			pictureType: "Зображення має бути у форматі PNG або JPEG",
			pictureTooLarge: "Зображення має бути не більше 6 МБ",
			cropAvatar: "Обрізати аватар",
			cropCover: "Обрізати обкладинку"
		},
		ownerNav: {
			label: "Навігація артиста",
			profile: "Профіль",
			songs: "Пісні",
			events: "Події",
			video: "Відеопривітання",
			earnings: "Заробіток",
			subscribers: "Підписники",
			notAvailableYet: "Поки недоступно"
		},
		subscribers: {
			editPrices: "Змінити ціни",
			addSubscriber: "Додати підписника",
			promoCode: "Створити промокод",
			search: "Пошук підписників",
			searchPlaceholder: "Нікнейм",
			clearSearch: "Очистити пошук",
			empty: "У вас поки немає підписників",
			noMatch: "Жоден підписник не відповідає «{{query}}»",
			since: "Підписка з {{date}}",
			list: "Підписники",
			ownerOnly: "Підписників бачить лише сам артист.",
			pages: "Сторінки підписників"
		},
		prices: {
			title: "Зміна цін",
			subscribePrice: "Ціна підписки, ₴ на місяць",
			videoPrice: "Ціна відеопривітання, ₴",
			rules: "Правила відеопривітань",
			rulesHint: "Що варто знати шанувальникам перед замовленням; можна залишити порожнім.",
			minPrice: "Ціна має бути не менше 1",
			save: "Зберегти",
			saved: "Ціни збережено"
		},
		invite: {
			title: "Додати підписника",
			email: "Електронна пошта",
			days: "Безкоштовна підписка, днів",
			send: "Надіслати",
			sent: "Запрошення надіслано. Ви отримаєте сповіщення, коли користувач прийме пропозицію"
		},
		invitation: {
			accepting: "Приймаємо запрошення…",
			acceptedTitle: "Ви підписані",
			acceptedText: "Ваша безкоштовна підписка на {{artist}} діє до {{date}}.",
			openProfile: "Відкрити профіль артиста",
			failedTitle: "Не вдалося прийняти запрошення",
			missingKey: "Посилання на запрошення неповне. Відкрийте посилання з листа ще раз."
		},
		common: { back: "Назад" }
	};
}));
// src/features/profile/i18n/index.ts
var i18n_exports$8 = /* @__PURE__ */ __exportAll({ strings: () => strings$12 });
var strings$12;
var init_i18n$9 = __esmMin((() => {
	init_en$9();
	init_uk$9();
	strings$12 = {
		en: en$9,
		uk: uk$9
	};
}));
// src/features/profile/public.ts
var public_exports$1 = /* @__PURE__ */ __exportAll({
	OwnerNav: () => OwnerNav,
	profileKeys: () => profileKeys,
	profileQueryOptions: () => profileQueryOptions$1,
	profileStrings: () => profileStrings$1,
	useArtistPage: () => useArtistPage
});
var profileStrings$1;
var init_public$4 = __esmMin((() => {
	init_OwnerNav();
	init_useArtistPage();
	init_profileApi();
	profileStrings$1 = () => Promise.resolve().then(() => (init_i18n$9(), i18n_exports$8)).then((m) => m.strings);
}));
// src/features/catalogue/i18n/en.ts
var en$8;
var init_en$8 = __esmMin((() => {
	en$8 = {
		titles: {
			profileSongs: "Songs",
			playlist: "Playlist",
			createPlaylist: "New playlist",
			profileEvents: "Events",
			event: "Event"
		},
		content: {
			label: "Artist’s content",
			songs: "Songs",
			playlist: "Playlist",
			events: "Events",
			showAll: "Show all",
			addSong: "Add song",
			addPlaylist: "Add playlist",
			addEvent: "Add event"
		},
		songs: {
			mySongs: "My Songs",
			songs: "Songs",
			tabs: "Songs and playlists",
			songsTab: "Songs",
			playlistsTab: "Playlists",
			uploadSong: "Upload song",
			newPlaylist: "New playlist",
			emptyOwn: "You don't have any songs",
			emptyOther: "Artist doesn't have any songs",
			emptyPlaylistsOwn: "You don't have any play list",
			emptyPlaylistsOther: "Artist doesn't have any play list",
			list: "Songs",
			play: "Play {{name}}",
			pause: "Pause {{name}}",
			menu: "More actions for {{name}}",
			delete: "Delete",
			deleteTitle: "Delete the song?",
			deleteText: "“{{name}}” leaves your page and every playlist that holds it; a playlist left empty is deleted too.",
			deleted: "The song has been deleted",
			loadError: "The songs could not be loaded",
			processing: "Processing… {{percent}}%",
			failed: "Couldn't process: {{reason}}",
			pages: "Pages",
			back: "Back"
		},
		upload: {
			title: "Upload song",
			songName: "Song name",
			songNameRequired: "Song name is required",
			genre: "Genre",
			genreRequired: "Genre is required",
			chooseGenre: "Choose a genre",
			file: "Song file",
			fileHint: "mp3 or wav, up to 200 MB",
			fileRequired: "Choose a song file",
			fileType: "The song must be an MP3 or WAV file",
			fileTooLarge: "The song must be at most 200 MB",
			submit: "Upload",
			uploading: "Uploading…",
			uploaded: "The song has been uploaded"
		},
		share: {
			share: "Share",
			embed: "Embed",
			copyLink: "Copy link",
			copyEmbed: "Copy embed code",
			linkCopied: "Link copied",
			embedCopied: "Embed code copied: paste it into your site",
			failed: "Could not copy: your browser did not allow it"
		},
		playlist: {
			songCount: "Songs: {{count}}",
			search: "Search in the playlist",
			searchPlaceholder: "Song name",
			clearSearch: "Clear the search",
			noMatch: "No song matches “{{query}}”",
			alsoListen: "Also listen",
			notFoundTitle: "Playlist not found",
			coverAlt: "Cover of the playlist {{name}}",
			playAll: "Play"
		},
		create: {
			name: "Playlist name",
			description: "Description",
			cover: "Cover",
			coverHint: "jpeg or png, up to 6 MB; cropped square",
			chooseCover: "Choose a cover",
			changeCover: "Change the cover",
			available: "Your songs",
			added: "In the playlist",
			add: "Add {{name}}",
			remove: "Remove {{name}}",
			noAvailable: "Every song is in the playlist",
			noneAdded: "Add at least one song to the playlist",
			noSongs: "Upload a song first: a playlist is made of your songs.",
			submit: "Create",
			creating: "Creating…",
			created: "The playlist has been created",
			cropTitle: "Crop the cover",
			onlyArtists: "Only artists make playlists."
		},
		events: {
			createEvent: "Create event",
			emptyOwn: "You don't have any events",
			emptyOther: "Artist doesn't have any events",
			list: "Events",
			coverAlt: "Cover of {{title}}",
			buyTickets: "Buy tickets",
			alsoIn: "Also in",
			notFoundTitle: "Event not found",
			startsAt: "Starts"
		},
		newEvent: {
			title: "New event",
			eventTitle: "Title",
			description: "Description",
			date: "Date",
			time: "Time",
			link: "Ticket link",
			linkHint: "Optional; starts with http:// or https://",
			linkScheme: "A link must start with http:// or https://",
			cover: "Cover",
			coverHint: "jpeg or png, up to 6 MB",
			chooseCover: "Choose a cover",
			timeFormat: "Enter the time as HH:MM on a 24-hour clock",
			timePlaceholder: "HH:MM",
			inPast: "The event cannot start in the past",
			done: "Done",
			submitting: "Saving…",
			created: "The event has been created"
		},
		common: {
			required: "This field is required",
			maxChars: "Maximum number of characters - {{length}}/{{max}}",
			pictureType: "The cover must be a PNG or JPEG image",
			pictureTooLarge: "The cover must be at most 6 MB",
			cancel: "Cancel"
		}
	};
}));
// src/features/catalogue/i18n/uk.ts
var uk$8;
var init_uk$8 = __esmMin((() => {
	uk$8 = {
		titles: {
			profileSongs: "Пісні",
			playlist: "Плейлист",
			createPlaylist: "Новий плейлист",
			profileEvents: "Події",
			event: "Подія"
		},
		content: {
			label: "Творчість артиста",
			songs: "Пісні",
			playlist: "Плейлисти",
			events: "Події",
			showAll: "Показати все",
			addSong: "Додати пісню",
			addPlaylist: "Додати плейлист",
			addEvent: "Додати подію"
		},
		songs: {
			mySongs: "Мої пісні",
			songs: "Пісні",
			tabs: "Пісні та плейлисти",
			songsTab: "Пісні",
			playlistsTab: "Плейлисти",
			uploadSong: "Завантажити пісню",
			newPlaylist: "Новий плейлист",
			emptyOwn: "У вас поки немає пісень",
			emptyOther: "В артиста поки немає пісень",
			emptyPlaylistsOwn: "У вас поки немає плейлистів",
			emptyPlaylistsOther: "В артиста поки немає плейлистів",
			list: "Пісні",
			play: "Слухати «{{name}}»",
			pause: "Пауза: «{{name}}»",
			menu: "Інші дії з «{{name}}»",
			delete: "Видалити",
			deleteTitle: "Видалити пісню?",
			deleteText: "«{{name}}» зникне з вашої сторінки й з усіх плейлистів; плейлист, що лишиться порожнім, теж буде видалено.",
			deleted: "Пісню видалено",
			loadError: "Не вдалося завантажити пісні",
			processing: "Обробка… {{percent}}%",
			failed: "Не вдалося обробити: {{reason}}",
			pages: "Сторінки",
			back: "Назад"
		},
		upload: {
			title: "Завантажити пісню",
			songName: "Назва пісні",
			songNameRequired: "Вкажіть назву пісні",
			genre: "Жанр",
			genreRequired: "Оберіть жанр",
			chooseGenre: "Оберіть жанр",
			file: "Файл пісні",
			fileHint: "mp3 або wav, до 200 МБ",
			fileRequired: "Оберіть файл пісні",
			fileType: "Пісня має бути файлом MP3 або WAV",
			fileTooLarge: "Пісня має бути не більше 200 МБ",
			submit: "Завантажити",
			uploading: "Завантаження…",
			uploaded: "Пісню завантажено"
		},
		share: {
			share: "Поділитися",
			embed: "Вбудувати",
			copyLink: "Копіювати посилання",
			copyEmbed: "Копіювати код для вбудовування",
			linkCopied: "Посилання скопійовано",
			embedCopied: "Код скопійовано: вставте його на свій сайт",
			failed: "Не вдалося скопіювати: браузер не дозволив"
		},
		playlist: {
			songCount: "Пісень: {{count}}",
			search: "Пошук у плейлисті",
			searchPlaceholder: "Назва пісні",
			clearSearch: "Очистити пошук",
			noMatch: "Жодна пісня не відповідає «{{query}}»",
			alsoListen: "Послухайте також",
			notFoundTitle: "Плейлист не знайдено",
			coverAlt: "Обкладинка плейлиста {{name}}",
			playAll: "Слухати"
		},
		create: {
			name: "Назва плейлиста",
			description: "Опис",
			cover: "Обкладинка",
			coverHint: "jpeg або png, до 6 МБ; обрізається квадратом",
			chooseCover: "Обрати обкладинку",
			changeCover: "Змінити обкладинку",
			available: "Ваші пісні",
			added: "У плейлисті",
			add: "Додати «{{name}}»",
			remove: "Прибрати «{{name}}»",
			noAvailable: "Усі пісні вже в плейлисті",
			noneAdded: "Додайте до плейлиста хоча б одну пісню",
			noSongs: "Спершу завантажте пісню: плейлист складається з ваших пісень.",
			submit: "Створити",
			creating: "Створення…",
			created: "Плейлист створено",
			cropTitle: "Обрізати обкладинку",
			onlyArtists: "Плейлисти створюють лише артисти."
		},
		events: {
			createEvent: "Створити подію",
			emptyOwn: "У вас поки немає подій",
			emptyOther: "В артиста поки немає подій",
			list: "Події",
			coverAlt: "Обкладинка події {{title}}",
			buyTickets: "Купити квитки",
			alsoIn: "Також",
			notFoundTitle: "Подію не знайдено",
			startsAt: "Початок"
		},
		newEvent: {
			title: "Нова подія",
			eventTitle: "Назва",
			description: "Опис",
			date: "Дата",
			time: "Час",
			link: "Посилання на квитки",
			linkHint: "Необов’язково; починається з http:// або https://",
			linkScheme: "Посилання має починатися з http:// або https://",
			cover: "Обкладинка",
			coverHint: "jpeg або png, до 6 МБ",
			chooseCover: "Обрати обкладинку",
			timeFormat: "Вкажіть час як ГГ:ХХ у 24-годинному форматі",
			timePlaceholder: "ГГ:ХХ",
			inPast: "Подія не може починатися в минулому",
			done: "Готово",
			submitting: "Збереження…",
			created: "Подію створено"
		},
		common: {
			required: "Це поле обов’язкове",
			maxChars: "Максимальна кількість символів - {{length}}/{{max}}",
			pictureType: "Обкладинка має бути у форматі PNG або JPEG",
			pictureTooLarge: "Обкладинка має бути не більше 6 МБ",
			cancel: "Скасувати"
		}
	};
}));
// src/features/catalogue/i18n/index.ts
var i18n_exports$7 = /* @__PURE__ */ __exportAll({ strings: () => strings$11 });
var strings$11;
var init_i18n$8 = __esmMin((() => {
	init_en$8();
	init_uk$8();
	strings$11 = {
		en: en$8,
		uk: uk$8
	};
}));
// src/features/catalogue/api/catalogueApi.ts
function createSong(client, uuid, form) {
	return client.call(catalogue.createSong, {
		params: { uuid },
		body: form
	});
}
function deleteSong(client, uuid, songId) {
	return client.call(catalogue.deleteSong, { params: {
		uuid,
		songId: String(songId)
	} });
}
function createPlaylist(client, uuid, form) {
	return client.call(catalogue.createPlaylist, {
		params: { uuid },
		body: form
	});
}
function createEvent(client, uuid, form) {
	return client.call(catalogue.createEvent, {
		params: { uuid },
		body: form
	});
}
var catalogue, catalogueKeys, whileProcessing, productsQueryOptions, songsQueryOptions, playlistsQueryOptions, playlistQueryOptions, eventsQueryOptions, eventQueryOptions, genresQueryOptions$2;
var init_catalogueApi = __esmMin((() => {
	init_src$3();
	catalogue = endpoints.catalogue;
	catalogueKeys = {
		artist: (uuid) => ["catalogue", uuid],
		products: (uuid) => [
			"catalogue",
			uuid,
			"products"
		],
		songs: (uuid, page, size) => [
			"catalogue",
			uuid,
			"songs",
			page,
			size
		],
		playlists: (uuid, page, size) => [
			"catalogue",
			uuid,
			"playlists",
			page,
			size
		],
		playlist: (uuid, id) => [
			"catalogue",
			uuid,
			"playlist",
			id
		],
		events: (uuid, page) => [
			"catalogue",
			uuid,
			"events",
			page
		],
		event: (uuid, id) => [
			"catalogue",
			uuid,
			"event",
			id
		]
	};
	whileProcessing = (songs) => songs?.some((song) => song.media?.status === "PROCESSING") ? 2e3 : false;
	productsQueryOptions = (client, uuid) => queryOptions({
		queryKey: catalogueKeys.products(uuid),
		queryFn: ({ signal }) => client.call(catalogue.products, {
			params: { uuid },
			signal
		}),
		refetchInterval: (query) => whileProcessing(query.state.data?.songs)
	});
	songsQueryOptions = (client, uuid, uiPage, size = pageSizes.default) => queryOptions({
		queryKey: catalogueKeys.songs(uuid, uiPage, size),
		queryFn: ({ signal }) => client.call(catalogue.songs, {
			params: { uuid },
			query: {
				page: uiPageToApi(uiPage),
				size
			},
			signal
		})
	});
	playlistsQueryOptions = (client, uuid, uiPage, size = pageSizes.songsTabPlaylists) => queryOptions({
		queryKey: catalogueKeys.playlists(uuid, uiPage, size),
		queryFn: ({ signal }) => client.call(catalogue.playlists, {
			params: { uuid },
			query: {
				page: uiPageToApi(uiPage),
				size
			},
			signal
		})
	});
	playlistQueryOptions = (client, uuid, id) => queryOptions({
		queryKey: catalogueKeys.playlist(uuid, id),
		queryFn: ({ signal }) => client.call(catalogue.playlist, {
			params: {
				uuid,
				id: String(id)
			},
			signal
		}),
		meta: { handlesErrors: true },
		retry: false
	});
	eventsQueryOptions = (client, uuid, uiPage) => queryOptions({
		queryKey: catalogueKeys.events(uuid, uiPage),
		queryFn: ({ signal }) => client.call(catalogue.events, {
			params: { uuid },
			query: {
				page: uiPageToApi(uiPage),
				size: pageSizes.events
			},
			signal
		})
	});
	eventQueryOptions = (client, uuid, id) => queryOptions({
		queryKey: catalogueKeys.event(uuid, id),
		queryFn: ({ signal }) => client.call(catalogue.event, {
			params: {
				uuid,
				id: String(id)
			},
			signal
		}),
		meta: { handlesErrors: true },
		retry: false
	});
	genresQueryOptions$2 = (client) => queryOptions({
		queryKey: ["genres"],
		queryFn: ({ signal }) => client.getGenres({ signal }),
		staleTime: Infinity
	});
}));
// src/shared/ui/RetryButton.tsx
/** "Retry" under a screen or list that failed to load: asks again. */
function RetryButton({ onRetry }) {
	const { t } = useTranslation("shared");
	return /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: onRetry,
		children: t("common.retry")
	});
}
var init_RetryButton = __esmMin((() => {
	init_src$1();
}));
// src/features/catalogue/components/ArtistPage.tsx
/**
* The frame of the pages under /profile/{nickName}/…: resolves the artist from the nickname,
* shows the owner navigation bar to the owner and, to everyone else below 1200 px, a back
* button (spec 001 §2, §9).
*/
function ArtistPage({ title, actions, children }) {
	const { nickName = "" } = useParams();
	const { t } = useTranslation([
		"catalogue",
		"profile",
		"shared"
	]);
	const navigate = useNavigate();
	const narrow = useMediaQuery(mediaQueries.below.desktop);
	const { query, profile, isOwner, isArtist } = useArtistPage(nickName);
	if (query.isPending || query.isError || !profile) {
		const notFound = query.error instanceof ApiError && query.error.status === 404;
		return /* @__PURE__ */ jsxs(Container, {
			className: Screen_module_default.page,
			children: [/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: title({
					isOwner: false,
					isArtist: false
				})
			}), query.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : /* @__PURE__ */ jsx(EmptyState, {
				title: notFound ? t("profile:profile.notFoundTitle") : t("profile:profile.loadErrorTitle"),
				action: notFound ? void 0 : /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void query.refetch() })
			})]
		});
	}
	const context = {
		profile,
		isOwner,
		isArtist
	};
	const back = () => {
		if (window.history.state?.idx > 0) navigate(-1);
		else navigate(paths.profile(profile.nickName));
	};
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			isOwner && isArtist && /* @__PURE__ */ jsx(OwnerNav, { nickName: profile.nickName }),
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: title(context),
				subtitle: isOwner ? void 0 : profile.publicName,
				onBack: !isOwner && narrow ? back : void 0,
				backLabel: t("songs.back"),
				actions: actions?.(context)
			}),
			children(context)
		]
	});
}
var init_ArtistPage = __esmMin((() => {
	init_src$2();
	init_src$1();
	init_public$4();
	init_paths$1();
	init_Screen_module();
	init_RetryButton();
}));
// src/shared/format/format.ts
/**
* The API sends times as 'YYYY-MM-DD HH:MM[:SS]' with no zone (spec 001 §3, 002 §3: read as UTC),
* or as ISO strings. Both become a Date; anything unreadable becomes null.
*/
function parseApiDate(value) {
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
	if (typeof value === "number") return new Date(value);
	const trimmed = value.trim();
	const zoneless = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(trimmed);
	const date = zoneless ? /* @__PURE__ */ new Date(`${zoneless[1]}T${zoneless[2] ?? "00:00"}Z`) : new Date(trimmed);
	return Number.isNaN(date.getTime()) ? null : date;
}
function memo(key, create) {
	let formatter = cache$1.get(key);
	if (!formatter) {
		formatter = create();
		cache$1.set(key, formatter);
	}
	return formatter;
}
function dateTimeFormat(language, options) {
	return memo(`dt|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), options));
}
/** A formatter for API dates with the given fields; an unreadable date formats as ''. */
function dateFormatter(fields) {
	return (value, language, options = {}) => {
		const date = parseApiDate(value);
		if (!date) return "";
		return dateTimeFormat(language, {
			...fields,
			timeZone: options.timeZone
		}).format(date);
	};
}
/** The calendar day of `date` in the zone, as a day number (so days can be subtracted). */
function dayNumber(date, timeZone) {
	const parts = dateTimeFormat("en", {
		year: "numeric",
		month: "numeric",
		day: "numeric",
		timeZone
	}).formatToParts(date);
	const part = (type) => Number(parts.find((item) => item.type === type)?.value);
	return Date.UTC(part("year"), part("month") - 1, part("day")) / 864e5;
}
/**
* A conversation's last message as messengers stamp it: the time today, the weekday within the
* past week, the day and month this year, the full short date before that.
*/
function formatChatStamp(value, language, now = /* @__PURE__ */ new Date(), options = {}) {
	const date = parseApiDate(value);
	if (!date) return "";
	const { timeZone } = options;
	const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
	if (daysAgo <= 0) return dateTimeFormat(language, {
		...clock,
		timeZone
	}).format(date);
	if (daysAgo < 7) return dateTimeFormat(language, {
		weekday: "short",
		timeZone
	}).format(date);
	const sameYear = dateTimeFormat("en", {
		year: "numeric",
		timeZone
	});
	if (sameYear.format(date) === sameYear.format(now)) return dateTimeFormat(language, {
		day: "numeric",
		month: "short",
		timeZone
	}).format(date);
	return dateTimeFormat(language, {
		day: "2-digit",
		month: "2-digit",
		year: "numeric",
		timeZone
	}).format(date);
}
/** Song lengths arrive in seconds and show as m:ss (spec 000 §3); an hour or more as h:mm:ss. */
function formatDuration(totalSeconds) {
	const seconds = Math.max(0, Math.floor(totalSeconds));
	const hours = Math.floor(seconds / 3600);
	const minutes = Math.floor(seconds % 3600 / 60);
	const rest = String(seconds % 60).padStart(2, "0");
	return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
var locales, intlLocale, cache$1, longDate, clock, formatDate, formatShortDate, formatTime, formatDateTime;
var init_format$1 = __esmMin((() => {
	init_money_format();
	locales = {
		uk: "uk-UA",
		en: "en-GB"
	};
	intlLocale = (language) => locales[language];
	cache$1 = /* @__PURE__ */ new Map();
	longDate = {
		day: "numeric",
		month: "long",
		year: "numeric"
	};
	clock = {
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23"
	};
	formatDate = dateFormatter(longDate);
	formatShortDate = dateFormatter({
		day: "2-digit",
		month: "2-digit",
		year: "numeric"
	});
	formatTime = dateFormatter(clock);
	formatDateTime = dateFormatter({
		...longDate,
		...clock
	});
}));
// src/features/catalogue/components/Cards.module.css
var grid$2, wide$1, card$4, title$4, meta$3, Cards_module_default;
var init_Cards_module = __esmMin((() => {
	grid$2 = "_grid_1bpye_1";
	wide$1 = "_wide_1bpye_10";
	card$4 = "_card_1bpye_14";
	title$4 = "_title_1bpye_21";
	meta$3 = "_meta_1bpye_33";
	Cards_module_default = {
		grid: grid$2,
		wide: wide$1,
		card: card$4,
		title: title$4,
		meta: meta$3
	};
}));
// src/features/catalogue/components/Cards.tsx
/** A playlist as a square cover with its name and song count (spec 001 §3 Playlist). */
function PlaylistCard({ playlist, nickName }) {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ jsxs(Link, {
		to: playlistPath(nickName, playlist.id),
		className: Cards_module_default.card,
		children: [
			/* @__PURE__ */ jsx(Cover, {
				src: playlist.playListCoverThumbnail,
				alt: "",
				ratio: cropRatios.square
			}),
			/* @__PURE__ */ jsx("span", {
				className: Cards_module_default.title,
				children: playlist.playListName
			}),
			/* @__PURE__ */ jsx("span", {
				className: Cards_module_default.meta,
				children: t("playlist.songCount", { count: playlist.totalSong })
			})
		]
	});
}
/** An event as its cover, title and start (spec 001 §3 Event). */
function EventCard({ event, nickName }) {
	const [language] = useLanguage();
	return /* @__PURE__ */ jsxs(Link, {
		to: eventPath$1(nickName, event.id),
		className: Cards_module_default.card,
		children: [
			/* @__PURE__ */ jsx(Cover, {
				src: event.eventCoverThumbnail,
				alt: "",
				ratio: cropRatios.postCover
			}),
			/* @__PURE__ */ jsx("span", {
				className: Cards_module_default.title,
				children: event.eventTitle
			}),
			/* @__PURE__ */ jsx("time", {
				className: Cards_module_default.meta,
				dateTime: event.eventStartAt.replace(" ", "T") + "Z",
				children: formatDateTime(event.eventStartAt, language)
			})
		]
	});
}
/** A responsive grid of cards. */
function CardGrid({ children, label, wide = false }) {
	return /* @__PURE__ */ jsx("ul", {
		className: `${Cards_module_default.grid} ${wide ? Cards_module_default.wide : ""}`,
		"aria-label": label,
		children
	});
}
var playlistPath, eventPath$1;
var init_Cards = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_format$1();
	init_i18n$12();
	init_paths$1();
	init_Cards_module();
	playlistPath = (nickName, id) => `${paths.profile(nickName)}/playlist/${id}`;
	eventPath$1 = (nickName, id) => `${paths.profile(nickName)}/events/${id}`;
}));
// src/features/catalogue/components/Paged.module.css
var pagination$4, Paged_module_default;
var init_Paged_module = __esmMin((() => {
	pagination$4 = "_pagination_f9jhj_1";
	Paged_module_default = { pagination: pagination$4 };
}));
// src/shared/ui/Pager.tsx
/**
* The design system's Pagination in the reader's language: every list pages with the same words
* (previous, next, page N); `label` names what the list pages, for the navigation landmark.
*/
function Pager(props) {
	const { t } = useTranslation("shared");
	return /* @__PURE__ */ jsx(Pagination, {
		...props,
		previousLabel: t("pages.previous"),
		nextLabel: t("pages.next"),
		pageLabel: (page) => t("pages.page", { page })
	});
}
var init_Pager = __esmMin((() => {
	init_src$1();
}));
// src/features/catalogue/components/Paged.tsx
/** The spec's pagination under a list: 7 visible page buttons, hidden for a single page. */
function PagedNav({ page, totalPages, onPageChange }) {
	const { t } = useTranslation("catalogue");
	if (totalPages <= 1) return null;
	return /* @__PURE__ */ jsx(Pager, {
		className: Paged_module_default.pagination,
		page,
		totalPages,
		onPageChange: (next) => {
			onPageChange(next);
			window.scrollTo({ top: 0 });
		},
		maxButtons: 7,
		label: t("songs.pages")
	});
}
var init_Paged = __esmMin((() => {
	init_Paged_module();
	init_Pager();
}));
// src/shared/i18n/referenceLabels.ts
/** uk: nameUk, else the static string, else name; en: name, else the static string; the code last. */
function pickLabel(ukrainian, entry, fallback, code) {
	return (ukrainian ? entry?.nameUk || fallback || entry?.name : entry?.name || fallback) || code;
}
/**
* The label of an era code in the current language from GET /api/v1/eras, so a console edit
* reaches users; `namespace` holds the feature's static `eras.<CODE>` strings, shown while the
* list loads or if it fails.
*/
function useEraLabel(namespace, { fetch = true } = {}) {
	const { client } = useSession();
	const { t } = useTranslation(namespace);
	const ukrainian = useLanguage()[0] === "uk";
	const list = useQuery({
		...eraListQuery(client),
		enabled: fetch,
		meta: { handlesErrors: true }
	}).data;
	return useCallback((code) => pickLabel(ukrainian, list?.find((entry) => entry.value === code), t(`eras.${code}`, { defaultValue: "" }), code), [
		list,
		t,
		ukrainian
	]);
}
/**
* The label of a genre code (a song's, a legend's) in the current language from GET
* /api/v1/genres; the shared static strings while the list loads or if it fails.
*/
function useGenreCodeLabel({ fetch = true } = {}) {
	const { client } = useSession();
	const { t } = useTranslation("shared");
	const ukrainian = useLanguage()[0] === "uk";
	const list = useQuery({
		...genreListQuery(client),
		enabled: fetch,
		meta: { handlesErrors: true }
	}).data;
	return useCallback((code) => pickLabel(ukrainian, list?.find((entry) => entry.value === code), t(`genres.${code}`, { defaultValue: "" }), code), [
		list,
		t,
		ukrainian
	]);
}
var referenceStaleTime, genreListQuery, eraListQuery;
var init_referenceLabels = __esmMin((() => {
	init_SessionContext();
	init_i18n$12();
	referenceStaleTime = 36e5;
	genreListQuery = (client) => queryOptions({
		queryKey: ["genres"],
		queryFn: ({ signal }) => client.getGenres({ signal }),
		staleTime: referenceStaleTime
	});
	eraListQuery = (client) => queryOptions({
		queryKey: ["eras"],
		queryFn: ({ signal }) => client.getEras({ signal }),
		staleTime: referenceStaleTime
	});
}));
// src/shared/ui/RowMenu.module.css
var menu, list$10, item$3, danger, RowMenu_module_default;
var init_RowMenu_module = __esmMin((() => {
	menu = "_menu_183vv_1";
	list$10 = "_list_183vv_5";
	item$3 = "_item_183vv_20";
	danger = "_danger_183vv_38";
	RowMenu_module_default = {
		menu,
		list: list$10,
		item: item$3,
		danger
	};
}));
// src/shared/ui/RowMenu.tsx
/**
* A list row's small menu (a song's queue, share and delete actions): opens from one icon button,
* closes on a choice, Escape or a click outside, and focuses its first item so keyboards can use it.
*/
function RowMenu({ label, icon, items, className }) {
	const [open, setOpen] = useState(false);
	const rootRef = useRef(null);
	useEffect(() => {
		if (!open) return;
		const close = (event) => {
			if (!rootRef.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener("mousedown", close);
		return () => document.removeEventListener("mousedown", close);
	}, [open]);
	const onKeyDown = (event) => {
		if (event.key === "Escape") setOpen(false);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: `${RowMenu_module_default.menu} ${className ?? ""}`,
		ref: rootRef,
		children: [/* @__PURE__ */ jsx(IconButton, {
			label,
			icon,
			size: "sm",
			"aria-expanded": open,
			"aria-haspopup": "menu",
			onClick: () => setOpen((value) => !value),
			onKeyDown
		}), open && /* @__PURE__ */ jsx("ul", {
			className: RowMenu_module_default.list,
			role: "menu",
			children: items.map((item, index) => /* @__PURE__ */ jsx("li", {
				role: "none",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					role: "menuitem",
					className: item.danger ? `${RowMenu_module_default.item} ${RowMenu_module_default.danger}` : RowMenu_module_default.item,
					autoFocus: index === 0,
					onClick: () => {
						setOpen(false);
						item.onSelect();
					},
					onKeyDown,
					children: item.label
				})
			}, item.label))
		})]
	});
}
var init_RowMenu = __esmMin((() => {
	init_src$1();
	init_RowMenu_module();
}));
// src/shared/player/QueueMenu.tsx
/** A song row's 'Play next' and 'Add to queue', in a small menu so the row keeps its one Play button. */
function QueueMenu({ track, className }) {
	const { t } = useTranslation();
	const player = usePlayer();
	const toast = useToast();
	if (!track) return null;
	const choose = (action) => {
		player[action](track);
		toast.show({ message: t(action === "playNext" ? "player.queuedNext" : "player.queued", { name: track.title }) });
	};
	return /* @__PURE__ */ jsx(RowMenu, {
		className,
		label: t("player.queueMenu", { name: track.title }),
		icon: /* @__PURE__ */ jsx(Icon, { name: "plus" }),
		items: [{
			label: t("player.playNext"),
			onSelect: () => choose("playNext")
		}, {
			label: t("player.addToQueue"),
			onSelect: () => choose("addToQueue")
		}]
	});
}
var init_QueueMenu = __esmMin((() => {
	init_src$1();
	init_RowMenu();
	init_PlayerContext();
}));
// src/features/catalogue/components/SongList.module.css
var list$9, row$4, current, position, name$5, title$3, genre$1, length$2, actions$5, SongList_module_default;
var init_SongList_module = __esmMin((() => {
	list$9 = "_list_xzfha_1";
	row$4 = "_row_xzfha_9";
	current = "_current_xzfha_24";
	position = "_position_xzfha_32";
	name$5 = "_name_xzfha_39";
	title$3 = "_title_xzfha_44";
	genre$1 = "_genre_xzfha_51";
	length$2 = "_length_xzfha_56";
	actions$5 = "_actions_xzfha_62";
	SongList_module_default = {
		list: list$9,
		row: row$4,
		current,
		position,
		name: name$5,
		title: title$3,
		genre: genre$1,
		length: length$2,
		actions: actions$5
	};
}));
// src/features/catalogue/components/useShareLink.ts
/**
* "Share" and "Embed" (issue 35): copy a song's or playlist's link, or the iframe of its
* embeddable player (the same markup the server's oEmbed answers), and say so in a toast.
*/
function useShareLink() {
	const { t } = useTranslation("catalogue");
	const toast = useToast();
	const origin = window.location.origin;
	const copy = async (text, done) => {
		try {
			await navigator.clipboard.writeText(text);
			toast.show({
				message: done,
				tone: "success"
			});
		} catch {
			toast.show({
				message: t("share.failed"),
				tone: "error"
			});
		}
	};
	return {
		copyLink: (shared) => copy(origin + (shared.kind === "song" ? songSharePath(shared.nickName, shared.id) : playlistSharePath(shared.nickName, shared.id)), t("share.linkCopied")),
		copyEmbed: (shared) => {
			const { width, height } = embedSizes[shared.kind];
			const src = origin + (shared.kind === "song" ? embedPaths.song(shared.id) : embedPaths.playlist(shared.id));
			return copy(embedIframe(src, width, height, shared.title), t("share.embedCopied"));
		}
	};
}
var init_useShareLink = __esmMin((() => {
	init_src$1();
	init_src$3();
}));
// src/features/catalogue/components/SongList.tsx
function songTrack$1(song) {
	return {
		id: `song:${song.id}`,
		title: song.songName,
		artist: song.author.nickName,
		src: song.songUrl ?? "",
		media: song.media
	};
}
/**
* Songs with play buttons (spec 000 §3 Song: name, genre, mm:ss). Playing goes through the app's
* one player with the whole list as the queue, so the songs follow each other and starting one
* pauses whatever played before.
*/
function SongList({ songs, isOwner = false, label }) {
	const queue = songs.filter((song) => song.songUrl && playable(song)).map(songTrack$1);
	return /* @__PURE__ */ jsx("ol", {
		className: SongList_module_default.list,
		"aria-label": label,
		children: songs.map((song, index) => /* @__PURE__ */ jsx(SongRow$2, {
			song,
			position: index + 1,
			queue,
			isOwner
		}, song.id))
	});
}
function SongRow$2({ song, position, queue, isOwner }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const genreLabel = useGenreCodeLabel();
	const player = usePlayer();
	const track = songTrack$1(song);
	const current = player.isCurrent(track.id);
	const playing = current && player.playing;
	const name = song.songName;
	return /* @__PURE__ */ jsxs("li", {
		className: `${SongList_module_default.row} ${current ? SongList_module_default.current : ""}`,
		"data-testid": "song-row",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: SongList_module_default.position,
				"aria-hidden": "true",
				children: position
			}),
			/* @__PURE__ */ jsx(IconButton, {
				label: playing ? t("songs.pause", { name }) : t("songs.play", { name }),
				icon: /* @__PURE__ */ jsx(Icon, { name: playing ? "pause" : "play" }),
				pressed: playing,
				variant: current ? "primary" : "secondary",
				size: "sm",
				disabled: !song.songUrl || !playable(song),
				onClick: () => current ? player.toggle() : player.play(track, queue)
			}),
			/* @__PURE__ */ jsxs("span", {
				className: SongList_module_default.name,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: SongList_module_default.title,
						children: name
					}),
					/* @__PURE__ */ jsx("span", {
						className: SongList_module_default.genre,
						children: genreLabel(song.genre)
					}),
					song.media?.status === "PROCESSING" && /* @__PURE__ */ jsx("span", {
						className: SongList_module_default.genre,
						role: "status",
						"data-testid": "song-processing",
						children: t("songs.processing", { percent: Math.round(song.media.processingProgress ?? 0) })
					}),
					song.media?.status === "FAILED" && /* @__PURE__ */ jsx("span", {
						className: SongList_module_default.genre,
						role: "alert",
						"data-testid": "song-failed",
						children: t("songs.failed", { reason: song.media.statusReason ?? "" })
					})
				]
			}),
			/* @__PURE__ */ jsx("span", {
				className: SongList_module_default.length,
				children: formatDuration(song.lengthOfSong)
			}),
			/* @__PURE__ */ jsxs("span", {
				className: SongList_module_default.actions,
				children: [/* @__PURE__ */ jsx(QueueMenu, { track: song.songUrl ? track : null }), /* @__PURE__ */ jsx(SongMenu, {
					song,
					isOwner
				})]
			})
		]
	});
}
/** Share and Embed for everyone; Delete for the owner. */
function SongMenu({ song, isOwner }) {
	const share = useShareLink();
	const shared = {
		kind: "song",
		id: song.id,
		nickName: song.author.nickName,
		title: song.songName
	};
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const queryClient = useQueryClient();
	const toast = useToast();
	const [confirming, setConfirming] = useState(false);
	const mutation = useMutation({
		mutationFn: () => deleteSong(client, song.author.uuid, song.id),
		onSuccess: async () => {
			setConfirming(false);
			toast.show({
				message: t("songs.deleted"),
				tone: "success"
			});
			await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(song.author.uuid) });
		}
	});
	const items = [{
		label: t("share.copyLink"),
		onSelect: () => void share.copyLink(shared)
	}, {
		label: t("share.copyEmbed"),
		onSelect: () => void share.copyEmbed(shared)
	}];
	if (isOwner) items.push({
		label: t("songs.delete"),
		onSelect: () => setConfirming(true),
		danger: true
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RowMenu, {
		label: t("songs.menu", { name: song.songName }),
		icon: /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: "⋯"
		}),
		items
	}), /* @__PURE__ */ jsx(ConfirmPopup, {
		open: confirming,
		title: t("songs.deleteTitle"),
		message: t("songs.deleteText", { name: song.songName }),
		confirmLabel: t("songs.delete"),
		cancelLabel: t("common.cancel"),
		danger: true,
		loading: mutation.isPending,
		onConfirm: () => mutation.mutate(),
		onCancel: () => setConfirming(false)
	})] });
}
var playable;
var init_SongList = __esmMin((() => {
	init_src$1();
	init_format$1();
	init_referenceLabels();
	init_PlayerContext();
	init_QueueMenu();
	init_SessionContext();
	init_RowMenu();
	init_catalogueApi();
	init_SongList_module();
	init_useShareLink();
	playable = (song) => !song.media || song.media.status === "READY";
}));
// src/shared/ui/useFilePickerLabels.ts
/** The words of the design system's FilePicker in the app's language, the same at every upload. */
function useFilePickerLabels() {
	const { t } = useTranslation("shared");
	return {
		choose: t("filePicker.choose"),
		drop: t("filePicker.drop"),
		change: t("filePicker.change"),
		progress: t("filePicker.progress")
	};
}
var init_useFilePickerLabels = __esmMin((() => {}));
// src/shared/i18n/useGenreLabel.ts
/**
* The label of a genre entry from GET /api/v1/genres in the current language, so a label edited
* in the console reaches users: in Ukrainian the entry's nameUk, else the static Ukrainian string,
* else the English name; in English the entry's name. The static strings stay the fallback for an
* entry without a Ukrainian label (a genre added before it existed, or an older server).
*/
function useGenreLabel() {
	const { t } = useTranslation("shared");
	const ukrainian = useLanguage()[0] === "uk";
	return useCallback((entry) => ukrainian ? entry.nameUk || t(`genres.${entry.value}`, { defaultValue: entry.name }) : entry.name || t(`genres.${entry.value}`), [t, ukrainian]);
}
var init_useGenreLabel = __esmMin((() => {
	init_i18n$12();
}));
// src/features/catalogue/components/Forms.module.css
var form$7, row$3, error$6, Forms_module_default;
var init_Forms_module = __esmMin((() => {
	form$7 = "_form_3coib_1";
	row$3 = "_row_3coib_6";
	error$6 = "_error_3coib_12";
	Forms_module_default = {
		form: form$7,
		row: row$3,
		error: error$6
	};
}));
// src/features/catalogue/components/FormPopup.tsx
/**
* A catalogue popup that is one form (upload song, new event): Cancel and the submit button
* below it, the server's refusal at its end. Cancel waits while the form is being sent.
*/
function FormPopup({ id, open, title, onClose, onSubmit, submitLabel, busy, busyLabel, serverError, children }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		title,
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(PopupFormActions, {
			form: id,
			cancelLabel: t("common.cancel"),
			onCancel: onClose,
			submitLabel,
			busy,
			busyLabel
		}),
		children: /* @__PURE__ */ jsxs("form", {
			id,
			className: Forms_module_default.form,
			onSubmit,
			noValidate: true,
			children: [children, serverError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: Forms_module_default.error,
				children: serverError
			})]
		})
	});
}
/**
* Sending a catalogue popup's form: a refusal of the server shows in the popup; success says so,
* empties the form, closes the popup and refreshes the artist's catalogue. Closing empties the
* form too, except while it is being sent.
*/
function usePopupSubmit({ artistUuid, request, doneMessage, reset, onClose }) {
	const { t: sharedT } = useTranslation("shared");
	const queryClient = useQueryClient();
	const toast = useToast();
	const [serverError, setServerError] = useState(null);
	const clear = () => {
		reset();
		setServerError(null);
	};
	const mutation = useMutation({
		mutationFn: request,
		meta: { handlesErrors: true },
		onSuccess: async () => {
			toast.show({
				message: doneMessage,
				tone: "success"
			});
			clear();
			onClose();
			await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artistUuid) });
		},
		onError: (error) => setServerError(errorMessage(error, sharedT))
	});
	const close = () => {
		if (mutation.isPending) return;
		clear();
		onClose();
	};
	/** The form's submit handler: sending again first clears the server's last refusal. */
	const submitWith = (handle) => (event) => {
		setServerError(null);
		handle(event);
	};
	return {
		mutation,
		submitWith,
		popup: {
			onClose: close,
			busy: mutation.isPending,
			serverError
		}
	};
}
var init_FormPopup = __esmMin((() => {
	init_src$1();
	init_errors();
	init_catalogueApi();
	init_PopupFormActions();
	init_Forms_module();
}));
// src/features/catalogue/components/UploadSongPopup.tsx
/** Upload song (spec 000 §5 song rules): name and genre required, an mp3 or wav up to 200 MB. */
function UploadSongPopup({ artistUuid, open, onClose }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const genres = useQuery({
		...genresQueryOptions$2(client),
		enabled: open
	});
	const genreLabel = useGenreLabel();
	const problemMessage = (field, problem) => problem.rule === "fileType" ? t("upload.fileType") : problem.rule === "fileSize" ? t("upload.fileTooLarge") : field === "songName" ? t("upload.songNameRequired") : field === "genre" ? t("upload.genreRequired") : t("upload.fileRequired");
	const form = useContractForm({
		rules: songUploadRules,
		message: problemMessage,
		defaultValues: empty$2
	});
	const { values, text, error } = form;
	const fileId = useId();
	const pickerLabels = useFilePickerLabels();
	const { mutation, submitWith, popup } = usePopupSubmit({
		artistUuid,
		request: (body) => createSong(client, artistUuid, body),
		doneMessage: t("upload.uploaded"),
		reset: () => form.reset(empty$2),
		onClose
	});
	const send = ({ songName, genre, file }) => {
		if (!file) return;
		const body = new FormData();
		body.append("songName", songName.trim());
		body.append("genre", genre);
		body.append("file", file, file.name);
		mutation.mutate(body);
	};
	return /* @__PURE__ */ jsxs(FormPopup, {
		id: "upload-song-form",
		open,
		title: t("upload.title"),
		...popup,
		onSubmit: submitWith(form.handleSubmit(send)),
		submitLabel: t("upload.submit"),
		busyLabel: t("upload.uploading"),
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("upload.songName"),
				required: true,
				error: error("songName"),
				children: /* @__PURE__ */ jsx(Input, {
					...text("songName"),
					maxLength: 100
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("upload.genre"),
				required: true,
				error: error("genre"),
				children: /* @__PURE__ */ jsx(Select, {
					...text("genre"),
					placeholder: t("upload.chooseGenre"),
					options: (genres.data ?? []).map((entry) => ({
						value: entry.value,
						label: genreLabel(entry)
					}))
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: fileId,
				label: t("upload.file"),
				required: true,
				hint: t("upload.fileHint"),
				error: error("file"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("song"),
					labels: pickerLabels,
					fileName: values.file?.name,
					onFile: (chosen) => form.setField("file", chosen)
				})
			})
		]
	});
}
var empty$2;
var init_UploadSongPopup = __esmMin((() => {
	init_src$1();
	init_useFilePickerLabels();
	init_src$3();
	init_contractForm();
	init_SessionContext();
	init_useGenreLabel();
	init_catalogueApi();
	init_FormPopup();
	empty$2 = {
		songName: "",
		genre: "",
		file: null
	};
}));
// src/features/catalogue/components/usePageParam.ts
/** The 1-based `page` of the URL (spec 001 §2: the page is in the URL), and a setter that keeps the rest. */
function usePageParam() {
	const [params, setParams] = useSearchParams();
	const parsed = Number(params.get("page"));
	const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
	const setPage = (next, extra = {}) => setParams((current) => {
		const updated = new URLSearchParams(current);
		updated.set("page", String(next));
		for (const [key, value] of Object.entries(extra)) updated.set(key, value);
		return updated;
	});
	return [page, setPage];
}
var init_usePageParam = __esmMin((() => {}));
// src/features/catalogue/screens/SongsScreen.tsx
var SongsScreen_exports = /* @__PURE__ */ __exportAll({ SongsScreen: () => SongsScreen$1 });
/**
* /profile/{nickName}/songs?tab=songs|playlist&page (spec 001 §2): 'My Songs' for the owner,
* 'Songs' for others; the owner uploads songs and starts playlists here.
*/
function SongsScreen$1() {
	const { t } = useTranslation("catalogue");
	const [params] = useSearchParams();
	const tab = params.get("tab") === "playlist" ? "playlist" : "songs";
	const [uploading, setUploading] = useState(false);
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: ({ isOwner }) => isOwner ? t("songs.mySongs") : t("songs.songs"),
		actions: ({ isOwner, isArtist }) => isOwner && isArtist ? tab === "songs" ? /* @__PURE__ */ jsx(Button, {
			onClick: () => setUploading(true),
			children: t("songs.uploadSong")
		}) : /* @__PURE__ */ jsx(LinkButton, {
			to: paths.createPlaylist,
			children: t("songs.newPlaylist")
		}) : void 0,
		children: (context) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SongsTabs, {
			context,
			tab
		}), context.isOwner && /* @__PURE__ */ jsx(UploadSongPopup, {
			artistUuid: context.profile.uuid,
			open: uploading,
			onClose: () => setUploading(false)
		})] })
	});
}
function SongsTabs({ context, tab }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [page, setPage] = usePageParam();
	const { profile, isOwner } = context;
	const songs = useQuery({
		...songsQueryOptions(client, profile.uuid, page),
		refetchInterval: (query) => whileProcessing(query.state.data?.elements),
		enabled: tab === "songs",
		placeholderData: keepPreviousData
	});
	const playlists = useQuery({
		...playlistsQueryOptions(client, profile.uuid, page),
		enabled: tab === "playlist",
		placeholderData: keepPreviousData
	});
	const active = tab === "songs" ? songs : playlists;
	let body;
	if (active.isPending) body = /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	else if (active.isError) body = /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: t("songs.loadError"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void active.refetch() })
	});
	else if (tab === "songs" && songs.data) body = songs.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: isOwner ? t("songs.emptyOwn") : t("songs.emptyOther")
	}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SongList, {
		songs: songs.data.elements,
		isOwner,
		label: t("songs.list")
	}), /* @__PURE__ */ jsx(PagedNav, {
		page,
		totalPages: songs.data.totalPages,
		onPageChange: setPage
	})] });
	else if (playlists.data) body = playlists.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: isOwner ? t("songs.emptyPlaylistsOwn") : t("songs.emptyPlaylistsOther")
	}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CardGrid, {
		label: t("songs.playlistsTab"),
		children: playlists.data.elements.map((playlist) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PlaylistCard, {
			playlist,
			nickName: profile.nickName
		}) }, playlist.id))
	}), /* @__PURE__ */ jsx(PagedNav, {
		page,
		totalPages: playlists.data.totalPages,
		onPageChange: setPage
	})] });
	return /* @__PURE__ */ jsx(Tabs, {
		items: [{
			value: "songs",
			label: t("songs.songsTab")
		}, {
			value: "playlist",
			label: t("songs.playlistsTab")
		}],
		value: tab,
		onChange: (value) => setPage(1, { tab: value }),
		label: t("songs.tabs"),
		activation: "manual",
		children: body
	});
}
var init_SongsScreen = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
	init_LinkButton();
	init_catalogueApi();
	init_ArtistPage();
	init_Cards();
	init_Paged();
	init_SongList();
	init_UploadSongPopup();
	init_usePageParam();
	init_RetryButton();
}));
// src/features/catalogue/components/ItemLoadError.tsx
/**
* The body of an artist's event or playlist page that did not load: its own "not found" title
* when there is no such item (404), otherwise the load error with a retry.
*/
function ItemLoadError({ error, notFoundTitle, onRetry }) {
	const { t } = useTranslation("catalogue");
	const notFound = error instanceof ApiError && error.status === 404;
	return /* @__PURE__ */ jsx(EmptyState, {
		title: notFound ? notFoundTitle : t("songs.loadError"),
		action: notFound ? void 0 : /* @__PURE__ */ jsx(RetryButton, { onRetry })
	});
}
var init_ItemLoadError = __esmMin((() => {
	init_src$2();
	init_src$1();
	init_RetryButton();
}));
// src/features/catalogue/screens/Catalogue.module.css
var hero, heroWide, heroCover, heroText, heroTitle, muted$3, description$1, search$4, section$2, sectionTitle$2, heroActions, Catalogue_module_default;
var init_Catalogue_module = __esmMin((() => {
	hero = "_hero_mxw0s_1";
	heroWide = "_heroWide_mxw0s_9";
	heroCover = "_heroCover_mxw0s_14";
	heroText = "_heroText_mxw0s_18";
	heroTitle = "_heroTitle_mxw0s_24";
	muted$3 = "_muted_mxw0s_30";
	description$1 = "_description_mxw0s_35";
	search$4 = "_search_mxw0s_42";
	section$2 = "_section_mxw0s_47";
	sectionTitle$2 = "_sectionTitle_mxw0s_51";
	heroActions = "_heroActions_mxw0s_76";
	Catalogue_module_default = {
		hero,
		heroWide,
		heroCover,
		heroText,
		heroTitle,
		muted: muted$3,
		description: description$1,
		search: search$4,
		section: section$2,
		sectionTitle: sectionTitle$2,
		heroActions
	};
}));
// src/features/catalogue/screens/PlaylistScreen.tsx
var PlaylistScreen_exports = /* @__PURE__ */ __exportAll({ PlaylistScreen: () => PlaylistScreen$1 });
/** /profile/{nickName}/playlist/{id} (spec 001 §2): cover, name, song count, search, songs, 'Also listen'. */
function PlaylistScreen$1() {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: () => t("titles.playlist"),
		children: (context) => /* @__PURE__ */ jsx(PlaylistBody, { context })
	});
}
function PlaylistBody({ context }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const player = usePlayer();
	const share = useShareLink();
	const id = Number(useParams().id);
	const [search, setSearch] = useState("");
	const { profile } = context;
	const playlist = useQuery(playlistQueryOptions(client, profile.uuid, id));
	const others = useQuery(playlistsQueryOptions(client, profile.uuid, 1, pageSizes.otherPlaylists + 1));
	if (playlist.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (playlist.isError) return /* @__PURE__ */ jsx(ItemLoadError, {
		error: playlist.error,
		notFoundTitle: t("playlist.notFoundTitle"),
		onRetry: () => void playlist.refetch()
	});
	const data = playlist.data;
	const query = search.trim().toLowerCase();
	const songs = query ? data.songs.filter((song) => song.songName.toLowerCase().includes(query)) : data.songs;
	const queue = data.songs.filter((song) => song.songUrl).map(songTrack$1);
	const shared = {
		kind: "playlist",
		id: data.id,
		nickName: profile.nickName,
		title: data.playListName
	};
	const alsoListen = (others.data?.elements ?? []).filter((entry) => entry.id !== data.id).slice(0, pageSizes.otherPlaylists);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: Catalogue_module_default.hero,
			children: [/* @__PURE__ */ jsx(Cover, {
				src: data.playListCover ?? data.playListCoverThumbnail,
				alt: t("playlist.coverAlt", { name: data.playListName }),
				ratio: cropRatios.square,
				className: Catalogue_module_default.heroCover
			}), /* @__PURE__ */ jsxs("div", {
				className: Catalogue_module_default.heroText,
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: Catalogue_module_default.heroTitle,
						children: data.playListName
					}),
					/* @__PURE__ */ jsx("p", {
						className: Catalogue_module_default.muted,
						children: t("playlist.songCount", { count: data.totalSong })
					}),
					data.description && /* @__PURE__ */ jsx("p", {
						className: Catalogue_module_default.description,
						children: data.description
					}),
					/* @__PURE__ */ jsxs("div", {
						className: Catalogue_module_default.heroActions,
						children: [
							queue[0] && /* @__PURE__ */ jsx(Button, {
								iconStart: /* @__PURE__ */ jsx(Icon, { name: "play" }),
								onClick: () => player.playList(queue, 0),
								children: t("playlist.playAll")
							}),
							/* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								onClick: () => void share.copyLink(shared),
								children: t("share.share")
							}),
							/* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								onClick: () => void share.copyEmbed(shared),
								children: t("share.embed")
							})
						]
					})
				]
			})]
		}),
		/* @__PURE__ */ jsx(SearchBox, {
			className: Catalogue_module_default.search,
			value: search,
			onChange: setSearch,
			onSearch: setSearch,
			label: t("playlist.search"),
			placeholder: t("playlist.searchPlaceholder"),
			clearLabel: t("playlist.clearSearch")
		}),
		songs.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			compact: true,
			title: t("playlist.noMatch", { query: search })
		}) : /* @__PURE__ */ jsx(SongList, {
			songs,
			label: data.playListName
		}),
		alsoListen.length > 0 && /* @__PURE__ */ jsxs("section", {
			className: Catalogue_module_default.section,
			"aria-labelledby": "also-listen",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "also-listen",
				className: Catalogue_module_default.sectionTitle,
				children: t("playlist.alsoListen")
			}), /* @__PURE__ */ jsx(CardGrid, {
				label: t("playlist.alsoListen"),
				children: alsoListen.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PlaylistCard, {
					playlist: entry,
					nickName: profile.nickName
				}) }, entry.id))
			})]
		})
	] });
}
var init_PlaylistScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_PlayerContext();
	init_SessionContext();
	init_catalogueApi();
	init_ArtistPage();
	init_ItemLoadError();
	init_Cards();
	init_SongList();
	init_Catalogue_module();
	init_useShareLink();
}));
// src/shared/ui/canvasPicture.ts
/** PNG pictures stay PNG (transparency, sharp edges); everything else becomes JPEG. */
function pictureTypeOf(file) {
	return file.type === "image/png" ? "image/png" : "image/jpeg";
}
/**
* The canvas's picture as a file body, encoded at once. Chromium's canvas.toBlob() encodes in
* idle time, and on a busy page, or one that draws no frames, its callback came only after its
* fallback timers (1 s, and 6.7 s measured in the phone profile test), so Apply looked broken.
* toDataURL encodes synchronously: tens of milliseconds for a 1500 px cover. Null when the
* browser could not encode the type (it answers "data:," or another type then).
*/
function encodeCanvas(canvas, type, quality) {
	const prefix = `data:${type};base64,`;
	const url = canvas.toDataURL(type, quality);
	if (!url.startsWith(prefix)) return null;
	const binary = atob(url.slice(prefix.length));
	const bytes = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
	return new Blob([bytes], { type });
}
var init_canvasPicture = __esmMin((() => {}));
// src/shared/ui/ImageCropper.module.css
var frame, image$1, zoom, ImageCropper_module_default;
var init_ImageCropper_module = __esmMin((() => {
	frame = "_frame_1xlpj_1";
	image$1 = "_image_1xlpj_22";
	zoom = "_zoom_1xlpj_28";
	ImageCropper_module_default = {
		frame,
		image: image$1,
		zoom
	};
}));
// src/shared/ui/ImageCropper.tsx
/**
* The spec's crop popup (000 §2): the picture fills a frame of the target ratio; the user drags
* it and zooms, and the visible part is drawn into a canvas (PNG for PNG sources, JPEG
* otherwise), so the server receives exactly what the preview showed.
*/
function ImageCropper({ file, ratio, outputWidth = 1200, title, onCancel, onCropped }) {
	const { t } = useTranslation("shared");
	const [source, setSource] = useState(null);
	const [zoom, setZoom] = useState(1);
	const [offset, setOffset] = useState({
		x: 0,
		y: 0
	});
	const [frameWidth, setFrameWidth] = useState(0);
	const frameRef = useRef(null);
	const drag = useRef(null);
	useEffect(() => {
		if (!file) return;
		const url = URL.createObjectURL(file);
		const image = new Image();
		image.onload = () => {
			setSource({
				url,
				image
			});
			setZoom(1);
			setOffset({
				x: .5,
				y: .5
			});
		};
		image.src = url;
		return () => {
			URL.revokeObjectURL(url);
			setSource(null);
		};
	}, [file]);
	useEffect(() => {
		const frame = frameRef.current;
		if (!frame || typeof ResizeObserver === "undefined") {
			if (frame) setFrameWidth(frame.clientWidth);
			return;
		}
		const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth));
		observer.observe(frame);
		setFrameWidth(frame.clientWidth);
		return () => observer.disconnect();
	}, [source]);
	const geometry = source ? layout$1(source.image, frameWidth, ratio, zoom, offset) : null;
	const onPointerDown = (event) => {
		event.currentTarget.setPointerCapture(event.pointerId);
		drag.current = {
			start: offset,
			pointer: {
				x: event.clientX,
				y: event.clientY
			}
		};
	};
	const onPointerMove = (event) => {
		if (!drag.current || !geometry) return;
		const { start, pointer } = drag.current;
		setOffset(clampOffset({
			x: start.x - (event.clientX - pointer.x) / geometry.width,
			y: start.y - (event.clientY - pointer.y) / geometry.height
		}, geometry));
	};
	const onPointerUp = () => {
		drag.current = null;
	};
	const onKeyDown = (event) => {
		if (!geometry) return;
		const step = {
			ArrowLeft: {
				x: -1,
				y: 0
			},
			ArrowRight: {
				x: 1,
				y: 0
			},
			ArrowUp: {
				x: 0,
				y: -1
			},
			ArrowDown: {
				x: 0,
				y: 1
			}
		}[event.key];
		if (!step) return;
		event.preventDefault();
		setOffset((current) => clampOffset({
			x: current.x + step.x * geometry.frameWidth / 20 / geometry.width,
			y: current.y + step.y * geometry.frameHeight / 20 / geometry.height
		}, geometry));
	};
	const confirm = () => {
		if (!source || !geometry || !file) return;
		const canvas = document.createElement("canvas");
		canvas.width = outputWidth;
		canvas.height = Math.round(outputWidth / ratio);
		const context = canvas.getContext("2d");
		if (!context) return;
		const scale = geometry.width / source.image.naturalWidth;
		context.drawImage(source.image, -geometry.left / scale, -geometry.top / scale, geometry.frameWidth / scale, geometry.frameHeight / scale, 0, 0, canvas.width, canvas.height);
		const blob = encodeCanvas(canvas, pictureTypeOf(file), .9);
		if (blob) onCropped({
			blob,
			url: URL.createObjectURL(blob)
		});
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: file !== null,
		onClose: onCancel,
		title,
		closeLabel: t("common.close"),
		size: "lg",
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onCancel,
			children: t("common.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: confirm,
			disabled: !geometry,
			children: t("crop.apply")
		})] }),
		children: [/* @__PURE__ */ jsx("div", {
			ref: frameRef,
			className: ImageCropper_module_default.frame,
			style: {
				aspectRatio: String(ratio),
				maxWidth: `calc(60vh * ${ratio})`
			},
			role: "group",
			tabIndex: 0,
			"aria-label": t("crop.hint"),
			onKeyDown,
			onPointerDown,
			onPointerMove,
			onPointerUp,
			onPointerCancel: onPointerUp,
			"data-testid": "crop-frame",
			children: source && geometry && /* @__PURE__ */ jsx("img", {
				src: source.url,
				alt: "",
				draggable: false,
				className: ImageCropper_module_default.image,
				style: {
					width: geometry.width,
					height: geometry.height,
					left: geometry.left,
					top: geometry.top
				}
			})
		}), /* @__PURE__ */ jsxs("label", {
			className: ImageCropper_module_default.zoom,
			children: [/* @__PURE__ */ jsx("span", { children: t("crop.zoom") }), /* @__PURE__ */ jsx("input", {
				type: "range",
				min: 1,
				max: 4,
				step: .05,
				value: zoom,
				onChange: (event) => {
					const next = Number(event.target.value);
					setZoom(next);
					if (source) setOffset((current) => clampOffset(current, layout$1(source.image, frameWidth, ratio, next, current)));
				}
			})]
		})]
	});
}
function layout$1(image, frameWidth, ratio, zoom, offset) {
	const frameHeight = frameWidth / ratio;
	const cover = Math.max(frameWidth / image.naturalWidth, frameHeight / image.naturalHeight);
	const width = image.naturalWidth * cover * zoom;
	const height = image.naturalHeight * cover * zoom;
	return {
		frameWidth,
		frameHeight,
		width,
		height,
		left: Math.min(0, Math.max(frameWidth - width, frameWidth / 2 - offset.x * width)),
		top: Math.min(0, Math.max(frameHeight - height, frameHeight / 2 - offset.y * height))
	};
}
function clampOffset(offset, geometry) {
	const halfX = geometry.width > 0 ? geometry.frameWidth / 2 / geometry.width : .5;
	const halfY = geometry.height > 0 ? geometry.frameHeight / 2 / geometry.height : .5;
	return {
		x: Math.min(1 - halfX, Math.max(halfX, offset.x)),
		y: Math.min(1 - halfY, Math.max(halfY, offset.y))
	};
}
var init_ImageCropper = __esmMin((() => {
	init_src$1();
	init_canvasPicture();
	init_ImageCropper_module();
}));
// src/features/catalogue/screens/CreatePlaylistScreen.module.css
var form$6, details, lists, column$1, columnTitle, songs$1, song$2, songName$1, muted$2, buttons$2, cover$1, CreatePlaylistScreen_module_default;
var init_CreatePlaylistScreen_module = __esmMin((() => {
	form$6 = "_form_ab28a_1";
	details = "_details_ab28a_6";
	lists = "_lists_ab28a_12";
	column$1 = "_column_ab28a_18";
	columnTitle = "_columnTitle_ab28a_25";
	songs$1 = "_songs_ab28a_30";
	song$2 = "_song_ab28a_30";
	songName$1 = "_songName_ab28a_51";
	muted$2 = "_muted_ab28a_57";
	buttons$2 = "_buttons_ab28a_63";
	cover$1 = "_cover_ab28a_74";
	CreatePlaylistScreen_module_default = {
		form: form$6,
		details,
		lists,
		column: column$1,
		columnTitle,
		songs: songs$1,
		song: song$2,
		songName: songName$1,
		muted: muted$2,
		buttons: buttons$2,
		cover: cover$1
	};
}));
// src/features/catalogue/screens/CreatePlaylistScreen.tsx
var CreatePlaylistScreen_exports = /* @__PURE__ */ __exportAll({ CreatePlaylistScreen: () => CreatePlaylistScreen$1 });
/** A song of either list, with the button that moves it to the other. */
function SongRow$1({ song, children }) {
	return /* @__PURE__ */ jsxs("li", {
		className: CreatePlaylistScreen_module_default.song,
		children: [
			/* @__PURE__ */ jsx("span", {
				className: CreatePlaylistScreen_module_default.songName,
				children: song.songName
			}),
			/* @__PURE__ */ jsx("span", {
				className: CreatePlaylistScreen_module_default.muted,
				children: formatDuration(song.lengthOfSong)
			}),
			children
		]
	});
}
/**
* /create-playlist (spec 001 §2, §4, §5): the signed-in artist's songs move between 'available'
* and 'added'; Create is enabled with at least one added song; the cover is cropped square.
* Success goes to the playlist tab of the songs page.
*/
function CreatePlaylistScreen$1() {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client, user, isArtist } = useSession();
	const songs = useQuery({
		...songsQueryOptions(client, user?.uuid ?? "", 1, pageSizes.max),
		enabled: !!user && isArtist
	});
	if (!user || !isArtist) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.createPlaylist")
		}), /* @__PURE__ */ jsx(EmptyState, { title: t("create.onlyArtists") })]
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.createPlaylist")
		}), songs.isPending ? /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		}) : songs.isError ? /* @__PURE__ */ jsx(EmptyState, {
			title: t("songs.loadError"),
			action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void songs.refetch() })
		}) : songs.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: t("create.noSongs") }) : /* @__PURE__ */ jsx(PlaylistForm, {
			songs: songs.data.elements,
			artist: user
		})]
	});
}
function PlaylistForm({ songs, artist }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const toast = useToast();
	const form = useContractForm({
		rules: playlistRules,
		message: (_field, problem) => problem.rule === "tooLong" ? t("common.maxChars", {
			length: problem.length,
			max: problem.max
		}) : t("common.required"),
		defaultValues: {
			playListName: "",
			description: ""
		}
	});
	const { text, error } = form;
	const [added, setAdded] = useState([]);
	const [cover, setCover] = useState(null);
	const [cropping, setCropping] = useState(null);
	const [serverError, setServerError] = useState(null);
	const coverId = useId();
	const pickerLabels = useFilePickerLabels();
	useEffect(() => () => cover ? URL.revokeObjectURL(cover.url) : void 0, [cover]);
	const available = songs.filter((song) => !added.includes(song.id));
	const addedSongs = added.map((id) => songs.find((song) => song.id === id)).filter((song) => song !== void 0);
	const mutation = useMutation({
		mutationFn: (form) => createPlaylist(client, artist.uuid, form),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			toast.show({
				message: t("create.created"),
				tone: "success"
			});
			await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artist.uuid) });
			await navigate(`${paths.profile(artist.nickName)}/songs?tab=playlist&page=1`);
		},
		onError: (error) => setServerError(errorMessage(error, sharedT))
	});
	const pick = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail("playListCover", t(problem === "type" ? "common.pictureType" : "common.pictureTooLarge"));
		form.clear("playListCover");
		setCropping(file);
	};
	const send = ({ playListName, description }) => {
		if (added.length === 0) return;
		const body = new FormData();
		body.append("playListName", playListName.trim());
		body.append("description", description.trim());
		body.append("type", "PLAYLIST");
		added.forEach((id, index) => body.append(`songIds[${index}]`, String(id)));
		if (cover) body.append("playListCover", cover.blob, cover.blob.type === "image/png" ? "cover.png" : "cover.jpg");
		mutation.mutate(body);
	};
	const submit = (event) => {
		setServerError(null);
		form.handleSubmit(send)(event);
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: submit,
		noValidate: true,
		className: CreatePlaylistScreen_module_default.form,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: CreatePlaylistScreen_module_default.details,
				children: [/* @__PURE__ */ jsx(FormField, {
					id: coverId,
					label: t("create.cover"),
					hint: t("create.coverHint"),
					error: error("playListCover"),
					children: /* @__PURE__ */ jsx(FilePicker, {
						accept: mediaAccept("picture"),
						labels: pickerLabels,
						previewUrl: cover?.url,
						previewRatio: 1,
						onFile: pick
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: Forms_module_default.form,
					children: [/* @__PURE__ */ jsx(FormField, {
						label: t("create.name"),
						required: true,
						error: error("playListName"),
						children: /* @__PURE__ */ jsx(Input, {
							...text("playListName"),
							maxLength: 100
						})
					}), /* @__PURE__ */ jsx(FormField, {
						label: t("create.description"),
						required: true,
						error: error("description"),
						children: /* @__PURE__ */ jsx(TextArea, {
							...text("description"),
							rows: 4,
							maxChars: limits.playlistDescriptionMax,
							formatCounter: (length, max) => t("common.maxChars", {
								length,
								max
							})
						})
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: CreatePlaylistScreen_module_default.lists,
				children: [/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "available-songs",
					className: CreatePlaylistScreen_module_default.column,
					children: [/* @__PURE__ */ jsx("h2", {
						id: "available-songs",
						className: CreatePlaylistScreen_module_default.columnTitle,
						children: t("create.available")
					}), available.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: CreatePlaylistScreen_module_default.muted,
						children: t("create.noAvailable")
					}) : /* @__PURE__ */ jsx("ul", {
						className: CreatePlaylistScreen_module_default.songs,
						children: available.map((song) => /* @__PURE__ */ jsx(SongRow$1, {
							song,
							children: /* @__PURE__ */ jsx(IconButton, {
								label: t("create.add", { name: song.songName }),
								icon: /* @__PURE__ */ jsx(Icon, { name: "plus" }),
								size: "sm",
								variant: "secondary",
								onClick: () => setAdded((current) => [...current, song.id])
							})
						}, song.id))
					})]
				}), /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "added-songs",
					className: CreatePlaylistScreen_module_default.column,
					children: [/* @__PURE__ */ jsxs("h2", {
						id: "added-songs",
						className: CreatePlaylistScreen_module_default.columnTitle,
						children: [
							t("create.added"),
							" (",
							addedSongs.length,
							")"
						]
					}), addedSongs.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: CreatePlaylistScreen_module_default.muted,
						children: t("create.noneAdded")
					}) : /* @__PURE__ */ jsx("ol", {
						className: CreatePlaylistScreen_module_default.songs,
						children: addedSongs.map((song) => /* @__PURE__ */ jsx(SongRow$1, {
							song,
							children: /* @__PURE__ */ jsx(IconButton, {
								label: t("create.remove", { name: song.songName }),
								icon: /* @__PURE__ */ jsx(Icon, { name: "close" }),
								size: "sm",
								variant: "ghost",
								onClick: () => setAdded((current) => current.filter((id) => id !== song.id))
							})
						}, song.id))
					})]
				})]
			}),
			serverError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: Forms_module_default.error,
				children: serverError
			}),
			/* @__PURE__ */ jsx("div", {
				className: CreatePlaylistScreen_module_default.buttons,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: added.length === 0,
					loading: mutation.isPending,
					loadingLabel: t("create.creating"),
					children: t("create.submit")
				})
			}),
			/* @__PURE__ */ jsx(ImageCropper, {
				file: cropping,
				ratio: cropRatios.square,
				outputWidth: 800,
				title: t("create.cropTitle"),
				onCancel: () => setCropping(null),
				onCropped: (image) => {
					setCover(image);
					setCropping(null);
				}
			})
		]
	});
}
var init_CreatePlaylistScreen = __esmMin((() => {
	init_src$1();
	init_useFilePickerLabels();
	init_src$3();
	init_errors();
	init_contractForm();
	init_format$1();
	init_paths$1();
	init_SessionContext();
	init_ImageCropper();
	init_Screen_module();
	init_catalogueApi();
	init_Forms_module();
	init_CreatePlaylistScreen_module();
	init_RetryButton();
}));
// src/features/catalogue/components/CreateEventPopup.tsx
/** Today in the browser's zone as the date input's 'YYYY-MM-DD' (its minimum). */
function today() {
	const now = /* @__PURE__ */ new Date();
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
/** A local date and 24-hour time as the API's UTC 'YYYY-MM-DD HH:mm:ss' (spec 001 §3: date + time + ':00'). */
function toApiStart(date, time) {
	return (/* @__PURE__ */ new Date(`${date}T${time}:00`)).toISOString().slice(0, 19).replace("T", " ");
}
/**
* The new event popup (spec 001 §2, §4, §5): title, description (≤ 3000), date from today,
* 24-hour time, optional link and a cover through the crop step. Done is disabled while it
* submits; then the form resets and the popup closes.
*/
function CreateEventPopup({ artistUuid, open, onClose }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const problemMessage = wordedBy({
		tooLong: ({ length, max }) => t("common.maxChars", {
			length,
			max
		}),
		format: t("newEvent.timeFormat"),
		refused: t("newEvent.inPast"),
		link: t("newEvent.linkScheme")
	}, t("common.required"));
	const form = useContractForm({
		rules: eventRules,
		message: problemMessage,
		defaultValues: empty$1
	});
	const { values, text, error } = form;
	const cover = values.eventCover;
	const [cropping, setCropping] = useState(null);
	const coverId = useId();
	const pickerLabels = useFilePickerLabels();
	useEffect(() => () => cover ? URL.revokeObjectURL(cover.url) : void 0, [cover]);
	const { mutation, submitWith, popup } = usePopupSubmit({
		artistUuid,
		request: (body) => createEvent(client, artistUuid, body),
		doneMessage: t("newEvent.created"),
		reset: () => form.reset(empty$1),
		onClose
	});
	const pick = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail("eventCover", t(problem === "type" ? "common.pictureType" : "common.pictureTooLarge"));
		form.clear("eventCover");
		setCropping(file);
	};
	const send = (fields) => {
		if (!fields.eventCover) return;
		const link = fields.eventLink.trim();
		const body = new FormData();
		body.append("eventTitle", fields.eventTitle.trim());
		body.append("description", fields.description.trim());
		body.append("eventStartAt", toApiStart(fields.date, fields.time));
		if (link) body.append("eventLink", link);
		const blob = fields.eventCover.blob;
		body.append("eventCover", blob, blob.type === "image/png" ? "cover.png" : "cover.jpg");
		mutation.mutate(body);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(FormPopup, {
		id: "create-event-form",
		open: open && !cropping,
		title: t("newEvent.title"),
		...popup,
		onSubmit: submitWith(form.handleSubmit(send)),
		submitLabel: t("newEvent.done"),
		busyLabel: t("newEvent.submitting"),
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("newEvent.eventTitle"),
				required: true,
				error: error("eventTitle"),
				children: /* @__PURE__ */ jsx(Input, {
					...text("eventTitle"),
					maxLength: 200
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("newEvent.description"),
				required: true,
				error: error("description"),
				children: /* @__PURE__ */ jsx(TextArea, {
					...text("description"),
					rows: 4,
					maxChars: limits.eventDescriptionMax,
					formatCounter: (length, max) => t("common.maxChars", {
						length,
						max
					})
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: Forms_module_default.row,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("newEvent.date"),
					required: true,
					error: error("date"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "date",
						min: today(),
						...text("date")
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("newEvent.time"),
					required: true,
					error: error("time"),
					children: /* @__PURE__ */ jsx(Input, {
						inputMode: "numeric",
						placeholder: t("newEvent.timePlaceholder"),
						maxLength: 5,
						...text("time")
					})
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("newEvent.link"),
				hint: t("newEvent.linkHint"),
				error: error("eventLink"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "url",
					inputMode: "url",
					placeholder: "https://",
					...text("eventLink")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: coverId,
				label: t("newEvent.cover"),
				required: true,
				hint: t("newEvent.coverHint"),
				error: error("eventCover"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("picture"),
					labels: pickerLabels,
					previewUrl: cover?.url,
					previewRatio: cropRatios.postCover,
					onFile: pick
				})
			})
		]
	}), /* @__PURE__ */ jsx(ImageCropper, {
		file: cropping,
		ratio: cropRatios.postCover,
		title: t("newEvent.cover"),
		onCancel: () => setCropping(null),
		onCropped: (image) => {
			form.setField("eventCover", image);
			setCropping(null);
		}
	})] });
}
var empty$1, pad;
var init_CreateEventPopup = __esmMin((() => {
	init_src$1();
	init_useFilePickerLabels();
	init_src$3();
	init_contractForm();
	init_SessionContext();
	init_ImageCropper();
	init_catalogueApi();
	init_Forms_module();
	init_FormPopup();
	empty$1 = {
		eventTitle: "",
		description: "",
		date: "",
		time: "",
		eventLink: "",
		eventCover: null
	};
	pad = (value) => String(value).padStart(2, "0");
}));
// src/features/catalogue/screens/EventsScreen.tsx
var EventsScreen_exports = /* @__PURE__ */ __exportAll({
	EventList: () => EventList,
	EventsScreen: () => EventsScreen$1
});
/** /profile/{nickName}/events?page (spec 001 §2): the artist's events, 6 a page; the owner creates them here. */
function EventsScreen$1() {
	const { t } = useTranslation("catalogue");
	const [creating, setCreating] = useState(false);
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: () => t("titles.profileEvents"),
		actions: ({ isOwner, isArtist }) => isOwner && isArtist ? /* @__PURE__ */ jsx(Button, {
			onClick: () => setCreating(true),
			children: t("events.createEvent")
		}) : void 0,
		children: (context) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(EventList, { context }), context.isOwner && /* @__PURE__ */ jsx(CreateEventPopup, {
			artistUuid: context.profile.uuid,
			open: creating,
			onClose: () => setCreating(false)
		})] })
	});
}
function EventList({ context, exclude }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [page, setPage] = usePageParam();
	const { profile, isOwner } = context;
	const events = useQuery({
		...eventsQueryOptions(client, profile.uuid, page),
		placeholderData: keepPreviousData
	});
	if (events.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (events.isError) return /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: t("songs.loadError"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void events.refetch() })
	});
	const shown = events.data.elements.filter((event) => event.id !== exclude);
	if (shown.length === 0 && page === 1) return exclude === void 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: isOwner ? t("events.emptyOwn") : t("events.emptyOther")
	}) : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CardGrid, {
		label: t("events.list"),
		wide: true,
		children: shown.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EventCard, {
			event,
			nickName: profile.nickName
		}) }, event.id))
	}), /* @__PURE__ */ jsx(PagedNav, {
		page,
		totalPages: events.data.totalPages,
		onPageChange: setPage
	})] });
}
var init_EventsScreen = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	init_catalogueApi();
	init_ArtistPage();
	init_Cards();
	init_CreateEventPopup();
	init_Paged();
	init_usePageParam();
	init_RetryButton();
}));
// src/features/catalogue/screens/EventScreen.tsx
var EventScreen_exports = /* @__PURE__ */ __exportAll({ EventScreen: () => EventScreen$1 });
/**
* /profile/{nickName}/events/{id}?page (spec 001 §2): cover, title, start, description, Buy
* tickets (to the event's link when it has one) and 'Also in' with the artist's other events.
*/
function EventScreen$1() {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: () => t("titles.event"),
		children: (context) => /* @__PURE__ */ jsx(EventBody, { context })
	});
}
function EventBody({ context }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [language] = useLanguage();
	const id = Number(useParams().id);
	const event = useQuery(eventQueryOptions(client, context.profile.uuid, id));
	if (event.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (event.isError) return /* @__PURE__ */ jsx(ItemLoadError, {
		error: event.error,
		notFoundTitle: t("events.notFoundTitle"),
		onRetry: () => void event.refetch()
	});
	const data = event.data;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("article", {
		className: `${Catalogue_module_default.hero} ${Catalogue_module_default.heroWide}`,
		children: [/* @__PURE__ */ jsx(Cover, {
			src: data.eventCover ?? data.eventCoverThumbnail,
			alt: t("events.coverAlt", { title: data.eventTitle }),
			ratio: cropRatios.postCover,
			className: Catalogue_module_default.heroCover
		}), /* @__PURE__ */ jsxs("div", {
			className: Catalogue_module_default.heroText,
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: Catalogue_module_default.heroTitle,
					children: data.eventTitle
				}),
				/* @__PURE__ */ jsxs("p", {
					className: Catalogue_module_default.muted,
					children: [
						t("events.startsAt"),
						":",
						" ",
						/* @__PURE__ */ jsx("time", {
							dateTime: `${data.eventStartAt.replace(" ", "T")}Z`,
							children: formatDateTime(data.eventStartAt, language)
						})
					]
				}),
				data.description && /* @__PURE__ */ jsx("p", {
					className: Catalogue_module_default.description,
					children: data.description
				}),
				data.eventLink ? /* @__PURE__ */ jsx("a", {
					href: data.eventLink,
					target: "_blank",
					rel: "noopener noreferrer",
					className: LinkButton_module_default.link,
					children: t("events.buyTickets")
				}) : /* @__PURE__ */ jsx(Button, {
					disabled: true,
					children: t("events.buyTickets")
				})
			]
		})]
	}), /* @__PURE__ */ jsxs("section", {
		className: Catalogue_module_default.section,
		"aria-labelledby": "also-in",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "also-in",
			className: Catalogue_module_default.sectionTitle,
			children: t("events.alsoIn")
		}), /* @__PURE__ */ jsx(EventList, {
			context,
			exclude: data.id
		})]
	})] });
}
var init_EventScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_format$1();
	init_i18n$12();
	init_SessionContext();
	init_catalogueApi();
	init_ArtistPage();
	init_ItemLoadError();
	init_EventsScreen();
	init_LinkButton_module();
	init_Catalogue_module();
}));
// src/features/catalogue/feature.tsx
init_feature();
var profileStrings = () => Promise.resolve().then(() => (init_public$4(), public_exports$1)).then((m) => m.profileStrings());
var { screen: screen$10, define: define$8 } = featureOf("catalogue", () => Promise.resolve().then(() => (init_i18n$8(), i18n_exports$7)).then((m) => m.strings), { profile: profileStrings });
var SongsScreen = screen$10(() => Promise.resolve().then(() => (init_SongsScreen(), SongsScreen_exports)).then((m) => m.SongsScreen));
var PlaylistScreen = screen$10(() => Promise.resolve().then(() => (init_PlaylistScreen(), PlaylistScreen_exports)).then((m) => m.PlaylistScreen));
var CreatePlaylistScreen = screen$10(() => Promise.resolve().then(() => (init_CreatePlaylistScreen(), CreatePlaylistScreen_exports)).then((m) => m.CreatePlaylistScreen));
var EventsScreen = screen$10(() => Promise.resolve().then(() => (init_EventsScreen(), EventsScreen_exports)).then((m) => m.EventsScreen));
var EventScreen = screen$10(() => Promise.resolve().then(() => (init_EventScreen(), EventScreen_exports)).then((m) => m.EventScreen));
/** An artist's songs, playlists and events (spec 001 §2). */
var catalogueFeature = define$8({ routes: [
	{
		path: "/profile/:nickName/songs",
		title: "profileSongs",
		guarded: true,
		element: /* @__PURE__ */ jsx(SongsScreen, {})
	},
	{
		path: "/profile/:nickName/playlist/:id",
		title: "playlist",
		element: /* @__PURE__ */ jsx(PlaylistScreen, {})
	},
	{
		path: "/create-playlist",
		title: "createPlaylist",
		element: /* @__PURE__ */ jsx(CreatePlaylistScreen, {})
	},
	{
		path: "/profile/:nickName/events",
		title: "profileEvents",
		guarded: true,
		element: /* @__PURE__ */ jsx(EventsScreen, {})
	},
	{
		path: "/profile/:nickName/events/:id",
		title: "event",
		element: /* @__PURE__ */ jsx(EventScreen, {})
	}
] });
// src/features/chat/i18n/en.ts
var en$7;
var init_en$7 = __esmMin((() => {
	en$7 = {
		titles: { chat: "Chat" },
		list: {
			label: "Conversations",
			empty: "You don't have any chats yet",
			emptyHint: "Subscribe to an artist to start a conversation.",
			noMessages: "No messages yet",
			you: "You: {{text}}",
			image: "Picture",
			unread: "Unread messages: {{count}}",
			loadFailed: "Chats could not be loaded"
		},
		conversation: {
			back: "Back to chats",
			pick: "Choose a conversation",
			pickHint: "Your conversations with artists and fans appear here.",
			loadFailed: "Messages could not be loaded. Trying again…",
			older: "Show earlier messages",
			start: "Say hello to {{name}}",
			yours: "You",
			imageAlt: "Picture from {{name}}",
			ownImageAlt: "Your picture",
			read: "Read",
			live: "Live",
			polling: "Updating",
			openProfile: "Open the profile of {{name}}"
		},
		composer: {
			label: "Message",
			placeholder: "Write a message…",
			send: "Send",
			attach: "Send a picture",
			notAllowed: "To chat with an artist you must be subscribed to him",
			subscribe: "Subscribe",
			notAllowedArtist: "This fan is no longer subscribed: the conversation is read-only.",
			tooLong: "Maximum number of characters - {{length}}/{{max}}"
		},
		preview: {
			title: "Send this picture?",
			send: "Send",
			cancel: "Cancel",
			wrongType: "Choose a PNG, JPEG or WebP picture",
			tooLarge: "The picture is larger than 10 MB"
		},
		button: { message: "Message" },
		report: {
			action: "Report this message",
			title: "Report a message",
			reason: "What is wrong with it?",
			send: "Report",
			done: "Thank you. Moderators will look at it.",
			close: "Close",
			failed: "The report could not be sent"
		}
	};
}));
// src/features/chat/i18n/uk.ts
var uk$7;
var init_uk$7 = __esmMin((() => {
	uk$7 = {
		titles: { chat: "Чат" },
		list: {
			label: "Розмови",
			empty: "У вас ще немає чатів",
			emptyHint: "Підпишіться на артиста, щоб почати розмову.",
			noMessages: "Повідомлень ще немає",
			you: "Ви: {{text}}",
			image: "Зображення",
			unread: "Непрочитані повідомлення: {{count}}",
			loadFailed: "Не вдалося завантажити чати"
		},
		conversation: {
			back: "Назад до чатів",
			pick: "Оберіть розмову",
			pickHint: "Тут з’являються ваші розмови з артистами та фанами.",
			loadFailed: "Не вдалося завантажити повідомлення. Пробуємо ще…",
			older: "Показати попередні повідомлення",
			start: "Напишіть перше повідомлення — {{name}} його прочитає",
			yours: "Ви",
			imageAlt: "Зображення, надіслане: {{name}}",
			ownImageAlt: "Ваше зображення",
			read: "Прочитано",
			live: "Наживо",
			polling: "Оновлюється",
			openProfile: "Відкрити профіль: {{name}}"
		},
		composer: {
			label: "Повідомлення",
			placeholder: "Напишіть повідомлення…",
			send: "Надіслати",
			attach: "Надіслати зображення",
			notAllowed: "Щоб писати артисту, потрібно на нього підписатися",
			subscribe: "Підписатися",
			notAllowedArtist: "Цей фан більше не підписаний: розмова лише для читання.",
			tooLong: "Максимальна кількість символів - {{length}}/{{max}}"
		},
		preview: {
			title: "Надіслати це зображення?",
			send: "Надіслати",
			cancel: "Скасувати",
			wrongType: "Оберіть зображення PNG, JPEG або WebP",
			tooLarge: "Зображення більше за 10 МБ"
		},
		button: { message: "Написати" },
		report: {
			action: "Поскаржитися на повідомлення",
			title: "Скарга на повідомлення",
			reason: "Що з ним не так?",
			send: "Поскаржитися",
			done: "Дякуємо. Модератори розглянуть скаргу.",
			close: "Закрити",
			failed: "Не вдалося надіслати скаргу"
		}
	};
}));
// src/features/chat/i18n/index.ts
var i18n_exports$6 = /* @__PURE__ */ __exportAll({ strings: () => strings$10 });
var strings$10;
var init_i18n$7 = __esmMin((() => {
	init_en$7();
	init_uk$7();
	strings$10 = {
		en: en$7,
		uk: uk$7
	};
}));
// src/features/chat/api/chatApi.ts
function fetchMessages(client, chatId, cursor, signal) {
	return client.call(chat.messages, {
		params: { id: String(chatId) },
		query: cursor,
		signal
	});
}
/** Every message goes as a form: its type, its receiver and its content (the text, or the picture file). */
function send$1(client, receiverUuid, content) {
	const form = new FormData();
	form.set("messageType", content.messageType);
	form.set("receiverUserId", receiverUuid);
	if (content.messageType === "TEXT") form.set("message", content.message);
	else form.set("file", content.file);
	return client.call(chat.send, { body: form });
}
var chat, chatKeys, quiet, chatListQueryOptions, chatWithQueryOptions, chatStatusQueryOptions, opponentQueryOptions, sendText, sendImage;
var init_chatApi = __esmMin((() => {
	init_src$3();
	chat = endpoints.chat;
	chatKeys = {
		all: ["chat"],
		list: ["chat", "list"],
		with: (opponentUuid) => [
			"chat",
			"with",
			opponentUuid
		],
		status: (opponentUuid) => [
			"chat",
			"status",
			opponentUuid
		],
		opponent: (opponentUuid) => [
			"chat",
			"opponent",
			opponentUuid
		]
	};
	quiet = { meta: { handlesErrors: true } };
	chatListQueryOptions = (client) => queryOptions({
		queryKey: chatKeys.list,
		...quiet,
		queryFn: ({ signal }) => client.call(chat.chats, {
			query: { size: 100 },
			signal
		})
	});
	chatWithQueryOptions = (client, opponentUuid) => queryOptions({
		queryKey: chatKeys.with(opponentUuid),
		queryFn: async ({ signal }) => {
			return (await client.call(chat.chats, {
				query: { opponentUserUuid: opponentUuid },
				signal
			})).elements[0] ?? null;
		}
	});
	chatStatusQueryOptions = (client, opponentUuid) => queryOptions({
		queryKey: chatKeys.status(opponentUuid),
		...quiet,
		queryFn: ({ signal }) => client.call(chat.status, {
			query: { opponentUserUuid: opponentUuid },
			signal
		}),
		refetchInterval: 3e4
	});
	opponentQueryOptions = (client, opponentUuid) => queryOptions({
		queryKey: chatKeys.opponent(opponentUuid),
		queryFn: ({ signal }) => client.call(endpoints.profiles.profile, {
			params: { id: opponentUuid },
			signal
		}),
		staleTime: 6e4
	});
	sendText = (client, receiverUuid, message) => send$1(client, receiverUuid, {
		messageType: "TEXT",
		message
	});
	sendImage = (client, receiverUuid, file) => send$1(client, receiverUuid, {
		messageType: "IMAGE",
		file
	});
}));
// src/features/chat/api/useChatStream.ts
/**
* The user's SSE channel (beyond the spec): new messages and unread counts as they happen.
* When the stream cannot be opened or subscribed (no server support, a proxy that drops it,
* an expired session) the state becomes `unavailable` and the screen falls back to the spec's
* 500 ms polling; a stream that drops later does the same until it reconnects.
*/
function useChatStream(userUuid, onEvent) {
	const { client } = useServices();
	const [state, setState] = useState("connecting");
	const handler = useRef(onEvent);
	useEffect(() => {
		handler.current = onEvent;
	});
	useEffect(() => {
		if (!userUuid || typeof EventSource === "undefined") {
			setState("unavailable");
			return;
		}
		let closed = false;
		const transmit = new Transmit({
			baseUrl: client.baseUrl || window.location.origin,
			maxReconnectAttempts: 3,
			beforeSubscribe: (request) => {
				const token = client.accessToken;
				if (token) request.headers.set("authorization", `Bearer ${token}`);
			},
			onSubscribeFailed: () => !closed && setState("unavailable"),
			onReconnectFailed: () => !closed && setState("unavailable")
		});
		transmit.on("disconnected", () => !closed && setState("unavailable"));
		transmit.on("reconnecting", () => !closed && setState("unavailable"));
		const subscription = transmit.subscription(chatChannelOf(userUuid));
		subscription.onMessage((message) => {
			const parsed = chatStreamEvent.safeParse(message);
			if (parsed.success) handler.current(parsed.data);
		});
		subscription.create().then(() => {
			if (!closed && subscription.isCreated) setState("live");
		}).catch(() => !closed && setState("unavailable"));
		transmit.on("connected", () => {
			if (!closed && subscription.isCreated) setState("live");
		});
		return () => {
			closed = true;
			subscription.delete().catch(() => void 0);
			transmit.close();
		};
	}, [client, userUuid]);
	return state;
}
var init_useChatStream = __esmMin((() => {
	init_src$3();
	init_services();
}));
// src/features/chat/api/useConversation.ts
/** Messages by id, oldest first, without duplicates (a poll and a send may bring the same one). */
function mergeMessages(current, incoming) {
	if (incoming.length === 0) return current;
	const byId = new Map(current.map((message) => [message.id, message]));
	for (const message of incoming) byId.set(message.id, message);
	return [...byId.values()].sort((a, b) => a.id - b.id);
}
/**
* The messages of one chat: the newest page first, then only what is newer (`after` the last
* id) every 500 ms while `poll` is on (the stream is not live), or when `refresh` is called.
* Each fetch marks what it returned as read on the server, so the list's badge is refreshed.
*/
function useConversation(chatId, poll) {
	const { client } = useServices();
	const queryClient = useQueryClient();
	const [state, setState] = useState({
		chatId,
		messages: [],
		loading: chatId !== null
	});
	const [failed, setFailed] = useState(false);
	const [hasOlder, setHasOlder] = useState(false);
	const latest = useRef({
		chatId,
		lastId: 0,
		inFlight: false,
		ready: false
	});
	if (state.chatId !== chatId) {
		setState({
			chatId,
			messages: [],
			loading: chatId !== null
		});
		setHasOlder(false);
		setFailed(false);
	}
	const apply = useCallback((forChat, incoming) => {
		if (latest.current.chatId !== forChat) return;
		const newest = incoming.at(-1);
		if (newest && newest.id > latest.current.lastId) latest.current.lastId = newest.id;
		setState((previous) => previous.chatId === forChat ? {
			...previous,
			loading: false,
			messages: mergeMessages(previous.messages, incoming)
		} : previous);
		if (incoming.some((message) => !message.itYourMessage)) queryClient.invalidateQueries({ queryKey: chatKeys.list });
	}, [queryClient]);
	useEffect(() => {
		latest.current = {
			chatId,
			lastId: 0,
			inFlight: false,
			ready: false
		};
		if (chatId === null) return;
		const controller = new AbortController();
		fetchMessages(client, chatId, {}, controller.signal).then((messages) => {
			setHasOlder(messages.length >= chatLimits.messagesPage);
			apply(chatId, messages);
			if (latest.current.chatId === chatId) latest.current.ready = true;
			queryClient.invalidateQueries({ queryKey: chatKeys.list });
		}, () => {
			if (!controller.signal.aborted) setFailed(true);
		});
		return () => controller.abort();
	}, [
		apply,
		chatId,
		client,
		queryClient
	]);
	const refresh = useCallback(async () => {
		const current = latest.current;
		if (current.chatId === null || current.inFlight || !current.ready) return;
		current.inFlight = true;
		const forChat = current.chatId;
		try {
			apply(forChat, await fetchMessages(client, forChat, { after: current.lastId }));
			setFailed(false);
		} catch {
			setFailed(true);
		} finally {
			if (latest.current.chatId === forChat) latest.current.inFlight = false;
		}
	}, [apply, client]);
	useEffect(() => {
		if (!poll || chatId === null) return;
		const timer = setInterval(() => void refresh(), timings.chatPollMs);
		return () => clearInterval(timer);
	}, [
		chatId,
		poll,
		refresh
	]);
	const loadOlder = useCallback(async () => {
		const forChat = latest.current.chatId;
		const oldest = state.messages[0];
		if (forChat === null || !oldest) return;
		const older = await fetchMessages(client, forChat, { before: oldest.id });
		setHasOlder(older.length >= chatLimits.messagesPage);
		apply(forChat, older);
	}, [
		apply,
		client,
		state.messages
	]);
	const add = useCallback((message) => {
		if (latest.current.chatId !== null) apply(latest.current.chatId, [message]);
	}, [apply]);
	return {
		messages: state.chatId === chatId ? state.messages : [],
		loading: state.loading,
		failed,
		hasOlder,
		loadOlder,
		refresh,
		add
	};
}
var init_useConversation = __esmMin((() => {
	init_src$3();
	init_services();
	init_chatApi();
}));
// src/features/chat/components/ChatList.module.css
var list$8, item$2, text$3, top, bottom$1, preview$2, name$4, failed$1, ChatList_module_default;
var init_ChatList_module = __esmMin((() => {
	list$8 = "_list_1y1ri_1";
	item$2 = "_item_1y1ri_7";
	text$3 = "_text_1y1ri_36";
	top = "_top_1y1ri_44";
	bottom$1 = "_bottom_1y1ri_45";
	preview$2 = "_preview_1y1ri_59";
	name$4 = "_name_1y1ri_63";
	failed$1 = "_failed_1y1ri_78";
	ChatList_module_default = {
		list: list$8,
		item: item$2,
		text: text$3,
		top,
		bottom: bottom$1,
		preview: preview$2,
		name: name$4,
		failed: failed$1
	};
}));
// src/features/chat/components/ChatList.tsx
/** The caller's conversations, newest activity first, each with its last message and unread badge. */
function ChatList({ chats, selectedId, onOpen, loading, failed }) {
	const { t } = useTranslation("chat");
	const [language] = useLanguage();
	if (loading) return /* @__PURE__ */ jsx(Preloader, {
		centered: true,
		label: t("titles.chat")
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [failed && chats.length === 0 && /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: ChatList_module_default.failed,
		children: t("list.loadFailed")
	}), /* @__PURE__ */ jsx("ul", {
		className: ChatList_module_default.list,
		"data-testid": "chat-list",
		children: chats.map((chat) => {
			const last = chat.lastMessage;
			const preview = !last ? t("list.noMessages") : last.messageType === "IMAGE" ? last.itYourMessage ? t("list.you", { text: t("list.image") }) : t("list.image") : last.itYourMessage ? t("list.you", { text: last.context }) : last.context;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: ChatList_module_default.item,
				"aria-current": chat.id === selectedId ? "true" : void 0,
				onClick: () => onOpen(chat.id),
				"data-testid": "chat-list-item",
				children: [/* @__PURE__ */ jsx(Avatar, {
					src: chat.opponent.avatar,
					name: chat.opponent.publicName,
					size: "md",
					decorative: true
				}), /* @__PURE__ */ jsxs("span", {
					className: ChatList_module_default.text,
					children: [/* @__PURE__ */ jsxs("span", {
						className: ChatList_module_default.top,
						children: [/* @__PURE__ */ jsx("span", {
							className: ChatList_module_default.name,
							children: chat.opponent.publicName
						}), last && /* @__PURE__ */ jsx("time", {
							dateTime: last.createAt,
							children: formatChatStamp(last.createAt, language)
						})]
					}), /* @__PURE__ */ jsxs("span", {
						className: ChatList_module_default.bottom,
						children: [/* @__PURE__ */ jsx("span", {
							className: ChatList_module_default.preview,
							children: preview
						}), chat.unreadCount > 0 && /* @__PURE__ */ jsx(Badge, {
							tone: "brand",
							size: "sm",
							"aria-label": t("list.unread", { count: chat.unreadCount }),
							"data-testid": "unread-badge",
							children: chat.unreadCount
						})]
					})]
				})]
			}) }, chat.id);
		})
	})] });
}
var init_ChatList = __esmMin((() => {
	init_src$1();
	init_format$1();
	init_i18n$12();
	init_ChatList_module();
}));
// src/features/chat/components/ImagePreviewPopup.module.css
var preview$1, error$5, ImagePreviewPopup_module_default;
var init_ImagePreviewPopup_module = __esmMin((() => {
	preview$1 = "_preview_ocpox_1";
	error$5 = "_error_ocpox_10";
	ImagePreviewPopup_module_default = {
		preview: preview$1,
		error: error$5
	};
}));
// src/features/chat/components/ImagePreviewPopup.tsx
/**
* The image-send preview (spec 000 §2, §4): the picked picture is shown and sent only on
* confirmation. Kinds and size are checked here for a quick answer; the server checks the
* content again whatever the browser says.
*/
function ImagePreviewPopup({ file, onCancel, onConfirm }) {
	const { t } = useTranslation("chat");
	const url = useMemo(() => file ? URL.createObjectURL(file) : null, [file]);
	useEffect(() => () => url ? URL.revokeObjectURL(url) : void 0, [url]);
	const [sending, setSending] = useState(false);
	const [failure, setFailure] = useState(null);
	const error = failure && failure.file === file ? failure.message : null;
	const fileProblem = file && mediaFileProblem("chatImage", file);
	const problem = fileProblem && t(fileProblem === "type" ? "preview.wrongType" : "preview.tooLarge");
	const confirm = async () => {
		if (!file || problem) return;
		setSending(true);
		setFailure(null);
		try {
			await onConfirm(file);
		} catch (caught) {
			setFailure({
				file,
				message: caught instanceof Error && "serverMessage" in caught && caught.serverMessage ? String(caught.serverMessage) : t("preview.wrongType")
			});
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: !!file,
		onClose: onCancel,
		title: t("preview.title"),
		closeLabel: t("preview.cancel"),
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onCancel,
			children: t("preview.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => void confirm(),
			loading: sending,
			disabled: !!problem,
			"data-testid": "chat-image-send",
			children: t("preview.send")
		})] }),
		children: [url && !problem && /* @__PURE__ */ jsx("img", {
			src: url,
			alt: file?.name ?? "",
			className: ImagePreviewPopup_module_default.preview
		}), (problem ?? error) && /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: ImagePreviewPopup_module_default.error,
			children: problem ?? error
		})]
	});
}
var init_ImagePreviewPopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_ImagePreviewPopup_module();
}));
// src/features/chat/components/ReportMessagePopup.tsx
/** A participant reports the other side's message to the moderators, with a reason. */
function ReportMessagePopup({ messageId, onClose }) {
	const { t } = useTranslation("chat");
	const { client } = useServices();
	const [reason, setReason] = useState("");
	const [state, setState] = useState(null);
	const current = state && state.for === messageId ? state : null;
	const close = () => {
		setReason("");
		setState(null);
		onClose();
	};
	const send = async () => {
		if (messageId === null || !reason.trim()) return;
		setState({
			for: messageId,
			sending: true
		});
		try {
			const answer = await client.call(endpoints.moderation.report, { body: {
				targetKind: "MESSAGE",
				targetId: messageId,
				reason: reason.trim()
			} });
			setState({
				for: messageId,
				sending: false,
				done: answer.message
			});
		} catch (failure) {
			const message = failure instanceof Error && "serverMessage" in failure && failure.serverMessage ? String(failure.serverMessage) : t("report.failed");
			setState({
				for: messageId,
				sending: false,
				error: message
			});
		}
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: messageId !== null,
		onClose: close,
		title: t("report.title"),
		closeLabel: t("preview.cancel"),
		actions: current?.done ? /* @__PURE__ */ jsx(Button, {
			onClick: close,
			children: t("report.close")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: close,
			children: t("preview.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => void send(),
			loading: current?.sending,
			disabled: !reason.trim(),
			children: t("report.send")
		})] }),
		children: [current?.done ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("report.done")
		}) : /* @__PURE__ */ jsx(TextArea, {
			"aria-label": t("report.reason"),
			placeholder: t("report.reason"),
			value: reason,
			maxLength: moderationLimits.reasonMax,
			rows: 3,
			onChange: (event) => setReason(event.target.value)
		}), current?.error && /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: current.error
		})]
	});
}
var init_ReportMessagePopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_services();
}));
// src/features/chat/components/ConversationPane.module.css
var pane, header$2, who, name$3, mode, messages, older, start, failed, list$7, message$1, report, bubble, text$2, imageLink, image, meta$2, composer$2, input, sendError, prompt, ConversationPane_module_default;
var init_ConversationPane_module = __esmMin((() => {
	pane = "_pane_9puij_1";
	header$2 = "_header_9puij_8";
	who = "_who_9puij_17";
	name$3 = "_name_9puij_27";
	mode = "_mode_9puij_38";
	messages = "_messages_9puij_53";
	older = "_older_9puij_62";
	start = "_start_9puij_67";
	failed = "_failed_9puij_68";
	list$7 = "_list_9puij_74";
	message$1 = "_message_9puij_53";
	report = "_report_9puij_98";
	bubble = "_bubble_9puij_113";
	text$2 = "_text_9puij_130";
	imageLink = "_imageLink_9puij_136";
	image = "_image_9puij_136";
	meta$2 = "_meta_9puij_147";
	composer$2 = "_composer_9puij_155";
	input = "_input_9puij_165";
	sendError = "_sendError_9puij_174";
	prompt = "_prompt_9puij_180";
	ConversationPane_module_default = {
		pane,
		header: header$2,
		who,
		name: name$3,
		mode,
		messages,
		older,
		start,
		failed,
		list: list$7,
		message: message$1,
		report,
		bubble,
		text: text$2,
		imageLink,
		image,
		meta: meta$2,
		composer: composer$2,
		input,
		sendError,
		prompt
	};
}));
// src/features/chat/components/ConversationPane.tsx
/**
* One conversation: messages oldest first (own on the right, HH:MM under each), and the input,
* or the subscribe prompt when the two may not chat. New messages keep the view at the bottom
* only when the reader was already there (or just sent one); otherwise the scroll stays put.
*/
function ConversationPane({ opponent, chatId, conversation, live, narrow, onBack, onCreated }) {
	const { t } = useTranslation("chat");
	const [language] = useLanguage();
	const { client } = useServices();
	const { user } = useSession();
	const status = useQuery(chatStatusQueryOptions(client, opponent.uuid));
	const scroller = useRef(null);
	const atBottom = useRef(true);
	const forceBottom = useRef(true);
	const previousFirst = useRef({
		id: void 0,
		height: 0
	});
	const { messages } = conversation;
	const [reporting, setReporting] = useState(null);
	const onScroll = () => {
		const element = scroller.current;
		if (!element) return;
		atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
	};
	useLayoutEffect(() => {
		const element = scroller.current;
		if (!element) return;
		const first = messages[0]?.id;
		if (previousFirst.current.id !== void 0 && first !== void 0 && first < previousFirst.current.id) element.scrollTop += element.scrollHeight - previousFirst.current.height;
		else if (atBottom.current || forceBottom.current) {
			element.scrollTop = element.scrollHeight;
			atBottom.current = true;
		}
		if (messages.length > 0) forceBottom.current = false;
		previousFirst.current = {
			id: first,
			height: element.scrollHeight
		};
	}, [messages]);
	const keepBottom = () => {
		const element = scroller.current;
		if (element && atBottom.current) element.scrollTop = element.scrollHeight;
	};
	const delivered = (sent) => {
		forceBottom.current = true;
		if (chatId === null) onCreated(sent.chatId);
		else conversation.add(sent);
	};
	const viewerIsArtist = !!user?.authorities?.includes("ARTIST");
	const lastOwn = [...messages].reverse().find((message) => message.itYourMessage);
	const locked = status.data === false;
	return /* @__PURE__ */ jsxs("div", {
		className: ConversationPane_module_default.pane,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: ConversationPane_module_default.header,
				children: [
					narrow && /* @__PURE__ */ jsx(IconButton, {
						label: t("conversation.back"),
						icon: /* @__PURE__ */ jsx(ArrowLeftIcon, {}),
						onClick: onBack,
						"data-testid": "chat-back"
					}),
					/* @__PURE__ */ jsxs(Link, {
						to: paths.profile(opponent.nickName),
						className: ConversationPane_module_default.who,
						"aria-label": t("conversation.openProfile", { name: opponent.publicName }),
						children: [/* @__PURE__ */ jsx(Avatar, {
							src: opponent.avatar,
							name: opponent.publicName,
							size: "sm",
							decorative: true
						}), /* @__PURE__ */ jsx("span", {
							className: ConversationPane_module_default.name,
							children: opponent.publicName
						})]
					}),
					!locked && /* @__PURE__ */ jsx("span", {
						className: ConversationPane_module_default.mode,
						"data-testid": "chat-mode",
						"data-live": live,
						children: live ? t("conversation.live") : t("conversation.polling")
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				ref: scroller,
				className: ConversationPane_module_default.messages,
				onScroll,
				"data-testid": "chat-messages",
				role: "log",
				"aria-live": "polite",
				children: [
					conversation.hasOlder && /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "sm",
						className: ConversationPane_module_default.older,
						onClick: () => void conversation.loadOlder(),
						children: t("conversation.older")
					}),
					conversation.failed && /* @__PURE__ */ jsx("p", {
						role: "status",
						className: ConversationPane_module_default.failed,
						children: t("conversation.loadFailed")
					}),
					chatId === null && messages.length === 0 && !locked && /* @__PURE__ */ jsx("p", {
						className: ConversationPane_module_default.start,
						children: t("conversation.start", { name: opponent.publicName })
					}),
					/* @__PURE__ */ jsx("ol", {
						className: ConversationPane_module_default.list,
						children: messages.map((message) => /* @__PURE__ */ jsxs("li", {
							className: ConversationPane_module_default.message,
							"data-own": message.itYourMessage,
							"data-testid": "chat-message",
							children: [/* @__PURE__ */ jsxs("div", {
								className: ConversationPane_module_default.bubble,
								children: [message.messageType === "IMAGE" ? /* @__PURE__ */ jsx("a", {
									href: message.context,
									target: "_blank",
									rel: "noreferrer",
									className: ConversationPane_module_default.imageLink,
									children: /* @__PURE__ */ jsx("img", {
										src: message.context,
										alt: message.itYourMessage ? t("conversation.ownImageAlt") : t("conversation.imageAlt", { name: opponent.publicName }),
										className: ConversationPane_module_default.image,
										loading: "lazy",
										onLoad: keepBottom
									})
								}) : /* @__PURE__ */ jsx("p", {
									className: ConversationPane_module_default.text,
									children: message.context
								}), /* @__PURE__ */ jsxs("span", {
									className: ConversationPane_module_default.meta,
									children: [/* @__PURE__ */ jsx("time", {
										dateTime: message.createAt,
										children: formatTime(message.createAt, language)
									}), message.id === lastOwn?.id && message.isRead && /* @__PURE__ */ jsxs("span", { children: [" · ", t("conversation.read")] })]
								})]
							}), !message.itYourMessage && /* @__PURE__ */ jsx(IconButton, {
								label: t("report.action"),
								icon: /* @__PURE__ */ jsx(AlertIcon, {}),
								size: "sm",
								className: ConversationPane_module_default.report,
								onClick: () => setReporting(message.id)
							})]
						}, message.id))
					})
				]
			}),
			/* @__PURE__ */ jsx(ReportMessagePopup, {
				messageId: reporting,
				onClose: () => setReporting(null)
			}),
			locked ? /* @__PURE__ */ jsx("div", {
				className: ConversationPane_module_default.prompt,
				role: "status",
				"data-testid": "chat-subscribe-prompt",
				children: viewerIsArtist ? /* @__PURE__ */ jsx("p", { children: t("composer.notAllowedArtist") }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("composer.notAllowed") }), /* @__PURE__ */ jsx(LinkButton, {
					to: paths.profile(opponent.nickName),
					size: "sm",
					children: t("composer.subscribe")
				})] })
			}) : /* @__PURE__ */ jsx(Composer, {
				receiverUuid: opponent.uuid,
				disabled: status.data !== true,
				onSent: delivered,
				onScrollDown: () => forceBottom.current = true
			})
		]
	});
}
/** The input: Enter sends (Shift+Enter is a new line); a picture goes through the preview popup. */
function Composer({ receiverUuid, disabled, onSent, onScrollDown }) {
	const { t } = useTranslation("chat");
	const { client } = useServices();
	const [text, setText] = useState("");
	const [sending, setSending] = useState(false);
	const [error, setError] = useState(null);
	const [picked, setPicked] = useState(null);
	const fileInput = useRef(null);
	const trimmed = text.trim();
	const length = characterCount(trimmed);
	const tooLong = length > chatLimits.textMax;
	const send = async (event) => {
		event?.preventDefault();
		if (!trimmed || tooLong || sending || disabled) return;
		setSending(true);
		setError(null);
		try {
			onScrollDown();
			onSent(await sendText(client, receiverUuid, trimmed));
			setText("");
		} catch (failure) {
			setError(failure instanceof Error && "serverMessage" in failure ? String(failure.serverMessage) : null);
		} finally {
			setSending(false);
		}
	};
	const onKeyDown = (event) => {
		if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: ConversationPane_module_default.composer,
		onSubmit: (event) => void send(event),
		"data-testid": "chat-composer",
		children: [
			/* @__PURE__ */ jsx(IconButton, {
				label: t("composer.attach"),
				icon: /* @__PURE__ */ jsx(PlusIcon, {}),
				variant: "secondary",
				disabled,
				onClick: () => fileInput.current?.click()
			}),
			/* @__PURE__ */ jsx("input", {
				ref: fileInput,
				type: "file",
				accept: mediaAccept("chatImage"),
				hidden: true,
				"data-testid": "chat-file",
				onChange: (event) => {
					setPicked(event.target.files?.[0] ?? null);
					event.target.value = "";
				}
			}),
			/* @__PURE__ */ jsx(TextArea, {
				"aria-label": t("composer.label"),
				placeholder: t("composer.placeholder"),
				value: text,
				rows: 1,
				autoResize: true,
				invalid: tooLong,
				"aria-describedby": tooLong ? "chat-too-long" : void 0,
				onChange: (event) => setText(event.target.value),
				onKeyDown,
				disabled,
				wrapperClassName: ConversationPane_module_default.input
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: disabled || !trimmed || tooLong,
				loading: sending,
				children: t("composer.send")
			}),
			tooLong && /* @__PURE__ */ jsx("p", {
				id: "chat-too-long",
				role: "alert",
				className: ConversationPane_module_default.sendError,
				children: t("composer.tooLong", {
					length,
					max: chatLimits.textMax
				})
			}),
			error && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: ConversationPane_module_default.sendError,
				children: error
			}),
			/* @__PURE__ */ jsx(ImagePreviewPopup, {
				file: picked,
				onCancel: () => setPicked(null),
				onConfirm: async (file) => {
					onScrollDown();
					onSent(await sendImage(client, receiverUuid, file));
					setPicked(null);
				}
			})
		]
	});
}
var BOTTOM_SLACK;
var init_ConversationPane = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_services();
	init_SessionContext();
	init_paths$1();
	init_format$1();
	init_i18n$12();
	init_LinkButton();
	init_chatApi();
	init_ImagePreviewPopup();
	init_ReportMessagePopup();
	init_ConversationPane_module();
	BOTTOM_SLACK = 48;
}));
// src/features/chat/screens/ChatScreen.module.css
var screen$9, listPane, listTitle, conversationPane, pick$1, ChatScreen_module_default;
var init_ChatScreen_module = __esmMin((() => {
	screen$9 = "_screen_glag4_2";
	listPane = "_listPane_glag4_15";
	listTitle = "_listTitle_glag4_26";
	conversationPane = "_conversationPane_glag4_37";
	pick$1 = "_pick_glag4_44";
	ChatScreen_module_default = {
		screen: screen$9,
		listPane,
		listTitle,
		conversationPane,
		pick: pick$1
	};
}));
// src/features/chat/screens/ChatScreen.tsx
var ChatScreen_exports = /* @__PURE__ */ __exportAll({ ChatScreen: () => ChatScreen$1 });
/**
* /chat (spec 000 §2, §4, §9): the list on the left, the conversation on the right; at 800 px
* or less they alternate, with a back control. `?chat={id}` opens a conversation, `?with={uuid}`
* starts or resumes one with that user (the profile's Message button). New messages arrive
* through the stream when it is live, otherwise by the spec's 500 ms polling.
*/
function ChatScreen$1() {
	const { t } = useTranslation("chat");
	const { client } = useServices();
	const { user } = useSession();
	const queryClient = useQueryClient();
	const narrow = useMediaQuery("(width <= 800px)");
	const [params, setParams] = useSearchParams();
	const chatParam = Number(params.get("chat"));
	const withParam = params.get("with");
	const openChat = useRef({
		id: null,
		refresh: () => {}
	});
	const onEvent = useCallback((event) => {
		queryClient.invalidateQueries({ queryKey: chatKeys.list });
		if (event.chatId === openChat.current.id) openChat.current.refresh();
	}, [queryClient]);
	const live = useChatStream(user?.uuid, onEvent) === "live";
	const list = useQuery({
		...chatListQueryOptions(client),
		refetchInterval: live ? false : LIST_POLL_MS
	});
	const chats = list.data?.elements ?? [];
	const resumed = useQuery({
		...chatWithQueryOptions(client, withParam ?? ""),
		enabled: !!withParam
	});
	const existing = resumed.data ?? null;
	useEffect(() => {
		if (withParam && existing) setParams({ chat: String(existing.id) }, { replace: true });
	}, [
		existing,
		setParams,
		withParam
	]);
	const draftWith = withParam && resumed.isSuccess && !existing ? withParam : null;
	const draftProfile = useQuery({
		...opponentQueryOptions(client, draftWith ?? ""),
		enabled: !!draftWith
	});
	const selected = Number.isInteger(chatParam) ? chats.find((chat) => chat.id === chatParam) ?? null : null;
	const opponent = selected ? selected.opponent : draftWith && draftProfile.data ? {
		uuid: draftProfile.data.uuid,
		publicName: draftProfile.data.publicName,
		nickName: draftProfile.data.nickName,
		avatar: draftProfile.data.avatar
	} : null;
	const chatId = selected?.id ?? null;
	const conversation = useConversation(chatId, !live);
	const { refresh } = conversation;
	useEffect(() => {
		openChat.current = {
			id: chatId,
			refresh: () => void refresh()
		};
	}, [chatId, refresh]);
	const open = (id) => setParams({ chat: String(id) });
	const back = () => setParams({});
	const showingConversation = !!opponent || !!withParam && !resumed.isError;
	return /* @__PURE__ */ jsxs("div", {
		className: ChatScreen_module_default.screen,
		"data-narrow": narrow,
		"data-view": showingConversation ? "conversation" : "list",
		children: [
			narrow && showingConversation && /* @__PURE__ */ jsx(VisuallyHidden, {
				as: "h1",
				children: t("titles.chat")
			}),
			(!narrow || !showingConversation) && /* @__PURE__ */ jsxs("section", {
				className: ChatScreen_module_default.listPane,
				"aria-label": t("list.label"),
				children: [/* @__PURE__ */ jsx("h1", {
					className: ChatScreen_module_default.listTitle,
					children: t("titles.chat")
				}), list.isSuccess && chats.length === 0 && !withParam ? /* @__PURE__ */ jsx(EmptyState, {
					compact: true,
					icon: /* @__PURE__ */ jsx(ChatIcon, {}),
					headingLevel: "h2",
					title: t("list.empty"),
					description: t("list.emptyHint")
				}) : /* @__PURE__ */ jsx(ChatList, {
					chats,
					selectedId: chatId,
					onOpen: open,
					loading: list.isPending,
					failed: list.isError,
					viewerIsArtist: !!user?.authorities?.includes("ARTIST")
				})]
			}),
			(!narrow || showingConversation) && /* @__PURE__ */ jsx("section", {
				className: ChatScreen_module_default.conversationPane,
				"aria-label": opponent?.publicName ?? t("conversation.pick"),
				children: opponent ? /* @__PURE__ */ jsx(ConversationPane, {
					opponent,
					chatId,
					conversation,
					live,
					narrow,
					onBack: back,
					onCreated: (id) => {
						queryClient.invalidateQueries({ queryKey: chatKeys.all });
						setParams({ chat: String(id) }, { replace: true });
					}
				}, opponent.uuid) : /* @__PURE__ */ jsx(EmptyState, {
					compact: true,
					icon: /* @__PURE__ */ jsx(ChatIcon, {}),
					headingLevel: "h2",
					title: t("conversation.pick"),
					description: t("conversation.pickHint"),
					className: ChatScreen_module_default.pick
				})
			})
		]
	});
}
var LIST_POLL_MS;
var init_ChatScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_SessionContext();
	init_chatApi();
	init_useChatStream();
	init_useConversation();
	init_ChatList();
	init_ConversationPane();
	init_ChatScreen_module();
	LIST_POLL_MS = 3e3;
}));
// src/features/chat/feature.tsx
init_feature();
init_paths$1();
var { screen: screen$8, define: define$7 } = featureOf("chat", () => Promise.resolve().then(() => (init_i18n$7(), i18n_exports$6)).then((m) => m.strings));
var ChatScreen = screen$8(() => Promise.resolve().then(() => (init_ChatScreen(), ChatScreen_exports)).then((m) => m.ChatScreen));
/** Private conversations of subscribers with their artists (spec 000 §2, §4, §9). */
var chatFeature = define$7({
	routes: [{
		path: "/chat",
		title: "chat",
		guarded: true,
		chrome: "wide",
		element: /* @__PURE__ */ jsx(ChatScreen, {})
	}],
	nav: [navEntry("chat", "chat", paths.chat, {
		side: {
			order: 50,
			when: (state) => state.loggedIn
		},
		bottom: { order: 30 }
	})]
});
// src/features/feed/i18n/en.ts
var en$6;
var init_en$6 = __esmMin((() => {
	en$6 = {
		titles: { home: "Home" },
		home: {
			feedTitle: "Feed",
			recommendations: "Recommendations",
			premium: "Premium subscription",
			premiumEmpty: "You haven't subscribed to anyone yet. Subscribe to an artist to see their premium content",
			publicEmpty: "No posts yet",
			addPost: "Add post"
		},
		wall: {
			title: "Posts",
			premiumEmptyOwner: "In order to enable premium subscription function you have to create at least 5 posts.",
			premiumEmptyOther: "In order to enable the premium subscription feature you need to subscribe to the artist"
		},
		list: {
			errorTitle: "Posts could not be loaded",
			errorText: "The server did not answer. Check your connection and try again.",
			loadMore: "Show more posts",
			end: "You have seen every post",
			pullToRefresh: "Pull to refresh",
			releaseToRefresh: "Release to refresh",
			refreshing: "Refreshing…"
		},
		/** Content moderators hid, as its author sees it. */
		hidden: {
			badge: "Hidden by moderators",
			reason: "Only you see it. Reason: {{reason}}"
		},
		post: {
			premium: "Premium post",
			publishedAt: "Published {{date}}",
			menu: "Post actions",
			delete: "Delete post",
			deleteTitle: "Delete this post?",
			deleteText: "The post, its files, likes and comments will be removed for everyone.",
			deleteConfirm: "Delete",
			cancel: "Cancel",
			image: "Image of the post",
			openImage: "Open the image in full size",
			imageTitle: "Image",
			like: "Like",
			unlike: "Remove like",
			likes_one: "{{count}} like",
			likes_other: "{{count}} likes",
			likes_few: "{{count}} likes",
			likes_many: "{{count}} likes",
			comments: "Comments",
			commentsCount_one: "{{count}} comment",
			commentsCount_other: "{{count}} comments",
			commentsCount_few: "{{count}} comments",
			commentsCount_many: "{{count}} comments"
		},
		song: {
			play: "Play {{name}}",
			pause: "Pause {{name}}",
			length: "Length {{length}}"
		},
		poll: {
			vote: "Vote",
			withdraw: "Withdraw vote",
			voters_one: "{{count}} vote",
			voters_other: "{{count}} votes",
			voters_few: "{{count}} votes",
			voters_many: "{{count}} votes",
			anonymous: "Anonymous poll",
			multi: "Choose one or more",
			single: "Choose one",
			yourChoice: "Your choice",
			percent: "{{percent}}%"
		},
		comments: {
			title: "Comments",
			empty: "No comments yet. Be the first.",
			errorText: "Comments could not be loaded.",
			retry: "Try again",
			placeholder: "Write a comment",
			label: "Your comment",
			send: "Send",
			reply: "Reply",
			replyLabel: "Your reply to {{name}}",
			replyPlaceholder: "Write a reply",
			showReplies_one: "Show {{count}} reply",
			showReplies_other: "Show {{count}} replies",
			showReplies_few: "Show {{count}} replies",
			showReplies_many: "Show {{count}} replies",
			hideReplies: "Hide replies",
			showMore: "Show more",
			moreComments: "Show more comments"
		},
		rules: {
			descriptionTooLong: "Maximum number of characters - {{length}}/{{max}}",
			tooManyAttachments: "A post has at most 2 attachments",
			onePollOnly: "A post has at most one poll",
			emptyPost: "Write something or attach an image, a song or a poll",
			imageType: "The cover must be a PNG or JPEG image",
			imageTooLarge: "The cover is larger than 6 MB",
			songType: "The song must be an MP3 or WAV file",
			songTooLarge: "The song is larger than 200 MB",
			songFileRequired: "Choose a song file",
			songNameRequired: "Song name is required",
			genreRequired: "Genre is required",
			pollTitleRequired: "Title is required",
			pollOptionEmpty: "Option can't be empty string",
			pollOptionsMin: "Should be at least 2 options",
			pollOptionsMax: "At most 10 options"
		},
		composer: {
			title: "New post",
			text: "What would you like to tell your listeners?",
			textLabel: "Text of the post",
			attachImage: "Attach an image",
			attachSong: "Attach a song",
			attachPoll: "Attach a poll",
			attachments: "Attachments",
			remove: "Remove {{name}}",
			postType: "Who sees the post",
			public: "Everyone (public)",
			premium: "Subscribers only (premium)",
			publish: "Publish",
			publishing: "Publishing…",
			progress: "Uploading {{percent}}%",
			attach: "Attach",
			imageFile: "Image (PNG or JPEG)",
			imageHint: "Cropped to 3:2 for the post. Up to {{size}} MB.",
			cropTitle: "Crop the cover (3:2)",
			imagePreview: "Preview of the cropped image",
			songFile: "Song file (MP3 or WAV)",
			songHint: "Up to {{size}} MB. The length is read from the file.",
			songName: "Song name",
			genre: "Genre",
			chooseGenre: "Choose a genre",
			pollTitle: "Question",
			option: "Option {{number}}",
			removeOption: "Remove option {{number}}",
			addOption: "Add option",
			isAnonymous: "Anonymous voting",
			isCanCancelOwnVote: "Voters may withdraw their vote",
			isMultiAnswer: "Several answers allowed",
			imageAttachment: "Image: {{name}}",
			songAttachment: "Song: {{name}}",
			pollAttachment: "Poll: {{name}}",
			errorTitle: "The post was not published",
			published: "Post published",
			publishedPUBLIC: "Post published: it is in Recommendations",
			publishedPREMIUM: "Premium post published: it is under Premium subscription, for your subscribers"
		}
	};
}));
// src/features/feed/i18n/uk.ts
var uk$6;
var init_uk$6 = __esmMin((() => {
	uk$6 = {
		titles: { home: "Головна" },
		home: {
			feedTitle: "Стрічка",
			recommendations: "Рекомендації",
			premium: "Преміум-підписка",
			premiumEmpty: "Ви ще ні на кого не підписалися. Підпишіться на артиста, щоб бачити його преміум-контент",
			publicEmpty: "Дописів поки немає",
			addPost: "Новий допис"
		},
		wall: {
			title: "Дописи",
			premiumEmptyOwner: "Щоб увімкнути преміум-підписку, створіть щонайменше 5 дописів.",
			premiumEmptyOther: "Щоб бачити преміум-дописи, підпишіться на артиста"
		},
		list: {
			errorTitle: "Не вдалося завантажити дописи",
			errorText: "Сервер не відповів. Перевірте зʼєднання і спробуйте ще раз.",
			loadMore: "Показати ще дописи",
			end: "Ви переглянули всі дописи",
			pullToRefresh: "Потягніть, щоб оновити",
			releaseToRefresh: "Відпустіть, щоб оновити",
			refreshing: "Оновлення…"
		},
		/** Content moderators hid, as its author sees it. */
		hidden: {
			badge: "Приховано модераторами",
			reason: "Бачите лише ви. Причина: {{reason}}"
		},
		post: {
			premium: "Преміум-допис",
			publishedAt: "Опубліковано {{date}}",
			menu: "Дії з дописом",
			delete: "Видалити допис",
			deleteTitle: "Видалити цей допис?",
			deleteText: "Допис, його файли, вподобання та коментарі зникнуть для всіх.",
			deleteConfirm: "Видалити",
			cancel: "Скасувати",
			image: "Зображення допису",
			openImage: "Відкрити зображення в повному розмірі",
			imageTitle: "Зображення",
			like: "Вподобати",
			unlike: "Прибрати вподобання",
			likes_one: "{{count}} вподобання",
			likes_few: "{{count}} вподобання",
			likes_many: "{{count}} вподобань",
			likes_other: "{{count}} вподобання",
			comments: "Коментарі",
			commentsCount_one: "{{count}} коментар",
			commentsCount_few: "{{count}} коментарі",
			commentsCount_many: "{{count}} коментарів",
			commentsCount_other: "{{count}} коментаря"
		},
		song: {
			play: "Відтворити «{{name}}»",
			pause: "Призупинити «{{name}}»",
			length: "Тривалість {{length}}"
		},
		poll: {
			vote: "Проголосувати",
			withdraw: "Скасувати голос",
			voters_one: "{{count}} голос",
			voters_few: "{{count}} голоси",
			voters_many: "{{count}} голосів",
			voters_other: "{{count}} голосу",
			anonymous: "Анонімне опитування",
			multi: "Оберіть один або кілька варіантів",
			single: "Оберіть один варіант",
			yourChoice: "Ваш вибір",
			percent: "{{percent}}%"
		},
		comments: {
			title: "Коментарі",
			empty: "Коментарів ще немає. Будьте першими.",
			errorText: "Не вдалося завантажити коментарі.",
			retry: "Спробувати ще раз",
			placeholder: "Напишіть коментар",
			label: "Ваш коментар",
			send: "Надіслати",
			reply: "Відповісти",
			replyLabel: "Ваша відповідь на коментар: {{name}}",
			replyPlaceholder: "Напишіть відповідь",
			showReplies_one: "Показати {{count}} відповідь",
			showReplies_few: "Показати {{count}} відповіді",
			showReplies_many: "Показати {{count}} відповідей",
			showReplies_other: "Показати {{count}} відповіді",
			hideReplies: "Сховати відповіді",
			showMore: "Показати ще",
			moreComments: "Показати ще коментарі"
		},
		rules: {
			descriptionTooLong: "Максимальна кількість символів - {{length}}/{{max}}",
			tooManyAttachments: "У дописі щонайбільше 2 вкладення",
			onePollOnly: "У дописі щонайбільше одне опитування",
			emptyPost: "Напишіть щось або додайте зображення, пісню чи опитування",
			imageType: "Обкладинка має бути зображенням PNG або JPEG",
			imageTooLarge: "Обкладинка більша за 6 МБ",
			songType: "Пісня має бути файлом MP3 або WAV",
			songTooLarge: "Пісня більша за 200 МБ",
			songFileRequired: "Оберіть файл пісні",
			songNameRequired: "Назва пісні обовʼязкова",
			genreRequired: "Жанр обовʼязковий",
			pollTitleRequired: "Питання обовʼязкове",
			pollOptionEmpty: "Варіант не може бути порожнім",
			pollOptionsMin: "Потрібно щонайменше 2 варіанти",
			pollOptionsMax: "Щонайбільше 10 варіантів"
		},
		composer: {
			title: "Новий допис",
			text: "Що ви хочете розповісти слухачам?",
			textLabel: "Текст допису",
			attachImage: "Додати зображення",
			attachSong: "Додати пісню",
			attachPoll: "Додати опитування",
			attachments: "Вкладення",
			remove: "Прибрати {{name}}",
			postType: "Хто бачить допис",
			public: "Усі (публічний)",
			premium: "Лише підписники (преміум)",
			publish: "Опублікувати",
			publishing: "Публікуємо…",
			progress: "Завантаження {{percent}}%",
			attach: "Додати",
			imageFile: "Зображення (PNG або JPEG)",
			imageHint: "Обрізається до 3:2 для допису. До {{size}} МБ.",
			cropTitle: "Обріжте обкладинку (3:2)",
			imagePreview: "Попередній перегляд обрізаного зображення",
			songFile: "Файл пісні (MP3 або WAV)",
			songHint: "До {{size}} МБ. Тривалість читається з файлу.",
			songName: "Назва пісні",
			genre: "Жанр",
			chooseGenre: "Оберіть жанр",
			pollTitle: "Питання",
			option: "Варіант {{number}}",
			removeOption: "Прибрати варіант {{number}}",
			addOption: "Додати варіант",
			isAnonymous: "Анонімне голосування",
			isCanCancelOwnVote: "Можна скасувати свій голос",
			isMultiAnswer: "Можна обрати кілька відповідей",
			imageAttachment: "Зображення: {{name}}",
			songAttachment: "Пісня: {{name}}",
			pollAttachment: "Опитування: {{name}}",
			errorTitle: "Допис не опубліковано",
			published: "Допис опубліковано",
			publishedPUBLIC: "Допис опубліковано: він на вкладці «Рекомендації»",
			publishedPREMIUM: "Преміум-допис опубліковано: він на вкладці «Преміум-підписка», для ваших підписників"
		}
	};
}));
// src/features/feed/i18n/index.ts
var strings$9;
var init_i18n$6 = __esmMin((() => {
	init_en$6();
	init_uk$6();
	strings$9 = {
		en: en$6,
		uk: uk$6
	};
}));
// src/shared/ui/useServerMarkup.ts
/**
* True while rendering on the server and while the browser hydrates what the server rendered
* (issue 35), false otherwise: what renders in a first client paint only (a shorter list, a
* portal) must wait for it, or the hydrated markup would not match.
*/
function useServerMarkup() {
	return useSyncExternalStore(noSubscription, () => false, () => true);
}
var noSubscription;
var init_useServerMarkup = __esmMin((() => {
	noSubscription = () => () => {};
}));
// src/features/feed/api/feedApi.ts
/**
* The server's clock in epoch seconds (spec 000 §4): the feed's `initialTimeStamp`, so pages stay
* stable. Known from an earlier answer when there was one (a wall opens after its profile's
* answer), asked of GET /getServerTime otherwise.
*/
async function serverEpochSeconds(client, signal) {
	const known = client.serverEpochSecondsNow();
	if (known !== void 0) return known;
	try {
		return (await client.getServerTime({ signal })).epochSeconds;
	} catch (error) {
		if (signal?.aborted) throw error;
		return Math.floor(Date.now() / 1e3);
	}
}
/**
* A feed tab's page 0 as the server put it into the page (`/`, see @kobza/api-client's
* `prime`), with the clock it was pinned to: Home then renders its first posts in its first
* render, without a call. Undefined when the page brought none (other pages, a signed-in reader).
*/
function primedFirstPage(client, source) {
	if (source.kind !== "feed") return void 0;
	const clock = client.primedAnswer(routes.health.serverTime.path, void 0, { keep: true });
	if (!clock) return void 0;
	const param = {
		page: 0,
		initialTimeStamp: clock.epochSeconds
	};
	const page = client.primedAnswer(routes.feed.feed.path, {
		...param,
		postType: source.tab
	});
	if (!page) return void 0;
	client.primedAnswer(routes.health.serverTime.path);
	return {
		pages: [{
			...page,
			...param
		}],
		pageParams: [null]
	};
}
/** Applies `change` to a post wherever it is cached (feed tabs and walls), e.g. after a like. */
function updateCachedPost(queryClient, postId, change) {
	queryClient.setQueriesData({ queryKey: feedKeys.all }, (data) => {
		if (!data || !Array.isArray(data.pages)) return data;
		return {
			...data,
			pages: data.pages.map((page) => Array.isArray(page.elements) ? {
				...page,
				elements: page.elements.map((post) => post.id === postId ? change(post) : post)
			} : page)
		};
	});
}
/** Drops a deleted post from every cached list. */
function removeCachedPost(queryClient, postId) {
	queryClient.setQueriesData({ queryKey: feedKeys.all }, (data) => {
		if (!data || !Array.isArray(data.pages)) return data;
		return {
			...data,
			pages: data.pages.map((page) => Array.isArray(page.elements) ? {
				...page,
				elements: page.elements.filter((post) => post.id !== postId)
			} : page)
		};
	});
}
/** Puts a new post on top of the lists it belongs to (the author's wall and the matching feed tab). */
function prependCachedPost(queryClient, post) {
	const keys = [feedKeys.posts({
		kind: "feed",
		tab: post.postType
	}), feedKeys.posts({
		kind: "wall",
		uuid: post.eventOwner.uuid,
		tab: post.postType
	})];
	for (const queryKey of keys) queryClient.setQueryData(queryKey, (data) => {
		if (!data?.pages.length) return data;
		const [first, ...rest] = data.pages;
		if (!first || first.elements.some((existing) => existing.id === post.id)) return data;
		return {
			...data,
			pages: [{
				...first,
				elements: [post, ...first.elements]
			}, ...rest]
		};
	});
}
async function likePost(client, postId, liked) {
	const feed = await feedEndpoints();
	return client.call(liked ? feed.like : feed.unlike, { params: { id: String(postId) } });
}
async function votePoll(client, pollId, optionIds) {
	return client.call((await feedEndpoints()).vote, {
		params: { pollId: String(pollId) },
		body: optionIds
	});
}
async function withdrawVote(client, pollId) {
	return client.call((await feedEndpoints()).withdrawVote, { params: { pollId: String(pollId) } });
}
async function deletePost(client, uuid, postId) {
	return client.call((await feedEndpoints()).deletePost, { params: {
		uuid,
		postId: String(postId)
	} });
}
/** The comments adapter of a post (spec 000 §7): 10 comments and 2 replies a page. */
function postCommentsCalls(client, postId) {
	return {
		key: feedKeys.comments(postId),
		list: async (page, initialTimeStamp) => client.call((await feedEndpoints()).comments, {
			params: { postId: String(postId) },
			query: {
				page,
				initialTimeStamp
			}
		}),
		replies: async (commentId, page, initialTimeStamp) => client.call((await feedEndpoints()).replies, {
			params: {
				postId: String(postId),
				commentId: String(commentId)
			},
			query: {
				page,
				initialTimeStamp
			}
		}),
		add: async (comment) => client.call((await feedEndpoints()).addComment, {
			params: { postId: String(postId) },
			body: { comment }
		}),
		reply: async (commentId, comment) => client.call((await feedEndpoints()).reply, {
			params: {
				postId: String(postId),
				commentId: String(commentId)
			},
			body: { comment }
		})
	};
}
/**
* POST /contents/{uuid} with the spec's multipart body, reporting the share of it sent (the
* client sends through XMLHttpRequest for that, refreshes once on a 401 and checks the answer).
*/
async function uploadPost(client, uuid, body, onProgress) {
	return client.post(fillPath(routes.feed.createPost.path, { uuid }), body, {
		schema: async () => (await feedEndpoints()).createPost.responses[201],
		onUploadProgress: ({ loaded, total }) => {
			if (total > 0) onProgress(loaded / total);
		}
	});
}
var feedEndpoints, feedKeys, postsQueryOptions;
var init_feedApi = __esmMin((() => {
	init_src$2();
	init_routes();
	feedEndpoints = async () => (await contractEndpoints()).feed;
	feedKeys = {
		all: ["feed"],
		posts: (source) => source.kind === "feed" ? [
			"feed",
			"posts",
			source.tab
		] : [
			"feed",
			"wall",
			source.uuid,
			source.tab
		],
		/** Outside the 'feed' root on purpose: updates to cached posts walk that root and must not meet comments. */
		comments: (postId) => ["post-comments", postId]
	};
	postsQueryOptions = (client, source) => infiniteQueryOptions({
		queryKey: feedKeys.posts(source),
		initialPageParam: null,
		queryFn: async ({ pageParam, signal }) => {
			const param = pageParam ?? {
				page: 0,
				initialTimeStamp: await serverEpochSeconds(client, signal)
			};
			const query = {
				page: param.page,
				postType: source.tab,
				initialTimeStamp: param.initialTimeStamp
			};
			const route = source.kind === "feed" ? routes.feed.feed : routes.feed.wall;
			const path = source.kind === "feed" ? route.path : fillPath(route.path, { uuid: source.uuid });
			return {
				...await client.request(route.method, path, void 0, {
					query,
					signal,
					schema: async () => (await feedEndpoints())[source.kind].responses[200]
				}),
				...param
			};
		},
		initialData: () => primedFirstPage(client, source),
		getNextPageParam: (last) => last.page + 1 < last.totalPages ? {
			page: last.page + 1,
			initialTimeStamp: last.initialTimeStamp
		} : void 0
	});
}));
// src/shared/ui/ReportPopup.tsx
var ReportPopup_exports = /* @__PURE__ */ __exportAll({ ReportPopup: () => ReportPopup$1 });
/**
* The report form behind the 'Report' entry: a reason from the contract's list and the
* reporter's own words, sent to the moderators. Its own chunk: the contract's report schema and
* list come with zod, which posts on `/` must not download before anyone reports anything.
*/
function ReportPopup$1({ targetKind, targetId, onClose }) {
	const { t } = useTranslation("shared");
	const { client } = useSession();
	const [category, setCategory] = useState("SPAM");
	const [details, setDetails] = useState("");
	const [state, setState] = useState({ sending: false });
	const send = async () => {
		setState({ sending: true });
		try {
			await client.call(endpoints.moderation.report, { body: {
				targetKind,
				targetId,
				category,
				reason: details.trim() || t(`report.categories.${category}`)
			} });
			setState({
				sending: false,
				done: true
			});
		} catch (failure) {
			const message = failure instanceof Error && "serverMessage" in failure && failure.serverMessage ? String(failure.serverMessage) : t("report.failed");
			setState({
				sending: false,
				error: message
			});
		}
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: true,
		onClose,
		title: t(`report.title.${targetKind}`),
		closeLabel: t("common.close"),
		actions: state.done ? /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: t("common.close")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onClose,
			children: t("report.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => void send(),
			loading: state.sending,
			children: t("report.send")
		})] }),
		children: [state.done ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("report.done")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FormField, {
			label: t("report.category"),
			children: /* @__PURE__ */ jsx(Select, {
				value: category,
				options: reportCategories.options.map((value) => ({
					value,
					label: t(`report.categories.${value}`)
				})),
				onChange: (event) => setCategory(event.target.value)
			})
		}), /* @__PURE__ */ jsx(FormField, {
			label: t("report.details"),
			children: /* @__PURE__ */ jsx(TextArea, {
				value: details,
				maxLength: moderationLimits.reasonMax,
				rows: 3,
				onChange: (event) => setDetails(event.target.value)
			})
		})] }), state.error && /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: state.error
		})]
	});
}
var init_ReportPopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_SessionContext();
}));
// src/shared/ui/ReportButton.tsx
/**
* The 'Report' entry on a post, a comment, a profile or a legend; its form (./ReportPopup)
* loads when it is first opened. Only signed-in users who are not its author see it (the API
* refuses the others anyway).
*/
function ReportButton({ targetKind, targetId, authorUuid }) {
	const { t } = useTranslation("shared");
	const { user } = useSession();
	const [open, setOpen] = useState(false);
	if (!user || authorUuid !== void 0 && user.uuid === authorUuid) return null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(IconButton, {
		size: "sm",
		label: t("report.action"),
		icon: /* @__PURE__ */ jsx(AlertIcon, {}),
		onClick: () => setOpen(true)
	}), open && /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(ReportPopup, {
			targetKind,
			targetId,
			onClose: () => setOpen(false)
		})
	})] });
}
var ReportPopup;
var init_ReportButton = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	ReportPopup = lazy(() => Promise.resolve().then(() => (init_ReportPopup(), ReportPopup_exports)).then((m) => ({ default: m.ReportPopup })));
}));
// src/features/feed/components/PostCard.module.css
var card$3, header$1, badge$1, byline, author$1, muted$1, contents, text$1, imageButton, fullImage, song$1, songNames, songName, poll, pollTitle, pollHint, options, option$1, results$1, resultText, yourChoice, resultBar, result, pollFooter, footer$1, like, PostCard_module_default;
var init_PostCard_module = __esmMin((() => {
	card$3 = "_card_t89ke_1";
	header$1 = "_header_t89ke_7";
	badge$1 = "_badge_t89ke_16";
	byline = "_byline_t89ke_22";
	author$1 = "_author_t89ke_29";
	muted$1 = "_muted_t89ke_39";
	contents = "_contents_t89ke_44";
	text$1 = "_text_t89ke_50";
	imageButton = "_imageButton_t89ke_56";
	fullImage = "_fullImage_t89ke_71";
	song$1 = "_song_t89ke_78";
	songNames = "_songNames_t89ke_87";
	songName = "_songName_t89ke_87";
	poll = "_poll_t89ke_103";
	pollTitle = "_pollTitle_t89ke_116";
	pollHint = "_pollHint_t89ke_123";
	options = "_options_t89ke_129";
	option$1 = "_option_t89ke_129";
	results$1 = "_results_t89ke_149";
	resultText = "_resultText_t89ke_158";
	yourChoice = "_yourChoice_t89ke_164";
	resultBar = "_resultBar_t89ke_169";
	result = "_result_t89ke_149";
	pollFooter = "_pollFooter_t89ke_186";
	footer$1 = "_footer_t89ke_193";
	like = "_like_t89ke_199";
	PostCard_module_default = {
		card: card$3,
		header: header$1,
		badge: badge$1,
		byline,
		author: author$1,
		muted: muted$1,
		contents,
		text: text$1,
		imageButton,
		fullImage,
		song: song$1,
		songNames,
		songName,
		poll,
		pollTitle,
		pollHint,
		options,
		option: option$1,
		results: results$1,
		resultText,
		yourChoice,
		resultBar,
		result,
		pollFooter,
		footer: footer$1,
		like
	};
}));
// src/features/feed/components/PollView.tsx
/** The poll replaced by the server's answer inside its post, wherever the post is cached. */
function replacePoll(post, poll) {
	return {
		...post,
		contents: post.contents.map((content) => content.type === "VOTE" && content.vote.id === poll.id ? {
			...content,
			vote: poll
		} : content)
	};
}
/**
* A poll (spec 000 §4): radio buttons or checkboxes until the reader votes, Vote enabled only
* when something is chosen; then each option's share from the server. Guests get the sign-in popup.
*/
function PollView({ poll, postId, guard }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const name = useId();
	const titleId = useId();
	const [chosen, setChosen] = useState([]);
	const apply = (answer) => updateCachedPost(queryClient, postId, (post) => replacePoll(post, answer));
	const vote = useMutation({
		mutationFn: (optionIds) => votePoll(client, poll.id, optionIds),
		onSuccess: (answer) => {
			setChosen([]);
			apply(answer);
		}
	});
	const withdraw = useMutation({
		mutationFn: () => withdrawVote(client, poll.id),
		onSuccess: apply
	});
	const toggle = (id, checked) => setChosen((before) => poll.isMultiAnswer ? checked ? [...before, id] : before.filter((option) => option !== id) : [id]);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: PostCard_module_default.poll,
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ jsx("legend", {
				id: titleId,
				className: PostCard_module_default.pollTitle,
				children: poll.title
			}),
			poll.isVoted ? /* @__PURE__ */ jsx("ul", {
				className: PostCard_module_default.results,
				children: poll.options.map((option) => /* @__PURE__ */ jsxs("li", {
					className: PostCard_module_default.result,
					"data-chosen": option.isChosen,
					children: [/* @__PURE__ */ jsxs("div", {
						className: PostCard_module_default.resultText,
						children: [/* @__PURE__ */ jsxs("span", { children: [option.description, option.isChosen && /* @__PURE__ */ jsxs("span", {
							className: PostCard_module_default.yourChoice,
							children: [" · ", t("poll.yourChoice")]
						})] }), /* @__PURE__ */ jsx("strong", { children: t("poll.percent", { percent: option.percentVoted }) })]
					}), /* @__PURE__ */ jsx("div", {
						className: PostCard_module_default.resultBar,
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("span", { style: { width: `${Math.min(100, option.percentVoted)}%` } })
					})]
				}, option.id))
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: PostCard_module_default.pollHint,
				children: poll.isMultiAnswer ? t("poll.multi") : t("poll.single")
			}), /* @__PURE__ */ jsx("div", {
				className: PostCard_module_default.options,
				children: poll.options.map((option) => /* @__PURE__ */ jsxs("label", {
					className: PostCard_module_default.option,
					children: [/* @__PURE__ */ jsx("input", {
						type: poll.isMultiAnswer ? "checkbox" : "radio",
						name,
						value: option.id,
						checked: chosen.includes(option.id),
						onChange: (event) => toggle(option.id, event.target.checked)
					}), /* @__PURE__ */ jsx("span", { children: option.description })]
				}, option.id))
			})] }),
			/* @__PURE__ */ jsxs("div", {
				className: PostCard_module_default.pollFooter,
				children: [/* @__PURE__ */ jsxs("span", {
					className: PostCard_module_default.muted,
					children: [t("poll.voters", { count: poll.countVoters }), poll.isAnonymous && ` · ${t("poll.anonymous")}`]
				}), !poll.isVoted ? /* @__PURE__ */ jsx(Button, {
					size: "sm",
					disabled: chosen.length === 0,
					loading: vote.isPending,
					onClick: () => guard(() => vote.mutate(chosen)),
					children: t("poll.vote")
				}) : poll.isCanCancelOwnVote && /* @__PURE__ */ jsx(Button, {
					size: "sm",
					variant: "ghost",
					loading: withdraw.isPending,
					onClick: () => withdraw.mutate(),
					children: t("poll.withdraw")
				})]
			})
		]
	});
}
var init_PollView = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	init_feedApi();
	init_PostCard_module();
}));
// src/features/feed/components/SongRow.tsx
/** A post's song: play/pause through the app's one player, so starting it stops any other. */
function SongRow({ song, queue }) {
	const { t } = useTranslation(["feed", "shared"]);
	const genreLabel = useGenreCodeLabel({ fetch: false });
	const player = usePlayer();
	const track = songTrack(song);
	const current = player.isCurrent(track.id);
	const playing = current && player.playing;
	return /* @__PURE__ */ jsxs("div", {
		className: PostCard_module_default.song,
		"data-current": current,
		children: [
			/* @__PURE__ */ jsx(IconButton, {
				variant: current ? "primary" : "secondary",
				label: playing ? t("song.pause", { name: song.songName }) : t("song.play", { name: song.songName }),
				icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
				pressed: playing,
				onClick: () => current ? player.toggle() : player.play(track, queue?.length ? queue : [track])
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PostCard_module_default.songNames,
				children: [/* @__PURE__ */ jsx("p", {
					className: PostCard_module_default.songName,
					children: song.songName
				}), /* @__PURE__ */ jsxs("p", {
					className: PostCard_module_default.muted,
					children: [
						song.authorName,
						" · ",
						genreLabel(song.genre)
					]
				})]
			}),
			/* @__PURE__ */ jsx("span", {
				className: PostCard_module_default.muted,
				"aria-label": t("song.length", { length: formatDuration(song.lengthOfSong) }),
				children: formatDuration(song.lengthOfSong)
			}),
			/* @__PURE__ */ jsx(QueueMenu, { track })
		]
	});
}
var songTrack;
var init_SongRow = __esmMin((() => {
	init_src$1();
	init_format$1();
	init_referenceLabels();
	init_PlayerContext();
	init_QueueMenu();
	init_PostCard_module();
	songTrack = (song) => ({
		id: `post-song:${song.id}`,
		title: song.songName,
		artist: song.authorName,
		src: song.fileUrl,
		media: song.media
	});
}));
// src/features/feed/components/useSignInGate.tsx
/**
* Guests who like, vote, comment or reply get the sign-in popup (spec 000 §6). `guard(action)`
* runs the action for a signed-in user and opens the popup for a guest; the popup belongs to the
* page it was opened on, so any navigation closes it.
*/
function useSignInGate$1() {
	const { t } = useTranslation(["feed", "shared"]);
	const { loggedIn } = useSession();
	const location = useLocation();
	const navigate = useNavigate();
	const [openedAt, setOpenedAt] = useState(null);
	const open = openedAt === location.key;
	const guard = (action) => {
		if (loggedIn) action();
		else setOpenedAt(location.key);
	};
	return {
		guard,
		prompt: open ? /* @__PURE__ */ jsx(SignInPrompt, {
			open: true,
			onClose: () => setOpenedAt(null),
			onSignIn: () => {
				const state = { from: `${location.pathname}${location.search}` };
				navigate(paths.signIn, { state });
			},
			title: t("shared:nav.signIn"),
			message: t("shared:session.signInPrompt"),
			signInLabel: t("shared:nav.signIn"),
			closeLabel: t("shared:common.close")
		}) : null,
		loggedIn
	};
}
var init_useSignInGate$1 = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
}));
// src/features/feed/components/CommentsArea.module.css
var area, form$5, field, list$6, comment, body$1, meta$1, message, replies, actions$4, empty, error$4, CommentsArea_module_default;
var init_CommentsArea_module = __esmMin((() => {
	area = "_area_1ow4l_1";
	form$5 = "_form_1ow4l_9";
	field = "_field_1ow4l_15";
	list$6 = "_list_1ow4l_20";
	comment = "_comment_1ow4l_29";
	body$1 = "_body_1ow4l_34";
	meta$1 = "_meta_1ow4l_39";
	message = "_message_1ow4l_49";
	replies = "_replies_1ow4l_54";
	actions$4 = "_actions_1ow4l_66";
	empty = "_empty_1ow4l_73";
	error$4 = "_error_1ow4l_74";
	CommentsArea_module_default = {
		area,
		form: form$5,
		field,
		list: list$6,
		comment,
		body: body$1,
		meta: meta$1,
		message,
		replies,
		actions: actions$4,
		empty,
		error: error$4
	};
}));
// src/features/feed/components/CommentsArea.tsx
var CommentsArea_exports = /* @__PURE__ */ __exportAll({ CommentsArea: () => CommentsArea$2 });
/** Pages of comments or replies anchored at the server's time of the first page. */
function usePages(key, load, enabled = true) {
	const { client } = useSession();
	return useInfiniteQuery({
		queryKey: key,
		enabled,
		initialPageParam: null,
		queryFn: async ({ pageParam, signal }) => {
			const param = pageParam ?? {
				page: 0,
				initialTimeStamp: await serverEpochSeconds(client, signal)
			};
			return {
				...await load(param.page, param.initialTimeStamp),
				...param
			};
		},
		getNextPageParam: (last) => last.page + 1 < last.totalPages ? {
			page: last.page + 1,
			initialTimeStamp: last.initialTimeStamp
		} : void 0,
		meta: { handlesErrors: true }
	});
}
/** A one-line box for a comment or a reply: 1–50 characters (spec 000 §5), Send disabled outside them. */
function CommentForm({ label, placeholder, onSubmit, pending, guard, autoFocus }) {
	const { t } = useTranslation("feed");
	const [text, setText] = useState("");
	const length = characterCount(text.trim());
	const valid = length >= 1 && length <= limits.commentMax;
	const submit = (event) => {
		event.preventDefault();
		guard(() => {
			if (!valid) return;
			onSubmit(text.trim()).then(() => setText(""));
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: CommentsArea_module_default.form,
		onSubmit: submit,
		children: [/* @__PURE__ */ jsx(FormField, {
			label,
			hideLabel: true,
			className: CommentsArea_module_default.field,
			children: /* @__PURE__ */ jsx(Input, {
				value: text,
				placeholder,
				maxChars: limits.commentMax,
				autoFocus,
				onChange: (event) => setText(event.target.value)
			})
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			size: "sm",
			disabled: !valid,
			loading: pending,
			loadingLabel: t("comments.send"),
			children: t("comments.send")
		})]
	});
}
function CommentItem({ comment, children }) {
	const { t } = useTranslation("feed");
	const [language] = useLanguage();
	const author = comment.userCommenter;
	return /* @__PURE__ */ jsxs("li", {
		className: CommentsArea_module_default.comment,
		"data-comment-id": comment.id,
		children: [/* @__PURE__ */ jsx(Avatar, {
			src: author.avatar,
			name: author.publicName,
			size: "sm",
			decorative: true
		}), /* @__PURE__ */ jsxs("div", {
			className: CommentsArea_module_default.body,
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: CommentsArea_module_default.meta,
					children: [
						/* @__PURE__ */ jsx("strong", { children: author.publicName }),
						" ",
						/* @__PURE__ */ jsx("time", {
							dateTime: comment.publishedAt,
							children: formatDateTime(comment.publishedAt, language)
						}),
						/* @__PURE__ */ jsx(ReportButton, {
							targetKind: "COMMENT",
							targetId: comment.id,
							authorUuid: author.uuid
						})
					]
				}),
				comment.hidden && /* @__PURE__ */ jsxs("p", {
					className: CommentsArea_module_default.meta,
					role: "note",
					children: [
						/* @__PURE__ */ jsx(Badge, {
							tone: "danger",
							children: t("hidden.badge")
						}),
						" ",
						t("hidden.reason", { reason: comment.hidden.reason })
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: CommentsArea_module_default.message,
					children: comment.message
				}),
				children
			]
		})]
	});
}
/** Replies of one comment: 2 a page with Show more; a new reply opens them and closes the box. */
function Replies({ comment, api, guard }) {
	const { t } = useTranslation("feed");
	const [open, setOpen] = useState(false);
	const [replying, setReplying] = useState(false);
	const [added, setAdded] = useState([]);
	const pages = usePages([
		...api.key,
		"replies",
		comment.id
	], (page, ts) => api.replies(comment.id, page, ts), open);
	const reply = useMutation({
		mutationFn: (text) => api.reply(comment.id, text),
		onSuccess: (answer) => {
			setAdded((before) => [...before, answer]);
			setOpen(true);
			setReplying(false);
		}
	});
	const loaded = pages.data?.pages.flatMap((page) => page.elements) ?? [];
	const ids = new Set(loaded.map((item) => item.id));
	const shown = [...loaded, ...added.filter((item) => !ids.has(item.id))];
	const total = comment.tailIds.length + added.filter((item) => !comment.tailIds.includes(item.id)).length;
	return /* @__PURE__ */ jsxs("div", {
		className: CommentsArea_module_default.replies,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: CommentsArea_module_default.actions,
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => guard(() => setReplying(!replying)),
					"aria-expanded": replying,
					children: t("comments.reply")
				}), total > 0 && /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					"aria-expanded": open,
					onClick: () => setOpen(!open),
					children: open ? t("comments.hideReplies") : t("comments.showReplies", { count: total })
				})]
			}),
			replying && /* @__PURE__ */ jsx(CommentForm, {
				label: t("comments.replyLabel", { name: comment.userCommenter.publicName }),
				placeholder: t("comments.replyPlaceholder"),
				pending: reply.isPending,
				onSubmit: (text) => reply.mutateAsync(text),
				guard,
				autoFocus: true
			}),
			open && /* @__PURE__ */ jsxs(Fragment, { children: [
				pages.isPending && /* @__PURE__ */ jsx(Preloader, {
					size: "sm",
					label: t("comments.title")
				}),
				shown.length > 0 && /* @__PURE__ */ jsx("ul", {
					className: CommentsArea_module_default.list,
					children: shown.map((item) => /* @__PURE__ */ jsx(CommentItem, { comment: item }, item.id))
				}),
				pages.hasNextPage && /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					loading: pages.isFetchingNextPage,
					onClick: () => void pages.fetchNextPage(),
					children: t("comments.showMore")
				})
			] })
		]
	});
}
/**
* The comments area (spec 000 §2, §4; 001 §2): 10 comments a page, a new comment on top with the
* count up by one, replies 2 at a time. Guests who comment or reply get the sign-in popup.
*/
function CommentsArea$2({ parent, count, api: given }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const { guard, prompt } = useSignInGate$1();
	const api = useMemo(() => {
		if (given) return given;
		if (parent.kind !== "POST") throw new Error("A LEGEND comments area needs its api adapter");
		return postCommentsCalls(client, parent.id);
	}, [
		given,
		parent.kind,
		parent.id,
		client
	]);
	const [added, setAdded] = useState([]);
	const pages = usePages([...api.key, "list"], (page, ts) => api.list(page, ts));
	const add = useMutation({
		mutationFn: (text) => api.add(text),
		onSuccess: (answer) => {
			setAdded((before) => [answer, ...before]);
			if (parent.kind === "POST") updateCachedPost(queryClient, parent.id, (post) => ({
				...post,
				countComments: post.countComments + 1
			}));
		}
	});
	const loaded = pages.data?.pages.flatMap((page) => page.elements) ?? [];
	const addedIds = new Set(added.map((item) => item.id));
	const shown = [...added, ...loaded.filter((item) => !addedIds.has(item.id))];
	return /* @__PURE__ */ jsxs("section", {
		className: CommentsArea_module_default.area,
		"aria-label": t("comments.title"),
		"data-count": (count ?? 0) + added.length,
		children: [
			/* @__PURE__ */ jsx(CommentForm, {
				label: t("comments.label"),
				placeholder: t("comments.placeholder"),
				pending: add.isPending,
				onSubmit: (text) => add.mutateAsync(text),
				guard
			}),
			pages.isPending ? /* @__PURE__ */ jsx(Preloader, {
				size: "sm",
				label: t("comments.title")
			}) : pages.isError && shown.length === 0 ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				className: CommentsArea_module_default.error,
				children: [/* @__PURE__ */ jsx("p", { children: t("comments.errorText") }), /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => void pages.refetch(),
					children: t("comments.retry")
				})]
			}) : shown.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: CommentsArea_module_default.empty,
				children: t("comments.empty")
			}) : /* @__PURE__ */ jsx("ul", {
				className: CommentsArea_module_default.list,
				children: shown.map((comment) => /* @__PURE__ */ jsx(CommentItem, {
					comment,
					children: /* @__PURE__ */ jsx(Replies, {
						comment,
						api,
						guard
					})
				}, comment.id))
			}),
			pages.hasNextPage && /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				loading: pages.isFetchingNextPage,
				onClick: () => void pages.fetchNextPage(),
				children: t("comments.moreComments")
			}),
			prompt
		]
	});
}
var init_CommentsArea = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_format$1();
	init_i18n$12();
	init_SessionContext();
	init_ReportButton();
	init_feedApi();
	init_useSignInGate$1();
	init_CommentsArea_module();
}));
// src/features/feed/components/PostCard.tsx
/** The thumbnail in the card; the full-size image in a popup on click. */
function PostImage({ image }) {
	const { t } = useTranslation(["feed", "shared"]);
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: PostCard_module_default.imageButton,
		onClick: () => setOpen(true),
		"aria-label": t("post.openImage"),
		children: /* @__PURE__ */ jsx(Cover, {
			src: image.thumbnailUrl,
			alt: t("post.image"),
			ratio: cropRatios.postCover
		})
	}), open && /* @__PURE__ */ jsx(Popup, {
		open: true,
		size: "lg",
		title: t("post.imageTitle"),
		hideTitle: true,
		onClose: () => setOpen(false),
		closeLabel: t("shared:common.close"),
		children: /* @__PURE__ */ jsx("img", {
			src: image.imageUrl,
			alt: t("post.image"),
			width: image.width,
			height: image.height,
			className: PostCard_module_default.fullImage
		})
	})] });
}
/** Like toggle (spec 000 §4): the count moves at once and rolls back if the server refuses. */
function LikeButton({ post, guard }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const like = useMutation({
		mutationFn: (liked) => likePost(client, post.id, liked),
		onMutate: (liked) => {
			const before = {
				countLike: post.countLike,
				isUserLiked: post.isUserLiked
			};
			updateCachedPost(queryClient, post.id, (cached) => ({
				...cached,
				isUserLiked: liked,
				countLike: Math.max(0, cached.countLike + (liked ? 1 : -1))
			}));
			return before;
		},
		onError: (_error, _liked, before) => {
			if (before) updateCachedPost(queryClient, post.id, (cached) => ({
				...cached,
				...before
			}));
		},
		onSuccess: (answer) => updateCachedPost(queryClient, post.id, (cached) => ({
			...cached,
			countLike: answer.countLike,
			isUserLiked: answer.isUserLiked
		}))
	});
	return /* @__PURE__ */ jsx(Button, {
		variant: "ghost",
		size: "sm",
		className: PostCard_module_default.like,
		"data-liked": post.isUserLiked,
		"aria-pressed": post.isUserLiked,
		"aria-label": `${post.isUserLiked ? t("post.unlike") : t("post.like")} · ${t("post.likes", { count: post.countLike })}`,
		iconStart: /* @__PURE__ */ jsx(HeartIcon, {}),
		onClick: () => guard(() => like.mutate(!post.isUserLiked)),
		children: post.countLike
	});
}
function DeletePost({ post }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const [asking, setAsking] = useState(false);
	const remove = useMutation({
		mutationFn: () => deletePost(client, post.eventOwner.uuid, post.id),
		onSuccess: () => {
			setAsking(false);
			removeCachedPost(queryClient, post.id);
		}
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(IconButton, {
		size: "sm",
		label: t("post.delete"),
		icon: /* @__PURE__ */ jsx(TrashIcon, {}),
		onClick: () => setAsking(true)
	}), /* @__PURE__ */ jsx(ConfirmPopup, {
		open: asking,
		danger: true,
		title: t("post.deleteTitle"),
		message: t("post.deleteText"),
		confirmLabel: t("post.deleteConfirm"),
		cancelLabel: t("post.cancel"),
		loading: remove.isPending,
		onConfirm: () => remove.mutate(),
		onCancel: () => setAsking(false)
	})] });
}
/**
* One post (spec 000 §3–4): author and time, text, image, song, poll, like and comments.
* `queue` is the list's songs, so the player's next/previous walk the feed.
*/
function PostCard({ post, queue }) {
	const { t } = useTranslation(["feed", "shared"]);
	const [language] = useLanguage();
	const { user } = useSession();
	const { guard, prompt } = useSignInGate$1();
	const [commentsOpen, setCommentsOpen] = useState(false);
	const author = post.eventOwner;
	const isAuthor = user?.uuid === author.uuid;
	const titleId = `post-${post.id}-author`;
	return /* @__PURE__ */ jsxs(Card, {
		as: "article",
		className: PostCard_module_default.card,
		"aria-labelledby": titleId,
		"data-post-id": post.id,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: PostCard_module_default.header,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: author.avatar,
						name: author.publicName,
						decorative: true,
						ring: true
					}),
					/* @__PURE__ */ jsxs("div", {
						className: PostCard_module_default.byline,
						children: [/* @__PURE__ */ jsx(Link, {
							id: titleId,
							to: paths.profile(author.nickName),
							className: PostCard_module_default.author,
							children: author.publicName
						}), /* @__PURE__ */ jsxs("time", {
							dateTime: post.createAt,
							className: PostCard_module_default.muted,
							children: [
								"@",
								author.nickName,
								" · ",
								formatDateTime(post.createAt, language)
							]
						})]
					}),
					post.postType === "PREMIUM" && /* @__PURE__ */ jsx("div", {
						className: PostCard_module_default.badge,
						children: /* @__PURE__ */ jsx(Badge, {
							tone: "premium",
							children: t("post.premium")
						})
					}),
					isAuthor ? /* @__PURE__ */ jsx(DeletePost, { post }) : /* @__PURE__ */ jsx(ReportButton, {
						targetKind: "POST",
						targetId: post.id
					})
				]
			}),
			post.hidden && /* @__PURE__ */ jsxs("p", {
				className: PostCard_module_default.muted,
				role: "note",
				"data-hidden-post": true,
				children: [
					/* @__PURE__ */ jsx(Badge, {
						tone: "danger",
						children: t("hidden.badge")
					}),
					" ",
					t("hidden.reason", { reason: post.hidden.reason })
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: PostCard_module_default.contents,
				children: post.contents.map((content) => {
					switch (content.type) {
						case "MESSAGE": return content.context ? /* @__PURE__ */ jsx("p", {
							className: PostCard_module_default.text,
							children: content.context
						}, content.id) : null;
						case "IMAGE": return /* @__PURE__ */ jsx(PostImage, { image: content }, content.id);
						case "SONG": return /* @__PURE__ */ jsx(SongRow, {
							song: content.song,
							queue
						}, content.id);
						case "VOTE": return /* @__PURE__ */ jsx(PollView, {
							poll: content.vote,
							postId: post.id,
							guard
						}, content.id);
						default: return null;
					}
				})
			}),
			/* @__PURE__ */ jsxs("footer", {
				className: PostCard_module_default.footer,
				children: [/* @__PURE__ */ jsx(LikeButton, {
					post,
					guard
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					iconStart: /* @__PURE__ */ jsx(CommentIcon, {}),
					"aria-expanded": commentsOpen,
					"aria-label": `${t("post.comments")} · ${t("post.commentsCount", { count: post.countComments })}`,
					onClick: () => setCommentsOpen(!commentsOpen),
					children: post.countComments
				})]
			}),
			commentsOpen && /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(Preloader, {
					size: "sm",
					label: t("shared:common.loading")
				}),
				children: /* @__PURE__ */ jsx(CommentsArea$1, {
					parent: {
						kind: "POST",
						id: post.id
					},
					count: post.countComments
				})
			}),
			prompt
		]
	});
}
var CommentsArea$1;
var init_PostCard = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_format$1();
	init_i18n$12();
	init_paths$1();
	init_SessionContext();
	init_ReportButton();
	init_feedApi();
	init_PollView();
	init_SongRow();
	init_useSignInGate$1();
	init_PostCard_module();
	CommentsArea$1 = lazy(() => Promise.resolve().then(() => (init_CommentsArea(), CommentsArea_exports)).then((m) => ({ default: m.CommentsArea })));
}));
// src/features/feed/components/PostList.module.css
var list$5, posts, sentinel, end, pull, PostList_module_default;
var init_PostList_module = __esmMin((() => {
	list$5 = "_list_1eu7a_1";
	posts = "_posts_1eu7a_7";
	sentinel = "_sentinel_1eu7a_16";
	end = "_end_1eu7a_22";
	pull = "_pull_1eu7a_23";
	PostList_module_default = {
		list: list$5,
		posts,
		sentinel,
		end,
		pull
	};
}));
// src/features/feed/components/PostList.tsx
/** Pull-to-refresh on touch screens (spec 000 §2): a pull from the very top reloads from page 0. */
function usePullToRefresh(onRefresh) {
	const [pull, setPull] = useState(0);
	const [refreshing, setRefreshing] = useState(false);
	const start = useRef(null);
	const distance = useRef(0);
	useEffect(() => {
		const onStart = (event) => {
			start.current = window.scrollY <= 0 ? event.touches[0]?.clientY ?? null : null;
		};
		const onMove = (event) => {
			if (start.current === null) return;
			distance.current = Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current);
			setPull(Math.min(distance.current, pullThreshold * 1.5));
		};
		const onEnd = () => {
			if (start.current !== null && distance.current >= pullThreshold) {
				setRefreshing(true);
				onRefresh().finally(() => setRefreshing(false));
			}
			start.current = null;
			distance.current = 0;
			setPull(0);
		};
		window.addEventListener("touchstart", onStart, { passive: true });
		window.addEventListener("touchmove", onMove, { passive: true });
		window.addEventListener("touchend", onEnd);
		return () => {
			window.removeEventListener("touchstart", onStart);
			window.removeEventListener("touchmove", onMove);
			window.removeEventListener("touchend", onEnd);
		};
	}, [onRefresh]);
	return {
		pull,
		refreshing
	};
}
/**
* Posts of the feed or a wall, 20 a page, loading the next page as the reader nears the end
* (infinite loading, spec 000 §4), with pull-to-refresh on touch.
*/
function PostList({ source, emptyText }) {
	const { t } = useTranslation(["feed", "shared"]);
	const { client } = useSession();
	const queryClient = useQueryClient();
	const posts = useInfiniteQuery({
		...postsQueryOptions(client, source),
		meta: { handlesErrors: true }
	});
	const sentinel = useRef(null);
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;
	useEffect(() => {
		const element = sentinel.current;
		if (!element || !hasNextPage || typeof IntersectionObserver === "undefined") return;
		let timer;
		const observer = new IntersectionObserver(([entry]) => {
			clearTimeout(timer);
			if (entry?.isIntersecting) timer = setTimeout(() => {
				if (!isFetchingNextPage) fetchNextPage();
			}, visibilityDebounceMs);
		}, { rootMargin: `0px 0px ${loadMoreOffset}px 0px` });
		observer.observe(element);
		return () => {
			clearTimeout(timer);
			observer.disconnect();
		};
	}, [
		hasNextPage,
		isFetchingNextPage,
		fetchNextPage
	]);
	const { pull, refreshing } = usePullToRefresh(useMemo(() => () => queryClient.resetQueries({ queryKey: feedKeys.posts(source) }), [queryClient, source]));
	const elements = useMemo(() => posts.data?.pages.flatMap((page) => page.elements) ?? [], [posts.data]);
	const [firstPaintLimit] = useState(() => {
		const limit = firstListOfDocument ? firstPaintPosts : Infinity;
		firstListOfDocument = false;
		return limit;
	});
	const serverMarkup = useServerMarkup();
	const shownCount = useDeferredValue(elements.length, serverMarkup ? elements.length : Math.min(elements.length, firstPaintLimit));
	const shown = shownCount >= elements.length ? elements : elements.slice(0, shownCount);
	const queue = useMemo(() => elements.flatMap((post) => post.contents.flatMap((content) => content.type === "SONG" ? [songTrack(content.song)] : [])), [elements]);
	return /* @__PURE__ */ jsxs("div", {
		className: PostList_module_default.list,
		children: [(pull > 0 || refreshing) && /* @__PURE__ */ jsx("p", {
			className: PostList_module_default.pull,
			style: { height: refreshing ? void 0 : pull },
			"aria-live": "polite",
			children: refreshing ? t("list.refreshing") : pull >= pullThreshold ? t("list.releaseToRefresh") : t("list.pullToRefresh")
		}), posts.isPending ? /* @__PURE__ */ jsx(Preloader, {
			centered: true,
			label: t("shared:common.loading")
		}) : posts.isError && elements.length === 0 ? /* @__PURE__ */ jsx("div", {
			role: "alert",
			children: /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				headingLevel: "h3",
				title: t("list.errorTitle"),
				description: t("list.errorText"),
				action: /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					loading: posts.isFetching,
					onClick: () => void posts.refetch(),
					children: t("shared:common.retry")
				})
			})
		}) : elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			compact: true,
			headingLevel: "h3",
			title: emptyText
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
			className: PostList_module_default.posts,
			children: shown.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PostCard, {
				post,
				queue
			}) }, post.id))
		}), /* @__PURE__ */ jsx("div", {
			ref: sentinel,
			className: PostList_module_default.sentinel,
			hidden: shown !== elements,
			children: hasNextPage ? /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				loading: isFetchingNextPage,
				onClick: () => void fetchNextPage(),
				children: t("list.loadMore")
			}) : /* @__PURE__ */ jsx("p", {
				className: PostList_module_default.end,
				children: t("list.end")
			})
		})] })]
	});
}
var loadMoreOffset, visibilityDebounceMs, firstPaintPosts, firstListOfDocument, pullThreshold;
var init_PostList = __esmMin((() => {
	init_useServerMarkup();
	init_src$1();
	init_src$3();
	init_SessionContext();
	init_feedApi();
	init_PostCard();
	init_SongRow();
	init_PostList_module();
	loadMoreOffset = timings.loadMoreOffsetPx;
	visibilityDebounceMs = timings.scrollCheckDebounceMs;
	firstPaintPosts = 3;
	firstListOfDocument = true;
	pullThreshold = 70;
}));
// src/features/feed/api/genres.ts
var genresQueryOptions$1;
var init_genres = __esmMin((() => {
	genresQueryOptions$1 = (client) => queryOptions({
		queryKey: ["genres"],
		queryFn: ({ signal }) => client.getGenres({ signal }),
		staleTime: Infinity
	});
}));
// src/features/feed/composer/buildPost.ts
/** The composer's own checks: the contract's post rules (spec 000 §5); the server checks again. */
function draftProblem(draft) {
	return postProblems(toShape(draft))[0]?.rule ?? null;
}
function imageProblem(file) {
	const problem = mediaFileProblem("picture", file);
	return problem && fileRule.picture[problem];
}
function songProblem(file) {
	const problem = mediaFileProblem("song", file);
	return problem && fileRule.song[problem];
}
/** Field messages of a poll being attached; empty when it may be attached. */
function pollProblems(poll) {
	const problems = pollProblems$1(poll);
	const at = (field) => problems.find((problem) => problem.field === `votes.0.${field}`)?.rule;
	return {
		title: at("title"),
		options: poll.options.map((_, index) => at(`options.${index}`)),
		list: at("options")
	};
}
/** The spec's multipart body (000 §7): text fields first, files after them. */
function postFormData(draft) {
	const form = new FormData();
	form.append("postType", draft.postType);
	form.append("simplePost.type", "MESSAGE");
	form.append("simplePost.context", draft.text.trim());
	let image = 0;
	let song = 0;
	const files = [];
	for (const item of draft.attachments) if (item.kind === "IMAGE") {
		form.append(`images[${image}].type`, "IMAGE");
		files.push([
			`images[${image}].file`,
			item.file,
			item.name
		]);
		image += 1;
	} else if (item.kind === "SONG") {
		form.append(`songs[${song}].type`, "SONG");
		form.append(`songs[${song}].fileName`, item.name);
		form.append(`songs[${song}].genre`, item.genre);
		files.push([
			`songs[${song}].songFile`,
			item.file,
			item.file.name
		]);
		song += 1;
	} else {
		form.append("votes[0].type", "VOTE");
		form.append("votes[0].title", item.title.trim());
		form.append("votes[0].isAnonymous", String(item.isAnonymous));
		form.append("votes[0].isCanCancelOwnVote", String(item.isCanCancelOwnVote));
		form.append("votes[0].isMultiAnswer", String(item.isMultiAnswer));
		item.options.forEach((option, index) => form.append(`votes[0].options[${index}]`, option.trim()));
	}
	for (const [name, file, fileName] of files) form.append(name, file, fileName);
	return form;
}
var toShape, fileRule;
var init_buildPost = __esmMin((() => {
	init_src$3();
	toShape = (draft) => ({
		text: draft.text,
		images: draft.attachments.filter((item) => item.kind === "IMAGE").length,
		songs: draft.attachments.filter((item) => item.kind === "SONG"),
		polls: draft.attachments.filter((item) => item.kind === "VOTE")
	});
	fileRule = {
		picture: {
			type: "imageType",
			size: "imageTooLarge"
		},
		song: {
			type: "songType",
			size: "songTooLarge"
		}
	};
}));
// src/features/feed/composer/PostComposer.module.css
var composer$1, toolbar$3, type$1, typeLabel, panel, preview, optionRow, grow, attachments, attachment, attachmentName, thumb, publishRow, progress$1, error$3, PostComposer_module_default;
var init_PostComposer_module = __esmMin((() => {
	composer$1 = "_composer_ckvtu_1";
	toolbar$3 = "_toolbar_ckvtu_7";
	type$1 = "_type_ckvtu_14";
	typeLabel = "_typeLabel_ckvtu_21";
	panel = "_panel_ckvtu_26";
	preview = "_preview_ckvtu_41";
	optionRow = "_optionRow_ckvtu_50";
	grow = "_grow_ckvtu_56";
	attachments = "_attachments_ckvtu_61";
	attachment = "_attachment_ckvtu_61";
	attachmentName = "_attachmentName_ckvtu_79";
	thumb = "_thumb_ckvtu_87";
	publishRow = "_publishRow_ckvtu_94";
	progress$1 = "_progress_ckvtu_101";
	error$3 = "_error_ckvtu_109";
	PostComposer_module_default = {
		composer: composer$1,
		toolbar: toolbar$3,
		type: type$1,
		typeLabel,
		panel,
		preview,
		optionRow,
		grow,
		attachments,
		attachment,
		attachmentName,
		thumb,
		publishRow,
		progress: progress$1,
		error: error$3
	};
}));
// src/features/feed/composer/PostComposer.tsx
var PostComposer_exports = /* @__PURE__ */ __exportAll({ PostComposer: () => PostComposer$1 });
function ImagePanel({ onAttach }) {
	const { t } = useTranslation(["feed", "shared"]);
	const pickerLabels = useFilePickerLabels();
	const [error, setError] = useState(null);
	const [cropping, setCropping] = useState(null);
	const [cropped, setCropped] = useState(null);
	const choose = (file) => {
		if (!file) return;
		const problem = imageProblem(file);
		setError(problem);
		if (problem) return;
		setCropping(file);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: PostComposer_module_default.panel,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.imageFile"),
				hint: t("composer.imageHint", { size: mb(limits.coverMaxBytes) }),
				error: error ? t(`rules.${error}`) : void 0,
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("picture"),
					labels: pickerLabels,
					fileName: cropped?.name,
					previewUrl: cropped?.preview,
					previewAlt: t("composer.imagePreview"),
					previewRatio: cropRatios.postCover,
					onFile: choose
				})
			}),
			/* @__PURE__ */ jsx(ImageCropper, {
				file: cropping,
				ratio: cropRatios.postCover,
				title: t("composer.cropTitle"),
				onCancel: () => setCropping(null),
				onCropped: (image) => {
					setCropped({
						blob: image.blob,
						name: cropping?.name ?? "",
						preview: image.url
					});
					setCropping(null);
				}
			}),
			/* @__PURE__ */ jsx(Button, {
				size: "sm",
				disabled: !cropped,
				onClick: () => {
					if (!cropped) return;
					onAttach({
						kind: "IMAGE",
						key: newKey(),
						file: cropped.blob,
						name: cropped.name,
						preview: cropped.preview
					});
				},
				children: t("composer.attach")
			})
		]
	});
}
function SongPanel({ onAttach }) {
	const { t } = useTranslation(["feed", "shared"]);
	const { client } = useSession();
	const genres = useQuery(genresQueryOptions$1(client));
	const genreLabel = useGenreLabel();
	const pickerLabels = useFilePickerLabels();
	const [file, setFile] = useState(null);
	const [name, setName] = useState("");
	const [genre, setGenre] = useState("");
	const [errors, setErrors] = useState({});
	const message = (rule) => rule ? t(`rules.${rule}`) : void 0;
	const attach = () => {
		const next = {
			file: file ? songProblem(file) ?? void 0 : "songFileRequired",
			name: name.trim() ? void 0 : "songNameRequired",
			genre: genre ? void 0 : "genreRequired"
		};
		setErrors(next);
		if (next.file || next.name || next.genre || !file) return;
		onAttach({
			kind: "SONG",
			key: newKey(),
			file,
			name: name.trim(),
			genre
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: PostComposer_module_default.panel,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.songFile"),
				hint: t("composer.songHint", { size: mb(limits.songMaxBytes) }),
				error: message(errors.file),
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("song"),
					labels: pickerLabels,
					fileName: file?.name,
					onFile: (chosen) => {
						setFile(chosen);
						setErrors((before) => ({
							...before,
							file: chosen ? songProblem(chosen) ?? void 0 : void 0
						}));
						if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ""));
					}
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.songName"),
				error: message(errors.name),
				required: true,
				children: /* @__PURE__ */ jsx(Input, {
					value: name,
					maxLength: 100,
					onChange: (event) => setName(event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.genre"),
				error: message(errors.genre),
				required: true,
				children: /* @__PURE__ */ jsx(Select, {
					value: genre,
					placeholder: t("composer.chooseGenre"),
					options: (genres.data ?? []).map((entry) => ({
						value: entry.value,
						label: genreLabel(entry)
					})),
					onChange: (event) => setGenre(event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				size: "sm",
				onClick: attach,
				children: t("composer.attach")
			})
		]
	});
}
function PollPanel({ onAttach }) {
	const { t } = useTranslation("feed");
	const [poll, setPoll] = useState(emptyPoll);
	const [shown, setShown] = useState(null);
	const message = (rule) => rule ? t(`rules.${rule}`) : void 0;
	const setOption = (index, text) => setPoll((before) => ({
		...before,
		options: before.options.map((option, at) => at === index ? text : option)
	}));
	const attach = () => {
		const problems = pollProblems(poll);
		setShown(problems);
		if (problems.title || problems.list || problems.options.some(Boolean)) return;
		onAttach({
			kind: "VOTE",
			key: newKey(),
			...poll
		});
		setPoll(emptyPoll());
		setShown(null);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: PostComposer_module_default.panel,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.pollTitle"),
				error: message(shown?.title),
				required: true,
				children: /* @__PURE__ */ jsx(Input, {
					value: poll.title,
					maxChars: limits.pollTitleMax,
					onChange: (event) => setPoll({
						...poll,
						title: event.target.value
					})
				})
			}),
			poll.options.map((option, index) => /* @__PURE__ */ jsxs("div", {
				className: PostComposer_module_default.optionRow,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("composer.option", { number: index + 1 }),
					error: message(shown?.options[index]),
					className: PostComposer_module_default.grow,
					children: /* @__PURE__ */ jsx(Input, {
						value: option,
						maxChars: limits.pollOptionMax,
						onChange: (event) => setOption(index, event.target.value)
					})
				}), /* @__PURE__ */ jsx(IconButton, {
					size: "sm",
					label: t("composer.removeOption", { number: index + 1 }),
					icon: /* @__PURE__ */ jsx(CloseIcon, {}),
					disabled: poll.options.length <= 1,
					onClick: () => setPoll({
						...poll,
						options: poll.options.filter((_, at) => at !== index)
					})
				})]
			}, index)),
			shown?.list && /* @__PURE__ */ jsx("p", {
				className: PostComposer_module_default.error,
				role: "alert",
				children: message(shown.list)
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				size: "sm",
				iconStart: /* @__PURE__ */ jsx(PlusIcon, {}),
				disabled: poll.options.length >= limits.pollOptionsMax,
				onClick: () => setPoll({
					...poll,
					options: [...poll.options, ""]
				}),
				children: t("composer.addOption")
			}),
			/* @__PURE__ */ jsx(Switch, {
				label: t("composer.isMultiAnswer"),
				checked: poll.isMultiAnswer,
				onChange: (event) => setPoll({
					...poll,
					isMultiAnswer: event.target.checked
				})
			}),
			/* @__PURE__ */ jsx(Switch, {
				label: t("composer.isCanCancelOwnVote"),
				checked: poll.isCanCancelOwnVote,
				onChange: (event) => setPoll({
					...poll,
					isCanCancelOwnVote: event.target.checked
				})
			}),
			/* @__PURE__ */ jsx(Switch, {
				label: t("composer.isAnonymous"),
				checked: poll.isAnonymous,
				onChange: (event) => setPoll({
					...poll,
					isAnonymous: event.target.checked
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				size: "sm",
				onClick: attach,
				children: t("composer.attach")
			})
		]
	});
}
function PostComposer$1({ onPublished }) {
	const { t } = useTranslation(["feed", "shared"]);
	const { t: tShared } = useTranslation();
	const { client, user } = useSession();
	const queryClient = useQueryClient();
	const toast = useToast();
	const typeId = useId();
	const [text, setText] = useState("");
	const [postType, setPostType] = useState("PUBLIC");
	const [attachments, setAttachments] = useState([]);
	const [panel, setPanel] = useState(null);
	const [progress, setProgress] = useState(null);
	const [failure, setFailure] = useState(null);
	const previews = useRef([]);
	useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
	const draft = {
		text,
		postType,
		attachments
	};
	const problem = draftProblem(draft);
	const full = attachments.length >= limits.postAttachmentsMax;
	const hasPoll = attachments.some((item) => item.kind === "VOTE");
	const reset = () => {
		setText("");
		setPostType("PUBLIC");
		setAttachments([]);
		setPanel(null);
		setProgress(null);
	};
	const publish = useMutation({
		meta: { handlesErrors: true },
		mutationFn: () => {
			if (!user) throw new Error("Only a signed-in artist publishes");
			setProgress(0);
			return uploadPost(client, user.uuid, postFormData(draft), setProgress);
		},
		onSuccess: (post) => {
			prependCachedPost(queryClient, post);
			reset();
			toast.show({
				message: t(`composer.published${post.postType}`),
				tone: "success"
			});
			onPublished?.(post);
		},
		onError: (error) => {
			setProgress(null);
			setFailure(errorMessage(error, tShared));
		}
	});
	const attach = (attachment) => {
		if (attachment.kind === "IMAGE") previews.current.push(attachment.preview);
		setAttachments((before) => [...before, attachment]);
		setPanel(null);
	};
	const toggle = (which) => setPanel(panel === which ? null : which);
	const submit = (event) => {
		event.preventDefault();
		if (!problem && !publish.isPending) publish.mutate();
	};
	const attachmentName = (item) => item.kind === "IMAGE" ? t("composer.imageAttachment", { name: item.name }) : item.kind === "SONG" ? t("composer.songAttachment", { name: item.name }) : t("composer.pollAttachment", { name: item.title });
	return /* @__PURE__ */ jsxs("form", {
		className: PostComposer_module_default.composer,
		onSubmit: submit,
		"aria-label": t("composer.title"),
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.textLabel"),
				hideLabel: true,
				children: /* @__PURE__ */ jsx(TextArea, {
					value: text,
					rows: 3,
					autoResize: true,
					placeholder: t("composer.text"),
					maxChars: limits.postDescription,
					onChange: (event) => setText(event.target.value)
				})
			}),
			attachments.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: PostComposer_module_default.attachments,
				"aria-label": t("composer.attachments"),
				children: attachments.map((item) => /* @__PURE__ */ jsxs("li", {
					className: PostComposer_module_default.attachment,
					children: [
						item.kind === "IMAGE" ? /* @__PURE__ */ jsx("img", {
							src: item.preview,
							alt: "",
							className: PostComposer_module_default.thumb
						}) : item.kind === "SONG" ? /* @__PURE__ */ jsx(MusicIcon, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(PollIcon, { "aria-hidden": "true" }),
						/* @__PURE__ */ jsx("span", {
							className: PostComposer_module_default.attachmentName,
							children: attachmentName(item)
						}),
						/* @__PURE__ */ jsx(IconButton, {
							size: "sm",
							label: t("composer.remove", { name: attachmentName(item) }),
							icon: /* @__PURE__ */ jsx(CloseIcon, {}),
							onClick: () => setAttachments((before) => before.filter((other) => other.key !== item.key))
						})
					]
				}, item.key))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PostComposer_module_default.toolbar,
				children: [
					/* @__PURE__ */ jsx(IconButton, {
						label: t("composer.attachImage"),
						icon: /* @__PURE__ */ jsx(ImageIcon, {}),
						pressed: panel === "IMAGE",
						disabled: full,
						onClick: () => toggle("IMAGE")
					}),
					/* @__PURE__ */ jsx(IconButton, {
						label: t("composer.attachSong"),
						icon: /* @__PURE__ */ jsx(MusicIcon, {}),
						pressed: panel === "SONG",
						disabled: full,
						onClick: () => toggle("SONG")
					}),
					/* @__PURE__ */ jsx(IconButton, {
						label: t("composer.attachPoll"),
						icon: /* @__PURE__ */ jsx(PollIcon, {}),
						pressed: panel === "VOTE",
						disabled: full || hasPoll,
						onClick: () => toggle("VOTE")
					}),
					/* @__PURE__ */ jsxs("label", {
						className: PostComposer_module_default.type,
						htmlFor: typeId,
						children: [/* @__PURE__ */ jsx("span", {
							className: PostComposer_module_default.typeLabel,
							children: t("composer.postType")
						}), /* @__PURE__ */ jsx(Select, {
							id: typeId,
							value: postType,
							options: [{
								value: "PUBLIC",
								label: t("composer.public")
							}, {
								value: "PREMIUM",
								label: t("composer.premium")
							}],
							onChange: (event) => setPostType(event.target.value)
						})]
					})
				]
			}),
			panel === "IMAGE" && !full && /* @__PURE__ */ jsx(ImagePanel, { onAttach: attach }),
			panel === "SONG" && !full && /* @__PURE__ */ jsx(SongPanel, { onAttach: attach }),
			panel === "VOTE" && !full && !hasPoll && /* @__PURE__ */ jsx(PollPanel, { onAttach: attach }),
			problem && problem !== "emptyPost" && /* @__PURE__ */ jsx("p", {
				className: PostComposer_module_default.error,
				role: "alert",
				children: t(`rules.${problem}`, {
					length: characterCount(text),
					max: limits.postDescription
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PostComposer_module_default.publishRow,
				children: [progress !== null && /* @__PURE__ */ jsxs("label", {
					className: PostComposer_module_default.progress,
					children: [/* @__PURE__ */ jsx("span", { children: t("composer.progress", { percent: Math.round(progress * 100) }) }), /* @__PURE__ */ jsx("progress", {
						max: 1,
						value: progress
					})]
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: Boolean(problem),
					loading: publish.isPending,
					loadingLabel: t("composer.publishing"),
					children: t("composer.publish")
				})]
			}),
			/* @__PURE__ */ jsx(ErrorPopup, {
				open: failure !== null,
				onClose: () => setFailure(null),
				title: t("composer.errorTitle"),
				message: failure,
				closeLabel: t("shared:common.close")
			})
		]
	});
}
var mb, nextKey, newKey, emptyPoll;
var init_PostComposer = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_errors();
	init_SessionContext();
	init_useGenreLabel();
	init_ImageCropper();
	init_useFilePickerLabels();
	init_genres();
	init_feedApi();
	init_buildPost();
	init_PostComposer_module();
	mb = (bytes) => Math.round(bytes / 1024 / 1024);
	nextKey = 0;
	newKey = () => `attachment-${nextKey += 1}`;
	emptyPoll = () => ({
		title: "",
		options: [""],
		isAnonymous: false,
		isCanCancelOwnVote: false,
		isMultiAnswer: false
	});
}));
// src/features/feed/composer/ComposerPopup.tsx
var ComposerPopup_exports = /* @__PURE__ */ __exportAll({ ComposerPopup: () => ComposerPopup$1 });
/** The add-post popup (spec 000 §2): the composer; a published post closes it and lands on top of the lists. */
function ComposerPopup$1({ open, onClose, onPublished }) {
	const { t } = useTranslation(["feed", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		size: "md",
		title: t("composer.title"),
		closeLabel: t("shared:common.close"),
		children: open && /* @__PURE__ */ jsx(PostComposer$1, { onPublished: (post) => {
			onClose();
			onPublished?.(post);
		} })
	});
}
var init_ComposerPopup = __esmMin((() => {
	init_src$1();
	init_PostComposer();
}));
// src/features/feed/components/PostWall.module.css
var wall$1, head$1, title$2, PostWall_module_default;
var init_PostWall_module = __esmMin((() => {
	wall$1 = "_wall_1kqah_1";
	head$1 = "_head_1kqah_7";
	title$2 = "_title_1kqah_14";
	PostWall_module_default = {
		wall: wall$1,
		head: head$1,
		title: title$2
	};
}));
// src/features/feed/components/PostWall.tsx
var PostWall_exports = /* @__PURE__ */ __exportAll({ PostWall: () => PostWall$1 });
/** An artist's wall: the recommendations and premium tabs with the feed's paging; the owner adds posts here. */
function PostWall$1({ artist, isOwner }) {
	const { t } = useTranslation("feed");
	const { isArtist } = useSession();
	const [tab, setTab] = useState("PUBLIC");
	const [composing, setComposing] = useState(false);
	return /* @__PURE__ */ jsxs("section", {
		className: PostWall_module_default.wall,
		"aria-labelledby": "wall-title",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: PostWall_module_default.head,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "wall-title",
					className: PostWall_module_default.title,
					children: t("wall.title")
				}), isOwner && isArtist && /* @__PURE__ */ jsx(Button, {
					size: "sm",
					iconStart: /* @__PURE__ */ jsx(PlusIcon, {}),
					onClick: () => setComposing(true),
					children: t("home.addPost")
				})]
			}),
			/* @__PURE__ */ jsx(Tabs, {
				label: t("wall.title"),
				value: tab,
				onChange: setTab,
				activation: "manual",
				items: [{
					value: "PUBLIC",
					label: t("home.recommendations")
				}, {
					value: "PREMIUM",
					label: t("home.premium")
				}],
				children: /* @__PURE__ */ jsx(PostList, {
					source: {
						kind: "wall",
						uuid: artist.uuid,
						tab
					},
					emptyText: tab === "PREMIUM" ? isOwner ? t("wall.premiumEmptyOwner") : t("wall.premiumEmptyOther") : t("home.publicEmpty")
				}, tab)
			}),
			isOwner && /* @__PURE__ */ jsx(ComposerPopup$1, {
				open: composing,
				onClose: () => setComposing(false),
				onPublished: (post) => setTab(post.postType)
			})
		]
	});
}
var init_PostWall = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	init_ComposerPopup();
	init_PostList();
	init_PostWall_module();
}));
// src/features/feed/doors.tsx
/** Starts downloading the wall, for a screen that will show one once its own data is in. */
function preloadPostWall() {
	loadPostWall().catch(() => void 0);
}
/** A door: the lazy component behind a preloader of the given look while its chunk loads. */
function door(Lazy, look) {
	return function Door(props) {
		const { t } = useTranslation();
		return /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(Preloader, {
				...look,
				label: t("common.loading")
			}),
			children: /* @__PURE__ */ jsx(Lazy, { ...props })
		});
	};
}
/** The add-post popup; nothing is downloaded until it first opens. */
function ComposerPopup(props) {
	if (!props.open) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(LazyComposerPopup, { ...props })
	});
}
var lazyFeed, loadPostWall, LazyPostWall, LazyCommentsArea, LazyPostComposer, LazyComposerPopup, PostWall, CommentsArea, PostComposer;
var init_doors = __esmMin((() => {
	init_src$1();
	init_feature();
	init_i18n$6();
	lazyFeed = featureScreens("feed", () => Promise.resolve(strings$9));
	loadPostWall = () => Promise.resolve().then(() => (init_PostWall(), PostWall_exports));
	LazyPostWall = lazyFeed(() => loadPostWall().then((m) => m.PostWall));
	LazyCommentsArea = lazyFeed(() => Promise.resolve().then(() => (init_CommentsArea(), CommentsArea_exports)).then((m) => m.CommentsArea));
	LazyPostComposer = lazyFeed(() => Promise.resolve().then(() => (init_PostComposer(), PostComposer_exports)).then((m) => m.PostComposer));
	LazyComposerPopup = lazyFeed(() => Promise.resolve().then(() => (init_ComposerPopup(), ComposerPopup_exports)).then((m) => m.ComposerPopup));
	PostWall = door(LazyPostWall, { centered: true });
	CommentsArea = door(LazyCommentsArea, { size: "sm" });
	PostComposer = door(LazyPostComposer, { centered: true });
}));
// src/features/feed/screens/HomeScreen.module.css
init_doors();
var HomeScreen_module_default = { composer: "_composer_1spxb_1" };
// src/features/feed/screens/HomeScreen.tsx
init_src$1();
init_paths$1();
init_SessionContext();
init_LinkButton();
init_Screen_module();
init_PostList();
/**
* Home (spec 000 §2): the 'Home' title, the composer for artists on desktop (phones open it from
* the bottom bar's add-post), and the feed's two tabs with infinite loading. Switching a tab starts its list
* again from page 0.
*/
function HomeScreen() {
	const { t } = useTranslation(["feed", "shared"]);
	const { loggedIn, isArtist } = useSession();
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const [tab, setTab] = useState("PUBLIC");
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		size: "narrow",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.home"),
				actions: isMobile && !loggedIn ? /* @__PURE__ */ jsx(LinkButton, {
					to: paths.signIn,
					children: t("shared:nav.signIn")
				}) : void 0
			}),
			isArtist && !isMobile && /* @__PURE__ */ jsx(Card, {
				as: "section",
				className: HomeScreen_module_default.composer,
				"aria-label": t("composer.title"),
				children: /* @__PURE__ */ jsx(PostComposer, { onPublished: (post) => setTab(post.postType) })
			}),
			/* @__PURE__ */ jsxs("section", {
				className: Screen_module_default.section,
				"aria-labelledby": "feed-title",
				children: [/* @__PURE__ */ jsx(VisuallyHidden, {
					as: "h2",
					id: "feed-title",
					children: t("home.feedTitle")
				}), /* @__PURE__ */ jsx(Tabs, {
					label: t("home.feedTitle"),
					value: tab,
					onChange: setTab,
					activation: "manual",
					fullWidth: isMobile,
					items: [{
						value: "PUBLIC",
						label: t("home.recommendations")
					}, {
						value: "PREMIUM",
						label: t("home.premium")
					}],
					children: /* @__PURE__ */ jsx(PostList, {
						source: {
							kind: "feed",
							tab
						},
						emptyText: tab === "PREMIUM" ? t("home.premiumEmpty") : t("home.publicEmpty")
					}, tab)
				})]
			})
		]
	});
}
// src/features/feed/feature.tsx
init_feature();
init_namespaces();
init_paths$1();
init_i18n$6();
provideNamespace("feed", strings$9);
var strings$8 = () => Promise.resolve(strings$9);
/** The home screen (spec 000 §2): genres and, to come, the feed of posts. */
var feedFeature = defineFeature({
	namespace: "feed",
	strings: strings$8,
	routes: [{
		path: "/",
		title: "home",
		element: /* @__PURE__ */ jsx(HomeScreen, {})
	}],
	nav: [navEntry("home", "home", paths.home, {
		side: { order: 20 },
		bottom: { order: 10 }
	})]
});
// src/features/greetings/i18n/en.ts
var en$5;
var init_en$5 = __esmMin((() => {
	en$5 = {
		titles: {
			video: "My video congratulations",
			profileVideo: "Video Congratulations"
		},
		status: {
			INIT: "Sent",
			COMPLETE: "Done!",
			DECLINED: "Declined"
		},
		artistStatus: {
			INIT: "Waiting for your video",
			COMPLETE: "Video sent",
			DECLINED: "Declined"
		},
		order: {
			orderedAt: "Ordered {{date}}",
			amount: "Price",
			desire: "Wish",
			status: "Status",
			deadline: "Deadline",
			deadlineText: "{{date}} ({{left}} left)",
			overdue: "The deadline has passed: the order will be declined and refunded",
			leftDays: "{{days}} d {{hours}} h",
			leftHours: "{{hours}} h {{minutes}} min",
			leftMinutes: "{{minutes}} min",
			timeLeft: "{{left}} left",
			with: "Order with {{name}}",
			from: "Order from {{name}}",
			unknown: "Deleted account",
			fan: "Fan"
		},
		fan: {
			intro: "The video congratulations you ordered. The artist has until the deadline to send the video; otherwise your money returns.",
			empty: "You have not ordered any video congratulations yet",
			emptyHint: "Open an artist’s profile and choose Video Congratulations.",
			view: "View",
			waiting: "The artist has not sent the video yet. Deadline: {{date}}.",
			declined: "The order was declined. The money has returned to you.",
			download: "Download video",
			videoLabel: "Video congratulation from {{name}}"
		},
		artist: {
			intro: "Orders from fans, newest first. Accept and send the video before the deadline, or decline and the fan gets the money back.",
			empty: "No orders yet",
			emptyHint: "Fans order video congratulations from your profile at the price you set.",
			viewOffer: "View offer",
			offerTitle: "Video congratulation offer",
			accept: "Accept",
			decline: "Decline",
			recordTitle: "Record video congratulation",
			file: "Video file",
			fileHint: "MP4, WebM or MOV. File must not exceed 200 MB",
			fileTooLarge: "The video must be at most 200 MB",
			send: "Send",
			sending: "Sending the video…",
			sent: "We are happy for {{name}}. Video congratulation was be sended",
			declineTitle: "Decline video congratulation",
			declineText: "You sure you want decline this offer?",
			declined: "The order is declined and the fan’s money returned",
			editPrices: "Edit prices",
			earnings: "Earnings",
			notOwner: "Only {{name}} sees the orders. You can order a video congratulation here.",
			notArtist: "This profile does not take video congratulation orders.",
			rules: "Rules",
			price: "Price"
		}
	};
}));
// src/features/greetings/i18n/uk.ts
var uk$5;
var init_uk$5 = __esmMin((() => {
	uk$5 = {
		titles: {
			video: "Мої відеопривітання",
			profileVideo: "Відеопривітання"
		},
		status: {
			INIT: "Очікує на відео",
			COMPLETE: "Готово!",
			DECLINED: "Відхилено"
		},
		artistStatus: {
			INIT: "Чекає на ваше відео",
			COMPLETE: "Відео надіслано",
			DECLINED: "Відхилено"
		},
		order: {
			orderedAt: "Замовлено {{date}}",
			amount: "Ціна",
			desire: "Побажання",
			status: "Статус",
			deadline: "Термін",
			deadlineText: "{{date}} (залишилось {{left}})",
			overdue: "Термін минув: замовлення буде відхилено, а гроші повернуто",
			leftDays: "{{days}} дн. {{hours}} год",
			leftHours: "{{hours}} год {{minutes}} хв",
			leftMinutes: "{{minutes}} хв",
			timeLeft: "Залишилось {{left}}",
			with: "Замовлення: {{name}}",
			from: "Замовник: {{name}}",
			unknown: "Видалений обліковий запис",
			fan: "Фан"
		},
		fan: {
			intro: "Відеопривітання, які ви замовили. Артист має надіслати відео до терміну, інакше гроші повернуться вам.",
			empty: "Ви ще не замовляли відеопривітань",
			emptyHint: "Відкрийте профіль артиста й оберіть «Відеопривітання».",
			view: "Переглянути",
			waiting: "Артист ще не надіслав відео. Термін: {{date}}.",
			declined: "Замовлення відхилено. Гроші повернулися вам.",
			download: "Завантажити відео",
			videoLabel: "Відеопривітання: {{name}}"
		},
		artist: {
			intro: "Замовлення від фанів, найновіші першими. Прийміть і надішліть відео до терміну або відхиліть — тоді фан отримає гроші назад.",
			empty: "Замовлень ще немає",
			emptyHint: "Фани замовляють відеопривітання у вашому профілі за встановленою вами ціною.",
			viewOffer: "Переглянути замовлення",
			offerTitle: "Замовлення відеопривітання",
			accept: "Прийняти",
			decline: "Відхилити",
			recordTitle: "Запишіть відеопривітання",
			file: "Відеофайл",
			fileHint: "MP4, WebM або MOV. Файл не більше 200 МБ",
			fileTooLarge: "Відео має бути не більше 200 МБ",
			send: "Надіслати",
			sending: "Надсилаємо відео…",
			sent: "Відеопривітання надіслано: {{name}} уже може його переглянути",
			declineTitle: "Відхилити відеопривітання",
			declineText: "Ви впевнені, що хочете відхилити це замовлення?",
			declined: "Замовлення відхилено, гроші повернуто фанові",
			editPrices: "Змінити ціни",
			earnings: "Заробіток",
			notOwner: "Замовлення бачить лише {{name}}. Тут можна замовити відеопривітання.",
			notArtist: "Цей профіль не приймає замовлень на відеопривітання.",
			rules: "Правила",
			price: "Ціна"
		}
	};
}));
// src/features/greetings/i18n/index.ts
var i18n_exports$5 = /* @__PURE__ */ __exportAll({ strings: () => strings$7 });
var strings$7;
var init_i18n$5 = __esmMin((() => {
	init_en$5();
	init_uk$5();
	strings$7 = {
		en: en$5,
		uk: uk$5
	};
}));
// src/features/greetings/api/greetingsApi.ts
/** The artist sends the recorded video (multipart `video`), which completes the order. */
function deliverVideo(client, offerId, video) {
	const body = new FormData();
	body.append("video", video);
	const { method, path, responses } = greetings.deliver;
	return client.request(method, fillPath(path, { offerId: String(offerId) }), body, { schema: responses[200] });
}
function declineOrder(client, offerId) {
	return client.call(greetings.decline, { params: { offerId: String(offerId) } });
}
var greetings, ordersQueryKey, ordersQueryOptions, profileQueryOptions;
var init_greetingsApi = __esmMin((() => {
	init_src$3();
	init_routes();
	greetings = endpoints.greetings;
	ordersQueryKey = (isArtistFlow) => [
		"greetings",
		"orders",
		isArtistFlow
	];
	ordersQueryOptions = (client, isArtistFlow) => queryOptions({
		queryKey: ordersQueryKey(isArtistFlow),
		queryFn: ({ signal }) => client.call(greetings.orders, {
			query: { isArtistFlow: isArtistFlow ? "true" : "false" },
			signal
		})
	});
	profileQueryOptions = (client, nickName) => queryOptions({
		queryKey: ["profile", nickName],
		queryFn: ({ signal }) => client.call(endpoints.profiles.profile, {
			params: { id: nickName },
			signal
		})
	});
}));
// src/features/greetings/components/timeLeft.ts
/** Whole days, hours and minutes in `seconds` (never negative): how the deadline reads. */
function splitSeconds(seconds) {
	const total = Math.max(0, Math.floor(seconds));
	return {
		days: Math.floor(total / 86400),
		hours: Math.floor(total % 86400 / 3600),
		minutes: Math.floor(total % 3600 / 60)
	};
}
/** Which of the three forms fits: days and hours, hours and minutes, or minutes alone. */
function timeLeftKey(seconds) {
	const { days, hours } = splitSeconds(seconds);
	return days > 0 ? "leftDays" : hours > 0 ? "leftHours" : "leftMinutes";
}
var init_timeLeft = __esmMin((() => {}));
// src/features/greetings/components/Orders.module.css
var intro$2, list$4, row$2, main$1, name$2, meta, desire, deadline, side, facts$2, video, note$2, success$2, error$2, headerRow, headerText, download, headerActions$1, Orders_module_default;
var init_Orders_module = __esmMin((() => {
	intro$2 = "_intro_ssq80_1";
	list$4 = "_list_ssq80_7";
	row$2 = "_row_ssq80_15";
	main$1 = "_main_ssq80_26";
	name$2 = "_name_ssq80_33";
	meta = "_meta_ssq80_39";
	desire = "_desire_ssq80_44";
	deadline = "_deadline_ssq80_53";
	side = "_side_ssq80_59";
	facts$2 = "_facts_ssq80_66 _facts_12d2y_2";
	video = "_video_ssq80_75";
	note$2 = "_note_ssq80_84";
	success$2 = "_success_ssq80_89";
	error$2 = "_error_ssq80_96";
	headerRow = "_headerRow_ssq80_101";
	headerText = "_headerText_ssq80_109";
	download = "_download_ssq80_135";
	headerActions$1 = "_headerActions_ssq80_159";
	Orders_module_default = {
		intro: intro$2,
		list: list$4,
		row: row$2,
		main: main$1,
		name: name$2,
		meta,
		desire,
		deadline,
		side,
		facts: facts$2,
		video,
		note: note$2,
		success: success$2,
		error: error$2,
		headerRow,
		headerText,
		download,
		headerActions: headerActions$1
	};
}));
// src/features/greetings/components/OrderRow.tsx
/** "2 d 4 h left", or the overdue notice once the deadline has passed (the job declines it within a minute). */
function useTimeLeft() {
	const { t } = useTranslation("greetings");
	return (order) => {
		if (order.secondsLeft === null) return null;
		if (order.secondsLeft <= 0) return t("order.overdue");
		return t("order.timeLeft", { left: t(`order.${timeLeftKey(order.secondsLeft)}`, splitSeconds(order.secondsLeft)) });
	};
}
/** One order in a list: the other party, when, the price, the status and (open ones) the time left. */
function OrderRow({ order, forArtist, action }) {
	const { t } = useTranslation("greetings");
	const [language] = useLanguage();
	const timeLeft = useTimeLeft()(order);
	const name = order.user.publicName ?? order.user.nickName ?? t("order.unknown");
	return /* @__PURE__ */ jsxs("li", {
		className: Orders_module_default.row,
		"data-testid": "video-order",
		children: [
			/* @__PURE__ */ jsx(Avatar, {
				src: order.user.avatar,
				name,
				size: "md",
				decorative: true
			}),
			/* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.main,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: Orders_module_default.name,
						children: forArtist ? t("order.from", { name }) : t("order.with", { name })
					}),
					/* @__PURE__ */ jsxs("span", {
						className: Orders_module_default.meta,
						children: [
							t("order.orderedAt", { date: formatDateTime(order.orderedAt, language) }),
							" ·",
							" ",
							formatHryvnia(order.money.amount, language)
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: Orders_module_default.desire,
						children: order.fanDesire
					}),
					timeLeft && /* @__PURE__ */ jsx("span", {
						className: Orders_module_default.deadline,
						children: timeLeft
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.side,
				children: [/* @__PURE__ */ jsx(Badge, {
					tone: statusTone$1[order.status],
					children: forArtist ? t(`artistStatus.${order.status}`) : t(`status.${order.status}`)
				}), action]
			})
		]
	});
}
var statusTone$1;
var init_OrderRow = __esmMin((() => {
	init_src$1();
	init_i18n$12();
	init_format$1();
	init_timeLeft();
	init_Orders_module();
	statusTone$1 = {
		INIT: "info",
		COMPLETE: "success",
		DECLINED: "danger"
	};
}));
// src/features/greetings/components/OrderList.tsx
/** The video congratulation orders of a fan or an artist, each with its View button; loading, then the list or the empty state. */
function OrderList({ orders, loading, forArtist, viewLabel, empty, onView }) {
	const { t } = useTranslation("shared");
	if (!orders) return loading ? /* @__PURE__ */ jsx(Preloader, { label: t("common.loading") }) : null;
	if (orders.length === 0) return /* @__PURE__ */ jsx(EmptyState, {
		title: empty.title,
		description: empty.description
	});
	return /* @__PURE__ */ jsx("ul", {
		className: Orders_module_default.list,
		children: orders.map((order) => /* @__PURE__ */ jsx(OrderRow, {
			order,
			forArtist,
			action: /* @__PURE__ */ jsx(Button, {
				size: "sm",
				variant: "secondary",
				onClick: () => onView(order.id),
				children: viewLabel
			})
		}, order.id))
	});
}
var init_OrderList = __esmMin((() => {
	init_src$1();
	init_OrderRow();
	init_Orders_module();
}));
// src/features/greetings/components/FanOrderPopup.tsx
/** The fan's View popup (spec 001 §2): the order, and the video to watch and download once it is done. */
function FanOrderPopup({ order, onClose }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const [language] = useLanguage();
	if (!order) return null;
	const name = order.user.publicName ?? order.user.nickName ?? t("order.unknown");
	return /* @__PURE__ */ jsxs(Popup, {
		open: true,
		onClose,
		title: t("order.with", { name }),
		closeLabel: t("shared:common.close"),
		size: "lg",
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [order.status === "COMPLETE" && order.videoUrl && /* @__PURE__ */ jsx("a", {
			className: Orders_module_default.download,
			href: order.videoUrl,
			download: true,
			children: t("fan.download")
		}), /* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onClose,
			children: t("shared:common.close")
		})] }),
		children: [
			order.status === "COMPLETE" && order.videoUrl && /* @__PURE__ */ jsx("video", {
				className: Orders_module_default.video,
				src: order.videoUrl,
				controls: true,
				preload: "metadata",
				"aria-label": t("fan.videoLabel", { name })
			}),
			order.status === "INIT" && order.deadlineAt && /* @__PURE__ */ jsx("p", {
				className: Orders_module_default.note,
				children: t("fan.waiting", { date: formatDateTime(order.deadlineAt, language) })
			}),
			order.status === "DECLINED" && /* @__PURE__ */ jsx("p", {
				className: Orders_module_default.note,
				children: t("fan.declined")
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: Orders_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("order.status") }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Badge, {
						tone: statusTone$1[order.status],
						children: t(`status.${order.status}`)
					}) }),
					/* @__PURE__ */ jsx("dt", { children: t("order.amount") }),
					/* @__PURE__ */ jsx("dd", { children: formatHryvnia(order.money.amount, language) }),
					/* @__PURE__ */ jsx("dt", { children: t("order.desire") }),
					/* @__PURE__ */ jsx("dd", { children: order.fanDesire })
				]
			})
		]
	});
}
var init_FanOrderPopup = __esmMin((() => {
	init_src$1();
	init_i18n$12();
	init_format$1();
	init_OrderRow();
	init_Orders_module();
}));
// src/features/greetings/screens/FanVideosScreen.tsx
var FanVideosScreen_exports = /* @__PURE__ */ __exportAll({ FanVideosScreen: () => FanVideosScreen$1 });
/** 'My video congratulations' (spec 001 §2, /video): the fan's own orders, newest first, with a View popup. */
function FanVideosScreen$1() {
	const { t } = useTranslation(["greetings", "shared"]);
	const { client } = useServices();
	const orders = useQuery(ordersQueryOptions(client, false));
	const [viewing, setViewing] = useState(null);
	const current = orders.data?.find((order) => order.id === viewing) ?? null;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.video")
			}),
			/* @__PURE__ */ jsx("p", {
				className: Orders_module_default.intro,
				children: t("fan.intro")
			}),
			/* @__PURE__ */ jsx(OrderList, {
				orders: orders.data,
				loading: orders.isPending,
				forArtist: false,
				viewLabel: t("fan.view"),
				empty: {
					title: t("fan.empty"),
					description: t("fan.emptyHint")
				},
				onView: setViewing
			}),
			/* @__PURE__ */ jsx(FanOrderPopup, {
				order: current,
				onClose: () => setViewing(null)
			})
		]
	});
}
var init_FanVideosScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_Screen_module();
	init_greetingsApi();
	init_OrderList();
	init_FanOrderPopup();
	init_Orders_module();
}));
// src/features/payments/i18n/en.ts
var en$4;
var init_en$4 = __esmMin((() => {
	en$4 = {
		titles: { earnings: "Earnings" },
		actions: {
			label: "Support the artist",
			subscribe: "Subscribe for {{price}}",
			subscribeNoPrice: "Subscribe",
			renew: "Renew for {{price}}",
			renewNoPrice: "Renew subscription",
			noPrice: "The artist has not set a price yet",
			unsubscribe: "Unsubscribe",
			subscribedUntil: "Subscribed until {{date}}",
			cancelledUntil: "Subscribed until {{date}} — cancelled, not renewed",
			donate: "Donate",
			video: "Video Congratulations",
			toCheckout: "Opening the payment page…"
		},
		unsubscribe: {
			title: "Unsubscribe from {{name}}?",
			message: "Premium posts and the chat stay open until the end of the period you have paid for; then the subscription ends and is not renewed. The month you paid for is not refunded.",
			confirm: "Unsubscribe",
			done: "You have unsubscribed from {{name}}. Access stays until the paid period ends."
		},
		donate: {
			title: "Donate to {{name}}",
			description: "Choose an amount or enter your own, from ₴{{min}} to ₴{{max}}.",
			presets: "Quick amounts",
			amount: "Amount, ₴",
			required: "Enter an amount",
			range: "A donation is ₴{{min}} to ₴{{max}}",
			format: "At most two digits after the decimal point",
			submit: "Donate {{amount}}",
			submitEmpty: "Donate"
		},
		greeting: {
			title: "Video congratulation from {{name}}",
			price: "Price",
			rules: "The artist’s rules",
			desire: "What should the greeting say?",
			desireHint: "Who it is for, the occasion, names to mention. If the artist declines or does not send it in time, your money returns.",
			required: "Tell the artist what the greeting should say",
			submit: "Order for {{price}}",
			noPrice: "The artist does not take video congratulation orders yet"
		},
		outcome: {
			successSUBSCRIBE: "Payment received. You are subscribed to {{name}}: premium posts are open.",
			successDONATE: "Payment received. Thank you for supporting {{name}}!",
			successVID_CONGRATULATION: "Payment received. Your order has gone to {{name}}.",
			successOther: "Payment received. Thank you!",
			failure: "The payment was declined. Nothing was charged.",
			myVideos: "My video congratulations",
			dismiss: "Dismiss"
		},
		earnings: {
			notArtist: "Only artists have earnings.",
			notOwner: "Only the artist sees their earnings.",
			available: "Available",
			availableHint: "What you can withdraw now",
			held: "Held",
			heldHint: "Video congratulations paid and waiting for your video",
			withdrawing: "Being paid out",
			withdrawingHint: "Withdrawals requested and not yet paid",
			withdrawTitle: "Request a withdrawal",
			withdrawAmount: "Amount, ₴",
			withdrawSubmit: "Request withdrawal",
			withdrawAll: "All available",
			withdrawRequired: "Enter an amount",
			withdrawPositive: "The amount must be at least ₴0.01",
			withdrawAbove: "At most {{amount}}",
			withdrawDone: "Withdrawal of {{amount}} requested",
			withdrawalsTitle: "Withdrawals",
			noWithdrawals: "No withdrawals yet",
			receivedTitle: "Payments received",
			noPayments: "No payments yet. Fans’ subscriptions, donations and video congratulation orders will show here.",
			from: "from {{name}}",
			goalSUBSCRIBE: "Subscription",
			goalDONATE: "Donation",
			goalVID_CONGRATULATION: "Video congratulation",
			holdHELD: "held until you send the video",
			holdRELEASED: "released",
			holdRETURNED: "returned to the fan",
			reversed: "refunded",
			statusREQUESTED: "Requested",
			statusPAID: "Paid",
			statusREJECTED: "Rejected"
		}
	};
}));
// src/features/payments/i18n/uk.ts
var uk$4;
var init_uk$4 = __esmMin((() => {
	uk$4 = {
		titles: { earnings: "Заробіток" },
		actions: {
			label: "Підтримати артиста",
			subscribe: "Підписатися за {{price}}",
			subscribeNoPrice: "Підписатися",
			renew: "Поновити за {{price}}",
			renewNoPrice: "Поновити підписку",
			noPrice: "Артист ще не встановив ціну",
			unsubscribe: "Відписатися",
			subscribedUntil: "Підписка до {{date}}",
			cancelledUntil: "Підписка до {{date}} — скасована, без поновлення",
			donate: "Донат",
			video: "Відеопривітання",
			toCheckout: "Відкриваємо сторінку оплати…"
		},
		unsubscribe: {
			title: "Скасувати підписку: {{name}}?",
			message: "Преміум-дописи й чат лишаються відкритими до кінця оплаченого періоду, потім підписка завершиться й не поновиться. Оплачений місяць не повертається.",
			confirm: "Відписатися",
			done: "Підписку скасовано: {{name}}. Доступ лишається до кінця оплаченого періоду."
		},
		donate: {
			title: "Донат: {{name}}",
			description: "Оберіть суму або введіть свою, від ₴{{min}} до ₴{{max}}.",
			presets: "Швидкі суми",
			amount: "Сума, ₴",
			required: "Введіть суму",
			range: "Донат — від ₴{{min}} до ₴{{max}}",
			format: "Не більше двох цифр після коми",
			submit: "Задонатити {{amount}}",
			submitEmpty: "Задонатити"
		},
		greeting: {
			title: "Відеопривітання: {{name}}",
			price: "Ціна",
			rules: "Правила артиста",
			desire: "Що має бути у привітанні?",
			desireHint: "Для кого, з якої нагоди, які імена згадати. Якщо артист відмовить або не встигне, гроші повернуться.",
			required: "Напишіть артистові, що має бути у привітанні",
			submit: "Замовити за {{price}}",
			noPrice: "Артист поки не приймає замовлень на відеопривітання"
		},
		outcome: {
			successSUBSCRIBE: "Оплату отримано. Підписку оформлено ({{name}}): преміум-дописи відкрито.",
			successDONATE: "Оплату отримано. Дякуємо за підтримку: донат отримує {{name}}!",
			successVID_CONGRATULATION: "Оплату отримано. {{name}} отримує ваше замовлення.",
			successOther: "Оплату отримано. Дякуємо!",
			failure: "Оплату відхилено. Кошти не списано.",
			myVideos: "Мої відеопривітання",
			dismiss: "Закрити"
		},
		earnings: {
			notArtist: "Заробіток є лише в артистів.",
			notOwner: "Свій заробіток бачить лише артист.",
			available: "Доступно",
			availableHint: "Можна вивести зараз",
			held: "Заморожено",
			heldHint: "Оплачені відеопривітання, що чекають на ваше відео",
			withdrawing: "Виплачується",
			withdrawingHint: "Запитані виведення, ще не виплачені",
			withdrawTitle: "Запит на виведення",
			withdrawAmount: "Сума, ₴",
			withdrawSubmit: "Запитати виведення",
			withdrawAll: "Усе доступне",
			withdrawRequired: "Введіть суму",
			withdrawPositive: "Сума має бути не менше ₴0,01",
			withdrawAbove: "Не більше {{amount}}",
			withdrawDone: "Запит на виведення {{amount}} надіслано",
			withdrawalsTitle: "Виведення",
			noWithdrawals: "Виведень ще не було",
			receivedTitle: "Отримані платежі",
			noPayments: "Платежів ще немає. Тут з’являться підписки, донати й замовлення відеопривітань від фанів.",
			from: "платник: {{name}}",
			goalSUBSCRIBE: "Підписка",
			goalDONATE: "Донат",
			goalVID_CONGRATULATION: "Відеопривітання",
			holdHELD: "заморожено, доки ви не надішлете відео",
			holdRELEASED: "зараховано",
			holdRETURNED: "повернено фанові",
			reversed: "повернено",
			statusREQUESTED: "Запитано",
			statusPAID: "Виплачено",
			statusREJECTED: "Відхилено"
		}
	};
}));
// src/features/payments/i18n/index.ts
var i18n_exports$4 = /* @__PURE__ */ __exportAll({ strings: () => strings$6 });
var strings$6;
var init_i18n$4 = __esmMin((() => {
	init_en$4();
	init_uk$4();
	strings$6 = {
		en: en$4,
		uk: uk$4
	};
}));
// src/features/payments/api/paymentsApi.ts
/** Asks for a checkout and answers where to send the browser. */
async function startPurchase(client, input) {
	return (await client.call(payments.purchase, { body: {
		paymentGoal: input.paymentGoal,
		money: {
			amount: input.amount,
			currency: "UAH"
		},
		artistUuid: input.artistUuid,
		userDesire: input.userDesire ?? null
	} })).checkoutUrl;
}
/** Ends the signed-in fan's subscription to the artist (spec 000 §3 Unsubscribe). */
function unsubscribe(client, ownerUuid, subscriberUuid) {
	return client.call(endpoints.profiles.removeSubscriber, { params: {
		ownerUuid,
		subscriberUuid
	} });
}
function requestWithdrawal(client, amount) {
	return client.call(payments.requestWithdrawal, { body: { money: {
		amount,
		currency: "UAH"
	} } });
}
var payments, balanceQueryKey, balanceQueryOptions, receivedQueryOptions, withdrawalsQueryOptions;
var init_paymentsApi = __esmMin((() => {
	init_src$3();
	payments = endpoints.payments;
	balanceQueryKey = ["payments", "balance"];
	balanceQueryOptions = (client) => queryOptions({
		queryKey: balanceQueryKey,
		queryFn: ({ signal }) => client.call(payments.balance, { signal })
	});
	receivedQueryOptions = (client, page) => queryOptions({
		queryKey: [
			"payments",
			"received",
			page
		],
		queryFn: ({ signal }) => client.call(payments.received, {
			query: {
				page,
				size: 10
			},
			signal
		})
	});
	withdrawalsQueryOptions = (client, page) => queryOptions({
		queryKey: [
			"payments",
			"withdrawals",
			page
		],
		queryFn: ({ signal }) => client.call(payments.withdrawals, {
			query: {
				page,
				size: 10
			},
			signal
		})
	});
}));
// src/features/payments/api/checkout.ts
/**
* The checkout pages Kobza serves itself (/payments/…) speak the app's language when told it
* (?lang=); another provider's address is left as it is.
*/
function checkoutAddress(url, language) {
	const address = new URL(url, window.location.href);
	if (address.origin !== window.location.origin || !address.pathname.startsWith("/payments/")) return url;
	if (language === "uk" || language === "en") address.searchParams.set("lang", language);
	return address.toString();
}
var pendingKey, checkout;
var init_checkout = __esmMin((() => {
	pendingKey = "kobza.payment.pending";
	checkout = {
		/** Replaced in tests: jsdom cannot leave the page. The app's language is the one i18n put on <html>. */
		go(url) {
			window.location.assign(checkoutAddress(url, document.documentElement.lang));
		},
		remember(pending) {
			try {
				sessionStorage.setItem(pendingKey, JSON.stringify(pending));
			} catch {}
		},
		/** What was remembered (the same answer until `forget`, so a double render reads it twice). */
		recall() {
			try {
				const raw = sessionStorage.getItem(pendingKey);
				return raw ? JSON.parse(raw) : null;
			} catch {
				return null;
			}
		},
		/** Said once: a reload of the returned page does not say it again. */
		forget() {
			try {
				sessionStorage.removeItem(pendingKey);
			} catch {}
		}
	};
}));
// src/features/payments/components/usePurchase.ts
/** Starts a checkout and leaves for it; failures go to the app's error popup unless the caller shows them. */
function usePurchase(artistName, options = {}) {
	const { client } = useServices();
	return useMutation({
		mutationFn: (input) => startPurchase(client, input),
		meta: { handlesErrors: options.handlesErrors ?? false },
		onSuccess: (checkoutUrl, input) => {
			checkout.remember({
				goal: input.paymentGoal,
				artistName
			});
			checkout.go(checkoutUrl);
		}
	});
}
var init_usePurchase = __esmMin((() => {
	init_services();
	init_paymentsApi();
	init_checkout();
}));
// src/features/payments/components/CheckoutActions.tsx
/**
* The buttons of a purchase popup (Donate, Video Congratulations): Cancel, and the submit of the
* popup's form, busy from the click until the browser has left for the checkout page (a started
* purchase counts too). Cancel stays usable meanwhile.
*/
function CheckoutActions({ form, purchase, onCancel, submitLabel, submitDisabled }) {
	const { t } = useTranslation(["payments", "shared"]);
	return /* @__PURE__ */ jsx(PopupFormActions, {
		form,
		cancelLabel: t("shared:common.cancel"),
		onCancel,
		cancelWhileBusy: true,
		submitLabel,
		submitDisabled,
		busy: purchase.isPending || purchase.isSuccess,
		busyLabel: t("actions.toCheckout")
	});
}
var init_CheckoutActions = __esmMin((() => {
	init_PopupFormActions();
}));
// src/features/payments/components/MoneyActions.module.css
var root, outcome$1, subscription, actions$3, success$1, failure, outcomeLink, presets, facts$1, note$1, MoneyActions_module_default;
var init_MoneyActions_module = __esmMin((() => {
	root = "_root_1fyt5_6";
	outcome$1 = "_outcome_1fyt5_10";
	subscription = "_subscription_1fyt5_16";
	actions$3 = "_actions_1fyt5_22";
	success$1 = "_success_1fyt5_43";
	failure = "_failure_1fyt5_48";
	outcomeLink = "_outcomeLink_1fyt5_53";
	presets = "_presets_1fyt5_58";
	facts$1 = "_facts_1fyt5_73 _facts_12d2y_2";
	note$1 = "_note_1fyt5_77";
	MoneyActions_module_default = {
		root,
		outcome: outcome$1,
		subscription,
		actions: actions$3,
		success: success$1,
		failure,
		outcomeLink,
		presets,
		facts: facts$1,
		note: note$1
	};
}));
// src/features/payments/components/DonatePopup.tsx
/** What is wrong with a typed amount, or null: required, 1 to 10,000 UAH (the terms), whole kopiyky. */
function donationProblem(raw) {
	const text = raw.trim().replace(",", ".");
	if (!text) return "required";
	const amount = Number(text);
	if (!Number.isFinite(amount)) return "format";
	if (!/^\d+(\.\d{1,2})?$/.test(text)) return amount > 0 ? "format" : "range";
	if (amount < limits.donation.min || amount > limits.donation.max) return "range";
	return null;
}
/** Donate popup (spec 000 §5): presets 100/200/500 or an amount of one's own, then the checkout. */
function DonatePopup({ open, onClose, profile }) {
	const { t } = useTranslation(["payments", "shared"]);
	const [language] = useLanguage();
	const [raw, setRaw] = useState("");
	const [touched, setTouched] = useState(false);
	const purchase = usePurchase(profile.publicName);
	const problem = donationProblem(raw);
	const bounds = {
		min: limits.donation.min,
		max: limits.donation.max.toLocaleString(language === "uk" ? "uk-UA" : "en-GB")
	};
	const amount = problem ? null : Number(raw.trim().replace(",", "."));
	const close = () => {
		if (purchase.isPending) return;
		setRaw("");
		setTouched(false);
		onClose();
	};
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (amount !== null) purchase.mutate({
			paymentGoal: "DONATE",
			amount,
			artistUuid: profile.uuid
		});
	};
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: close,
		title: t("donate.title", { name: profile.publicName }),
		description: t("donate.description", bounds),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(CheckoutActions, {
			form: formId$2,
			purchase,
			onCancel: close,
			submitLabel: amount !== null ? t("donate.submit", { amount: formatHryvnia(amount, language) }) : t("donate.submitEmpty")
		}),
		children: /* @__PURE__ */ jsxs("form", {
			id: formId$2,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs("fieldset", {
				className: MoneyActions_module_default.presets,
				children: [/* @__PURE__ */ jsx("legend", { children: t("donate.presets") }), limits.donationPresets.map((preset) => /* @__PURE__ */ jsx(Button, {
					type: "button",
					size: "sm",
					variant: amount === preset ? "primary" : "secondary",
					"aria-pressed": amount === preset,
					onClick: () => {
						setRaw(String(preset));
						setTouched(true);
					},
					children: formatHryvnia(preset, language)
				}, preset))]
			}), /* @__PURE__ */ jsx(FormField, {
				label: t("donate.amount"),
				required: true,
				error: touched && problem ? t(`donate.${problem}`, bounds) : void 0,
				children: /* @__PURE__ */ jsx(Input, {
					inputMode: "decimal",
					autoComplete: "off",
					value: raw,
					invalid: touched && problem !== null,
					onChange: (event) => setRaw(event.target.value),
					onBlur: () => setTouched(true)
				})
			})]
		})
	});
}
var formId$2;
var init_DonatePopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_i18n$12();
	init_format$1();
	init_usePurchase();
	init_CheckoutActions();
	init_MoneyActions_module();
	formId$2 = "donate-form";
}));
// src/features/payments/components/GreetingPopup.tsx
/**
* Video congratulation order (spec 001 §3): the artist's price and rules, the fan's wish, then
* the checkout. A refused payment is shown under the text field (spec 000 §8), not in a dialog.
*/
function GreetingPopup({ open, onClose, profile }) {
	const { t } = useTranslation(["payments", "shared"]);
	const { t: shared } = useTranslation();
	const [language] = useLanguage();
	const [desire, setDesire] = useState("");
	const [touched, setTouched] = useState(false);
	const purchase = usePurchase(profile.publicName, { handlesErrors: true });
	const { price, rule } = profile.soldServices.videoCongratulationPrice;
	const missing = !desire.trim();
	const close = () => {
		if (purchase.isPending) return;
		setDesire("");
		setTouched(false);
		purchase.reset();
		onClose();
	};
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (price === null || missing) return;
		purchase.mutate({
			paymentGoal: "VID_CONGRATULATION",
			amount: price,
			artistUuid: profile.uuid,
			userDesire: desire.trim()
		});
	};
	const error = touched && missing ? t("greeting.required") : purchase.isError ? errorMessage(purchase.error, shared) : void 0;
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: close,
		title: t("greeting.title", { name: profile.publicName }),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(CheckoutActions, {
			form: formId$1,
			purchase,
			onCancel: close,
			submitLabel: price === null ? t("actions.video") : t("greeting.submit", { price: formatHryvnia(price, language) }),
			submitDisabled: price === null
		}),
		children: price === null ? /* @__PURE__ */ jsx("p", {
			className: MoneyActions_module_default.note,
			children: t("greeting.noPrice")
		}) : /* @__PURE__ */ jsxs("form", {
			id: formId$1,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs("dl", {
				className: MoneyActions_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("greeting.price") }),
					/* @__PURE__ */ jsx("dd", { children: formatHryvnia(price, language) }),
					rule && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("greeting.rules") }), /* @__PURE__ */ jsx("dd", { children: rule })] })
				]
			}), /* @__PURE__ */ jsx(FormField, {
				label: t("greeting.desire"),
				hint: t("greeting.desireHint"),
				required: true,
				error,
				children: /* @__PURE__ */ jsx(TextArea, {
					rows: 4,
					maxChars: userDesireMax,
					value: desire,
					invalid: error !== void 0,
					onChange: (event) => {
						setDesire(event.target.value);
						if (purchase.isError) purchase.reset();
					}
				})
			})]
		})
	});
}
var formId$1;
var init_GreetingPopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_i18n$12();
	init_format$1();
	init_errors();
	init_usePurchase();
	init_CheckoutActions();
	init_MoneyActions_module();
	formId$1 = "greeting-order-form";
}));
// src/features/payments/components/PaymentOutcome.tsx
/**
* What the checkout decided, when the provider sends the browser back with
* ?payment=success|failure: said once, then the parameter leaves the address.
*/
function PaymentOutcome({ artistName }) {
	const { t } = useTranslation("payments");
	const [params, setParams] = useSearchParams();
	const result = params.get("payment");
	const [outcome, setOutcome] = useState(() => result === "success" || result === "failure" ? {
		result,
		pending: checkout.recall()
	} : null);
	useEffect(() => {
		if (result !== "success" && result !== "failure") return;
		checkout.forget();
		setParams((current) => {
			const next = new URLSearchParams(current);
			next.delete("payment");
			return next;
		}, { replace: true });
	}, [result, setParams]);
	if (!outcome) return null;
	const goal = outcome.pending?.goal;
	const name = outcome.pending?.artistName ?? artistName;
	const message = outcome.result === "failure" ? t("outcome.failure") : goal ? t(`outcome.success${goal}`, { name }) : t("outcome.successOther");
	return /* @__PURE__ */ jsxs("div", {
		role: outcome.result === "failure" ? "alert" : "status",
		className: `${MoneyActions_module_default.outcome} ${outcome.result === "success" ? MoneyActions_module_default.success : MoneyActions_module_default.failure}`,
		"data-testid": "payment-outcome",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			message,
			" ",
			outcome.result === "success" && goal === "VID_CONGRATULATION" && /* @__PURE__ */ jsx(Link, {
				className: MoneyActions_module_default.outcomeLink,
				to: paths.video,
				children: t("outcome.myVideos")
			})
		] }), /* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "sm",
			onClick: () => setOutcome(null),
			children: t("outcome.dismiss")
		})]
	});
}
var init_PaymentOutcome = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_checkout();
	init_MoneyActions_module();
}));
// src/features/payments/components/MoneyActions.tsx
function MoneyActions({ profile }) {
	const { t } = useTranslation(["payments", "shared"]);
	const [language] = useLanguage();
	const { client, queryClient } = useServices();
	const session = useSession();
	const navigate = useNavigate();
	const toast = useToast();
	const [open, setOpen] = useState(null);
	const purchase = usePurchase(profile.publicName);
	const [pendingGoal, setPendingGoal] = useState(null);
	const leave = useMutation({
		mutationFn: () => unsubscribe(client, profile.uuid, session.user.uuid),
		onSuccess: async () => {
			setOpen(null);
			toast.show({
				message: t("unsubscribe.done", { name: profile.publicName }),
				tone: "success"
			});
			await queryClient.invalidateQueries();
		}
	});
	const isArtist = profile.authorities.includes("ARTIST");
	const isOwner = profile.levelSubscription === "OWNER" || session.user?.nickName === profile.nickName;
	const outcome = /* @__PURE__ */ jsx(PaymentOutcome, { artistName: profile.publicName });
	if (!isArtist || isOwner) return /* @__PURE__ */ jsx("div", {
		className: MoneyActions_module_default.root,
		children: outcome
	});
	/** Guests sign in first; the profile's own guard usually did that already. */
	const guarded = (action) => () => {
		if (!session.loggedIn) navigate(paths.signIn);
		else action();
	};
	const subscribePrice = profile.soldServices.subscribePrice.price;
	const subscribed = profile.levelSubscription !== "UNSUBSCRIBED";
	const running = subscribed ? profile.subscription ?? null : null;
	const busy = purchase.isPending || purchase.isSuccess;
	return /* @__PURE__ */ jsxs("div", {
		className: MoneyActions_module_default.root,
		children: [
			outcome,
			/* @__PURE__ */ jsxs("div", {
				className: MoneyActions_module_default.actions,
				role: "group",
				"aria-label": t("actions.label"),
				children: [
					subscribed && !running?.cancelled ? /* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: guarded(() => setOpen("unsubscribe")),
						children: t("actions.unsubscribe")
					}) : /* @__PURE__ */ jsx(Button, {
						disabled: subscribePrice === null,
						title: subscribePrice === null ? t("actions.noPrice") : void 0,
						loading: busy && pendingGoal === "SUBSCRIBE",
						loadingLabel: t("actions.toCheckout"),
						onClick: guarded(() => {
							if (subscribePrice === null) return;
							setPendingGoal("SUBSCRIBE");
							purchase.mutate({
								paymentGoal: "SUBSCRIBE",
								amount: subscribePrice,
								artistUuid: profile.uuid
							});
						}),
						children: subscribePrice === null ? t(running ? "actions.renewNoPrice" : "actions.subscribeNoPrice") : t(running ? "actions.renew" : "actions.subscribe", { price: formatHryvnia(subscribePrice, language) })
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: guarded(() => setOpen("donate")),
						children: t("actions.donate")
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: guarded(() => setOpen("greeting")),
						children: t("actions.video")
					})
				]
			}),
			running && /* @__PURE__ */ jsx("p", {
				className: `${MoneyActions_module_default.note} ${MoneyActions_module_default.subscription}`,
				role: "status",
				children: t(running.cancelled ? "actions.cancelledUntil" : "actions.subscribedUntil", { date: formatDate(running.activeUntil, language) })
			}),
			/* @__PURE__ */ jsx(DonatePopup, {
				open: open === "donate",
				onClose: () => setOpen(null),
				profile
			}),
			/* @__PURE__ */ jsx(GreetingPopup, {
				open: open === "greeting",
				onClose: () => setOpen(null),
				profile
			}),
			/* @__PURE__ */ jsx(ConfirmPopup, {
				open: open === "unsubscribe",
				title: t("unsubscribe.title", { name: profile.publicName }),
				message: t("unsubscribe.message"),
				confirmLabel: t("unsubscribe.confirm"),
				cancelLabel: t("shared:common.cancel"),
				danger: true,
				loading: leave.isPending,
				onConfirm: () => leave.mutate(),
				onCancel: () => setOpen(null)
			})
		]
	});
}
var init_MoneyActions = __esmMin((() => {
	init_src$1();
	init_services();
	init_SessionContext();
	init_i18n$12();
	init_format$1();
	init_paths$1();
	init_paymentsApi();
	init_usePurchase();
	init_DonatePopup();
	init_GreetingPopup();
	init_PaymentOutcome();
	init_MoneyActions_module();
}));
// src/features/payments/components/ProfileMoneyActions.tsx
/**
* The money buttons of an artist's profile (spec 000 §4): Subscribe for ₴price or Unsubscribe,
* Donate, Video Congratulations, each through the provider's checkout and back, with the
* outcome shown on return (?payment=success|failure).
*/
function ProfileMoneyActions(props) {
	return /* @__PURE__ */ jsx(MoneyActions, { ...props });
}
var init_ProfileMoneyActions = __esmMin((() => {
	init_namespaces();
	init_i18n$4();
	init_MoneyActions();
	provideNamespace("payments", strings$6);
}));
// src/features/payments/public.ts
var init_public$3 = __esmMin((() => {
	init_ProfileMoneyActions();
}));
// src/features/greetings/components/OfferPopup.tsx
/**
* The artist's View offer popup (spec 001 §4): the offer, then accept → 'Record video
* congratulation' (Send only with a file) → the happy message, or decline → 'Decline video
* congratulation' with its confirmation. Upload failures show under the form.
*/
function OfferPopup({ order, onClose, onSettled }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const { t: shared } = useTranslation();
	const [language] = useLanguage();
	const { client } = useServices();
	const timeLeft = useTimeLeft();
	const [step, setStep] = useState("view");
	const [file, setFile] = useState(null);
	const fileId = useId();
	const pickerLabels = useFilePickerLabels();
	const send = useMutation({
		mutationFn: ({ id, video }) => deliverVideo(client, id, video),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			setStep("sent");
			await onSettled();
		}
	});
	const decline = useMutation({
		mutationFn: (id) => declineOrder(client, id),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			await onSettled();
			close();
		}
	});
	if (!order) return null;
	const name = order.user.publicName ?? order.user.nickName ?? t("order.unknown");
	const nickName = order.user.nickName ?? name;
	const open = order.status === "INIT";
	const tooLarge = file !== null && file.size > mediaMaxBytes.video;
	const busy = send.isPending || decline.isPending;
	function close() {
		if (send.isPending || decline.isPending) return;
		setStep("view");
		setFile(null);
		send.reset();
		decline.reset();
		onClose();
	}
	const submit = (event) => {
		event.preventDefault();
		if (file && !tooLarge) send.mutate({
			id: order.id,
			video: file
		});
	};
	const title = step === "record" || step === "sent" ? t("artist.recordTitle") : step === "decline" ? t("artist.declineTitle") : t("artist.offerTitle");
	const actions = step === "view" ? open ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "danger",
		onClick: () => setStep("decline"),
		children: t("artist.decline")
	}), /* @__PURE__ */ jsx(Button, {
		onClick: () => setStep("record"),
		children: t("artist.accept")
	})] }) : /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: close,
		children: t("shared:common.close")
	}) : step === "record" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: () => setStep("view"),
		disabled: busy,
		children: t("shared:common.cancel")
	}), /* @__PURE__ */ jsx(Button, {
		type: "submit",
		form: formId,
		disabled: !file || tooLarge,
		loading: send.isPending,
		children: t("artist.send")
	})] }) : step === "decline" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: () => setStep("view"),
		disabled: busy,
		children: t("shared:common.cancel")
	}), /* @__PURE__ */ jsx(Button, {
		variant: "danger",
		loading: decline.isPending,
		onClick: () => decline.mutate(order.id),
		children: t("artist.decline")
	})] }) : /* @__PURE__ */ jsx(Button, {
		onClick: close,
		children: t("shared:common.done")
	});
	return /* @__PURE__ */ jsxs(Popup, {
		open: true,
		onClose: close,
		title,
		closeLabel: t("shared:common.close"),
		actions,
		children: [
			step === "view" && /* @__PURE__ */ jsxs("dl", {
				className: Orders_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("order.fan") }),
					/* @__PURE__ */ jsx("dd", { children: name }),
					/* @__PURE__ */ jsx("dt", { children: t("order.amount") }),
					/* @__PURE__ */ jsx("dd", { children: formatHryvnia(order.money.amount, language) }),
					/* @__PURE__ */ jsx("dt", { children: t("order.desire") }),
					/* @__PURE__ */ jsx("dd", { children: order.fanDesire }),
					order.deadlineAt && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("order.deadline") }), /* @__PURE__ */ jsxs("dd", { children: [formatDateTime(order.deadlineAt, language), timeLeft(order) ? ` · ${timeLeft(order)}` : ""] })] })
				]
			}),
			step === "record" && /* @__PURE__ */ jsxs("form", {
				id: formId,
				onSubmit: submit,
				noValidate: true,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						id: fileId,
						label: t("artist.file"),
						hint: t("artist.fileHint"),
						error: tooLarge ? t("artist.fileTooLarge") : void 0,
						children: /* @__PURE__ */ jsx(FilePicker, {
							accept: mediaAccept("video"),
							labels: pickerLabels,
							fileName: file?.name,
							disabled: send.isPending,
							onFile: (chosen) => {
								setFile(chosen);
								send.reset();
							}
						})
					}),
					send.isPending && /* @__PURE__ */ jsx(Preloader, { label: t("artist.sending") }),
					send.isError && /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: Orders_module_default.error,
						children: errorMessage(send.error, shared)
					})
				]
			}),
			step === "sent" && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: Orders_module_default.success,
				children: t("artist.sent", { name: nickName })
			}),
			step === "decline" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("artist.declineText") }), decline.isError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: Orders_module_default.error,
				children: errorMessage(decline.error, shared)
			})] })
		]
	});
}
var formId;
var init_OfferPopup = __esmMin((() => {
	init_src$1();
	init_useFilePickerLabels();
	init_src$3();
	init_services();
	init_i18n$12();
	init_format$1();
	init_errors();
	init_greetingsApi();
	init_OrderRow();
	init_Orders_module();
	formId = "record-video-form";
}));
// src/features/greetings/screens/ArtistVideosScreen.tsx
var ArtistVideosScreen_exports = /* @__PURE__ */ __exportAll({ ArtistVideosScreen: () => ArtistVideosScreen$1 });
/** The owner's incoming orders, newest first, each opening the View offer popup. */
function IncomingOrders({ nickName }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const { client, queryClient } = useServices();
	const orders = useQuery(ordersQueryOptions(client, true));
	const [viewing, setViewing] = useState(null);
	const current = orders.data?.find((order) => order.id === viewing) ?? null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: Orders_module_default.headerRow,
			children: [/* @__PURE__ */ jsx("p", {
				className: `${Orders_module_default.intro} ${Orders_module_default.headerText}`,
				children: t("artist.intro")
			}), /* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.headerActions,
				children: [/* @__PURE__ */ jsx(LinkButton, {
					to: `${paths.profile(nickName)}/subscribers`,
					variant: "ghost",
					children: t("artist.editPrices")
				}), /* @__PURE__ */ jsx(LinkButton, {
					to: paths.earnings(nickName),
					variant: "secondary",
					children: t("artist.earnings")
				})]
			})]
		}),
		/* @__PURE__ */ jsx(OrderList, {
			orders: orders.data,
			loading: orders.isPending,
			forArtist: true,
			viewLabel: t("artist.viewOffer"),
			empty: {
				title: t("artist.empty"),
				description: t("artist.emptyHint")
			},
			onView: setViewing
		}),
		/* @__PURE__ */ jsx(OfferPopup, {
			order: current,
			onClose: () => setViewing(null),
			onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ["greetings"] }), queryClient.invalidateQueries({ queryKey: ["payments"] })])
		})
	] });
}
/** Someone else's page: who the artist is, the price and rules, and the money buttons to order. */
function OrderFromArtist({ nickName }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const [language] = useLanguage();
	const { client } = useServices();
	const profile = useQuery(profileQueryOptions(client, nickName));
	if (!profile.data) return profile.isPending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : null;
	const artist = profile.data;
	if (!artist.authorities.includes("ARTIST")) return /* @__PURE__ */ jsx(EmptyState, { title: t("artist.notArtist") });
	const { price, rule } = artist.soldServices.videoCongratulationPrice;
	return /* @__PURE__ */ jsxs(Card, {
		padding: "lg",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.headerRow,
				children: [/* @__PURE__ */ jsx(Avatar, {
					src: artist.avatar,
					name: artist.publicName,
					size: "lg",
					decorative: true
				}), /* @__PURE__ */ jsxs("div", {
					className: Orders_module_default.headerText,
					children: [/* @__PURE__ */ jsx("h2", {
						className: Screen_module_default.sectionTitle,
						children: artist.publicName
					}), /* @__PURE__ */ jsx("p", {
						className: Orders_module_default.note,
						children: t("artist.notOwner", { name: artist.publicName })
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: Orders_module_default.facts,
				children: [price !== null && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("artist.price") }), /* @__PURE__ */ jsx("dd", { children: formatHryvnia(price, language) })] }), rule && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("artist.rules") }), /* @__PURE__ */ jsx("dd", { children: rule })] })]
			}),
			/* @__PURE__ */ jsx(ProfileMoneyActions, { profile: artist })
		]
	});
}
/** /profile/{nickname}/video (spec 001 §2): the artist's orders for the owner, the way to order for others. */
function ArtistVideosScreen$1() {
	const { t } = useTranslation("greetings");
	const { nickName = "" } = useParams();
	const session = useSession();
	const own = session.isArtist && session.user?.nickName === nickName;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.profileVideo")
		}), own ? /* @__PURE__ */ jsx(IncomingOrders, { nickName }) : /* @__PURE__ */ jsx(OrderFromArtist, { nickName })]
	});
}
var init_ArtistVideosScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_SessionContext();
	init_i18n$12();
	init_format$1();
	init_paths$1();
	init_LinkButton();
	init_Screen_module();
	init_public$3();
	init_greetingsApi();
	init_OrderList();
	init_OfferPopup();
	init_Orders_module();
}));
// src/features/greetings/feature.tsx
init_feature();
init_paths$1();
var { screen: screen$7, define: define$6 } = featureOf("greetings", () => Promise.resolve().then(() => (init_i18n$5(), i18n_exports$5)).then((m) => m.strings));
var FanVideosScreen = screen$7(() => Promise.resolve().then(() => (init_FanVideosScreen(), FanVideosScreen_exports)).then((m) => m.FanVideosScreen));
var ArtistVideosScreen = screen$7(() => Promise.resolve().then(() => (init_ArtistVideosScreen(), ArtistVideosScreen_exports)).then((m) => m.ArtistVideosScreen));
/** Video greetings (spec 001 §2–§4): a fan's orders and an artist's incoming ones. */
var greetingsFeature = define$6({
	routes: [{
		path: "/video",
		title: "video",
		guarded: true,
		element: /* @__PURE__ */ jsx(FanVideosScreen, {})
	}, {
		path: "/profile/:nickName/video",
		title: "profileVideo",
		guarded: true,
		element: /* @__PURE__ */ jsx(ArtistVideosScreen, {})
	}],
	nav: [navEntry("video", "video", paths.video, {
		side: { order: 30 },
		menu: {
			order: 60,
			label: "videoCongratulations"
		}
	})]
});
// src/features/hall-of-fame/i18n/en.ts
var en$3;
var init_en$3 = __esmMin((() => {
	en$3 = {
		titles: {
			hallOfFame: "Hall of music Legends",
			legend: "Legend",
			legendsPlaylist: "The Legends Playlist",
			induct: "Induct a Legend"
		},
		hall: {
			headingMobile: "Hall of fame",
			induct: "Induct a Legend",
			viewPlaylist: "View Playlist",
			aboutVoting: "Nominate the songs and people who shaped Ukrainian music. Each nomination collects votes (VP) during its voting stage; those that reach the threshold go to the judges, who induct the legends.",
			typeTabs: "Kind of legend",
			songs: "Music works",
			persons: "Music creators",
			contentTabs: "Stage",
			voting: "Voting",
			legends: "Legends",
			search: "Search legends",
			searchPlaceholder: "Search by name or author",
			era: "Era",
			allEras: "All eras",
			genre: "Genre",
			allGenres: "All genres",
			sort: "Sort",
			sortRecent: "Recent",
			sortMoreVotes: "More votes",
			sortLessVotes: "Less votes",
			empty: "No legends here yet",
			emptyText: "Be the first to nominate one.",
			loadError: "The legends could not be loaded",
			pagination: "Pages of legends"
		},
		card: {
			vote: "Vote",
			voted: "Voted!",
			view: "View",
			votes: "{{actual}} VP of {{expected}} VP",
			daysLeft: "{{count}} days left",
			onReviewing: "On Reviewing",
			legend: "Legend",
			cup: "Inducted into the Hall of Fame",
			progress: "Votes collected: {{percent}}%"
		},
		legend: {
			back: "Back to the Hall of Fame",
			play: "Play",
			pause: "Pause",
			like: "Like",
			unlike: "Unlike",
			likes: "{{count}} likes",
			showComments: "Show comments ({{count}})",
			hideComments: "Hide comments ({{count}})",
			opinion: "Why {{name}} nominated it",
			links: "Links",
			judges: "Judges",
			details: "Details",
			author: "Author",
			era: "Era",
			genre: "Genre",
			textAuthor: "Lyrics",
			label: "Label",
			recordingStudio: "Recording studio",
			composer: "Composer",
			yearOfRelease: "Year of release",
			rejected: "Rejected by the judges",
			rejectedReason: "The judges’ reason: {{reason}}",
			notSelected: "The voting stage ended without enough votes: not selected.",
			notFound: "This legend does not exist or has been removed.",
			voteSection: "Voting",
			linkTypes: {
				WIKIPEDIA: "Wikipedia",
				INSTAGRAM: "Instagram",
				FACEBOOK: "Facebook",
				SPOTIFY: "Spotify",
				YOUTUBE: "YouTube",
				TWITTER: "Twitter",
				CUSTOM: "Link"
			}
		},
		induct: {
			tabs: "What to nominate",
			song: "Music work",
			person: "Music creator",
			songName: "Title",
			personName: "Name",
			authorName: "Artist",
			genre: "Genre",
			era: "Era",
			chooseGenre: "Choose a genre",
			chooseEra: "Choose an era",
			opinion: "Why is it a legend?",
			cover: "Cover",
			coverHint: ".jpeg or .png, up to 6 MB; cropped square",
			songFile: "Song",
			songHint: "mp3 or wav, up to 200 MB",
			authorTextName: "Lyrics author",
			label: "Label",
			recordingStudio: "Recording studio",
			yearOfRelease: "Year of release",
			composer: "Composer",
			links: "Links",
			wikipediaUrl: "Wikipedia",
			instagramUrl: "Instagram",
			facebookUrl: "Facebook",
			spotifyUrl: "Spotify",
			youtubeUrl: "YouTube",
			twitterUrl: "Twitter",
			customName: "Custom link name",
			customUrl: "Custom link",
			submit: "Induct",
			uploading: "Uploading…",
			required: "This field is required",
			maxChars: "Maximum number of characters - {{current}}/{{max}}",
			linkInvalid: "A link must start with http:// or https://",
			coverType: "The cover must be a PNG or JPEG image",
			coverSize: "The cover must be at most 6 MB",
			songType: "The song must be an MP3 or WAV file",
			songSize: "The song must be at most 200 MB",
			errorTitle: "Error",
			cropTitle: "Crop the cover",
			zoom: "Zoom",
			horizontal: "Horizontal position",
			vertical: "Vertical position",
			crop: "Crop",
			cancel: "Cancel",
			optional: "optional"
		},
		playlist: {
			count: "Songs: {{count}}",
			search: "Search the playlist",
			searchPlaceholder: "Song or artist",
			playAll: "Play all",
			play: "Play {{name}}",
			pause: "Pause {{name}}",
			empty: "No legend songs yet",
			noMatches: "No matches found",
			back: "Back to the Hall of Fame"
		},
		eras: {
			CLASSIC_ERA: "Classic era",
			EIGHTIES: "80s era",
			NINETIES: "90s era",
			ZERO_YEARS: "00s era",
			MODERN_ERA: "Modern era"
		},
		signIn: {
			title: "Sign in",
			message: "Sign in or create account to view content",
			action: "Sign In"
		}
	};
}));
// src/features/hall-of-fame/i18n/uk.ts
var uk$3;
var init_uk$3 = __esmMin((() => {
	uk$3 = {
		titles: {
			hallOfFame: "Зала музичних легенд",
			legend: "Легенда",
			legendsPlaylist: "Плейлист легенд",
			induct: "Номінувати легенду"
		},
		hall: {
			headingMobile: "Зала слави",
			induct: "Номінувати легенду",
			viewPlaylist: "Слухати плейлист",
			aboutVoting: "Номінуйте пісні та людей, які творили українську музику. Кожна номінація збирає голоси (VP) під час етапу голосування; ті, що досягли порогу, розглядають судді й вносять легенд до Зали слави.",
			typeTabs: "Вид легенди",
			songs: "Музичні твори",
			persons: "Музичні творці",
			contentTabs: "Етап",
			voting: "Голосування",
			legends: "Легенди",
			search: "Пошук легенд",
			searchPlaceholder: "Пошук за назвою або автором",
			era: "Епоха",
			allEras: "Усі епохи",
			genre: "Жанр",
			allGenres: "Усі жанри",
			sort: "Сортування",
			sortRecent: "Нові",
			sortMoreVotes: "Більше голосів",
			sortLessVotes: "Менше голосів",
			empty: "Тут ще немає легенд",
			emptyText: "Будьте першими, хто номінує.",
			loadError: "Не вдалося завантажити легенд",
			pagination: "Сторінки легенд"
		},
		card: {
			vote: "Голосувати",
			voted: "Голос враховано!",
			view: "Переглянути",
			votes: "{{actual}} VP з {{expected}} VP",
			daysLeft: "Залишилося днів: {{count}}",
			onReviewing: "На розгляді",
			legend: "Легенда",
			cup: "Внесено до Зали слави",
			progress: "Зібрано голосів: {{percent}}%"
		},
		legend: {
			back: "До Зали слави",
			play: "Слухати",
			pause: "Пауза",
			like: "Вподобати",
			unlike: "Прибрати вподобання",
			likes: "Вподобань: {{count}}",
			showComments: "Показати коментарі ({{count}})",
			hideComments: "Сховати коментарі ({{count}})",
			opinion: "Чому {{name}} номінує",
			links: "Посилання",
			judges: "Судді",
			details: "Подробиці",
			author: "Автор",
			era: "Епоха",
			genre: "Жанр",
			textAuthor: "Автор тексту",
			label: "Лейбл",
			recordingStudio: "Студія звукозапису",
			composer: "Композитор",
			yearOfRelease: "Рік випуску",
			rejected: "Судді відхилили номінацію",
			rejectedReason: "Причина: {{reason}}",
			notSelected: "Етап голосування завершився без достатньої кількості голосів: не відібрано.",
			notFound: "Такої легенди немає або її видалено.",
			voteSection: "Голосування",
			linkTypes: {
				WIKIPEDIA: "Вікіпедія",
				INSTAGRAM: "Instagram",
				FACEBOOK: "Facebook",
				SPOTIFY: "Spotify",
				YOUTUBE: "YouTube",
				TWITTER: "Twitter",
				CUSTOM: "Посилання"
			}
		},
		induct: {
			tabs: "Що номінувати",
			song: "Музичний твір",
			person: "Музичний творець",
			songName: "Назва",
			personName: "Ім’я",
			authorName: "Виконавець",
			genre: "Жанр",
			era: "Епоха",
			chooseGenre: "Оберіть жанр",
			chooseEra: "Оберіть епоху",
			opinion: "Чому це легенда?",
			cover: "Обкладинка",
			coverHint: ".jpeg або .png, до 6 МБ; обрізається до квадрата",
			songFile: "Пісня",
			songHint: "mp3 або wav, до 200 МБ",
			authorTextName: "Автор тексту",
			label: "Лейбл",
			recordingStudio: "Студія звукозапису",
			yearOfRelease: "Рік випуску",
			composer: "Композитор",
			links: "Посилання",
			wikipediaUrl: "Вікіпедія",
			instagramUrl: "Instagram",
			facebookUrl: "Facebook",
			spotifyUrl: "Spotify",
			youtubeUrl: "YouTube",
			twitterUrl: "Twitter",
			customName: "Назва власного посилання",
			customUrl: "Власне посилання",
			submit: "Номінувати",
			uploading: "Завантаження…",
			required: "Це поле обов’язкове",
			maxChars: "Максимальна кількість символів - {{current}}/{{max}}",
			linkInvalid: "Посилання має починатися з http:// або https://",
			coverType: "Обкладинка має бути зображенням PNG або JPEG",
			coverSize: "Обкладинка має бути не більшою за 6 МБ",
			songType: "Пісня має бути файлом MP3 або WAV",
			songSize: "Пісня має бути не більшою за 200 МБ",
			errorTitle: "Помилка",
			cropTitle: "Обрізати обкладинку",
			zoom: "Масштаб",
			horizontal: "Положення по горизонталі",
			vertical: "Положення по вертикалі",
			crop: "Обрізати",
			cancel: "Скасувати",
			optional: "необов’язково"
		},
		playlist: {
			count: "Пісень: {{count}}",
			search: "Пошук у плейлисті",
			searchPlaceholder: "Пісня або виконавець",
			playAll: "Слухати все",
			play: "Слухати «{{name}}»",
			pause: "Пауза «{{name}}»",
			empty: "Ще немає пісень-легенд",
			noMatches: "Нічого не знайдено",
			back: "До Зали слави"
		},
		eras: {
			CLASSIC_ERA: "Класична епоха",
			EIGHTIES: "Епоха 80-х",
			NINETIES: "Епоха 90-х",
			ZERO_YEARS: "Епоха 2000-х",
			MODERN_ERA: "Сучасна епоха"
		},
		signIn: {
			title: "Увійдіть",
			message: "Увійдіть або створіть обліковий запис, щоб переглянути вміст",
			action: "Увійти"
		}
	};
}));
// src/features/hall-of-fame/i18n/index.ts
var i18n_exports$3 = /* @__PURE__ */ __exportAll({ strings: () => strings$5 });
var strings$5;
var init_i18n$3 = __esmMin((() => {
	init_en$3();
	init_uk$3();
	strings$5 = {
		en: en$3,
		uk: uk$3
	};
}));
// src/features/hall-of-fame/api/legends.ts
/** The comments area's adapter over /legends/{id}/comments (the feed's component, kind LEGEND). */
function legendCommentsApi(client, uuid) {
	return {
		key: [
			"legends",
			uuid,
			"comments"
		],
		list: (page, initialTimeStamp) => client.callNamed("legends", "comments", {
			params: { id: uuid },
			query: {
				page,
				initialTimeStamp
			}
		}),
		replies: (commentId, page, initialTimeStamp) => client.callNamed("legends", "replies", {
			params: {
				id: uuid,
				commentId: String(commentId)
			},
			query: {
				page,
				initialTimeStamp
			}
		}),
		add: (comment) => client.callNamed("legends", "addComment", {
			params: { id: uuid },
			body: { comment }
		}),
		reply: (commentId, comment) => client.callNamed("legends", "reply", {
			params: {
				id: uuid,
				commentId: String(commentId)
			},
			body: { comment }
		})
	};
}
var legendKeys, legendListQuery, legendQuery, legendsPlaylistQuery, voteForLegend, setLegendLike, nominateSong, nominatePerson;
var init_legends = __esmMin((() => {
	init_src$2();
	init_src$3();
	init_routes();
	legendKeys = {
		all: ["legends"],
		list: (params) => [
			"legends",
			"list",
			params
		],
		detail: (uuid) => [
			"legends",
			"detail",
			uuid
		],
		playlist: ["legends", "playlist"]
	};
	legendListQuery = (client, params) => queryOptions({
		queryKey: legendKeys.list(params),
		queryFn: ({ signal }) => client.callNamed("legends", "search", {
			query: {
				page: params.page,
				size: pageSizes.hallOfFame,
				legendType: params.legendType,
				isLegend: params.isLegend ? "true" : "false",
				sort: params.sort
			},
			body: {
				searchText: params.searchText || void 0,
				eras: params.era ? [params.era] : [],
				genres: params.genre ? [params.genre] : []
			},
			signal
		}),
		placeholderData: (previous) => previous
	});
	legendQuery = (client, uuid) => queryOptions({
		queryKey: legendKeys.detail(uuid),
		queryFn: ({ signal }) => client.callNamed("legends", "show", {
			params: { id: uuid },
			signal
		})
	});
	legendsPlaylistQuery = (client) => queryOptions({
		queryKey: legendKeys.playlist,
		queryFn: ({ signal }) => client.callNamed("legends", "songsLegends", {
			query: {},
			signal
		})
	});
	voteForLegend = (client, uuid) => client.callNamed("legends", "vote", { params: { id: uuid } });
	setLegendLike = (client, uuid, liked) => client.callNamed("legends", liked ? "like" : "unlike", { params: { id: uuid } });
	nominateSong = (client, form) => client.request(routes.legends.createSong.method, routes.legends.createSong.path, form, { schema: async () => (await contractEndpoints()).legends.createSong.responses[201] });
	nominatePerson = (client, form) => client.request(routes.legends.createPerson.method, routes.legends.createPerson.path, form, { schema: async () => (await contractEndpoints()).legends.createPerson.responses[201] });
}));
// src/shared/format/links.ts
/**
* The href of a link someone typed (an artist's social link, a legend's page): http(s) only,
* by the contract's one link rule. A link without a scheme opens with https://; any other
* scheme (`javascript://%0aalert(1)`, `data:`) gives no href at all, so the text renders but
* follows nowhere — the API refuses such links, this guards what was stored before it did.
*/
function externalHref(link) {
	const trimmed = link.trim();
	if (isHttpLink(trimmed)) return trimmed;
	if (trimmed.includes("://") || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)) return void 0;
	const prefixed = `https://${trimmed}`;
	return isHttpLink(prefixed) ? prefixed : void 0;
}
var init_links = __esmMin((() => {
	init_src$3();
}));
// src/features/hall-of-fame/voting.ts
/**
* Width of a vote bar in percent (spec 001 §4): 0 at exactly 0, at least 4 when above 0, the
* percent itself from 4 to 100, and 100 at or past 100.
*/
function voteBarWidth(percent) {
	if (!(percent > 0)) return 0;
	if (percent < 4) return 4;
	return Math.min(100, percent);
}
/** Whole days left until the stage ends (rounded up), 0 once it has ended. */
function daysLeft(until, now = Date.now()) {
	const left = Date.parse(until) - now;
	return left > 0 ? Math.ceil(left / dayMs) : 0;
}
/** Whether the legend still takes votes: on voting, before firstVoteStageOpenUntil. */
function isVotingOpen(legend, now = Date.now()) {
	return legend.status === "VOTING" && Date.parse(legend.voteInfo.firstVoteStageOpenUntil) > now;
}
var dayMs, trackIdOf;
var init_voting = __esmMin((() => {
	init_links();
	dayMs = 864e5;
	trackIdOf = (uuid) => `legend:${uuid}`;
}));
// src/features/hall-of-fame/paths.ts
/** /hall-of-fame?generalTab&contentTab&page (spec 001 §2); page is the API's 0-based page. */
function hallPath(generalTab = "SONG", contentTab = "voting", page = 0) {
	return `/hall-of-fame?generalTab=${generalTab}&contentTab=${contentTab}&page=${page}`;
}
var legendPath;
var init_paths = __esmMin((() => {
	legendPath = (legend) => `/hall-of-fame/${encodeURIComponent(legend.legendUuid)}?type=${legend.legendType}`;
}));
// src/features/hall-of-fame/components/hall.module.css
var intro$1, about$1, tabRow, filters, search$3, grid$1, pagination$3, card$2, cardCover, cardBody, cardTitle$1, cardSubtitle, cardActions, cup, progress, bar, barFill, progressFigures, stage, detail$1, detailCover, detailMain, detailTitle$1, detailSubtitle, row$1, section$1, sectionTitle$1, opinion, owner, facts, plainList, notice, comments, tracks, track, trackCurrent, trackCover, trackText, trackName, trackArtist, trackLength, playlistBar, form$4, formGrid, links$2, fieldError, cropStage, cropCanvas, range, hall_module_default;
var init_hall_module = __esmMin((() => {
	intro$1 = "_intro_1oajd_1";
	about$1 = "_about_1oajd_5";
	tabRow = "_tabRow_1oajd_11";
	filters = "_filters_1oajd_19";
	search$3 = "_search_1oajd_27";
	grid$1 = "_grid_1oajd_31";
	pagination$3 = "_pagination_1oajd_44";
	card$2 = "_card_1oajd_48";
	cardCover = "_cardCover_1oajd_55";
	cardBody = "_cardBody_1oajd_59";
	cardTitle$1 = "_cardTitle_1oajd_67";
	cardSubtitle = "_cardSubtitle_1oajd_81";
	cardActions = "_cardActions_1oajd_87";
	cup = "_cup_1oajd_96";
	progress = "_progress_1oajd_112";
	bar = "_bar_1oajd_118";
	barFill = "_barFill_1oajd_125";
	progressFigures = "_progressFigures_1oajd_132";
	stage = "_stage_1oajd_140";
	detail$1 = "_detail_1oajd_146";
	detailCover = "_detailCover_1oajd_153";
	detailMain = "_detailMain_1oajd_157";
	detailTitle$1 = "_detailTitle_1oajd_163";
	detailSubtitle = "_detailSubtitle_1oajd_168";
	row$1 = "_row_1oajd_173";
	section$1 = "_section_1oajd_180";
	sectionTitle$1 = "_sectionTitle_1oajd_186";
	opinion = "_opinion_1oajd_191";
	owner = "_owner_1oajd_196";
	facts = "_facts_1oajd_203";
	plainList = "_plainList_1oajd_218";
	notice = "_notice_1oajd_227";
	comments = "_comments_1oajd_234";
	tracks = "_tracks_1oajd_240";
	track = "_track_1oajd_240";
	trackCurrent = "_trackCurrent_1oajd_260";
	trackCover = "_trackCover_1oajd_264";
	trackText = "_trackText_1oajd_271";
	trackName = "_trackName_1oajd_275";
	trackArtist = "_trackArtist_1oajd_287";
	trackLength = "_trackLength_1oajd_293";
	playlistBar = "_playlistBar_1oajd_298";
	form$4 = "_form_1oajd_309";
	formGrid = "_formGrid_1oajd_317";
	links$2 = "_links_1oajd_323";
	fieldError = "_fieldError_1oajd_338";
	cropStage = "_cropStage_1oajd_344";
	cropCanvas = "_cropCanvas_1oajd_349";
	range = "_range_1oajd_356";
	hall_module_default = {
		intro: intro$1,
		about: about$1,
		tabRow,
		filters,
		search: search$3,
		grid: grid$1,
		pagination: pagination$3,
		card: card$2,
		cardCover,
		cardBody,
		cardTitle: cardTitle$1,
		cardSubtitle,
		cardActions,
		cup,
		progress,
		bar,
		barFill,
		progressFigures,
		stage,
		detail: detail$1,
		detailCover,
		detailMain,
		detailTitle: detailTitle$1,
		detailSubtitle,
		row: row$1,
		section: section$1,
		sectionTitle: sectionTitle$1,
		opinion,
		owner,
		facts,
		plainList,
		notice,
		comments,
		tracks,
		track,
		trackCurrent,
		trackCover,
		trackText,
		trackName,
		trackArtist,
		trackLength,
		playlistBar,
		form: form$4,
		formGrid,
		links: links$2,
		fieldError,
		cropStage,
		cropCanvas,
		range
	};
}));
// src/features/hall-of-fame/components/VoteProgress.tsx
/** The vote bar with its VP figures and '{n} days left' / 'On Reviewing' (spec 001 §4). */
function VoteProgress({ voteInfo, reviewing }) {
	const { t } = useTranslation("hallOfFame");
	const width = voteBarWidth(voteInfo.votePercent);
	const days = daysLeft(voteInfo.firstVoteStageOpenUntil);
	return /* @__PURE__ */ jsxs("div", {
		className: hall_module_default.progress,
		children: [/* @__PURE__ */ jsx("div", {
			className: hall_module_default.bar,
			role: "progressbar",
			"aria-valuemin": 0,
			"aria-valuemax": 100,
			"aria-valuenow": Math.min(100, voteInfo.votePercent),
			"aria-label": t("card.progress", { percent: voteInfo.votePercent }),
			children: /* @__PURE__ */ jsx("span", {
				className: hall_module_default.barFill,
				style: { width: `${width}%` },
				"data-width": width
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: hall_module_default.progressFigures,
			children: [/* @__PURE__ */ jsx("span", { children: t("card.votes", {
				actual: voteInfo.actualVote,
				expected: voteInfo.expectedMinimalVote
			}) }), /* @__PURE__ */ jsx("span", {
				className: hall_module_default.stage,
				children: reviewing || days === 0 ? t("card.onReviewing") : t("card.daysLeft", { count: days })
			})]
		})]
	});
}
var init_VoteProgress = __esmMin((() => {
	init_voting();
	init_hall_module();
}));
// src/features/hall-of-fame/components/LegendCard.tsx
/**
* One of the four card cases (spec 001 §2): on voting, progress and Vote ('Voted!' once voted);
* among legends, the winner cup and View.
*/
function LegendCard({ legend, onVote, voting }) {
	const { t } = useTranslation("hallOfFame");
	const eraLabel = useEraLabel("hallOfFame");
	const inducted = legend.status === "SUCCESS";
	const href = legendPath(legend);
	const subtitle = [legend.authorName, eraLabel(legend.era)].filter(Boolean).join(" · ");
	return /* @__PURE__ */ jsxs(Card, {
		as: "article",
		padding: "none",
		className: hall_module_default.card,
		"aria-labelledby": `legend-${legend.legendUuid}`,
		children: [/* @__PURE__ */ jsx(Link, {
			to: href,
			className: hall_module_default.cardCover,
			tabIndex: -1,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx(Cover, {
				src: legend.coverThumbnailUrl ?? legend.coverUrl,
				alt: "",
				ratio: 1,
				rounded: false,
				children: inducted && /* @__PURE__ */ jsx("span", {
					className: hall_module_default.cup,
					title: t("card.cup"),
					children: /* @__PURE__ */ jsx(Icon, { name: "trophy" })
				})
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: hall_module_default.cardBody,
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: hall_module_default.cardTitle,
					id: `legend-${legend.legendUuid}`,
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						children: legend.name
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: hall_module_default.cardSubtitle,
					children: subtitle
				}),
				inducted ? /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.cardActions,
					children: [/* @__PURE__ */ jsx(Badge, {
						tone: "success",
						icon: /* @__PURE__ */ jsx(Icon, { name: "trophy" }),
						children: t("card.legend")
					}), /* @__PURE__ */ jsx(LinkButton, {
						to: href,
						variant: "secondary",
						size: "sm",
						children: t("card.view")
					})]
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(VoteProgress, {
					voteInfo: legend.voteInfo,
					reviewing: legend.status !== "VOTING"
				}), /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.cardActions,
					children: [legend.voteInfo.isVoted ? /* @__PURE__ */ jsx(Button, {
						size: "sm",
						variant: "secondary",
						disabled: true,
						iconStart: /* @__PURE__ */ jsx(Icon, { name: "check" }),
						children: t("card.voted")
					}) : /* @__PURE__ */ jsx(Button, {
						size: "sm",
						onClick: () => onVote(legend),
						loading: voting,
						loadingLabel: t("card.vote"),
						disabled: !isVotingOpen(legend),
						children: t("card.vote")
					}), /* @__PURE__ */ jsx(LinkButton, {
						to: href,
						variant: "ghost",
						size: "sm",
						children: t("card.view")
					})]
				})] })
			]
		})]
	});
}
var init_LegendCard = __esmMin((() => {
	init_src$1();
	init_LinkButton();
	init_referenceLabels();
	init_voting();
	init_paths();
	init_VoteProgress();
	init_hall_module();
}));
// src/features/hall-of-fame/components/useSignInGate.tsx
/**
* Voting and liking need a session (spec 001 §6): `guard(action)` runs the action for a signed-in
* user and opens the sign-in popup for a guest. Render `prompt` once on the screen.
*/
function useSignInGate() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { loggedIn } = useSession();
	const navigate = useNavigate();
	const location = useLocation();
	const [open, setOpen] = useState(false);
	const guard = (action) => {
		if (loggedIn) action();
		else setOpen(true);
	};
	return {
		guard,
		prompt: /* @__PURE__ */ jsx(SignInPrompt, {
			open,
			onClose: () => setOpen(false),
			onSignIn: () => {
				setOpen(false);
				navigate(paths.signIn, { state: { from: location.pathname + location.search } });
			},
			title: t("signIn.title"),
			message: t("signIn.message"),
			signInLabel: t("signIn.action"),
			closeLabel: t("shared:common.close")
		})
	};
}
var init_useSignInGate = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
}));
// src/features/hall-of-fame/screens/HallOfFameScreen.tsx
var HallOfFameScreen_exports = /* @__PURE__ */ __exportAll({ HallOfFameScreen: () => HallOfFameScreen$1 });
function pick(value, allowed, fallback) {
	return allowed.includes(value) ? value : fallback;
}
/** /hall-of-fame?generalTab&contentTab&page (spec 001 §2): the four card cases, search, filters, sort, pages of 9. */
function HallOfFameScreen$1() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { client } = useSession();
	const queryClient = useQueryClient();
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const eraLabel = useEraLabel("hallOfFame");
	const genreLabel = useGenreCodeLabel();
	const [params, setParams] = useSearchParams();
	const generalTab = pick(params.get("generalTab"), legendTypes, "SONG");
	const contentTab = pick(params.get("contentTab"), contentTabs, "voting");
	const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
	const [searchText, setSearchText] = useState("");
	const [era, setEra] = useState("");
	const [genre, setGenre] = useState("");
	const [sort, setSort] = useState("RECENT");
	const { guard, prompt } = useSignInGate();
	const listParams = {
		legendType: generalTab,
		isLegend: contentTab === "legends",
		page,
		sort,
		searchText,
		era,
		genre: generalTab === "SONG" ? genre : ""
	};
	const list = useQuery({
		...legendListQuery(client, listParams),
		placeholderData: keepPreviousData
	});
	const go = (next) => {
		setParams({
			generalTab: next.generalTab ?? generalTab,
			contentTab: next.contentTab ?? contentTab,
			page: String(next.page ?? 0)
		});
	};
	const vote = useMutation({
		mutationFn: (legend) => voteForLegend(client, legend.legendUuid),
		onSuccess: (updated) => {
			queryClient.setQueryData(legendKeys.list(listParams), (current) => current ? {
				...current,
				elements: current.elements.map((entry) => entry.legendUuid === updated.legendUuid ? updated : entry)
			} : current);
			queryClient.setQueryData(legendKeys.detail(updated.legendUuid), updated);
		}
	});
	const changeFilter = (apply) => {
		apply();
		if (page !== 0) go({ page: 0 });
	};
	const showPlaylist = generalTab === "SONG" && contentTab === "legends";
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: isMobile ? t("hall.headingMobile") : t("titles.hallOfFame"),
				actions: /* @__PURE__ */ jsx(LinkButton, {
					to: paths.induct,
					iconStart: /* @__PURE__ */ jsx(Icon, { name: "plus" }),
					children: t("hall.induct")
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: hall_module_default.intro,
				children: showPlaylist ? /* @__PURE__ */ jsx(LinkButton, {
					to: paths.legendsPlaylist,
					variant: "secondary",
					iconStart: /* @__PURE__ */ jsx(Icon, { name: "play" }),
					children: t("hall.viewPlaylist")
				}) : /* @__PURE__ */ jsx("p", {
					className: hall_module_default.about,
					children: t("hall.aboutVoting")
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.tabRow,
				children: [/* @__PURE__ */ jsx(Tabs, {
					label: t("hall.typeTabs"),
					value: generalTab,
					onChange: (value) => go({ generalTab: value }),
					items: [{
						value: "SONG",
						label: t("hall.songs")
					}, {
						value: "PERSON",
						label: t("hall.persons")
					}],
					activation: "manual"
				}), /* @__PURE__ */ jsx(Tabs, {
					label: t("hall.contentTabs"),
					value: contentTab,
					onChange: (value) => go({ contentTab: value }),
					items: [{
						value: "voting",
						label: t("hall.voting")
					}, {
						value: "legends",
						label: t("hall.legends")
					}],
					activation: "manual"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.filters,
				children: [
					/* @__PURE__ */ jsx(SearchBox, {
						className: hall_module_default.search,
						label: t("hall.search"),
						placeholder: t("hall.searchPlaceholder"),
						debounceMs: timings.searchDebounceMs,
						onSearch: (text) => changeFilter(() => setSearchText(text.trim()))
					}),
					/* @__PURE__ */ jsx(Select, {
						"aria-label": t("hall.era"),
						value: era,
						onChange: (event) => changeFilter(() => setEra(event.target.value)),
						options: [{
							value: "",
							label: t("hall.allEras")
						}, ...eraValues.map((code) => ({
							value: code,
							label: eraLabel(code)
						}))]
					}),
					generalTab === "SONG" && /* @__PURE__ */ jsx(Select, {
						"aria-label": t("hall.genre"),
						value: genre,
						onChange: (event) => changeFilter(() => setGenre(event.target.value)),
						options: [{
							value: "",
							label: t("hall.allGenres")
						}, ...genreValues.map((code) => ({
							value: code,
							label: genreLabel(code)
						}))]
					}),
					/* @__PURE__ */ jsx(Select, {
						"aria-label": t("hall.sort"),
						value: sort,
						onChange: (event) => changeFilter(() => setSort(event.target.value)),
						options: legendSortValues.map((value) => ({
							value,
							label: t(value === "RECENT" ? "hall.sortRecent" : value === "MORE_VOTES" ? "hall.sortMoreVotes" : "hall.sortLessVotes")
						}))
					})
				]
			}),
			list.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : list.isError ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("hall.loadError"),
				action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void list.refetch() })
			}) : list.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("hall.empty"),
				description: t("hall.emptyText")
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
				className: hall_module_default.grid,
				"aria-busy": list.isFetching,
				children: list.data.elements.map((legend) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(LegendCard, {
					legend,
					voting: vote.isPending && vote.variables?.legendUuid === legend.legendUuid,
					onVote: (target) => guard(() => vote.mutate(target))
				}) }, legend.legendUuid))
			}), /* @__PURE__ */ jsx(Pager, {
				className: hall_module_default.pagination,
				page: apiPageToUi(page),
				totalPages: list.data.totalPages,
				totalResults: list.data.totalPages > 0 ? list.data.elements.length + page * 9 : 0,
				maxButtons: limits.visiblePageButtons,
				onPageChange: (uiPage) => go({ page: uiPageToApi(uiPage) }),
				label: t("hall.pagination")
			})] }),
			prompt
		]
	});
}
var legendTypes, contentTabs;
var init_HallOfFameScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_paths$1();
	init_referenceLabels();
	init_SessionContext();
	init_LinkButton();
	init_Screen_module();
	init_legends();
	init_LegendCard();
	init_useSignInGate();
	init_hall_module();
	init_RetryButton();
	init_Pager();
	legendTypes = ["SONG", "PERSON"];
	contentTabs = ["voting", "legends"];
}));
// src/features/feed/public.ts
var init_public$2 = __esmMin((() => {
	init_doors();
}));
// src/features/hall-of-fame/screens/LegendScreen.tsx
var LegendScreen_exports = /* @__PURE__ */ __exportAll({ LegendScreen: () => LegendScreen$1 });
/** /hall-of-fame/{uuid}?type (spec 001 §2, §4): the legend, its song, likes, comments, votes, links and judges. */
function LegendScreen$1() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { uuid = "" } = useParams();
	const { client } = useSession();
	const navigate = useNavigate();
	const legend = useQuery({
		...legendQuery(client, uuid),
		meta: { handlesErrors: true }
	});
	useEffect(() => {
		const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), timings.detailScrollTopMs);
		return () => window.clearTimeout(timer);
	}, [uuid]);
	if (legend.isPending) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.legend")
		}), /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		})]
	});
	if (legend.isError) {
		const missing = legend.error instanceof ApiError && legend.error.status === 404;
		return /* @__PURE__ */ jsxs(Container, {
			className: Screen_module_default.page,
			children: [/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.legend")
			}), /* @__PURE__ */ jsx(EmptyState, {
				title: missing ? t("legend.notFound") : t("hall.loadError"),
				action: /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: () => void navigate(hallPath()),
					children: t("legend.back")
				})
			})]
		});
	}
	return /* @__PURE__ */ jsx(LegendView, { legend: legend.data });
}
function LegendView({ legend }) {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const eraLabel = useEraLabel("hallOfFame");
	const genreLabel = useGenreCodeLabel();
	const { client } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const player = usePlayer();
	const { guard, prompt } = useSignInGate();
	const [commentsOpen, setCommentsOpen] = useState(false);
	const commentsApi = useMemo(() => legendCommentsApi(client, legend.legendUuid), [client, legend.legendUuid]);
	const key = legendKeys.detail(legend.legendUuid);
	const like = useMutation({
		mutationFn: (liked) => setLegendLike(client, legend.legendUuid, liked),
		onMutate: async (liked) => {
			await queryClient.cancelQueries({ queryKey: key });
			const previous = queryClient.getQueryData(key);
			queryClient.setQueryData(key, (current) => current ? {
				...current,
				liked,
				likeCount: Math.max(0, current.likeCount + (liked ? 1 : -1))
			} : current);
			return { previous };
		},
		onError: (_error, _liked, context) => {
			if (context?.previous) queryClient.setQueryData(key, context.previous);
		},
		onSuccess: (state) => {
			queryClient.setQueryData(key, (current) => current ? {
				...current,
				liked: state.liked,
				likeCount: state.likeCount
			} : current);
		}
	});
	const vote = useMutation({
		mutationFn: () => voteForLegend(client, legend.legendUuid),
		onSettled: async () => {
			await queryClient.invalidateQueries({ queryKey: legendKeys.all });
		}
	});
	const track = legend.songUrl ? {
		id: trackIdOf(legend.legendUuid),
		title: legend.name,
		artist: legend.authorName ?? void 0,
		src: legend.songUrl,
		cover: legend.coverThumbnailUrl ?? legend.coverUrl,
		media: legend.songMedia
	} : null;
	const playingHere = track !== null && player.isCurrent(track.id) && player.playing;
	const togglePlay = () => {
		if (!track) return;
		if (player.isCurrent(track.id)) player.toggle();
		else player.play(track);
	};
	const inducted = legend.status === "SUCCESS";
	const onVoting = legend.status === "VOTING" || legend.status === "REVIEWING";
	const facts = [
		[t("legend.author"), legend.authorName],
		[t("legend.era"), eraLabel(legend.era)],
		[t("legend.genre"), legend.genre ? genreLabel(legend.genre) : null],
		[t("legend.textAuthor"), legend.textAuthor],
		[t("legend.composer"), legend.composer],
		[t("legend.label"), legend.label],
		[t("legend.recordingStudio"), legend.recordingStudio],
		[t("legend.yearOfRelease"), legend.yearOfRelease]
	];
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: legend.name,
				subtitle: legend.authorName ?? eraLabel(legend.era),
				onBack: () => void navigate(hallPath(legend.legendType, inducted ? "legends" : "voting")),
				backLabel: t("legend.back")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.detail,
				children: [/* @__PURE__ */ jsx("div", {
					className: hall_module_default.detailCover,
					children: /* @__PURE__ */ jsx(Cover, {
						src: legend.coverUrl,
						alt: legend.name,
						ratio: 1,
						children: inducted && /* @__PURE__ */ jsx("span", {
							className: hall_module_default.cup,
							title: t("card.cup"),
							children: /* @__PURE__ */ jsx(Icon, { name: "trophy" })
						})
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.detailMain,
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: hall_module_default.row,
							children: [
								/* @__PURE__ */ jsx(ReportButton, {
									targetKind: "LEGEND",
									targetId: legend.legendUuid
								}),
								inducted && /* @__PURE__ */ jsx(Badge, {
									tone: "success",
									icon: /* @__PURE__ */ jsx(Icon, { name: "trophy" }),
									children: t("card.cup")
								}),
								track && /* @__PURE__ */ jsx(Button, {
									onClick: togglePlay,
									iconStart: /* @__PURE__ */ jsx(Icon, { name: playingHere ? "pause" : "play" }),
									"aria-pressed": playingHere,
									children: playingHere ? t("legend.pause") : t("legend.play")
								}),
								/* @__PURE__ */ jsx(IconButton, {
									label: legend.liked ? t("legend.unlike") : t("legend.like"),
									icon: /* @__PURE__ */ jsx(Icon, { name: "heart" }),
									pressed: legend.liked,
									onClick: () => guard(() => like.mutate(!legend.liked))
								}),
								/* @__PURE__ */ jsx("span", {
									"aria-live": "polite",
									children: t("legend.likes", { count: legend.likeCount })
								})
							]
						}),
						onVoting && /* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-vote",
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: hall_module_default.sectionTitle,
									id: "legend-vote",
									children: t("legend.voteSection")
								}),
								/* @__PURE__ */ jsx(VoteProgress, {
									voteInfo: legend.voteInfo,
									reviewing: legend.status !== "VOTING"
								}),
								/* @__PURE__ */ jsx("div", { children: legend.voteInfo.isVoted ? /* @__PURE__ */ jsx(Button, {
									variant: "secondary",
									disabled: true,
									iconStart: /* @__PURE__ */ jsx(Icon, { name: "check" }),
									children: t("card.voted")
								}) : /* @__PURE__ */ jsx(Button, {
									onClick: () => guard(() => vote.mutate()),
									loading: vote.isPending,
									loadingLabel: t("card.vote"),
									disabled: !isVotingOpen(legend),
									children: t("card.vote")
								}) })
							]
						}),
						legend.status === "REJECTED" && /* @__PURE__ */ jsxs("p", {
							className: hall_module_default.notice,
							role: "status",
							children: [t("legend.rejected"), legend.rejectionReason ? ` — ${t("legend.rejectedReason", { reason: legend.rejectionReason })}` : ""]
						}),
						legend.status === "NOT_SELECTED" && /* @__PURE__ */ jsx("p", {
							className: hall_module_default.notice,
							role: "status",
							children: t("legend.notSelected")
						}),
						/* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-opinion",
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: hall_module_default.sectionTitle,
									id: "legend-opinion",
									children: t("legend.opinion", { name: legend.legendStarterUserOwner.publicName })
								}),
								/* @__PURE__ */ jsxs("div", {
									className: hall_module_default.owner,
									children: [/* @__PURE__ */ jsx(Avatar, {
										src: legend.legendStarterUserOwner.avatar,
										name: legend.legendStarterUserOwner.publicName,
										size: "sm"
									}), /* @__PURE__ */ jsx("span", { children: legend.legendStarterUserOwner.publicName })]
								}),
								/* @__PURE__ */ jsx("p", {
									className: hall_module_default.opinion,
									children: legend.ownerLegendStarterOpinion
								})
							]
						}),
						/* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-details",
							children: [/* @__PURE__ */ jsx("h2", {
								className: hall_module_default.sectionTitle,
								id: "legend-details",
								children: t("legend.details")
							}), /* @__PURE__ */ jsx("dl", {
								className: hall_module_default.facts,
								children: facts.filter(([, value]) => value !== null && value !== "").map(([label, value]) => /* @__PURE__ */ jsxs("div", {
									style: { display: "contents" },
									children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value })]
								}, label))
							})]
						}),
						legend.links.length > 0 && /* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-links",
							children: [/* @__PURE__ */ jsx("h2", {
								className: hall_module_default.sectionTitle,
								id: "legend-links",
								children: t("legend.links")
							}), /* @__PURE__ */ jsx("ul", {
								className: hall_module_default.plainList,
								children: legend.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
									href: externalHref(link.url),
									target: "_blank",
									rel: "noopener noreferrer",
									children: link.linkType === "CUSTOM" && link.linkName ? link.linkName : t(`legend.linkTypes.${link.linkType}`)
								}) }, `${link.linkType}-${link.url}`))
							})]
						}),
						legend.judges.length > 0 && /* @__PURE__ */ jsxs("section", {
							className: hall_module_default.section,
							"aria-labelledby": "legend-judges",
							children: [/* @__PURE__ */ jsx("h2", {
								className: hall_module_default.sectionTitle,
								id: "legend-judges",
								children: t("legend.judges")
							}), /* @__PURE__ */ jsx("ul", {
								className: hall_module_default.plainList,
								children: legend.judges.map((judge) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									to: paths.profile(judge.nickName),
									children: judge.publicName
								}) }, judge.uuid))
							})]
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: hall_module_default.comments,
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					"aria-expanded": commentsOpen,
					onClick: () => setCommentsOpen((open) => !open),
					children: commentsOpen ? t("legend.hideComments", { count: legend.commentCount }) : t("legend.showComments", { count: legend.commentCount })
				}), commentsOpen && /* @__PURE__ */ jsx(CommentsArea, {
					parent: {
						kind: "LEGEND",
						id: legend.id
					},
					count: legend.commentCount,
					api: commentsApi
				})]
			}),
			prompt
		]
	});
}
var init_LegendScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_src$2();
	init_public$2();
	init_paths$1();
	init_referenceLabels();
	init_PlayerContext();
	init_SessionContext();
	init_Screen_module();
	init_legends();
	init_VoteProgress();
	init_useSignInGate();
	init_paths();
	init_voting();
	init_ReportButton();
	init_hall_module();
}));
// src/features/hall-of-fame/screens/LegendsPlaylistScreen.tsx
var LegendsPlaylistScreen_exports = /* @__PURE__ */ __exportAll({ LegendsPlaylistScreen: () => LegendsPlaylistScreen$1 });
/** /playlist/hall-of-fame (spec 001 §2): 'The Legends Playlist', its count, a search box, songs played in sequence. */
function LegendsPlaylistScreen$1() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { client } = useSession();
	const navigate = useNavigate();
	const player = usePlayer();
	const playlist = useQuery(legendsPlaylistQuery(client));
	const [searchText, setSearchText] = useState("");
	const songs = useMemo(() => playlist.data?.elements ?? [], [playlist.data]);
	const shown = useMemo(() => {
		const needle = searchText.trim().toLowerCase();
		if (!needle) return songs;
		return songs.filter((song) => `${song.name} ${song.authorName ?? ""}`.toLowerCase().includes(needle));
	}, [songs, searchText]);
	const queue = useMemo(() => shown.map(trackOf$1), [shown]);
	const toggle = (song) => {
		const id = trackIdOf(song.legendUuid);
		if (player.isCurrent(id)) player.toggle();
		else player.play(trackOf$1(song), queue);
	};
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.legendsPlaylist"),
				subtitle: playlist.data ? t("playlist.count", { count: songs.length }) : void 0,
				onBack: () => void navigate(hallPath("SONG", "legends")),
				backLabel: t("playlist.back")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.playlistBar,
				children: [/* @__PURE__ */ jsx(SearchBox, {
					label: t("playlist.search"),
					placeholder: t("playlist.searchPlaceholder"),
					debounceMs: timings.searchDebounceMs,
					onSearch: setSearchText
				}), /* @__PURE__ */ jsx(Button, {
					iconStart: /* @__PURE__ */ jsx(Icon, { name: "play" }),
					disabled: queue.length === 0,
					onClick: () => player.playList(queue, 0),
					children: t("playlist.playAll")
				})]
			}),
			playlist.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : songs.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("playlist.empty")
			}) : shown.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("playlist.noMatches")
			}) : /* @__PURE__ */ jsx("ol", {
				className: hall_module_default.tracks,
				"aria-label": t("titles.legendsPlaylist"),
				children: shown.map((song) => {
					const current = player.isCurrent(trackIdOf(song.legendUuid));
					const playing = current && player.playing;
					return /* @__PURE__ */ jsxs("li", {
						className: `${hall_module_default.track} ${current ? hall_module_default.trackCurrent : ""}`,
						children: [
							/* @__PURE__ */ jsx(IconButton, {
								label: playing ? t("playlist.pause", { name: song.name }) : t("playlist.play", { name: song.name }),
								icon: /* @__PURE__ */ jsx(Icon, { name: playing ? "pause" : "play" }),
								pressed: playing,
								onClick: () => toggle(song)
							}),
							song.coverUrl ? /* @__PURE__ */ jsx("img", {
								className: hall_module_default.trackCover,
								src: song.coverUrl,
								alt: ""
							}) : /* @__PURE__ */ jsx("span", {}),
							/* @__PURE__ */ jsxs("div", {
								className: hall_module_default.trackText,
								children: [/* @__PURE__ */ jsx("p", {
									className: hall_module_default.trackName,
									children: /* @__PURE__ */ jsx(Link, {
										to: legendPath({
											legendUuid: song.legendUuid,
											legendType: "SONG"
										}),
										children: song.name
									})
								}), /* @__PURE__ */ jsx("p", {
									className: hall_module_default.trackArtist,
									children: song.authorName
								})]
							}),
							/* @__PURE__ */ jsx("span", {
								className: hall_module_default.trackLength,
								children: length$1(song.lengthOfSong)
							}),
							/* @__PURE__ */ jsx(QueueMenu, { track: trackOf$1(song) })
						]
					}, song.legendUuid);
				})
			})
		]
	});
}
var trackOf$1, length$1;
var init_LegendsPlaylistScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_PlayerContext();
	init_QueueMenu();
	init_SessionContext();
	init_Screen_module();
	init_legends();
	init_paths();
	init_voting();
	init_hall_module();
	trackOf$1 = (song) => ({
		id: trackIdOf(song.legendUuid),
		title: song.name,
		artist: song.authorName ?? void 0,
		src: song.songUrl,
		cover: song.coverUrl,
		media: song.media
	});
	length$1 = (seconds) => seconds === null ? "" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}));
// src/features/hall-of-fame/components/CoverCropper.tsx
/** The source rectangle of a square crop (ratio 1) of a `width`×`height` picture. */
function cropRect(width, height, { zoom, x, y }) {
	const side = Math.min(width, height) / Math.max(1, zoom);
	return {
		sx: (width - side) * x,
		sy: (height - side) * y,
		side
	};
}
/**
* Crops a chosen cover to a square (spec 001 §5: ratio 1) with zoom and position sliders, and
* hands back a JPEG or PNG file (the type of the original) of 800×800.
*/
function CoverCropper({ file, onDone, onCancel }) {
	const { t } = useTranslation("hallOfFame");
	const canvasRef = useRef(null);
	const [image, setImage] = useState(null);
	const [crop, setCrop] = useState({
		zoom: 1,
		x: .5,
		y: .5
	});
	useEffect(() => {
		if (!file) return;
		const url = URL.createObjectURL(file);
		const element = new Image();
		element.onload = () => setImage(element);
		element.src = url;
		return () => {
			URL.revokeObjectURL(url);
			setImage(null);
		};
	}, [file]);
	useEffect(() => {
		const canvas = canvasRef.current;
		const context = canvas?.getContext("2d");
		if (!canvas || !context || !image) return;
		const { sx, sy, side } = cropRect(image.naturalWidth, image.naturalHeight, crop);
		context.clearRect(0, 0, canvas.width, canvas.height);
		context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
	}, [image, crop]);
	const finish = () => {
		if (!image || !file) return;
		const canvas = document.createElement("canvas");
		canvas.width = outputSize;
		canvas.height = outputSize;
		const context = canvas.getContext("2d");
		if (!context) return;
		const { sx, sy, side } = cropRect(image.naturalWidth, image.naturalHeight, crop);
		context.drawImage(image, sx, sy, side, side, 0, 0, outputSize, outputSize);
		const type = pictureTypeOf(file);
		const blob = encodeCanvas(canvas, type, .9);
		if (blob) onDone(new File([blob], file.name.replace(/\.[^.]+$/, "") + (type === "image/png" ? ".png" : ".jpg"), { type }));
	};
	const slider = (key, label, min, max, step) => /* @__PURE__ */ jsxs("label", { children: [label, /* @__PURE__ */ jsx("input", {
		className: hall_module_default.range,
		type: "range",
		min,
		max,
		step,
		value: crop[key],
		onChange: (event) => setCrop((current) => ({
			...current,
			[key]: Number(event.target.value)
		}))
	})] });
	return /* @__PURE__ */ jsxs(Popup, {
		open: file !== null,
		onClose: onCancel,
		title: t("induct.cropTitle"),
		closeLabel: t("induct.cancel"),
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onCancel,
			children: t("induct.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: finish,
			disabled: !image,
			children: t("induct.crop")
		})] }),
		children: [
			/* @__PURE__ */ jsx("div", {
				className: hall_module_default.cropStage,
				children: /* @__PURE__ */ jsx("canvas", {
					ref: canvasRef,
					className: hall_module_default.cropCanvas,
					width: 360,
					height: 360,
					"aria-label": t("induct.cropTitle")
				})
			}),
			slider("zoom", t("induct.zoom"), 1, 4, .05),
			slider("x", t("induct.horizontal"), 0, 1, .01),
			slider("y", t("induct.vertical"), 0, 1, .01)
		]
	});
}
var outputSize;
var init_CoverCropper = __esmMin((() => {
	init_src$1();
	init_canvasPicture();
	init_hall_module();
	outputSize = 800;
}));
// src/features/hall-of-fame/screens/InductScreen.tsx
var InductScreen_exports = /* @__PURE__ */ __exportAll({ InductScreen: () => InductScreen$1 });
/** /induct-a-legend (spec 001 §2, §5): 'Music work' (SONG, default) and 'Music creator' (PERSON). */
function InductScreen$1() {
	const { t } = useTranslation("hallOfFame");
	const [tab, setTab] = useState("SONG");
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.induct")
		}), /* @__PURE__ */ jsx(Tabs, {
			label: t("induct.tabs"),
			value: tab,
			onChange: setTab,
			items: [{
				value: "SONG",
				label: t("induct.song")
			}, {
				value: "PERSON",
				label: t("induct.person")
			}],
			children: /* @__PURE__ */ jsx(InductForm, { type: tab }, tab)
		})]
	});
}
function InductForm({ type }) {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { t: tShared } = useTranslation();
	const eraLabel = useEraLabel("hallOfFame");
	const genreLabel = useGenreCodeLabel();
	const { client } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const isSong = type === "SONG";
	const problemMessage = wordedBy({
		tooLong: ({ length, max }) => t("induct.maxChars", {
			current: length,
			max
		}),
		link: t("induct.linkInvalid")
	}, t("induct.required"));
	const form = useContractForm({
		rules: isSong ? songLegendRules : personLegendRules,
		message: problemMessage,
		defaultValues: {
			coverFile: null,
			songFile: null
		}
	});
	const { error } = form;
	const text = (name) => form.text(name).value;
	const cover = form.values.coverFile;
	const song = form.values.songFile;
	const [coverPreview, setCoverPreview] = useState(null);
	const [cropping, setCropping] = useState(null);
	const [cropKey, setCropKey] = useState(0);
	const pickerLabels = useFilePickerLabels();
	const submit = useMutation({
		mutationFn: (form) => isSong ? nominateSong(client, form) : nominatePerson(client, form),
		meta: { handlesErrors: true },
		onSuccess: async (_legend) => {
			await queryClient.invalidateQueries({ queryKey: legendKeys.all });
			navigate(hallPath("SONG", "voting", 0));
		}
	});
	const send = () => {
		const body = new FormData();
		body.set("legendType", type);
		const fields = isSong ? [
			"name",
			"authorName",
			"genre",
			"era",
			"ownerLegendStarterOpinion",
			"authorTextName",
			"label",
			"recordingStudio",
			"yearOfRelease",
			"composer"
		] : [
			"name",
			"era",
			"ownerLegendStarterOpinion"
		];
		for (const field of fields) if (text(field).trim()) body.set(field, text(field).trim());
		for (const field of [
			...isSong ? songLinkFields : personLinkFields,
			"customName",
			"customUrl"
		]) if (text(field).trim()) body.set(`socialLinks.${field}`, text(field).trim());
		body.set("coverFile", cover);
		if (isSong && song) body.set("songFile", song);
		submit.mutate(body);
	};
	const onSubmit = (event) => void form.handleSubmit(send)(event);
	const chooseCover = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail("coverFile", t(problem === "type" ? "induct.coverType" : "induct.coverSize"));
		setCropKey((key) => key + 1);
		setCropping(file);
	};
	const chooseSong = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("song", file);
		if (problem) return form.fail("songFile", t(problem === "type" ? "induct.songType" : "induct.songSize"));
		form.setField("songFile", file);
	};
	const textField = (name, label, options = {}) => /* @__PURE__ */ jsx(FormField, {
		label,
		required: options.required,
		error: error(name),
		children: /* @__PURE__ */ jsx(Input, {
			name,
			type: options.type ?? "text",
			...form.text(name),
			maxChars: options.max
		})
	});
	return /* @__PURE__ */ jsxs("form", {
		className: hall_module_default.form,
		onSubmit,
		noValidate: true,
		"aria-busy": submit.isPending,
		children: [
			textField("name", isSong ? t("induct.songName") : t("induct.personName"), {
				max: limits.legendNameMax,
				required: true
			}),
			isSong && textField("authorName", t("induct.authorName"), {
				max: limits.legendAuthorNameMax,
				required: true
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.formGrid,
				children: [isSong && /* @__PURE__ */ jsx(FormField, {
					label: t("induct.genre"),
					required: true,
					error: error("genre"),
					children: /* @__PURE__ */ jsx(Select, {
						name: "genre",
						...form.text("genre"),
						placeholder: t("induct.chooseGenre"),
						options: genreValues.map((code) => ({
							value: code,
							label: genreLabel(code)
						}))
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("induct.era"),
					required: true,
					error: error("era"),
					children: /* @__PURE__ */ jsx(Select, {
						name: "era",
						...form.text("era"),
						placeholder: t("induct.chooseEra"),
						options: eraValues.map((code) => ({
							value: code,
							label: eraLabel(code)
						}))
					})
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("induct.opinion"),
				required: true,
				error: error("ownerLegendStarterOpinion"),
				children: /* @__PURE__ */ jsx(TextArea, {
					name: "ownerLegendStarterOpinion",
					rows: 5,
					...form.text("ownerLegendStarterOpinion"),
					maxChars: limits.legendOpinionMax
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("induct.cover"),
				hint: t("induct.coverHint"),
				required: true,
				error: error("coverFile"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					name: "coverFile",
					accept: mediaAccept("picture"),
					labels: pickerLabels,
					fileName: cover?.name,
					previewUrl: coverPreview,
					onFile: (file) => chooseCover(file ?? void 0)
				})
			}),
			isSong && /* @__PURE__ */ jsx(FormField, {
				label: t("induct.songFile"),
				hint: t("induct.songHint"),
				required: true,
				error: error("songFile"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					name: "songFile",
					accept: mediaAccept("song"),
					labels: pickerLabels,
					fileName: song?.name,
					onFile: (file) => chooseSong(file ?? void 0)
				})
			}),
			isSong && /* @__PURE__ */ jsxs("div", {
				className: hall_module_default.formGrid,
				children: [
					textField("authorTextName", t("induct.authorTextName"), { max: limits.legendCreditMax }),
					textField("composer", t("induct.composer"), { max: limits.composerMax }),
					textField("label", t("induct.label"), { max: limits.legendCreditMax }),
					textField("recordingStudio", t("induct.recordingStudio"), { max: limits.legendCreditMax }),
					textField("yearOfRelease", t("induct.yearOfRelease"), { type: "number" })
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: hall_module_default.links,
				children: [/* @__PURE__ */ jsx("legend", {
					className: hall_module_default.sectionTitle,
					children: t("induct.links")
				}), /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.formGrid,
					children: [
						(isSong ? songLinkFields : personLinkFields).map((field) => /* @__PURE__ */ jsx("div", { children: textField(field, t(`induct.${field}`), { type: "url" }) }, field)),
						textField("customName", t("induct.customName"), { max: limits.legendCustomNameMax }),
						textField("customUrl", t("induct.customUrl"), { type: "url" })
					]
				})]
			}),
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				loading: submit.isPending,
				loadingLabel: t("induct.uploading"),
				children: t("induct.submit")
			}) }),
			submit.isPending && /* @__PURE__ */ jsx(Preloader, {
				label: t("induct.uploading"),
				centered: true
			}),
			/* @__PURE__ */ jsx(CoverCropper, {
				file: cropping,
				onCancel: () => setCropping(null),
				onDone: (cropped) => {
					setCropping(null);
					form.setField("coverFile", cropped);
					setCoverPreview((previous) => {
						if (previous) URL.revokeObjectURL(previous);
						return URL.createObjectURL(cropped);
					});
				}
			}, cropKey),
			/* @__PURE__ */ jsx(ErrorPopup, {
				open: submit.isError,
				onClose: () => submit.reset(),
				title: t("induct.errorTitle"),
				closeLabel: t("shared:common.close"),
				message: submit.isError ? errorMessage(submit.error, tShared) : ""
			})
		]
	});
}
var personLinkFields, songLinkFields;
var init_InductScreen = __esmMin((() => {
	init_src$1();
	init_useFilePickerLabels();
	init_src$3();
	init_errors();
	init_contractForm();
	init_referenceLabels();
	init_SessionContext();
	init_Screen_module();
	init_legends();
	init_CoverCropper();
	init_paths();
	init_hall_module();
	personLinkFields = [
		"wikipediaUrl",
		"instagramUrl",
		"facebookUrl",
		"spotifyUrl",
		"youtubeUrl",
		"twitterUrl"
	];
	songLinkFields = ["spotifyUrl", "youtubeUrl"];
}));
// src/features/hall-of-fame/feature.tsx
init_feature();
init_paths$1();
var { screen: screen$6, define: define$5 } = featureOf("hallOfFame", () => Promise.resolve().then(() => (init_i18n$3(), i18n_exports$3)).then((m) => m.strings));
var HallOfFameScreen = screen$6(() => Promise.resolve().then(() => (init_HallOfFameScreen(), HallOfFameScreen_exports)).then((m) => m.HallOfFameScreen));
var LegendScreen = screen$6(() => Promise.resolve().then(() => (init_LegendScreen(), LegendScreen_exports)).then((m) => m.LegendScreen));
var LegendsPlaylistScreen = screen$6(() => Promise.resolve().then(() => (init_LegendsPlaylistScreen(), LegendsPlaylistScreen_exports)).then((m) => m.LegendsPlaylistScreen));
var InductScreen = screen$6(() => Promise.resolve().then(() => (init_InductScreen(), InductScreen_exports)).then((m) => m.InductScreen));
/** The Hall of Fame (spec 001 §2): legends, votes, nominations and the Legends Playlist. */
var hallOfFameFeature = define$5({
	routes: [
		{
			path: "/hall-of-fame",
			title: "hallOfFame",
			element: /* @__PURE__ */ jsx(HallOfFameScreen, {})
		},
		{
			path: "/hall-of-fame/:uuid",
			title: "legend",
			element: /* @__PURE__ */ jsx(LegendScreen, {})
		},
		{
			path: "/playlist/hall-of-fame",
			title: "legendsPlaylist",
			element: /* @__PURE__ */ jsx(LegendsPlaylistScreen, {})
		},
		{
			path: "/induct-a-legend",
			title: "induct",
			guarded: true,
			element: /* @__PURE__ */ jsx(InductScreen, {})
		}
	],
	nav: [navEntry("hallOfFame", "trophy", paths.hallOfFame, {
		side: { order: 60 },
		menu: { order: 10 }
	})]
});
// src/features/legal/i18n/en.ts
var en$2;
var init_en$2 = __esmMin((() => {
	en$2 = {
		titles: {
			privacy: "privacy policy",
			terms: "Terms and conditions"
		},
		legal: {
			contents: "Contents",
			updated: "Last updated: {{date}}",
			backToTop: "Back to top",
			otherDocument: "See also"
		}
	};
}));
// src/features/legal/i18n/uk.ts
var uk$2;
var init_uk$2 = __esmMin((() => {
	uk$2 = {
		titles: {
			privacy: "Політика конфіденційності",
			terms: "Умови користування"
		},
		legal: {
			contents: "Зміст",
			updated: "Останнє оновлення: {{date}}",
			backToTop: "Угору",
			otherDocument: "Див. також"
		}
	};
}));
// src/features/legal/i18n/index.ts
var i18n_exports$2 = /* @__PURE__ */ __exportAll({ strings: () => strings$4 });
var strings$4;
var init_i18n$2 = __esmMin((() => {
	init_en$2();
	init_uk$2();
	strings$4 = {
		en: en$2,
		uk: uk$2
	};
}));
// src/features/legal/components/LegalDocument.module.css
var page$1, document$1, header, title$1, updated, intro, toc, tocTitle, tocList, section, sectionTitle, number, paragraph, list$3, footer, LegalDocument_module_default;
var init_LegalDocument_module = __esmMin((() => {
	page$1 = "_page_16mlm_1";
	document$1 = "_document_16mlm_5";
	header = "_header_16mlm_10";
	title$1 = "_title_16mlm_15";
	updated = "_updated_16mlm_24";
	intro = "_intro_16mlm_29";
	toc = "_toc_16mlm_34";
	tocTitle = "_tocTitle_16mlm_42";
	tocList = "_tocList_16mlm_48";
	section = "_section_16mlm_63";
	sectionTitle = "_sectionTitle_16mlm_68";
	number = "_number_16mlm_83";
	paragraph = "_paragraph_16mlm_88";
	list$3 = "_list_16mlm_92";
	footer = "_footer_16mlm_99";
	LegalDocument_module_default = {
		page: page$1,
		document: document$1,
		header,
		title: title$1,
		updated,
		intro,
		toc,
		tocTitle,
		tocList,
		section,
		sectionTitle,
		number,
		paragraph,
		list: list$3,
		footer
	};
}));
// src/features/legal/components/LegalDocumentView.tsx
function prefersReducedMotion() {
	return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
/** Scrolls to a section and moves focus to its heading, so keyboard and screen-reader users land there too. */
function goToSection(id, smooth = true) {
	const heading = document.getElementById(id);
	if (!heading) return false;
	heading.scrollIntoView?.({
		behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto",
		block: "start"
	});
	heading.focus({ preventScroll: true });
	return true;
}
/** A static legal document: numbered sections with a clickable table of contents (spec 001 §2). */
function LegalDocumentView({ document: doc, seeAlso }) {
	const { t } = useTranslation("legal");
	const [language] = useLanguage();
	const { hash } = useLocation();
	useEffect(() => {
		if (hash.length > 1) goToSection(decodeURIComponent(hash.slice(1)), false);
	}, [hash]);
	const onTocClick = (event, id) => {
		event.preventDefault();
		if (goToSection(id)) window.history.replaceState(window.history.state, "", `#${id}`);
	};
	return /* @__PURE__ */ jsx(Container, {
		size: "narrow",
		className: LegalDocument_module_default.page,
		children: /* @__PURE__ */ jsxs("article", {
			className: LegalDocument_module_default.document,
			"aria-labelledby": "legal-title",
			children: [
				/* @__PURE__ */ jsxs("header", {
					className: LegalDocument_module_default.header,
					children: [
						/* @__PURE__ */ jsx("h1", {
							id: "legal-title",
							className: LegalDocument_module_default.title,
							children: doc.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: LegalDocument_module_default.updated,
							children: t("legal.updated", { date: formatDate(doc.updated, language, { timeZone: "UTC" }) })
						}),
						doc.intro.map((paragraph) => /* @__PURE__ */ jsx("p", {
							className: LegalDocument_module_default.intro,
							children: paragraph
						}, paragraph))
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					className: LegalDocument_module_default.toc,
					"aria-labelledby": "legal-contents",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "legal-contents",
						className: LegalDocument_module_default.tocTitle,
						tabIndex: -1,
						children: t("legal.contents")
					}), /* @__PURE__ */ jsx("ol", {
						className: LegalDocument_module_default.tocList,
						children: doc.sections.map((section) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: `#${section.id}`,
							onClick: (event) => onTocClick(event, section.id),
							children: section.title
						}) }, section.id))
					})]
				}),
				doc.sections.map((section, index) => /* @__PURE__ */ jsxs("section", {
					className: LegalDocument_module_default.section,
					"aria-labelledby": section.id,
					children: [/* @__PURE__ */ jsxs("h2", {
						id: section.id,
						tabIndex: -1,
						className: LegalDocument_module_default.sectionTitle,
						children: [
							/* @__PURE__ */ jsxs("span", {
								className: LegalDocument_module_default.number,
								children: [index + 1, "."]
							}),
							" ",
							section.title
						]
					}), section.blocks.map((block, blockIndex) => /* @__PURE__ */ jsx(Block, { block }, blockIndex))]
				}, section.id)),
				/* @__PURE__ */ jsxs("footer", {
					className: LegalDocument_module_default.footer,
					children: [/* @__PURE__ */ jsx("a", {
						href: "#legal-contents",
						onClick: (event) => onTocClick(event, "legal-contents"),
						children: t("legal.backToTop")
					}), /* @__PURE__ */ jsxs("p", { children: [
						t("legal.otherDocument"),
						": ",
						/* @__PURE__ */ jsx(Link, {
							to: seeAlso.to,
							children: seeAlso.label
						})
					] })]
				})
			]
		})
	});
}
function Block({ block }) {
	if (typeof block === "string") return /* @__PURE__ */ jsx("p", {
		className: LegalDocument_module_default.paragraph,
		children: block
	});
	return /* @__PURE__ */ jsx("ul", {
		className: LegalDocument_module_default.list,
		children: block.list.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
	});
}
var init_LegalDocumentView = __esmMin((() => {
	init_src$1();
	init_format$1();
	init_i18n$12();
	init_LegalDocument_module();
}));
// src/features/legal/documents/privacy.en.ts
var privacyEn;
var init_privacy_en = __esmMin((() => {
	privacyEn = ({ email, phone }) => ({
		title: "Privacy policy",
		updated: "2026-11-22",
		intro: ["This Privacy Policy explains what personal data the Kobza platform (the “Platform”, “we”) processes, why, on what grounds and for how long, who it may be shared with, and what rights you have.", "We process personal data in line with the Law of Ukraine “On Personal Data Protection” and other Ukrainian legislation. The Ukrainian version of this Policy prevails if the two versions differ."],
		sections: [
			{
				id: "controller",
				title: "Data controller",
				blocks: ["The controller of your personal data is the operator of the Kobza platform. It decides why and how your data is processed and is responsible for protecting it.", `For any question about your personal data, write to ${email} or call ${phone}.`]
			},
			{
				id: "data",
				title: "What data we collect",
				blocks: ["We process only the data the Platform needs to work:", { list: [
					"account data: e-mail address, public name, nickname, date of birth, user type (artist or fan) and your password in hashed form;",
					"profile data: avatar, cover, description, social media links;",
					"content and activity: posts, songs, playlists, events, comments, likes, votes, chat messages, video greeting wishes and the videos themselves;",
					"payment data: amounts, purposes and statuses of payments, balances and withdrawal requests (card details are handled by the payment provider; we do not store them);",
					"the Concordium wallet addresses you use in auctions and on the secondary market;",
					"technical data: IP address, device and browser type, request times and error logs."
				] }]
			},
			{
				id: "purposes",
				title: "Why we process it",
				blocks: [
					"We use the data to:",
					{ list: [
						"create and run your account and let you sign in;",
						"show your profile and content to other users as you choose;",
						"take payments, freeze the price of video greetings, credit artists’ balances and pay artists out;",
						"handle support requests and refund requests;",
						"prevent fraud and breaches of the Terms and Conditions, and protect the Platform;",
						"meet legal obligations, including accounting and tax rules."
					] },
					"We do not sell personal data and do not use it for targeted advertising."
				]
			},
			{
				id: "legal-bases",
				title: "Legal bases",
				blocks: ["Under Article 11 of the Law of Ukraine “On Personal Data Protection” we rely on:", { list: [
					"entering into and performing a transaction to which you are a party — the Terms and Conditions (account, paid services, payouts);",
					"your consent, given when you sign up, which you can withdraw;",
					"obligations the law places on us (payment records, answers to lawful requests from public authorities);",
					"our legitimate interest in keeping the Platform secure and preventing fraud, where it does not override your rights."
				] }]
			},
			{
				id: "retention",
				title: "How long we keep it",
				blocks: [
					"Account data and content are kept while your account exists. After an account is deleted we delete or anonymise its data within 30 days.",
					"Payment and payout records are kept for the periods set by accounting and tax legislation and are deleted afterwards.",
					"Technical logs are kept for up to 90 days unless they are needed to investigate a security incident.",
					"Transactions recorded on the Concordium network are public and permanent: we cannot delete them."
				]
			},
			{
				id: "sharing",
				title: "Sharing with third parties",
				blocks: [
					"We share data only where the Platform needs it to work or the law requires it:",
					{ list: [
						"with payment providers and banks, to process payments, refunds and payouts to artists;",
						"with hosting, file storage and e-mail providers who process data on our behalf under confidentiality terms;",
						"with public authorities, in the cases and manner set by law."
					] },
					"Your public name, nickname, avatar and the content you publish are visible to other users. Wallet addresses and transactions in auctions and on the secondary market are visible on the public Concordium network."
				]
			},
			{
				id: "storage",
				title: "Cookies and local storage",
				blocks: [
					"The Platform uses no third-party advertising or analytics cookies.",
					"To keep you signed in, we keep in your browser’s local storage (localStorage) the access and refresh tokens, the basic data of your profile (name, nickname, avatar, roles), a signed-in flag, the application version and your chosen interface language. This data stays on your device, except the tokens, which are sent to the Platform with each request.",
					"Signing out removes the session data from storage, and you can clear it in your browser settings at any time. Payment providers’ pages may use their own cookies under their own policies."
				]
			},
			{
				id: "rights",
				title: "Your rights",
				blocks: [
					"Under Article 8 of the Law of Ukraine “On Personal Data Protection” you have the right to:",
					{ list: [
						"know what data about you is processed, why, where it is kept and who receives it;",
						"access your data;",
						"have inaccurate data corrected or your data deleted;",
						"object to processing and withdraw your consent;",
						"complain to the Ukrainian Parliament Commissioner for Human Rights or to a court."
					] },
					`To use these rights, write to ${email}. We answer within 30 calendar days.`
				]
			},
			{
				id: "security",
				title: "Security",
				blocks: [
					"We protect data with organisational and technical measures: encrypted connections (HTTPS), passwords stored only as hashes, limited staff access and access logging.",
					"The Platform has no access to the keys of your crypto wallets and will never ask for them.",
					"If an incident may affect your data, we will tell you and, where the law requires, the Commissioner for Human Rights."
				]
			},
			{
				id: "changes",
				title: "Changes and contact",
				blocks: [
					"The Platform is not meant for people under 16, and we do not knowingly collect their data.",
					"We may update this Policy. The date of the last update is shown at the top; we announce significant changes in advance.",
					`Contact: ${email}, ${phone}.`
				]
			}
		]
	});
}));
// src/features/legal/documents/privacy.uk.ts
var privacyUk;
var init_privacy_uk = __esmMin((() => {
	privacyUk = ({ email, phone }) => ({
		title: "Політика конфіденційності",
		updated: "2026-11-22",
		intro: ["Ця Політика конфіденційності пояснює, які персональні дані обробляє платформа Kobza (далі — «Платформа», «ми»), навіщо, на яких підставах і як довго, кому вони можуть передаватися та які права ви маєте.", "Ми обробляємо персональні дані відповідно до Закону України «Про захист персональних даних» та інших актів законодавства України."],
		sections: [
			{
				id: "controller",
				title: "Володілець персональних даних",
				blocks: ["Володільцем ваших персональних даних є оператор платформи Kobza. Він визначає мету обробки, склад даних і порядок роботи з ними та відповідає за їх захист.", `З усіх питань щодо персональних даних звертайтеся електронною поштою: ${email} або за телефоном ${phone}.`]
			},
			{
				id: "data",
				title: "Які дані ми збираємо",
				blocks: ["Ми обробляємо лише ті дані, які потрібні для роботи Платформи:", { list: [
					"дані облікового запису: адреса електронної пошти, публічне імʼя, нікнейм, дата народження, тип користувача (артист чи фан) і пароль у захешованому вигляді;",
					"дані профілю: аватар, обкладинка, опис, посилання на соціальні мережі;",
					"контент і взаємодії: дописи, пісні, плейлисти, події, коментарі, вподобання, голоси, повідомлення в чаті, побажання до відеопривітань і самі відео;",
					"платіжні дані: суми, призначення та статуси платежів, баланс і запити на виведення коштів (реквізити карток обробляє платіжний провайдер, ми їх не зберігаємо);",
					"адреси гаманців Concordium, якими ви користуєтеся на аукціонах і вторинному ринку;",
					"технічні дані: IP-адреса, тип пристрою і браузера, час звернень і журнали помилок."
				] }]
			},
			{
				id: "purposes",
				title: "Мета обробки",
				blocks: [
					"Ми використовуємо дані, щоб:",
					{ list: [
						"створити й вести ваш обліковий запис і забезпечити вхід на Платформу;",
						"показувати ваш профіль і контент іншим користувачам відповідно до налаштувань;",
						"приймати платежі, заморожувати кошти за відеопривітання, нараховувати баланс артистам і виплачувати кошти;",
						"розглядати звернення до служби підтримки та запити на повернення коштів;",
						"запобігати шахрайству, порушенням Умов користування і захищати Платформу;",
						"виконувати вимоги законодавства, зокрема бухгалтерського та податкового."
					] },
					"Ми не продаємо персональні дані та не використовуємо їх для таргетованої реклами."
				]
			},
			{
				id: "legal-bases",
				title: "Правові підстави обробки",
				blocks: ["Відповідно до статті 11 Закону України «Про захист персональних даних» ми обробляємо дані на таких підставах:", { list: [
					"укладення та виконання правочину, стороною якого ви є, — Умов користування (обліковий запис, платні послуги, виплати);",
					"ваша згода, яку ви надаєте під час реєстрації і можете відкликати;",
					"виконання обовʼязків, покладених на нас законом (облік платежів, відповіді на законні запити державних органів);",
					"законний інтерес — безпека Платформи та запобігання шахрайству, якщо він не переважає ваших прав."
				] }]
			},
			{
				id: "retention",
				title: "Строки зберігання",
				blocks: [
					"Дані облікового запису та контент зберігаються, доки існує обліковий запис. Після видалення облікового запису ми видаляємо або знеособлюємо дані протягом 30 днів.",
					"Записи про платежі й виплати зберігаються протягом строків, установлених законодавством про бухгалтерський облік і оподаткування, після чого видаляються.",
					"Технічні журнали зберігаються до 90 днів, якщо вони не потрібні для розслідування інциденту безпеки.",
					"Записи транзакцій у мережі Concordium є публічними і незмінними: ми не можемо їх видалити."
				]
			},
			{
				id: "sharing",
				title: "Передача даних третім особам",
				blocks: [
					"Ми передаємо дані лише тоді, коли це потрібно для роботи Платформи або вимагається законом:",
					{ list: [
						"платіжним провайдерам і банкам — для проведення платежів, повернень і виплат артистам;",
						"постачальникам хостингу, зберігання файлів і поштових розсилок, які обробляють дані за нашим дорученням і на умовах конфіденційності;",
						"органам державної влади — у випадках і в порядку, визначених законом."
					] },
					"Публічне імʼя, нікнейм, аватар і опублікований вами контент бачать інші користувачі. Адреси гаманців і транзакції на аукціонах і вторинному ринку видно в публічній мережі Concordium."
				]
			},
			{
				id: "storage",
				title: "Файли cookie та локальне сховище",
				blocks: [
					"Платформа не використовує рекламних чи аналітичних cookie третіх осіб.",
					"Щоб ви залишалися в системі, ми зберігаємо в локальному сховищі браузера (localStorage) токени доступу й оновлення, основні дані вашого профілю (імʼя, нікнейм, аватар, ролі), ознаку входу, версію застосунку та обрану мову інтерфейсу. Ці дані не залишають вашого пристрою, крім токенів, які надсилаються Платформі з кожним запитом.",
					"Після виходу з облікового запису дані сесії видаляються зі сховища. Ви також можете очистити його в налаштуваннях браузера. Сторінки платіжних провайдерів можуть використовувати власні cookie відповідно до їхніх політик."
				]
			},
			{
				id: "rights",
				title: "Ваші права",
				blocks: [
					"Відповідно до статті 8 Закону України «Про захист персональних даних» ви маєте право:",
					{ list: [
						"знати, які ваші дані обробляються, з якою метою, де вони зберігаються і кому передаються;",
						"отримати доступ до своїх даних;",
						"вимагати виправлення неточних даних або їх видалення;",
						"заперечити проти обробки та відкликати згоду;",
						"звернутися зі скаргою до Уповноваженого Верховної Ради України з прав людини або до суду."
					] },
					`Щоб скористатися правами, напишіть на ${email}. Ми відповімо протягом 30 календарних днів.`
				]
			},
			{
				id: "security",
				title: "Захист даних",
				blocks: [
					"Ми захищаємо дані організаційними й технічними заходами: шифруванням зʼєднання (HTTPS), зберіганням паролів лише у вигляді хешу, обмеженим доступом працівників і журналюванням доступу.",
					"Платформа не має доступу до ключів ваших криптогаманців і ніколи не попросить їх.",
					"У разі інциденту, що може зачепити ваші дані, ми повідомимо вас і, якщо цього вимагає закон, Уповноваженого з прав людини."
				]
			},
			{
				id: "changes",
				title: "Зміни політики та контакти",
				blocks: [
					"Платформа не призначена для осіб, молодших за 16 років, і ми свідомо не збираємо їхніх даних.",
					"Ми можемо оновлювати цю Політику. Дата останнього оновлення зазначена на початку документа; про суттєві зміни ми повідомимо заздалегідь.",
					`Контакти: ${email}, ${phone}.`
				]
			}
		]
	});
}));
// src/features/legal/screens/PrivacyScreen.tsx
var PrivacyScreen_exports = /* @__PURE__ */ __exportAll({ PrivacyScreen: () => PrivacyScreen$1 });
/** /privacy-policy: the Ukrainian original, or the English version with an English UI. */
function PrivacyScreen$1() {
	const { t } = useTranslation();
	const [language] = useLanguage();
	return /* @__PURE__ */ jsx(LegalDocumentView, {
		document: privacy[language](contact),
		seeAlso: {
			to: paths.terms,
			label: t("footer.terms")
		}
	});
}
var privacy;
var init_PrivacyScreen = __esmMin((() => {
	init_i18n$12();
	init_LegalDocumentView();
	init_privacy_en();
	init_privacy_uk();
	init_paths$1();
	privacy = {
		uk: privacyUk,
		en: privacyEn
	};
}));
// src/features/legal/documents/terms.en.ts
var termsEn;
var init_terms_en = __esmMin((() => {
	termsEn = ({ email, phone }) => ({
		title: "Terms and conditions",
		updated: "2026-11-22",
		intro: ["These Terms and Conditions (the “Terms”) govern your use of Kobza, the website and application for Ukrainian music (the “Platform”). By signing up for or using the Platform you confirm that you have read and understood the Terms and agree to follow them.", "If you do not agree with the Terms, please do not use the Platform. The Ukrainian version of the Terms prevails if the two versions differ."],
		sections: [
			{
				id: "general",
				title: "General provisions",
				blocks: [
					"The Platform lets Ukrainian artists publish music, posts, events and other content, and lets fans listen, comment, support artists and talk to them. All payments on the Platform are made in Ukrainian hryvnia (₴).",
					"In these Terms:",
					{ list: [
						"“User” means anyone who has signed up on the Platform;",
						"“Artist” means a User who signed up as an artist and publishes their own music and content;",
						"“Fan” means a User who listens to music, subscribes to Artists, sends donations and orders video greetings;",
						"“Content” means texts, images, audio and video recordings, comments, messages and other material placed on the Platform."
					] },
					"Visitors without an account can browse the public part of the Platform. To view other content or to act (like, comment, vote, pay) you need to sign in or create an account."
				]
			},
			{
				id: "account",
				title: "Signing up and your account",
				blocks: [
					"You may sign up if you are at least 16 years old. When signing up you give a public name, your date of birth, an e-mail address and a password, and you accept these Terms and the Privacy Policy.",
					"You agree to give accurate information and to keep it up to date. Your account is personal: do not share your password or let anyone else use your account.",
					"You are responsible for everything done through your account. If you suspect that someone else has access to it, change your password at once and tell our support team."
				]
			},
			{
				id: "user-types",
				title: "Types of users: artists and fans",
				blocks: [
					"There are two types of Users: Artists and Fans. You choose your type when signing up.",
					"An Artist can:",
					{ list: [
						"keep a profile and publish posts, songs, playlists and events;",
						"set the price of a premium subscription to their content, and the price and rules of a video greeting;",
						"receive donations and payments for subscriptions and video greetings;",
						"see their balance and request a withdrawal."
					] },
					"A Fan can listen to music, like and comment on posts, vote in polls, take a premium subscription to an Artist, send donations, order video greetings and, with an active subscription, chat with the Artist."
				]
			},
			{
				id: "content",
				title: "Content and intellectual property",
				blocks: [
					"An Artist confirms that they hold all rights to the content they publish (including copyright and related rights in musical works and recordings) and that publishing it does not infringe anyone else’s rights.",
					"By publishing content a User grants the Platform a non-exclusive, royalty-free licence to store, play and display it to other Users within the Platform for as long as it stays published. All other rights remain with the rights holder.",
					"Premium content is for the Artist’s subscribers only. You may not copy, download (unless the Platform expressly offers it) or distribute content outside the Platform without the rights holder’s consent.",
					`If you believe content on the Platform infringes your rights, write to ${email} with a link to the content and proof of your rights; we will review the notice and restrict access to the content where appropriate.`
				]
			},
			{
				id: "payments",
				title: "Paid services and payments",
				blocks: [
					"The Artist sets the prices of the premium subscription and of a video greeting. The price is shown in hryvnia before you pay and is final for that order.",
					"A donation is voluntary support for an Artist. A single donation is between 1 and 10,000 hryvnia.",
					"Payments are processed by the payment providers the Platform works with. Card details are handled by the provider; the Platform does not store them. A payment is complete once the provider confirms it.",
					"A premium subscription opens the Artist’s premium content and the chat with the Artist for the paid period. You can cancel a subscription at any time; access continues until the end of the paid period.",
					"Auctions and the secondary market for song royalty tokens run on the Concordium network and settle in its currency through your own wallet. The Platform has no access to your wallet’s keys, and transactions finalized on the network cannot be reversed."
				]
			},
			{
				id: "video-greetings",
				title: "Video greetings",
				blocks: [
					"A Fan can order a personal video greeting from an Artist and describe what they would like. The order is paid at the price the Artist has set at the time of ordering.",
					"Once paid, the price is frozen on the Fan’s account: it does not reach the Artist until the Artist sends the video greeting. When the video is sent, the amount is credited to the Artist’s balance.",
					"An Artist may decline an order. The frozen amount is then returned to the Fan.",
					"The Fan can watch the finished video greeting and download it for personal, non-commercial use."
				]
			},
			{
				id: "balance",
				title: "Artist balance and withdrawals",
				blocks: [
					"Income from subscriptions, donations and delivered video greetings is credited to the Artist’s balance, which the Artist can see in their profile.",
					"An Artist can request a withdrawal to their bank account or card. Before the request is confirmed, the Platform shows the amount to be paid out and the fee, if any.",
					"Payouts are made through payment providers, usually within a few banking days. The Platform may ask you to confirm your identity or payment details where the law or the provider’s rules require it.",
					"Artists are responsible for paying taxes on their income unless Ukrainian law provides otherwise."
				]
			},
			{
				id: "refunds",
				title: "Refunds",
				blocks: [
					"If an Artist sent content other than what you paid for (for example, a video greeting that does not match the order or is addressed to someone else), you can request a refund.",
					`Send the request to ${email} within 14 days of receiving the content, with the order number and a description of the problem. We will review it, contact the Artist if needed and let you know our decision.`,
					"Approved refunds are returned by the same method you paid with. Donations sent voluntarily are not refunded unless the payment was made in error or without authorisation.",
					"These rules do not limit your rights under the Law of Ukraine “On Consumer Rights Protection”."
				]
			},
			{
				id: "blocking",
				title: "Conduct, blocking and deleting accounts",
				blocks: [
					"On the Platform you must not:",
					{ list: [
						"publish content that breaks the law or infringes intellectual property or other rights;",
						"insult, threaten or harass other Users or spread hate speech;",
						"send spam, commit fraud, or manipulate votes or payments;",
						"interfere with the Platform or try to access other people’s accounts."
					] },
					"If the Terms are broken, the Platform may remove content and temporarily restrict or block the account. We tell you about a block by e-mail, with the reason; you can appeal by writing to support.",
					"You can delete your account at any time. Before deleting, an Artist should withdraw the remaining balance; open video greeting orders are cancelled and the frozen amounts returned to the Fans. The Platform may also delete an account for serious or repeated breaches of the Terms."
				]
			},
			{
				id: "support",
				title: "Liability, changes to the Terms and support",
				blocks: [
					"The Platform is provided “as is”. We work to keep it running without interruption but do not guarantee that it always will, and we are not liable for content published by Users or for indirect losses, except where the law provides otherwise.",
					"We may change the Terms. We announce significant changes in advance on the Platform or by e-mail; continuing to use the Platform after the changes take effect means you accept them.",
					"These Terms are governed by the law of Ukraine. Disputes are settled by negotiation and, failing agreement, by the courts of Ukraine.",
					`Our support team answers by e-mail at ${email}. You can also call us on ${phone}.`
				]
			}
		]
	});
}));
// src/features/legal/documents/terms.uk.ts
var termsUk;
var init_terms_uk = __esmMin((() => {
	termsUk = ({ email, phone }) => ({
		title: "Умови користування",
		updated: "2026-11-22",
		intro: ["Ці Умови користування (далі — «Умови») регулюють користування платформою Kobza — вебсайтом і застосунком для української музики (далі — «Платформа»). Реєструючись або користуючись Платформою, ви підтверджуєте, що прочитали Умови, розумієте їх і погоджуєтеся їх виконувати.", "Якщо ви не погоджуєтеся з Умовами, будь ласка, не користуйтеся Платформою."],
		sections: [
			{
				id: "general",
				title: "Загальні положення",
				blocks: [
					"Платформа дає змогу українським артистам публікувати музику, дописи, події та інший контент, а фанам — слухати, коментувати, підтримувати артистів і спілкуватися з ними. Усі платежі на Платформі здійснюються в гривнях (₴).",
					"У цих Умовах використовуються такі терміни:",
					{ list: [
						"«Користувач» — будь-яка особа, яка зареєструвалася на Платформі;",
						"«Артист» — Користувач, який зареєструвався як артист і публікує власну музику та контент;",
						"«Фан» — Користувач, який слухає музику, підписується на Артистів, надсилає донати та замовляє відеопривітання;",
						"«Контент» — тексти, зображення, аудіо- та відеозаписи, коментарі, повідомлення та інші матеріали, розміщені на Платформі."
					] },
					"Відвідувачі без облікового запису можуть переглядати загальнодоступну частину Платформи. Щоб переглядати решту контенту або виконувати дії (вподобання, коментарі, голосування, платежі), потрібно увійти або зареєструватися."
				]
			},
			{
				id: "account",
				title: "Реєстрація та обліковий запис",
				blocks: [
					"Зареєструватися на Платформі може особа, якій виповнилося 16 років. Під час реєстрації ви зазначаєте публічне імʼя, дату народження, адресу електронної пошти та пароль і погоджуєтеся з цими Умовами та Політикою конфіденційності.",
					"Ви зобовʼязуєтеся надавати правдиві дані та оновлювати їх у разі змін. Обліковий запис є особистим: не передавайте нікому свій пароль і не дозволяйте іншим особам користуватися вашим обліковим записом.",
					"Ви відповідаєте за всі дії, вчинені з вашого облікового запису. Якщо ви підозрюєте, що хтось отримав до нього доступ, негайно змініть пароль і повідомте службу підтримки."
				]
			},
			{
				id: "user-types",
				title: "Типи користувачів: артисти та фани",
				blocks: [
					"На Платформі є два типи Користувачів — Артисти та Фани. Тип обирається під час реєстрації.",
					"Артист може:",
					{ list: [
						"вести профіль, публікувати дописи, пісні, плейлисти та події;",
						"встановлювати ціну преміум-підписки на свій контент і ціну відеопривітання та правила його замовлення;",
						"отримувати донати, оплату підписок і відеопривітань;",
						"бачити свій баланс і подавати запит на виведення коштів."
					] },
					"Фан може слухати музику, вподобувати й коментувати дописи, голосувати в опитуваннях, оформлювати преміум-підписку на Артиста, надсилати донати, замовляти відеопривітання та, маючи активну підписку, листуватися з Артистом у чаті."
				]
			},
			{
				id: "content",
				title: "Контент та інтелектуальна власність",
				blocks: [
					"Артист гарантує, що має всі права на контент, який розміщує (зокрема авторські та суміжні права на музичні твори і записи), і що розміщення не порушує прав третіх осіб.",
					"Розміщуючи контент, Користувач надає Платформі невиключну, безоплатну ліцензію на зберігання, відтворення та показ цього контенту іншим Користувачам у межах Платформи на строк його розміщення. Усі інші права залишаються за правовласником.",
					"Преміум-контент призначений лише для підписників Артиста. Копіювати, завантажувати (крім випадків, коли Платформа прямо це дозволяє) або поширювати контент поза Платформою без згоди правовласника заборонено.",
					`Якщо ви вважаєте, що контент на Платформі порушує ваші права, напишіть нам на ${email} із посиланням на контент і підтвердженням ваших прав — ми розглянемо звернення і за потреби обмежимо доступ до контенту.`
				]
			},
			{
				id: "payments",
				title: "Платні послуги та платежі",
				blocks: [
					"Ціни преміум-підписки та відеопривітання встановлює Артист. Ціна показується до оплати в гривнях і є остаточною для цього замовлення.",
					"Донат — добровільна підтримка Артиста. Сума одного донату становить від 1 до 10 000 гривень.",
					"Оплата здійснюється через платіжних провайдерів, з якими співпрацює Платформа. Дані платіжних карток обробляє провайдер; Платформа їх не зберігає. Платіж вважається здійсненим, коли провайдер його підтвердив.",
					"Преміум-підписка відкриває доступ до преміум-контенту Артиста та чату з ним на оплачений період. Ви можете скасувати підписку будь-коли; доступ зберігається до кінця оплаченого періоду.",
					"Аукціони та вторинний ринок токенів роялті пісень працюють у мережі Concordium і розраховуються в її валюті через ваш власний гаманець. Платформа не має доступу до ключів вашого гаманця, а підтверджені в мережі транзакції незворотні."
				]
			},
			{
				id: "video-greetings",
				title: "Відеопривітання",
				blocks: [
					"Фан може замовити в Артиста персональне відеопривітання, описавши своє побажання. Замовлення оплачується за ціною, встановленою Артистом на момент замовлення.",
					"Після оплати сума замовлення «заморожується» на рахунку Фана: вона не надходить Артистові, доки Артист не надішле відеопривітання. Після надсилання відео сума зараховується на баланс Артиста.",
					"Артист може відхилити замовлення. У такому разі заморожена сума повертається Фанові.",
					"Готове відеопривітання Фан може переглянути та завантажити для особистого некомерційного використання."
				]
			},
			{
				id: "balance",
				title: "Баланс артиста та виведення коштів",
				blocks: [
					"Надходження від підписок, донатів і виконаних відеопривітань зараховуються на баланс Артиста. Артист бачить свій баланс у профілі.",
					"Артист може подати запит на виведення коштів на свій банківський рахунок або картку. Перед підтвердженням запиту Платформа показує суму до виплати та комісію, якщо вона застосовується.",
					"Виплати здійснюються через платіжних провайдерів, зазвичай протягом кількох банківських днів. Платформа може попросити підтвердити особу або реквізити, якщо цього вимагає законодавство чи правила провайдера.",
					"Артист самостійно відповідає за сплату податків зі своїх доходів, якщо інше не встановлено законодавством України."
				]
			},
			{
				id: "refunds",
				title: "Повернення коштів",
				blocks: [
					"Якщо Артист надіслав не той контент, за який ви заплатили (наприклад, відеопривітання не відповідає замовленню або адресоване іншій особі), ви можете подати запит на повернення коштів.",
					`Запит надсилайте на ${email} протягом 14 днів після отримання контенту, зазначивши номер замовлення та суть проблеми. Ми розглянемо запит, за потреби звʼяжемося з Артистом і повідомимо вам рішення.`,
					"У разі схвалення кошти повертаються тим самим способом, яким було здійснено оплату. Донати, надіслані добровільно, поверненню не підлягають, крім випадків помилкового або несанкціонованого платежу.",
					"Ці правила не обмежують ваших прав, передбачених Законом України «Про захист прав споживачів»."
				]
			},
			{
				id: "blocking",
				title: "Правила поведінки, блокування та видалення облікового запису",
				blocks: [
					"На Платформі заборонено:",
					{ list: [
						"розміщувати контент, що порушує закон, права інтелектуальної власності чи права третіх осіб;",
						"ображати, погрожувати, переслідувати інших Користувачів, поширювати мову ворожнечі;",
						"розсилати спам, шахраювати, маніпулювати голосуваннями чи платежами;",
						"втручатися в роботу Платформи або намагатися отримати доступ до чужих облікових записів."
					] },
					"У разі порушення Умов Платформа може видалити контент, тимчасово обмежити або заблокувати обліковий запис. Про блокування ми повідомляємо електронною поштою із зазначенням причини; ви можете оскаржити рішення, написавши до служби підтримки.",
					"Ви можете будь-коли видалити свій обліковий запис. Перед видаленням Артист має вивести наявний баланс; незавершені замовлення відеопривітань буде скасовано з поверненням заморожених сум Фанам. Платформа також може видалити обліковий запис за грубе або повторне порушення Умов."
				]
			},
			{
				id: "support",
				title: "Відповідальність, зміни Умов і підтримка",
				blocks: [
					"Платформа надається «як є». Ми докладаємо зусиль до її безперебійної роботи, але не гарантуємо відсутності перерв і не відповідаємо за контент, розміщений Користувачами, а також за непрямі збитки, крім випадків, передбачених законом.",
					"Ми можемо змінювати Умови. Про суттєві зміни повідомляємо заздалегідь на Платформі або електронною поштою; продовження користування після набрання змінами чинності означає згоду з ними.",
					"До цих Умов застосовується законодавство України. Спори вирішуються шляхом переговорів, а в разі недосягнення згоди — у судах України.",
					`Служба підтримки відповідає на звернення електронною поштою: ${email}. Також ви можете зателефонувати: ${phone}.`
				]
			}
		]
	});
}));
// src/features/legal/screens/TermsScreen.tsx
var TermsScreen_exports = /* @__PURE__ */ __exportAll({ TermsScreen: () => TermsScreen$1 });
/** /terms-and-conditions: the Ukrainian original, or the English version with an English UI. */
function TermsScreen$1() {
	const { t } = useTranslation();
	const [language] = useLanguage();
	return /* @__PURE__ */ jsx(LegalDocumentView, {
		document: terms[language](contact),
		seeAlso: {
			to: paths.privacy,
			label: t("footer.privacy")
		}
	});
}
var terms;
var init_TermsScreen = __esmMin((() => {
	init_env();
	init_i18n$12();
	init_LegalDocumentView();
	init_terms_en();
	init_terms_uk();
	init_paths$1();
	terms = {
		uk: termsUk,
		en: termsEn
	};
}));
// src/features/legal/feature.tsx
init_feature();
var { screen: screen$5, define: define$4 } = featureOf("legal", () => Promise.resolve().then(() => (init_i18n$2(), i18n_exports$2)).then((m) => m.strings));
var PrivacyScreen = screen$5(() => Promise.resolve().then(() => (init_PrivacyScreen(), PrivacyScreen_exports)).then((m) => m.PrivacyScreen));
var TermsScreen = screen$5(() => Promise.resolve().then(() => (init_TermsScreen(), TermsScreen_exports)).then((m) => m.TermsScreen));
/** The privacy policy and the terms and conditions, in Ukrainian and English. */
var legalFeature = define$4({ routes: [{
	path: "/privacy-policy",
	title: "privacy",
	chrome: "bare",
	element: /* @__PURE__ */ jsx(PrivacyScreen, {})
}, {
	path: "/terms-and-conditions",
	title: "terms",
	chrome: "bare",
	element: /* @__PURE__ */ jsx(TermsScreen, {})
}] });
// src/features/markets/i18n/en.ts
var en$1;
var init_en$1 = __esmMin((() => {
	en$1 = {
		titles: {
			auctions: "Auctions",
			auction: "Auction",
			addInitialSale: "Initial sale creating",
			secondarySale: "Secondary Market",
			secondaryOffer: "Secondary sale",
			sellTokens: "Secondary sale creating"
		},
		eras: {
			CLASSIC_ERA: "Classic era",
			EIGHTIES: "80s era",
			NINETIES: "90s era",
			ZERO_YEARS: "00s era",
			MODERN_ERA: "Modern era"
		},
		wallet: {
			connect: "Connect wallet",
			connected: "Wallet {{address}}",
			devWallet: "Dev wallet",
			devWalletHint: "Local ledger: your Kobza account’s own ledger account signs",
			promptTitle: "Dev wallet: sign the transaction",
			promptText: "Kobza asks your wallet to send this transaction to the local ledger.",
			promptAccount: "Account",
			promptContract: "Contract",
			promptEntrypoint: "Action",
			promptAmount: "Amount",
			approve: "Approve",
			reject: "Reject"
		},
		list: {
			addInitialSale: "Add Initial Sale",
			sellTokens: "Sell tokens",
			aboutAuctionsTitle: "About Auctions",
			aboutAuctions: "An auction is the first sale of a song’s royalty-right (RR) tokens: the artist offers a share of the song’s rights, and the highest bid when the auction ends wins them. To bid you need the Concordium Browser Wallet: install it, create an account on Concordium Mainnet and add CCD to it. Then press Connect wallet, open an auction, enter your bid and confirm it in the wallet. When the auction ends, anyone signed in may finalize it and the tokens go to the winner.",
			aboutSecondaryTitle: "About the Secondary Market",
			aboutSecondary: "Here holders of Song Tokens sell them to other fans at a fixed price for the whole lot. Buy tokens of the songs you love, or sell the ones you won at an auction: press Sell tokens, choose the song, set the price and the number of tokens, and confirm in your wallet.",
			tabs: "Auction status",
			offerTabs: "Offer status",
			open: "Open",
			finished: "Finished",
			active: "Active",
			sold: "Sold",
			search: "Search auctions",
			searchPlaceholder: "Song name or description",
			filters: "Filters",
			filtersCount: "Filters ({{count}})",
			filterTitle: "Filter",
			era: "Era",
			anyEra: "Any era",
			genres: "Genres",
			apply: "Apply",
			reset: "Reset",
			view: "View",
			play: "Play {{song}}",
			pause: "Pause {{song}}",
			tokensFor: "{{tokens}} RR tokens for {{price}}",
			emptyTitle: "Nothing here yet",
			emptyAuctions: "No auctions match. Try another tab or fewer filters.",
			emptyOffers: "No offers match. Try another tab or fewer filters.",
			errorTitle: "Could not load the list",
			errorText: "Check your connection and try again.",
			pagination: "Pages",
			cover: "Cover of {{song}}"
		},
		detail: {
			back: "Back",
			spotify: "Spotify",
			youtube: "Youtube",
			customLink: "Link",
			era: "Era",
			genre: "Genre",
			textAuthor: "Text author",
			label: "Label",
			studio: "Recording studio",
			composer: "Composer",
			year: "Year of release",
			endOfAuction: "End of auction in",
			tokenId: "RR Token Id",
			partsOwned: "Parts owned",
			initialPrice: "Initial price",
			highestBid: "Highest Bid",
			highestBidder: "Highest Bidder",
			noBids: "No bids yet",
			yourBid: "Your Bid",
			yourBidHint: "In CCD, whole coins",
			makeBid: "Make a bid",
			finalize: "Finalize",
			ended: "Auction has been ended!",
			signInToBid: "Sign in to bid or finalize.",
			tokensOnSale: "Tokens on sale",
			tokensUnit: "{{tokens}} RR",
			totalPrice: "Total price",
			seller: "Seller",
			buy: "Buy",
			boughtUp: "Tokens were bought up!",
			signInToBuy: "Sign in to buy these tokens.",
			notFoundTitle: "Not found",
			notFoundText: "It may have been removed, or the link is wrong.",
			result: "Result",
			required: "This field is required",
			minimumOne: "Minimum value - 1"
		},
		create: {
			era: "Era",
			chooseEra: "Choose an era",
			song: "Song",
			chooseSong: "Choose a song",
			noSongs: "You have no songs that can be sold: upload a song first, or wait until its open auction ends.",
			removeSong: "Remove song",
			description: "General description",
			cover: "Cover picture",
			coverHint: ".jpeg and .png, up to 6 MB",
			coverPick: "Upload a picture",
			coverChange: "Change picture",
			coverPreview: "Cover preview, cropped square",
			coverTooBig: "The picture is larger than 6 MB",
			coverType: "Choose a .jpeg or .png picture",
			social: "Social media",
			spotify: "Spotify",
			youtube: "Youtube",
			customLink: "Custom link",
			optional: "Optional",
			textAuthor: "Text author",
			label: "Label",
			studio: "Recording studio",
			year: "Year of release",
			composer: "Composer",
			duration: "Duration of auction",
			chooseDuration: "Choose a duration",
			week1: "1 week",
			week2: "2 weeks",
			week3: "3 weeks",
			week4: "4 weeks",
			copyright: "Your song copyrights (%)",
			copyrightHint: "The share of the song’s rights sold as RR tokens: 1 % = 1000 tokens",
			initialPrice: "Initial price (CCD)",
			cancel: "Cancel",
			start: "Start Initial Sale",
			resume: "Resume Initial Sale",
			resumeNote: "An earlier attempt stopped midway: what is already on the ledger is kept and the sale continues from the step that failed.",
			required: "This field is required",
			minChars: "Minimum number of characters - {{count}}/10",
			maxChars: "Maximum number of characters - {{count}}/{{max}}",
			yearRange: "Enter a year between 1000 and 9999",
			steps: "Progress",
			stepToken: "Reserve a token id",
			stepMint: "Mint the RR tokens",
			stepOperator: "Allow the auction contract to sell them",
			stepAuction: "Create the auction on the ledger",
			stepSave: "Publish the auction",
			stepSaleOperator: "Allow the market contract to sell your tokens",
			stepSale: "Create the sale on the ledger",
			stepSaleSave: "Publish the offer",
			failedAt: "Stopped at: {{step}}. {{message}}",
			artistsOnly: "Only artists can start an initial sale.",
			token: "Tokens",
			chooseToken: "Choose a song",
			noTokens: "You hold no RR tokens yet. Win an auction or buy tokens on the secondary market first.",
			availableTokens: "Available tokens",
			salePrice: "Sale price (CCD, for the whole lot)",
			tokensToSell: "Tokens to sell",
			priceGreaterThanZero: "Price must be greater than 0",
			tokensAtLeastOne: "Enter at least 1 token",
			tokensAtMost: "You can sell at most {{count}} tokens: that is all you hold free",
			created: "Auction created: «{{name}}» is now among the open auctions",
			wholeTokens: "Enter a whole number of tokens",
			startSale: "Start Sale",
			error: "Error"
		},
		ledger: {
			noWallet: "You don't have Concordium Wallet. Please create it.",
			wrongNetwork: "Change your network to Concordium {{network}}!",
			noAccount: "Connect with Concordium Wallet!.",
			userRejected: "You rejected the request",
			somethingWentWrong: "Something went wrong",
			updateOperatorFailed: "Something went wrong with update operator",
			mintFailed: "Something went wrong!",
			success: "Success!",
			noTokens: "No tokens on this wallet",
			bidBelowHighest: "Bid below current highest bid",
			bidTooLate: "Bid too late",
			ownerCannotBid: "Owner cannot participate in the auction",
			ownerCannotBuy: "Owner cannot buy",
			auctionAlreadyFinalized: "Auction already finalized",
			auctionStillActive: "Auction still active",
			unknownRejectCode: "Something went wrong (error code {{code}})",
			signInForWallet: "Sign in to use your wallet."
		}
	};
}));
// src/features/markets/i18n/uk.ts
var uk$1;
var init_uk$1 = __esmMin((() => {
	uk$1 = {
		titles: {
			auctions: "Аукціони",
			auction: "Аукціон",
			addInitialSale: "Створення первинного продажу",
			secondarySale: "Вторинний ринок",
			secondaryOffer: "Вторинний продаж",
			sellTokens: "Створення вторинного продажу"
		},
		eras: {
			CLASSIC_ERA: "Класична епоха",
			EIGHTIES: "80-ті",
			NINETIES: "90-ті",
			ZERO_YEARS: "2000-ні",
			MODERN_ERA: "Сучасна епоха"
		},
		wallet: {
			connect: "Підключити гаманець",
			connected: "Гаманець {{address}}",
			devWallet: "Гаманець розробника",
			devWalletHint: "Локальний реєстр: підписує рахунок реєстру вашого облікового запису Kobza",
			promptTitle: "Гаманець розробника: підпишіть транзакцію",
			promptText: "Kobza просить ваш гаманець надіслати цю транзакцію до локального реєстру.",
			promptAccount: "Рахунок",
			promptContract: "Контракт",
			promptEntrypoint: "Дія",
			promptAmount: "Сума",
			approve: "Підтвердити",
			reject: "Відхилити"
		},
		list: {
			addInitialSale: "Додати первинний продаж",
			sellTokens: "Продати токени",
			aboutAuctionsTitle: "Про аукціони",
			aboutAuctions: "Аукціон — це перший продаж токенів прав на роялті (RR) пісні: артист пропонує частку прав на пісню, і їх отримує найвища ставка на момент завершення. Щоб робити ставки, потрібен гаманець Concordium Browser Wallet: встановіть його, створіть рахунок у Concordium Mainnet і поповніть його CCD. Потім натисніть «Підключити гаманець», відкрийте аукціон, введіть ставку й підтвердьте її в гаманці. Коли аукціон завершиться, будь-хто з учасників може його фіналізувати, і токени перейдуть переможцеві.",
			aboutSecondaryTitle: "Про вторинний ринок",
			aboutSecondary: "Тут власники токенів пісень продають їх іншим фанатам за фіксовану ціну за весь лот. Купуйте токени улюблених пісень або продавайте виграні на аукціоні: натисніть «Продати токени», оберіть пісню, вкажіть ціну й кількість токенів і підтвердьте в гаманці.",
			tabs: "Стан аукціону",
			offerTabs: "Стан пропозиції",
			open: "Відкриті",
			finished: "Завершені",
			active: "Активні",
			sold: "Продані",
			search: "Пошук аукціонів",
			searchPlaceholder: "Назва пісні або опис",
			filters: "Фільтри",
			filtersCount: "Фільтри ({{count}})",
			filterTitle: "Фільтр",
			era: "Епоха",
			anyEra: "Будь-яка епоха",
			genres: "Жанри",
			apply: "Застосувати",
			reset: "Скинути",
			view: "Переглянути",
			play: "Відтворити «{{song}}»",
			pause: "Пауза «{{song}}»",
			tokensFor: "{{tokens}} RR токенів за {{price}}",
			emptyTitle: "Тут поки порожньо",
			emptyAuctions: "Немає аукціонів за цими умовами. Спробуйте іншу вкладку або менше фільтрів.",
			emptyOffers: "Немає пропозицій за цими умовами. Спробуйте іншу вкладку або менше фільтрів.",
			errorTitle: "Не вдалося завантажити список",
			errorText: "Перевірте з’єднання і спробуйте ще раз.",
			pagination: "Сторінки",
			cover: "Обкладинка «{{song}}»"
		},
		detail: {
			back: "Назад",
			spotify: "Spotify",
			youtube: "Youtube",
			customLink: "Посилання",
			era: "Епоха",
			genre: "Жанр",
			textAuthor: "Автор тексту",
			label: "Лейбл",
			studio: "Студія звукозапису",
			composer: "Композитор",
			year: "Рік випуску",
			endOfAuction: "Завершення аукціону",
			tokenId: "Id RR токена",
			partsOwned: "Частка прав",
			initialPrice: "Початкова ціна",
			highestBid: "Найвища ставка",
			highestBidder: "Автор найвищої ставки",
			noBids: "Ставок ще немає",
			yourBid: "Ваша ставка",
			yourBidHint: "У CCD, цілими монетами",
			makeBid: "Зробити ставку",
			finalize: "Фіналізувати",
			ended: "Аукціон завершено!",
			signInToBid: "Увійдіть, щоб робити ставки або фіналізувати.",
			tokensOnSale: "Токенів у продажу",
			tokensUnit: "{{tokens}} RR",
			totalPrice: "Загальна ціна",
			seller: "Продавець",
			buy: "Купити",
			boughtUp: "Токени викуплено!",
			signInToBuy: "Увійдіть, щоб купити ці токени.",
			notFoundTitle: "Не знайдено",
			notFoundText: "Можливо, його вилучено або посилання хибне.",
			result: "Результат",
			required: "Це поле обов’язкове",
			minimumOne: "Мінімальне значення - 1"
		},
		create: {
			era: "Епоха",
			chooseEra: "Оберіть епоху",
			song: "Пісня",
			chooseSong: "Оберіть пісню",
			noSongs: "Немає пісень, які можна продати: спершу завантажте пісню або дочекайтеся завершення її відкритого аукціону.",
			removeSong: "Прибрати пісню",
			description: "Загальний опис",
			cover: "Обкладинка",
			coverHint: ".jpeg і .png, до 6 МБ",
			coverPick: "Завантажити зображення",
			coverChange: "Змінити зображення",
			coverPreview: "Попередній перегляд обкладинки, обрізаної до квадрата",
			coverTooBig: "Зображення більше за 6 МБ",
			coverType: "Оберіть зображення .jpeg або .png",
			social: "Соцмережі",
			spotify: "Spotify",
			youtube: "Youtube",
			customLink: "Власне посилання",
			optional: "Необов’язково",
			textAuthor: "Автор тексту",
			label: "Лейбл",
			studio: "Студія звукозапису",
			year: "Рік випуску",
			composer: "Композитор",
			duration: "Тривалість аукціону",
			chooseDuration: "Оберіть тривалість",
			week1: "1 тиждень",
			week2: "2 тижні",
			week3: "3 тижні",
			week4: "4 тижні",
			copyright: "Ваші авторські права на пісню (%)",
			copyrightHint: "Частка прав на пісню, що продається як RR токени: 1 % = 1000 токенів",
			initialPrice: "Початкова ціна (CCD)",
			cancel: "Скасувати",
			start: "Почати первинний продаж",
			resume: "Продовжити первинний продаж",
			resumeNote: "Попередня спроба зупинилася на півдорозі: те, що вже є в реєстрі, збережено, і продаж продовжиться з кроку, що не вдався.",
			required: "Це поле обов’язкове",
			minChars: "Мінімальна кількість символів - {{count}}/10",
			maxChars: "Максимальна кількість символів - {{count}}/{{max}}",
			yearRange: "Введіть рік від 1000 до 9999",
			steps: "Перебіг",
			stepToken: "Зарезервувати id токена",
			stepMint: "Випустити RR токени",
			stepOperator: "Дозволити контракту аукціону продати їх",
			stepAuction: "Створити аукціон у реєстрі",
			stepSave: "Опублікувати аукціон",
			stepSaleOperator: "Дозволити контракту ринку продати ваші токени",
			stepSale: "Створити продаж у реєстрі",
			stepSaleSave: "Опублікувати пропозицію",
			failedAt: "Зупинилося на кроці: {{step}}. {{message}}",
			artistsOnly: "Лише артисти можуть розпочати первинний продаж.",
			token: "Токени",
			chooseToken: "Оберіть пісню",
			noTokens: "У вас ще немає RR токенів. Спершу виграйте аукціон або купіть токени на вторинному ринку.",
			availableTokens: "Доступні токени",
			salePrice: "Ціна продажу (CCD, за весь лот)",
			tokensToSell: "Токенів на продаж",
			priceGreaterThanZero: "Ціна має бути більшою за 0",
			tokensAtLeastOne: "Кількість токенів — щонайменше 1",
			tokensAtMost: "Кількість токенів — не більше {{count}}: стільки у вас вільних",
			created: "Аукціон створено: «{{name}}» уже серед відкритих аукціонів",
			wholeTokens: "Введіть цілу кількість токенів",
			startSale: "Почати продаж",
			error: "Помилка"
		},
		ledger: {
			noWallet: "У вас немає гаманця Concordium. Будь ласка, створіть його.",
			wrongNetwork: "Змініть мережу на Concordium {{network}}!",
			noAccount: "Підключіться до гаманця Concordium!",
			userRejected: "Ви відхилили запит",
			somethingWentWrong: "Щось пішло не так",
			updateOperatorFailed: "Щось пішло не так під час призначення оператора",
			mintFailed: "Щось пішло не так!",
			success: "Успіх!",
			noTokens: "На цьому гаманці немає токенів",
			bidBelowHighest: "Ставка нижча за поточну найвищу",
			bidTooLate: "Ставку зроблено запізно",
			ownerCannotBid: "Власник не може брати участь в аукціоні",
			ownerCannotBuy: "Власник не може купити",
			auctionAlreadyFinalized: "Аукціон уже фіналізовано",
			auctionStillActive: "Аукціон ще триває",
			unknownRejectCode: "Щось пішло не так (код помилки {{code}})",
			signInForWallet: "Увійдіть, щоб користуватися гаманцем."
		}
	};
}));
// src/features/markets/i18n/index.ts
var i18n_exports$1 = /* @__PURE__ */ __exportAll({ strings: () => strings$3 });
var strings$3;
var init_i18n$1 = __esmMin((() => {
	init_en$1();
	init_uk$1();
	strings$3 = {
		en: en$1,
		uk: uk$1
	};
}));
// src/features/markets/api/marketsApi.ts
function filterQuery(filters) {
	return {
		...filters.era ? { filter_era: filters.era } : {},
		...filters.genres.length > 0 ? { filter_genreType: filters.genres.join(",") } : {}
	};
}
function recordBid(client, id, bidAmount, highestBidder) {
	return client.callNamed("markets", "recordBid", {
		params: { id },
		body: {
			bidAmount: bidAmount.toString(),
			highestBidder
		}
	});
}
function finishAuction(client, id) {
	return client.callNamed("markets", "finishAuction", { params: { id } });
}
function buyOffer(client, id) {
	return client.callNamed("markets", "buyOffer", { params: { id } });
}
async function generateTokenId(client) {
	return (await client.callNamed("markets", "generateTokenId")).tokenId;
}
/** POST /api/v1/auctions: the `auction` JSON part and the cropped cover as `coverFile`. */
function createAuction(client, auction, cover) {
	const form = new FormData();
	form.append("auction", JSON.stringify(auction));
	form.append("coverFile", cover, cover.type === "image/png" ? "cover.png" : "cover.jpg");
	return client.post(routes.markets.createAuction.path, form);
}
function createOffer(client, body) {
	return client.callNamed("markets", "createOffer", { body: {
		totalPrice: body.totalPrice.toString(),
		tokensToSell: body.tokensToSell.toString(),
		auctionId: body.auctionId,
		offerId: body.offerId
	} });
}
var defaultSort, marketKeys, auctionPageOptions, auctionOptions, offerPageOptions, offerOptions, availableSongsOptions, availableTokensOptions;
var init_marketsApi = __esmMin((() => {
	init_src$3();
	init_routes();
	defaultSort = "createdAt,RECENT";
	marketKeys = {
		all: ["markets"],
		auctions: ["markets", "auctions"],
		auction: (id) => [
			"markets",
			"auction",
			id
		],
		offers: ["markets", "offers"],
		offer: (id) => [
			"markets",
			"offer",
			id
		],
		availableSongs: ["markets", "available-songs"],
		availableTokens: ["markets", "available-tokens"]
	};
	auctionPageOptions = (client, params) => queryOptions({
		queryKey: [...marketKeys.auctions, params],
		queryFn: async ({ signal }) => {
			const query = {
				page: params.page,
				size: pageSizes.market,
				sort: defaultSort,
				filter_auctionStatus: params.status,
				...filterQuery(params)
			};
			const keyword = params.keyword.trim();
			if (keyword) {
				const answer = await client.callNamed("markets", "searchAuctions", {
					query: {
						...query,
						keyword
					},
					signal
				});
				return {
					elements: answer.content,
					totalPages: answer.totalPages
				};
			}
			return client.callNamed("markets", "listAuctions", {
				query,
				signal
			});
		},
		placeholderData: keepPreviousData,
		staleTime: 1e4
	});
	auctionOptions = (client, id) => queryOptions({
		queryKey: marketKeys.auction(id),
		queryFn: ({ signal }) => client.callNamed("markets", "showAuction", {
			params: { id },
			signal
		})
	});
	offerPageOptions = (client, params) => queryOptions({
		queryKey: [...marketKeys.offers, params],
		queryFn: ({ signal }) => client.callNamed("markets", "listOffers", {
			query: {
				page: params.page,
				size: pageSizes.market,
				filter_status: params.status,
				...filterQuery(params)
			},
			signal
		}),
		placeholderData: keepPreviousData,
		staleTime: 1e4
	});
	offerOptions = (client, id) => queryOptions({
		queryKey: marketKeys.offer(id),
		queryFn: ({ signal }) => client.callNamed("markets", "showOffer", {
			params: { id },
			signal
		})
	});
	availableSongsOptions = (client) => queryOptions({
		queryKey: marketKeys.availableSongs,
		queryFn: async ({ signal }) => (await client.callNamed("markets", "availableSongs", { signal })).elements
	});
	availableTokensOptions = (client, address) => queryOptions({
		queryKey: [...marketKeys.availableTokens, address ?? null],
		queryFn: async ({ signal }) => (await client.callNamed("markets", "availableTokens", {
			query: address ? { address } : {},
			signal
		})).elements,
		staleTime: 0
	});
}));
// src/features/markets/components/Markets.module.css
var page, headerActions, about, toolbar$2, search$2, grid, card$1, coverLink, cardTitle, muted, cardFooter, pagination$2, detail, detailTitle, links$1, rows, mono, action, bidField, form$3, formRow, songPick, buttons$1, steps, step$1, stepDone, stepActive, stepFailed, note, genres$1, promptRows, pageHeader$1, Markets_module_default;
var init_Markets_module = __esmMin((() => {
	page = "_page_lttjt_1";
	headerActions = "_headerActions_lttjt_5";
	about = "_about_lttjt_12";
	toolbar$2 = "_toolbar_lttjt_27";
	search$2 = "_search_lttjt_36";
	grid = "_grid_lttjt_41";
	card$1 = "_card_lttjt_50";
	coverLink = "_coverLink_lttjt_57";
	cardTitle = "_cardTitle_lttjt_62";
	muted = "_muted_lttjt_69";
	cardFooter = "_cardFooter_lttjt_74";
	pagination$2 = "_pagination_lttjt_82";
	detail = "_detail_lttjt_88";
	detailTitle = "_detailTitle_lttjt_95";
	links$1 = "_links_lttjt_101";
	rows = "_rows_lttjt_107";
	mono = "_mono_lttjt_123";
	action = "_action_lttjt_128";
	bidField = "_bidField_lttjt_136";
	form$3 = "_form_lttjt_141";
	formRow = "_formRow_lttjt_147";
	songPick = "_songPick_lttjt_153";
	buttons$1 = "_buttons_lttjt_163";
	steps = "_steps_lttjt_170";
	step$1 = "_step_lttjt_170";
	stepDone = "_stepDone_lttjt_185";
	stepActive = "_stepActive_lttjt_189";
	stepFailed = "_stepFailed_lttjt_194";
	note = "_note_lttjt_199";
	genres$1 = "_genres_lttjt_206";
	promptRows = "_promptRows_lttjt_220";
	pageHeader$1 = "_pageHeader_lttjt_268";
	Markets_module_default = {
		page,
		headerActions,
		about,
		toolbar: toolbar$2,
		search: search$2,
		grid,
		card: card$1,
		coverLink,
		cardTitle,
		muted,
		cardFooter,
		pagination: pagination$2,
		detail,
		detailTitle,
		links: links$1,
		rows,
		mono,
		action,
		bidField,
		form: form$3,
		formRow,
		songPick,
		buttons: buttons$1,
		steps,
		step: step$1,
		stepDone,
		stepActive,
		stepFailed,
		note,
		genres: genres$1,
		promptRows,
		pageHeader: pageHeader$1
	};
}));
// src/features/markets/components/FilterPopup.tsx
/** The filter popup of both markets: one era and any genres (spec 002 §2). */
function FilterButton({ value, onChange }) {
	const { t } = useTranslation(["markets", "shared"]);
	const [open, setOpen] = useState(false);
	const [era, setEra] = useState(value.era ?? "");
	const [picked, setPicked] = useState([...value.genres]);
	const count = (value.era ? 1 : 0) + value.genres.length;
	const eraLabel = useEraLabel("markets", { fetch: open });
	const genreLabel = useGenreCodeLabel({ fetch: open });
	const show = () => {
		setEra(value.era ?? "");
		setPicked([...value.genres]);
		setOpen(true);
	};
	const apply = (next) => {
		onChange(next);
		setOpen(false);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: show,
		"aria-haspopup": "dialog",
		children: count > 0 ? t("list.filtersCount", { count }) : t("list.filters")
	}), /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: () => setOpen(false),
		title: t("list.filterTitle"),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: () => apply({
				era: void 0,
				genres: []
			}),
			children: t("list.reset")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => apply({
				era: era || void 0,
				genres: picked
			}),
			children: t("list.apply")
		})] }),
		children: /* @__PURE__ */ jsxs("div", {
			className: Markets_module_default.form,
			children: [/* @__PURE__ */ jsx(FormField, {
				label: t("list.era"),
				children: /* @__PURE__ */ jsx(Select, {
					value: era,
					onChange: (event) => setEra(event.target.value),
					options: [{
						value: "",
						label: t("list.anyEra")
					}, ...eraValues.map((code) => ({
						value: code,
						label: eraLabel(code)
					}))]
				})
			}), /* @__PURE__ */ jsxs("fieldset", {
				className: Markets_module_default.genres,
				children: [/* @__PURE__ */ jsx("legend", { children: t("list.genres") }), genreValues.map((code) => /* @__PURE__ */ jsx(Checkbox, {
					label: genreLabel(code),
					checked: picked.includes(code),
					onChange: (event) => setPicked((current) => event.target.checked ? [...current, code] : current.filter((entry) => entry !== code))
				}, code))]
			})]
		})
	})] });
}
var init_FilterPopup$1 = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_referenceLabels();
	init_Markets_module();
}));
// src/features/markets/components/PlayButton.tsx
/** Plays a market song through the app-wide player; pressing it again pauses. */
function PlayButton({ track, queue }) {
	const { t } = useTranslation("markets");
	const player = usePlayer();
	if (!track) return null;
	const current = player.isCurrent(track.id);
	const playing = current && player.playing;
	return /* @__PURE__ */ jsx(IconButton, {
		variant: "secondary",
		label: playing ? t("list.pause", { song: track.title }) : t("list.play", { song: track.title }),
		icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
		pressed: playing,
		onClick: () => current ? player.toggle() : player.play(track, queue)
	});
}
var init_PlayButton = __esmMin((() => {
	init_src$1();
	init_PlayerContext();
}));
// src/features/markets/components/tracks.ts
/** An auctioned song as the app-wide player's track; null when the song has no file. */
function auctionTrack(auction) {
	if (!auction.song.fileUrl) return null;
	return {
		id: auction.song.id === null ? `auction:${auction.id}` : `song:${auction.song.id}`,
		title: auction.song.songName,
		artist: auction.song.user.publicName,
		src: auction.song.fileUrl,
		cover: auction.coverUrl
	};
}
var init_tracks = __esmMin((() => {}));
// src/features/markets/components/MarketCard.tsx
/** A card of the market grids: cover, player, song, artist, an optional line and View (spec 002 §2). */
function MarketCard({ auction, href, queue, extra }) {
	const { t } = useTranslation("markets");
	const song = auction.song.songName;
	return /* @__PURE__ */ jsxs(Card, {
		as: "article",
		padding: "md",
		className: Markets_module_default.card,
		children: [
			/* @__PURE__ */ jsx(Link, {
				to: href,
				className: Markets_module_default.coverLink,
				tabIndex: -1,
				"aria-hidden": true,
				children: /* @__PURE__ */ jsx(Cover, {
					src: auction.coverUrl,
					alt: t("list.cover", { song }),
					ratio: cropRatios.square
				})
			}),
			/* @__PURE__ */ jsx("h3", {
				className: Markets_module_default.cardTitle,
				children: song
			}),
			/* @__PURE__ */ jsx("p", {
				className: Markets_module_default.muted,
				children: auction.song.user.publicName
			}),
			extra,
			/* @__PURE__ */ jsxs("div", {
				className: Markets_module_default.cardFooter,
				children: [/* @__PURE__ */ jsx(PlayButton, {
					track: auctionTrack(auction),
					queue
				}), /* @__PURE__ */ jsx(LinkButton, {
					to: href,
					variant: "primary",
					size: "sm",
					"aria-label": `${t("list.view")}: ${song}`,
					children: t("list.view")
				})]
			})
		]
	});
}
var init_MarketCard = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_LinkButton();
	init_PlayButton();
	init_tracks();
	init_Markets_module();
}));
// src/features/markets/wallet/devWalletPrompts.ts
/**
* The DevWallet's signing prompt, as the browser wallet's own window would be: each transaction
* waits for the user's Approve or Reject (DevWalletPrompt shows it). A store outside React, so the
* wallet (created once per visit) can ask whichever screen is showing.
*/
function createPromptStore() {
	let current = null;
	const listeners = /* @__PURE__ */ new Set();
	const set = (next) => {
		current = next;
		for (const listener of [...listeners]) listener();
	};
	return {
		ask(request) {
			current?.answer(false);
			return new Promise((resolve) => {
				const prompt = {
					request,
					answer: (approved) => {
						if (current === prompt) set(null);
						resolve(approved);
					}
				};
				set(prompt);
			});
		},
		getSnapshot: () => current,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
var devWalletPrompts;
var init_devWalletPrompts = __esmMin((() => {
	devWalletPrompts = createPromptStore();
}));
// ../../packages/ledger/src/money.ts
function checkRange(micro, minMicro) {
	if (micro > maxMicroCcd) throw new MoneyError(moneyMessages.tooLarge);
	if (minMicro !== void 0 && micro < minMicro) throw new MoneyError(moneyMessages.belowMinimum(microToCcdString(minMicro)));
	return micro;
}
/**
* Whole CCD → micro CCD, for the initial-sale price. The spec's client parsed with parseInt and
* silently dropped decimals; here "12.5" is refused so nobody lists at a price they did not type.
*/
function ccdToMicro(input, options = {}) {
	const text = input.trim();
	if (text === "") throw new MoneyError(moneyMessages.empty);
	if (/^\d+[.,]\d*$/.test(text) || /^[.,]\d+$/.test(text)) throw new MoneyError(moneyMessages.wholeOnly);
	if (!/^\d+$/.test(text)) throw new MoneyError(moneyMessages.notANumber);
	return checkRange(BigInt(text) * microPerCcd, options.minMicro);
}
/**
* CCD with up to six decimals → micro CCD, exactly (no floating point). Accepts a comma as the
* decimal separator because Ukrainian keyboards produce one.
*/
function parseCcdDecimal(input, options = {}) {
	const text = input.trim();
	if (text === "") throw new MoneyError(moneyMessages.empty);
	const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
	const whole = match?.[1] ?? "";
	const fraction = match?.[2] ?? "";
	if (match === null || whole === "" && fraction === "") throw new MoneyError(moneyMessages.notANumber);
	if (fraction.length > ccdDecimals) throw new MoneyError(moneyMessages.tooManyDecimals);
	return checkRange(BigInt(whole === "" ? "0" : whole) * microPerCcd + BigInt(fraction.padEnd(ccdDecimals, "0") || "0"), options.minMicro);
}
/** Micro CCD → a CCD string without trailing zeros: 1500000n → "1.5". */
function microToCcdString(micro) {
	const sign = micro < 0n ? "-" : "";
	const magnitude = micro < 0n ? -micro : micro;
	const whole = magnitude / microPerCcd;
	const fraction = (magnitude % microPerCcd).toString().padStart(ccdDecimals, "0").replace(/0+$/, "");
	return `${sign}${whole}${fraction === "" ? "" : `.${fraction}`}`;
}
/** The ledger's coin sign before an exact CCD amount: 1500000n → "Ͼ1.5" (micro CCD in, as bigint or decimal text). */
function formatCcd(micro) {
	const text = microToCcdString(typeof micro === "bigint" ? micro : BigInt(micro));
	return text.startsWith("-") ? `-Ͼ${text.slice(1)}` : `Ͼ${text}`;
}
var ccdDecimals, maxMicroCcd, minSalePriceMicro, moneyMessages, MoneyError;
var init_money = __esmMin((() => {
	init_money_format();
	ccdDecimals = 6;
	maxMicroCcd = (1n << 64n) - 1n;
	minSalePriceMicro = 10000n;
	moneyMessages = {
		empty: "Enter an amount",
		notANumber: "Enter a number, e.g. 25",
		wholeOnly: "Enter a whole number of CCD, without decimals",
		tooManyDecimals: "CCD has at most 6 decimals",
		tooLarge: "The amount is too large",
		belowMinimum: (min) => `The minimum is ${min} CCD`
	};
	MoneyError = class extends Error {
		constructor(message) {
			super(message);
			this.name = "MoneyError";
		}
	};
}));
// src/features/markets/components/format.ts
/** First 4 characters, an ellipsis, last 5; 9 characters or fewer are shown whole (spec 002 §2). */
function displayAddress(address) {
	return address.length <= 9 ? address : `${address.slice(0, 4)}…${address.slice(-5)}`;
}
var init_format = __esmMin((() => {
	init_money();
	init_links();
}));
// src/features/markets/components/DevWalletPrompt.tsx
/** The DevWallet's signing window: every local-ledger transaction waits for Approve or Reject. */
function DevWalletPrompt() {
	const { t } = useTranslation("markets");
	const prompt = useSyncExternalStore(devWalletPrompts.subscribe, devWalletPrompts.getSnapshot, () => null);
	if (!prompt) return null;
	const { transaction, account } = prompt.request;
	const [contractName, entrypoint] = transaction.receiveName.split(".");
	return /* @__PURE__ */ jsx(Popup, {
		open: true,
		onClose: () => prompt.answer(false),
		title: t("wallet.promptTitle"),
		description: t("wallet.promptText"),
		closeLabel: t("wallet.reject"),
		closeOnBackdrop: false,
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: () => prompt.answer(false),
			children: t("wallet.reject")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => prompt.answer(true),
			children: t("wallet.approve")
		})] }),
		children: /* @__PURE__ */ jsxs("dl", {
			className: Markets_module_default.promptRows,
			children: [
				/* @__PURE__ */ jsx("dt", { children: t("wallet.promptAccount") }),
				/* @__PURE__ */ jsx("dd", {
					className: Markets_module_default.mono,
					children: account
				}),
				/* @__PURE__ */ jsx("dt", { children: t("wallet.promptContract") }),
				/* @__PURE__ */ jsxs("dd", { children: [
					contractName,
					" ⟨",
					transaction.contract.index.toString(),
					",",
					transaction.contract.subindex.toString(),
					"⟩"
				] }),
				/* @__PURE__ */ jsx("dt", { children: t("wallet.promptEntrypoint") }),
				/* @__PURE__ */ jsx("dd", { children: entrypoint }),
				/* @__PURE__ */ jsx("dt", { children: t("wallet.promptAmount") }),
				/* @__PURE__ */ jsx("dd", { children: formatCcd(transaction.amount) })
			]
		})
	});
}
var init_DevWalletPrompt = __esmMin((() => {
	init_src$1();
	init_devWalletPrompts();
	init_format();
	init_Markets_module();
}));
// src/features/markets/wallet/steps.ts
function loadInitialSaleProgress(userUuid) {
	try {
		const raw = localStorage.getItem(progressKey(userUuid));
		return raw ? JSON.parse(raw) : null;
	} catch {
		return null;
	}
}
function saveInitialSaleProgress(userUuid, progress) {
	if (progress) localStorage.setItem(progressKey(userUuid), JSON.stringify(progress));
	else localStorage.removeItem(progressKey(userUuid));
}
var initialSaleSteps, secondarySaleSteps, progressKey, StepError, FlowError;
var init_steps = __esmMin((() => {
	initialSaleSteps = [
		"token",
		"mint",
		"operator",
		"auction",
		"save"
	];
	secondarySaleSteps = [
		"operator",
		"sale",
		"save"
	];
	progressKey = (userUuid) => `kobza.markets.initialSale.${userUuid}`;
	StepError = class extends Error {
		step;
		cause;
		constructor(step, cause) {
			super(cause instanceof Error ? cause.message : String(cause));
			this.step = step;
			this.cause = cause;
			this.name = "StepError";
		}
	};
	FlowError = class extends Error {
		name = "FlowError";
	};
}));
// src/features/markets/wallet/messages.ts
/**
* The text a failed ledger flow shows: the spec's wording (wallet, reject codes, 002 §8) in the
* user's language, the server's first message for an API refusal, a generic line otherwise.
*/
function flowErrorMessage(error, t) {
	const cause = error instanceof StepError ? error.cause : error;
	if (cause instanceof ApiError) return cause.serverMessage ?? t("ledger.somethingWentWrong");
	if (cause instanceof NetworkError) return t("shared:common.networkFailure");
	if (!(cause instanceof Error)) return t("ledger.somethingWentWrong");
	const key = fixedKeys.get(cause.message);
	if (key) return t(`ledger.${key}`);
	const network = /^Change your network to Concordium (.+)!$/.exec(cause.message);
	if (network) return t("ledger.wrongNetwork", { network: network[1] });
	const code = /^Something went wrong \(error code (-?\d+)\)$/.exec(cause.message);
	if (code) return t("ledger.unknownRejectCode", { code: code[1] });
	return cause.message || t("ledger.somethingWentWrong");
}
/**
* What a stopped create flow (an initial or a secondary sale) shows: the step it stopped at,
* when it stopped inside one, and why.
*/
function flowFailureMessage(error, t, stepLabels) {
	const message = flowErrorMessage(error, t);
	if (!(error instanceof StepError)) return message;
	const step = stepLabels[error.step];
	return t("create.failedAt", {
		step: t(step),
		message
	});
}
var fixedKeys;
var init_messages$1 = __esmMin((() => {
	init_src$2();
	init_en$1();
	init_steps();
	fixedKeys = new Map(Object.entries(en$1.ledger).filter((entry) => entry[0] !== "wrongNetwork" && entry[0] !== "unknownRejectCode").map(([key, text]) => [text, key]));
}));
// ../../packages/ledger/src/bytes.ts
function bytesToHex(bytes) {
	let hex = "";
	for (const byte of bytes) hex += byteHex[byte] ?? "";
	return hex;
}
function hexToBytes(hex) {
	if (!hexPattern.test(hex)) throw new Error(`Not an even-length hex string: "${hex}"`);
	const bytes = new Uint8Array(hex.length / 2);
	for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return bytes;
}
function isHex(value) {
	return hexPattern.test(value);
}
function bytesToBase64(bytes) {
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary);
}
function base64ToBytes(base64) {
	const binary = atob(base64);
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}
/** An ArrayBuffer holding exactly these bytes (a view's `.buffer` may be larger). */
function exactArrayBuffer(bytes) {
	const copy = new Uint8Array(bytes.length);
	copy.set(bytes);
	return copy.buffer;
}
var hexPattern, byteHex, u64Max, ByteWriter, ByteReader;
var init_bytes = __esmMin((() => {
	hexPattern = /^(?:[0-9a-fA-F]{2})*$/;
	byteHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));
	u64Max = (1n << 64n) - 1n;
	ByteWriter = class {
		chunks = [];
		u8(value) {
			if (!Number.isInteger(value) || value < 0 || value > 255) throw new RangeError(`u8 out of range: ${value}`);
			this.chunks.push(value);
			return this;
		}
		u16(value) {
			if (!Number.isInteger(value) || value < 0 || value > 65535) throw new RangeError(`u16 out of range: ${value}`);
			return this.u8(value & 255).u8(value >>> 8);
		}
		u32(value) {
			if (!Number.isInteger(value) || value < 0 || value > 4294967295) throw new RangeError(`u32 out of range: ${value}`);
			for (let i = 0; i < 4; i++) this.u8(Math.floor(value / 2 ** (8 * i)) & 255);
			return this;
		}
		u64(value) {
			if (value < 0n || value > u64Max) throw new RangeError(`u64 out of range: ${value}`);
			for (let i = 0n; i < 8n; i++) this.u8(Number(value >> 8n * i & 255n));
			return this;
		}
		/** Unsigned LEB128, the CIS-2 encoding of token amounts. */
		uleb128(value) {
			if (value < 0n) throw new RangeError(`uleb128 cannot encode ${value}`);
			let rest = value;
			do {
				const low = Number(rest & 127n);
				rest >>= 7n;
				this.u8(rest === 0n ? low : low | 128);
			} while (rest !== 0n);
			return this;
		}
		bytes(value) {
			for (const byte of value) this.u8(byte);
			return this;
		}
		toBytes() {
			return Uint8Array.from(this.chunks);
		}
		toHex() {
			return bytesToHex(this.toBytes());
		}
	};
	ByteReader = class ByteReader {
		data;
		offset = 0;
		constructor(data) {
			this.data = data;
		}
		static fromHex(hex) {
			return new ByteReader(hexToBytes(hex));
		}
		get remaining() {
			return this.data.length - this.offset;
		}
		u8() {
			const value = this.data[this.offset];
			if (value === void 0) throw new RangeError("Unexpected end of data");
			this.offset += 1;
			return value;
		}
		u16() {
			return this.u8() | this.u8() << 8;
		}
		u32() {
			let value = 0;
			for (let i = 0; i < 4; i++) value += this.u8() * 2 ** (8 * i);
			return value;
		}
		u64() {
			let value = 0n;
			for (let i = 0n; i < 8n; i++) value |= BigInt(this.u8()) << 8n * i;
			return value;
		}
		/** CIS-2 limits token amounts to 37 LEB128 bytes (2^256 - 1). */
		uleb128(maxBytes = 37) {
			let value = 0n;
			for (let i = 0; i < maxBytes; i++) {
				const byte = this.u8();
				value |= BigInt(byte & 127) << BigInt(7 * i);
				if ((byte & 128) === 0) return value;
			}
			throw new RangeError(`LEB128 value longer than ${maxBytes} bytes`);
		}
		bytes(length) {
			if (length > this.remaining) throw new RangeError("Unexpected end of data");
			const slice = this.data.slice(this.offset, this.offset + length);
			this.offset += length;
			return slice;
		}
		expectEnd() {
			if (this.remaining !== 0) throw new RangeError(`${this.remaining} unexpected trailing byte(s)`);
		}
	};
}));
// ../../packages/ledger/src/addresses.ts
function contractRef(index, subindex = 0n) {
	return {
		index: BigInt(index),
		subindex: BigInt(subindex)
	};
}
function sameContract(a, b) {
	return a.index === b.index && a.subindex === b.subindex;
}
/** The chain's own display form of a contract address, also used as a map key. */
function contractKey(ref) {
	return `<${ref.index},${ref.subindex}>`;
}
/** Accounts are keyed by their base58 address, contracts by `<index,subindex>`. */
function addressKey(address) {
	return address.type === "account" ? address.address : contractKey(address.address);
}
function remember(cache, key, value) {
	if (cache.size >= conversionCacheLimit) cache.clear();
	cache.set(key, value);
	return value;
}
function accountAddressFromBytes(bytes) {
	const hex = bytesToHex(bytes);
	return addressByHex.get(hex) ?? remember(addressByHex, hex, AccountAddress.fromBuffer(exactArrayBuffer(bytes)).address);
}
var account$1, contract, addressByHex, conversionCacheLimit;
var init_addresses = __esmMin((() => {
	init_bytes();
	account$1 = (address) => ({
		type: "account",
		address
	});
	contract = (address) => ({
		type: "contract",
		address
	});
	addressByHex = /* @__PURE__ */ new Map();
	conversionCacheLimit = 1e4;
}));
// ../../packages/ledger/src/config.ts
/**
* Reads a configuration from JSON or environment-derived values: indices may be numbers or
* decimal strings (JSON has no bigint).
*/
function parseLedgerConfig(input) {
	const parsed = ledgerConfigInput.parse(input);
	return {
		networkName: parsed.networkName,
		genesisHash: parsed.genesisHash.toLowerCase(),
		nodeUrl: parsed.nodeUrl,
		contracts: parsed.contracts,
		contractNames: {
			...defaultContractNames,
			...parsed.contractNames
		}
	};
}
var defaultContractNames, mainnetGenesisHash, mainnetConfig, u64, contractRefInput, ledgerConfigInput;
var init_config = __esmMin((() => {
	init_addresses();
	defaultContractNames = {
		auction: "auction",
		token: "rr_token",
		market: "market"
	};
	mainnetGenesisHash = "9dd9ca4d19e9393877d2c44b70f89acbfc0883c2243e5eeaecc0d1cd0503f478";
	mainnetConfig = {
		networkName: "Mainnet",
		genesisHash: mainnetGenesisHash,
		nodeUrl: "https://grpc.mainnet.concordium.software:20000",
		contracts: {
			auction: contractRef(9932n),
			token: contractRef(9933n),
			market: contractRef(9934n)
		},
		contractNames: defaultContractNames
	};
	u64 = z.union([
		z.bigint(),
		z.number().int(),
		z.string().regex(/^\d+$/)
	]).transform((value) => BigInt(value)).refine((value) => value >= 0n && value < 1n << 64n, "must be a u64");
	contractRefInput = z.object({
		index: u64,
		subindex: u64.default(0n)
	});
	ledgerConfigInput = z.object({
		networkName: z.string().min(1),
		genesisHash: z.string().regex(/^[0-9a-fA-F]{64}$/, "must be 32 bytes of hex"),
		nodeUrl: z.string().min(1),
		contracts: z.object({
			auction: contractRefInput,
			token: contractRefInput,
			market: contractRefInput
		}),
		contractNames: z.object({
			auction: z.string().min(1),
			token: z.string().min(1),
			market: z.string().min(1)
		}).partial().optional()
	});
}));
// ../../packages/ledger/src/contracts.ts
function receiveNameOf(config, action) {
	const { role, entrypoint } = actionDescriptors[action];
	return `${config.contractNames[role]}.${entrypoint}`;
}
function describeCall(config, action) {
	const descriptor = actionDescriptors[action];
	return {
		action,
		address: config.contracts[descriptor.role],
		receiveName: receiveNameOf(config, action),
		maxEnergy: maxContractEnergy,
		payable: descriptor.payable
	};
}
var actionDescriptors, maxContractEnergy;
var init_contracts = __esmMin((() => {
	init_src$3();
	actionDescriptors = {
		createAuction: {
			role: "auction",
			entrypoint: "create_auction",
			payable: false
		},
		bid: {
			role: "auction",
			entrypoint: "bid",
			payable: true
		},
		finalize: {
			role: "auction",
			entrypoint: "finalize",
			payable: false
		},
		mint: {
			role: "token",
			entrypoint: "mint",
			payable: false
		},
		updateOperator: {
			role: "token",
			entrypoint: "updateOperator",
			payable: false
		},
		transfer: {
			role: "token",
			entrypoint: "transfer",
			payable: false
		},
		createSale: {
			role: "market",
			entrypoint: "createSale",
			payable: false
		},
		buyTokens: {
			role: "market",
			entrypoint: "buyTokens",
			payable: true
		},
		cancelSale: {
			role: "market",
			entrypoint: "cancelSale",
			payable: false
		}
	};
	Object.keys(actionDescriptors);
	maxContractEnergy = ledgerConstants.maxEnergy;
}));
// ../../packages/ledger/src/schemas.ts
/** The parameter's type schema, base64 encoded as the wallet API expects it. */
function parameterSchemaBase64(action) {
	let cached = base64Cache.get(action);
	if (cached === void 0) {
		cached = bytesToBase64(serializeSchemaType(parameterSchemaTypes[action]));
		base64Cache.set(action, cached);
	}
	return cached;
}
var named, unnamedVariant, unitVariant, option, tokenIdSchema, tokenAmountSchema, addressSchema, receiverSchema, metadataUrlSchema, auctionIdSchema, parameterSchemaTypes, base64Cache;
var init_schemas = __esmMin((() => {
	init_bytes();
	named = (fields) => ({
		type: "Struct",
		fields: {
			type: "Named",
			fields: Object.entries(fields).map(([name, field]) => ({
				name,
				field
			}))
		}
	});
	unnamedVariant = (name, fields) => ({
		name,
		fields: {
			type: "Unnamed",
			fields
		}
	});
	unitVariant = (name) => ({
		name,
		fields: { type: "None" }
	});
	option = (item) => ({
		type: "Enum",
		variants: [unitVariant("None"), unnamedVariant("Some", [item])]
	});
	tokenIdSchema = {
		type: "ByteList",
		sizeLength: "U8"
	};
	tokenAmountSchema = {
		type: "ULeb128",
		maxByteSize: 37
	};
	addressSchema = {
		type: "Enum",
		variants: [unnamedVariant("Account", [{ type: "AccountAddress" }]), unnamedVariant("Contract", [{ type: "ContractAddress" }])]
	};
	receiverSchema = {
		type: "Enum",
		variants: [unnamedVariant("Account", [{ type: "AccountAddress" }]), unnamedVariant("Contract", [{ type: "ContractAddress" }, {
			type: "String",
			sizeLength: "U16"
		}])]
	};
	metadataUrlSchema = named({
		url: {
			type: "String",
			sizeLength: "U16"
		},
		hash: option({
			type: "ByteArray",
			size: 32
		})
	});
	auctionIdSchema = named({ auction_id: { type: "U32" } });
	parameterSchemaTypes = {
		createAuction: named({
			item: {
				type: "String",
				sizeLength: "U32"
			},
			end: { type: "Timestamp" },
			initial_price: { type: "U64" },
			token_contract: { type: "ContractAddress" },
			token_id: tokenIdSchema,
			token_amount: tokenAmountSchema
		}),
		bid: auctionIdSchema,
		finalize: auctionIdSchema,
		mint: named({
			owner: { type: "AccountAddress" },
			token_id: tokenIdSchema,
			metadata_url: metadataUrlSchema,
			amount: tokenAmountSchema,
			max_supply: tokenAmountSchema
		}),
		updateOperator: {
			type: "List",
			sizeLength: "U16",
			item: named({
				update: {
					type: "Enum",
					variants: [unitVariant("Remove"), unitVariant("Add")]
				},
				operator: addressSchema
			})
		},
		transfer: {
			type: "List",
			sizeLength: "U16",
			item: named({
				token_id: tokenIdSchema,
				amount: tokenAmountSchema,
				from: addressSchema,
				to: receiverSchema,
				data: {
					type: "ByteList",
					sizeLength: "U16"
				}
			})
		},
		createSale: named({
			amount: tokenAmountSchema,
			price: { type: "Amount" },
			token_contract: { type: "ContractAddress" },
			token_id: tokenIdSchema
		}),
		buyTokens: named({ sale_id: { type: "U32" } }),
		cancelSale: named({ sale_id: { type: "U32" } })
	};
	base64Cache = /* @__PURE__ */ new Map();
}));
// ../../packages/ledger/src/auction-rules.ts
/**
* End of an initial sale: now + duration. The three checks and their wording are the spec's;
* the duration arrives from auction data that may be a string, so it is checked, not trusted.
*/
function auctionEnd(now, durationSeconds) {
	const duration = typeof durationSeconds === "string" && durationSeconds.trim() !== "" ? Number(durationSeconds) : durationSeconds;
	if (typeof duration !== "number" || !Number.isFinite(duration) || duration <= 0) throw new AuctionTimeError(auctionTimeMessages.invalidDuration);
	const endMs = now.getTime() + duration * 1e3;
	if (!Number.isFinite(endMs)) throw new AuctionTimeError(auctionTimeMessages.invalidCalculatedTime);
	const end = new Date(endMs);
	if (Number.isNaN(end.getTime())) throw new AuctionTimeError(auctionTimeMessages.invalidDate);
	return end;
}
/**
* Tokens offered for a share of the copyright: percent × 1000, so 0.001 % is one token.
* Finer fractions cannot be represented and are refused rather than rounded.
*/
function tokensForCopyrightPercent(percent) {
	if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new RangeError("Copyright percent must be above 0 and at most 100");
	const tokens = Math.round(percent * Number(tokensPerCopyrightPercent));
	if (Math.abs(tokens - percent * Number(tokensPerCopyrightPercent)) > 1e-6) throw new RangeError("Copyright percent has at most 3 decimals");
	return BigInt(tokens);
}
var auctionTimeMessages, AuctionTimeError, rrTokenSupply, tokensPerCopyrightPercent;
var init_auction_rules = __esmMin((() => {
	init_src$3();
	auctionTimeMessages = {
		invalidDuration: "Invalid duration in auction data",
		invalidCalculatedTime: "Calculated time is invalid",
		invalidDate: "Invalid date value"
	};
	AuctionTimeError = class extends Error {
		constructor(message) {
			super(message);
			this.name = "AuctionTimeError";
		}
	};
	rrTokenSupply = BigInt(ledgerConstants.tokenMaxSupply);
	tokensPerCopyrightPercent = BigInt(ledgerConstants.tokensPerCopyrightPercent);
}));
// ../../packages/ledger/src/parameters.ts
/** Picks the module schema when one was fetched, otherwise the hand-built parameter schema. */
function schemaFor(action, options) {
	const moduleSchema = options?.moduleSchemas?.[actionDescriptors[action].role];
	if (moduleSchema !== void 0) return {
		type: "module",
		value: moduleSchema
	};
	return {
		type: "parameter",
		value: parameterSchemaBase64(action)
	};
}
function request(config, action, parameters, amountMicro, options) {
	const call = describeCall(config, action);
	if (!call.payable && amountMicro !== 0n) throw new Error(`${action} does not take CCD`);
	if (amountMicro < 0n) throw new RangeError("Amount cannot be negative");
	return {
		action,
		payload: {
			amount: CcdAmount.fromMicroCcd(amountMicro),
			address: ContractAddress.create(call.address.index, call.address.subindex),
			receiveName: ReceiveName.fromString(call.receiveName),
			maxContractExecutionEnergy: Energy.create(call.maxEnergy)
		},
		parameters,
		schema: schemaFor(action, options)
	};
}
function contractAddressJson(ref) {
	if (ref.index > BigInt(Number.MAX_SAFE_INTEGER) || ref.subindex > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Contract address ${ref.index},${ref.subindex} is too large for JSON`);
	return {
		index: Number(ref.index),
		subindex: Number(ref.subindex)
	};
}
function addressJson(address) {
	return address.type === "account" ? { Account: [address.address] } : { Contract: [contractAddressJson(address.address)] };
}
function assertTokenId(tokenId) {
	if (!isHex(tokenId) || tokenId.length > 510) throw new Error(`Token id must be hex of at most 255 bytes: "${tokenId}"`);
	return tokenId.toLowerCase();
}
function assertU32(value, what) {
	if (!Number.isInteger(value) || value < 0 || value > 4294967295) throw new RangeError(`${what} must be a u32: ${value}`);
	return value;
}
function amountString(value, what) {
	if (value < 0n) throw new RangeError(`${what} cannot be negative`);
	return value.toString();
}
/** The wallet serializes with JSON.stringify, so a u64 must stay within exact JSON numbers. */
function u64JsonNumber(value, what) {
	if (value < 0n) throw new RangeError(`${what} cannot be negative`);
	if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} is too large`);
	return Number(value);
}
function isoTimestamp(end) {
	const date = typeof end === "string" ? new Date(end) : end;
	if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid auction end: ${String(end)}`);
	return date.toISOString();
}
function createAuctionRequest(config, input, options) {
	return request(config, "createAuction", {
		item: input.item,
		end: isoTimestamp(input.end),
		initial_price: u64JsonNumber(input.initialPriceMicro, "Initial price"),
		token_contract: contractAddressJson(config.contracts.token),
		token_id: assertTokenId(input.tokenId),
		token_amount: amountString(input.tokenAmount, "Token amount")
	}, 0n, options);
}
function bidRequest(config, input, options) {
	return request(config, "bid", { auction_id: assertU32(input.auctionId, "Auction id") }, input.amountMicro, options);
}
function finalizeRequest(config, input, options) {
	return request(config, "finalize", { auction_id: assertU32(input.auctionId, "Auction id") }, 0n, options);
}
/** Amount and max supply default to the RR supply of 100000, which is what the platform mints. */
function mintRequest(config, input, options) {
	if (input.metadataHash !== void 0 && !/^[0-9a-fA-F]{64}$/.test(input.metadataHash)) throw new Error("Metadata hash must be 32 bytes of hex");
	return request(config, "mint", {
		owner: input.owner,
		token_id: assertTokenId(input.tokenId),
		metadata_url: {
			url: input.metadataUrl,
			hash: input.metadataHash === void 0 ? { None: [] } : { Some: [input.metadataHash.toLowerCase()] }
		},
		amount: amountString(input.amount ?? rrTokenSupply, "Mint amount"),
		max_supply: amountString(input.maxSupply ?? rrTokenSupply, "Max supply")
	}, 0n, options);
}
function updateOperatorRequest(config, input, options) {
	return request(config, "updateOperator", [{
		update: input.update === "add" ? { Add: [] } : { Remove: [] },
		operator: addressJson(input.operator)
	}], 0n, options);
}
function createSaleRequest(config, input, options) {
	const total = "totalPriceMicro" in input ? input.totalPriceMicro : saleTotalPrice(input.pricePerTokenMicro, input.amount);
	if (total > maxMicroCcd) throw new RangeError("Price does not fit in a u64 amount");
	return request(config, "createSale", {
		amount: amountString(input.amount, "Token amount"),
		price: amountString(total, "Price"),
		token_contract: contractAddressJson(config.contracts.token),
		token_id: assertTokenId(input.tokenId)
	}, 0n, options);
}
function buyTokensRequest(config, input, options) {
	return request(config, "buyTokens", { sale_id: assertU32(input.saleId, "Sale id") }, input.totalPriceMicro, options);
}
/**
* Total for a lot priced per token. The market itself takes the total (`createSale.price`);
* this stays for forms that ask for a unit price.
*/
function saleTotalPrice(pricePerTokenMicro, amount) {
	return pricePerTokenMicro * amount;
}
/** The wallet's arguments as a node-level transaction (what a DevWallet forwards to its node). */
function toUpdateTransaction(sender, payload, parameter, schema) {
	return {
		sender,
		contract: {
			index: payload.address.index,
			subindex: payload.address.subindex
		},
		receiveName: ReceiveName.toString(payload.receiveName),
		amount: payload.amount.microCcdAmount,
		maxEnergy: payload.maxContractExecutionEnergy.value,
		parameter,
		...schema === void 0 ? {} : { schema }
	};
}
var init_parameters = __esmMin((() => {
	init_auction_rules();
	init_bytes();
	init_money();
	init_contracts();
	init_schemas();
}));
// ../../packages/ledger/src/messages.ts
var ledgerMessages;
var init_messages = __esmMin((() => {
	ledgerMessages = {
		noWallet: "You don't have Concordium Wallet. Please create it.",
		wrongNetwork: (networkName) => `Change your network to Concordium ${networkName}!`,
		noAccount: "Connect with Concordium Wallet!.",
		userRejected: "You rejected the request",
		somethingWentWrong: "Something went wrong",
		updateOperatorFailed: "Something went wrong with update operator",
		mintFailed: "Something went wrong!",
		success: "Success!",
		noTokens: "No tokens on this wallet",
		bidBelowHighest: "Bid below current highest bid",
		bidTooLate: "Bid too late",
		ownerCannotBid: "Owner cannot participate in the auction",
		ownerCannotBuy: "Owner cannot buy",
		auctionAlreadyFinalized: "Auction already finalized",
		auctionStillActive: "Auction still active",
		unknownRejectCode: (code) => `Something went wrong (error code ${code})`
	};
}));
// ../../packages/ledger/src/reject-codes.ts
var auctionRejects, marketRejects, tokenRejects;
var init_reject_codes = __esmMin((() => {
	auctionRejects = {
		parseParams: -1,
		bidBelowCurrentBid: -2,
		onlyAccount: -3,
		bidTooLate: -4,
		auctionAlreadyFinalized: -5,
		auctionNotFound: -6,
		endNotInFuture: -7,
		auctionStillActive: -8,
		invalidTokenContract: -9,
		ownerCannotParticipate: -10,
		invalidTokenAmount: -11,
		unexpectedTokens: -12
	};
	marketRejects = {
		parseParams: -1,
		wrongAmount: -3,
		saleClosed: -5,
		saleNotFound: -6,
		onlyAccount: -7,
		invalidTokenContract: -9,
		sellerCannotBuy: -10,
		invalidTokenAmount: -11,
		invalidPrice: -12,
		unexpectedTokens: -13,
		onlySeller: -14
	};
	tokenRejects = {
		parseParams: -1,
		tokenAlreadyMinted: -2,
		invalidSupply: -3,
		invalidReceiver: -4,
		invalidTokenId: -42000001,
		insufficientFunds: -42000002,
		unauthorized: -42000003
	};
}));
// ../../packages/ledger/src/outcome.ts
/** The sentence shown for a rejected action; `code` is undefined for chain-level rejections. */
function rejectMessage(action, code) {
	if (code === void 0) return fallbackMessages[action];
	const coded = codedActions[action];
	if (coded !== void 0) return coded[code] ?? ledgerMessages.unknownRejectCode(code);
	if (shortageActions.has(action)) return tokenShortageMessages[code] ?? fallbackMessages[action];
	return fallbackMessages[action];
}
function rejectCode(reason) {
	return reason.tag === "RejectedReceive" ? reason.rejectReason : void 0;
}
/**
* Classifies a finalized transaction: an update resolves, a failure throws LedgerRejectError
* with the spec's wording. A sale that logged nothing moved no tokens, which the spec reports
* as "No tokens on this wallet".
*/
function readOutcome(transaction, action) {
	const { summary } = transaction;
	if (summary.transactionType === "failed") {
		const code = rejectCode(summary.rejectReason);
		throw new LedgerRejectError(action, rejectMessage(action, code), code, summary.rejectReason, transaction.hash);
	}
	if (action === "createSale" && summary.events.length === 0) throw new LedgerRejectError(action, ledgerMessages.noTokens, void 0, void 0, transaction.hash);
	return {
		...summary,
		hash: transaction.hash,
		blockHash: transaction.blockHash,
		blockHeight: transaction.blockHeight
	};
}
var LedgerRejectError, bidMessages, buyMessages, finalizeMessages, tokenShortageMessages, codedActions, fallbackMessages, shortageActions;
var init_outcome = __esmMin((() => {
	init_messages();
	init_reject_codes();
	LedgerRejectError = class extends Error {
		action;
		code;
		reason;
		transactionHash;
		constructor(action, message, code, reason, transactionHash) {
			super(message);
			this.action = action;
			this.code = code;
			this.reason = reason;
			this.transactionHash = transactionHash;
			this.name = "LedgerRejectError";
		}
	};
	bidMessages = {
		[auctionRejects.bidBelowCurrentBid]: ledgerMessages.bidBelowHighest,
		[auctionRejects.bidTooLate]: ledgerMessages.bidTooLate,
		[auctionRejects.ownerCannotParticipate]: ledgerMessages.ownerCannotBid,
		[auctionRejects.auctionAlreadyFinalized]: ledgerMessages.auctionAlreadyFinalized
	};
	buyMessages = {
		[auctionRejects.bidBelowCurrentBid]: ledgerMessages.bidBelowHighest,
		[auctionRejects.bidTooLate]: ledgerMessages.bidTooLate,
		[marketRejects.sellerCannotBuy]: ledgerMessages.ownerCannotBuy
	};
	finalizeMessages = {
		[auctionRejects.auctionAlreadyFinalized]: ledgerMessages.auctionAlreadyFinalized,
		[auctionRejects.auctionStillActive]: ledgerMessages.auctionStillActive
	};
	tokenShortageMessages = { [tokenRejects.insufficientFunds]: ledgerMessages.noTokens };
	codedActions = {
		bid: bidMessages,
		buyTokens: buyMessages,
		finalize: finalizeMessages
	};
	fallbackMessages = {
		bid: ledgerMessages.somethingWentWrong,
		buyTokens: ledgerMessages.somethingWentWrong,
		finalize: ledgerMessages.somethingWentWrong,
		createAuction: ledgerMessages.somethingWentWrong,
		createSale: ledgerMessages.somethingWentWrong,
		cancelSale: ledgerMessages.somethingWentWrong,
		transfer: ledgerMessages.somethingWentWrong,
		mint: ledgerMessages.mintFailed,
		updateOperator: ledgerMessages.updateOperatorFailed
	};
	shortageActions = /* @__PURE__ */ new Set([
		"createAuction",
		"createSale",
		"transfer"
	]);
}));
// ../../packages/ledger/src/events.ts
function decodeAuctionEvent(hex) {
	return decodeTagged(hex, {
		[auctionEventTags.auctionCreated]: (reader) => ({
			type: "auctionCreated",
			auctionId: reader.u32()
		}),
		[auctionEventTags.bidPlaced]: (reader) => ({
			type: "bidPlaced",
			auctionId: reader.u32(),
			bidder: accountAddressFromBytes(reader.bytes(32)),
			amount: reader.u64()
		}),
		[auctionEventTags.auctionFinalized]: (reader) => {
			const auctionId = reader.u32();
			const winner = reader.u8() === 1 ? accountAddressFromBytes(reader.bytes(32)) : void 0;
			return winner === void 0 ? {
				type: "auctionFinalized",
				auctionId,
				amount: reader.u64()
			} : {
				type: "auctionFinalized",
				auctionId,
				winner,
				amount: reader.u64()
			};
		}
	});
}
function decodeMarketEvent(hex) {
	return decodeTagged(hex, {
		[marketEventTags.saleCreated]: (reader) => ({
			type: "saleCreated",
			saleId: reader.u32()
		}),
		[marketEventTags.saleCancelled]: (reader) => ({
			type: "saleCancelled",
			saleId: reader.u32()
		}),
		[marketEventTags.tokensBought]: (reader) => ({
			type: "tokensBought",
			saleId: reader.u32(),
			buyer: accountAddressFromBytes(reader.bytes(32)),
			totalPrice: reader.u64()
		})
	});
}
/** An event of one tag byte and the fields its reader takes; an unknown tag is not this contract's event. */
function decodeTagged(hex, readers) {
	const reader = ByteReader.fromHex(hex);
	const read = readers[reader.u8()];
	if (read === void 0) return void 0;
	const event = read(reader);
	reader.expectEnd();
	return event;
}
/** The hex events one contract logged in a transaction, in order (across interruptions). */
function contractEvents(transaction, address) {
	const summary = "summary" in transaction ? transaction.summary : transaction;
	if (summary.transactionType !== "update") return [];
	const events = [];
	for (const step of summary.events) if ((step.tag === "Updated" || step.tag === "Interrupted") && sameContract(step.address, address)) events.push(...step.events);
	return events;
}
function decodeAll(events, decode) {
	const decoded = [];
	for (const hex of events) {
		const event = decode(hex);
		if (event !== void 0) decoded.push(event);
	}
	return decoded;
}
function auctionEvents(transaction, auctionContract) {
	return decodeAll(contractEvents(transaction, auctionContract), decodeAuctionEvent);
}
function marketEvents(transaction, marketContract) {
	return decodeAll(contractEvents(transaction, marketContract), decodeMarketEvent);
}
/** The id of the auction a create_auction transaction opened (its tag 0 event). */
function createdAuctionId(transaction, auctionContract) {
	return auctionEvents(transaction, auctionContract).find((event) => event.type === "auctionCreated")?.auctionId;
}
function createdSaleId(transaction, marketContract) {
	return marketEvents(transaction, marketContract).find((event) => event.type === "saleCreated")?.saleId;
}
var auctionEventTags, marketEventTags;
var init_events = __esmMin((() => {
	init_addresses();
	init_bytes();
	auctionEventTags = {
		auctionCreated: 0,
		bidPlaced: 1,
		auctionFinalized: 2
	};
	marketEventTags = {
		saleCreated: 0,
		tokensBought: 1,
		saleCancelled: 2
	};
}));
// ../../packages/ledger/src/node/types.ts
var systemRejectTags, LedgerNodeError;
var init_types = __esmMin((() => {
	systemRejectTags = [
		"AmountTooLarge",
		"InvalidAccountReference",
		"InvalidContractAddress",
		"InvalidReceiveMethod",
		"SerializationFailure",
		"OutOfEnergy",
		"Other"
	];
	LedgerNodeError = class extends Error {
		status;
		constructor(message, status) {
			super(message);
			this.status = status;
			this.name = "LedgerNodeError";
		}
	};
}));
// ../../packages/ledger/src/node/wire.ts
function encodeUpdate(transaction) {
	return {
		...transaction,
		contract: encodeContractRef(transaction.contract),
		amount: transaction.amount.toString(),
		maxEnergy: transaction.maxEnergy.toString()
	};
}
var bigintString, contractRefWire, ledgerAddressWire, parameterJson, schemaSource, traceEventWire, rejectReasonWire, finalizedTransactionWire, consensusWire, instanceInfoWire, encodeContractRef, decodeTransaction, decodeConsensus, decodeInstanceInfo;
var init_wire = __esmMin((() => {
	init_types();
	bigintString = z.string().regex(/^-?\d+$/).transform((value) => BigInt(value));
	contractRefWire = z.strictObject({
		index: bigintString,
		subindex: bigintString
	});
	ledgerAddressWire = z.discriminatedUnion("type", [z.strictObject({
		type: z.literal("account"),
		address: z.string()
	}), z.strictObject({
		type: z.literal("contract"),
		address: contractRefWire
	})]);
	parameterJson = z.lazy(() => z.union([
		z.string(),
		z.number(),
		z.boolean(),
		z.array(parameterJson),
		z.record(z.string(), parameterJson)
	]));
	schemaSource = z.union([z.string(), z.strictObject({
		type: z.enum(["module", "parameter"]),
		value: z.string()
	})]);
	traceEventWire = z.discriminatedUnion("tag", [
		z.strictObject({
			tag: z.literal("Updated"),
			address: contractRefWire,
			instigator: ledgerAddressWire,
			amount: bigintString,
			receiveName: z.string(),
			events: z.array(z.string())
		}),
		z.strictObject({
			tag: z.literal("Interrupted"),
			address: contractRefWire,
			events: z.array(z.string())
		}),
		z.strictObject({
			tag: z.literal("Resumed"),
			address: contractRefWire,
			success: z.boolean()
		}),
		z.strictObject({
			tag: z.literal("Transferred"),
			from: contractRefWire,
			to: z.string(),
			amount: bigintString
		})
	]);
	rejectReasonWire = z.union([z.strictObject({
		tag: z.literal("RejectedReceive"),
		rejectReason: z.number().int(),
		contractAddress: contractRefWire,
		receiveName: z.string()
	}), z.strictObject({
		tag: z.enum(systemRejectTags),
		detail: z.string().optional()
	})]);
	finalizedTransactionWire = z.strictObject({
		hash: z.string(),
		blockHash: z.string(),
		blockHeight: bigintString,
		summary: z.discriminatedUnion("transactionType", [z.strictObject({
			transactionType: z.literal("update"),
			sender: z.string(),
			cost: bigintString,
			energyCost: bigintString,
			events: z.array(traceEventWire)
		}), z.strictObject({
			transactionType: z.literal("failed"),
			sender: z.string(),
			cost: bigintString,
			energyCost: bigintString,
			rejectReason: rejectReasonWire
		})])
	});
	z.strictObject({
		sender: z.string(),
		contract: contractRefWire,
		receiveName: z.string(),
		amount: bigintString,
		maxEnergy: bigintString,
		parameter: parameterJson,
		schema: schemaSource.optional()
	});
	consensusWire = z.strictObject({
		genesisHash: z.string(),
		networkName: z.string(),
		blockHeight: bigintString
	});
	instanceInfoWire = z.strictObject({
		address: contractRefWire,
		name: z.string(),
		owner: z.string(),
		amount: bigintString,
		methods: z.array(z.string())
	});
	encodeContractRef = (ref) => ({
		index: ref.index.toString(),
		subindex: ref.subindex.toString()
	});
	decodeTransaction = (json) => finalizedTransactionWire.parse(json);
	decodeConsensus = (json) => consensusWire.parse(json);
	decodeInstanceInfo = (json) => instanceInfoWire.parse(json);
}));
// ../../packages/ledger/src/node/http-ledger-node.ts
function readString(body, field) {
	const value = typeof body === "object" && body !== null ? body[field] : void 0;
	if (typeof value !== "string") throw new LedgerNodeError(`The ledger API answered without "${field}"`);
	return value;
}
var ledgerRoutes, sleep, HttpLedgerNode;
var init_http_ledger_node = __esmMin((() => {
	init_src$3();
	init_addresses();
	init_types();
	init_wire();
	ledgerRoutes = {
		consensus: "/consensus",
		transactions: "/transactions",
		transaction: (hash) => `/transactions/${encodeURIComponent(hash)}`,
		accounts: "/accounts",
		account: (address) => `/accounts/${encodeURIComponent(address)}`,
		fund: (address) => `/accounts/${encodeURIComponent(address)}/fund`,
		time: "/time",
		instance: (ref) => `/contracts/${ref.index}/${ref.subindex}`,
		schema: (ref) => `/contracts/${ref.index}/${ref.subindex}/schema`,
		tokenBalance: (ref, tokenId, holder) => `/contracts/${ref.index}/${ref.subindex}/tokens/${encodeURIComponent(tokenId)}/balance?holder=${encodeURIComponent(addressKey(holder))}`
	};
	sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
	HttpLedgerNode = class {
		options;
		baseUrl;
		fetchImpl;
		constructor(options) {
			this.options = options;
			this.baseUrl = options.baseUrl.replace(/\/+$/, "");
			this.fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
		}
		async getConsensus() {
			return decodeConsensus(await this.request("GET", ledgerRoutes.consensus));
		}
		async sendUpdate(transaction) {
			return readString(await this.request("POST", ledgerRoutes.transactions, encodeUpdate(transaction)), "hash");
		}
		async waitForTransaction(hash, options = {}) {
			const deadline = Date.now() + (options.timeoutMs ?? this.options.defaultTimeoutMs ?? 6e4);
			for (;;) {
				const found = await this.requestOptional("GET", ledgerRoutes.transaction(hash));
				if (found !== void 0) return decodeTransaction(found);
				if (Date.now() >= deadline) throw new LedgerNodeError(`Transaction ${hash} was not finalized in time`, 408);
				await sleep(this.options.pollIntervalMs ?? 1e3);
			}
		}
		async getInstanceInfo(contract) {
			const body = await this.requestOptional("GET", ledgerRoutes.instance(contract));
			return body === void 0 ? void 0 : decodeInstanceInfo(body);
		}
		async getModuleSchema(contract) {
			const schema = (await this.request("GET", ledgerRoutes.schema(contract))).schema;
			return typeof schema === "string" ? schema : void 0;
		}
		async getAccountBalance(address) {
			const body = await this.requestOptional("GET", ledgerRoutes.account(address));
			return body === void 0 ? void 0 : BigInt(readString(body, "balance"));
		}
		async getTokenBalance(token, tokenId, owner) {
			return BigInt(readString(await this.request("GET", ledgerRoutes.tokenBalance(token, tokenId, owner)), "balance"));
		}
		/** Dev faucet: a new local account, optionally funded. */
		async createAccount(initialBalance = 0n) {
			return readString(await this.request("POST", ledgerRoutes.accounts, { initialBalance: initialBalance.toString() }), "address");
		}
		async fund(address, microCcd) {
			return BigInt(readString(await this.request("POST", ledgerRoutes.fund(address), { amount: microCcd.toString() }), "balance"));
		}
		/** The ledger's block time (local ledger only). */
		async now() {
			return new Date(readString(await this.request("GET", ledgerRoutes.time), "now"));
		}
		/** Moves the local ledger's time forward (a test/e2e operation the API must authorize). */
		async advanceTime(ms) {
			return new Date(readString(await this.request("POST", ledgerRoutes.time, { advanceMs: ms }), "now"));
		}
		async requestOptional(method, path, body) {
			return this.send(method, path, body, true);
		}
		async request(method, path, body) {
			return this.send(method, path, body, false);
		}
		async send(method, path, body, notFoundIsUndefined) {
			const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
				method,
				headers: body === void 0 ? { accept: "application/json" } : {
					accept: "application/json",
					"content-type": "application/json"
				},
				...body === void 0 ? {} : { body: JSON.stringify(body) }
			});
			if (notFoundIsUndefined && response.status === 404) return void 0;
			const json = await response.json().catch(() => void 0);
			if (!response.ok) throw new LedgerNodeError(firstErrorMessage(json) ?? `${method} ${path} failed with ${response.status}`, response.status);
			return json;
		}
	};
}));
// ../../packages/ledger/src/node/concordium-node.ts
/** `https://host:20000` → the address and port ConcordiumGRPCWebClient takes. */
function parseNodeUrl(nodeUrl) {
	const url = new URL(nodeUrl);
	const defaultPort = url.protocol === "https:" ? 443 : 80;
	return {
		address: `${url.protocol}//${url.hostname}`,
		port: url.port === "" ? defaultPort : Number(url.port)
	};
}
function toLedgerAddress(address) {
	return address.type === "AddressAccount" ? account$1(AccountAddress.toBase58(address.address)) : contract(toRef(address.address));
}
/** Maps the SDK's trace; upgrades and events this SDK version cannot read (null) are left out. */
function toTraceEvents(events) {
	const mapped = [];
	for (const event of events) {
		if (event === null || event === void 0) continue;
		switch (event.tag) {
			case "Updated":
				mapped.push({
					tag: "Updated",
					address: toRef(event.address),
					instigator: toLedgerAddress(event.instigator),
					amount: event.amount.microCcdAmount,
					receiveName: ReceiveName.toString(event.receiveName),
					events: event.events.map(ContractEvent.toHexString)
				});
				break;
			case "Interrupted":
				mapped.push({
					tag: "Interrupted",
					address: toRef(event.address),
					events: event.events.map(ContractEvent.toHexString)
				});
				break;
			case "Resumed":
				mapped.push({
					tag: "Resumed",
					address: toRef(event.address),
					success: event.success
				});
				break;
			case "Transferred": mapped.push({
				tag: "Transferred",
				from: toRef(event.from),
				to: AccountAddress.toBase58(event.to),
				amount: event.amount.microCcdAmount
			});
		}
	}
	return mapped;
}
function toRejectReason(reason) {
	if (reason === null || reason === void 0) return {
		tag: "Other",
		detail: "Unknown reject reason"
	};
	if (reason.tag === "RejectedReceive") return {
		tag: "RejectedReceive",
		rejectReason: reason.rejectReason,
		contractAddress: toRef(reason.contractAddress),
		receiveName: ReceiveName.toString(reason.receiveName)
	};
	return systemTags.has(reason.tag) ? { tag: reason.tag } : {
		tag: "Other",
		detail: reason.tag
	};
}
/** A node's finalized outcome in this package's shape; only account transactions are expected. */
function toFinalizedTransaction(hash, outcome, blockHeight) {
	const summary = outcome.summary;
	if (summary === null || summary.type !== "accountTransaction") throw new LedgerNodeError(`Transaction ${hash} is not an account transaction`);
	const common = {
		sender: AccountAddress.toBase58(summary.sender),
		cost: summary.cost,
		energyCost: summary.energyCost.value
	};
	const base = {
		hash,
		blockHash: BlockHash.toHexString(outcome.blockHash),
		blockHeight
	};
	if (summary.transactionType === "failed") return {
		...base,
		summary: {
			transactionType: "failed",
			...common,
			rejectReason: toRejectReason(summary.rejectReason)
		}
	};
	if (summary.transactionType === "update") return {
		...base,
		summary: {
			transactionType: "update",
			...common,
			events: toTraceEvents(summary.events)
		}
	};
	throw new LedgerNodeError(`Transaction ${hash} is a ${summary.transactionType}, not a contract update`);
}
/** Serializes the parameter with the schema the transaction carries (as the wallet would). */
function serializeParameter(transaction) {
	const { schema } = transaction;
	if (schema === void 0) throw new LedgerNodeError("A schema is needed to serialize the parameter for a Concordium node");
	if (typeof schema !== "string" && schema.type === "parameter") return serializeTypeValue(transaction.parameter, exactArrayBuffer(base64ToBytes(schema.value)));
	const moduleSchema = typeof schema === "string" ? schema : schema.value;
	const dot = transaction.receiveName.indexOf(".");
	return serializeUpdateContractParameters(ContractName.fromString(transaction.receiveName.slice(0, dot)), EntrypointName.fromString(transaction.receiveName.slice(dot + 1)), transaction.parameter, exactArrayBuffer(base64ToBytes(moduleSchema)));
}
function buildUpdateAccountTransaction(transaction, nonce, expiry) {
	return {
		type: AccountTransactionType.Update,
		header: {
			sender: AccountAddress.fromBase58(transaction.sender),
			nonce,
			expiry
		},
		payload: {
			amount: CcdAmount.fromMicroCcd(transaction.amount),
			address: ContractAddress.create(transaction.contract.index, transaction.contract.subindex),
			receiveName: ReceiveName.fromString(transaction.receiveName),
			message: serializeParameter(transaction),
			maxContractExecutionEnergy: Energy.create(transaction.maxEnergy)
		}
	};
}
/** CIS-2 balanceOf parameter for one query: u16 count, token id, address. */
function balanceOfParameter(tokenId, owner) {
	const writer = new ByteWriter().u16(1);
	const id = hexToBytes(tokenId);
	writer.u8(id.length).bytes(id);
	if (owner.type === "account") writer.u8(0).bytes(AccountAddress.fromBase58(owner.address).decodedAddress);
	else writer.u8(1).u64(owner.address.index).u64(owner.address.subindex);
	return writer.toBytes();
}
function parseBalanceOfResult(bytes) {
	const reader = new ByteReader(bytes);
	if (reader.u16() !== 1) throw new LedgerNodeError("balanceOf answered with an unexpected number of balances");
	const balance = reader.uleb128();
	reader.expectEnd();
	return balance;
}
/** gRPC "not found" arrives as an RpcError with code NOT_FOUND. */
function isNotFound(error) {
	return typeof error === "object" && error !== null && "code" in error && String(error.code).toUpperCase() === "NOT_FOUND";
}
var toRef, systemTags, ConcordiumNode;
var init_concordium_node = __esmMin((() => {
	init_addresses();
	init_bytes();
	init_types();
	toRef = (address) => contractRef(address.index, address.subindex);
	systemTags = new Set(systemRejectTags.filter((tag) => tag !== "Other"));
	ConcordiumNode = class {
		options;
		client;
		constructor(options) {
			this.options = options;
			if (options.client !== void 0) this.client = options.client;
			else {
				const { address, port } = parseNodeUrl(options.config.nodeUrl);
				this.client = new ConcordiumGRPCWebClient(address, port);
			}
		}
		async getConsensus() {
			const status = await this.client.getConsensusStatus();
			return {
				genesisHash: BlockHash.toHexString(status.genesisBlock),
				networkName: this.options.config.networkName,
				blockHeight: status.lastFinalizedBlockHeight
			};
		}
		async sendUpdate(transaction) {
			const signer = this.options.signerFor?.(transaction.sender);
			if (signer === void 0) throw new LedgerNodeError(`No keys for ${transaction.sender}: on Concordium the wallet signs and sends`);
			const { nonce } = await this.client.getNextAccountNonce(AccountAddress.fromBase58(transaction.sender));
			const accountTransaction = buildUpdateAccountTransaction(transaction, nonce, TransactionExpiry.futureMinutes(this.options.expiryMinutes ?? 5));
			const signature = await signTransaction(accountTransaction, signer);
			return TransactionHash.toHexString(await this.client.sendAccountTransaction(accountTransaction, signature));
		}
		async waitForTransaction(hash, options = {}) {
			const outcome = await this.client.waitForTransactionFinalization(TransactionHash.fromHexString(hash), options.timeoutMs);
			return toFinalizedTransaction(hash, outcome, (await this.client.getBlockInfo(outcome.blockHash)).blockHeight);
		}
		/**
		* The finalized block at `height` with its contract updates, for the indexer. Refuses a block
		* the node does not report as finalized, so a block that may still be replaced is never read.
		*/
		async getFinalizedBlock(height) {
			const hashes = await this.client.getBlocksAtHeight(height);
			if (hashes.length !== 1 || hashes[0] === void 0) throw new LedgerNodeError(`Block ${height} is not finalized yet (${hashes.length} candidates)`);
			const info = await this.client.getBlockInfo(hashes[0]);
			if (!info.finalized || info.blockHeight !== height) throw new LedgerNodeError(`Block ${height} is not finalized yet`);
			const blockHash = BlockHash.toHexString(info.blockHash);
			const transactions = [];
			for await (const item of this.client.getBlockTransactionEvents(info.blockHash)) {
				if (item === null || item === void 0 || item.type !== "accountTransaction") continue;
				if (item.transactionType !== "update" && item.transactionType !== "failed") continue;
				const hash = TransactionHash.toHexString(item.hash);
				transactions.push({
					index: Number(item.index),
					transaction: toFinalizedTransaction(hash, {
						blockHash: info.blockHash,
						summary: item
					}, height)
				});
			}
			return {
				height,
				hash: blockHash,
				parentHash: BlockHash.toHexString(info.blockParent),
				time: info.blockSlotTime,
				transactions
			};
		}
		async getInstanceInfo(address) {
			try {
				const info = await this.client.getInstanceInfo(ContractAddress.create(address.index, address.subindex));
				return {
					address,
					name: ContractName.toString(ContractName.fromInitName(info.name)),
					owner: AccountAddress.toBase58(info.owner),
					amount: info.amount.microCcdAmount,
					methods: info.methods.map((method) => ReceiveName.toString(method))
				};
			} catch (error) {
				if (isNotFound(error)) return void 0;
				throw error;
			}
		}
		async getModuleSchema(address) {
			const info = await this.client.getInstanceInfo(ContractAddress.create(address.index, address.subindex));
			const schema = await this.client.getEmbeddedSchema(info.sourceModule);
			return schema === void 0 ? void 0 : bytesToBase64(new Uint8Array(schema.buffer));
		}
		async getAccountBalance(address) {
			try {
				return (await this.client.getAccountInfo(AccountAddress.fromBase58(address))).accountAmount.microCcdAmount;
			} catch (error) {
				if (isNotFound(error)) return void 0;
				throw error;
			}
		}
		async getTokenBalance(token, tokenId, owner) {
			const result = await this.client.invokeContract({
				contract: ContractAddress.create(token.index, token.subindex),
				method: ReceiveName.fromString(`${this.options.config.contractNames.token}.balanceOf`),
				parameter: Parameter.fromBuffer(exactArrayBuffer(balanceOfParameter(tokenId, owner)))
			});
			if (result.tag !== "success" || result.returnValue === void 0) throw new LedgerNodeError("balanceOf failed");
			return parseBalanceOfResult(result.returnValue.buffer);
		}
	};
}));
// ../../packages/ledger/src/wallet/detect.ts
/**
* Finds the injected Concordium Browser Wallet, waiting up to `timeoutMs` for it to initialise.
* Resolves undefined when there is none: a missing wallet is an expected state, not a crash.
* (The helper package's detectConcordiumProvider does the same but cannot load in plain Node.)
*/
function detectBrowserWallet(timeoutMs = walletConnectTimeoutMs, host = globalThis) {
	if (host.concordium !== void 0) return Promise.resolve(host.concordium);
	return new Promise((resolve) => {
		const onInitialized = () => {
			clearTimeout(timer);
			host.removeEventListener?.(walletInitializedEvent, onInitialized);
			resolve(host.concordium);
		};
		const timer = setTimeout(() => {
			host.removeEventListener?.(walletInitializedEvent, onInitialized);
			resolve(host.concordium);
		}, timeoutMs);
		host.addEventListener?.(walletInitializedEvent, onInitialized);
	});
}
var walletInitializedEvent, walletConnectTimeoutMs;
var init_detect = __esmMin((() => {
	init_src$3();
	walletInitializedEvent = "concordium#initialized";
	walletConnectTimeoutMs = timings.walletConnectTimeout;
}));
// ../../packages/ledger/src/wallet/connection.ts
var WalletError, disconnected, WalletConnection;
var init_connection = __esmMin((() => {
	init_messages();
	init_detect();
	WalletError = class extends Error {
		kind;
		constructor(kind, message) {
			super(message);
			this.kind = kind;
			this.name = "WalletError";
		}
	};
	disconnected = {
		provider: void 0,
		address: void 0,
		connected: false
	};
	WalletConnection = class WalletConnection {
		options;
		current = disconnected;
		listeners = /* @__PURE__ */ new Set();
		detect;
		timeoutMs;
		expectedGenesisHash;
		onExpectedChain = false;
		attachedTo;
		/** Bumped on every wallet event so a slow re-read cannot overwrite a newer event's result. */
		generation = 0;
		connecting;
		constructor(options) {
			this.options = options;
			this.detect = options.detect ?? ((timeoutMs) => detectBrowserWallet(timeoutMs));
			this.timeoutMs = options.timeoutMs ?? walletConnectTimeoutMs;
			this.expectedGenesisHash = options.expectedGenesisHash.toLowerCase();
		}
		static forConfig(config, detect) {
			return new WalletConnection({
				expectedGenesisHash: config.genesisHash,
				networkName: config.networkName,
				...detect === void 0 ? {} : { detect }
			});
		}
		get state() {
			return this.current;
		}
		subscribe(listener) {
			this.listeners.add(listener);
			return () => this.listeners.delete(listener);
		}
		/** Detects the wallet, asks for accounts and checks the network; throws WalletError. */
		connect() {
			this.connecting ??= this.runConnect().finally(() => {
				this.connecting = void 0;
			});
			return this.connecting;
		}
		/** What a send needs: a provider and an account on the expected network, or the reason why not. */
		async requireAccount() {
			const provider = this.current.provider ?? (await this.connect()).provider;
			if (provider === void 0) throw this.error("noWallet");
			await this.checkChain(provider);
			const address = this.current.address ?? await provider.getMostRecentlySelectedAccount();
			if (address === void 0) throw this.error("noAccount");
			this.set({
				provider,
				address,
				connected: true
			});
			return {
				provider,
				address
			};
		}
		/** Forgets the connection locally and stops following the wallet's events. */
		disconnect() {
			this.detach();
			this.generation++;
			this.onExpectedChain = false;
			this.set(disconnected);
		}
		async runConnect() {
			const provider = this.current.provider ?? await this.detect(this.timeoutMs);
			if (provider === void 0) {
				this.set(disconnected);
				throw this.error("noWallet");
			}
			this.attach(provider);
			this.set({
				...this.current,
				provider
			});
			let accounts;
			try {
				accounts = await provider.requestAccounts();
			} catch {
				throw this.error("rejected");
			}
			await this.checkChain(provider);
			const address = await provider.getMostRecentlySelectedAccount() ?? accounts[0];
			if (address === void 0) {
				this.set({
					provider,
					address: void 0,
					connected: false
				});
				throw this.error("noAccount");
			}
			this.set({
				provider,
				address,
				connected: true
			});
			return this.current;
		}
		async checkChain(provider) {
			const chain = await provider.getSelectedChain();
			this.onExpectedChain = chain?.toLowerCase() === this.expectedGenesisHash;
			if (!this.onExpectedChain) {
				this.set({
					provider,
					address: void 0,
					connected: false
				});
				throw this.error("wrongNetwork");
			}
		}
		onAccountChanged = (address) => {
			this.generation++;
			const provider = this.current.provider;
			this.set({
				provider,
				address: this.onExpectedChain ? address : void 0,
				connected: this.onExpectedChain
			});
		};
		onAccountDisconnected = () => {
			this.rereadAccount();
		};
		onChainChanged = (genesisHash) => {
			this.onExpectedChain = genesisHash.toLowerCase() === this.expectedGenesisHash;
			if (this.onExpectedChain) this.rereadAccount();
			else {
				this.generation++;
				this.set({
					provider: this.current.provider,
					address: void 0,
					connected: false
				});
			}
		};
		/** After a disconnect (or a return to the right chain) the wallet may still have another account. */
		async rereadAccount() {
			const generation = ++this.generation;
			const provider = this.current.provider;
			if (provider === void 0) return;
			let address;
			try {
				address = await provider.getMostRecentlySelectedAccount();
			} catch {
				address = void 0;
			}
			if (generation !== this.generation) return;
			const usable = this.onExpectedChain ? address : void 0;
			this.set({
				provider,
				address: usable,
				connected: usable !== void 0
			});
		}
		attach(provider) {
			if (this.attachedTo === provider) return;
			this.detach();
			provider.on("accountChanged", this.onAccountChanged);
			provider.on("accountDisconnected", this.onAccountDisconnected);
			provider.on("chainChanged", this.onChainChanged);
			this.attachedTo = provider;
		}
		detach() {
			const provider = this.attachedTo;
			if (provider === void 0) return;
			provider.removeListener("accountChanged", this.onAccountChanged);
			provider.removeListener("accountDisconnected", this.onAccountDisconnected);
			provider.removeListener("chainChanged", this.onChainChanged);
			this.attachedTo = void 0;
		}
		set(next) {
			const { provider, address, connected } = this.current;
			if (provider === next.provider && address === next.address && connected === next.connected) return;
			this.current = next;
			for (const listener of this.listeners) listener(next);
		}
		error(kind) {
			const messages = {
				noWallet: ledgerMessages.noWallet,
				wrongNetwork: ledgerMessages.wrongNetwork(this.options.networkName),
				noAccount: ledgerMessages.noAccount,
				rejected: ledgerMessages.userRejected
			};
			return new WalletError(kind, messages[kind]);
		}
	};
}));
// ../../packages/ledger/src/wallet/submit.ts
/**
* The browser wallet signals a declined prompt only through its error text, which differs
* between versions ("Signing rejected", "User rejected the request", "Request denied"...).
*/
function isUserRejection(error) {
	const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
	return /reject|denied|declin|cancel/i.test(text);
}
/**
* Sends through the wallet, waits for finalization and reads the outcome: the whole "after each
* send" sequence of the spec. Throws WalletError (declined, wallet failure) or LedgerRejectError.
*/
async function submitUpdate(options) {
	const { provider, address, node, request } = options;
	let hash;
	try {
		hash = await provider.sendTransaction(address, AccountTransactionType.Update, request.payload, request.parameters, request.schema);
	} catch (error) {
		if (isUserRejection(error)) throw new WalletError("rejected", ledgerMessages.userRejected);
		throw new WalletError("failed", ledgerMessages.somethingWentWrong);
	}
	return readOutcome(await node.waitForTransaction(hash, options.waitTimeoutMs === void 0 ? {} : { timeoutMs: options.waitTimeoutMs }), request.action);
}
var init_submit = __esmMin((() => {
	init_messages();
	init_outcome();
	init_connection();
}));
// ../../packages/ledger/src/wallet/dev-wallet.ts
var DevWallet;
var init_dev_wallet = __esmMin((() => {
	init_parameters();
	DevWallet = class {
		options;
		accounts;
		listeners = /* @__PURE__ */ new Map();
		connected = false;
		selected;
		/** Set by switchChain to simulate the user picking another network. */
		chainOverride;
		constructor(options) {
			this.options = options;
			this.accounts = [...options.accounts];
			this.selected = this.accounts[0];
		}
		async requestAccounts() {
			if (!await this.approve({
				type: "connect",
				accounts: [...this.accounts]
			})) throw new Error("Connection rejected by the user");
			this.connected = true;
			return [...this.accounts];
		}
		async getMostRecentlySelectedAccount() {
			return this.connected ? this.selected : void 0;
		}
		async getSelectedChain() {
			return this.chainOverride ?? (await this.options.node.getConsensus()).genesisHash;
		}
		async sendTransaction(accountAddress, type, payload, parameters, schema) {
			if (type !== AccountTransactionType.Update) throw new Error("DevWallet only sends contract updates");
			if (!this.connected || !this.accounts.includes(accountAddress)) throw new Error(`Account ${accountAddress} is not connected`);
			const transaction = toUpdateTransaction(accountAddress, payload, parameters, schema);
			if (!await this.approve({
				type: "transaction",
				account: accountAddress,
				transaction
			})) throw new Error("Signing rejected by the user");
			return this.options.node.sendUpdate(transaction);
		}
		on(event, listener) {
			let set = this.listeners.get(event);
			if (set === void 0) this.listeners.set(event, set = /* @__PURE__ */ new Set());
			set.add(listener);
			return this;
		}
		removeListener(event, listener) {
			this.listeners.get(event)?.delete(listener);
			return this;
		}
		/** The user picks another of the wallet's accounts. */
		selectAccount(address) {
			if (!this.accounts.includes(address)) this.accounts.push(address);
			this.selected = address;
			if (this.connected) this.emit("accountChanged", address);
		}
		/** The user disconnects one account from the site; another one (if any) stays selected. */
		disconnectAccount(address) {
			const index = this.accounts.indexOf(address);
			if (index < 0) return;
			this.accounts.splice(index, 1);
			if (this.selected === address) this.selected = this.accounts[0];
			if (this.accounts.length === 0) this.connected = false;
			this.emit("accountDisconnected", address);
		}
		/** The user switches the wallet to another network (undefined returns to the node's). */
		async switchChain(genesisHash) {
			this.chainOverride = genesisHash;
			this.emit("chainChanged", await this.getSelectedChain() ?? "");
		}
		approve(request) {
			return this.options.approve?.(request) ?? true;
		}
		emit(event, value) {
			for (const listener of [...this.listeners.get(event) ?? []]) listener(value);
		}
	};
}));
// ../../packages/ledger/src/index.ts
var init_src = __esmMin((() => {
	init_addresses();
	init_config();
	init_contracts();
	init_schemas();
	init_parameters();
	init_money();
	init_auction_rules();
	init_messages();
	init_reject_codes();
	init_outcome();
	init_events();
	init_types();
	init_wire();
	init_http_ledger_node();
	init_src$3();
	init_concordium_node();
	init_bytes();
	init_detect();
	init_connection();
	init_submit();
	init_dev_wallet();
}));
// src/features/markets/wallet/concordiumNode.ts
var concordiumNode_exports = /* @__PURE__ */ __exportAll({ ConcordiumNode: () => ConcordiumNode });
var init_concordiumNode = __esmMin((() => {
	init_src();
}));
// src/features/markets/wallet/marketLedger.ts
var marketLedger_exports = /* @__PURE__ */ __exportAll({ marketLedgerFor: () => marketLedgerFor$1 });
/** Sends HttpLedgerNode's requests through the api-client: the session's bearer and its one refresh-and-retry. */
function fetchThroughClient(client) {
	return async (url, init) => {
		const method = init?.method ?? "GET";
		const body = typeof init?.body === "string" ? JSON.parse(init.body) : void 0;
		try {
			const answer = await client.request(method, url, body);
			return new Response(JSON.stringify(answer ?? null), {
				status: 200,
				headers: { "content-type": "application/json" }
			});
		} catch (error) {
			if (!(error instanceof ApiError)) throw error;
			return new Response(JSON.stringify({ errors: [{ message: error.serverMessage ?? error.message }] }), {
				status: error.status,
				headers: { "content-type": "application/json" }
			});
		}
	};
}
/** A deployment on a Concordium network names its contracts at build time (VITE_LEDGER_CONFIG, JSON). */
function networkConfig() {
	return mainnetConfig;
}
async function createMarketLedger(client, signedIn) {
	let localConfig;
	try {
		localConfig = parseLedgerConfig(await client.call(endpoints.markets.ledgerConfig, { bearer: false }));
	} catch (error) {
		if (!(error instanceof ApiError) || error.status !== 404) throw error;
	}
	if (localConfig) {
		const node = new HttpLedgerNode({
			baseUrl: localConfig.nodeUrl,
			fetch: fetchThroughClient(client),
			pollIntervalMs: 300
		});
		let wallet;
		const detect = async () => {
			if (!signedIn) throw new WalletError("noAccount", ledgerMessages.noAccount);
			if (!wallet) {
				const { address } = await client.call(endpoints.markets.myLedgerAccount);
				wallet = new DevWallet({
					node,
					accounts: [address],
					approve: (request) => request.type === "connect" ? true : devWalletPrompts.ask(request)
				});
			}
			return wallet;
		};
		return {
			mode: "local",
			config: localConfig,
			node,
			connection: WalletConnection.forConfig(localConfig, detect),
			now: () => node.now()
		};
	}
	const config = networkConfig();
	const { ConcordiumNode } = await Promise.resolve().then(() => (init_concordiumNode(), concordiumNode_exports));
	return {
		mode: "network",
		config,
		node: new ConcordiumNode({ config }),
		connection: WalletConnection.forConfig(config),
		now: async () => /* @__PURE__ */ new Date()
	};
}
/** One ledger and wallet connection per signed-in user (or guest) for the whole visit. */
function marketLedgerFor$1(client, userUuid) {
	const key = userUuid ?? "guest";
	let ledger = cache.get(key);
	if (!ledger) {
		for (const [other, stale] of cache) {
			stale.then((old) => old.connection.disconnect()).catch(() => void 0);
			cache.delete(other);
		}
		ledger = createMarketLedger(client, userUuid !== void 0);
		ledger.catch(() => cache.delete(key));
		cache.set(key, ledger);
	}
	return ledger;
}
var cache;
var init_marketLedger = __esmMin((() => {
	init_src$2();
	init_src$3();
	init_src();
	init_devWalletPrompts();
	cache = /* @__PURE__ */ new Map();
}));
// src/features/markets/wallet/useMarketWallet.ts
/** The markets' ledger and wallet for the signed-in user (or a guest), and the wallet's live state. */
function useMarketWallet() {
	const { client, user } = useSession();
	const key = user?.uuid ?? "guest";
	const ledger = useSyncExternalStore(subscribeLoaded, () => loaded.get(key) ?? null, () => null);
	const state = useSyncExternalStore(ledger ? (listener) => ledger.connection.subscribe(listener) : noop, () => ledger?.connection.state ?? idle, () => idle);
	/** The ledger, loading it (and the wallet code) on first use. */
	const requireLedger = useCallback(async () => {
		const value = await marketLedgerFor(client, user?.uuid);
		if (loaded.get(key) !== value) {
			loaded.clear();
			loaded.set(key, value);
			for (const listener of [...listeners]) listener();
		}
		return value;
	}, [
		client,
		key,
		user?.uuid
	]);
	return {
		ledger,
		state,
		connect: useCallback(async () => (await requireLedger()).connection.connect(), [requireLedger]),
		requireLedger
	};
}
var marketLedgerFor, idle, noop, loaded, listeners, subscribeLoaded;
var init_useMarketWallet = __esmMin((() => {
	init_SessionContext();
	marketLedgerFor = (client, userUuid) => Promise.resolve().then(() => (init_marketLedger(), marketLedger_exports)).then((module) => module.marketLedgerFor(client, userUuid));
	idle = {
		provider: void 0,
		address: void 0,
		connected: false
	};
	noop = () => () => void 0;
	loaded = /* @__PURE__ */ new Map();
	listeners = /* @__PURE__ */ new Set();
	subscribeLoaded = (listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	};
}));
// src/features/markets/components/WalletButton.tsx
/** Connect wallet, or the connected account's shortened address (spec 002 §2, §4). */
function WalletButton() {
	const { t } = useTranslation(["markets", "shared"]);
	const { loggedIn } = useSession();
	const { state, ledger, requireLedger } = useMarketWallet();
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const onConnect = async () => {
		setBusy(true);
		try {
			const market = await requireLedger();
			if (market.mode === "local" && !loggedIn) {
				setError(t("ledger.signInForWallet"));
				return;
			}
			await market.connection.connect();
		} catch (failure) {
			setError(flowErrorMessage(failure, t));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [state.connected && state.address ? /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		title: ledger?.mode === "local" ? `${t("wallet.devWallet")}: ${state.address}` : state.address,
		"aria-label": t("wallet.connected", { address: state.address }),
		children: displayAddress(state.address)
	}) : /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: onConnect,
		loading: busy,
		loadingLabel: t("shared:common.loading"),
		children: t("wallet.connect")
	}), /* @__PURE__ */ jsx(ErrorPopup, {
		open: error !== null,
		onClose: () => setError(null),
		message: error,
		title: t("create.error"),
		closeLabel: t("shared:common.close")
	})] });
}
var init_WalletButton = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	init_messages$1();
	init_useMarketWallet();
	init_format();
}));
// src/features/markets/components/MarketListLayout.tsx
/** The frame both market lists share (spec 002 §2): header, about text, tabs, tools, grid, pages. */
function MarketListLayout({ title, actions, aboutTitle, about, tabs, tabsLabel, tab, onTab, tools, state, emptyText, children, page, totalPages, onPage, onRetry }) {
	const { t } = useTranslation(["markets", "shared"]);
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title,
				actions: /* @__PURE__ */ jsxs("div", {
					className: Markets_module_default.headerActions,
					children: [actions, /* @__PURE__ */ jsx(WalletButton, {})]
				})
			}),
			/* @__PURE__ */ jsxs("details", {
				className: Markets_module_default.about,
				children: [/* @__PURE__ */ jsx("summary", { children: aboutTitle }), /* @__PURE__ */ jsx("p", { children: about })]
			}),
			/* @__PURE__ */ jsx(Tabs, {
				items: tabs,
				value: tab,
				onChange: onTab,
				label: tabsLabel
			}),
			/* @__PURE__ */ jsx("div", {
				className: Markets_module_default.toolbar,
				children: tools
			}),
			state === "pending" ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : state === "error" ? /* @__PURE__ */ jsx("div", {
				role: "alert",
				children: /* @__PURE__ */ jsx(EmptyState, {
					title: t("list.errorTitle"),
					description: t("list.errorText"),
					action: /* @__PURE__ */ jsx(Button, {
						onClick: onRetry,
						children: t("shared:common.retry")
					})
				})
			}) : state === "empty" ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("list.emptyTitle"),
				description: emptyText
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [children, /* @__PURE__ */ jsx(Pager, {
				className: Markets_module_default.pagination,
				page: page + 1,
				totalPages,
				onPageChange: (next) => onPage(next - 1),
				label: t("list.pagination")
			})] }),
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
var init_MarketListLayout = __esmMin((() => {
	init_src$1();
	init_DevWalletPrompt();
	init_WalletButton();
	init_Markets_module();
	init_Pager();
}));
// src/features/markets/screens/useListQuery.ts
/**
* The tab and page of a market list, kept in the query (contentTab, page; page 0-based as the
* API counts, spec 002 §2). Unknown tabs fall back to the first.
*/
function useListQuery(tabs) {
	const [params, setParams] = useSearchParams();
	const raw = params.get("contentTab");
	const tab = tabs.find((candidate) => candidate === raw) ?? tabs[0];
	const parsed = Number(params.get("page") ?? "0");
	return {
		tab,
		page: Number.isInteger(parsed) && parsed >= 0 ? parsed : 0,
		go: useCallback((next) => {
			setParams((current) => {
				const copy = new URLSearchParams(current);
				if (next.tab !== void 0) copy.set("contentTab", next.tab);
				copy.set("page", String(next.page ?? 0));
				return copy;
			}, { replace: next.tab === void 0 && next.page === void 0 });
		}, [setParams])
	};
}
var init_useListQuery = __esmMin((() => {}));
// src/features/markets/screens/AuctionsScreen.tsx
var AuctionsScreen_exports = /* @__PURE__ */ __exportAll({ AuctionsScreen: () => AuctionsScreen$1 });
/** /auctions (spec 002 §2): open and finished initial sales, searchable and filterable. */
function AuctionsScreen$1() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, isArtist } = useSession();
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const { tab, page, go } = useListQuery(tabs$3);
	const [filters, setFilters] = useState({ genres: [] });
	const [keyword, setKeyword] = useState("");
	const query = useQuery({
		...auctionPageOptions(client, {
			status: statusOf[tab],
			page,
			keyword,
			...filters
		}),
		meta: { handlesErrors: true }
	});
	const auctions = useMemo(() => query.data?.elements ?? [], [query.data]);
	const queue = useMemo(() => auctions.map(auctionTrack).filter((track) => track !== null), [auctions]);
	return /* @__PURE__ */ jsx(MarketListLayout, {
		title: t("titles.auctions"),
		actions: isArtist || isMobile ? /* @__PURE__ */ jsx(LinkButton, {
			to: paths.addInitialSale,
			children: t("list.addInitialSale")
		}) : null,
		aboutTitle: t("list.aboutAuctionsTitle"),
		about: t("list.aboutAuctions"),
		tabs: [{
			value: "open",
			label: t("list.open")
		}, {
			value: "finished",
			label: t("list.finished")
		}],
		tabsLabel: t("list.tabs"),
		tab,
		onTab: (next) => {
			setFilters({ genres: [] });
			go({
				tab: next,
				page: 0
			});
		},
		tools: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SearchBox, {
			className: Markets_module_default.search,
			label: t("list.search"),
			placeholder: t("list.searchPlaceholder"),
			clearLabel: t("list.reset"),
			onSearch: (text) => {
				setKeyword(text);
				if (page !== 0) go({ page: 0 });
			}
		}), /* @__PURE__ */ jsx(FilterButton, {
			value: filters,
			onChange: (next) => {
				setFilters(next);
				go({ page: 0 });
			}
		})] }),
		state: query.isPending ? "pending" : query.isError ? "error" : auctions.length === 0 ? "empty" : "ready",
		emptyText: t("list.emptyAuctions"),
		page,
		totalPages: query.data?.totalPages ?? 0,
		onPage: (next) => go({ page: next }),
		onRetry: () => void query.refetch(),
		children: /* @__PURE__ */ jsx("ul", {
			className: Markets_module_default.grid,
			children: auctions.map((auction) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(MarketCard, {
				auction,
				href: `${paths.auctions}/${auction.id}`,
				queue
			}) }, auction.id))
		})
	});
}
var tabs$3, statusOf;
var init_AuctionsScreen = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
	init_LinkButton();
	init_marketsApi();
	init_FilterPopup$1();
	init_MarketCard();
	init_MarketListLayout();
	init_tracks();
	init_Markets_module();
	init_useListQuery();
	tabs$3 = ["open", "finished"];
	statusOf = {
		open: "OPEN",
		finished: "FINISHED"
	};
}));
// src/features/markets/components/DetailFrame.tsx
/** A market detail page's frame: back, title, wallet, and the loading, missing and failed states. */
function DetailFrame({ title, backTo, status, error, onRetry, children }) {
	const { t } = useTranslation(["markets", "shared"]);
	const navigate = useNavigate();
	const missing = error instanceof ApiError && error.status === 404;
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title,
				onBack: () => navigate(backTo),
				backLabel: t("detail.back"),
				actions: /* @__PURE__ */ jsx(WalletButton, {})
			}),
			status === "pending" ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : status === "error" ? /* @__PURE__ */ jsx("div", {
				role: "alert",
				children: /* @__PURE__ */ jsx(EmptyState, {
					headingLevel: "h2",
					title: missing ? t("detail.notFoundTitle") : t("list.errorTitle"),
					description: missing ? t("detail.notFoundText") : t("list.errorText"),
					action: missing ? void 0 : /* @__PURE__ */ jsx(Button, {
						onClick: onRetry,
						children: t("shared:common.retry")
					})
				})
			}) : children,
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
var init_DetailFrame = __esmMin((() => {
	init_src$1();
	init_src$2();
	init_DevWalletPrompt();
	init_WalletButton();
	init_Markets_module();
}));
// src/features/markets/components/ResultPopup.tsx
/** The outcome of a ledger action with a Close button (spec 002 §2). */
function ResultPopup({ message, onClose }) {
	const { t } = useTranslation(["markets", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open: message !== null,
		onClose,
		title: t("detail.result"),
		hideTitle: true,
		size: "sm",
		role: "alertdialog",
		closeLabel: t("shared:common.close"),
		hideCloseButton: true,
		actions: /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: t("shared:common.close")
		}),
		children: /* @__PURE__ */ jsx("p", {
			role: "status",
			children: message
		})
	});
}
var init_ResultPopup = __esmMin((() => {
	init_src$1();
}));
// src/features/markets/components/SongDetails.tsx
/**
* The song part of the detail pages (spec 002 §2): cover, player, name, artist, links,
* description and the info rows that are present, then the page's own rows and action.
*/
function SongDetails({ auction, rows, children, headingLevel = "h2" }) {
	const { t } = useTranslation(["markets", "shared"]);
	const eraLabel = useEraLabel("markets");
	const genreLabel = useGenreCodeLabel();
	const Heading = headingLevel;
	const song = auction.song.songName;
	const genre = auction.genreType;
	const info = [
		{
			label: t("detail.era"),
			value: eraLabel(auction.era)
		},
		...genre ? [{
			label: t("detail.genre"),
			value: genreLabel(genre)
		}] : [],
		...auction.textAuthor ? [{
			label: t("detail.textAuthor"),
			value: auction.textAuthor
		}] : [],
		...auction.songLabel ? [{
			label: t("detail.label"),
			value: auction.songLabel
		}] : [],
		...auction.recordingStudio ? [{
			label: t("detail.studio"),
			value: auction.recordingStudio
		}] : [],
		...auction.composer ? [{
			label: t("detail.composer"),
			value: auction.composer
		}] : [],
		...auction.yearOfRelease ? [{
			label: t("detail.year"),
			value: String(auction.yearOfRelease)
		}] : []
	];
	const links = [
		auction.socialMediaSpotify && {
			label: t("detail.spotify"),
			href: auction.socialMediaSpotify
		},
		auction.socialMediaTwitter && {
			label: t("detail.youtube"),
			href: auction.socialMediaTwitter
		},
		auction.customLink && {
			label: t("detail.customLink"),
			href: auction.customLink
		}
	].filter((link) => Boolean(link));
	return /* @__PURE__ */ jsxs("div", {
		className: Markets_module_default.detail,
		children: [/* @__PURE__ */ jsxs(Stack, {
			gap: 3,
			children: [/* @__PURE__ */ jsx(Cover, {
				src: auction.coverUrl,
				alt: t("list.cover", { song }),
				ratio: cropRatios.square
			}), /* @__PURE__ */ jsx(PlayButton, { track: auctionTrack(auction) })]
		}), /* @__PURE__ */ jsxs(Stack, {
			gap: 4,
			children: [
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Heading, {
					className: Markets_module_default.detailTitle,
					children: song
				}), /* @__PURE__ */ jsx("p", {
					className: Markets_module_default.muted,
					children: auction.song.user.publicName
				})] }),
				links.length > 0 && /* @__PURE__ */ jsx("div", {
					className: Markets_module_default.links,
					children: links.map((link) => /* @__PURE__ */ jsx("a", {
						href: externalHref(link.href),
						target: "_blank",
						rel: "noopener noreferrer",
						children: link.label
					}, link.label))
				}),
				/* @__PURE__ */ jsx("p", { children: auction.description }),
				/* @__PURE__ */ jsx("dl", {
					className: Markets_module_default.rows,
					children: [...info, ...rows].map((row) => /* @__PURE__ */ jsxs("div", {
						style: { display: "contents" },
						children: [/* @__PURE__ */ jsx("dt", { children: row.label }), /* @__PURE__ */ jsx("dd", { children: row.value })]
					}, row.label))
				}),
				children
			]
		})]
	});
}
var init_SongDetails = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_referenceLabels();
	init_PlayButton();
	init_tracks();
	init_format();
	init_Markets_module();
}));
// src/features/markets/screens/useScrollTop.ts
/** Detail pages scroll to the top 200 ms after they open (spec 002 §2, §9). */
function useScrollTop(key) {
	useEffect(() => {
		const timer = setTimeout(() => window.scrollTo({ top: 0 }), timings.detailScrollTopMs);
		return () => clearTimeout(timer);
	}, [key]);
}
var init_useScrollTop = __esmMin((() => {
	init_src$3();
}));
// src/features/markets/wallet/flows.ts
var flows_exports = /* @__PURE__ */ __exportAll({
	MoneyError: () => MoneyError,
	buyTokens: () => buyTokens,
	createInitialSale: () => createInitialSale,
	createSecondarySale: () => createSecondarySale,
	finalizeAuction: () => finalizeAuction,
	minSalePriceMicro: () => minSalePriceMicro,
	parseCcdDecimal: () => parseCcdDecimal,
	placeBid: () => placeBid
});
async function send(ledger, build) {
	const { provider, address } = await ledger.connection.requireAccount();
	return {
		address,
		confirmed: await submitUpdate({
			provider,
			address,
			node: ledger.node,
			request: build(address)
		})
	};
}
/** Bid flow: the ledger call paying the bid, then PATCH …/bid; resolves with the bidder's address. */
async function placeBid(ledger, client, auction, amountMicro) {
	const { address } = await send(ledger, () => bidRequest(ledger.config, {
		auctionId: auction.auctionId,
		amountMicro
	}));
	if (!await recordBid(client, auction.id, amountMicro, address)) throw new FlowError(ledgerMessages.mintFailed);
	return address;
}
/** Finalize flow: the ledger call, then PATCH …/finish, whose answer replaces the auction. */
async function finalizeAuction(ledger, client, auction) {
	await send(ledger, () => finalizeRequest(ledger.config, { auctionId: auction.auctionId }));
	return finishAuction(client, auction.id);
}
/** Buy flow: the ledger call paying the lot's total price, then PATCH …/buy. */
async function buyTokens(ledger, client, offer) {
	await send(ledger, () => buyTokensRequest(ledger.config, {
		saleId: offer.offerId,
		totalPriceMicro: BigInt(offer.totalPrice)
	}));
	return buyOffer(client, offer.id);
}
async function step(name, onStep, work) {
	onStep(name);
	try {
		return await work();
	} catch (error) {
		throw new StepError(name, error);
	}
}
/**
* Initial sale creation (spec 002 §4): mint → operator → create auction → read its id → post.
* Each finished step is saved before the next starts; a later call for the same song and
* account picks up where the last one stopped.
*/
async function createInitialSale(ledger, client, userUuid, form, onStep) {
	const { address } = await ledger.connection.requireAccount();
	const saved = loadInitialSaleProgress(userUuid);
	let progress = saved && saved.songId === form.songId && saved.account === address ? saved : {
		songId: form.songId,
		account: address,
		tokenId: "",
		minted: false,
		operator: false
	};
	if (!progress.tokenId) {
		const tokenId = await step("token", onStep, () => generateTokenId(client));
		progress = {
			...progress,
			tokenId
		};
		saveInitialSaleProgress(userUuid, progress);
	}
	if (!progress.minted) {
		await step("mint", onStep, () => send(ledger, (owner) => mintRequest(ledger.config, {
			owner,
			tokenId: progress.tokenId,
			metadataUrl: `${location.origin}/auctions?token=${progress.tokenId}`
		})));
		progress = {
			...progress,
			minted: true
		};
		saveInitialSaleProgress(userUuid, progress);
	}
	if (!progress.operator) {
		await step("operator", onStep, () => send(ledger, () => updateOperatorRequest(ledger.config, {
			operator: contract(ledger.config.contracts.auction),
			update: "add"
		})));
		progress = {
			...progress,
			operator: true
		};
		saveInitialSaleProgress(userUuid, progress);
	}
	if (!progress.auction) {
		const created = await step("auction", onStep, async () => {
			const end = /* @__PURE__ */ new Date(Math.floor(auctionEnd(await ledger.now(), form.durationSeconds).getTime() / 1e3) * 1e3);
			const tokenAmount = tokensForCopyrightPercent(form.copyrightPercent);
			const { confirmed } = await send(ledger, () => createAuctionRequest(ledger.config, {
				item: form.songName,
				end,
				initialPriceMicro: form.initialPriceMicro,
				tokenId: progress.tokenId,
				tokenAmount
			}));
			const auctionId = createdAuctionId(confirmed, ledger.config.contracts.auction);
			if (auctionId === void 0) throw new FlowError(ledgerMessages.somethingWentWrong);
			return {
				auctionId,
				end: end.toISOString(),
				tokenAmount: tokenAmount.toString(),
				initialPrice: form.initialPriceMicro.toString()
			};
		});
		progress = {
			...progress,
			auction: created
		};
		saveInitialSaleProgress(userUuid, progress);
	}
	const onLedger = progress.auction;
	const auction = await step("save", onStep, () => createAuction(client, {
		songId: form.songId,
		era: form.era,
		description: form.description,
		duration: onLedger.end,
		copyrightPercent: form.copyrightPercent,
		initialPrice: onLedger.initialPrice,
		offeredTokens: onLedger.tokenAmount,
		tokenId: progress.tokenId,
		auctionId: onLedger.auctionId,
		auctionStatus: "OPEN",
		...Object.fromEntries(Object.entries(form.optional).filter(([, value]) => value !== void 0 && value !== ""))
	}, form.cover));
	saveInitialSaleProgress(userUuid, null);
	return auction;
}
/** Secondary sale creation (spec 002 §4): operator → create the sale → read its id → post. */
async function createSecondarySale(ledger, client, holding, input, onStep) {
	const key = `kobza.markets.secondarySale.${holding.auctionId}`;
	const pending = (() => {
		try {
			return JSON.parse(localStorage.getItem(key) ?? "null");
		} catch {
			return null;
		}
	})();
	const resumed = pending && pending.tokensToSell === input.tokensToSell.toString() && pending.totalPrice === input.totalPriceMicro.toString() ? pending.offerId : void 0;
	if (resumed === void 0) await step("operator", onStep, () => send(ledger, () => updateOperatorRequest(ledger.config, {
		operator: contract(ledger.config.contracts.market),
		update: "add"
	})));
	const offerId = resumed ?? await step("sale", onStep, async () => {
		const { confirmed } = await send(ledger, () => createSaleRequest(ledger.config, {
			tokenId: holding.auction.tokenId,
			amount: input.tokensToSell,
			totalPriceMicro: input.totalPriceMicro
		}));
		const id = createdSaleId(confirmed, ledger.config.contracts.market);
		if (id === void 0) throw new FlowError(ledgerMessages.noTokens);
		localStorage.setItem(key, JSON.stringify({
			offerId: id,
			tokensToSell: input.tokensToSell.toString(),
			totalPrice: input.totalPriceMicro.toString()
		}));
		return id;
	});
	const offer = await step("save", onStep, () => createOffer(client, {
		totalPrice: input.totalPriceMicro,
		tokensToSell: input.tokensToSell,
		auctionId: holding.auctionId,
		offerId
	}));
	localStorage.removeItem(key);
	return offer;
}
var init_flows = __esmMin((() => {
	init_src();
	init_marketsApi();
	init_steps();
}));
// src/features/markets/screens/AuctionScreen.tsx
var AuctionScreen_exports = /* @__PURE__ */ __exportAll({ AuctionScreen: () => AuctionScreen$1 });
/** /auctions/{uuid} (spec 002 §2, §4): the auction, a bid while it runs, Finalize once it ended. */
function AuctionScreen$1() {
	const { uuid = "" } = useParams();
	const { t, i18n } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const queryClient = useQueryClient();
	const { requireLedger } = useMarketWallet();
	const query = useQuery({
		...auctionOptions(client, uuid),
		meta: { handlesErrors: true }
	});
	const [bid, setBid] = useState("");
	const [bidError, setBidError] = useState(null);
	const [busy, setBusy] = useState(false);
	const [result, setResult] = useState(null);
	useScrollTop(uuid);
	const auction = query.data;
	const update = (next) => {
		queryClient.setQueryData(marketKeys.auction(uuid), next);
		queryClient.invalidateQueries({ queryKey: marketKeys.auctions });
	};
	const onBid = async (event) => {
		event.preventDefault();
		if (!auction) return;
		const text = bid.trim();
		if (text === "") return setBidError(t("detail.required"));
		if (!/^\d+$/.test(text) || BigInt(text) < 1n) return setBidError(t("detail.minimumOne"));
		setBidError(null);
		setBusy(true);
		try {
			const amount = ccdToMicro(text);
			const bidder = await (await flows$1()).placeBid(await requireLedger(), client, auction, amount);
			update({
				...auction,
				highestBid: amount.toString(),
				highestBidder: bidder
			});
			setBid("");
			setResult(t("ledger.success"));
		} catch (error) {
			setResult(flowErrorMessage(error, t));
		} finally {
			setBusy(false);
		}
	};
	const onFinalize = async () => {
		if (!auction) return;
		setBusy(true);
		try {
			update(await (await flows$1()).finalizeAuction(await requireLedger(), client, auction));
			setResult(t("ledger.success"));
		} catch (error) {
			setResult(flowErrorMessage(error, t));
		} finally {
			setBusy(false);
		}
	};
	const language = i18n.language;
	return /* @__PURE__ */ jsxs(DetailFrame, {
		title: t("titles.auction"),
		backTo: `${paths.auctions}?contentTab=${auction?.auctionStatus === "FINISHED" ? "finished" : "open"}&page=0`,
		status: query.status,
		error: query.error,
		onRetry: () => void query.refetch(),
		children: [auction && /* @__PURE__ */ jsx(SongDetails, {
			auction,
			rows: [
				{
					label: t("detail.endOfAuction"),
					value: formatDate(auction.duration, language, { timeZone: "UTC" })
				},
				{
					label: t("detail.tokenId"),
					value: /* @__PURE__ */ jsx("span", {
						className: Markets_module_default.mono,
						children: auction.tokenId
					})
				},
				{
					label: t("detail.partsOwned"),
					value: `${auction.copyrightPercent} %`
				},
				{
					label: t("detail.initialPrice"),
					value: formatCcd(auction.initialPrice)
				},
				{
					label: t("detail.highestBid"),
					value: auction.highestBid ? formatCcd(auction.highestBid) : t("detail.noBids")
				},
				...auction.highestBidder ? [{
					label: t("detail.highestBidder"),
					value: /* @__PURE__ */ jsx("span", {
						className: Markets_module_default.mono,
						title: auction.highestBidder,
						children: displayAddress(auction.highestBidder)
					})
				}] : []
			],
			children: auction.auctionStatus === "FINISHED" ? /* @__PURE__ */ jsx("div", {
				className: Markets_module_default.action,
				children: /* @__PURE__ */ jsx(Button, {
					disabled: true,
					children: t("detail.ended")
				})
			}) : !loggedIn ? /* @__PURE__ */ jsx("p", {
				className: Markets_module_default.note,
				children: t("detail.signInToBid")
			}) : auction.ended ? /* @__PURE__ */ jsx("div", {
				className: Markets_module_default.action,
				children: /* @__PURE__ */ jsx(Button, {
					onClick: onFinalize,
					loading: busy,
					loadingLabel: t("shared:common.loading"),
					children: t("detail.finalize")
				})
			}) : /* @__PURE__ */ jsxs("form", {
				className: Markets_module_default.action,
				onSubmit: onBid,
				noValidate: true,
				children: [/* @__PURE__ */ jsx(FormField, {
					className: Markets_module_default.bidField,
					label: t("detail.yourBid"),
					hint: t("detail.yourBidHint"),
					error: bidError ?? void 0,
					children: /* @__PURE__ */ jsx(Input, {
						type: "number",
						inputMode: "numeric",
						min: 1,
						step: 1,
						value: bid,
						invalid: bidError !== null,
						onChange: (event) => setBid(event.target.value)
					})
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: busy,
					loadingLabel: t("shared:common.loading"),
					children: t("detail.makeBid")
				})]
			})
		}), /* @__PURE__ */ jsx(ResultPopup, {
			message: result,
			onClose: () => setResult(null)
		})]
	});
}
var flows$1;
var init_AuctionScreen = __esmMin((() => {
	init_src$1();
	init_money();
	init_format$1();
	init_paths$1();
	init_SessionContext();
	init_marketsApi();
	init_DetailFrame();
	init_ResultPopup();
	init_SongDetails();
	init_format();
	init_Markets_module();
	init_messages$1();
	init_useMarketWallet();
	init_useScrollTop();
	flows$1 = () => Promise.resolve().then(() => (init_flows(), flows_exports));
}));
// src/features/markets/components/SaleForm.tsx
/** The end of a sale's form (an initial or a secondary sale): Cancel back to the list, then start. */
function SaleButtons({ running, cancelTo, submitLabel }) {
	const { t } = useTranslation(["markets", "shared"]);
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs("div", {
		className: Markets_module_default.buttons,
		children: [/* @__PURE__ */ jsx(Button, {
			type: "button",
			variant: "secondary",
			onClick: () => void navigate(cancelTo),
			disabled: running,
			children: t("create.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			loading: running,
			loadingLabel: t("shared:common.loading"),
			children: submitLabel
		})]
	});
}
/** Why a sale's flow stopped, until it is dismissed. */
function SaleFailure({ failure, onClose }) {
	const { t } = useTranslation(["markets", "shared"]);
	return /* @__PURE__ */ jsx(ErrorPopup, {
		open: failure !== null,
		onClose,
		message: failure,
		title: t("create.error"),
		closeLabel: t("shared:common.close")
	});
}
var init_SaleForm = __esmMin((() => {
	init_src$1();
	init_Markets_module();
}));
// src/features/markets/components/StepList.tsx
/** A creation sequence's progress: done steps ticked, the current one spinning, a failed one flagged. */
function StepList({ steps, current, failed }) {
	const { t } = useTranslation("markets");
	const index = current === null ? -1 : steps.findIndex((step) => step.key === current);
	return /* @__PURE__ */ jsx("ol", {
		className: Markets_module_default.steps,
		"aria-label": t("create.steps"),
		children: steps.map((step, position) => {
			const state = index < 0 ? "waiting" : position < index ? "done" : position > index ? "waiting" : failed ? "failed" : "active";
			return /* @__PURE__ */ jsxs("li", {
				"aria-current": state === "active" ? "step" : void 0,
				className: [
					Markets_module_default.step,
					state === "done" && Markets_module_default.stepDone,
					state === "active" && Markets_module_default.stepActive,
					state === "failed" && Markets_module_default.stepFailed
				].filter(Boolean).join(" "),
				children: [state === "done" ? /* @__PURE__ */ jsx(CheckIcon, {}) : state === "failed" ? /* @__PURE__ */ jsx(AlertIcon, {}) : state === "active" ? /* @__PURE__ */ jsx(Preloader, {
					size: "sm",
					label: step.label
				}) : /* @__PURE__ */ jsx("span", {
					"aria-hidden": true,
					children: "·"
				}), step.label]
			}, step.key);
		})
	});
}
var init_StepList = __esmMin((() => {
	init_src$1();
	init_Markets_module();
}));
// src/features/markets/components/cropSquare.ts
/**
* The cover's square crop (ratio 1, spec 002 §2): the centred square of the picture, scaled down
* to at most 1200 px, in the picture's own format. The server re-encodes it anyway.
*/
async function cropSquare(file) {
	const bitmap = await createImageBitmap(file);
	const side = Math.min(bitmap.width, bitmap.height);
	const out = Math.min(side, maxSide);
	const canvas = document.createElement("canvas");
	canvas.width = out;
	canvas.height = out;
	const context = canvas.getContext("2d");
	if (!context) return file;
	context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, out, out);
	bitmap.close();
	return encodeCanvas(canvas, pictureTypeOf(file), .9) ?? file;
}
var maxSide;
var init_cropSquare = __esmMin((() => {
	init_canvasPicture();
	maxSide = 1200;
}));
// src/features/markets/screens/AddInitialSaleScreen.tsx
var AddInitialSaleScreen_exports = /* @__PURE__ */ __exportAll({ AddInitialSaleScreen: () => AddInitialSaleScreen$1 });
/** /add-initial-sale (spec 002 §2, §4, §5): an artist puts a share of a song's rights up for auction. */
function AddInitialSaleScreen$1() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, isArtist, user } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const toast = useToast();
	const pickerLabels = useFilePickerLabels();
	const { requireLedger } = useMarketWallet();
	const eraLabel = useEraLabel("markets");
	const songs = useQuery({
		...availableSongsOptions(client),
		enabled: isArtist
	});
	const form = useContractForm({
		rules: initialSaleRules,
		message: wordedBy({
			tooShort: ({ length }) => t("create.minChars", { count: length }),
			tooLong: ({ length, max }) => t("create.maxChars", {
				count: length,
				max
			}),
			format: t("create.yearRange")
		}, t("create.required")),
		defaultValues: {
			...emptyFields,
			cover: null
		}
	});
	const { error } = form;
	const values = form.values;
	const cover = form.values.cover;
	const [coverError, setCoverError] = useState(null);
	const [running, setRunning] = useState(false);
	const [step, setStep] = useState(null);
	const [failure, setFailure] = useState(null);
	const [failed, setFailed] = useState(false);
	const coverUrl = useMemo(() => cover ? URL.createObjectURL(cover) : null, [cover]);
	useEffect(() => () => coverUrl ? URL.revokeObjectURL(coverUrl) : void 0, [coverUrl]);
	useEffect(() => {
		if (!isArtist) {
			if (window.history.length > 1) navigate(-1);
			else navigate(paths.auctions, { replace: true });
		}
	}, [isArtist, navigate]);
	const song = songs.data?.find((entry) => String(entry.id) === values.song);
	const progress = user && song ? loadInitialSaleProgress(user.uuid) : null;
	const resumable = progress !== null && progress.songId === song?.id;
	const set = (field) => (value) => form.setField(field, value);
	const pickCover = async (file) => {
		setCoverError(null);
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return setCoverError(t(problem === "type" ? "create.coverType" : "create.coverTooBig"));
		form.setField("cover", await cropSquare(file));
	};
	const submit = (event) => void form.handleSubmit(run)(event);
	const run = async () => {
		if (!song || !cover || !user) return;
		setRunning(true);
		setFailure(null);
		setFailed(false);
		try {
			const optional = {
				socialMediaSpotify: values.spotify.trim(),
				socialMediaTwitter: values.youtube.trim(),
				customLink: values.customLink.trim(),
				textAuthor: values.textAuthor.trim(),
				songLabel: values.label.trim(),
				recordingStudio: values.studio.trim(),
				composer: values.composer.trim(),
				...values.year ? { yearOfRelease: Number(values.year) } : {}
			};
			const { createInitialSale } = await Promise.resolve().then(() => (init_flows(), flows_exports));
			await createInitialSale(await requireLedger(), client, user.uuid, {
				songId: song.id,
				songName: song.songName,
				era: values.era,
				description: values.description.trim(),
				durationSeconds: Number(values.duration),
				copyrightPercent: Number(values.copyright),
				initialPriceMicro: BigInt(values.price.trim()) * ledgerConstants.microPerCcd,
				cover,
				optional
			}, setStep);
			queryClient.invalidateQueries({ queryKey: marketKeys.all });
			toast.show({
				message: t("create.created", { name: song.songName }),
				tone: "success"
			});
			navigate(`${paths.auctions}?contentTab=open&page=0`);
		} catch (error) {
			setFailure(flowFailureMessage(error, t, stepLabels$1));
			setFailed(true);
			setRunning(false);
		}
	};
	if (!isArtist) return null;
	const songOptions = (songs.data ?? []).map((entry) => ({
		value: String(entry.id),
		label: entry.songName
	}));
	const text = (field, label, extra = {}) => /* @__PURE__ */ jsx(FormField, {
		label,
		error: error(field),
		children: /* @__PURE__ */ jsx(Input, {
			type: extra.type ?? "text",
			value: values[field],
			maxChars: extra.max,
			invalid: Boolean(error(field)),
			onChange: (event) => set(field)(event.target.value)
		})
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title: t("titles.addInitialSale"),
				actions: /* @__PURE__ */ jsx(WalletButton, {})
			}),
			/* @__PURE__ */ jsxs("form", {
				className: Markets_module_default.form,
				onSubmit: submit,
				noValidate: true,
				"aria-busy": running,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.era"),
						required: true,
						error: error("era"),
						children: /* @__PURE__ */ jsx(Select, {
							value: values.era,
							placeholder: t("create.chooseEra"),
							invalid: Boolean(error("era")),
							onChange: (event) => set("era")(event.target.value),
							options: eraValues.map((code) => ({
								value: code,
								label: eraLabel(code)
							}))
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.song"),
						required: true,
						error: error("song"),
						hint: songs.data && songs.data.length === 0 ? t("create.noSongs") : void 0,
						children: /* @__PURE__ */ jsxs("div", {
							className: Markets_module_default.songPick,
							children: [/* @__PURE__ */ jsx(Select, {
								value: values.song,
								placeholder: t("create.chooseSong"),
								invalid: Boolean(error("song")),
								onChange: (event) => set("song")(event.target.value),
								options: songOptions
							}), song && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PlayButton, { track: song.fileUrl ? {
								id: `song:${song.id}`,
								title: song.songName,
								src: song.fileUrl,
								artist: user?.publicName
							} : null }), /* @__PURE__ */ jsx(IconButton, {
								label: t("create.removeSong"),
								icon: /* @__PURE__ */ jsx(CloseIcon, {}),
								onClick: () => set("song")("")
							})] })]
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.description"),
						required: true,
						error: error("description"),
						children: /* @__PURE__ */ jsx(TextArea, {
							rows: 5,
							value: values.description,
							maxChars: limits.auctionDescription.max,
							invalid: Boolean(error("description")),
							onChange: (event) => set("description")(event.target.value)
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.cover"),
						required: true,
						hint: t("create.coverHint"),
						error: coverError ?? error("cover"),
						children: /* @__PURE__ */ jsx(FilePicker, {
							accept: mediaAccept("picture"),
							labels: pickerLabels,
							"aria-label": cover ? t("create.coverChange") : t("create.coverPick"),
							previewUrl: coverUrl,
							previewAlt: t("create.coverPreview"),
							previewRatio: cropRatios.square,
							onFile: (file) => void pickCover(file ?? void 0)
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [text("spotify", t("create.spotify")), text("youtube", t("create.youtube"))]
					}),
					text("customLink", t("create.customLink")),
					/* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [
							text("textAuthor", `${t("create.textAuthor")} (${t("create.optional")})`),
							text("label", `${t("create.label")} (${t("create.optional")})`),
							text("studio", `${t("create.studio")} (${t("create.optional")})`),
							text("year", `${t("create.year")} (${t("create.optional")})`, { type: "number" })
						]
					}),
					text("composer", t("create.composer"), { max: limits.composerMax }),
					/* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [
							/* @__PURE__ */ jsx(FormField, {
								label: t("create.duration"),
								required: true,
								error: error("duration"),
								children: /* @__PURE__ */ jsx(Select, {
									value: values.duration,
									placeholder: t("create.chooseDuration"),
									invalid: Boolean(error("duration")),
									onChange: (event) => set("duration")(event.target.value),
									options: ledgerConstants.auctionDurations.map((option, index) => ({
										value: String(option.seconds),
										label: t(`create.week${index + 1}`)
									}))
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								label: t("create.copyright"),
								required: true,
								hint: t("create.copyrightHint"),
								error: error("copyright"),
								children: /* @__PURE__ */ jsx(Input, {
									type: "number",
									min: 1,
									max: 100,
									step: "any",
									value: values.copyright,
									invalid: Boolean(error("copyright")),
									onChange: (event) => set("copyright")(event.target.value)
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								label: t("create.initialPrice"),
								required: true,
								error: error("price"),
								children: /* @__PURE__ */ jsx(Input, {
									type: "number",
									min: 1,
									step: 1,
									inputMode: "numeric",
									value: values.price,
									invalid: Boolean(error("price")),
									onChange: (event) => set("price")(event.target.value)
								})
							})
						]
					}),
					resumable && !running && /* @__PURE__ */ jsx("p", {
						className: Markets_module_default.note,
						children: t("create.resumeNote")
					}),
					(running || failed) && /* @__PURE__ */ jsx(StepList, {
						steps: initialSaleSteps.map((key) => ({
							key,
							label: t(stepLabels$1[key])
						})),
						current: step,
						failed
					}),
					/* @__PURE__ */ jsx(SaleButtons, {
						running,
						cancelTo: paths.auctions,
						submitLabel: resumable ? t("create.resume") : t("create.start")
					})
				]
			}),
			/* @__PURE__ */ jsx(SaleFailure, {
				failure,
				onClose: () => setFailure(null)
			}),
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
var emptyFields, stepLabels$1;
var init_AddInitialSaleScreen = __esmMin((() => {
	init_src$1();
	init_useFilePickerLabels();
	init_src$3();
	init_paths$1();
	init_SessionContext();
	init_contractForm();
	init_marketsApi();
	init_DevWalletPrompt();
	init_SaleForm();
	init_PlayButton();
	init_StepList();
	init_WalletButton();
	init_cropSquare();
	init_Markets_module();
	init_steps();
	init_messages$1();
	init_useMarketWallet();
	init_referenceLabels();
	emptyFields = {
		era: "",
		song: "",
		description: "",
		spotify: "",
		youtube: "",
		customLink: "",
		textAuthor: "",
		label: "",
		studio: "",
		year: "",
		composer: "",
		duration: "",
		copyright: "",
		price: ""
	};
	stepLabels$1 = {
		token: "create.stepToken",
		mint: "create.stepMint",
		operator: "create.stepOperator",
		auction: "create.stepAuction",
		save: "create.stepSave"
	};
}));
// src/features/markets/screens/OffersScreen.tsx
var OffersScreen_exports = /* @__PURE__ */ __exportAll({ OffersScreen: () => OffersScreen$1 });
/** /secondary-sale (spec 002 §2): active and sold offers of RR tokens at a fixed total price. */
function OffersScreen$1() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const { tab, page, go } = useListQuery(tabs$2);
	const [filters, setFilters] = useState({ genres: [] });
	const query = useQuery({
		...offerPageOptions(client, {
			status: tab,
			page,
			...filters
		}),
		meta: { handlesErrors: true }
	});
	const offers = useMemo(() => query.data?.elements ?? [], [query.data]);
	const queue = useMemo(() => offers.map((offer) => auctionTrack(offer.auction)).filter((track) => track !== null), [offers]);
	return /* @__PURE__ */ jsx(MarketListLayout, {
		title: t("titles.secondarySale"),
		actions: loggedIn ? /* @__PURE__ */ jsx(LinkButton, {
			to: paths.sellTokens,
			children: t("list.sellTokens")
		}) : null,
		aboutTitle: t("list.aboutSecondaryTitle"),
		about: t("list.aboutSecondary"),
		tabs: [{
			value: "ACTIVE",
			label: t("list.active")
		}, {
			value: "SOLD",
			label: t("list.sold")
		}],
		tabsLabel: t("list.offerTabs"),
		tab,
		onTab: (next) => {
			setFilters({ genres: [] });
			go({
				tab: next,
				page: 0
			});
		},
		tools: /* @__PURE__ */ jsx(FilterButton, {
			value: filters,
			onChange: (next) => {
				setFilters(next);
				go({ page: 0 });
			}
		}),
		state: query.isPending ? "pending" : query.isError ? "error" : offers.length === 0 ? "empty" : "ready",
		emptyText: t("list.emptyOffers"),
		page,
		totalPages: query.data?.totalPages ?? 0,
		onPage: (next) => go({ page: next }),
		onRetry: () => void query.refetch(),
		children: /* @__PURE__ */ jsx("ul", {
			className: Markets_module_default.grid,
			children: offers.map((offer) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(MarketCard, {
				auction: offer.auction,
				href: `${paths.secondarySale}/${offer.id}`,
				queue,
				extra: /* @__PURE__ */ jsx("p", {
					className: Markets_module_default.muted,
					children: t("list.tokensFor", {
						tokens: offer.tokensToSell,
						price: formatCcd(offer.totalPrice)
					})
				})
			}) }, offer.id))
		})
	});
}
var tabs$2;
var init_OffersScreen = __esmMin((() => {
	init_paths$1();
	init_SessionContext();
	init_LinkButton();
	init_marketsApi();
	init_FilterPopup$1();
	init_MarketCard();
	init_MarketListLayout();
	init_format();
	init_tracks();
	init_Markets_module();
	init_useListQuery();
	tabs$2 = ["ACTIVE", "SOLD"];
}));
// src/features/markets/screens/OfferScreen.tsx
var OfferScreen_exports = /* @__PURE__ */ __exportAll({ OfferScreen: () => OfferScreen$1 });
/** /secondary-sale/{uuid} (spec 002 §2, §4): the offer and Buy, paying the lot's total price. */
function OfferScreen$1() {
	const { uuid = "" } = useParams();
	const { t } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const queryClient = useQueryClient();
	const { requireLedger } = useMarketWallet();
	const query = useQuery({
		...offerOptions(client, uuid),
		meta: { handlesErrors: true }
	});
	const [busy, setBusy] = useState(false);
	const [result, setResult] = useState(null);
	useScrollTop(uuid);
	const offer = query.data;
	const onBuy = async () => {
		if (!offer) return;
		setBusy(true);
		try {
			const bought = await (await flows()).buyTokens(await requireLedger(), client, offer);
			queryClient.setQueryData(marketKeys.offer(uuid), bought);
			queryClient.invalidateQueries({ queryKey: marketKeys.offers });
			queryClient.invalidateQueries({ queryKey: marketKeys.availableTokens });
			setResult(t("ledger.success"));
		} catch (error) {
			setResult(flowErrorMessage(error, t));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs(DetailFrame, {
		title: t("titles.secondaryOffer"),
		backTo: `${paths.secondarySale}?contentTab=${offer?.status ?? "ACTIVE"}&page=0`,
		status: query.status,
		error: query.error,
		onRetry: () => void query.refetch(),
		children: [offer && /* @__PURE__ */ jsx(SongDetails, {
			auction: offer.auction,
			rows: [
				{
					label: t("detail.tokensOnSale"),
					value: t("detail.tokensUnit", { tokens: offer.tokensToSell })
				},
				{
					label: t("detail.totalPrice"),
					value: formatCcd(offer.totalPrice)
				},
				{
					label: t("detail.tokenId"),
					value: /* @__PURE__ */ jsx("span", {
						className: Markets_module_default.mono,
						children: offer.auction.tokenId
					})
				}
			],
			children: /* @__PURE__ */ jsx("div", {
				className: Markets_module_default.action,
				children: offer.status === "ACTIVE" && loggedIn ? /* @__PURE__ */ jsx(Button, {
					onClick: onBuy,
					loading: busy,
					loadingLabel: t("shared:common.loading"),
					children: t("detail.buy")
				}) : offer.status === "ACTIVE" ? /* @__PURE__ */ jsx("p", {
					className: Markets_module_default.note,
					children: t("detail.signInToBuy")
				}) : /* @__PURE__ */ jsx(Button, {
					disabled: true,
					children: t("detail.boughtUp")
				})
			})
		}), /* @__PURE__ */ jsx(ResultPopup, {
			message: result,
			onClose: () => setResult(null)
		})]
	});
}
var flows;
var init_OfferScreen = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
	init_marketsApi();
	init_DetailFrame();
	init_ResultPopup();
	init_SongDetails();
	init_format();
	init_Markets_module();
	init_messages$1();
	init_useMarketWallet();
	init_useScrollTop();
	flows = () => Promise.resolve().then(() => (init_flows(), flows_exports));
}));
// src/features/markets/screens/SellTokensScreen.tsx
var SellTokensScreen_exports = /* @__PURE__ */ __exportAll({ SellTokensScreen: () => SellTokensScreen$1 });
/** /sell-tokens (spec 002 §2, §4, §5): a holder lists RR tokens at a total price for the lot. */
function SellTokensScreen$1() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const { requireLedger, ledger, state } = useMarketWallet();
	const network = ledger?.mode === "network";
	useEffect(() => {
		if (loggedIn) requireLedger().catch(() => void 0);
	}, [loggedIn, requireLedger]);
	const holdings = useQuery({
		...availableTokensOptions(client, network ? state.address : void 0),
		enabled: loggedIn && ledger !== null && (!network || state.address !== void 0)
	});
	const [picked, setPicked] = useState("");
	const [price, setPrice] = useState("");
	const [tokens, setTokens] = useState("");
	const [errors, setErrors] = useState({});
	const [running, setRunning] = useState(false);
	const [failed, setFailed] = useState(false);
	const [step, setStep] = useState(null);
	const [failure, setFailure] = useState(null);
	const holding = holdings.data?.find((entry) => String(entry.auctionId) === picked);
	const submit = async (event) => {
		event.preventDefault();
		const { MoneyError, createSecondarySale, minSalePriceMicro, parseCcdDecimal } = await Promise.resolve().then(() => (init_flows(), flows_exports));
		const found = {};
		let totalPriceMicro = 0n;
		let count = 0n;
		if (!holding) found.token = t("create.required");
		try {
			totalPriceMicro = parseCcdDecimal(price, { minMicro: minSalePriceMicro });
		} catch (error) {
			if (!(error instanceof MoneyError)) throw error;
			found.price = t("create.priceGreaterThanZero");
		}
		if (!/^\d+$/.test(tokens.trim())) found.tokens = tokens.trim() ? t("create.wholeTokens") : t("create.tokensAtLeastOne");
		else {
			count = BigInt(tokens.trim());
			if (count < 1n) found.tokens = t("create.tokensAtLeastOne");
			else if (holding && count > BigInt(holding.freeTokens)) found.tokens = t("create.tokensAtMost", { count: Number(holding.freeTokens) });
		}
		setErrors(found);
		if (Object.values(found).some(Boolean) || !holding) return;
		setRunning(true);
		setFailed(false);
		try {
			await createSecondarySale(await requireLedger(), client, holding, {
				totalPriceMicro,
				tokensToSell: count
			}, setStep);
			queryClient.invalidateQueries({ queryKey: marketKeys.all });
			navigate(`${paths.secondarySale}?contentTab=ACTIVE&page=0`);
		} catch (error) {
			setFailure(flowFailureMessage(error, t, stepLabels));
			setFailed(true);
			setRunning(false);
		}
	};
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title: t("titles.sellTokens"),
				actions: /* @__PURE__ */ jsx(WalletButton, {})
			}),
			!loggedIn ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("detail.signInToBuy"),
				action: /* @__PURE__ */ jsx(LinkButton, {
					to: paths.signIn,
					children: t("shared:nav.signIn")
				})
			}) : network && !state.connected ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("ledger.noAccount"),
				action: /* @__PURE__ */ jsx(WalletButton, {})
			}) : holdings.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : (holdings.data ?? []).length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("list.emptyTitle"),
				description: t("create.noTokens"),
				action: /* @__PURE__ */ jsx(LinkButton, {
					to: `${paths.auctions}?contentTab=open&page=0`,
					children: t("titles.auctions")
				})
			}) : /* @__PURE__ */ jsxs("form", {
				className: Markets_module_default.form,
				onSubmit: submit,
				noValidate: true,
				"aria-busy": running,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.token"),
						required: true,
						error: errors.token,
						children: /* @__PURE__ */ jsx(Select, {
							value: picked,
							placeholder: t("create.chooseToken"),
							invalid: Boolean(errors.token),
							onChange: (event) => {
								setPicked(event.target.value);
								setErrors({});
							},
							options: (holdings.data ?? []).map((entry) => ({
								value: String(entry.auctionId),
								label: entry.auction.song.songName
							}))
						})
					}),
					holding && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SongDetails, {
						auction: holding.auction,
						rows: [{
							label: t("create.availableTokens"),
							value: holding.freeTokens
						}]
					}), /* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [/* @__PURE__ */ jsx(FormField, {
							label: t("create.salePrice"),
							required: true,
							error: errors.price,
							children: /* @__PURE__ */ jsx(Input, {
								inputMode: "decimal",
								value: price,
								invalid: Boolean(errors.price),
								onChange: (event) => setPrice(event.target.value)
							})
						}), /* @__PURE__ */ jsx(FormField, {
							label: t("create.tokensToSell"),
							required: true,
							error: errors.tokens,
							children: /* @__PURE__ */ jsx(Input, {
								type: "number",
								inputMode: "numeric",
								min: 1,
								max: Number(holding.freeTokens),
								step: 1,
								value: tokens,
								invalid: Boolean(errors.tokens),
								onChange: (event) => setTokens(event.target.value)
							})
						})]
					})] }),
					(running || failed) && /* @__PURE__ */ jsx(StepList, {
						steps: secondarySaleSteps.map((key) => ({
							key,
							label: t(stepLabels[key])
						})),
						current: step,
						failed
					}),
					/* @__PURE__ */ jsx(SaleButtons, {
						running,
						cancelTo: paths.secondarySale,
						submitLabel: t("create.startSale")
					})
				]
			}),
			/* @__PURE__ */ jsx(SaleFailure, {
				failure,
				onClose: () => setFailure(null)
			}),
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
var stepLabels;
var init_SellTokensScreen = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
	init_LinkButton();
	init_marketsApi();
	init_DevWalletPrompt();
	init_SaleForm();
	init_SongDetails();
	init_StepList();
	init_WalletButton();
	init_Markets_module();
	init_steps();
	init_messages$1();
	init_useMarketWallet();
	stepLabels = {
		operator: "create.stepSaleOperator",
		sale: "create.stepSale",
		save: "create.stepSaleSave"
	};
}));
// src/features/markets/feature.tsx
init_feature();
init_paths$1();
var { screen: screen$4, define: define$3 } = featureOf("markets", () => Promise.resolve().then(() => (init_i18n$1(), i18n_exports$1)).then((m) => m.strings));
var AuctionsScreen = screen$4(() => Promise.resolve().then(() => (init_AuctionsScreen(), AuctionsScreen_exports)).then((m) => m.AuctionsScreen));
var AuctionScreen = screen$4(() => Promise.resolve().then(() => (init_AuctionScreen(), AuctionScreen_exports)).then((m) => m.AuctionScreen));
var AddInitialSaleScreen = screen$4(() => Promise.resolve().then(() => (init_AddInitialSaleScreen(), AddInitialSaleScreen_exports)).then((m) => m.AddInitialSaleScreen));
var OffersScreen = screen$4(() => Promise.resolve().then(() => (init_OffersScreen(), OffersScreen_exports)).then((m) => m.OffersScreen));
var OfferScreen = screen$4(() => Promise.resolve().then(() => (init_OfferScreen(), OfferScreen_exports)).then((m) => m.OfferScreen));
var SellTokensScreen = screen$4(() => Promise.resolve().then(() => (init_SellTokensScreen(), SellTokensScreen_exports)).then((m) => m.SellTokensScreen));
/** Royalty token markets: auctions (initial sales) and the secondary market (spec 002 §2). */
var marketsFeature = define$3({
	routes: [
		{
			path: "/auctions",
			title: "auctions",
			element: /* @__PURE__ */ jsx(AuctionsScreen, {})
		},
		{
			path: "/auctions/:uuid",
			title: "auction",
			element: /* @__PURE__ */ jsx(AuctionScreen, {})
		},
		{
			path: "/add-initial-sale",
			title: "addInitialSale",
			element: /* @__PURE__ */ jsx(AddInitialSaleScreen, {})
		},
		{
			path: "/secondary-sale",
			title: "secondarySale",
			element: /* @__PURE__ */ jsx(OffersScreen, {})
		},
		{
			path: "/secondary-sale/:uuid",
			title: "secondaryOffer",
			element: /* @__PURE__ */ jsx(OfferScreen, {})
		},
		{
			path: "/sell-tokens",
			title: "sellTokens",
			element: /* @__PURE__ */ jsx(SellTokensScreen, {})
		}
	],
	nav: [navEntry("auctions", "gavel", paths.auctions, {
		side: { order: 70 },
		menu: { order: 20 }
	}), navEntry("secondaryMarket", "market", paths.secondarySale, {
		side: { order: 80 },
		menu: { order: 30 }
	})]
});
// src/features/notifications/components/notificationLink.ts
/** Where a notification leads (the contract's mapping, which the API's mails use too). */
function notificationLink(notification, me) {
	return notificationPath({
		type: notification.type,
		target: notification.target,
		actorNickName: notification.actor?.nickName ?? null,
		data: notification.data
	}, me?.nickName ?? null);
}
var init_notificationLink = __esmMin((() => {
	init_src$3();
}));
// src/features/notifications/screens/NotificationsScreen.module.css
var list$2, item$1, text, time, NotificationsScreen_module_default;
var init_NotificationsScreen_module = __esmMin((() => {
	list$2 = "_list_14db0_1";
	item$1 = "_item_14db0_9";
	text = "_text_14db0_25";
	time = "_time_14db0_37";
	NotificationsScreen_module_default = {
		list: list$2,
		item: item$1,
		text,
		time
	};
}));
// src/features/notifications/screens/NotificationsScreen.tsx
var NotificationsScreen_exports = /* @__PURE__ */ __exportAll({ NotificationsScreen: () => NotificationsScreen$1 });
/** The signed-in user's notifications, newest first, 20 a page; each links to what it is about. */
function NotificationsScreen$1() {
	const { t } = useTranslation(["notifications", "shared"]);
	const [language] = useLanguage();
	const { client, queryClient } = useServices();
	const session = useSession();
	const [params, setParams] = useSearchParams();
	const page = Math.max(1, Number(params.get("page")) || 1);
	const notifications = useQuery(pageQueryOptions(client, page - 1));
	const me = session.loggedIn ? session.user : null;
	const text = (item) => {
		const values = {
			actor: item.actor?.publicName ?? t("page.someone"),
			others: item.othersCount,
			messages: item.othersCount + 1,
			amount: item.data.amount ?? "",
			name: item.data.name ?? "",
			deadline: typeof item.data.deadlineAt === "string" ? formatDateTime(item.data.deadlineAt, language) : "",
			until: typeof item.data.activeUntil === "string" ? formatDateTime(item.data.activeUntil, language) : ""
		};
		const key = (item.type === "POST_LIKED" || item.type === "CHAT_MESSAGE") && item.othersCount > 0 ? `${item.type}_others` : (item.type === "WITHDRAWAL_DECIDED" || item.type === "NOMINATION_DECIDED") && item.data.status === "REJECTED" ? `${item.type}_rejected` : item.type === "AUCTION_ENDED" && item.data.status === "UNSOLD" ? "AUCTION_ENDED_unsold" : item.type;
		return t(`text.${key}`, values);
	};
	const data = notifications.data;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.notifications"),
			actions: data && data.unread > 0 ? /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				size: "sm",
				onClick: () => void markRead(client, queryClient),
				children: t("page.markAllRead")
			}) : void 0
		}), data ? data.elements.length ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
			className: NotificationsScreen_module_default.list,
			"data-testid": "notifications-list",
			children: data.elements.map((item) => /* @__PURE__ */ jsxs("li", {
				className: NotificationsScreen_module_default.item,
				"data-unread": item.readAt === null,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: item.actor?.avatar,
						name: item.actor?.publicName ?? "",
						size: "sm",
						decorative: true
					}),
					/* @__PURE__ */ jsxs(Link, {
						to: notificationLink(item, me),
						className: NotificationsScreen_module_default.text,
						onClick: () => {
							if (item.readAt === null) markRead(client, queryClient, [item.id]);
						},
						children: [text(item), /* @__PURE__ */ jsx("time", {
							className: NotificationsScreen_module_default.time,
							dateTime: item.createdAt,
							children: formatDateTime(item.createdAt, language)
						})]
					}),
					item.readAt === null && /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "sm",
						onClick: () => void markRead(client, queryClient, [item.id]),
						children: t("page.markRead")
					})
				]
			}, item.id))
		}), /* @__PURE__ */ jsx(Pager, {
			page,
			totalPages: data.totalPages,
			onPageChange: (next) => setParams({ page: String(next) }),
			maxButtons: 7,
			label: t("page.pages")
		})] }) : /* @__PURE__ */ jsx(EmptyState, {
			title: t("page.empty"),
			description: t("page.emptyHint")
		}) : notifications.isPending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: t("page.failed")
		})]
	});
}
var init_NotificationsScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_SessionContext();
	init_format$1();
	init_i18n$12();
	init_Screen_module();
	init_notificationsApi();
	init_notificationLink();
	init_NotificationsScreen_module();
	init_Pager();
}));
// src/features/notifications/screens/UnsubscribeScreen.module.css
var card, outcome, UnsubscribeScreen_module_default;
var init_UnsubscribeScreen_module = __esmMin((() => {
	card = "_card_1h22y_1";
	outcome = "_outcome_1h22y_6";
	UnsubscribeScreen_module_default = {
		card,
		outcome
	};
}));
// src/features/notifications/screens/UnsubscribeScreen.tsx
var UnsubscribeScreen_exports = /* @__PURE__ */ __exportAll({ UnsubscribeScreen: () => UnsubscribeScreen$1 });
/**
* Where a mail's "Stop these e-mails" link lands (the API redirects a browser's GET here): asks
* before anything changes — a link scanner that opens every link must not unsubscribe anyone —
* and confirms with the same POST a mail client's one-click button sends. No session needed:
* the signed token is the proof.
*/
function UnsubscribeScreen$1() {
	const { t } = useTranslation(["notifications", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useServices();
	const [params] = useSearchParams();
	const token = params.get("token") ?? "";
	const [state, setState] = useState({ step: "ask" });
	const outcome = useRef(null);
	useEffect(() => {
		if (state.step === "done" || state.step === "failed") outcome.current?.focus();
	}, [state.step]);
	const confirm = async () => {
		setState({ step: "busy" });
		try {
			const { types } = await client.callNamed("notifications", "unsubscribe", { query: { token } });
			setState({
				step: "done",
				types
			});
		} catch (error) {
			setState({
				step: "failed",
				message: errorMessage(error, sharedT)
			});
		}
	};
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": "unsubscribe-title",
		className: UnsubscribeScreen_module_default.card,
		children: [/* @__PURE__ */ jsx("h1", {
			id: "unsubscribe-title",
			className: Screen_module_default.sectionTitle,
			children: t("titles.unsubscribe")
		}), state.step === "done" ? /* @__PURE__ */ jsxs("div", {
			role: "status",
			children: [
				/* @__PURE__ */ jsx("h2", {
					ref: outcome,
					tabIndex: -1,
					className: UnsubscribeScreen_module_default.outcome,
					children: t("unsubscribe.done")
				}),
				/* @__PURE__ */ jsx("ul", { children: state.types.map((type) => /* @__PURE__ */ jsx("li", { children: t(`types.${type}`) }, type)) }),
				/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
					to: paths.settings,
					children: t("unsubscribe.settings")
				}) })
			]
		}) : state.step === "failed" || !token ? /* @__PURE__ */ jsxs("div", {
			role: "alert",
			children: [/* @__PURE__ */ jsx("h2", {
				ref: outcome,
				tabIndex: -1,
				className: UnsubscribeScreen_module_default.outcome,
				children: state.step === "failed" ? state.message : t("unsubscribe.noToken")
			}), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: paths.settings,
				children: t("unsubscribe.settings")
			}) })]
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("h2", {
				className: UnsubscribeScreen_module_default.outcome,
				children: t("unsubscribe.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("unsubscribe.ask") }),
			/* @__PURE__ */ jsx(Button, {
				onClick: () => void confirm(),
				loading: state.step === "busy",
				loadingLabel: t("shared:common.loading"),
				children: t("unsubscribe.confirm")
			})
		] })]
	});
}
var init_UnsubscribeScreen = __esmMin((() => {
	init_src$1();
	init_errors();
	init_paths$1();
	init_services();
	init_Screen_module();
	init_UnsubscribeScreen_module();
}));
// src/features/notifications/feature.tsx
init_feature();
var strings$2 = () => Promise.resolve().then(() => (init_i18n$10(), i18n_exports$9)).then((m) => m.strings);
var screen$3 = featureScreens("notifications", strings$2);
var NotificationsScreen = screen$3(() => Promise.resolve().then(() => (init_NotificationsScreen(), NotificationsScreen_exports)).then((m) => m.NotificationsScreen));
var UnsubscribeScreen = screen$3(() => Promise.resolve().then(() => (init_UnsubscribeScreen(), UnsubscribeScreen_exports)).then((m) => m.UnsubscribeScreen));
/**
* Notifications (issue 34): the page of them. The bell with the unread count is the shell's
* (app/layout, through public.ts), not a navigation entry: the spec's navigation lists stay as they are.
*/
var notificationsFeature = defineFeature({
	namespace: "notifications",
	strings: strings$2,
	routes: [{
		path: "/notifications",
		title: "notifications",
		guarded: true,
		element: /* @__PURE__ */ jsx(NotificationsScreen, {})
	}, {
		path: "/notifications/unsubscribe",
		title: "unsubscribe",
		element: /* @__PURE__ */ jsx(UnsubscribeScreen, {})
	}]
});
// src/features/payments/screens/EarningsScreen.module.css
var layout, stats, stat, statLabel, statValue, statHint, withdraw, withdrawField, withdrawActions, columns, list$1, row, rowMain, rowTitle, rowMeta, amount, struck, EarningsScreen_module_default;
var init_EarningsScreen_module = __esmMin((() => {
	layout = "_layout_r2tio_1";
	stats = "_stats_r2tio_6";
	stat = "_stat_r2tio_6";
	statLabel = "_statLabel_r2tio_17";
	statValue = "_statValue_r2tio_24";
	statHint = "_statHint_r2tio_31";
	withdraw = "_withdraw_r2tio_36";
	withdrawField = "_withdrawField_r2tio_43";
	withdrawActions = "_withdrawActions_r2tio_48";
	columns = "_columns_r2tio_54";
	list$1 = "_list_r2tio_61";
	row = "_row_r2tio_67";
	rowMain = "_rowMain_r2tio_80";
	rowTitle = "_rowTitle_r2tio_87";
	rowMeta = "_rowMeta_r2tio_91";
	amount = "_amount_r2tio_96";
	struck = "_struck_r2tio_101";
	EarningsScreen_module_default = {
		layout,
		stats,
		stat,
		statLabel,
		statValue,
		statHint,
		withdraw,
		withdrawField,
		withdrawActions,
		columns,
		list: list$1,
		row,
		rowMain,
		rowTitle,
		rowMeta,
		amount,
		struck
	};
}));
// src/features/payments/screens/EarningsScreen.tsx
var EarningsScreen_exports = /* @__PURE__ */ __exportAll({ EarningsScreen: () => EarningsScreen$1 });
/** A card with one page of a list (received payments, withdrawals), its empty state and its pager. */
function PagedSection({ id, title, emptyTitle, data, page, onPageChange, row }) {
	const { t } = useTranslation(["payments", "shared"]);
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id,
				className: Screen_module_default.sectionTitle,
				children: title
			}),
			data ? data.elements.length ? /* @__PURE__ */ jsx("ul", {
				className: EarningsScreen_module_default.list,
				children: data.elements.map(row)
			}) : /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				headingLevel: "h3",
				title: emptyTitle
			}) : /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }),
			data && data.totalPages > 1 && /* @__PURE__ */ jsx(Pager, {
				page,
				totalPages: data.totalPages,
				onPageChange,
				label: title
			})
		]
	});
}
/** Amount typed in hryvnia (comma or point), or null when it is not a whole-kopiyky positive number. */
function parseAmount(raw) {
	const text = raw.trim().replace(",", ".");
	if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
	const amount = Number(text);
	return amount > 0 ? amount : null;
}
function Balance({ balance }) {
	const { t } = useTranslation("payments");
	const [language] = useLanguage();
	const items = [
		["available", balance.available.amount],
		["held", balance.held.amount],
		["withdrawing", balance.withdrawing.amount]
	];
	return /* @__PURE__ */ jsx("dl", {
		className: EarningsScreen_module_default.stats,
		children: items.map(([key, amount]) => /* @__PURE__ */ jsxs(Card, {
			padding: "md",
			className: EarningsScreen_module_default.stat,
			"data-testid": `balance-${key}`,
			children: [
				/* @__PURE__ */ jsx("dt", {
					className: EarningsScreen_module_default.statLabel,
					children: t(`earnings.${key}`)
				}),
				/* @__PURE__ */ jsx("dd", {
					className: EarningsScreen_module_default.statValue,
					children: formatHryvnia(amount, language)
				}),
				/* @__PURE__ */ jsx("dd", {
					className: EarningsScreen_module_default.statHint,
					children: t(`earnings.${key}Hint`)
				})
			]
		}, key))
	});
}
function WithdrawForm({ available }) {
	const { t } = useTranslation(["payments", "shared"]);
	const { t: shared } = useTranslation();
	const [language] = useLanguage();
	const { client, queryClient } = useServices();
	const toast = useToast();
	const [raw, setRaw] = useState("");
	const [touched, setTouched] = useState(false);
	const amount = parseAmount(raw);
	const problem = !raw.trim() ? t("earnings.withdrawRequired") : amount === null ? t("earnings.withdrawPositive") : amount > available ? t("earnings.withdrawAbove", { amount: formatHryvnia(available, language) }) : null;
	const mutation = useMutation({
		mutationFn: (value) => requestWithdrawal(client, value),
		meta: { handlesErrors: true },
		onSuccess: async (withdrawal) => {
			toast.show({
				message: t("earnings.withdrawDone", { amount: formatHryvnia(withdrawal.money.amount, language) }),
				tone: "success"
			});
			setRaw("");
			setTouched(false);
			await queryClient.invalidateQueries({ queryKey: ["payments"] });
		}
	});
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (!problem && amount !== null) mutation.mutate(amount);
	};
	const error = touched && problem ? problem : mutation.isError ? errorMessage(mutation.error, shared) : void 0;
	return /* @__PURE__ */ jsxs("form", {
		className: EarningsScreen_module_default.withdraw,
		onSubmit: submit,
		noValidate: true,
		children: [/* @__PURE__ */ jsx(FormField, {
			label: t("earnings.withdrawAmount"),
			error,
			className: EarningsScreen_module_default.withdrawField,
			children: /* @__PURE__ */ jsx(Input, {
				inputMode: "decimal",
				autoComplete: "off",
				value: raw,
				invalid: error !== void 0,
				onChange: (event) => {
					setRaw(event.target.value);
					if (mutation.isError) mutation.reset();
				}
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.withdrawActions,
			children: [/* @__PURE__ */ jsx(Button, {
				type: "button",
				variant: "ghost",
				disabled: available <= 0,
				onClick: () => {
					setRaw(available.toFixed(2));
					setTouched(true);
				},
				children: t("earnings.withdrawAll")
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				loading: mutation.isPending,
				disabled: available <= 0,
				children: t("earnings.withdrawSubmit")
			})]
		})]
	});
}
function ReceivedRow({ payment }) {
	const { t } = useTranslation("payments");
	const [language] = useLanguage();
	const who = payment.payer.publicName ?? payment.payer.nickName ?? "—";
	return /* @__PURE__ */ jsxs("li", {
		className: EarningsScreen_module_default.row,
		children: [/* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.rowMain,
			children: [
				/* @__PURE__ */ jsx("span", {
					className: EarningsScreen_module_default.rowTitle,
					children: t(`earnings.goal${payment.paymentGoal}`)
				}),
				/* @__PURE__ */ jsxs("span", {
					className: EarningsScreen_module_default.rowMeta,
					children: [
						t("earnings.from", { name: who }),
						" · ",
						formatDateTime(payment.paidAt, language)
					]
				}),
				(payment.holdStatus || payment.reversed) && /* @__PURE__ */ jsx("span", {
					className: EarningsScreen_module_default.rowMeta,
					children: payment.reversed ? t("earnings.reversed") : t(`earnings.hold${payment.holdStatus}`)
				})
			]
		}), /* @__PURE__ */ jsx("span", {
			className: payment.reversed ? `${EarningsScreen_module_default.amount} ${EarningsScreen_module_default.struck}` : EarningsScreen_module_default.amount,
			children: formatHryvnia(payment.money.amount, language)
		})]
	});
}
function WithdrawalRow({ withdrawal }) {
	const { t } = useTranslation("payments");
	const [language] = useLanguage();
	return /* @__PURE__ */ jsxs("li", {
		className: EarningsScreen_module_default.row,
		children: [/* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.rowMain,
			children: [/* @__PURE__ */ jsx("span", {
				className: EarningsScreen_module_default.rowTitle,
				children: formatHryvnia(withdrawal.money.amount, language)
			}), /* @__PURE__ */ jsx("span", {
				className: EarningsScreen_module_default.rowMeta,
				children: formatDateTime(withdrawal.requestedAt, language)
			})]
		}), /* @__PURE__ */ jsx(Badge, {
			tone: statusTone[withdrawal.status],
			children: t(`earnings.status${withdrawal.status}`)
		})]
	});
}
/**
* Earnings (beyond the spec, which shows the tab disabled): the artist's balance from the
* ledger — available, held for greetings, being paid out — a withdrawal request, and history.
*/
function EarningsScreen$1() {
	const { t } = useTranslation(["payments", "shared"]);
	const { nickName = "" } = useParams();
	const session = useSession();
	const { client } = useServices();
	const [receivedPage, setReceivedPage] = useState(1);
	const [withdrawalsPage, setWithdrawalsPage] = useState(1);
	const own = session.user?.nickName === nickName;
	const allowed = own && session.isArtist;
	const balance = useQuery({
		...balanceQueryOptions(client),
		enabled: allowed
	});
	const received = useQuery({
		...receivedQueryOptions(client, receivedPage - 1),
		enabled: allowed
	});
	const withdrawals = useQuery({
		...withdrawalsQueryOptions(client, withdrawalsPage - 1),
		enabled: allowed
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.earnings")
		}), !allowed ? /* @__PURE__ */ jsx(EmptyState, { title: own ? t("earnings.notArtist") : t("earnings.notOwner") }) : /* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.layout,
			children: [
				balance.data ? /* @__PURE__ */ jsx(Balance, { balance: balance.data }) : /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }),
				/* @__PURE__ */ jsxs(Card, {
					as: "section",
					padding: "lg",
					"aria-labelledby": "withdraw-title",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "withdraw-title",
						className: Screen_module_default.sectionTitle,
						children: t("earnings.withdrawTitle")
					}), /* @__PURE__ */ jsx(WithdrawForm, { available: balance.data?.available.amount ?? 0 })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: EarningsScreen_module_default.columns,
					children: [/* @__PURE__ */ jsx(PagedSection, {
						id: "received-title",
						title: t("earnings.receivedTitle"),
						emptyTitle: t("earnings.noPayments"),
						data: received.data,
						page: receivedPage,
						onPageChange: setReceivedPage,
						row: (payment) => /* @__PURE__ */ jsx(ReceivedRow, { payment }, payment.uuid)
					}), /* @__PURE__ */ jsx(PagedSection, {
						id: "withdrawals-title",
						title: t("earnings.withdrawalsTitle"),
						emptyTitle: t("earnings.noWithdrawals"),
						data: withdrawals.data,
						page: withdrawalsPage,
						onPageChange: setWithdrawalsPage,
						row: (withdrawal) => /* @__PURE__ */ jsx(WithdrawalRow, { withdrawal }, withdrawal.uuid)
					})]
				})
			]
		})]
	});
}
var statusTone;
var init_EarningsScreen = __esmMin((() => {
	init_src$1();
	init_services();
	init_SessionContext();
	init_i18n$12();
	init_format$1();
	init_errors();
	init_Screen_module();
	init_paymentsApi();
	init_EarningsScreen_module();
	init_Pager();
	statusTone = {
		REQUESTED: "info",
		PAID: "success",
		REJECTED: "danger"
	};
}));
// src/features/payments/feature.tsx
init_feature();
var { screen: screen$2, define: define$2 } = featureOf("payments", () => Promise.resolve().then(() => (init_i18n$4(), i18n_exports$4)).then((m) => m.strings));
var EarningsScreen = screen$2(() => Promise.resolve().then(() => (init_EarningsScreen(), EarningsScreen_exports)).then((m) => m.EarningsScreen));
/**
* Money (issue 13): the artist's Earnings page. The profile's Subscribe, Donate and Video
* Congratulations buttons are this feature's too, rendered by the profile through public.ts.
*/
var paymentsFeature = define$2({ routes: [{
	path: "/profile/:nickName/earnings",
	title: "earnings",
	guarded: true,
	element: /* @__PURE__ */ jsx(EarningsScreen, {})
}] });
// src/features/catalogue/components/ArtistContent.module.css
var box$1, toolbar$1, tabs$1, actions$2, body, ArtistContent_module_default;
var init_ArtistContent_module = __esmMin((() => {
	box$1 = "_box_10su2_1";
	toolbar$1 = "_toolbar_10su2_9";
	tabs$1 = "_tabs_10su2_17";
	actions$2 = "_actions_10su2_21";
	body = "_body_10su2_27";
	ArtistContent_module_default = {
		box: box$1,
		toolbar: toolbar$1,
		tabs: tabs$1,
		actions: actions$2,
		body
	};
}));
// src/features/catalogue/components/ArtistContent.tsx
/**
* The profile's content box (spec 000 §2): tabs songs, playlist and events with the artist's
* songs, first 4 playlists and first 3 events, each with Show all; the owner adds from here.
* The tab lives in the URL (`?tab=playlist`), as in the spec's links.
*/
function ArtistContent({ artist, isOwner }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [params, setParams] = useSearchParams();
	const tab = tabs.find((value) => value === params.get("tab")) ?? "songs";
	const [dialog, setDialog] = useState(null);
	const products = useQuery(productsQueryOptions(client, artist.uuid));
	const base = paths.profile(artist.nickName);
	const showAll = {
		songs: `${base}/songs?tab=songs&page=1`,
		playlist: `${base}/songs?tab=playlist&page=1`,
		events: `${base}/events?page=1`
	};
	const selectTab = (value) => setParams((current) => {
		const next = new URLSearchParams(current);
		next.set("tab", value);
		next.set("page", "1");
		return next;
	}, { replace: true });
	let body;
	if (products.isPending) body = /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	else if (products.isError) body = /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: t("songs.loadError"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void products.refetch() })
	});
	else if (tab === "songs") body = products.data.songs.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: isOwner ? t("songs.emptyOwn") : t("songs.emptyOther")
	}) : /* @__PURE__ */ jsx(SongList, {
		songs: products.data.songs,
		isOwner,
		label: t("songs.list")
	});
	else if (tab === "playlist") body = products.data.playlists.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: isOwner ? t("songs.emptyPlaylistsOwn") : t("songs.emptyPlaylistsOther")
	}) : /* @__PURE__ */ jsx(CardGrid, {
		label: t("content.playlist"),
		children: products.data.playlists.map((playlist) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PlaylistCard, {
			playlist,
			nickName: artist.nickName
		}) }, playlist.id))
	});
	else body = products.data.events.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: isOwner ? t("events.emptyOwn") : t("events.emptyOther")
	}) : /* @__PURE__ */ jsx(CardGrid, {
		label: t("content.events"),
		wide: true,
		children: products.data.events.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EventCard, {
			event,
			nickName: artist.nickName
		}) }, event.id))
	});
	return /* @__PURE__ */ jsxs("section", {
		className: ArtistContent_module_default.box,
		"aria-label": t("content.label"),
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: ArtistContent_module_default.toolbar,
				children: [/* @__PURE__ */ jsx(Tabs, {
					items: tabs.map((value) => ({
						value,
						label: t(`content.${value}`)
					})),
					value: tab,
					onChange: selectTab,
					label: t("content.label"),
					className: ArtistContent_module_default.tabs
				}), /* @__PURE__ */ jsxs("div", {
					className: ArtistContent_module_default.actions,
					children: [
						isOwner && tab === "songs" && /* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "secondary",
							onClick: () => setDialog("song"),
							children: t("content.addSong")
						}),
						isOwner && tab === "playlist" && /* @__PURE__ */ jsx(LinkButton, {
							size: "sm",
							variant: "secondary",
							to: paths.createPlaylist,
							children: t("content.addPlaylist")
						}),
						isOwner && tab === "events" && /* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "secondary",
							onClick: () => setDialog("event"),
							children: t("content.addEvent")
						}),
						/* @__PURE__ */ jsx(LinkButton, {
							size: "sm",
							variant: "ghost",
							to: showAll[tab],
							children: t("content.showAll")
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: ArtistContent_module_default.body,
				children: body
			}),
			isOwner && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(UploadSongPopup, {
				artistUuid: artist.uuid,
				open: dialog === "song",
				onClose: () => setDialog(null)
			}), /* @__PURE__ */ jsx(CreateEventPopup, {
				artistUuid: artist.uuid,
				open: dialog === "event",
				onClose: () => setDialog(null)
			})] })
		]
	});
}
var tabs;
var init_ArtistContent = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_SessionContext();
	init_LinkButton();
	init_catalogueApi();
	init_Cards();
	init_CreateEventPopup();
	init_SongList();
	init_UploadSongPopup();
	init_ArtistContent_module();
	init_RetryButton();
	tabs = [
		"songs",
		"playlist",
		"events"
	];
}));
// src/features/catalogue/public.ts
var public_exports = /* @__PURE__ */ __exportAll({
	ArtistContent: () => ArtistContent,
	catalogueStrings: () => catalogueStrings$1
});
var catalogueStrings$1;
var init_public$1 = __esmMin((() => {
	init_ArtistContent();
	catalogueStrings$1 = () => Promise.resolve().then(() => (init_i18n$8(), i18n_exports$7)).then((m) => m.strings);
}));
// src/features/chat/components/MessageLink.tsx
var MessageLink_exports = /* @__PURE__ */ __exportAll({ MessageLink: () => MessageLink });
/** `/chat?with={uuid}`: the chat screen resumes the existing conversation or opens a new one. */
function MessageLink({ opponent }) {
	const { t } = useTranslation("chat");
	return /* @__PURE__ */ jsx(LinkButton, {
		to: `${paths.chat}?with=${encodeURIComponent(opponent.uuid)}`,
		variant: "secondary",
		iconStart: /* @__PURE__ */ jsx(ChatIcon, {}),
		"aria-label": `${t("button.message")}: ${opponent.publicName}`,
		"data-testid": "message-button",
		children: t("button.message")
	});
}
var init_MessageLink = __esmMin((() => {
	init_src$1();
	init_paths$1();
	init_LinkButton();
}));
// src/features/chat/components/MessageButton.tsx
/** The profile's 'message' entry: opens the conversation with this user, or starts it. */
function MessageButton(props) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(LazyMessageButton, { ...props })
	});
}
var strings$1, LazyMessageButton;
var init_MessageButton = __esmMin((() => {
	init_feature();
	strings$1 = () => Promise.resolve().then(() => (init_i18n$7(), i18n_exports$6)).then((m) => m.strings);
	LazyMessageButton = featureScreens("chat", strings$1)(() => Promise.resolve().then(() => (init_MessageLink(), MessageLink_exports)).then((m) => m.MessageLink));
}));
// src/features/chat/public.ts
var init_public = __esmMin((() => {
	init_MessageButton();
}));
// src/features/profile/components/ProfileEditForm.module.css
var form$2, title, pictures, cover, avatar$1, fields, wide, error$1, buttons, ProfileEditForm_module_default;
var init_ProfileEditForm_module = __esmMin((() => {
	form$2 = "_form_1q4o0_1";
	title = "_title_1q4o0_5";
	pictures = "_pictures_1q4o0_10";
	cover = "_cover_1q4o0_17";
	avatar$1 = "_avatar_1q4o0_22";
	fields = "_fields_1q4o0_26";
	wide = "_wide_1q4o0_34";
	error$1 = "_error_1q4o0_38";
	buttons = "_buttons_1q4o0_44";
	ProfileEditForm_module_default = {
		form: form$2,
		title,
		pictures,
		cover,
		avatar: avatar$1,
		fields,
		wide,
		error: error$1,
		buttons
	};
}));
// src/features/profile/components/ProfileEditForm.tsx
function initialValues(profile) {
	const link = (type) => profile.socialLinks.find((entry) => entry.type === type)?.link ?? "";
	return {
		publicName: profile.publicName,
		nickName: profile.nickName,
		description: profile.description ?? "",
		socialLinkInstagram: link("INSTAGRAM"),
		socialLinkFacebook: link("FACEBOOK"),
		socialLinkTwitter: link("TWITTER")
	};
}
/**
* The profile's edit mode (spec 000 §4, §5): avatar (crop 1) and cover (crop 3) with a preview,
* names, description and social links with the spec's limits. Save sends one multipart PATCH,
* goes to the new nickname's URL and updates the stored user; Cancel discards everything.
*/
function ProfileEditForm({ profile, onDone }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const toast = useToast();
	const problemMessage = wordedBy({
		tooLong: ({ length, max }) => t("edit.maxChars", {
			length,
			max
		}),
		format: t("edit.nickNameFormat"),
		link: t("edit.linkScheme")
	}, t("shared:common.required"));
	const form = useContractForm({
		rules: profileEditRules,
		message: problemMessage,
		defaultValues: initialValues(profile)
	});
	const { text, error } = form;
	const [formError, setFormError] = useState(null);
	const [pictures, setPictures] = useState({});
	const [cropping, setCropping] = useState(null);
	const pickerLabels = useFilePickerLabels();
	const avatarUrl = pictures.avatar?.url;
	const coverUrl = pictures.cover?.url;
	useEffect(() => () => avatarUrl ? URL.revokeObjectURL(avatarUrl) : void 0, [avatarUrl]);
	useEffect(() => () => coverUrl ? URL.revokeObjectURL(coverUrl) : void 0, [coverUrl]);
	const mutation = useMutation({
		mutationFn: (form) => updateProfile(client, profile, form),
		meta: { handlesErrors: true },
		onSuccess: async (saved) => {
			queryClient.setQueryData(profileKeys.profile(saved.nickName), saved);
			if (saved.nickName.toLowerCase() !== profile.nickName.toLowerCase()) queryClient.removeQueries({ queryKey: profileKeys.profile(profile.nickName) });
			client.updateStoredUser({
				nickName: saved.nickName,
				publicName: saved.publicName,
				avatar: saved.avatar
			});
			toast.show({
				message: t("edit.saved"),
				tone: "success"
			});
			onDone();
			await navigate(paths.profile(saved.nickName), { replace: true });
		},
		onError: (error) => {
			const first = error instanceof ApiError ? fieldOf(error.body) : void 0;
			const message = errorMessage(error, sharedT);
			if (first && (first in maxOf || first === "avatar" || first === "cover")) {
				form.clearErrors();
				form.fail(first, message);
			} else setFormError(message);
		}
	});
	const pick = (field) => (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail(field, t(problem === "type" ? "edit.pictureType" : "edit.pictureTooLarge"));
		form.clear(field);
		setCropping({
			field,
			file
		});
	};
	const cropped = (image) => {
		if (!cropping) return;
		const field = cropping.field;
		setPictures((current) => ({
			...current,
			[field]: image
		}));
		setCropping(null);
	};
	const send = (values) => {
		const body = new FormData();
		for (const field of Object.keys(values)) body.append(field, values[field].trim());
		for (const field of ["avatar", "cover"]) {
			const picture = pictures[field];
			if (picture) body.append(field, picture.blob, `${field}.${picture.blob.type === "image/png" ? "png" : "jpg"}`);
		}
		mutation.mutate(body);
	};
	const submit = (event) => {
		setFormError(null);
		form.handleSubmit(send)(event);
	};
	const counter = (field) => ({
		maxChars: maxOf[field],
		formatCounter: (length, max) => t("edit.maxChars", {
			length,
			max
		})
	});
	return /* @__PURE__ */ jsxs("form", {
		className: ProfileEditForm_module_default.form,
		onSubmit: submit,
		noValidate: true,
		"aria-labelledby": "profile-edit-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "profile-edit-title",
				className: ProfileEditForm_module_default.title,
				children: t("edit.title")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileEditForm_module_default.pictures,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("edit.changeCover"),
					error: error("cover"),
					className: ProfileEditForm_module_default.cover,
					children: /* @__PURE__ */ jsx(FilePicker, {
						accept: mediaAccept("picture"),
						labels: pickerLabels,
						previewUrl: pictures.cover?.url ?? profile.cover,
						previewAlt: t("profile.coverAlt", { name: profile.publicName }),
						previewRatio: cropRatios.profileCover,
						onFile: pick("cover")
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("edit.changeAvatar"),
					error: error("avatar"),
					className: ProfileEditForm_module_default.avatar,
					children: /* @__PURE__ */ jsx(FilePicker, {
						accept: mediaAccept("picture"),
						labels: pickerLabels,
						previewUrl: pictures.avatar?.url ?? profile.avatar,
						previewAlt: profile.publicName,
						previewRatio: cropRatios.avatar,
						onFile: pick("avatar")
					})
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileEditForm_module_default.fields,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: t("edit.publicName"),
						required: true,
						error: error("publicName"),
						children: /* @__PURE__ */ jsx(Input, {
							...text("publicName"),
							autoComplete: "name",
							...counter("publicName")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("edit.nickName"),
						required: true,
						hint: t("edit.nickNameHint"),
						error: error("nickName"),
						children: /* @__PURE__ */ jsx(Input, {
							...text("nickName"),
							autoComplete: "username",
							...counter("nickName")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("edit.description"),
						error: error("description"),
						className: ProfileEditForm_module_default.wide,
						children: /* @__PURE__ */ jsx(TextArea, {
							...text("description"),
							rows: 4,
							autoResize: true,
							...counter("description")
						})
					}),
					linkFields.map((field) => /* @__PURE__ */ jsx(FormField, {
						label: t(`edit.${field === "socialLinkInstagram" ? "instagram" : field === "socialLinkFacebook" ? "facebook" : "twitter"}`),
						error: error(field),
						children: /* @__PURE__ */ jsx(Input, {
							type: "url",
							inputMode: "url",
							...text(field),
							placeholder: "https://",
							...counter(field)
						})
					}, field))
				]
			}),
			formError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: ProfileEditForm_module_default.error,
				children: formError
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileEditForm_module_default.buttons,
				children: [/* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "secondary",
					onClick: onDone,
					disabled: mutation.isPending,
					children: t("edit.cancel")
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: mutation.isPending,
					loadingLabel: t("edit.saving"),
					children: t("edit.save")
				})]
			}),
			/* @__PURE__ */ jsx(ImageCropper, {
				file: cropping?.file ?? null,
				ratio: cropping?.field === "avatar" ? cropRatios.avatar : cropRatios.profileCover,
				outputWidth: cropping?.field === "avatar" ? 512 : 1500,
				title: cropping?.field === "avatar" ? t("edit.cropAvatar") : t("edit.cropCover"),
				onCancel: () => setCropping(null),
				onCropped: cropped
			})
		]
	});
}
/** The field the server named in its first error, if any. */
function fieldOf(body) {
	const field = (body?.errors)?.[0]?.field;
	return typeof field === "string" ? field : void 0;
}
var linkFields, maxOf;
var init_ProfileEditForm = __esmMin((() => {
	init_src$2();
	init_src$1();
	init_src$3();
	init_errors();
	init_contractForm();
	init_paths$1();
	init_SessionContext();
	init_ImageCropper();
	init_useFilePickerLabels();
	init_profileApi();
	init_ProfileEditForm_module();
	linkFields = [
		"socialLinkInstagram",
		"socialLinkFacebook",
		"socialLinkTwitter"
	];
	maxOf = profileEditLimits;
}));
// src/features/profile/screens/ProfileScreen.module.css
var pageHeader, head, identity, avatar, names$1, publicName, badge, nickName, actions$1, description, links, link, wall, ProfileScreen_module_default;
var init_ProfileScreen_module = __esmMin((() => {
	pageHeader = "_pageHeader_1r635_1";
	head = "_head_1r635_5";
	identity = "_identity_1r635_9";
	avatar = "_avatar_1r635_18";
	names$1 = "_names_1r635_24";
	publicName = "_publicName_1r635_35";
	badge = "_badge_1r635_45";
	nickName = "_nickName_1r635_49";
	actions$1 = "_actions_1r635_55";
	description = "_description_1r635_70";
	links = "_links_1r635_78";
	link = "_link_1r635_78";
	wall = "_wall_1r635_92";
	ProfileScreen_module_default = {
		pageHeader,
		head,
		identity,
		avatar,
		names: names$1,
		publicName,
		badge,
		nickName,
		actions: actions$1,
		description,
		links,
		link,
		wall
	};
}));
// src/features/profile/screens/ProfileScreen.tsx
var ProfileScreen_exports = /* @__PURE__ */ __exportAll({ ProfileScreen: () => ProfileScreen$1 });
/**
* /profile/{nickName} (spec 000 §2 Profile): the head with its buttons, then for artists the
* owner navigation bar, the content box (songs, playlists, events) and the post wall. A
* non-artist owner sees only the head.
*/
function ProfileScreen$1() {
	const { nickName = "" } = useParams();
	const { t } = useTranslation(["profile", "shared"]);
	const { query, profile, isOwner, isArtist } = useArtistPage(nickName);
	const [editing, setEditing] = useState(null);
	const header = /* @__PURE__ */ jsx(PageHeader, {
		className: ProfileScreen_module_default.pageHeader,
		title: t("titles.profile")
	});
	if (query.isPending) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [header, /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		})]
	});
	if (query.isError || !profile) {
		const notFound = query.error instanceof ApiError && query.error.status === 404;
		return /* @__PURE__ */ jsxs(Container, {
			className: Screen_module_default.page,
			children: [header, /* @__PURE__ */ jsx(EmptyState, {
				title: notFound ? t("profile.notFoundTitle") : t("profile.loadErrorTitle"),
				description: notFound ? t("profile.notFoundText") : void 0,
				action: notFound ? void 0 : /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void query.refetch() })
			})]
		});
	}
	const isEditing = isOwner && editing === profile.uuid;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			header,
			isEditing ? /* @__PURE__ */ jsx(ProfileEditForm, {
				profile,
				onDone: () => setEditing(null)
			}) : /* @__PURE__ */ jsx(ProfileHead, {
				profile,
				isOwner,
				isArtist,
				onEdit: () => setEditing(profile.uuid)
			}),
			isArtist && /* @__PURE__ */ jsxs(Fragment, { children: [
				isOwner && /* @__PURE__ */ jsx(OwnerNav, { nickName: profile.nickName }),
				/* @__PURE__ */ jsx(ArtistContent, {
					artist: profile,
					isOwner
				}),
				/* @__PURE__ */ jsx("section", {
					className: ProfileScreen_module_default.wall,
					"aria-label": t("profile.posts"),
					children: /* @__PURE__ */ jsx(PostWall, {
						artist: profile,
						isOwner
					})
				})
			] })
		]
	});
}
function ProfileHead({ profile, isOwner, isArtist, onEdit }) {
	const { t } = useTranslation("profile");
	const isJudge = profile.authorities.includes("JUDGE_HALL_OF_FAME");
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const socialLabel = {
		INSTAGRAM: t("profile.instagram"),
		FACEBOOK: t("profile.facebook"),
		TWITTER: t("profile.twitter")
	};
	return /* @__PURE__ */ jsxs("header", {
		className: ProfileScreen_module_default.head,
		children: [
			/* @__PURE__ */ jsx(Cover, {
				src: profile.cover,
				alt: t("profile.coverAlt", { name: profile.publicName }),
				ratio: cropRatios.profileCover
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileScreen_module_default.identity,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: profile.avatar,
						name: profile.publicName,
						size: isMobile ? 80 : 112,
						ring: isArtist || isJudge,
						className: ProfileScreen_module_default.avatar
					}),
					/* @__PURE__ */ jsxs("div", {
						className: ProfileScreen_module_default.names,
						children: [/* @__PURE__ */ jsxs("h2", {
							className: ProfileScreen_module_default.publicName,
							children: [profile.publicName, isJudge && /* @__PURE__ */ jsx(Badge, {
								tone: "judge",
								className: ProfileScreen_module_default.badge,
								children: t("profile.judge")
							})]
						}), /* @__PURE__ */ jsxs("p", {
							className: ProfileScreen_module_default.nickName,
							children: ["@", profile.nickName]
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: ProfileScreen_module_default.actions,
						role: "group",
						"aria-label": t("profile.actions"),
						children: isOwner ? /* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							onClick: onEdit,
							children: t("profile.edit")
						}) : /* @__PURE__ */ jsxs(Fragment, { children: [isArtist && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ProfileMoneyActions, { profile }), /* @__PURE__ */ jsx(MessageButton, { opponent: profile })] }), /* @__PURE__ */ jsx(ReportButton, {
							targetKind: "PROFILE",
							targetId: profile.uuid,
							authorUuid: profile.uuid
						})] })
					})
				]
			}),
			profile.description && /* @__PURE__ */ jsx("p", {
				className: ProfileScreen_module_default.description,
				children: profile.description
			}),
			profile.socialLinks.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: ProfileScreen_module_default.links,
				"aria-label": t("profile.socialLinks"),
				children: profile.socialLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
					href: link.link,
					target: "_blank",
					rel: "noopener noreferrer",
					className: ProfileScreen_module_default.link,
					children: [socialLabel[link.type], /* @__PURE__ */ jsxs(VisuallyHidden, { children: [" ", t("profile.opensInNewTab")] })]
				}) }, link.type))
			})
		]
	});
}
var init_ProfileScreen = __esmMin((() => {
	init_src$2();
	init_src$1();
	init_src$3();
	init_public$1();
	init_public();
	init_public$2();
	init_public$3();
	init_Screen_module();
	init_useArtistPage();
	init_OwnerNav();
	init_ProfileEditForm();
	init_ReportButton();
	init_ProfileScreen_module();
	init_RetryButton();
	preloadPostWall();
}));
// src/features/profile/components/Popups.module.css
var form$1, success, Popups_module_default;
var init_Popups_module = __esmMin((() => {
	form$1 = "_form_jak69_1";
	success = "_success_jak69_6";
	Popups_module_default = {
		form: form$1,
		success
	};
}));
// src/features/profile/components/AddSubscriberPopup.tsx
/**
* Add subscriber (spec 001 §4, §5): an e-mail (Send enabled once one is typed) and the days of
* the free subscription; the server mails the invitation. Success shows the spec's text and Done.
*/
function AddSubscriberPopup({ profile, open, onClose }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const form = useContractForm({
		rules: inviteSubscriberRules,
		message: () => t("shared:common.invalidEmail"),
		defaultValues: {
			email: "",
			days: "30"
		}
	});
	const { text, error } = form;
	const { email, days } = form.values;
	const mutation = useMutation({
		mutationFn: () => inviteSubscriber(client, profile.uuid, {
			email: email.trim(),
			days: Number(days) || 30
		}),
		meta: { handlesErrors: true },
		onError: (failure) => form.fail("email", errorMessage(failure, sharedT))
	});
	const close = () => {
		form.reset();
		mutation.reset();
		onClose();
	};
	const submit = form.handleSubmit(() => mutation.mutate());
	const sent = mutation.isSuccess;
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: close,
		title: t("invite.title"),
		closeLabel: t("shared:common.close"),
		actions: sent ? /* @__PURE__ */ jsx(Button, {
			onClick: close,
			children: t("shared:common.done")
		}) : /* @__PURE__ */ jsx(PopupFormActions, {
			form: "add-subscriber-form",
			cancelLabel: t("edit.cancel"),
			onCancel: close,
			cancelWhileBusy: true,
			submitLabel: t("invite.send"),
			submitDisabled: !email.trim(),
			busy: mutation.isPending,
			busyLabel: t("shared:common.loading")
		}),
		children: sent ? /* @__PURE__ */ jsx("p", {
			role: "status",
			className: Popups_module_default.success,
			children: t("invite.sent")
		}) : /* @__PURE__ */ jsxs("form", {
			id: "add-subscriber-form",
			className: Popups_module_default.form,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsx(FormField, {
				label: t("invite.email"),
				required: true,
				error: error("email"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "email",
					autoComplete: "off",
					...text("email")
				})
			}), /* @__PURE__ */ jsx(FormField, {
				label: t("invite.days"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "number",
					inputMode: "numeric",
					min: 1,
					max: 366,
					...text("days")
				})
			})]
		})
	});
}
var init_AddSubscriberPopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_errors();
	init_contractForm();
	init_SessionContext();
	init_profileApi();
	init_Popups_module();
	init_PopupFormActions();
}));
// src/features/profile/components/EditPricesPopup.tsx
/**
* Edit prices (spec 001 §4, §5): subscription and video congratulation prices, both required and
* at least 1, and the rules text (empty is stored as null). A server refusal shows its first
* message under the rules field.
*/
function EditPricesPopup({ profile, open, onClose }) {
	const { client } = useSession();
	const prices = useQuery({
		...servicePricesQueryOptions(client, profile.uuid),
		enabled: open
	});
	return /* @__PURE__ */ jsx(PricesPopup, {
		profile,
		initial: prices.data ?? null,
		open,
		onClose
	}, `${open}-${prices.dataUpdatedAt}`);
}
function PricesPopup({ profile, initial, open, onClose }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const toast = useToast();
	const { values, text, error, handleSubmit } = useContractForm({
		rules: servicePriceRules,
		message: (_field, problem) => problem.rule === "required" ? t("shared:common.required") : t("prices.minPrice"),
		defaultValues: {
			subscribePrice: initial?.subscribePrice.price?.toString() ?? "",
			videoPrice: initial?.videoCongratulationPrice.price?.toString() ?? "",
			rule: initial?.videoCongratulationPrice.rule ?? ""
		}
	});
	const [serverError, setServerError] = useState(null);
	const mutation = useMutation({
		mutationFn: () => updateServicePrices(client, profile.uuid, {
			subscribePrice: { price: Number(values.subscribePrice) },
			videoCongratulationPrice: {
				price: Number(values.videoPrice),
				rule: values.rule.trim() || null
			}
		}),
		meta: { handlesErrors: true },
		onSuccess: async (saved) => {
			queryClient.setQueryData(profileKeys.prices(profile.uuid), saved);
			toast.show({
				message: t("prices.saved"),
				tone: "success"
			});
			onClose();
			await queryClient.invalidateQueries({ queryKey: profileKeys.all });
		},
		onError: (error) => setServerError(errorMessage(error, sharedT))
	});
	const submit = (event) => {
		setServerError(null);
		handleSubmit(() => mutation.mutate())(event);
	};
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		title: t("prices.title"),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(PopupFormActions, {
			form: "edit-prices-form",
			cancelLabel: t("edit.cancel"),
			onCancel: onClose,
			cancelWhileBusy: true,
			submitLabel: t("prices.save"),
			busy: mutation.isPending,
			busyLabel: t("edit.saving")
		}),
		children: /* @__PURE__ */ jsxs("form", {
			id: "edit-prices-form",
			className: Popups_module_default.form,
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ jsx(FormField, {
					label: t("prices.subscribePrice"),
					required: true,
					error: error("subscribePrice"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "number",
						inputMode: "numeric",
						min: limits.priceMin,
						step: 1,
						...text("subscribePrice")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: t("prices.videoPrice"),
					required: true,
					error: error("videoPrice"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "number",
						inputMode: "numeric",
						min: limits.priceMin,
						step: 1,
						...text("videoPrice")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: t("prices.rules"),
					hint: t("prices.rulesHint"),
					error: serverError ?? void 0,
					children: /* @__PURE__ */ jsx(TextArea, {
						...text("rule"),
						rows: 4,
						maxLength: limits.eventDescriptionMax
					})
				})
			]
		})
	});
}
var init_EditPricesPopup = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_errors();
	init_contractForm();
	init_SessionContext();
	init_profileApi();
	init_Popups_module();
	init_PopupFormActions();
}));
// src/features/profile/screens/SubscribersScreen.module.css
var actions, search$1, list, item, name$1, since, pagination$1, SubscribersScreen_module_default;
var init_SubscribersScreen_module = __esmMin((() => {
	actions = "_actions_10dk0_1";
	search$1 = "_search_10dk0_7";
	list = "_list_10dk0_12";
	item = "_item_10dk0_20";
	name$1 = "_name_10dk0_30";
	since = "_since_10dk0_38";
	pagination$1 = "_pagination_10dk0_43";
	SubscribersScreen_module_default = {
		actions,
		search: search$1,
		list,
		item,
		name: name$1,
		since,
		pagination: pagination$1
	};
}));
// src/features/profile/screens/SubscribersScreen.tsx
var SubscribersScreen_exports = /* @__PURE__ */ __exportAll({ SubscribersScreen: () => SubscribersScreen$1 });
/**
* /profile/{nickName}/subscribers (spec 001 §2): the artist's own subscribers with a search box,
* Edit prices and Add subscriber (an e-mail invitation to a free subscription).
*/
function SubscribersScreen$1() {
	const { nickName = "" } = useParams();
	const { t } = useTranslation(["profile", "shared"]);
	const { query, profile, isOwner, isArtist } = useArtistPage(nickName);
	const [dialog, setDialog] = useState(null);
	if (query.isPending || !profile) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.subscribers")
		}), query.isPending ? /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		}) : /* @__PURE__ */ jsx(EmptyState, { title: t("profile.notFoundTitle") })]
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			isOwner && isArtist && /* @__PURE__ */ jsx(OwnerNav, { nickName: profile.nickName }),
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.subscribers"),
				actions: isOwner && isArtist ? /* @__PURE__ */ jsxs("div", {
					className: SubscribersScreen_module_default.actions,
					children: [
						/* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							onClick: () => setDialog("prices"),
							children: t("subscribers.editPrices")
						}),
						/* @__PURE__ */ jsx(Tooltip, {
							content: t("ownerNav.notAvailableYet"),
							children: /* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								"aria-disabled": "true",
								onClick: (event) => event.preventDefault(),
								children: t("subscribers.promoCode")
							})
						}),
						/* @__PURE__ */ jsx(Button, {
							onClick: () => setDialog("invite"),
							children: t("subscribers.addSubscriber")
						})
					]
				}) : void 0
			}),
			isOwner ? /* @__PURE__ */ jsx(SubscriberList, { profile }) : /* @__PURE__ */ jsx(EmptyState, { title: t("subscribers.ownerOnly") }),
			isOwner && isArtist && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(EditPricesPopup, {
				profile,
				open: dialog === "prices",
				onClose: () => setDialog(null)
			}), /* @__PURE__ */ jsx(AddSubscriberPopup, {
				profile,
				open: dialog === "invite",
				onClose: () => setDialog(null)
			})] })
		]
	});
}
function SubscriberList({ profile }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { client } = useSession();
	const [language] = useLanguage();
	const [params, setParams] = useSearchParams();
	const [search, setSearch] = useState("");
	const parsed = Number(params.get("page"));
	const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
	const subscribers = useQuery({
		...subscribersQueryOptions(client, profile.uuid, page),
		placeholderData: keepPreviousData
	});
	if (subscribers.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (subscribers.isError) return /* @__PURE__ */ jsx(EmptyState, {
		title: t("shared:common.somethingWentWrong"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void subscribers.refetch() })
	});
	const all = subscribers.data.elements;
	const query = search.trim().toLowerCase();
	const shown = query ? all.filter((item) => item.follower.nickName.toLowerCase().includes(query)) : all;
	if (all.length === 0 && page === 1) return /* @__PURE__ */ jsx(EmptyState, { title: t("subscribers.empty") });
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(SearchBox, {
			className: SubscribersScreen_module_default.search,
			value: search,
			onChange: setSearch,
			onSearch: setSearch,
			label: t("subscribers.search"),
			placeholder: t("subscribers.searchPlaceholder"),
			clearLabel: t("subscribers.clearSearch")
		}),
		shown.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			compact: true,
			title: t("subscribers.noMatch", { query: search.trim() })
		}) : /* @__PURE__ */ jsx("ul", {
			className: SubscribersScreen_module_default.list,
			"aria-label": t("subscribers.list"),
			children: shown.map((item) => /* @__PURE__ */ jsxs("li", {
				className: SubscribersScreen_module_default.item,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: item.follower.avatar,
						name: item.follower.nickName,
						decorative: true
					}),
					/* @__PURE__ */ jsx(Link, {
						to: paths.profile(item.follower.nickName),
						className: SubscribersScreen_module_default.name,
						children: item.follower.nickName
					}),
					/* @__PURE__ */ jsx("span", {
						className: SubscribersScreen_module_default.since,
						children: t("subscribers.since", { date: formatShortDate(item.subscribeAt, language) })
					})
				]
			}, item.follower.uuid))
		}),
		/* @__PURE__ */ jsx(Pager, {
			className: SubscribersScreen_module_default.pagination,
			page,
			totalPages: subscribers.data.totalPages,
			onPageChange: (next) => setParams({ page: String(next) }),
			maxButtons: 7,
			label: t("subscribers.pages")
		})
	] });
}
var init_SubscribersScreen = __esmMin((() => {
	init_src$1();
	init_format$1();
	init_i18n$12();
	init_paths$1();
	init_SessionContext();
	init_Screen_module();
	init_profileApi();
	init_useArtistPage();
	init_AddSubscriberPopup();
	init_EditPricesPopup();
	init_OwnerNav();
	init_SubscribersScreen_module();
	init_RetryButton();
	init_Pager();
}));
// src/features/profile/screens/InvitationScreen.tsx
var InvitationScreen_exports = /* @__PURE__ */ __exportAll({ InvitationScreen: () => InvitationScreen$1 });
/**
* /subscriptions/invitation?key=… — the link of an artist's invitation e-mail. The signed-in
* invitee (guests sign in first and come back here) accepts it once on arrival.
*/
function InvitationScreen$1() {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const [language] = useLanguage();
	const [params] = useSearchParams();
	const key = params.get("key") ?? "";
	const started = useRef(false);
	const mutation = useMutation({
		mutationFn: () => acceptInvitation(client, key),
		meta: { handlesErrors: true },
		onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all })
	});
	useEffect(() => {
		if (!key || started.current) return;
		started.current = true;
		mutation.mutate();
	}, [key, mutation]);
	let body;
	if (!key) body = /* @__PURE__ */ jsx(EmptyState, {
		title: t("invitation.failedTitle"),
		description: t("invitation.missingKey")
	});
	else if (mutation.isSuccess) body = /* @__PURE__ */ jsx(EmptyState, {
		title: t("invitation.acceptedTitle"),
		description: t("invitation.acceptedText", {
			artist: mutation.data.artist.nickName,
			date: formatDate(mutation.data.until, language)
		}),
		action: /* @__PURE__ */ jsx(LinkButton, {
			to: paths.profile(mutation.data.artist.nickName),
			children: t("invitation.openProfile")
		})
	});
	else if (mutation.isError) body = /* @__PURE__ */ jsx("div", {
		role: "alert",
		children: /* @__PURE__ */ jsx(EmptyState, {
			title: t("invitation.failedTitle"),
			description: errorMessage(mutation.error, sharedT)
		})
	});
	else body = /* @__PURE__ */ jsx(Preloader, {
		label: t("invitation.accepting"),
		centered: true
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.invitation")
		}), body]
	});
}
var init_InvitationScreen = __esmMin((() => {
	init_src$1();
	init_errors();
	init_format$1();
	init_i18n$12();
	init_paths$1();
	init_SessionContext();
	init_LinkButton();
	init_Screen_module();
	init_profileApi();
}));
// src/features/profile/feature.tsx
init_feature();
init_paths$1();
var catalogueStrings = () => Promise.resolve().then(() => (init_public$1(), public_exports)).then((m) => m.catalogueStrings());
var { screen: screen$1, define: define$1 } = featureOf("profile", () => Promise.resolve().then(() => (init_i18n$9(), i18n_exports$8)).then((m) => m.strings), { catalogue: catalogueStrings });
var ProfileScreen = screen$1(() => Promise.resolve().then(() => (init_ProfileScreen(), ProfileScreen_exports)).then((m) => m.ProfileScreen));
var SubscribersScreen = screen$1(() => Promise.resolve().then(() => (init_SubscribersScreen(), SubscribersScreen_exports)).then((m) => m.SubscribersScreen));
var InvitationScreen = screen$1(() => Promise.resolve().then(() => (init_InvitationScreen(), InvitationScreen_exports)).then((m) => m.InvitationScreen));
/** The profile link needs a nickname; guests are sent to sign in instead. */
var profileHref = (state) => state.loggedIn && state.user ? paths.profile(state.user.nickName) : paths.signIn;
/** Artist and fan profiles, the artist's subscribers and subscriber invitations (spec 000 §2, 001 §2). */
var profileFeature = define$1({
	routes: [
		{
			path: "/profile/:nickName",
			title: "profile",
			guarded: true,
			element: /* @__PURE__ */ jsx(ProfileScreen, {})
		},
		{
			path: "/profile/:nickName/subscribers",
			title: "subscribers",
			guarded: true,
			element: /* @__PURE__ */ jsx(SubscribersScreen, {})
		},
		{
			path: "/subscriptions/invitation",
			title: "invitation",
			guarded: true,
			element: /* @__PURE__ */ jsx(InvitationScreen, {})
		}
	],
	nav: [navEntry("profile", "profile", profileHref, {
		side: {
			order: 40,
			when: (state) => state.loggedIn
		},
		bottom: { order: 20 }
	})]
});
// src/features/search/i18n/en.ts
var en;
var init_en = __esmMin((() => {
	en = {
		titles: { search: "Search" },
		search: {
			boxLabel: "Search artists, songs and events",
			placeholder: "Search",
			clear: "Clear search",
			filter: "Filter",
			filterTitle: "Filter",
			typeLegend: "What to look for",
			genresLegend: "Genres",
			genresLoading: "Loading genres…",
			genresFailed: "Genres could not be loaded.",
			apply: "Apply",
			types: {
				ARTIST: "Artists",
				SONG: "Songs",
				EVENT: "Events"
			},
			chipsLabel: "Active filters",
			genreChip: "Genres: {{count}}",
			removeChip: "Remove filter: {{name}}",
			startTitle: "Start your journey",
			startText: "Type a name to find artists, or open the filter to look for songs by genre and for events.",
			noMatches: "No matches found",
			noMatchesText: "Check the spelling, type fewer letters or change the filter.",
			errorTitle: "Search failed",
			errorText: "The results could not be loaded. Check your connection and try again.",
			results: "Results",
			pagination: "Result pages",
			play: "Play {{name}}",
			pause: "Pause {{name}}",
			noAudio: "No audio for {{name}}"
		}
	};
}));
// src/features/search/i18n/uk.ts
var uk;
var init_uk = __esmMin((() => {
	uk = {
		titles: { search: "Пошук" },
		search: {
			boxLabel: "Шукати артистів, пісні та події",
			placeholder: "Пошук",
			clear: "Очистити пошук",
			filter: "Фільтр",
			filterTitle: "Фільтр",
			typeLegend: "Що шукати",
			genresLegend: "Жанри",
			genresLoading: "Завантаження жанрів…",
			genresFailed: "Не вдалося завантажити жанри.",
			apply: "Застосувати",
			types: {
				ARTIST: "Артисти",
				SONG: "Пісні",
				EVENT: "Події"
			},
			chipsLabel: "Активні фільтри",
			genreChip: "Жанри: {{count}}",
			removeChip: "Прибрати фільтр: {{name}}",
			startTitle: "Почніть свою подорож",
			startText: "Введіть ім'я, щоб знайти артиста, або відкрийте фільтр, щоб шукати пісні за жанром і події.",
			noMatches: "Нічого не знайдено",
			noMatchesText: "Перевірте написання, введіть менше літер або змініть фільтр.",
			errorTitle: "Пошук не вдався",
			errorText: "Не вдалося завантажити результати. Перевірте з'єднання і спробуйте ще раз.",
			results: "Результати",
			pagination: "Сторінки результатів",
			play: "Відтворити «{{name}}»",
			pause: "Пауза: «{{name}}»",
			noAudio: "Немає аудіо для «{{name}}»"
		}
	};
}));
// src/features/search/i18n/index.ts
var i18n_exports = /* @__PURE__ */ __exportAll({ strings: () => strings });
var strings;
var init_i18n = __esmMin((() => {
	init_en();
	init_uk();
	strings = {
		en,
		uk
	};
}));
// src/features/search/api/searchApi.ts
async function search(client, params, signal) {
	const body = {};
	if (params.text) body.textSearch = params.text;
	if (params.type === "SONG" && params.genres.length > 0) body.genres = [...params.genres];
	const answer = await client.call(endpoints.search.search, {
		params: { type: params.type },
		query: {
			page: params.page,
			sort: ""
		},
		body,
		signal
	});
	return {
		type: params.type,
		elements: answer.elements,
		totalPages: answer.totalPages
	};
}
var searchQueryOptions, genresQueryOptions;
var init_searchApi = __esmMin((() => {
	init_src$3();
	searchQueryOptions = (client, params) => queryOptions({
		queryKey: [
			"search",
			params.type,
			params.text,
			[...params.genres].sort(),
			params.page
		],
		queryFn: ({ signal }) => search(client, params, signal),
		placeholderData: (previous) => previous?.type === params.type ? previous : void 0
	});
	genresQueryOptions = (client) => queryOptions({
		queryKey: ["genres"],
		queryFn: ({ signal }) => client.getGenres({ signal }),
		staleTime: Infinity
	});
}));
// src/features/search/components/FilterChips.module.css
var chips, chip, remove, FilterChips_module_default;
var init_FilterChips_module = __esmMin((() => {
	chips = "_chips_nstrx_1";
	chip = "_chip_nstrx_1";
	remove = "_remove_nstrx_22";
	FilterChips_module_default = {
		chips,
		chip,
		remove
	};
}));
// src/features/search/components/FilterChips.tsx
/** The chips of the applied filter, each with its own remove button. */
function FilterChips({ state, onClearType, onClearGenres }) {
	const { t } = useTranslation("search");
	if (!state.filtered) return null;
	const chips = [{
		key: "type",
		name: t(`search.types.${state.type}`),
		clear: onClearType
	}];
	if (state.genres.length > 0) chips.push({
		key: "genres",
		name: t("search.genreChip", { count: state.genres.length }),
		clear: onClearGenres
	});
	return /* @__PURE__ */ jsx("ul", {
		className: FilterChips_module_default.chips,
		"aria-label": t("search.chipsLabel"),
		children: chips.map((chip) => /* @__PURE__ */ jsxs("li", {
			className: FilterChips_module_default.chip,
			children: [/* @__PURE__ */ jsx("span", { children: chip.name }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: FilterChips_module_default.remove,
				"aria-label": t("search.removeChip", { name: chip.name }),
				onClick: chip.clear,
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})]
		}, chip.key))
	});
}
var init_FilterChips = __esmMin((() => {
	init_src$1();
	init_FilterChips_module();
}));
// src/features/search/components/FilterPopup.module.css
var form, fieldset, legend, types, type, genres, error, FilterPopup_module_default;
var init_FilterPopup_module = __esmMin((() => {
	form = "_form_tw5pz_1";
	fieldset = "_fieldset_tw5pz_6";
	legend = "_legend_tw5pz_13";
	types = "_types_tw5pz_18";
	type = "_type_tw5pz_18";
	genres = "_genres_tw5pz_52";
	error = "_error_tw5pz_61";
	FilterPopup_module_default = {
		form,
		fieldset,
		legend,
		types,
		type,
		genres,
		error
	};
}));
// src/features/search/components/FilterPopup.tsx
/** The Filter popup (spec 001 §2, §4): the type (ARTIST by default) and, for songs, genres. */
function FilterPopup({ open, initial, onClose, onApply }) {
	const { t } = useTranslation(["search", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		title: t("search.filterTitle"),
		closeLabel: t("shared:common.close"),
		size: "sm",
		actions: /* @__PURE__ */ jsx(PopupFormActions, {
			form: "search-filter",
			cancelLabel: t("shared:common.cancel"),
			onCancel: onClose,
			cancelVariant: "ghost",
			submitLabel: t("search.apply")
		}),
		children: open && /* @__PURE__ */ jsx(FilterForm, {
			initial,
			onApply
		})
	});
}
function FilterForm({ initial, onApply }) {
	const { t } = useTranslation(["search", "shared"]);
	const [type, setType] = useState(initial.type);
	const [chosen, setChosen] = useState(new Set(initial.genres));
	const toggle = (genre, on) => {
		const next = new Set(chosen);
		if (on) next.add(genre);
		else next.delete(genre);
		setChosen(next);
	};
	return /* @__PURE__ */ jsxs("form", {
		id: "search-filter",
		className: FilterPopup_module_default.form,
		onSubmit: (event) => {
			event.preventDefault();
			onApply({
				type,
				genres: type === "SONG" ? [...chosen] : []
			});
		},
		children: [/* @__PURE__ */ jsxs("fieldset", {
			className: FilterPopup_module_default.fieldset,
			children: [/* @__PURE__ */ jsx("legend", {
				className: FilterPopup_module_default.legend,
				children: t("search.typeLegend")
			}), /* @__PURE__ */ jsx("div", {
				className: FilterPopup_module_default.types,
				children: typeOrder.map((option) => /* @__PURE__ */ jsxs("label", {
					className: FilterPopup_module_default.type,
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "type",
						value: option,
						checked: type === option,
						onChange: () => setType(option)
					}), /* @__PURE__ */ jsx("span", { children: t(`search.types.${option}`) })]
				}, option))
			})]
		}), type === "SONG" && /* @__PURE__ */ jsx(GenreChoice, {
			chosen,
			onToggle: toggle
		})]
	});
}
function GenreChoice({ chosen, onToggle }) {
	const { t } = useTranslation(["search", "shared"]);
	const { client } = useSession();
	const genres = useQuery({
		...genresQueryOptions(client),
		meta: { handlesErrors: true }
	});
	const genreLabel = useGenreLabel();
	return /* @__PURE__ */ jsxs("fieldset", {
		className: FilterPopup_module_default.fieldset,
		children: [/* @__PURE__ */ jsx("legend", {
			className: FilterPopup_module_default.legend,
			children: t("search.genresLegend")
		}), genres.isPending ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("search.genresLoading")
		}) : genres.isError ? /* @__PURE__ */ jsxs("p", {
			role: "alert",
			className: FilterPopup_module_default.error,
			children: [
				t("search.genresFailed"),
				" ",
				/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => void genres.refetch(),
					children: t("shared:common.retry")
				})
			]
		}) : /* @__PURE__ */ jsx("ul", {
			className: FilterPopup_module_default.genres,
			children: genres.data.map((genre) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Checkbox, {
				label: genreLabel(genre),
				checked: chosen.has(genre.value),
				onChange: (event) => onToggle(genre.value, event.target.checked)
			}) }, genre.value))
		})]
	});
}
var typeOrder;
var init_FilterPopup = __esmMin((() => {
	init_src$1();
	init_SessionContext();
	init_useGenreLabel();
	init_searchApi();
	init_FilterPopup_module();
	init_PopupFormActions();
	typeOrder = [
		"ARTIST",
		"SONG",
		"EVENT"
	];
}));
// src/features/search/components/SearchResults.module.css
var artists, songs, events, artist, event, author, names, songText, eventText, name, nick, when, genre, length, song, SearchResults_module_default;
var init_SearchResults_module = __esmMin((() => {
	artists = "_artists_1n0u6_1";
	songs = "_songs_1n0u6_2";
	events = "_events_1n0u6_3";
	artist = "_artist_1n0u6_1";
	event = "_event_1n0u6_3";
	author = "_author_1n0u6_37";
	names = "_names_1n0u6_42";
	songText = "_songText_1n0u6_43";
	eventText = "_eventText_1n0u6_44";
	name = "_name_1n0u6_42";
	nick = "_nick_1n0u6_55";
	when = "_when_1n0u6_57";
	genre = "_genre_1n0u6_58";
	length = "_length_1n0u6_59";
	song = "_song_1n0u6_2";
	SearchResults_module_default = {
		artists,
		songs,
		events,
		artist,
		event,
		author,
		names,
		songText,
		eventText,
		name,
		nick,
		when,
		genre,
		length,
		song
	};
}));
// src/features/search/components/SearchResults.tsx
/** The results of one page, drawn for their type. */
function SearchResults({ page }) {
	switch (page.type) {
		case "ARTIST": return /* @__PURE__ */ jsx(ArtistResults, { artists: page.elements });
		case "SONG": return /* @__PURE__ */ jsx(SongResults, { songs: page.elements });
		case "EVENT": return /* @__PURE__ */ jsx(EventResults, { events: page.elements });
	}
}
/** Artists link to their profiles (spec 001 §2). */
function ArtistResults({ artists }) {
	return /* @__PURE__ */ jsx("ul", {
		className: SearchResults_module_default.artists,
		children: artists.map((artist) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
			to: paths.profile(artist.nickName),
			className: SearchResults_module_default.artist,
			children: [/* @__PURE__ */ jsx(Avatar, {
				src: artist.avatar,
				name: artist.publicName,
				size: "lg",
				ring: true,
				decorative: true
			}), /* @__PURE__ */ jsxs("span", {
				className: SearchResults_module_default.names,
				children: [/* @__PURE__ */ jsx("span", {
					className: SearchResults_module_default.name,
					children: artist.publicName
				}), /* @__PURE__ */ jsxs("span", {
					className: SearchResults_module_default.nick,
					children: ["@", artist.nickName]
				})]
			})]
		}) }, artist.uuid))
	});
}
/** Songs play in the app-wide player, the page's songs as its queue. */
function SongResults({ songs }) {
	const { t } = useTranslation(["search", "shared"]);
	const genreLabel = useGenreCodeLabel();
	const player = usePlayer();
	const queue = songs.map(trackOf).filter((track) => track !== null);
	return /* @__PURE__ */ jsx("ul", {
		className: SearchResults_module_default.songs,
		children: songs.map((song) => {
			const track = trackOf(song);
			const current = player.isCurrent(`song:${song.id}`);
			const playing = current && player.playing;
			return /* @__PURE__ */ jsxs("li", {
				className: SearchResults_module_default.song,
				"data-current": current || void 0,
				children: [
					/* @__PURE__ */ jsx(IconButton, {
						variant: current ? "primary" : "secondary",
						className: SearchResults_module_default.play,
						icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
						label: t(playing ? "search.pause" : track ? "search.play" : "search.noAudio", { name: song.songName }),
						pressed: playing,
						disabled: !track,
						onClick: () => {
							if (!track) return;
							if (current) player.toggle();
							else player.play(track, queue);
						}
					}),
					/* @__PURE__ */ jsxs("span", {
						className: SearchResults_module_default.songText,
						children: [/* @__PURE__ */ jsx("span", {
							className: SearchResults_module_default.name,
							children: song.songName
						}), /* @__PURE__ */ jsxs(Link, {
							to: paths.profile(song.author.nickName),
							className: SearchResults_module_default.author,
							children: ["@", song.author.nickName]
						})]
					}),
					/* @__PURE__ */ jsx("span", {
						className: SearchResults_module_default.genre,
						children: genreLabel(song.genre)
					}),
					/* @__PURE__ */ jsx("span", {
						className: SearchResults_module_default.length,
						children: formatDuration(song.lengthOfSong)
					}),
					/* @__PURE__ */ jsx(QueueMenu, { track })
				]
			}, song.id);
		})
	});
}
/** Events link to their pages. */
function EventResults({ events }) {
	const [language] = useLanguage();
	return /* @__PURE__ */ jsx("ul", {
		className: SearchResults_module_default.events,
		children: events.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
			to: eventPath(event),
			className: SearchResults_module_default.event,
			children: [/* @__PURE__ */ jsx(Cover, {
				src: event.eventCoverThumbnail,
				alt: "",
				ratio: 1.5
			}), /* @__PURE__ */ jsxs("span", {
				className: SearchResults_module_default.eventText,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: SearchResults_module_default.name,
						children: event.eventTitle
					}),
					/* @__PURE__ */ jsx("time", {
						className: SearchResults_module_default.when,
						dateTime: event.eventStartAt.replace(" ", "T") + "Z",
						children: formatDateTime(event.eventStartAt, language)
					}),
					/* @__PURE__ */ jsxs("span", {
						className: SearchResults_module_default.nick,
						children: ["@", event.author.nickName]
					})
				]
			})]
		}) }, event.id))
	});
}
var eventPath, trackOf;
var init_SearchResults = __esmMin((() => {
	init_src$1();
	init_format$1();
	init_i18n$12();
	init_referenceLabels();
	init_paths$1();
	init_PlayerContext();
	init_QueueMenu();
	init_SearchResults_module();
	eventPath = (event) => `${paths.profile(event.author.nickName)}/events/${event.id}?userUuid=${encodeURIComponent(event.author.uuid)}`;
	trackOf = (song) => song.songUrl ? {
		id: `song:${song.id}`,
		title: song.songName,
		artist: song.author.nickName,
		src: song.songUrl,
		media: song.media
	} : null;
}));
// src/features/search/searchState.ts
function readSearchState(params) {
	const page = Number.parseInt(params.get("page") ?? "", 10);
	const type = searchTypes.safeParse(params.get("type")?.toUpperCase());
	const genres = (params.get("genres") ?? "").split(",").filter((genre) => knownGenres.has(genre));
	return {
		page: Number.isFinite(page) && page >= 1 ? page : 1,
		text: (params.get("q") ?? "").trim(),
		type: type.success ? type.data : defaultType,
		filtered: type.success,
		genres: type.success && type.data === "SONG" ? [...new Set(genres)] : []
	};
}
function writeSearchState(state) {
	const params = new URLSearchParams();
	params.set("page", String(state.page));
	if (state.text) params.set("q", state.text);
	if (state.filtered) params.set("type", state.type);
	if (state.filtered && state.type === "SONG" && state.genres.length > 0) params.set("genres", state.genres.join(","));
	return params;
}
var defaultType, knownGenres, isIdle;
var init_searchState = __esmMin((() => {
	init_src$3();
	defaultType = "ARTIST";
	knownGenres = new Set(genres$2.codes);
	isIdle = (state) => !state.text && !state.filtered;
}));
// src/features/search/screens/SearchScreen.module.css
var toolbar, box, results, status, stale, pagination, SearchScreen_module_default;
var init_SearchScreen_module = __esmMin((() => {
	toolbar = "_toolbar_1e006_1";
	box = "_box_1e006_8";
	results = "_results_1e006_13";
	status = "_status_1e006_17";
	stale = "_stale_1e006_21";
	pagination = "_pagination_1e006_26";
	SearchScreen_module_default = {
		toolbar,
		box,
		results,
		status,
		stale,
		pagination
	};
}));
// src/features/search/screens/SearchScreen.tsx
var SearchScreen_exports = /* @__PURE__ */ __exportAll({ SearchScreen: () => SearchScreen$1 });
/**
* Site-wide search (spec 001 §2, §4): a debounced search box, the Filter popup (type, genres
* for songs), chips of the applied filter, the results of the chosen type and their pages.
* Everything the results depend on is in the address, so a page change refetches (§4).
*/
function SearchScreen$1() {
	const { t } = useTranslation(["search", "shared"]);
	const { client } = useSession();
	const [params, setParams] = useSearchParams();
	const state = readSearchState(params);
	const [filterOpen, setFilterOpen] = useState(false);
	const [emitted, setEmitted] = useState(state.text);
	const [seenText, setSeenText] = useState(state.text);
	const [boxKey, setBoxKey] = useState(0);
	if (state.text !== seenText) {
		setSeenText(state.text);
		if (state.text !== emitted) {
			setEmitted(state.text);
			setBoxKey((key) => key + 1);
		}
	}
	const go = (next, options = {}) => setParams(writeSearchState(next), options);
	const idle = isIdle(state);
	const results = useQuery({
		...searchQueryOptions(client, {
			type: state.type,
			text: state.text,
			genres: state.genres,
			page: uiPageToApi(state.page)
		}),
		enabled: !idle,
		meta: { handlesErrors: true }
	});
	const onSearch = (text) => {
		setEmitted(text);
		go({
			...state,
			text,
			page: 1
		}, { replace: true });
	};
	const applyFilter = (choice) => {
		setFilterOpen(false);
		go({
			...state,
			type: choice.type,
			genres: choice.type === "SONG" ? choice.genres : [],
			filtered: true,
			page: 1
		});
	};
	const clearType = () => go({
		page: 1,
		text: "",
		type: defaultType,
		filtered: false,
		genres: []
	});
	const clearGenres = () => go({
		...state,
		genres: [],
		page: 1
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.search")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: SearchScreen_module_default.toolbar,
				children: [/* @__PURE__ */ jsx(SearchBox, {
					className: SearchScreen_module_default.box,
					defaultValue: state.text,
					onSearch,
					label: t("search.boxLabel"),
					placeholder: t("search.placeholder"),
					clearLabel: t("search.clear")
				}, boxKey), /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					iconEnd: /* @__PURE__ */ jsx(ChevronDownIcon, {}),
					"aria-haspopup": "dialog",
					onClick: () => setFilterOpen(true),
					children: t("search.filter")
				})]
			}),
			/* @__PURE__ */ jsx(FilterChips, {
				state,
				onClearType: clearType,
				onClearGenres: clearGenres
			}),
			/* @__PURE__ */ jsxs("section", {
				className: SearchScreen_module_default.results,
				"aria-labelledby": "search-results-title",
				"aria-busy": results.isFetching,
				children: [/* @__PURE__ */ jsx(VisuallyHidden, {
					as: "h2",
					id: "search-results-title",
					children: t("search.results")
				}), idle ? /* @__PURE__ */ jsx(EmptyState, {
					headingLevel: "h3",
					title: t("search.startTitle"),
					description: t("search.startText")
				}) : results.isPending ? /* @__PURE__ */ jsx("p", {
					className: SearchScreen_module_default.status,
					role: "status",
					children: t("shared:common.loading")
				}) : results.isError ? /* @__PURE__ */ jsx("div", {
					role: "alert",
					children: /* @__PURE__ */ jsx(EmptyState, {
						compact: true,
						headingLevel: "h3",
						title: t("search.errorTitle"),
						description: t("search.errorText"),
						action: /* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							loading: results.isFetching,
							loadingLabel: t("shared:common.loading"),
							onClick: () => void results.refetch(),
							children: t("shared:common.retry")
						})
					})
				}) : results.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
					headingLevel: "h3",
					title: t("search.noMatches"),
					description: t("search.noMatchesText")
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
					className: results.isPlaceholderData ? SearchScreen_module_default.stale : void 0,
					children: /* @__PURE__ */ jsx(SearchResults, { page: results.data })
				}), /* @__PURE__ */ jsx(Pager, {
					className: SearchScreen_module_default.pagination,
					page: state.page,
					totalPages: results.data.totalPages,
					onPageChange: (page) => {
						go({
							...state,
							page
						});
						window.scrollTo({ top: 0 });
					},
					label: t("search.pagination")
				})] })]
			}),
			/* @__PURE__ */ jsx(FilterPopup, {
				open: filterOpen,
				initial: {
					type: state.type,
					genres: state.genres
				},
				onClose: () => setFilterOpen(false),
				onApply: applyFilter
			})
		]
	});
}
var init_SearchScreen = __esmMin((() => {
	init_src$1();
	init_src$3();
	init_SessionContext();
	init_Screen_module();
	init_searchApi();
	init_FilterChips();
	init_FilterPopup();
	init_SearchResults();
	init_searchState();
	init_SearchScreen_module();
	init_Pager();
}));
// src/features/search/feature.tsx
init_feature();
init_paths$1();
var { screen, define } = featureOf("search", () => Promise.resolve().then(() => (init_i18n(), i18n_exports)).then((m) => m.strings));
var SearchScreen = screen(() => Promise.resolve().then(() => (init_SearchScreen(), SearchScreen_exports)).then((m) => m.SearchScreen));
// src/app/features.ts
/**
* Every feature of the app, one line each. A feature brings its routes, navigation entries and
* strings (see shared/feature.ts); its screens stay in their own chunks until visited.
*/
var features = [
	feedFeature,
	accountsFeature,
	legalFeature,
	define({
		routes: [{
			path: "/search",
			title: "search",
			guarded: true,
			element: /* @__PURE__ */ jsx(SearchScreen, {})
		}],
		nav: [navEntry("search", "search", paths.search, {
			side: { order: 10 },
			menu: { order: 50 }
		})]
	}),
	greetingsFeature,
	profileFeature,
	catalogueFeature,
	chatFeature,
	hallOfFameFeature,
	marketsFeature,
	paymentsFeature,
	notificationsFeature
];
var NotFound_module_default = {
	notFound: "_notFound_1563w_1",
	code: "_code_1563w_9"
};
// src/app/routing/NotFoundScreen.tsx
init_src$1();
init_LinkButton();
init_Screen_module();
/** Any unknown route (spec 002 §2: a 'Page not found' heading). */
function NotFoundScreen() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Container, {
		size: "narrow",
		className: `${Screen_module_default.page} ${NotFound_module_default.notFound}`,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: NotFound_module_default.code,
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: Screen_module_default.title,
				children: t("titles.notFound")
			}),
			/* @__PURE__ */ jsx("p", {
				className: Screen_module_default.lead,
				children: t("notFound.text")
			}),
			/* @__PURE__ */ jsx(LinkButton, {
				to: "/",
				children: t("common.backHome")
			})
		]
	});
}
// src/app/routing/routeTable.tsx
init_i18n$12();
/**
* The route table of spec 002 §2, collected from the features. Each screen is its own chunk,
* so `/` downloads only the shell and the home screen. Routes are declarative (<Routes>) rather
* than a data router: the data router adds ~19 KB gzip to the first download, and data loading
* lives in TanStack Query anyway.
*
* Guards: the 002 table flags profile, profile songs, profile events and chat; spec 000 §6 and
* 001 §2 also send guests from /search, /video and /settings to sign in, while the 002 table
* marks those three open. The stricter reading is applied: all seven need a signed-in user.
*/
var appRoutes = [...features.flatMap((feature) => feature.routes.map((route) => ({
	...route,
	namespace: feature.namespace
}))), {
	path: "*",
	title: "notFound",
	namespace: sharedNamespace,
	element: /* @__PURE__ */ jsx(NotFoundScreen, {})
}];
// src/app/routing/currentRoute.ts
/** The table entry of the current location: its title and chrome. */
function useCurrentRoute() {
	const { pathname } = useLocation();
	return useMemo(() => matchRoutes(appRoutes, pathname)?.at(-1)?.route, [pathname]);
}
// src/app/routing/RouteErrorScreen.tsx
init_src$1();
init_Screen_module();
/**
* A screen that failed to render or whose code failed to load — usually a deploy replaced the
* chunk this tab was about to fetch, so reloading picks up the new build.
*/
function RouteErrorScreen() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Container, {
		size: "narrow",
		className: `${Screen_module_default.page} ${NotFound_module_default.notFound}`,
		role: "alert",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: Screen_module_default.title,
				children: t("routeError.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: Screen_module_default.lead,
				children: t("routeError.text")
			}),
			/* @__PURE__ */ jsx(Button, {
				onClick: () => window.location.reload(),
				children: t("routeError.reload")
			})
		]
	});
}
// src/app/routing/ScreenBoundary.tsx
/**
* Catches a screen that throws while rendering or whose chunk fails to load (typically after a
* deploy replaced it), and offers a reload instead of a blank page.
*/
var ScreenBoundary = class extends Component {
	state = {
		error: null,
		resetKey: this.props.resetKey
	};
	static getDerivedStateFromError(error) {
		return { error };
	}
	static getDerivedStateFromProps(props, state) {
		return props.resetKey === state.resetKey ? null : {
			error: null,
			resetKey: props.resetKey
		};
	}
	render() {
		return this.state.error ? /* @__PURE__ */ jsx(RouteErrorScreen, {}) : this.props.children;
	}
};
// src/app/layout/navItems.ts
init_paths$1();
var entries = features.flatMap((feature) => feature.nav ?? []);
function place(state, position) {
	return entries.flatMap((entry) => {
		const at = position(entry);
		if (!at || at.when && !at.when(state)) return [];
		const href = typeof entry.href === "string" ? entry.href : entry.href(state);
		return [{
			key: entry.key,
			label: at.label ?? entry.label,
			icon: entry.icon,
			href,
			order: at.order
		}];
	});
}
var inOrder = (items) => items.sort((a, b) => a.order - b.order).map(({ order: _order, ...spec }) => spec);
/**
* Desktop side navigation (spec 000 §2): search, home, video, profile and chat for signed-in
* users only, hall of fame, auctions, secondary market.
*/
function sideNavItems(state) {
	return inOrder(place(state, (entry) => entry.side));
}
/**
* Phone bottom bar (spec 000 §2): home, profile, chat, add-post for artists, menu toggle.
* Guests keep profile and chat; both lead to sign in.
*/
function bottomBarItems(state) {
	const items = inOrder(place(state, (entry) => entry.bottom));
	if (state.isArtist) items.push({
		key: "addPost",
		label: "addPost",
		icon: "plus",
		action: "addPost"
	});
	items.push({
		key: "menu",
		label: "menu",
		icon: "menu",
		action: "toggleMenu"
	});
	return items;
}
/** Phone menu (spec 000 §2): the rest of the navigation, then Sign out (or Sign In for guests) in its footer. */
function mobileMenuItems() {
	return inOrder(place({
		loggedIn: false,
		isArtist: false,
		user: null
	}, (entry) => entry.menu));
}
/** Whether `href` is the section the user is in; home only on exactly '/'. */
function isActive(href, pathname) {
	const path = href.split("?")[0] ?? href;
	if (path === paths.home) return pathname === paths.home;
	return pathname === path || pathname.startsWith(`${path}/`);
}
var AppNavigation_module_default = {
	sideArea: "_sideArea_rkqtd_1",
	logoLink: "_logoLink_rkqtd_10",
	bottom: "_bottom_rkqtd_17",
	account: "_account_rkqtd_28",
	language: "_language_rkqtd_39",
	menuFooter: "_menuFooter_rkqtd_43",
	mobileBell: "_mobileBell_rkqtd_48"
};
// src/app/layout/AppNavigation.tsx
init_src$1();
init_src$3();
init_public$2();
init_public$5();
init_services();
init_LanguageSwitcher();
init_paths$1();
init_SessionContext();
init_LinkButton();
var renderLink$1 = ({ href, children, ...props }) => /* @__PURE__ */ jsx(Link, {
	to: href,
	...props,
	children
});
/** The desktop add-post button needs more than 800 px of window height (spec 000 §2). */
var addPostHeightQuery = `(height > ${breakpoints$1.addPostMinHeight}px)`;
function useSignOut() {
	const { signOut } = useSession();
	const { queryClient } = useServices();
	const navigate = useNavigate();
	return async () => {
		await signOut();
		queryClient.clear();
		await navigate(paths.home);
	};
}
function useNavItems(specs, actions = {}) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	return specs.map((spec) => ({
		key: spec.key,
		label: t(`nav.${spec.label}`),
		icon: /* @__PURE__ */ jsx(Icon, { name: spec.icon }),
		href: spec.href,
		active: spec.href ? isActive(spec.href, pathname) : false,
		onClick: spec.action ? () => actions[spec.action]?.() : void 0
	}));
}
/** Side navigation for windows 600 px and wider; icons only below 1200 px. */
function DesktopNavigation() {
	const { t } = useTranslation();
	const session = useSession();
	const signOut = useSignOut();
	const collapsed = useMediaQuery(mediaQueries.below.desktop);
	const tallEnough = useMediaQuery(addPostHeightQuery, true);
	const [addPostOpen, setAddPostOpen] = useState(false);
	const items = useNavItems(sideNavItems(session));
	const unread = useUnreadNotifications();
	const bottom = /* @__PURE__ */ jsxs("div", {
		className: AppNavigation_module_default.bottom,
		children: [
			unread !== null && /* @__PURE__ */ jsx(NotificationsBell, {
				unread,
				compact: collapsed
			}),
			session.isArtist && tallEnough && (collapsed ? /* @__PURE__ */ jsx(IconButton, {
				variant: "primary",
				label: t("nav.addPost"),
				icon: /* @__PURE__ */ jsx(PlusIcon, {}),
				onClick: () => setAddPostOpen(true)
			}) : /* @__PURE__ */ jsx(Button, {
				iconStart: /* @__PURE__ */ jsx(PlusIcon, {}),
				fullWidth: true,
				onClick: () => setAddPostOpen(true),
				children: t("nav.addPost")
			})),
			session.loggedIn ? /* @__PURE__ */ jsxs("div", {
				className: AppNavigation_module_default.account,
				children: [/* @__PURE__ */ jsx(LinkButton, {
					to: paths.settings,
					variant: "ghost",
					size: "sm",
					"aria-label": collapsed ? t("nav.settings") : void 0,
					iconStart: /* @__PURE__ */ jsx(SettingsIcon, {}),
					children: !collapsed && t("nav.settings")
				}), /* @__PURE__ */ jsx(IconButton, {
					label: t("nav.signOut"),
					icon: /* @__PURE__ */ jsx(SignOutIcon, {}),
					onClick: () => void signOut()
				})]
			}) : collapsed ? /* @__PURE__ */ jsx(LinkButton, {
				to: paths.signIn,
				"aria-label": t("nav.signIn"),
				iconStart: /* @__PURE__ */ jsx(SignInIcon, {})
			}) : /* @__PURE__ */ jsx(LinkButton, {
				to: paths.signIn,
				fullWidth: true,
				iconStart: /* @__PURE__ */ jsx(SignInIcon, {}),
				children: t("nav.signIn")
			}),
			!collapsed && /* @__PURE__ */ jsx(LanguageSwitcher, {
				hideLabel: true,
				className: AppNavigation_module_default.language
			})
		]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: AppNavigation_module_default.sideArea,
		"data-collapsed": collapsed,
		children: [/* @__PURE__ */ jsx(SideNav, {
			label: t("nav.main"),
			items,
			collapsed,
			renderLink: renderLink$1,
			header: /* @__PURE__ */ jsx(Link, {
				to: paths.home,
				className: AppNavigation_module_default.logoLink,
				"aria-label": t("app.home"),
				children: /* @__PURE__ */ jsx(Logo, { markOnly: collapsed })
			}),
			bottom
		}), /* @__PURE__ */ jsx(ComposerPopup, {
			open: addPostOpen,
			onClose: () => setAddPostOpen(false)
		})]
	});
}
/** Phone navigation below 600 px: the bottom bar and the menu sheet it opens. */
function MobileNavigation() {
	const { t } = useTranslation();
	const session = useSession();
	const signOut = useSignOut();
	const location = useLocation();
	const [menuOpenedAt, setMenuOpenedAt] = useState(null);
	const menuOpen = menuOpenedAt === location.key;
	const [addPostOpen, setAddPostOpen] = useState(false);
	const unread = useUnreadNotifications();
	const barItems = useNavItems(bottomBarItems(session), {
		toggleMenu: () => setMenuOpenedAt(menuOpen ? null : location.key),
		addPost: () => setAddPostOpen(true)
	}).map((item) => item.key === "menu" ? {
		...item,
		label: menuOpen ? t("nav.closeMenu") : t("nav.menu"),
		active: menuOpen
	} : item);
	const menuItems = useNavItems(mobileMenuItems());
	const user = session.loggedIn && session.user ? session.user : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(BottomBar, {
			label: t("nav.main"),
			items: barItems,
			renderLink: renderLink$1
		}),
		unread !== null && /* @__PURE__ */ jsx(NotificationsBell, {
			unread,
			compact: true,
			className: AppNavigation_module_default.mobileBell
		}),
		/* @__PURE__ */ jsx(MobileMenu, {
			open: menuOpen,
			onClose: () => setMenuOpenedAt(null),
			label: t("nav.menu"),
			closeLabel: t("nav.closeMenu"),
			items: menuItems,
			renderLink: renderLink$1,
			user: user ? {
				publicName: user.publicName,
				nickname: user.nickName,
				avatarSrc: user.avatar
			} : void 0,
			footer: /* @__PURE__ */ jsxs("div", {
				className: AppNavigation_module_default.menuFooter,
				children: [user ? /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					fullWidth: true,
					iconStart: /* @__PURE__ */ jsx(SignOutIcon, {}),
					onClick: () => void signOut(),
					children: t("nav.signOut")
				}) : /* @__PURE__ */ jsx(LinkButton, {
					to: paths.signIn,
					fullWidth: true,
					iconStart: /* @__PURE__ */ jsx(SignInIcon, {}),
					children: t("nav.signIn")
				}), /* @__PURE__ */ jsx(LanguageSwitcher, {})]
			})
		}),
		/* @__PURE__ */ jsx(ComposerPopup, {
			open: addPostOpen,
			onClose: () => setAddPostOpen(false)
		})
	] });
}
// src/app/layout/useChromeEffects.ts
init_services();
init_paths$1();
/** "{Title} · Kobza" for the current screen, in the current language; the title is in the route's namespace. */
function useDocumentTitle(route) {
	const { t } = useTranslation();
	useEffect(() => {
		const suffix = t("app.titleSuffix");
		document.title = `${t(`${route.namespace}:titles.${route.title}`)} · ${suffix}`;
	}, [t, route]);
}
/** A failed token refresh (api-client `sessionExpired`) sends the user to sign in (spec 000 §4). */
function useSessionExpiryRedirect() {
	const { client, queryClient } = useServices();
	const navigate = useNavigate();
	const location = useLocation();
	const onExpired = useEffectEvent(() => {
		queryClient.clear();
		const state = { from: `${location.pathname}${location.search}` };
		navigate(paths.signIn, {
			replace: true,
			state
		});
	});
	useEffect(() => client.on("sessionExpired", onExpired), [client]);
}
/** After a client-side navigation, focus moves to the main region so screen readers start there. */
function useFocusMainOnNavigation() {
	const { pathname } = useLocation();
	const initial = useRef(true);
	useEffect(() => {
		if (initial.current) {
			initial.current = false;
			return;
		}
		document.getElementById("main")?.focus({ preventScroll: true });
	}, [pathname]);
}
/** A new screen starts at the top; Back and Forward leave the scroll to the browser. */
function useScrollToTopOnNavigation() {
	const { pathname } = useLocation();
	const navigationType = useNavigationType();
	useEffect(() => {
		if (navigationType !== "POP") window.scrollTo?.({ top: 0 });
	}, [pathname, navigationType]);
}
var RootLayout_module_default = {
	shell: "_shell_964w1_1",
	column: "_column_964w1_13",
	main: "_main_964w1_27",
	slimHeader: "_slimHeader_964w1_49",
	slimLanguage: "_slimLanguage_964w1_59",
	logoLink: "_logoLink_964w1_63",
	tagline: "_tagline_964w1_70",
	skip: "_skip_964w1_75",
	player: "_player_964w1_102"
};
// src/app/layout/RootLayout.tsx
init_src$1();
init_env();
init_LanguageSwitcher();
init_paths$1();
init_SessionContext();
var renderLink = ({ href, children, ...props }) => /* @__PURE__ */ jsx(Link, {
	to: href,
	...props,
	children
});
/** The shell every screen renders in: navigation, the banner, the main region and the footer. */
function RootLayout() {
	const { t } = useTranslation();
	const route = useCurrentRoute();
	const { loggedIn } = useSession();
	const chrome = route?.guarded && !loggedIn ? "bare" : route?.chrome ?? "standard";
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const { pathname } = useLocation();
	useSessionExpiryRedirect();
	useFocusMainOnNavigation();
	useScrollToTopOnNavigation();
	const skipToMain = (event) => {
		event.preventDefault();
		document.getElementById("main")?.focus();
	};
	return /* @__PURE__ */ jsxs("div", {
		className: RootLayout_module_default.shell,
		"data-chrome": chrome,
		"data-mobile": isMobile,
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: RootLayout_module_default.skip,
				onClick: skipToMain,
				children: t("app.skipToContent")
			}),
			chrome !== "bare" && !isMobile && /* @__PURE__ */ jsx(DesktopNavigation, {}),
			/* @__PURE__ */ jsxs("div", {
				className: RootLayout_module_default.column,
				children: [
					/* @__PURE__ */ jsx(NetworkBanner, {}),
					chrome === "bare" && /* @__PURE__ */ jsxs("header", {
						className: RootLayout_module_default.slimHeader,
						children: [/* @__PURE__ */ jsx(Link, {
							to: paths.home,
							className: RootLayout_module_default.logoLink,
							"aria-label": t("app.home"),
							children: /* @__PURE__ */ jsx(Logo, { size: "sm" })
						}), /* @__PURE__ */ jsx(LanguageSwitcher, {
							hideLabel: true,
							className: RootLayout_module_default.slimLanguage
						})]
					}),
					/* @__PURE__ */ jsx("main", {
						id: "main",
						tabIndex: -1,
						className: RootLayout_module_default.main,
						children: /* @__PURE__ */ jsx(ScreenBoundary, {
							resetKey: pathname,
							children: /* @__PURE__ */ jsx(Suspense, {
								fallback: /* @__PURE__ */ jsx(Preloader, {
									centered: true,
									size: "lg",
									label: t("common.loading")
								}),
								children: /* @__PURE__ */ jsx(Outlet, {})
							})
						})
					}),
					chrome !== "bare" && /* @__PURE__ */ jsx(PlayerBar, { className: RootLayout_module_default.player }),
					chrome !== "wide" && /* @__PURE__ */ jsxs(Footer, {
						termsHref: paths.terms,
						privacyHref: paths.privacy,
						termsLabel: t("footer.terms"),
						privacyLabel: t("footer.privacy"),
						contactLabel: t("footer.contact"),
						email: contact.email,
						phone: contact.phone,
						copyright: t("footer.rights", { year: (/* @__PURE__ */ new Date()).getFullYear() }),
						renderLink,
						children: [/* @__PURE__ */ jsx(Logo, { size: "sm" }), /* @__PURE__ */ jsx("p", {
							className: RootLayout_module_default.tagline,
							children: t("app.tagline")
						})]
					})
				]
			}),
			chrome !== "bare" && isMobile && /* @__PURE__ */ jsx(MobileNavigation, {}),
			/* @__PURE__ */ jsx(GlobalErrorPopup, {})
		]
	});
}
// src/app/routing/RequireSignIn.tsx
init_paths$1();
init_SessionContext();
/** Lets signed-in users through and sends everyone else to /sign-in (spec 002 §2 auth guard). */
function RequireSignIn() {
	const { loggedIn } = useSession();
	const location = useLocation();
	if (loggedIn) return /* @__PURE__ */ jsx(Outlet, {});
	const state = { from: `${location.pathname}${location.search}${location.hash}` };
	return /* @__PURE__ */ jsx(Navigate, {
		to: paths.signIn,
		replace: true,
		state
	});
}
// src/app/routing/RouteScreen.tsx
/**
* A route's screen and its document title. The title is set once the screen commits: by then
* the lazy screen has brought its feature's strings, which hold the title.
*/
function RouteScreen({ route }) {
	useDocumentTitle(route);
	return route.element;
}
// src/app/routing/AppRoutes.tsx
/** The route table inside the shell; guarded routes sit under the sign-in guard. */
function AppRoutes() {
	return /* @__PURE__ */ jsx(Routes, { children: /* @__PURE__ */ jsxs(Route, {
		element: /* @__PURE__ */ jsx(RootLayout, {}),
		children: [appRoutes.filter((route) => !route.guarded).map((route) => /* @__PURE__ */ jsx(Route, {
			path: route.path,
			element: /* @__PURE__ */ jsx(RouteScreen, { route })
		}, route.path)), /* @__PURE__ */ jsx(Route, {
			element: /* @__PURE__ */ jsx(RequireSignIn, {}),
			children: appRoutes.filter((route) => route.guarded).map((route) => /* @__PURE__ */ jsx(Route, {
				path: route.path,
				element: /* @__PURE__ */ jsx(RouteScreen, { route })
			}, route.path))
		})]
	}) });
}
// src/entry-server.tsx
init_src$2();
init_i18n$12();
init_namespaces();
/** How many times the tree is rendered to discover queries that depend on earlier answers (the clock, then the feed). */
var DISCOVERY_PASSES = 3;
/** A render that takes longer is abandoned: the server then sends the page as without a server render. */
var RENDER_TIMEOUT_MS = 5e3;
/**
* The app at `url` (path and query) for a visitor without a session, in `language`.
* Throws when rendering fails; the server then serves index.html as it would without this.
*/
async function renderPage(url, language, answers) {
	const client = createApiClient({
		baseUrl: "http://server-render.invalid",
		storage: memoryStorage(),
		fetch: () => Promise.reject(/* @__PURE__ */ new Error("a server render asks the API nothing: its data comes from the page primers"))
	});
	client.prime(answers);
	const i18n = createI18n(language);
	try {
		const services = createServices({
			client,
			i18n
		});
		const app = /* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(AppProviders, {
			services,
			children: /* @__PURE__ */ jsx(StaticRouter, {
				location: url,
				children: /* @__PURE__ */ jsx(AppRoutes, {})
			})
		}) });
		for (let pass = 0; pass < DISCOVERY_PASSES; pass++) {
			await renderToHtml(app);
			if (!await fillPendingQueries(services.queryClient)) break;
		}
		return {
			html: await renderToHtml(app),
			state: {
				language,
				state: dehydrate(services.queryClient)
			}
		};
	} finally {
		unregisterI18n(i18n);
	}
}
/**
* Runs every query the last render created and nothing has answered yet, with its own query
* function (against the primed answers). Those it could not answer are dropped, so the browser
* asks for them itself. True when one was answered: a next render may create queries that
* depend on it.
*/
async function fillPendingQueries(queryClient) {
	const pending = queryClient.getQueryCache().getAll().filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));
	if (pending.length === 0) return false;
	let answered = false;
	await Promise.all(pending.map(async (query) => {
		try {
			await query.fetch({
				...query.options,
				retry: false,
				meta: {
					...query.options.meta,
					handlesErrors: true
				}
			});
			answered = true;
		} catch {
			queryClient.getQueryCache().remove(query);
		}
	}));
	return answered;
}
/**
* Whether a query's hook would run it (its `enabled`, and not skipped). Query.isDisabled() cannot
* tell on the server: a query without subscribed observers, never fetched, counts as disabled.
*/
function isEnabled(query) {
	if (query.options.queryFn === skipToken) return false;
	const enabled = query.options.enabled;
	return typeof enabled === "function" ? enabled(query) : enabled !== false;
}
/** The whole tree as HTML, once every lazy screen has loaded (React's streaming renderer, read to its end). */
function renderToHtml(app) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let failed;
		const sink = new Writable({ write(chunk, _encoding, done) {
			chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
			done();
		} });
		sink.on("finish", () => {
			clearTimeout(timer);
			if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
			else resolve(Buffer.concat(chunks).toString("utf8"));
		});
		const stream = renderToPipeableStream(app, {
			progressiveChunkSize: Number.MAX_SAFE_INTEGER,
			onAllReady: () => stream.pipe(sink),
			onShellError: (error) => {
				clearTimeout(timer);
				reject(error instanceof Error ? error : new Error(String(error)));
			},
			onError: (error) => {
				failed ??= error;
			}
		});
		const timer = setTimeout(() => stream.abort(/* @__PURE__ */ new Error("server render timed out")), RENDER_TIMEOUT_MS);
	});
}
export { renderPage };

//# sourceMappingURL=entry-server.js.map