import { describe, expect, it } from 'vitest'
import { contractRef } from '../addresses.js'
import { localLedgerConfig } from '../config.js'
import { LocalLedger } from '../local/local-ledger.js'
import { deployMarketContracts, type ContractDeployer, type DeployStep } from './deployer.js'
import { LocalDeployer } from './local-deployer.js'
import { moduleReference } from './modules.js'
import { combinedModule, contractModule, marketModules } from './test-support.js'

function recordSteps() {
  const events: DeployStep[] = []
  let latest: readonly DeployStep[] = []
  return {
    events,
    latest: () => latest,
    onStep: (step: DeployStep, steps: readonly DeployStep[]) => {
      events.push(step)
      latest = steps
    },
  }
}

/** `kind:label status` per event, the order a progress display sees them in. */
const trace = (events: DeployStep[]) => events.map((step) => `${step.kind}:${step.label} ${step.status}`)

describe('deployMarketContracts with the local deployer (end to end, offline)', () => {
  it('deploys three modules, initialises auction, token, market and returns the local ledger’s addresses', async () => {
    const deployer = new LocalDeployer()
    const progress = recordSteps()
    const modules = marketModules()
    const contracts = await deployMarketContracts(
      deployer,
      { modules, labels: { auction: 'auction.wasm.v1', token: 'rr_token.wasm.v1', market: 'market.wasm.v1' } },
      progress.onStep
    )

    expect(contracts).toEqual(localLedgerConfig().contracts)
    expect(trace(progress.events)).toEqual([
      'module:auction.wasm.v1 pending',
      'module:rr_token.wasm.v1 pending',
      'module:market.wasm.v1 pending',
      'instance:auction pending',
      'instance:rr_token pending',
      'instance:market pending',
      'module:auction.wasm.v1 running',
      'module:auction.wasm.v1 submitted',
      'module:auction.wasm.v1 done',
      'module:rr_token.wasm.v1 running',
      'module:rr_token.wasm.v1 submitted',
      'module:rr_token.wasm.v1 done',
      'module:market.wasm.v1 running',
      'module:market.wasm.v1 submitted',
      'module:market.wasm.v1 done',
      'instance:auction running',
      'instance:auction submitted',
      'instance:auction done',
      'instance:rr_token running',
      'instance:rr_token submitted',
      'instance:rr_token done',
      'instance:market running',
      'instance:market submitted',
      'instance:market done',
    ])
    const final = progress.latest()
    expect(final.every((step) => step.status === 'done' && /^[0-9a-f]{64}$/.test(step.transactionHash ?? ''))).toBe(
      true
    )
    expect(new Set(final.map((step) => step.transactionHash)).size).toBe(6)
    expect(final.find((step) => step.id === 'instance:market')?.address).toEqual(contractRef(3n))
    expect(final.find((step) => step.id === 'module:' + moduleReference(modules.token))?.roles).toEqual(['token'])

    // The instances the deployer created are the contracts a local ledger with this config serves.
    expect(deployer.instances().map((instance) => [instance.name, instance.moduleRef])).toEqual([
      ['auction', moduleReference(modules.auction)],
      ['rr_token', moduleReference(modules.token)],
      ['market', moduleReference(modules.market)],
    ])
    const ledger = new LocalLedger({ config: { ...localLedgerConfig(), contracts } })
    for (const instance of deployer.instances()) {
      const info = await ledger.getInstanceInfo(instance.address)
      expect(info?.name).toBe(instance.name)
      const served = (info?.methods ?? []).map((method) => method.split('.')[1]).sort()
      // balanceOf is a view the local ledger answers directly (getTokenBalance), not an update.
      const updates = instance.entrypoints.filter((entrypoint) => entrypoint !== 'balanceOf')
      expect(served).toEqual(expect.arrayContaining(updates))
    }
  })

  it('deploys a module holding all three contracts once and initialises each contract from it', async () => {
    const deployer = new LocalDeployer({ firstIndex: 100n })
    const progress = recordSteps()
    const module = combinedModule()
    const contracts = await deployMarketContracts(
      deployer,
      { modules: { auction: module, token: module, market: module }, labels: { auction: 'kobza.wasm.v1' } },
      progress.onStep
    )
    expect(contracts).toEqual({ auction: contractRef(100n), token: contractRef(101n), market: contractRef(102n) })
    const final = progress.latest()
    expect(final.map((step) => step.id)).toEqual([
      `module:${moduleReference(module)}`,
      'instance:auction',
      'instance:token',
      'instance:market',
    ])
    expect(final[0]?.roles).toEqual(['auction', 'token', 'market'])
    expect(final[0]?.label).toBe('kobza.wasm.v1')
    expect(new Set(deployer.instances().map((instance) => instance.moduleRef))).toEqual(
      new Set([moduleReference(module)])
    )
  })

  it('skips modules already on chain and still creates fresh instances', async () => {
    const deployer = new LocalDeployer()
    const modules = marketModules()
    await deployMarketContracts(deployer, { modules })
    const progress = recordSteps()
    const again = await deployMarketContracts(deployer, { modules }, progress.onStep)
    expect(again).toEqual({ auction: contractRef(4n), token: contractRef(5n), market: contractRef(6n) })
    const final = progress.latest()
    expect(final.filter((step) => step.kind === 'module').map((step) => [step.status, step.transactionHash])).toEqual([
      ['skipped', undefined],
      ['skipped', undefined],
      ['skipped', undefined],
    ])
    expect(trace(progress.events).filter((line) => line.startsWith('module:') && line.endsWith('submitted'))).toEqual(
      []
    )
  })

  it('uses configured contract names', async () => {
    const names = { auction: 'kobza_auction', token: 'kobza_token', market: 'kobza_market' }
    const deployer = new LocalDeployer()
    await deployMarketContracts(deployer, { modules: marketModules(names), names })
    expect(deployer.instances().map((instance) => instance.name)).toEqual([
      'kobza_auction',
      'kobza_token',
      'kobza_market',
    ])
  })
})

