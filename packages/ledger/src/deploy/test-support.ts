import { contractModule } from '@kobza/testkit/wasm'
import { contractRoles, defaultContractNames, type ContractRole } from '../config.js'
import { requiredEntrypoints } from './modules.js'

/** Valid Wasm contract modules made in code (the test kit's), for tests of deployment. */
export { contractModule } from '@kobza/testkit/wasm'

/** A module per contract, each with the entrypoints the platform calls. */
export function marketModules(
  names: Record<ContractRole, string> = defaultContractNames
): Record<ContractRole, Uint8Array> {
  const modules = {} as Record<ContractRole, Uint8Array>
  for (const role of contractRoles) modules[role] = contractModule({ [names[role]]: requiredEntrypoints[role] })
  return modules
}

/** One module holding all three contracts. */
export function combinedModule(names: Record<ContractRole, string> = defaultContractNames): Uint8Array {
  return contractModule(Object.fromEntries(contractRoles.map((role) => [names[role], requiredEntrypoints[role]])))
}
