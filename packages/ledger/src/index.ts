export {
  account,
  contract,
  contractRef,
  contractKey,
  addressKey,
  parseAddressKey,
  sameAddress,
  sameContract,
  isAccountAddress,
  shortAddress,
  type ContractRef,
  type LedgerAddress,
} from './addresses.js'
export {
  contractRoles,
  defaultContractNames,
  mainnetConfig,
  mainnetGenesisHash,
  testnetGenesisHash,
  localGenesisHash,
  localLedgerConfig,
  parseLedgerConfig,
  type ContractRole,
  type LedgerConfig,
} from './config.js'
export {
  actionDescriptors,
  ledgerActions,
  describeCall,
  receiveNameOf,
  maxContractEnergy,
  receiveHookEntrypoint,
  type ActionDescriptor,
  type ContractCall,
  type LedgerAction,
} from './contracts.js'
export { parameterSchemaTypes, parameterSchemaBase64 } from './schemas.js'
export {
  createAuctionRequest,
  bidRequest,
  finalizeRequest,
  mintRequest,
  updateOperatorRequest,
  transferRequest,
  createSaleRequest,
  buyTokensRequest,
  cancelSaleRequest,
  saleTotalPrice,
  schemaFor,
  fetchModuleSchemas,
  toUpdateTransaction,
  type BuildOptions,
  type SalePriceInput,
  type ModuleSchemas,
  type UpdatePayload,
  type UpdateRequest,
  type CreateAuctionParams,
  type AuctionIdParams,
  type MintParams,
  type UpdateOperatorParams,
  type TransferParams,
  type CreateSaleParams,
  type BuyTokensParams,
  type CancelSaleParams,
} from './parameters.js'
export {
  ccdToMicro,
  formatCcd,
  parseCcdDecimal,
  microToCcdString,
  microPerCcd,
  maxMicroCcd,
  minSalePriceMicro,
  moneyMessages,
  MoneyError,
} from './money.js'
export {
  auctionEnd,
  isAuctionEnded,
  auctionAcceptsBids,
  auctionCanBeFinalized,
  tokensForCopyrightPercent,
  rrTokenSupply,
  tokensPerCopyrightPercent,
  auctionTimeMessages,
  AuctionTimeError,
} from './auction-rules.js'
export { ledgerMessages } from './messages.js'
export { auctionRejects, marketRejects, tokenRejects, notPayableReject } from './reject-codes.js'
export { readOutcome, rejectMessage, rejectCode, LedgerRejectError, type ConfirmedUpdate } from './outcome.js'
export {
  encodeCis2Event,
  decodeCis2Event,
  encodeAuctionEvent,
  decodeAuctionEvent,
  encodeMarketEvent,
  decodeMarketEvent,
  contractEvents,
  auctionEvents,
  marketEvents,
  cis2Events,
  createdAuctionId,
  createdSaleId,
  cis2EventTags,
  auctionEventTags,
  marketEventTags,
  type Cis2Event,
  type AuctionEvent,
  type MarketEvent,
  type TransactionWithEvents,
} from './events.js'
export {
  LedgerNodeError,
  type LedgerNode,
  type UpdateTransaction,
  type FinalizedTransaction,
  type UpdatedSummary,
  type FailedSummary,
  type ContractTraceEvent,
  type RejectReason,
  type SystemRejectTag,
  type ConsensusInfo,
  type InstanceInfo,
  type ParameterJson,
  type SchemaSource,
  type WaitOptions,
} from './node/types.js'
export {
  encodeTransaction,
  decodeTransaction,
  encodeUpdate,
  decodeUpdate,
  encodeConsensus,
  decodeConsensus,
  encodeInstanceInfo,
  decodeInstanceInfo,
  type FinalizedTransactionJson,
  type UpdateTransactionJson,
} from './node/wire.js'
export { HttpLedgerNode, ledgerRoutes, type HttpLedgerNodeOptions } from './node/http-ledger-node.js'
export {
  createLedgerHttpHandler,
  type LedgerHttpHandlerOptions,
  type LedgerOperation,
  type LedgerFaucet,
} from './node/http-handler.js'
export {
  ConcordiumNode,
  parseNodeUrl,
  type ConcordiumNodeOptions,
  type ConcordiumClient,
} from './node/concordium-node.js'
export { LocalLedger, type LocalLedgerOptions, type LedgerChange } from './local/local-ledger.js'
export { LocalLedgerDriver } from './local/local-ledger-driver.js'
export { snapshotFormat, snapshotVersion, type LedgerSnapshot } from './local/snapshot.js'
export type { Auction, Sale, TokenInfo } from './local/state.js'
export type { WalletProvider, WalletEvent } from './wallet/provider.js'
export {
  detectBrowserWallet,
  walletConnectTimeoutMs,
  walletInitializedEvent,
  type WalletHost,
} from './wallet/detect.js'
export {
  WalletConnection,
  WalletError,
  type WalletState,
  type WalletErrorKind,
  type WalletConnectionOptions,
} from './wallet/connection.js'
export { submitUpdate, isUserRejection, type SubmitOptions } from './wallet/submit.js'
export { DevWallet, installDevWallet, type DevWalletOptions, type DevWalletApproval } from './wallet/dev-wallet.js'
export { devAccountSigner, devAccountKeySeed } from './wallet/dev-keys.js'
export {
  deployMarketContracts,
  checkMarketModules,
  type DeploymentPlan,
  type ContractDeployer,
  type DeployedModule,
  type InitContractRequest,
  type InitializedContract,
  type TransactionCallbacks,
  type DeployStep,
  type DeployStepStatus,
  type DeployMarketOptions,
  type DeployProgress,
} from './deploy/deployer.js'
export {
  DeployError,
  checkVersionedModule,
  moduleReference,
  moduleContracts,
  moduleFilesFor,
  moduleFileSuffix,
  requiredEntrypoints,
} from './deploy/modules.js'
export { LocalDeployer, type LocalDeployerOptions, type LocalInstance } from './deploy/local-deployer.js'
export {
  ConcordiumDeployer,
  parseKeyFile,
  knownNetworks,
  type ConcordiumDeployerOptions,
  type DeployAccount,
  type DeployClient,
  type NodeInfo,
} from './deploy/concordium-deployer.js'
export {
  LedgerIndexer,
  IndexerError,
  cursorToJson,
  cursorFromJson,
  type IndexerCursor,
  type IndexerStore,
  type IndexerHandlers,
  type IndexerHandler,
  type IndexedEvent,
  type IndexedEventType,
  type IndexedEventContext,
  type IndexerRunResult,
  type LedgerIndexerOptions,
} from './indexer/indexer.js'
export type { FinalizedBlockSource, LedgerBlock, BlockTransaction } from './indexer/blocks.js'
export {
  viewEntrypoints,
  viewIdParameter,
  encodeAuctionView,
  decodeAuctionView,
  encodeSaleView,
  decodeSaleView,
} from './views.js'
export { MarketReader, type MarketReaderClient } from './node/market-reader.js'
