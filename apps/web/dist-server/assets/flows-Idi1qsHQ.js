import { _ as contract, a as buyTokensRequest, b as ByteReader, c as finalizeRequest, d as updateOperatorRequest, f as auctionEnd, h as accountAddressFromBytes, i as bidRequest, l as mintRequest, n as WalletError, o as createAuctionRequest, p as tokensForCopyrightPercent, r as ledgerMessages, s as createSaleRequest, y as sameContract } from "./connection-BiUCd_sq.js";
import { A as generateTokenId, D as createAuction, E as buyOffer, O as createOffer, P as recordBid, a as FlowError, b as parseCcdDecimal, c as loadInitialSaleProgress, h as MoneyError, k as finishAuction, l as saveInitialSaleProgress, o as StepError, y as minSalePriceMicro } from "./WalletButton-DWUZ_IdB.js";
import { AccountTransactionType } from "@concordium/web-sdk";
// ../../packages/ledger/src/reject-codes.ts
/**
* Reject codes of the three contracts. The spec fixes -2, -4, -5, -8 and -10 for the auction
* (and -2, -4, -10 for purchases) and the CIS-2 standard fixes -42000001..3; the rest are this
* package's choice, documented in CONTRACTS.md so the on-chain modules can match them.
*/
var auctionRejects = {
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
/** -2 and -4 are left unused: the spec's client words them as auction errors for purchases too. */
var marketRejects = {
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
var tokenRejects = {
	parseParams: -1,
	tokenAlreadyMinted: -2,
	invalidSupply: -3,
	invalidReceiver: -4,
	invalidTokenId: -42000001,
	insufficientFunds: -42000002,
	unauthorized: -42000003
};
// ../../packages/ledger/src/outcome.ts
var LedgerRejectError = class extends Error {
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
var bidMessages = {
	[auctionRejects.bidBelowCurrentBid]: ledgerMessages.bidBelowHighest,
	[auctionRejects.bidTooLate]: ledgerMessages.bidTooLate,
	[auctionRejects.ownerCannotParticipate]: ledgerMessages.ownerCannotBid,
	[auctionRejects.auctionAlreadyFinalized]: ledgerMessages.auctionAlreadyFinalized
};
var buyMessages = {
	[auctionRejects.bidBelowCurrentBid]: ledgerMessages.bidBelowHighest,
	[auctionRejects.bidTooLate]: ledgerMessages.bidTooLate,
	[marketRejects.sellerCannotBuy]: ledgerMessages.ownerCannotBuy
};
var finalizeMessages = {
	[auctionRejects.auctionAlreadyFinalized]: ledgerMessages.auctionAlreadyFinalized,
	[auctionRejects.auctionStillActive]: ledgerMessages.auctionStillActive
};
var tokenShortageMessages = { [tokenRejects.insufficientFunds]: ledgerMessages.noTokens };
/** Actions whose unknown codes are reported with their number; the others use one fixed sentence. */
var codedActions = {
	bid: bidMessages,
	buyTokens: buyMessages,
	finalize: finalizeMessages
};
var fallbackMessages = {
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
var shortageActions = /* @__PURE__ */ new Set([
	"createAuction",
	"createSale",
	"transfer"
]);
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
// ../../packages/ledger/src/events.ts
var auctionEventTags = {
	auctionCreated: 0,
	bidPlaced: 1,
	auctionFinalized: 2
};
var marketEventTags = {
	saleCreated: 0,
	tokensBought: 1,
	saleCancelled: 2
};
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
// src/features/markets/wallet/flows.ts
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
export { MoneyError, buyTokens, createInitialSale, createSecondarySale, finalizeAuction, minSalePriceMicro, parseCcdDecimal, placeBid };

//# sourceMappingURL=flows-Idi1qsHQ.js.map