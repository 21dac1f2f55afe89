import { contractRef, type ContractRef } from '../addresses.js'
import { ByteWriter, bytesToHex, hexToBytes } from '../bytes.js'
import { localGenesisHash } from '../config.js'
import { sha256 } from '../local/sha256.js'
import type { DeployReject } from '../node/types.js'
import type {
  ContractDeployer,
  DeployedModule,
  InitContractRequest,
  InitializedContract,
  TransactionCallbacks,
} from './deployer.js'
import { DeployError, moduleContracts, moduleReference } from './modules.js'

export interface LocalDeployerOptions {
  /** Index the first instance gets; the local ledger's contracts sit at <1,0>, <2,0>, <3,0>. */
  firstIndex?: bigint
  genesisHash?: string
}

export interface LocalInstance {
  address: ContractRef
  name: string
  moduleRef: string
  entrypoints: string[]
}

/** A module as the chain keeps it: its versioned bytes and the contracts (name → entrypoints) it exports. */
export interface StoredModule {
  source: Uint8Array
  contracts: Map<string, Set<string>>
}

export const deployRejectMessage = (reject: DeployReject): string => {
  switch (reject.tag) {
    case 'ModuleHashAlreadyExists':
      return `ModuleHashAlreadyExists: module ${reject.moduleRef} is already deployed`
    case 'InvalidModuleReference':
      return `InvalidModuleReference: no module ${reject.moduleRef}`
    case 'InvalidInitMethod':
      return `InvalidInitMethod: module ${reject.moduleRef} has no ${reject.initName}`
  }
}

/**
 * The chain's deployment rules, in one place for the offline LocalDeployer and the local
 * ledger's node: a module is stored under its reference and deploying it twice is refused
 * (ModuleHashAlreadyExists), an instance needs a deployed module (InvalidModuleReference) that
 * exports `init_<name>` (InvalidInitMethod), and instances get sequential indices, subindex 0.
 */
export class ModuleStore {
  private readonly modules = new Map<string, StoredModule>()
  private readonly instanceList: LocalInstance[] = []

  constructor(private nextIndex: bigint) {}

  hasModule(moduleRef: string): boolean {
    return this.modules.has(moduleRef)
  }

  module(moduleRef: string): StoredModule | undefined {
    return this.modules.get(moduleRef)
  }

  moduleRefs(): string[] {
    return [...this.modules.keys()]
  }

  instances(): LocalInstance[] {
    return this.instanceList.map((instance) => ({ ...instance, entrypoints: [...instance.entrypoints] }))
  }

  instance(address: ContractRef): LocalInstance | undefined {
    return this.instanceList.find(
      (instance) => instance.address.index === address.index && instance.address.subindex === address.subindex
    )
  }

  /** The index the next instance gets. */
  get next(): bigint {
    return this.nextIndex
  }

  /** Stores the module, or says why not; nothing changes on a refusal. */
  deploy(moduleRef: string, module: StoredModule): DeployReject | undefined {
    if (this.modules.has(moduleRef)) return { tag: 'ModuleHashAlreadyExists', moduleRef }
    this.modules.set(moduleRef, module)
    return undefined
  }

  /** Creates the instance, or says why not; nothing changes on a refusal. */
  init(moduleRef: string, contractName: string): LocalInstance | DeployReject {
    const module = this.modules.get(moduleRef)
    if (module === undefined) return { tag: 'InvalidModuleReference', moduleRef }
    const entrypoints = module.contracts.get(contractName)
    if (entrypoints === undefined) return { tag: 'InvalidInitMethod', moduleRef, initName: `init_${contractName}` }
    const instance: LocalInstance = {
      address: contractRef(this.nextIndex++, 0n),
      name: contractName,
      moduleRef,
      entrypoints: [...entrypoints].sort(),
    }
    this.instanceList.push(instance)
    return { ...instance, entrypoints: [...instance.entrypoints] }
  }

  /** Puts back an instance read from a snapshot, keeping the index counter past it. */
  restoreInstance(instance: LocalInstance): void {
    this.instanceList.push(instance)
    if (instance.address.index >= this.nextIndex) this.nextIndex = instance.address.index + 1n
  }
}

export const isDeployReject = (value: LocalInstance | DeployReject): value is DeployReject => 'tag' in value

/**
 * The chain's deployment rules (ModuleStore) without a chain. Callers skip known modules, as on
 * Concordium. Every transaction is final at once with a hash derived as the local ledger's are.
 */
export class LocalDeployer implements ContractDeployer {
  private readonly store: ModuleStore
  private height = 0
  private readonly genesis: Uint8Array

  constructor(options: LocalDeployerOptions = {}) {
    this.store = new ModuleStore(options.firstIndex ?? 1n)
    this.genesis = hexToBytes(options.genesisHash ?? localGenesisHash)
  }

  hasModule(moduleRef: string): boolean {
    return this.store.hasModule(moduleRef)
  }

  instances(): LocalInstance[] {
    return this.store.instances()
  }

  async deployModule(wasm: Uint8Array, callbacks: TransactionCallbacks = {}): Promise<DeployedModule> {
    const moduleRef = moduleReference(wasm)
    if (this.store.hasModule(moduleRef)) return { moduleRef, transactionHash: undefined, alreadyDeployed: true }
    const contracts = await moduleContracts(wasm)
    const transactionHash = this.transactionHash('deploy', moduleRef)
    callbacks.onSubmitted?.(transactionHash)
    this.store.deploy(moduleRef, { source: wasm, contracts })
    return { moduleRef, transactionHash, alreadyDeployed: false }
  }

  async initContract(request: InitContractRequest, callbacks: TransactionCallbacks = {}): Promise<InitializedContract> {
    const instance = this.store.init(request.moduleRef, request.contractName)
    if (isDeployReject(instance)) throw new DeployError(deployRejectMessage(instance))
    const transactionHash = this.transactionHash('init', request.contractName)
    callbacks.onSubmitted?.(transactionHash)
    return { address: instance.address, transactionHash }
  }

  /** SHA-256(genesis ‖ `:height:` ‖ kind ‖ detail): distinct per transaction, reproducible per run. */
  private transactionHash(kind: string, detail: string): string {
    this.height++
    const seed = new ByteWriter()
      .bytes(this.genesis)
      .bytes(new TextEncoder().encode(`:${this.height}:${kind}:${detail}`))
    return bytesToHex(sha256(seed.toBytes()))
  }
}
