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
