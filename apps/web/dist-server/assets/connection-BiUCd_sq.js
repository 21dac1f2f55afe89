import { o as timings, r as ledgerConstants } from "./limits-Bj0hKUrz.js";
import { v as maxMicroCcd } from "./WalletButton-DWUZ_IdB.js";
import { AccountAddress, CcdAmount, ContractAddress, Energy, ReceiveName, serializeSchemaType } from "@concordium/web-sdk";
// ../../packages/ledger/src/bytes.ts
/**
* Little-endian byte encoding as Concordium contracts use it (concordium-std `Serial`).
* Written without Node's Buffer so the same code runs in the browser.
*/
var hexPattern = /^(?:[0-9a-fA-F]{2})*$/;
var byteHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));
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
var u64Max = (1n << 64n) - 1n;
var ByteWriter = class {
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
var ByteReader = class ByteReader {
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
// ../../packages/ledger/src/addresses.ts
var account = (address) => ({
	type: "account",
	address
});
var contract = (address) => ({
	type: "contract",
	address
});
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
var addressByHex = /* @__PURE__ */ new Map();
var conversionCacheLimit = 1e4;
function remember(cache, key, value) {
	if (cache.size >= conversionCacheLimit) cache.clear();
	cache.set(key, value);
	return value;
}
function accountAddressFromBytes(bytes) {
	const hex = bytesToHex(bytes);
	return addressByHex.get(hex) ?? remember(addressByHex, hex, AccountAddress.fromBuffer(exactArrayBuffer(bytes)).address);
}
// ../../packages/ledger/src/contracts.ts
var actionDescriptors = {
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
var maxContractEnergy = ledgerConstants.maxEnergy;
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
// ../../packages/ledger/src/schemas.ts
/**
* Hand-built parameter schemas, so transactions can be described to the wallet without asking
* a node for the module's embedded schema (offline, local ledger, node outage). CONTRACTS.md
* documents the same layouts byte by byte.
*/
var named = (fields) => ({
	type: "Struct",
	fields: {
		type: "Named",
		fields: Object.entries(fields).map(([name, field]) => ({
			name,
			field
		}))
	}
});
var unnamedVariant = (name, fields) => ({
	name,
	fields: {
		type: "Unnamed",
		fields
	}
});
var unitVariant = (name) => ({
	name,
	fields: { type: "None" }
});
var option = (item) => ({
	type: "Enum",
	variants: [unitVariant("None"), unnamedVariant("Some", [item])]
});
/** CIS-2 TokenIdVec: a u8 length then the bytes; JSON is a hex string. */
var tokenIdSchema = {
	type: "ByteList",
	sizeLength: "U8"
};
/** CIS-2 TokenAmount: unsigned LEB128 of at most 37 bytes; JSON is a decimal string. */
var tokenAmountSchema = {
	type: "ULeb128",
	maxByteSize: 37
};
var addressSchema = {
	type: "Enum",
	variants: [unnamedVariant("Account", [{ type: "AccountAddress" }]), unnamedVariant("Contract", [{ type: "ContractAddress" }])]
};
var receiverSchema = {
	type: "Enum",
	variants: [unnamedVariant("Account", [{ type: "AccountAddress" }]), unnamedVariant("Contract", [{ type: "ContractAddress" }, {
		type: "String",
		sizeLength: "U16"
	}])]
};
var metadataUrlSchema = named({
	url: {
		type: "String",
		sizeLength: "U16"
	},
	hash: option({
		type: "ByteArray",
		size: 32
	})
});
var auctionIdSchema = named({ auction_id: { type: "U32" } });
var parameterSchemaTypes = {
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
var base64Cache = /* @__PURE__ */ new Map();
/** The parameter's type schema, base64 encoded as the wallet API expects it. */
function parameterSchemaBase64(action) {
	let cached = base64Cache.get(action);
	if (cached === void 0) {
		cached = bytesToBase64(serializeSchemaType(parameterSchemaTypes[action]));
		base64Cache.set(action, cached);
	}
	return cached;
}
// ../../packages/ledger/src/auction-rules.ts
var auctionTimeMessages = {
	invalidDuration: "Invalid duration in auction data",
	invalidCalculatedTime: "Calculated time is invalid",
	invalidDate: "Invalid date value"
};
var AuctionTimeError = class extends Error {
	constructor(message) {
		super(message);
		this.name = "AuctionTimeError";
	}
};
/** Every RR token is minted with the whole supply at once. */
var rrTokenSupply = BigInt(ledgerConstants.tokenMaxSupply);
var tokensPerCopyrightPercent = BigInt(ledgerConstants.tokensPerCopyrightPercent);
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
// ../../packages/ledger/src/messages.ts
/** User-facing wording from the spec; keep it verbatim, the web app shows these as they are. */
var ledgerMessages = {
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
// ../../packages/ledger/src/wallet/detect.ts
/** The event the wallet extension fires on `window` once `window.concordium` is ready. */
var walletInitializedEvent = "concordium#initialized";
var walletConnectTimeoutMs = timings.walletConnectTimeout;
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
// ../../packages/ledger/src/wallet/connection.ts
var WalletError = class extends Error {
	kind;
	constructor(kind, message) {
		super(message);
		this.kind = kind;
		this.name = "WalletError";
	}
};
var disconnected = {
	provider: void 0,
	address: void 0,
	connected: false
};
/**
* The wallet connection as a small state machine, independent of any UI framework: a React
* hook or a store subscribes to it. It follows the wallet's own events so the state stays true
* when the user switches account or network inside the wallet.
*/
var WalletConnection = class WalletConnection {
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
		return new WalletError(kind, {
			noWallet: ledgerMessages.noWallet,
			wrongNetwork: ledgerMessages.wrongNetwork(this.options.networkName),
			noAccount: ledgerMessages.noAccount,
			rejected: ledgerMessages.userRejected
		}[kind]);
	}
};
export { bytesToBase64 as C, base64ToBytes as S, hexToBytes as T, contract as _, buyTokensRequest as a, ByteReader as b, finalizeRequest as c, updateOperatorRequest as d, auctionEnd as f, addressKey as g, accountAddressFromBytes as h, bidRequest as i, mintRequest as l, account as m, WalletError as n, createAuctionRequest as o, tokensForCopyrightPercent as p, ledgerMessages as r, createSaleRequest as s, WalletConnection as t, toUpdateTransaction as u, contractRef as v, exactArrayBuffer as w, ByteWriter as x, sameContract as y };

//# sourceMappingURL=connection-BiUCd_sq.js.map