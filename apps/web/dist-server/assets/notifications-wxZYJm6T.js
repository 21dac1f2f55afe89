import { a as pageSizes } from "./limits-Bj0hKUrz.js";
import { config, z as z$1 } from "zod";
// ../../packages/contract/src/zod.ts
if ("document" in globalThis) config({ jitless: true });
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
// ../../packages/contract/src/notifications.ts
var notificationTypes = z$1.enum([
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
var notificationChannels = [
	"inApp",
	"email",
	"push"
];
var notificationChannelSettings = z$1.object({
	inApp: z$1.boolean(),
	email: z$1.boolean(),
	push: z$1.boolean()
});
var notificationLimits = {
	pageDefault: 20,
	/** Ids one mark-as-read call may name. */
	markReadMax: 100
};
var notificationMessages = {
	notFound: "Notification not found",
	tooManyIds: `At most ${notificationLimits.markReadMax} notifications at once`,
	unsubscribeInvalid: "This unsubscribe link is not valid or has expired"
};
/** What a notification is about; the web links each kind to its screen. */
var notificationTargetKinds = z$1.enum([
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
var notificationTarget = z$1.object({
	kind: notificationTargetKinds,
	/** The greeting order's id, the profile's uuid, the post's id, the withdrawal's or the legend's uuid, the report's id, the chat's id, the auction's or the offer's uuid. */
	id: z$1.string()
});
var notificationActor = z$1.object({
	uuid: z$1.string(),
	publicName: z$1.string(),
	nickName: z$1.string(),
	avatar: z$1.string().nullable()
});
var notification = z$1.object({
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
var notificationPage = z$1.object({
	elements: z$1.array(notification),
	totalPages: z$1.number().int().nonnegative(),
	unread: z$1.number().int().nonnegative()
});
var notificationsQuery = pageQuery(notificationLimits.pageDefault);
/** `ids` marks those; without it, every notification of the caller. */
var markNotificationsReadRequest = z$1.object({ ids: z$1.array(z$1.number().int().positive()).min(1).max(notificationLimits.markReadMax, notificationMessages.tooManyIds).optional() }).strict();
var notificationsReadAnswer = z$1.object({ unread: z$1.number().int().nonnegative() });
var emailDigestModes = z$1.enum(["off", "daily"]);
var pushLimits = {
	/** Devices one user may have subscribed at once (the oldest is replaced beyond it). */
	subscriptionsPerUser: 10,
	endpointMax: 2048
};
var pushMessages = {
	badEndpoint: "The push endpoint must be an https URL",
	badKeys: "The subscription keys are not a browser push subscription (p256dh, auth)",
	subscriptionNotFound: "Push subscription not found",
	badTimeZone: "Unknown time zone",
	emptyQuietHours: "Quiet hours must start and end at different times"
};
/** The VAPID public key, base64url, as `PushManager.subscribe({ applicationServerKey })` takes it. */
var pushKeyAnswer = z$1.object({ publicKey: z$1.string() });
var base64url = (bytes) => z$1.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.badKeys).refine((value) => {
	const length = value.replace(/=+$/, "").length;
	return Math.floor(length * 3 / 4) === bytes;
}, pushMessages.badKeys);
/** `PushSubscription.toJSON()` as a browser gives it. */
var pushSubscriptionRequest = z$1.object({
	endpoint: z$1.string().max(pushLimits.endpointMax, pushMessages.badEndpoint),
	keys: z$1.object({
		p256dh: base64url(65),
		auth: base64url(16)
	}),
	expirationTime: z$1.number().nullable().optional()
}).strip();
var pushUnsubscribeRequest = z$1.object({ endpoint: z$1.string().max(pushLimits.endpointMax) }).strict();
/** Whether a time zone name is one this runtime knows (`Europe/Kyiv`). */
function isTimeZone(name) {
	try {
		new Intl.DateTimeFormat("en", { timeZone: name });
		return true;
	} catch {
		return false;
	}
}
var minuteOfDay = z$1.number().int().min(0).max(1439);
/** Minutes after midnight in `timeZone`; a window may pass midnight (from 1320 to 420: 22:00–07:00). */
var quietHours = z$1.object({
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
var notificationSettings = z$1.object({
	settings: z$1.record(notificationTypes, notificationChannelSettings),
	emailDigest: emailDigestModes,
	/** When pushes are held back; null: never. */
	quietHours: quietHours.nullable()
});
/** Only the types and channels to change. */
var updateNotificationSettingsRequest = z$1.object({
	settings: z$1.partialRecord(notificationTypes, notificationChannelSettings.partial().strict()).optional(),
	emailDigest: emailDigestModes.optional(),
	/** Absent: unchanged; null: cleared. */
	quietHours: quietHours.nullable().optional()
}).strict();
/** The user's SSE channel for notifications (the same stream as the chat's). */
var notificationChannelOf = (userUuid) => `notifications/users/${userUuid}`;
var notificationStreamEvent = z$1.object({
	kind: z$1.literal("notification"),
	notification,
	unread: z$1.number().int().nonnegative()
});
/**
* One-click unsubscribe (RFC 8058): the mailed link's `token` (signed by the API, naming the
* person and the types) travels in the query; a mail client's POST adds the form field
* `List-Unsubscribe=One-Click`, the web's confirmation screen sends nothing more.
*/
var unsubscribeQuery = z$1.object({ token: z$1.string().min(1).max(2e3) });
/** The types whose e-mails are now off. */
var unsubscribeAnswer = z$1.object({ types: z$1.array(notificationTypes) });
var profilePath = (nickName) => `/profile/${encodeURIComponent(nickName)}`;
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
export { pageQuery as _, notificationPath as a, z$1 as b, notificationTypes as c, pushKeyAnswer as d, pushSubscriptionRequest as f, updateNotificationSettingsRequest as g, unsubscribeQuery as h, notificationPage as i, notificationsQuery as l, unsubscribeAnswer as m, notificationChannelOf as n, notificationSettings as o, pushUnsubscribeRequest as p, notificationChannels as r, notificationStreamEvent as s, markNotificationsReadRequest as t, notificationsReadAnswer as u, paged as v, pagedContent as y };

//# sourceMappingURL=notifications-wxZYJm6T.js.map