import kobzaConfig from '#config/kobza'
import { OperatorError, runMigrations } from '#core/console_app'
import { deployLocalContracts, type DeployedContract } from '#markets/local_ledger_service'
import { readDeployFiles } from '#markets/deploy_files'

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
    /** Or one .wasm.v1 module holding all three contracts. */
    moduleFile?: string
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

  const { modulesDir, moduleFile, keyFile: keyOption } = options
  if (modulesDir && moduleFile) throw new OperatorError('Give either --module <file> or --modules <folder>, not both')
  const moduleSource = moduleFile ? { file: moduleFile } : modulesDir ? { folder: modulesDir } : undefined
  if (!moduleSource || !keyOption) {
    const missing = [
      moduleSource
        ? undefined
        : '--module <one .wasm.v1 module with every contract> or --modules <folder with auction.wasm.v1, rr_token.wasm.v1, market.wasm.v1>',
      keyOption ? undefined : '--key <key file exported from a Concordium wallet>',
    ].filter((option) => option !== undefined)
    throw new OperatorError(`Deploying to Concordium ${network} needs ${missing.join(' and ')}`)
  }
  const nodeUrl = kobzaConfig.ledgerNodeUrl
  if (!nodeUrl)
    throw new OperatorError(
      `Deploying to Concordium ${network} needs LEDGER_NODE_URL, the node's gRPC endpoint (e.g. https://grpc.testnet.concordium.com:20000, or http://127.0.0.1:20000 for \`kobza ledger node\`)`
    )

  if (!URL.canParse(nodeUrl))
    throw new OperatorError(`LEDGER_NODE_URL "${nodeUrl}" is not a URL, e.g. https://grpc.testnet.concordium.com:20000`)
  const [ledger, { connectLedgerNode }] = await Promise.all([
    import('@kobza/ledger'),
    import('@kobza/ledger/grpc-node'),
  ])
  try {
    const { modules, names, chosen, keyText, keyFile } = await readDeployFiles(moduleSource, keyOption)
    const account = ledger.parseKeyFile(keyText, `The key file ${keyFile}`)
    const deployOptions = { modules, names, labels: chosen }
    // Everything local is checked before the node is contacted, and the node before anything is signed.
    const plan = await ledger.checkMarketModules(deployOptions)
    // The SDK's gRPC client, as the markets and the indexer read LEDGER_NODE_URL: a real node and
    // `kobza ledger node` alike (the latter serves gRPC only, not gRPC-web).
    const deployer = new ledger.ConcordiumDeployer({
      nodeUrl,
      account,
      client: connectLedgerNode(nodeUrl, { timeoutMs: 20_000 }),
    })
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
