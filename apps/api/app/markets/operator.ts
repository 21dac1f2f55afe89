/* What the operator CLI may do with the markets and their ledger; collected by start/operator.ts. */
import { readFile, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import kobzaConfig from '#config/kobza'
import env from '#start/env'
import { OperatorError, runMigrations, type DemoSeeder } from '#core/console_app'
import { findUserByEmail } from '#accounts/public'
import LedgerAccount from '#markets/ledger_account'
import {
  deployLocalContracts,
  ledgerStatus as readLedgerStatus,
  withLocalLedger,
  type DeployedContract,
} from '#markets/local_ledger_service'

/**
 * `kobza contracts deploy`. On the local network: the three built-in contract instances,
 * created once. On a Concordium network (LEDGER_NETWORK or `network`): the compiled modules
 * from `modulesDir` deployed and instantiated with the account of the wallet key export
 * `keyFile`, through the node at LEDGER_NODE_URL; the result lists the settings to apply.
 */
export async function deployContracts(
  options: {
    network?: string
    /** Folder with auction.wasm.v1, rr_token.wasm.v1, market.wasm.v1 (or one module for all three). */
    modulesDir?: string
    keyFile?: string
    /** Called once the inputs are read, as the node is contacted. */
    onConnect?: (target: { network: string; nodeUrl: string; account: string }) => void
    onStep?: import('@kobza/ledger').DeployProgress
  } = {}
): Promise<{
  network: string
  created: boolean
  contracts: DeployedContract[]
  /** The signing account, on Concordium. */
  account?: string
  /** Environment variables the operator must set for the API to use the new contracts. */
  settings: [name: string, value: string][]
}> {
  const network = options.network ?? kobzaConfig.ledgerNetwork
  if (network === 'local') {
    await runMigrations()
    return { network, settings: [], ...(await deployLocalContracts()) }
  }

  const { modulesDir: modulesOption, keyFile: keyOption } = options
  if (!modulesOption || !keyOption) {
    const missing = [
      modulesOption ? undefined : '--modules <folder with auction.wasm.v1, rr_token.wasm.v1, market.wasm.v1>',
      keyOption ? undefined : '--key <key file exported from a Concordium wallet>',
    ].filter((option) => option !== undefined)
    throw new OperatorError(`Deploying to Concordium ${network} needs ${missing.join(' and ')}`)
  }
  const nodeUrl = env.get('LEDGER_NODE_URL')
  if (!nodeUrl)
    throw new OperatorError(
      `Deploying to Concordium ${network} needs LEDGER_NODE_URL, the node's gRPC-web endpoint (e.g. https://grpc.testnet.concordium.com:20000)`
    )

  const ledger = await import('@kobza/ledger')
  const modulesDir = resolve(modulesOption)
  const keyFile = resolve(keyOption)
  const unreadable = (what: string, path: string, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code
    const reasons: Record<string, string> = {
      ENOENT: 'does not exist',
      EACCES: 'is not readable',
      ENOTDIR: 'is not a folder',
      EISDIR: 'is a folder',
    }
    const reason = (code && reasons[code]) ?? (error as Error).message
    return new OperatorError(`${what} ${path} ${reason}`)
  }
  try {
    let files: string[]
    try {
      files = await readdir(modulesDir)
    } catch (error) {
      throw unreadable('The modules folder', modulesDir, error)
    }
    const names = ledger.defaultContractNames
    const chosen = ledger.moduleFilesFor(files, names, modulesDir)
    const modules = {} as Record<import('@kobza/ledger').ContractRole, Uint8Array>
    for (const role of ledger.contractRoles) {
      const path = join(modulesDir, chosen[role])
      try {
        modules[role] = new Uint8Array(await readFile(path))
      } catch (error) {
        throw unreadable('The module', path, error)
      }
    }
    let keyText: string
    try {
      keyText = await readFile(keyFile, 'utf8')
    } catch (error) {
      throw unreadable('The key file', keyFile, error)
    }
    const account = ledger.parseKeyFile(keyText, `The key file ${keyFile}`)
    const deployOptions = { modules, names, labels: chosen }
    // Everything local is checked before the node is contacted, and the node before anything is signed.
    const plan = await ledger.checkMarketModules(deployOptions)
    const deployer = new ledger.ConcordiumDeployer({ nodeUrl, account })
    options.onConnect?.({ network, nodeUrl, account: account.address })
    await deployer.connect(network)
    const contracts = await ledger.deployMarketContracts(deployer, deployOptions, options.onStep)
    const setting = (ref: import('@kobza/ledger').ContractRef) => `${ref.index},${ref.subindex}`
    return {
      network,
      created: true,
      account: account.address,
      contracts: ledger.contractRoles.map((role) => ({
        role,
        name: names[role],
        index: contracts[role].index.toString(),
        subindex: contracts[role].subindex.toString(),
        module: `module ${plan.refs[role]}`,
        entrypoints: [...ledger.requiredEntrypoints[role]],
      })),
      settings: [
        ['LEDGER_NETWORK', network],
        ['LEDGER_NODE_URL', nodeUrl],
        ['LEDGER_AUCTION_CONTRACT', setting(contracts.auction)],
        ['LEDGER_TOKEN_CONTRACT', setting(contracts.token)],
        ['LEDGER_MARKET_CONTRACT', setting(contracts.market)],
      ],
    }
  } catch (error) {
    if (error instanceof ledger.DeployError) throw new OperatorError(error.message, { cause: error })
    throw error
  }
}

export async function ledgerStatus() {
  try {
    return await readLedgerStatus()
  } catch (error) {
    // Most often a database nobody has migrated yet: say so instead of a stack trace.
    return {
      network: kobzaConfig.ledgerNetwork,
      deployed: false,
      reachable: false,
      detail: (error as Error).message,
      contracts: [],
    }
  }
}

/** `kobza ledger fund <account> <ccd>` (local only): the account is a ledger address or a user's e-mail. */
export async function fundLedgerAccount(accountOrEmail: string, ccd: string) {
  const { ccdToMicro, microToCcdString } = await import('@kobza/ledger')
  let micro: bigint
  try {
    micro = ccdToMicro(ccd)
  } catch (error) {
    throw new OperatorError((error as Error).message)
  }
  if (micro <= 0n) throw new OperatorError('The amount must be at least 1 CCD')
  let address = accountOrEmail
  if (accountOrEmail.includes('@')) {
    const user = await findUserByEmail(accountOrEmail)
    const owned = user ? await LedgerAccount.addressOf(user.id) : null
    if (!owned)
      throw new OperatorError(`${accountOrEmail} has no ledger account yet (it is opened on first use of the markets)`)
    address = owned
  }
  const balance = await withLocalLedger((ledger) => {
    if (ledger.accountBalance(address) === undefined) throw new OperatorError(`No ledger account ${address}`)
    return ledger.fund(address, micro)
  })
  return { address, balance: microToCcdString(balance) }
}

/** Demo markets: the local contracts (demo people get their ledger accounts as they are made). */
export const demo: DemoSeeder = {
  domain: 'markets',
  async run(context) {
    // Demo contracts live on the local ledger; a Concordium network is deployed by the operator.
    if (!context.localLedger) return { created: 0, total: 0 }
    context.progress('local contracts', 0, 1)
    const { created } = await deployLocalContracts()
    context.progress('local contracts', 1, 1)
    return { created: created ? 1 : 0, total: 1 }
  },
}

/** Demo auctions and offers: after the people, who bid and buy (start/operator.ts runs it last). */
export const tradingDemo: DemoSeeder = {
  domain: 'markets',
  async run(context) {
    const { seedMarketsTrading } = await import('#markets/demo')
    return seedMarketsTrading(context)
  },
}

/* The markets as the operator sees them: the database's records beside the ledger's own state. */

export interface MarketFilters {
  status?: string
  era?: string
  genre?: string
}

async function ledgerReadable() {
  const { readMarketLedger } = await import('#markets/market_ledger')
  return async <T>(work: (ledger: import('@kobza/ledger').LocalLedger) => T): Promise<T | undefined> => {
    try {
      return await readMarketLedger(work)
    } catch {
      return undefined
    }
  }
}

/** `kobza auctions list`: the records with status, end, highest bid. */
export async function listAuctionsForOperator(filters: MarketFilters = {}) {
  const { default: Auction } = await import('#markets/auction')
  const { marketNow } = await import('#markets/market_ledger')
  const { isAuctionEnded } = await import('@kobza/ledger')
  const query = Auction.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.status) query.where('status', filters.status.toUpperCase())
  if (filters.era) query.where('era', filters.era.toUpperCase())
  if (filters.genre) query.where('genre_type', filters.genre.toUpperCase())
  const now = await marketNow()
  return (await query).map((auction) => ({
    id: auction.uuid,
    auctionId: auction.ledgerAuctionId,
    song: auction.item,
    era: auction.era,
    genre: auction.genreType,
    status: auction.status,
    ended: isAuctionEnded(auction.endsAt.toJSDate(), now),
    end: auction.endsAt.toUTC().toISO(),
    initialPrice: auction.initialPrice,
    highestBid: auction.highestBid,
    highestBidder: auction.highestBidder,
  }))
}