describe('deployMarketContracts checks before anything is sent', () => {
  /** A deployer that must never be reached. */
  const untouchable: ContractDeployer = {
    deployModule: () => Promise.reject(new Error('deployModule was called')),
    initContract: () => Promise.reject(new Error('initContract was called')),
  }

  it('refuses a module without the contract it is meant to hold', async () => {
    const modules = { ...marketModules(), market: contractModule({ shop: ['buyTokens'] }) }
    await expect(deployMarketContracts(untouchable, { modules, labels: { market: 'market.wasm.v1' } })).rejects.toThrow(
      'market.wasm.v1 has no contract named "market" (the market contract); it has: shop'
    )
  })

  it('refuses a contract lacking an entrypoint the platform calls', async () => {
    const modules = { ...marketModules(), auction: contractModule({ auction: ['create_auction', 'bid'] }) }
    await expect(deployMarketContracts(untouchable, { modules })).rejects.toThrow(
      'auction module: contract "auction" lacks the entrypoints the platform calls: finalize, onReceivingCIS2'
    )
  })

  it('refuses a file that is not a versioned module', async () => {
    const modules = { ...marketModules(), token: new TextEncoder().encode('not a module at all') }
    await expect(
      deployMarketContracts(untouchable, { modules, labels: { token: 'rr_token.wasm.v1' } })
    ).rejects.toThrow(/^rr_token.wasm.v1: .*not a smart contract module/)
  })
})

describe('deployMarketContracts when a transaction fails', () => {
  it('marks the step failed with the reason, leaves later steps pending and rethrows', async () => {
    const local = new LocalDeployer()
    const failing: ContractDeployer = {
      deployModule: (wasm, callbacks) => local.deployModule(wasm, callbacks),
      initContract: async (request, callbacks) => {
        if (request.contractName === 'rr_token') {
          callbacks?.onSubmitted?.('ee'.repeat(32))
          throw new Error('Initialising rr_token was rejected: OutOfEnergy')
        }
        return local.initContract(request, callbacks)
      },
    }
    const progress = recordSteps()
    await expect(deployMarketContracts(failing, { modules: marketModules() }, progress.onStep)).rejects.toThrow(
      'OutOfEnergy'
    )
    const byId = new Map(progress.latest().map((step) => [step.id, step]))
    expect(byId.get('instance:auction')?.status).toBe('done')
    expect(byId.get('instance:token')).toMatchObject({
      status: 'failed',
      error: 'Initialising rr_token was rejected: OutOfEnergy',
      transactionHash: 'ee'.repeat(32),
    })
    expect(byId.get('instance:market')?.status).toBe('pending')
  })

  it('refuses a deployer that reports another module than it was given', async () => {
    const wrong: ContractDeployer = {
      deployModule: async () => ({
        moduleRef: '00'.repeat(32),
        transactionHash: 'ab'.repeat(32),
        alreadyDeployed: false,
      }),
      initContract: () => Promise.reject(new Error('unreachable')),
    }
    const progress = recordSteps()
    await expect(deployMarketContracts(wrong, { modules: marketModules() }, progress.onStep)).rejects.toThrow(
      /reported module 0{64}/
    )
    expect(progress.latest()[0]?.status).toBe('failed')
  })
})

describe('LocalDeployer', () => {
  it('refuses an instance of a module it does not have, or of a contract the module lacks', async () => {
    const deployer = new LocalDeployer()
    await expect(deployer.initContract({ moduleRef: 'ab'.repeat(32), contractName: 'auction' })).rejects.toThrow(
      /InvalidModuleReference/
    )
    const { moduleRef, alreadyDeployed } = await deployer.deployModule(contractModule({ auction: [] }))
    expect(alreadyDeployed).toBe(false)
    expect(deployer.hasModule(moduleRef)).toBe(true)
    await expect(deployer.initContract({ moduleRef, contractName: 'market' })).rejects.toThrow(/InvalidInitMethod/)
    expect(deployer.instances()).toEqual([])
  })
})
