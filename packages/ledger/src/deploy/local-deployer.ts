import { contractRef, type ContractRef } from '../addresses.js'
import { ByteWriter, bytesToHex, hexToBytes } from '../bytes.js'
import { localGenesisHash } from '../config.js'
import { sha256 } from '../local/sha256.js'
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

/**
 * The chain's deployment rules without a chain: modules are stored under their reference and
 * deploying one twice is refused (callers skip known ones, as on Concordium), an instance needs
 * a deployed module that exports `init_<name>`, and instances get sequential indices with
 * subindex 0. Every transaction is final at once with a hash derived as the local ledger's are.
 */
export class LocalDeployer implements ContractDeployer {
  private readonly modules = new Map<string, Map<string, Set<string>>>()
  private readonly instanceList: LocalInstance[] = []
  private nextIndex: bigint
  private height = 0
  private readonly genesis: Uint8Array

  constructor(options: LocalDeployerOptions = {}) {
    this.nextIndex = options.firstIndex ?? 1n
    this.genesis = hexToBytes(options.genesisHash ?? localGenesisHash)
  }

  hasModule(moduleRef: string): boolean {
    return this.modules.has(moduleRef)
  }

  instances(): LocalInstance[] {
    return this.instanceList.map((instance) => ({ ...instance, entrypoints: [...instance.entrypoints] }))
  }

  async deployModule(wasm: Uint8Array, callbacks: TransactionCallbacks = {}): Promise<DeployedModule> {
    const moduleRef = moduleReference(wasm)
    if (this.modules.has(moduleRef)) return { moduleRef, transactionHash: undefined, alreadyDeployed: true }
    const contracts = await moduleContracts(wasm)
    const transactionHash = this.transactionHash('deploy', moduleRef)
    callbacks.onSubmitted?.(transactionHash)
    this.modules.set(moduleRef, contracts)
    return { moduleRef, transactionHash, alreadyDeployed: false }
  }

  async initContract(request: InitContractRequest, callbacks: TransactionCallbacks = {}): Promise<InitializedContract> {
    const contracts = this.modules.get(request.moduleRef)
    if (contracts === undefined) throw new DeployError(`InvalidModuleReference: no module ${request.moduleRef}`)
    const entrypoints = contracts.get(request.contractName)
    if (entrypoints === undefined)
      throw new DeployError(`InvalidInitMethod: module ${request.moduleRef} has no init_${request.contractName}`)
    const transactionHash = this.transactionHash('init', request.contractName)
    callbacks.onSubmitted?.(transactionHash)
    const address = contractRef(this.nextIndex++, 0n)
    this.instanceList.push({
      address,
      name: request.contractName,
      moduleRef: request.moduleRef,
      entrypoints: [...entrypoints].sort(),
    })
    return { address, transactionHash }
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
