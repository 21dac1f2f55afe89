import { _ as pageQuery, b as z$1, d as pushKeyAnswer, f as pushSubscriptionRequest, g as updateNotificationSettingsRequest, h as unsubscribeQuery, i as notificationPage, l as notificationsQuery, m as unsubscribeAnswer, o as notificationSettings, p as pushUnsubscribeRequest, t as markNotificationsReadRequest, u as notificationsReadAnswer, v as paged, y as pagedContent } from "./notifications-wxZYJm6T.js";
import { n as genreLabels, t as eraLabels } from "./labels-DBVgI4Hj.js";
import { a as isHttpLinkOrEmpty, n as eraValues, o as legendSortValues, r as genreValues, s as linkSchemeMessage } from "./values-B1-1z55d.js";
import { l as nickNamePattern, y as failedPasswordRules } from "./form-rules-zI4un0uf.js";
import { a as pageSizes, i as limits } from "./limits-Bj0hKUrz.js";
import { ot as messages } from "../entry-server.js";
import { i as mediaTypes, r as mediaMaxBytes } from "./media-types-BETQs3nm.js";
import { t as characterCount } from "./post-rules-BMQ6ptCW.js";
import { r as routes } from "./routes-n7G8wHCa.js";
import { z } from "zod";
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
/** Eras of a song or legend (spec 002 §3); the codes alone, without zod, are ./values' `eraValues`. */
var eras = referenceList(eraValues, eraLabels);
/** Genres (spec 002 §3); served from the database by GET /api/v1/genres. */
var genres = referenceList(genreValues, genreLabels);
var postTypes = z$1.enum(["PUBLIC", "PREMIUM"]);
z$1.enum([
	"MESSAGE",
	"IMAGE",
	"SONG",
	"VOTE"
]);
var paymentGoals = z$1.enum([
	"DONATE",
	"SUBSCRIBE",
	"VID_CONGRATULATION"
]);
var currencies = z$1.enum(["UAH"]);
/**
* Authorities a user may hold. ARTIST and JUDGE_HALL_OF_FAME come from the spec;
* MODERATOR and ADMIN gate the admin console.
*/
var authorities = z$1.enum([
	"ARTIST",
	"JUDGE_HALL_OF_FAME",
	"MODERATOR",
	"ADMIN"
]);
var socialLinkTypes = z$1.enum([
	"INSTAGRAM",
	"FACEBOOK",
	"TWITTER"
]);
var subscriptionLevels = z$1.enum([
	"OWNER",
	"UNSUBSCRIBED",
	"SUBSCRIBED"
]);
var chatMessageTypes = z$1.enum(["TEXT", "IMAGE"]);
var videoOrderStatuses = z$1.enum([
	"INIT",
	"COMPLETE",
	"DECLINED"
]);
var auctionStatuses = z$1.enum(["OPEN", "FINISHED"]);
var offerStatuses = z$1.enum(["ACTIVE", "SOLD"]);
var legendTypes = z$1.enum(["SONG", "PERSON"]);
/**
* A legend's lifecycle (issue 16): VOTING until its stage ends, then REVIEWING when it reached the
* threshold or NOT_SELECTED when it did not; the judges make it SUCCESS (inducted) or REJECTED.
*/
var legendStatuses = z$1.enum([
	"VOTING",
	"REVIEWING",
	"SUCCESS",
	"REJECTED",
	"NOT_SELECTED"
]);
/** Hall of Fame sort options (./values' `legendSortValues`). */
var legendSorts = z$1.enum(legendSortValues);
var searchTypes = z$1.enum([
	"SONG",
	"ARTIST",
	"EVENT"
]);
z$1.enum([
	"ACTIVE",
	"BLOCKED",
	"DELETED"
]);
// ../../packages/contract/src/links.ts
/**
* An optional link field of at most `max` characters that passes the one link rule
* (`isHttpLinkOrEmpty`); empty means no link. Domains with their own length message refine
* their text field with `isHttpLinkOrEmpty` directly.
*/
var httpLink = (max, message = linkSchemeMessage) => z$1.string().trim().max(max).refine(isHttpLinkOrEmpty, message);
// ../../packages/contract/src/reference.ts
var genreEntry = z$1.object({
	value: genres.schema,
	name: z$1.string(),
	nameUk: z$1.string().nullish()
});
var genreList = z$1.array(genreEntry);
var eraEntry = z$1.object({
	value: eras.schema,
	name: z$1.string(),
	nameUk: z$1.string().nullish()
});
var eraList = z$1.array(eraEntry);
var serverTime = z$1.object({
	serverTime: z$1.string(),
	epochSeconds: z$1.number().int()
});
var health = z$1.object({
	status: z$1.enum(["ok", "degraded"]),
	checks: z$1.record(z$1.string(), z$1.object({
		ok: z$1.boolean(),
		detail: z$1.string().optional()
	}))
});
// ../../packages/contract/src/accounts.ts
/** POST /api/v1/login — the e-mail travels as `username` (spec 000 §3). */
var loginRequest = z$1.object({
	username: z$1.string().trim().min(1, "Email is required"),
	password: z$1.string().min(1, "Password is required")
});
var tokenPair = z$1.object({
	access_token: z$1.string(),
	refresh_token: z$1.string()
});
var loginResponse = z$1.object({
	avatar: z$1.string().nullable(),
	nickName: z$1.string(),
	publicName: z$1.string(),
	uuid: z$1.string(),
	authorities: z$1.array(authorities)
}).extend(tokenPair.shape);
/** POST /api/v1/login/token/refresh */
var refreshRequest = z$1.object({ refresh: z$1.string().min(1, "Refresh token is required") });
var password = z$1.string().max(128, "Password must be at most 128 characters").superRefine((value, ctx) => {
	for (const rule of failedPasswordRules(value)) ctx.addIssue({
		code: "custom",
		message: `Password needs: ${rule.label.toLowerCase()}`
	});
});
var email = z$1.string().trim().min(1, "Email is required").max(254, "Email is too long").email("Email is not valid").transform((value) => value.toLowerCase());
/** Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD). */
function ageOn(dateOfBirth, today) {
	const [by, bm, bd] = dateOfBirth.split("-").map(Number);
	const [ty, tm, td] = today.split("-").map(Number);
	return ty - by - (tm < bm || tm === bm && td < bd ? 1 : 0);
}
var isoDate = z$1.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date of birth must be a date (YYYY-MM-DD)").refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && (/* @__PURE__ */ new Date(`${value}T00:00:00Z`)).toISOString().startsWith(value), "Date of birth is not a real date");
/** POST /api/v1/sign-up (spec 000 §3). signUpType is the product's fixed value. */
var signUpRequest = z$1.object({
	email,
	password,
	publicName: z$1.string().trim().min(1, "Public name is required").max(100, "Maximum number of characters - 100"),
	dateOfBirth: isoDate,
	isArtist: z$1.boolean().default(false),
	signUpType: z$1.string().trim().max(40).default("KOBZA")
}).refine((input) => ageOn(input.dateOfBirth, (/* @__PURE__ */ new Date()).toISOString().slice(0, 10)) >= 16, {
	message: "You must be at least 16 years old to sign up",
	path: ["dateOfBirth"]
});
var passwordResetRequest = z$1.object({ email });
var passwordResetConfirm = z$1.object({ password });
var changePasswordRequest = z$1.object({
	currentPassword: z$1.string().min(1, "This field is required"),
	newPassword: password
});
var changeEmailRequest = z$1.object({
	email,
	password: z$1.string().min(1, "This field is required")
});
var deleteAccountRequest = z$1.object({ password: z$1.string().min(1, "This field is required") });
var accountSettings = z$1.object({
	uuid: z$1.string(),
	email: z$1.string(),
	pendingEmail: z$1.string().nullable(),
	publicName: z$1.string(),
	nickName: z$1.string(),
	authorities: z$1.array(authorities)
});
// ../../packages/contract/src/profiles.ts
var profileMessages = {
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
var servicePrices = z.object({
	subscribePrice: z.object({ price: z.number().int().nullable() }),
	videoCongratulationPrice: z.object({
		price: z.number().int().nullable(),
		rule: z.string().nullable()
	})
});
var price = z.coerce.number({ error: messages.required }).int(messages.minValue(limits.priceMin)).min(limits.priceMin, messages.minValue(limits.priceMin));
/** PATCH /api/v1/service-prices/:uuid — both prices required and at least 1; an empty rule is null. */
var servicePricesUpdate = z.object({
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
var artistProfile = z.object({
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
var textField = (max) => z.string().trim().max(max, { error: (issue) => messages.maxChars(String(issue.input ?? "").length, max) });
var socialLink = textField(limits.socialLink).refine(isHttpLinkOrEmpty, profileMessages.socialLinkScheme).nullish();
var profileNickName = z.string().trim().min(1, messages.required).max(limits.nickName, { error: (issue) => messages.maxChars(String(issue.input ?? "").length, limits.nickName) }).regex(nickNamePattern, profileMessages.nickNameFormat);
/** PATCH /api/v1/profiles/:id (multipart text fields; avatar and cover are files). Absent fields stay as they are. */
var profileUpdate = z.object({
	publicName: z.string().trim().min(1, messages.required).max(limits.publicName).optional(),
	nickName: profileNickName.optional(),
	description: textField(limits.profileDescription).nullish(),
	socialLinkInstagram: socialLink,
	socialLinkFacebook: socialLink,
	socialLinkTwitter: socialLink
});
/** GET /api/v1/subscribers/:uuid item (spec 001 §3). */
var subscriberItem = z.object({
	follower: z.object({
		uuid: z.string(),
		avatar: z.string().nullable(),
		nickName: z.string()
	}),
	subscribeAt: z.string()
});
var subscriberList = paged(subscriberItem);
/** POST /api/v1/subscribers/:uuid — invite by e-mail for a complimentary period the artist chooses. */
var subscriberInvitation = z.object({
	email: z.string().trim().min(1, messages.emailRequired).email("Enter a valid email").max(254),
	days: z.coerce.number().int().min(1, messages.minValue(1)).max(366).default(30)
});
/** POST /api/v1/subscribers/invitations/:key — what the invitee gets. */
var invitationAccepted = z.object({
	message: z.string(),
	artist: z.object({
		uuid: z.string(),
		nickName: z.string()
	}),
	until: z.string()
});
// ../../packages/contract/src/song-media.ts
var songStatuses = z$1.enum([
	"PROCESSING",
	"READY",
	"FAILED"
]);
var songLoudness = z$1.object({
	/** Integrated loudness, LUFS (EBU R128). */
	integratedLufs: z$1.number(),
	/** True peak, dBTP. */
	truePeakDb: z$1.number()
});
var songRenditions = z$1.object({
	/** The rendition for normal networks (AAC-LC 256 kbps in MP4). */
	high: z$1.string(),
	/** About 64 kbps, for slow networks and data saver. */
	low: z$1.string()
});
var songMedia = z$1.object({
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
// ../../packages/contract/src/catalogue.ts
var catalogueMessages = {
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
var maxText = (max) => z.string().trim().max(max, { error: (issue) => messages.maxChars(String(issue.input ?? "").length, max) });
var catalogueSong = z.object({
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
var songList = paged(catalogueSong);
/** POST /api/v1/products/:uuid/songs (multipart: songName, genre, song file `file`). */
var songCreate = z.object({
	songName: z.string().trim().min(1, messages.required).max(100),
	genre: genres.schema
});
var playlistSummary = z.object({
	id: z.number().int(),
	playListName: z.string(),
	description: z.string().nullable(),
	playListCoverThumbnail: z.string().nullable(),
	type: z.literal("PLAYLIST"),
	totalSong: z.number().int()
});
var cataloguePlaylist = playlistSummary.extend({
	playListCover: z.string().nullable(),
	songs: z.array(catalogueSong)
});
var playlistPage = paged(playlistSummary);
var playlistQuery = pageQuery(pageSizes.songsTabPlaylists);
/** `songIds[0]=…&songIds[1]=…` arrive as an array (or one value); each must be the owner's song. */
var playlistCreate = z.object({
	playListName: z.string().trim().min(1, messages.required).max(100),
	description: maxText(limits.playlistDescriptionMax).nullish(),
	type: z.literal("PLAYLIST").default("PLAYLIST"),
	songIds: z.preprocess((value) => value === void 0 || value === null ? [] : Array.isArray(value) ? value : [value], z.array(z.coerce.number().int().positive())).refine((ids) => ids.length > 0, catalogueMessages.playlistNeedsSongs)
});
var catalogueEvent = z.object({
	id: z.number().int(),
	eventTitle: z.string(),
	description: z.string().nullable(),
	eventLink: z.string().nullable(),
	eventCover: z.string().nullable(),
	eventCoverThumbnail: z.string().nullable(),
	/** 'YYYY-MM-DD HH:mm:ss' in UTC (spec 001 §3: date and time separated by a space). */
	eventStartAt: z.string()
});
var eventPage = paged(catalogueEvent);
var eventQuery = pageQuery(pageSizes.events);
/** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (the web adds ':00'), read as UTC. */
var eventStartAt = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, catalogueMessages.eventStartFormat).transform((value, ctx) => {
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
var eventCreate = z.object({
	eventTitle: z.string().trim().min(1, messages.required).max(200),
	description: maxText(limits.eventDescriptionMax).nullish(),
	eventLink: maxText(500).refine(isHttpLinkOrEmpty, catalogueMessages.eventLinkScheme).nullish(),
	eventStartAt
});
/** GET /api/v1/products/:uuid — the artist's songs, first 4 playlists, first 3 events. */
var artistProducts = z.object({
	songs: z.array(catalogueSong),
	playlists: z.array(playlistSummary),
	events: z.array(catalogueEvent)
});
// ../../packages/contract/src/markets.ts
/**
* The amount as a bigint, or null when it is not digits. zod runs every check even after the
* regex failed, and `BigInt('1e309')` throws: the refinements read it through this.
*/
var wholeNumber = (value) => /^\d{1,20}$/.test(value) ? BigInt(value) : null;
/** A u64 amount as a decimal string (micro CCD or RR tokens). */
var ledgerAmount = z.string().regex(/^\d{1,20}$/, "Must be a whole number").refine((value) => (wholeNumber(value) ?? 0n) < 1n << 64n, "Too large");
var positiveLedgerAmount = ledgerAmount.refine((value) => (wholeNumber(value) ?? 1n) > 0n, "Must be greater than 0");
/** A contract's own id of an auction or a sale (u32). */
var ledgerId = z.coerce.number().int().min(0).max(4294967295);
var commaList = z.string().optional().transform((value) => value ? value.split(",").map((entry) => entry.trim()).filter(Boolean) : []);
var marketFilters = {
	filter_era: eras.schema.optional(),
	filter_genreType: commaList
};
/** GET /api/v1/auctions: 0-based page, 9 cards, newest first unless `sort` says otherwise. */
var auctionListQuery = pageQuery(pageSizes.market).extend({
	sort: z.string().optional(),
	...marketFilters,
	filter_auctionStatus: auctionStatuses.optional()
});
var auctionSearchQuery = auctionListQuery.extend({ keyword: z.string().trim().max(100).default("") });
var marketSongUser = z.object({
	id: z.number(),
	uuid: z.string(),
	publicName: z.string()
});
var marketSong = z.object({
	/** The catalogue's song, when the auction names one. */
	id: z.number().nullable(),
	songName: z.string(),
	fileUrl: z.string().nullable(),
	user: marketSongUser
});
/** An auction as read (spec 002 §3). `id` is the platform's uuid, `auctionId` the contract's id. */
var auction = z.object({
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
/** PATCH /api/v1/auctions/:id/bid — what the browser saw finalized; the server checks the ledger. */
var bidUpdateRequest = z.object({
	bidAmount: positiveLedgerAmount,
	highestBidder: z.string().min(1)
});
var generatedTokenId = z.object({ tokenId: z.string() });
var availableSong = z.object({
	id: z.number(),
	songName: z.string(),
	fileUrl: z.string().nullable()
});
var offerListQuery = pageQuery(pageSizes.market).extend({
	...marketFilters,
	filter_status: offerStatuses.optional()
});
var saleOffer = z.object({
	id: z.string(),
	offerId: z.number(),
	status: offerStatuses,
	tokensToSell: ledgerAmount,
	totalPrice: ledgerAmount,
	buyer: z.string().nullable(),
	auction
});
/** The caller's RR tokens of one auction; `freeTokens` is what their ledger account holds. */
var availableTokens = z.object({
	auctionId: z.number(),
	freeTokens: ledgerAmount,
	auction
});
/** POST /api/v1/secondary-market/offers/: `auctionId` and `offerId` are the contracts' ids. */
var offerCreateRequest = z.object({
	totalPrice: positiveLedgerAmount,
	tokensToSell: positiveLedgerAmount,
	auctionId: ledgerId,
	offerId: ledgerId
});
var auctionPage = paged(auction);
var auctionSearchPage = pagedContent(auction);
var offerPage = paged(saleOffer);
var availableSongList = z.object({ elements: z.array(availableSong) });
var availableTokenList = z.object({ elements: z.array(availableTokens) });
// ../../packages/contract/src/sharing.ts
/** The embeddable player pages (no app bundle): a public catalogue song, or a playlist of them. */
var embedPaths = {
	song: (id) => `/embed/song/${encodeURIComponent(String(id))}`,
	playlist: (id) => `/embed/playlist/${encodeURIComponent(String(id))}`
};
/** The iframe's natural size; a playlist lists its songs below the player. */
var embedSizes = {
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
var htmlEntities = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
/** Text made safe inside HTML text and double- or single-quoted attributes. */
function escapeHtml(text) {
	return text.replace(/[&<>"']/g, (char) => htmlEntities[char]);
}
/** The iframe markup for an embed page, as oEmbed answers it and the web's "Embed" action copies it. */
function embedIframe(src, width, height, title) {
	return `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" frameborder="0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
}
var dimension = z.coerce.number().int().positive().max(1e4);
/** GET /api/v1/oembed (oembed.com §2.2): `url` a song or playlist share link of this site. */
var oembedQuery = z.object({
	url: z.string().min(1).max(2048),
	format: z.string().optional(),
	maxwidth: dimension.optional(),
	maxheight: dimension.optional()
});
var oembedAnswer = z.object({
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
/** The web path a catalogue song is shared under: its artist's songs page, naming the song. */
var songSharePath = (nickName, songId) => `/profile/${encodeURIComponent(nickName)}/songs?song=${encodeURIComponent(String(songId))}`;
/** The web path of an artist's playlist. */
var playlistSharePath = (nickName, playlistId) => `/profile/${encodeURIComponent(nickName)}/playlist/${encodeURIComponent(String(playlistId))}`;
// ../../packages/contract/src/moderation.ts
var reportTargetKinds = z$1.enum([
	"POST",
	"COMMENT",
	"MESSAGE",
	"PROFILE",
	"LEGEND"
]);
var reportStatuses = z$1.enum([
	"OPEN",
	"RESOLVED",
	"DISMISSED"
]);
/**
* What a moderator may do with a report: hide the content, warn its author (recorded on the
* account's audit trail), block the author's account, or dismiss the report.
*/
var reportActions = z$1.enum([
	"HIDE",
	"WARN",
	"BLOCK_AUTHOR",
	"DISMISS"
]);
/** The reasons the web app's 'Report' menu offers; the reporter's words go with them in `reason`. */
var reportCategories = z$1.enum([
	"SPAM",
	"ABUSE",
	"HATE",
	"VIOLENCE",
	"COPYRIGHT",
	"OTHER"
]);
var moderationLimits = {
	reasonMax: 500,
	hideReasonMax: 300
};
var moderationMessages = {
	reasonRequired: "Say what is wrong",
	reasonTooLong: (length) => messages.maxChars(length, moderationLimits.reasonMax),
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
var hideReason = z$1.string().trim().min(1, moderationMessages.hideReasonRequired).max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong);
/** POST /api/v1/reports */
var createReportRequest = z$1.object({
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
var createdReport = z$1.object({
	id: z$1.number().int(),
	status: reportStatuses,
	message: z$1.string()
});
z$1.object({
	action: reportActions,
	note: z$1.preprocess((value) => value ?? "", z$1.string({ error: moderationMessages.decisionReasonRequired }).trim().min(1, moderationMessages.decisionReasonRequired).max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong))
}).passthrough();
/** How hidden content is marked for its author (everyone else no longer sees it). */
var hiddenMark = z$1.object({
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
// ../../packages/contract/src/feed.ts
/** Messages of the feed's rules (spec 000 §5), shared by the composer and the API's answers. */
var feedMessages = {
	descriptionTooLong: (length) => messages.maxChars(length, limits.postDescription),
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
	commentTooLong: (length) => messages.maxChars(length, limits.commentMax),
	commentNotFound: "Comment not found",
	signInToAct: "Sign in or create account to view content"
};
mediaTypes.picture;
mediaTypes.song;
/** Multipart booleans arrive as the strings "true"/"false". */
var formBoolean = z$1.preprocess((value) => value === "true" || value === "1" || value === true ? true : value === null ? false : value, z$1.union([
	z$1.boolean(),
	z$1.literal("false").transform(() => false),
	z$1.literal("0").transform(() => false)
]));
var optionalText$1 = z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string());
/** One option text of a poll being created. */
var pollOptionText = z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.pollOptionEmpty).refine((text) => characterCount(text) <= limits.pollOptionMax, feedMessages.pollOptionTooLong));
/** `votes[0].…` of the create-post multipart (spec 000 §7). */
var pollFields = z$1.object({
	type: z$1.literal("VOTE").optional(),
	title: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.pollTitleRequired).refine((text) => characterCount(text) <= limits.pollTitleMax, feedMessages.pollTitleTooLong)),
	isAnonymous: formBoolean.default(false),
	isCanCancelOwnVote: formBoolean.default(false),
	isMultiAnswer: formBoolean.default(false),
	options: z$1.preprocess((value) => Array.isArray(value) ? Array.from(value, (item) => item ?? "") : value === void 0 ? [] : value, z$1.array(pollOptionText).min(limits.pollOptionsMin, feedMessages.pollOptionsMin).max(limits.pollOptionsMax, feedMessages.pollOptionsMax))
});
/** `songs[i].…` (the file travels as songs[i].songFile; lengthOfSong is read from the file, not from here). */
var songFields = z$1.object({
	type: z$1.literal("SONG").optional(),
	fileName: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.songNameRequired).max(100, messages.maxChars(100, 100))),
	genre: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.genreRequired)),
	lengthOfSong: z$1.unknown().optional()
});
var imageFields = z$1.object({ type: z$1.literal("IMAGE").optional() });
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
/** GET /contents and /contents/{uuid}: 0-based page, size 20, the tab and the time the first page was asked for. */
var feedQuery = z$1.object({
	page: z$1.coerce.number().int().min(0).default(0),
	size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(pageSizes.feed),
	postType: postTypes.default("PUBLIC"),
	/** Epoch seconds: only posts created at or before it, so pages stay stable while new posts arrive. */
	initialTimeStamp: z$1.coerce.number().int().min(0).optional()
});
/** Comments (10 a page) and replies (2 a page) share the paging of the feed. */
function commentsQuery(size) {
	return z$1.object({
		page: z$1.coerce.number().int().min(0).default(0),
		size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(size),
		initialTimeStamp: z$1.coerce.number().int().min(0).optional()
	});
}
var postOwner = z$1.object({
	uuid: z$1.string(),
	nickName: z$1.string(),
	publicName: z$1.string(),
	avatar: z$1.string().nullable()
});
var pollOption = z$1.object({
	id: z$1.number().int(),
	description: z$1.string(),
	/** Share of voters who chose this option, 0–100 with one decimal. */
	percentVoted: z$1.number(),
	/** Whether the caller chose it (false for guests). */
	isChosen: z$1.boolean()
});
var feedPoll = z$1.object({
	id: z$1.number().int(),
	title: z$1.string(),
	isAnonymous: z$1.boolean(),
	isCanCancelOwnVote: z$1.boolean(),
	isMultiAnswer: z$1.boolean(),
	isVoted: z$1.boolean(),
	countVoters: z$1.number().int().nonnegative(),
	options: z$1.array(pollOption)
});
var postSong = z$1.object({
	id: z$1.number().int(),
	songName: z$1.string(),
	genre: z$1.string(),
	/** Seconds, read from the file by the server. */
	lengthOfSong: z$1.number().int().nonnegative(),
	fileUrl: z$1.string(),
	authorName: z$1.string(),
	media: songMedia.optional()
});
var postContent = z$1.discriminatedUnion("type", [
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
var feedPost = z$1.object({
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
var postPage = paged(feedPost);
/** GET /polls/{pollId}/voters: who chose what, for polls that are not anonymous. */
var pollVoters = z$1.array(z$1.object({
	optionId: z$1.number().int(),
	voters: z$1.array(postOwner)
}));
/** POST/DELETE /contents/likes/{id}. */
var likeState = z$1.object({
	id: z$1.number().int(),
	countLike: z$1.number().int(),
	isUserLiked: z$1.boolean()
});
/** POST /polls/{pollId}: the chosen option ids, as a bare list or as `{ options }`. */
var voteRequest = z$1.preprocess((body) => Array.isArray(body) ? body : body?.options ?? body?.optionIds, z$1.array(z$1.coerce.number().int().positive(), { error: feedMessages.chooseOption }).min(1, feedMessages.chooseOption));
/** Add a comment or a reply: multipart or JSON with `comment` (1–50 characters). */
var addCommentRequest = z$1.object({ comment: z$1.preprocess((value) => value === null || value === void 0 ? "" : value, z$1.string().trim().min(1, feedMessages.commentRequired).superRefine((text, ctx) => {
	const length = characterCount(text);
	if (length > limits.commentMax) ctx.addIssue({
		code: "custom",
		message: feedMessages.commentTooLong(length)
	});
})) });
var commentAuthor = z$1.object({
	uuid: z$1.string(),
	nickName: z$1.string(),
	publicName: z$1.string(),
	avatar: z$1.string().nullable()
});
var feedComment = z$1.object({
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
var commentPage = paged(feedComment);
// ../../packages/contract/src/payments.ts
var paymentMessages = {
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
/** Longest video-greeting wish (the spec does not give one; the profile description's limit). */
var userDesireMax = 1e3;
/** An amount in hryvnia with at most two decimals (whole kopiyky). */
var hryvniaAmount = z.number({ error: paymentMessages.amountFormat }).finite(paymentMessages.amountFormat).refine((value) => Number.isSafeInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: paymentMessages.amountFormat });
var money = z.object({
	amount: hryvniaAmount,
	currency: currencies
});
/** POST /api/v1/payments/purchases (spec 000 §3 "Payment request"). */
var purchaseRequest = z.object({
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
var purchaseAnswer = z.object({ checkoutUrl: z.string() });
/**
* Bounds of a provider's callback. A LiqPay notice is about 2 KB; anything far larger is not
* one, and is refused before it is read (413) or stored.
*/
var paymentCallbackLimits = {
	/** Whole request body, as its Content-Length declares it. */
	maxBytes: 16384,
	/** The base64 `data` field. */
	dataMax: 12e3,
	/** A signature is a base64 digest (28 characters for LiqPay's SHA-1, 44 for the sandbox's SHA-256). */
	signatureMax: 256
};
/** What a provider POSTs to /api/v1/payments/callbacks/:provider (LiqPay's form: base64 JSON + signature). */
var paymentCallback = z.object({
	data: z.string().min(1, "data is required").max(paymentCallbackLimits.dataMax, `Maximum number of characters - ${paymentCallbackLimits.dataMax}`),
	signature: z.string().min(1, "signature is required").max(paymentCallbackLimits.signatureMax, `Maximum number of characters - ${paymentCallbackLimits.signatureMax}`)
});
/** GET /api/v1/payments/balance: an artist's balance, derived from the ledger's entries. */
var balanceAnswer = z.object({
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
/** REQUESTED until an operator pays it out (PAID) or refuses it (REJECTED: the amount returns to the balance). */
var withdrawalStatuses = z.enum([
	"REQUESTED",
	"PAID",
	"REJECTED"
]);
/** POST /api/v1/payments/withdrawals */
var withdrawalRequest = z.object({ money });
var withdrawalAnswer = z.object({
	uuid: z.string(),
	money,
	status: withdrawalStatuses,
	requestedAt: z.string()
});
/** GET /api/v1/payments/withdrawals: the artist's own requests, newest first. */
var withdrawalsQuery = pageQuery();
var withdrawalPage = paged(withdrawalAnswer);
/** Where a paid greeting's price is: frozen, released to the artist, or returned to the fan. */
var holdStatuses = z.enum([
	"HELD",
	"RELEASED",
	"RETURNED"
]);
/** One payment an artist received (GET /api/v1/payments/received), newest first. */
var receivedPayment = z.object({
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
var receivedQuery = pageQuery();
var receivedPage = paged(receivedPayment);
limits.videoMaxBytes / 1024 / 1024;
z.enum([
	"ARTIST",
	"DEADLINE",
	"REFUND",
	"MODERATOR"
]);
/** `isArtistFlow=true`: the artist's incoming orders; `false`: the fan's own. */
var videoOrdersQuery = z.object({ isArtistFlow: z.enum(["true", "false"]).default("false") });
var videoOrder = z.object({
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
var videoOrderList = z.array(videoOrder);
// ../../packages/contract/src/chat.ts
var chatLimits = {
	/** Characters of a text message, after trimming. */
	textMax: 2e3,
	imageMaxBytes: mediaMaxBytes.chatImage,
	/** Messages one user may send per minute (all chats together). */
	sendsPerMinute: 30,
	/** Messages of one answer of GET /chats/messages/{id}. */
	messagesPage: 50,
	chatsPage: pageSizes.default
};
var chatMessages = {
	notAllowed: "To chat with an artist you must be subscribed to him",
	chatNotFound: "Chat not found",
	receiverNotFound: "User not found",
	notYourself: "You cannot chat with yourself",
	blocked: "This account is blocked",
	textRequired: "Write a message",
	textTooLong: (length) => messages.maxChars(length, chatLimits.textMax),
	imageRequired: "Choose an image file",
	imageType: "The image must be a PNG, JPEG or WebP picture",
	imageTooLarge: `The image is larger than ${chatLimits.imageMaxBytes / 1024 / 1024} MB`,
	unreadableImage: "The image could not be read",
	unexpectedFile: "Only one image file is expected",
	messageNotFound: "Message not found",
	notOwnReport: "You cannot report your own message"
};
mediaTypes.chatImage;
/** One message as the caller sees it (spec 000 §3 "Chat message"). */
var chatMessage = z$1.object({
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
var chatOpponent = z$1.object({
	uuid: z$1.string(),
	publicName: z$1.string(),
	nickName: z$1.string(),
	avatar: z$1.string().nullable()
});
/** One conversation of the caller's list. */
var chatSummary = z$1.object({
	id: z$1.number().int(),
	opponent: chatOpponent,
	lastMessage: chatMessage.nullable(),
	unreadCount: z$1.number().int().nonnegative(),
	/** Whether the caller may send here now (an active subscription between the two). */
	canWrite: z$1.boolean(),
	/** ISO date time of the newest activity; the list is ordered by it, newest first. */
	updatedAt: z$1.string()
});
var chatPage = paged(chatSummary);
/** GET /chats: paged; `opponentUserUuid` narrows to the one conversation with that user (or none). */
var chatListQuery = z$1.object({
	page: z$1.coerce.number().int().min(0).default(0),
	size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(chatLimits.chatsPage),
	opponentUserUuid: z$1.string().uuid().optional()
});
/**
* GET /chats/messages/{id}: without a cursor the newest page; `after` = only messages newer
* than that id (what a poll asks); `before` = the page older than that id (scrolling up).
* Messages come oldest first.
*/
var chatMessagesQuery = z$1.object({
	after: z$1.coerce.number().int().min(0).optional(),
	before: z$1.coerce.number().int().min(1).optional(),
	size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(chatLimits.messagesPage)
});
var chatMessageList = z$1.array(chatMessage);
/**
* POST /chats/messages, multipart (spec 000 §7): `messageType`, `receiverUserId` (the
* receiver's uuid), and `message` (TEXT) or `file` (IMAGE). Text is trimmed.
*/
var sendChatMessageFields = z$1.object({
	messageType: chatMessageTypes,
	receiverUserId: z$1.string().trim().min(1, messages.required),
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
/** The answer of a send: the new message and the conversation it went to. */
var sentChatMessage = chatMessage.extend({ chatId: z$1.number().int() });
/** GET /chats/status?opponentUserUuid= : whether the two may chat (spec 000 §3: a boolean). */
var chatStatusQuery = z$1.object({ opponentUserUuid: z$1.string().trim().min(1, messages.required) });
var chatStatus = z$1.boolean();
/**
* What the SSE stream (channel `chats/users/{uuid}`, only that user may subscribe) pushes:
* a new message in one of the user's chats, with that chat's unread count for the user.
*/
var chatStreamEvent = z$1.object({
	kind: z$1.literal("message"),
	chatId: z$1.number().int(),
	message: chatMessage,
	unreadCount: z$1.number().int().nonnegative(),
	/** Unread messages over all the user's chats (the navigation badge). */
	totalUnread: z$1.number().int().nonnegative()
});
/** The stream's channel of one user. */
var chatChannelOf = (userUuid) => `chats/users/${userUuid}`;
/** `genres` filters songs; `textSearch` matches names (songs too: users search songs by name). */
var searchRequest = z.object({
	genres: z.array(genres.schema).max(50).optional(),
	textSearch: z.string().max(200).nullish()
});
/** Query: 0-based page, size (default per type: spec 001 §9) and the spec's empty `sort`. */
var searchQuery = z.object({
	page: z.coerce.number().int().min(0).default(0),
	size: z.coerce.number().int().min(1).max(pageSizes.max).optional(),
	sort: z.string().optional()
});
var searchArtist = z.object({
	uuid: z.string(),
	avatar: z.string().nullable(),
	publicName: z.string(),
	nickName: z.string()
});
/** An event with its artist, whose nickname and uuid its page's address needs (spec 001 §2 event detail). */
var searchEvent = catalogueEvent.extend({ author: z.object({
	uuid: z.string(),
	nickName: z.string()
}) });
var searchResult = z.object({
	elements: z.array(z.union([
		catalogueSong,
		searchArtist,
		searchEvent
	])),
	totalPages: z.number().int().nonnegative()
});
// ../../packages/contract/src/legends.ts
var legendMessages = {
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
var required = (schema) => z$1.preprocess((value) => value === null || value === void 0 ? "" : value, schema);
/** A required text of at most `max` characters (as a person counts them). */
var requiredText = (max) => required(z$1.string().trim().min(1, messages.required).superRefine((text, ctx) => {
	const length = characterCount(text);
	if (length > max) ctx.addIssue({
		code: "custom",
		message: messages.maxChars(length, max)
	});
}));
/** An optional text of at most `max` characters; empty reads as absent. */
var optionalText = (max) => z$1.preprocess((value) => value === null || value === void 0 || typeof value === "string" && value.trim() === "" ? void 0 : value, z$1.string().trim().superRefine((text, ctx) => {
	const length = characterCount(text);
	if (length > max) ctx.addIssue({
		code: "custom",
		message: messages.maxChars(length, max)
	});
}).optional());
var optionalLink = z$1.preprocess((value) => value === null || value === void 0 || typeof value === "string" && value.trim() === "" ? void 0 : value, httpLink(500, legendMessages.linkScheme).optional());
/** A required code: absent or empty says 'This field is required', an unknown code the enum's own message. */
var requiredEra = z$1.preprocess((value) => value ?? "", z$1.string(messages.required).min(1, messages.required).pipe(eras.schema));
var requiredGenre = z$1.preprocess((value) => value ?? "", z$1.string(messages.required).min(1, messages.required).pipe(genres.schema));
var personLinks = z$1.object({
	wikipediaUrl: optionalLink,
	instagramUrl: optionalLink,
	facebookUrl: optionalLink,
	spotifyUrl: optionalLink,
	youtubeUrl: optionalLink,
	twitterUrl: optionalLink,
	customName: optionalText(limits.legendCustomNameMax),
	customUrl: optionalLink
});
var songLinks = personLinks.pick({
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
/** The link kinds a legend carries; CUSTOM is the nominator's own named link. */
var legendLinkTypes = z$1.enum([
	"WIKIPEDIA",
	"INSTAGRAM",
	"FACEBOOK",
	"SPOTIFY",
	"YOUTUBE",
	"TWITTER",
	"CUSTOM"
]);
var legendLink = z$1.object({
	linkType: legendLinkTypes,
	url: z$1.string(),
	linkName: z$1.string().nullable()
});
var legendVoteInfo = z$1.object({
	isVoted: z$1.boolean(),
	actualVote: z$1.number().int(),
	/** actualVote as a percent of expectedMinimalVote, rounded down (may pass 100). */
	votePercent: z$1.number().int(),
	expectedMinimalVote: z$1.number().int(),
	/** ISO 8601: votes are taken strictly before this moment. */
	firstVoteStageOpenUntil: z$1.string()
});
var legendPerson = z$1.object({
	uuid: z$1.string(),
	nickName: z$1.string(),
	publicName: z$1.string(),
	avatar: z$1.string().nullable()
});
var legend = z$1.object({
	/** Numeric id: the comments area's parent id (kind LEGEND). */
	id: z$1.number().int(),
	legendUuid: z$1.string(),
	legendType: legendTypes,
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
var legendPage = paged(legend);
/** POST /legends/search query: 0-based page, 9 a page; isLegend=true inducted, false on voting or review. */
var legendSearchQuery = z$1.object({
	page: z$1.coerce.number().int().min(0).default(0),
	size: z$1.coerce.number().int().min(1).max(pageSizes.max).default(pageSizes.hallOfFame),
	legendType: legendTypes.default("SONG"),
	isLegend: z$1.enum(["true", "false"]).default("false"),
	sort: legendSorts.default("RECENT")
});
var legendSearchBody = z$1.object({
	searchText: z$1.string().trim().max(100).nullish(),
	/** Another way to name the sort (the spec's body carries it too); the query's `sort` wins when both are set. */
	orderBy: legendSorts.nullish(),
	eras: z$1.array(eras.schema).nullish(),
	genres: z$1.array(genres.schema).nullish()
}).nullish().transform((body) => body ?? {});
/** POST/DELETE /legends/likes/{id}. */
var legendLikeState = z$1.object({
	legendUuid: z$1.string(),
	likeCount: z$1.number().int(),
	liked: z$1.boolean()
});
/** One song of the Legends Playlist. */
var legendSong = z$1.object({
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
var legendsPlaylist = z$1.object({ elements: z$1.array(legendSong) });
var legendsPlaylistQuery = z$1.object({ searchText: z$1.string().trim().max(100).optional() });
/** GET /legends/songs-legends/counts: how many songs the Legends Playlist holds. */
var legendSongsCount = z$1.object({ count: z$1.number().int().nonnegative() });
var legendDecisions = z$1.enum(["INDUCT", "REJECT"]);
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
	genre: genres.schema.nullable().optional(),
	composer: optionalText(limits.composerMax).nullable(),
	label: optionalText(50).nullable(),
	recordingStudio: optionalText(50).nullable(),
	textAuthor: optionalText(50).nullable()
}).passthrough();
// ../../packages/contract/src/endpoints.ts
/** Answers that only confirm, with the sentence the client shows. */
var messageAnswer = z$1.object({ message: z$1.string() });
/** POST /api/v1/account/email/confirm/:key — the address now on the account. */
var emailChanged = z$1.object({ email: z$1.string() });
/** GET /api/v1/ledger/config: what the apps need to reach the local ledger; contract indexes are u64 decimal strings. */
var ledgerClientConfig = z$1.object({
	networkName: z$1.string(),
	genesisHash: z$1.string(),
	nodeUrl: z$1.string(),
	contracts: z$1.record(z$1.string(), z$1.object({
		index: z$1.string(),
		subindex: z$1.string()
	})),
	contractNames: z$1.record(z$1.string(), z$1.string())
});
/** POST /api/v1/ledger/my-account: 201 when opened now, 200 when it existed; balance in micro-units as a decimal string. */
var ledgerAccount = z$1.object({
	address: z$1.string(),
	balance: z$1.string()
});
var endpoints = {
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
			query: legendsPlaylistQuery,
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
			responses: { 201: legend }
		},
		createPerson: {
			...routes.legends.createPerson,
			contentType: "multipart/form-data",
			body: null,
			responses: { 201: legend }
		},
		vote: {
			...routes.legends.vote,
			body: null,
			responses: { 200: legend }
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
			responses: { 200: legend }
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
export { userDesireMax as a, embedIframe as c, playlistSharePath as d, songSharePath as f, chatStreamEvent as i, embedPaths as l, searchTypes as m, chatChannelOf as n, moderationLimits as o, genres as p, chatLimits as r, reportCategories as s, endpoints as t, embedSizes as u };

//# sourceMappingURL=endpoints-Ds3VCXE4.js.map