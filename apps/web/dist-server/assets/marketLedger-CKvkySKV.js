import { i as ApiError } from "./src-Bp5laenX.js";
import { t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { g as addressKey, n as WalletError, r as ledgerMessages, t as WalletConnection, u as toUpdateTransaction, v as contractRef } from "./connection-BiUCd_sq.js";
import { b as z$1 } from "./notifications-wxZYJm6T.js";
import { x as devWalletPrompts } from "./WalletButton-DWUZ_IdB.js";
import { z } from "zod";
import { AccountTransactionType } from "@concordium/web-sdk";
// ../../packages/contract/src/errors.ts
/** The spec's error shape: every non-2xx answer of the API has this body. */
var apiErrorBody = z$1.object({ errors: z$1.array(z$1.object({ message: z$1.string() }).passthrough()).min(1) });
/** Reads the first message of an error body, the one the spec's client shows. */
function firstErrorMessage(body) {
	const parsed = apiErrorBody.safeParse(body);
	return parsed.success ? parsed.data.errors[0]?.message : void 0;
}
// ../../packages/ledger/src/config.ts
/** Names the on-chain modules are expected to use; override in configuration if they differ. */
var defaultContractNames = {
	auction: "auction",
	token: "rr_token",
	market: "market"
};
var mainnetConfig = {
	networkName: "Mainnet",
	genesisHash: "9dd9ca4d19e9393877d2c44b70f89acbfc0883c2243e5eeaecc0d1cd0503f478",
	nodeUrl: "https://grpc.mainnet.concordium.software:20000",
	contracts: {
		auction: contractRef(9932n),
		token: contractRef(9933n),
		market: contractRef(9934n)
	},
	contractNames: defaultContractNames
};
var u64 = z.union([
	z.bigint(),
	z.number().int(),
	z.string().regex(/^\d+$/)
]).transform((value) => BigInt(value)).refine((value) => value >= 0n && value < 1n << 64n, "must be a u64");
var contractRefInput = z.object({
	index: u64,
	subindex: u64.default(0n)
});
var ledgerConfigInput = z.object({
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
// ../../packages/ledger/src/node/types.ts
/** Tags of rejections that are not a contract's own reject code; 'Other' stands for any the node adds. */
var systemRejectTags = [
	"AmountTooLarge",
	"InvalidAccountReference",
	"InvalidContractAddress",
	"InvalidReceiveMethod",
	"SerializationFailure",
	"OutOfEnergy",
	"Other"
];
var LedgerNodeError = class extends Error {
	status;
	constructor(message, status) {
		super(message);
		this.status = status;
		this.name = "LedgerNodeError";
	}
};
// ../../packages/ledger/src/node/wire.ts
/**
* JSON forms of the node types for HTTP and snapshots. JSON has no bigint, so every amount,
* index and height travels as a decimal string; decoding validates and converts back.
*/
var bigintString = z.string().regex(/^-?\d+$/).transform((value) => BigInt(value));
var contractRefWire = z.strictObject({
	index: bigintString,
	subindex: bigintString
});
var ledgerAddressWire = z.discriminatedUnion("type", [z.strictObject({
	type: z.literal("account"),
	address: z.string()
}), z.strictObject({
	type: z.literal("contract"),
	address: contractRefWire
})]);
var parameterJson = z.lazy(() => z.union([
	z.string(),
	z.number(),
	z.boolean(),
	z.array(parameterJson),
	z.record(z.string(), parameterJson)
]));
var schemaSource = z.union([z.string(), z.strictObject({
	type: z.enum(["module", "parameter"]),
	value: z.string()
})]);
var traceEventWire = z.discriminatedUnion("tag", [
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
var rejectReasonWire = z.union([z.strictObject({
	tag: z.literal("RejectedReceive"),
	rejectReason: z.number().int(),
	contractAddress: contractRefWire,
	receiveName: z.string()
}), z.strictObject({
	tag: z.enum(systemRejectTags),
	detail: z.string().optional()
})]);
var finalizedTransactionWire = z.strictObject({
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
var consensusWire = z.strictObject({
	genesisHash: z.string(),
	networkName: z.string(),
	blockHeight: bigintString
});
var instanceInfoWire = z.strictObject({
	address: contractRefWire,
	name: z.string(),
	owner: z.string(),
	amount: bigintString,
	methods: z.array(z.string())
});
var encodeContractRef = (ref) => ({
	index: ref.index.toString(),
	subindex: ref.subindex.toString()
});
var decodeTransaction = (json) => finalizedTransactionWire.parse(json);
function encodeUpdate(transaction) {
	return {
		...transaction,
		contract: encodeContractRef(transaction.contract),
		amount: transaction.amount.toString(),
		maxEnergy: transaction.maxEnergy.toString()
	};
}
var decodeConsensus = (json) => consensusWire.parse(json);
var decodeInstanceInfo = (json) => instanceInfoWire.parse(json);
// ../../packages/ledger/src/node/http-ledger-node.ts
/**
* Routes of the API's local-ledger endpoints, relative to the base URL (LedgerConfig.nodeUrl,
* e.g. /api/v1/ledger). Bodies are JSON with every bigint as a decimal string; errors use the
* platform's `{ errors: [{ message }] }` body. createLedgerHttpHandler serves exactly these.
*
*   GET  /consensus                                   → 200 { genesisHash, networkName, blockHeight }
*   POST /transactions          UpdateTransactionJson → 201 { hash }   (404 unknown sender, 403 not yours)
*   GET  /transactions/:hash                          → 200 FinalizedTransactionJson | 404 not (yet) known
*   GET  /accounts/:address                           → 200 { address, balance } | 404
*   POST /accounts              { initialBalance? }   → 201 { address, balance }   (dev faucet)
*   POST /accounts/:address/fund { amount }           → 200 { address, balance }   (dev faucet)
*   GET  /contracts/:index/:subindex                  → 200 InstanceInfoJson | 404
*   GET  /contracts/:index/:subindex/schema           → 200 { schema: base64 | null }
*   GET  /contracts/:index/:subindex/tokens/:tokenId/balance?holder=<address or <i,s>>
*                                                     → 200 { balance }
*/
var ledgerRoutes = {
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
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** LedgerNode over the API's HTTP routes: what the browser's DevWallet talks to. */
var HttpLedgerNode = class {
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
function readString(body, field) {
	const value = typeof body === "object" && body !== null ? body[field] : void 0;
	if (typeof value !== "string") throw new LedgerNodeError(`The ledger API answered without "${field}"`);
	return value;
}
// ../../packages/ledger/src/wallet/dev-wallet.ts
/**
* A stand-in for the Concordium Browser Wallet, backed by any LedgerNode (in the platform, an
* HttpLedgerNode for the API's local ledger). It implements the same WalletProvider surface, so
* WalletConnection and submitUpdate cannot tell it from the real extension. Its extra methods
* (selectAccount, disconnectAccount, switchChain) play the user's actions inside a wallet.
*/
var DevWallet = class {
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
// src/features/markets/wallet/marketLedger.ts
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
	const { ConcordiumNode } = await import("./concordiumNode-_LDD6dgp.js");
	return {
		mode: "network",
		config,
		node: new ConcordiumNode({ config }),
		connection: WalletConnection.forConfig(config),
		now: async () => /* @__PURE__ */ new Date()
	};
}
var cache = /* @__PURE__ */ new Map();
/** One ledger and wallet connection per signed-in user (or guest) for the whole visit. */
function marketLedgerFor(client, userUuid) {
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
export { marketLedgerFor, systemRejectTags as n, LedgerNodeError as t };

//# sourceMappingURL=marketLedger-CKvkySKV.js.map