/** `kobza auctions inspect <id>`: by uuid or the contract's auction id. */
export async function inspectAuction(id: string) {
  const { default: Auction } = await import('#markets/auction')
  const { indexerStatus } = await import('#markets/indexer')
  const auction = /^\d+$/.test(id)
    ? await Auction.findBy('ledger_auction_id', Number(id))
    : await Auction.findBy('uuid', id)
  if (!auction) throw new OperatorError(`No auction ${id}`)
  const read = await ledgerReadable()
  const onLedger = await read((ledger) => ledger.auction(auction.ledgerAuctionId))
  const ledger = onLedger
    ? {
        owner: onLedger.owner,
        item: onLedger.item,
        end: new Date(onLedger.endMs).toISOString(),
        tokenId: onLedger.tokenId,
        tokenAmount: onLedger.tokenAmount.toString(),
        initialPrice: onLedger.initialPrice.toString(),
        highestBid: onLedger.highestBid?.amount.toString() ?? null,
        highestBidder: onLedger.highestBid?.bidder ?? null,
        finalized: onLedger.finalized,
      }
    : null
  const disagreements: string[] = []
  if (!ledger) disagreements.push(`auction ${auction.ledgerAuctionId} cannot be read from the ledger`)
  else {
    if (ledger.highestBid !== auction.highestBid)
      disagreements.push(`highest bid: database ${auction.highestBid ?? 'none'}, ledger ${ledger.highestBid ?? 'none'}`)
    if (ledger.finalized !== (auction.status === 'FINISHED'))
      disagreements.push(
        `status: database ${auction.status}, ledger ${ledger.finalized ? 'finalized' : 'not finalized'}`
      )
    if (ledger.end !== auction.endsAt.toUTC().toISO())
      disagreements.push(`end: database ${auction.endsAt.toUTC().toISO()}, ledger ${ledger.end}`)
    if (ledger.tokenId !== auction.tokenId)
      disagreements.push(`token: database ${auction.tokenId}, ledger ${ledger.tokenId}`)
  }
  return {
    record: {
      id: auction.uuid,
      auctionId: auction.ledgerAuctionId,
      song: auction.item,
      songId: auction.songId,
      seller: auction.sellerAddress,
      end: auction.endsAt.toUTC().toISO(),
      tokenId: auction.tokenId,
      offeredTokens: auction.offeredTokens,
      initialPrice: auction.initialPrice,
      highestBid: auction.highestBid,
      highestBidder: auction.highestBidder,
      status: auction.status,
    },
    ledger,
    disagreements,
    indexer: await indexerStatus(),
  }
}

