// ../../packages/contract/src/money-format.ts
/** Micro CCD per CCD (10^6): CCD has six decimals. Here, zod-free, so the ledger's formatter can load without zod. */
var microPerCcd = 1000000n;
var intlLocales = {
	uk: "uk-UA",
	en: "en-GB"
};
var formats = /* @__PURE__ */ new Map();
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
// ../../packages/contract/src/limits.ts
/** Page sizes from each spec's section 9. API pages are 0-based; UI pages are API page + 1. */
var pageSizes = {
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
var limits = {
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
var timings = {
	searchDebounceMs: 500,
	chatPollMs: 500,
	loadMoreOffsetPx: 500,
	scrollCheckDebounceMs: 300,
	preloaderSwapMs: 1400,
	detailScrollTopMs: 200,
	walletConnectTimeout: 100
};
var breakpoints = {
	mobile: 600,
	chat: 800,
	addPostMinHeight: 800,
	backButton: 1200
};
var cropRatios = {
	postCover: 1.5,
	avatar: 1,
	profileCover: 3,
	square: 1
};
var ledgerConstants = {
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
export { pageSizes as a, microPerCcd as c, limits as i, cropRatios as n, timings as o, ledgerConstants as r, formatHryvnia as s, breakpoints as t };

//# sourceMappingURL=limits-Bj0hKUrz.js.map