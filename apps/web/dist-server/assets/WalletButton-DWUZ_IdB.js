import { r as routes } from "./routes-n7G8wHCa.js";
import { a as NetworkError, i as ApiError } from "./src-Bp5laenX.js";
import { a as pageSizes, c as microPerCcd } from "./limits-Bj0hKUrz.js";
import { _ as PlayIcon, g as PauseIcon } from "./Icon-5AvXVvpA.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { P as usePlayer, q as ErrorPopup } from "../entry-server.js";
import { t as en } from "./en-Cngjn1tk.js";
import { useCallback, useState, useSyncExternalStore } from "react";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/api/marketsApi.ts
/** The spec's default order: newest first (createdAt, RECENT). */
var defaultSort = "createdAt,RECENT";
function filterQuery(filters) {
	return {
		...filters.era ? { filter_era: filters.era } : {},
		...filters.genres.length > 0 ? { filter_genreType: filters.genres.join(",") } : {}
	};
}
var marketKeys = {
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
/** A page of auctions; a non-empty keyword goes to the search endpoint, an empty one to the list. */
var auctionPageOptions = (client, params) => queryOptions({
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
var auctionOptions = (client, id) => queryOptions({
	queryKey: marketKeys.auction(id),
	queryFn: ({ signal }) => client.callNamed("markets", "showAuction", {
		params: { id },
		signal
	})
});
var offerPageOptions = (client, params) => queryOptions({
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
var offerOptions = (client, id) => queryOptions({
	queryKey: marketKeys.offer(id),
	queryFn: ({ signal }) => client.callNamed("markets", "showOffer", {
		params: { id },
		signal
	})
});
var availableSongsOptions = (client) => queryOptions({
	queryKey: marketKeys.availableSongs,
	queryFn: async ({ signal }) => (await client.callNamed("markets", "availableSongs", { signal })).elements
});
/** On a Concordium network the API derives the holdings of the connected wallet's `address`. */
var availableTokensOptions = (client, address) => queryOptions({
	queryKey: [...marketKeys.availableTokens, address ?? null],
	queryFn: async ({ signal }) => (await client.callNamed("markets", "availableTokens", {
		query: address ? { address } : {},
		signal
	})).elements,
	staleTime: 0
});
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
var devWalletPrompts = createPromptStore();
// ../../packages/ledger/src/money.ts
var ccdDecimals = 6;
/** Amounts travel as u64 micro CCD on chain. */
var maxMicroCcd = (1n << 64n) - 1n;
/** The smallest price a secondary sale may ask, 0.01 CCD. */
var minSalePriceMicro = 10000n;
var moneyMessages = {
	empty: "Enter an amount",
	notANumber: "Enter a number, e.g. 25",
	wholeOnly: "Enter a whole number of CCD, without decimals",
	tooManyDecimals: "CCD has at most 6 decimals",
	tooLarge: "The amount is too large",
	belowMinimum: (min) => `The minimum is ${min} CCD`
};
var MoneyError = class extends Error {
	constructor(message) {
		super(message);
		this.name = "MoneyError";
	}
};
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
// src/features/markets/components/format.ts
/** First 4 characters, an ellipsis, last 5; 9 characters or fewer are shown whole (spec 002 §2). */
function displayAddress(address) {
	return address.length <= 9 ? address : `${address.slice(0, 4)}…${address.slice(-5)}`;
}
var Markets_module_default = {
	page: "_page_lttjt_1",
	headerActions: "_headerActions_lttjt_5",
	about: "_about_lttjt_12",
	toolbar: "_toolbar_lttjt_27",
	search: "_search_lttjt_36",
	grid: "_grid_lttjt_41",
	card: "_card_lttjt_50",
	coverLink: "_coverLink_lttjt_57",
	cardTitle: "_cardTitle_lttjt_62",
	muted: "_muted_lttjt_69",
	cardFooter: "_cardFooter_lttjt_74",
	pagination: "_pagination_lttjt_82",
	detail: "_detail_lttjt_88",
	detailTitle: "_detailTitle_lttjt_95",
	links: "_links_lttjt_101",
	rows: "_rows_lttjt_107",
	mono: "_mono_lttjt_123",
	action: "_action_lttjt_128",
	bidField: "_bidField_lttjt_136",
	form: "_form_lttjt_141",
	formRow: "_formRow_lttjt_147",
	songPick: "_songPick_lttjt_153",
	buttons: "_buttons_lttjt_163",
	steps: "_steps_lttjt_170",
	step: "_step_lttjt_170",
	stepDone: "_stepDone_lttjt_185",
	stepActive: "_stepActive_lttjt_189",
	stepFailed: "_stepFailed_lttjt_194",
	note: "_note_lttjt_199",
	genres: "_genres_lttjt_206",
	promptRows: "_promptRows_lttjt_220",
	pageHeader: "_pageHeader_lttjt_268"
};
// src/features/markets/components/DevWalletPrompt.tsx
/** The DevWallet's signing window: every local-ledger transaction waits for Approve or Reject. */
function DevWalletPrompt() {
	const { t } = useTranslation("markets");
	const prompt = useSyncExternalStore(devWalletPrompts.subscribe, devWalletPrompts.getSnapshot);
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
// src/features/markets/wallet/steps.ts
var initialSaleSteps = [
	"token",
	"mint",
	"operator",
	"auction",
	"save"
];
var secondarySaleSteps = [
	"operator",
	"sale",
	"save"
];
var progressKey = (userUuid) => `kobza.markets.initialSale.${userUuid}`;
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
/** A creation sequence stopped at `step`; `cause` is what failed there. */
var StepError = class extends Error {
	step;
	cause;
	constructor(step, cause) {
		super(cause instanceof Error ? cause.message : String(cause));
		this.step = step;
		this.cause = cause;
		this.name = "StepError";
	}
};
var FlowError = class extends Error {
	name = "FlowError";
};
// src/features/markets/wallet/messages.ts
var fixedKeys = new Map(Object.entries(en.ledger).filter((entry) => entry[0] !== "wrongNetwork" && entry[0] !== "unknownRejectCode").map(([key, text]) => [text, key]));
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
// src/features/markets/wallet/useMarketWallet.ts
/** The wallet layer (ledger clients, the DevWallet) loads on the first wallet action, not with the screens. */
var marketLedgerFor = (client, userUuid) => import("./marketLedger-CKvkySKV.js").then((module) => module.marketLedgerFor(client, userUuid));
var idle = {
	provider: void 0,
	address: void 0,
	connected: false
};
var noop = () => () => void 0;
var loaded = /* @__PURE__ */ new Map();
var listeners = /* @__PURE__ */ new Set();
var subscribeLoaded = (listener) => {
	listeners.add(listener);
	return () => listeners.delete(listener);
};
/** The markets' ledger and wallet for the signed-in user (or a guest), and the wallet's live state. */
function useMarketWallet() {
	const { client, user } = useSession();
	const key = user?.uuid ?? "guest";
	const ledger = useSyncExternalStore(subscribeLoaded, () => loaded.get(key) ?? null);
	const state = useSyncExternalStore(ledger ? (listener) => ledger.connection.subscribe(listener) : noop, () => ledger?.connection.state ?? idle);
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
export { generateTokenId as A, auctionPageOptions as C, createAuction as D, buyOffer as E, offerOptions as M, offerPageOptions as N, createOffer as O, recordBid as P, auctionOptions as S, availableTokensOptions as T, formatCcd as _, FlowError as a, parseCcdDecimal as b, loadInitialSaleProgress as c, PlayButton as d, DevWalletPrompt as f, ccdToMicro as g, MoneyError as h, flowFailureMessage as i, marketKeys as j, finishAuction as k, saveInitialSaleProgress as l, displayAddress as m, useMarketWallet as n, StepError as o, Markets_module_default as p, flowErrorMessage as r, initialSaleSteps as s, WalletButton as t, secondarySaleSteps as u, maxMicroCcd as v, availableSongsOptions as w, devWalletPrompts as x, minSalePriceMicro as y };

//# sourceMappingURL=WalletButton-DWUZ_IdB.js.map