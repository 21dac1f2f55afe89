import { ModuleReference, calculateModuleReference, versionedModuleSourceFromBuffer } from '@concordium/web-sdk'
import { describe, expect, it } from 'vitest'
import { exactArrayBuffer } from '../bytes.js'
import { defaultContractNames } from '../config.js'
import {
  DeployError,
  checkVersionedModule,
  moduleContracts,
  moduleFilesFor,
  moduleReference,
  requiredEntrypoints,
} from './modules.js'
import { combinedModule, contractModule } from './test-support.js'

describe('module bytes', () => {
  it('computes the same module reference as the SDK (SHA-256 of the versioned module)', () => {
    for (const bytes of [combinedModule(), contractModule({ auction: ['bid'] }, 'other')]) {
      const sdk = calculateModuleReference(versionedModuleSourceFromBuffer(exactArrayBuffer(bytes)))
      expect(moduleReference(bytes)).toBe(ModuleReference.toHexString(sdk))
    }
    expect(moduleReference(contractModule({ a: [] }, 'x'))).not.toBe(moduleReference(contractModule({ a: [] }, 'y')))
  })

  it('refuses bare Wasm, wrong versions and truncated files with a reason', () => {
    const versioned = combinedModule()
    expect(() => checkVersionedModule(versioned.subarray(8), 'auction.wasm.v1')).toThrow(
      /auction.wasm.v1 is a bare Wasm module/
    )
    const v7 = versioned.slice()
    v7[3] = 7
    expect(() => checkVersionedModule(v7)).toThrow(/unknown module version 7/)
    expect(() => checkVersionedModule(versioned.subarray(0, versioned.length - 1))).toThrow(/truncated/)
    expect(() => checkVersionedModule(new Uint8Array([0, 0]))).toThrow(DeployError)
    expect(checkVersionedModule(versioned).version).toBe(1)
  })

  it('lists the contracts and entrypoints a module exports', async () => {
    const contracts = await moduleContracts(combinedModule())
    expect([...contracts.keys()].sort()).toEqual(['auction', 'market', 'rr_token'])
    expect([...(contracts.get('market') ?? [])].sort()).toEqual(['buyTokens', 'createSale', 'onReceivingCIS2'])
    // Added after modules were built: not required at deployment (CONTRACTS.md, Deploying).
    expect(requiredEntrypoints.market).not.toContain('cancelSale')
    expect(requiredEntrypoints.token).toEqual(['mint', 'updateOperator', 'transfer', 'balanceOf'])
  })

  it('reports Wasm the engine cannot compile', async () => {
    const broken = combinedModule()
    broken[20] = 0xff
    await expect(moduleContracts(broken, 'market.wasm.v1')).rejects.toThrow(/market.wasm.v1 is not valid Wasm/)
  })
})

describe('moduleFilesFor', () => {
  it('takes <contract name>.wasm.v1 for each contract', () => {
    expect(
      moduleFilesFor(['auction.wasm.v1', 'rr_token.wasm.v1', 'market.wasm.v1', 'README.md'], defaultContractNames)
    ).toEqual({ auction: 'auction.wasm.v1', token: 'rr_token.wasm.v1', market: 'market.wasm.v1' })
  })

  it('uses a folder’s single module for every contract it has no own file for', () => {
    expect(moduleFilesFor(['kobza.wasm.v1'], defaultContractNames)).toEqual({
      auction: 'kobza.wasm.v1',
      token: 'kobza.wasm.v1',
      market: 'kobza.wasm.v1',
    })
  })

  it('names the missing files when the choice is ambiguous or empty', () => {
    expect(() => moduleFilesFor(['auction.wasm.v1', 'extra.wasm.v1'], defaultContractNames, 'dist/')).toThrow(
      'dist/ needs rr_token.wasm.v1, market.wasm.v1 (or a single .wasm.v1 module holding every contract); it has auction.wasm.v1, extra.wasm.v1'
    )
    expect(() => moduleFilesFor(['auction.wasm'], defaultContractNames)).toThrow(/it has no .wasm.v1 files/)
  })
})