/** `kobza offers list`. */
export async function listOffersForOperator(filters: MarketFilters = {}) {
  const { default: SaleOffer } = await import('#markets/sale_offer')
  const query = SaleOffer.query().preload('auction').orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.status) query.where('status', filters.status.toUpperCase())
  if (filters.era || filters.genre)
    query.whereHas('auction', (auction) => {
      if (filters.era) auction.where('era', filters.era.toUpperCase())
      if (filters.genre) auction.where('genre_type', filters.genre.toUpperCase())
    })
  return (await query).map((offer) => ({
    id: offer.uuid,
    offerId: offer.ledgerSaleId,
    song: offer.auction.item,
    status: offer.status,
    tokensToSell: offer.tokensToSell,
    totalPrice: offer.totalPrice,
    seller: offer.sellerAddress,
    buyer: offer.buyer,
  }))
}

/** `kobza offers inspect <id>`: by uuid or the market contract's sale id. */
export async function inspectOffer(id: string) {
  const { default: SaleOffer } = await import('#markets/sale_offer')
  const { indexerStatus } = await import('#markets/indexer')
  const query = SaleOffer.query().preload('auction')
  const offer = await (/^\d+$/.test(id) ? query.where('ledger_sale_id', Number(id)) : query.where('uuid', id)).first()
  if (!offer) throw new OperatorError(`No offer ${id}`)
  const read = await ledgerReadable()
  const sale = await read((ledger) => ledger.sale(offer.ledgerSaleId))
  const ledger = sale
    ? {
        seller: sale.seller,
        tokenId: sale.tokenId,
        amount: sale.amount.toString(),
        price: sale.price.toString(),
        buyer: sale.buyer ?? null,
        cancelled: sale.cancelled,
      }
    : null
  const disagreements: string[] = []
  if (!ledger) disagreements.push(`sale ${offer.ledgerSaleId} cannot be read from the ledger`)
  else {
    const ledgerStatus = ledger.cancelled ? 'CANCELLED' : ledger.buyer ? 'SOLD' : 'ACTIVE'
    if (ledgerStatus !== offer.status) disagreements.push(`status: database ${offer.status}, ledger ${ledgerStatus}`)
    if (ledger.amount !== offer.tokensToSell)
      disagreements.push(`tokens: database ${offer.tokensToSell}, ledger ${ledger.amount}`)
    if (ledger.price !== offer.totalPrice)
      disagreements.push(`price: database ${offer.totalPrice}, ledger ${ledger.price}`)
  }
  return {
    record: {
      id: offer.uuid,
      offerId: offer.ledgerSaleId,
      auctionId: offer.auction.ledgerAuctionId,
      song: offer.auction.item,
      seller: offer.sellerAddress,
      tokensToSell: offer.tokensToSell,
      totalPrice: offer.totalPrice,
      status: offer.status,
      buyer: offer.buyer,
    },
    ledger,
    disagreements,
    indexer: await indexerStatus(),
  }
}

/** `kobza indexer status`. */
export async function indexerStatus() {
  const { indexerStatus: read } = await import('#markets/indexer')
  return read()
}
