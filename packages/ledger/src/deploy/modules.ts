import { parseModuleInterface } from '@concordium/web-sdk'
import { bytesToHex, exactArrayBuffer } from '../bytes.js'
import { contractRoles, type ContractRole } from '../config.js'
import { actionDescriptors, ledgerActions, receiveHookEntrypoint } from '../contracts.js'
import { sha256 } from '../local/sha256.js'

/** A deployment that cannot go on; the message is written for the operator who ran it. */
export class DeployError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DeployError'
  }
}

/** What `cargo concordium build --out <name>.wasm.v1` writes, and what the CLI looks for. */
export const moduleFileSuffix = '.wasm.v1'

const wasmMagic = [0x00, 0x61, 0x73, 0x6d]

/**
 * Checks that the bytes are a versioned smart-contract module: u32 version (0 or 1, big-endian),
 * u32 length, then exactly that many bytes of Wasm. A DeployModule payload without an explicit
 * version carries these bytes as they are, and the module reference is their hash.
 */
export function checkVersionedModule(bytes: Uint8Array, label = 'the module'): { version: 0 | 1; wasm: Uint8Array } {
  if (wasmMagic.every((byte, index) => bytes[index] === byte))
    throw new DeployError(
      `${label} is a bare Wasm module; deploy the versioned file "cargo concordium build --out <name>${moduleFileSuffix}" writes`
    )
  if (bytes.length < 8) throw new DeployError(`${label} is too short to be a smart contract module`)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const version = view.getUint32(0)
  const length = view.getUint32(4)
  if (version !== 0 && version !== 1)
    throw new DeployError(`${label} is not a smart contract module (unknown module version ${version})`)
  if (length !== bytes.length - 8)
    throw new DeployError(
      `${label} is truncated or has trailing bytes (says ${length} bytes of Wasm, holds ${bytes.length - 8})`
    )
  const wasm = bytes.subarray(8)
  if (!wasmMagic.every((byte, index) => wasm[index] === byte))
    throw new DeployError(`${label} does not contain a Wasm module after its version header`)
  return { version: version as 0 | 1, wasm }
}

/** The on-chain module reference: SHA-256 of the versioned module (version, length, Wasm), as hex. */
export function moduleReference(bytes: Uint8Array): string {
  checkVersionedModule(bytes)
  return bytesToHex(sha256(bytes))
}

/** Contract name → its entrypoints, read from the module's Wasm exports (`init_<name>`, `<name>.<entrypoint>`). */
export async function moduleContracts(bytes: Uint8Array, label?: string): Promise<Map<string, Set<string>>> {
  const { version, wasm } = checkVersionedModule(bytes, label)
  let contracts: Awaited<ReturnType<typeof parseModuleInterface>>
  try {
    contracts = await parseModuleInterface({ version, source: new Uint8Array(exactArrayBuffer(wasm)) })
  } catch (error) {
    throw new DeployError(`${label ?? 'The module'} is not valid Wasm: ${(error as Error).message}`, { cause: error })
  }
  // The interface's names are plain strings here (contractHelpers' aliases), not the SDK's wrapped types.
  return new Map([...contracts].map(([name, contract]) => [name, new Set(contract.entrypointNames)]))
}

/**
 * Entrypoints added after modules may already have been built: a module without them still
 * deploys, and only that action fails on it (InvalidReceiveMethod). CONTRACTS.md lists them.
 */
export const optionalEntrypoints: ReadonlySet<string> = new Set(['cancelSale'])

/** The entrypoints the platform calls on each contract (CONTRACTS.md); a module lacking one is refused. */
export const requiredEntrypoints: Record<ContractRole, readonly string[]> = {
  auction: [...entrypointsOf('auction'), receiveHookEntrypoint],
  token: [...entrypointsOf('token'), 'balanceOf'],
  market: [...entrypointsOf('market'), receiveHookEntrypoint],
}

function entrypointsOf(role: ContractRole): string[] {
  return ledgerActions
    .filter((action) => actionDescriptors[action].role === role)
    .filter((action) => !optionalEntrypoints.has(actionDescriptors[action].entrypoint))
    .map((action) => actionDescriptors[action].entrypoint)
}

/**
 * Which file of a modules folder serves which contract: `<name>.wasm.v1` for each contract
 * name, and when one is missing, the folder's only `.wasm.v1` file (a module holding several
 * contracts). Anything else is ambiguous and refused.
 */
export function moduleFilesFor(
  fileNames: readonly string[],
  names: Record<ContractRole, string>,
  folder = 'the modules folder'
): Record<ContractRole, string> {
  const modules = fileNames.filter((file) => file.endsWith(moduleFileSuffix)).sort()
  const result: Partial<Record<ContractRole, string>> = {}
  const missing: string[] = []
  for (const role of contractRoles) {
    const own = `${names[role]}${moduleFileSuffix}`
    if (modules.includes(own)) result[role] = own
    else if (modules.length === 1 && modules[0] !== undefined) result[role] = modules[0]
    else missing.push(own)
  }
  if (missing.length > 0) {
    const found = modules.length === 0 ? `no ${moduleFileSuffix} files` : modules.join(', ')
    throw new DeployError(
      `${folder} needs ${missing.join(', ')} (or a single ${moduleFileSuffix} module holding every contract); it has ${found}`
    )
  }
  return result as Record<ContractRole, string>
}
