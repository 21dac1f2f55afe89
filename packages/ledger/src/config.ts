import { z } from 'zod'
import { contractRef, type ContractRef } from './addresses.js'

export type ContractRole = 'auction' | 'token' | 'market'
export const contractRoles: readonly ContractRole[] = ['auction', 'token', 'market']

/**
 * Where the platform's ledger lives. Everything chain-specific is configuration so the same
 * code drives mainnet, testnet and the local ledger.
 */
export interface LedgerConfig {
  /** Shown to users, e.g. "Change your network to Concordium Mainnet!". */
  networkName: string
  /** Genesis block hash (hex) the wallet's selected chain must report. */
  genesisHash: string
  /** gRPC-web endpoint for the Concordium node, or the base URL of the API's local-ledger routes. */
  nodeUrl: string
  contracts: Record<ContractRole, ContractRef>
  /** Contract names as deployed (the part before the dot in a receive name). */
  contractNames: Record<ContractRole, string>
}

/** Names the on-chain modules are expected to use; override in configuration if they differ. */
export const defaultContractNames: Record<ContractRole, string> = {
  auction: 'auction',
  token: 'rr_token',
  market: 'market',
}

export const mainnetGenesisHash = '9dd9ca4d19e9393877d2c44b70f89acbfc0883c2243e5eeaecc0d1cd0503f478'
export const testnetGenesisHash = '4221332d34e1694168c2a0c0b3fd0f273809612cb13d000d5c2e00e85f50f796'

export const mainnetConfig: LedgerConfig = {
  networkName: 'Mainnet',
  genesisHash: mainnetGenesisHash,
  nodeUrl: 'https://grpc.mainnet.concordium.software:20000',
  contracts: { auction: contractRef(9932n), token: contractRef(9933n), market: contractRef(9934n) },
  contractNames: defaultContractNames,
}

/**
 * Genesis hash of the embedded local ledger: sha256("kobza-local-ledger"). It only has to differ
 * from real chains so a real wallet can never be mistaken for being on the local network.
 */
export const localGenesisHash = '6bd2de54fb1ee4c5d378fdf3e55531c1015ee70f8bac8cb094f836aee92b0849'

export function localLedgerConfig(nodeUrl = '/api/v1/ledger'): LedgerConfig {
  return {
    networkName: 'Local',
    genesisHash: localGenesisHash,
    nodeUrl,
    contracts: { auction: contractRef(1n), token: contractRef(2n), market: contractRef(3n) },
    contractNames: defaultContractNames,
  }
}

const u64 = z
  .union([z.bigint(), z.number().int(), z.string().regex(/^\d+$/)])
  .transform((value) => BigInt(value))
  .refine((value) => value >= 0n && value < 1n << 64n, 'must be a u64')

const contractRefInput = z.object({ index: u64, subindex: u64.default(0n) })

const ledgerConfigInput = z.object({
  networkName: z.string().min(1),
  genesisHash: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex'),
  nodeUrl: z.string().min(1),
  contracts: z.object({ auction: contractRefInput, token: contractRefInput, market: contractRefInput }),
  contractNames: z
    .object({ auction: z.string().min(1), token: z.string().min(1), market: z.string().min(1) })
    .partial()
    .optional(),
})

/**
 * Reads a configuration from JSON or environment-derived values: indices may be numbers or
 * decimal strings (JSON has no bigint).
 */
export function parseLedgerConfig(input: unknown): LedgerConfig {
  const parsed = ledgerConfigInput.parse(input)
  return {
    networkName: parsed.networkName,
    genesisHash: parsed.genesisHash.toLowerCase(),
    nodeUrl: parsed.nodeUrl,
    contracts: parsed.contracts,
    contractNames: { ...defaultContractNames, ...parsed.contractNames },
  }
}
