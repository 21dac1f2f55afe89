import type { ContractRef } from '../addresses.js'
import { contractRoles, defaultContractNames, type ContractRole, type LedgerConfig } from '../config.js'
import { DeployError, moduleContracts, moduleReference, requiredEntrypoints } from './modules.js'

export interface DeployedModule {
  /** Hex SHA-256 of the versioned module, as the chain names it. */
  moduleRef: string
  /** Undefined when the module was already on chain and nothing was sent. */
  transactionHash: string | undefined
  alreadyDeployed: boolean
}

export interface InitContractRequest {
  moduleRef: string
  /** Without the `init_` prefix, e.g. `rr_token`. */
  contractName: string
  /** Serialized init parameter; the platform's contracts take none. */
  parameter?: Uint8Array
}

export interface InitializedContract {
  address: ContractRef
  transactionHash: string
}

export interface TransactionCallbacks {
  /**
   * The transaction was accepted by the node; finalization may take a while on a real chain.
   * `energy` is the most it may use (the header's energy), where the chain charges for energy.
   */
  onSubmitted?: (transactionHash: string, energy?: bigint) => void
}

/** Puts modules on a chain and creates instances from them: a Concordium node, or the local model. */
export interface ContractDeployer {
  deployModule(wasm: Uint8Array, callbacks?: TransactionCallbacks): Promise<DeployedModule>
  initContract(request: InitContractRequest, callbacks?: TransactionCallbacks): Promise<InitializedContract>
}

export type DeployStepStatus = 'pending' | 'running' | 'submitted' | 'done' | 'skipped' | 'failed'

/** One transaction of a deployment, as a progress display shows it. */
export interface DeployStep {
  /** `module:<ref>` or `instance:<role>`; stable across updates of the same step. */
  id: string
  kind: 'module' | 'instance'
  /** A module's file name (or the contract names it serves); an instance's contract name. */
  label: string
  /** The contracts a module serves, or the one an instance is. */
  roles: ContractRole[]
  moduleRef: string
  status: DeployStepStatus
  transactionHash?: string
  /** Energy (NRG) the transaction may use at most, once it is sent to a chain that charges. */
  energy?: bigint
  address?: ContractRef
  error?: string
}

export interface DeployMarketOptions {
  /** Versioned module bytes per contract; the same bytes for several contracts are deployed once. */
  modules: Record<ContractRole, Uint8Array>
  names?: Record<ContractRole, string>
  /** What to call each contract's module in progress and errors, e.g. its file name. */
  labels?: Partial<Record<ContractRole, string>>
  parameters?: Partial<Record<ContractRole, Uint8Array>>
}

/** Receives each step when it changes, with every step as it now stands (the plan first, all pending). */
export type DeployProgress = (step: DeployStep, steps: readonly DeployStep[]) => void

/** The modules to deploy (distinct, by reference) and which reference each contract comes from. */
export interface DeploymentPlan {
  names: Record<ContractRole, string>
  modules: Map<string, { bytes: Uint8Array; roles: ContractRole[]; label: string }>
  refs: Record<ContractRole, string>
}

/**
 * Checks the modules without touching a chain: each is a versioned smart-contract module and
 * holds its contract with the entrypoints the platform calls. Run it before connecting to a
 * node so a wrong file is reported before anything is signed or costs a fee.
 */
export async function checkMarketModules(options: DeployMarketOptions): Promise<DeploymentPlan> {
  const names = options.names ?? defaultContractNames
  const labelOf = (role: ContractRole) => options.labels?.[role] ?? `${names[role]} module`
  const modules: DeploymentPlan['modules'] = new Map()
  const refs = {} as Record<ContractRole, string>
  for (const role of contractRoles) {
    const bytes = options.modules[role]
    let ref: string
    try {
      ref = moduleReference(bytes)
    } catch (error) {
      throw new DeployError(`${labelOf(role)}: ${(error as Error).message}`, { cause: error })
    }
    refs[role] = ref
    const entry = modules.get(ref)
    if (entry === undefined) modules.set(ref, { bytes, roles: [role], label: labelOf(role) })
    else entry.roles.push(role)
  }
  for (const { bytes, roles, label } of modules.values()) {
    const contracts = await moduleContracts(bytes, label)
    for (const role of roles) checkContract(contracts, names[role], role, label)
  }
  return { names, modules, refs }
}

/**
 * Deploys the auction, token and market: checks the modules (checkMarketModules), deploys each
 * distinct module once (those already on chain are skipped), then initialises the three
 * instances in the order auction, token, market. Returns the addresses for
 * `LedgerConfig.contracts`.
 */
export async function deployMarketContracts(
  deployer: ContractDeployer,
  options: DeployMarketOptions,
  onStep: DeployProgress = () => undefined
): Promise<LedgerConfig['contracts']> {
  const { names, modules, refs } = await checkMarketModules(options)

  const steps: DeployStep[] = [
    ...[...modules].map(([ref, { roles, label }]): DeployStep => ({
      id: `module:${ref}`,
      kind: 'module',
      label,
      roles,
      moduleRef: ref,
      status: 'pending',
    })),
    ...contractRoles.map((role): DeployStep => ({
      id: `instance:${role}`,
      kind: 'instance',
      label: names[role],
      roles: [role],
      moduleRef: refs[role],
      status: 'pending',
    })),
  ]
  const update = (index: number, change: Partial<DeployStep>) => {
    const next = { ...steps[index]!, ...change }
    steps[index] = next
    onStep(next, [...steps])
  }
  steps.forEach((step) => onStep(step, [...steps]))

  let index = 0
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    update(index, { status: 'running' })
    try {
      return await work()
    } catch (error) {
      update(index, { status: 'failed', error: (error as Error).message })
      throw error
    }
  }
  const submitted = (transactionHash: string, energy?: bigint) =>
    update(index, { status: 'submitted', transactionHash, ...(energy === undefined ? {} : { energy }) })

  for (const [ref, { bytes }] of modules) {
    const deployed = await run(async () => {
      const result = await deployer.deployModule(bytes, { onSubmitted: submitted })
      if (result.moduleRef !== ref) throw new DeployError(`The deployer reported module ${result.moduleRef} for ${ref}`)
      return result
    })
    update(index, {
      status: deployed.alreadyDeployed ? 'skipped' : 'done',
      ...(deployed.transactionHash === undefined ? {} : { transactionHash: deployed.transactionHash }),
    })
    index++
  }

  const contracts = {} as Record<ContractRole, ContractRef>
  for (const role of contractRoles) {
    const parameter = options.parameters?.[role]
    const request: InitContractRequest = {
      moduleRef: refs[role],
      contractName: names[role],
      ...(parameter === undefined ? {} : { parameter }),
    }
    const initialized = await run(() => deployer.initContract(request, { onSubmitted: submitted }))
    contracts[role] = initialized.address
    update(index, { status: 'done', transactionHash: initialized.transactionHash, address: initialized.address })
    index++
  }
  return contracts
}

function checkContract(contracts: Map<string, Set<string>>, name: string, role: ContractRole, label: string): void {
  const entrypoints = contracts.get(name)
  if (entrypoints === undefined) {
    const found = [...contracts.keys()].join(', ') || 'none'
    throw new DeployError(`${label} has no contract named "${name}" (the ${role} contract); it has: ${found}`)
  }
  const missing = requiredEntrypoints[role].filter((entrypoint) => !entrypoints.has(entrypoint))
  if (missing.length > 0)
    throw new DeployError(
      `${label}: contract "${name}" lacks the entrypoints the platform calls: ${missing.join(', ')}`
    )
}
