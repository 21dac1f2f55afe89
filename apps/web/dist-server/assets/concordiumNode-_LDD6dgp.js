import { C as bytesToBase64, S as base64ToBytes, T as hexToBytes, _ as contract, b as ByteReader, m as account, v as contractRef, w as exactArrayBuffer, x as ByteWriter } from "./connection-BiUCd_sq.js";
import { n as systemRejectTags, t as LedgerNodeError } from "./marketLedger-CKvkySKV.js";
import { AccountAddress, AccountTransactionType, BlockHash, CcdAmount, ConcordiumGRPCWebClient, ContractAddress, ContractEvent, ContractName, Energy, EntrypointName, Parameter, ReceiveName, TransactionExpiry, TransactionHash, serializeTypeValue, serializeUpdateContractParameters, signTransaction } from "@concordium/web-sdk";
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
var toRef = (address) => contractRef(address.index, address.subindex);
function toLedgerAddress(address) {
	return address.type === "AddressAccount" ? account(AccountAddress.toBase58(address.address)) : contract(toRef(address.address));
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
/** The tags the node names as they are; 'Other' keeps the node's own tag as its detail. */
var systemTags = new Set(systemRejectTags.filter((tag) => tag !== "Other"));
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
/**
* LedgerNode for a real Concordium node over gRPC-web. The web app mostly reads through it
* (finalization, schemas); sending needs a signer because, on chain, the wallet holds the keys.
*/
var ConcordiumNode = class {
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
export { ConcordiumNode };

//# sourceMappingURL=concordiumNode-_LDD6dgp.js.map