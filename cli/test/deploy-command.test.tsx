import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Ink from 'ink'
import type { RenderedInk } from './ink-renderer.ts'
import { LocalDeployer, deployMarketContracts, type DeployProgress } from '@kobza/ledger'
import { contractModule, platformContracts } from './contract-modules.ts'

/**
 * The command wired to the real orchestration: the API's deployContracts is replaced by one
 * that runs deployMarketContracts against the offline LocalDeployer and reports through the
 * same callbacks, so what the command prints comes from genuine progress events.
 */
interface DeployCall {
  network?: string
  modulesDir?: string
  keyFile?: string
  onConnect?: (target: { network: string; nodeUrl: string; account: string }) => void
  onStep?: DeployProgress
}

const calls: DeployCall[] = []
let failWith: string | undefined

vi.mock('../src/operator.ts', () => ({
  loadOperator: async () => ({
    markets: {
      deployContracts: async (options: DeployCall) => {
        calls.push(options)
        options.onConnect?.({ network: 'testnet', nodeUrl: 'https://node.test:20000', account: '3kBxAccount' })
        const module = (name: keyof typeof platformContracts) => contractModule({ [name]: platformContracts[name] })
        const deployer = new LocalDeployer({ firstIndex: 7000n })
        const failing = {
          deployModule: deployer.deployModule.bind(deployer),
          initContract: async (...args: Parameters<LocalDeployer['initContract']>) => {
            if (failWith !== undefined && args[0].contractName === 'market') throw new Error(failWith)
            return deployer.initContract(...args)
          },
        }
        const contracts = await deployMarketContracts(
          failing,
          { modules: { auction: module('auction'), token: module('rr_token'), market: module('market') } },
          options.onStep
        )
        return {
          network: 'testnet',
          created: true,
          contracts: [],
          settings: [['LEDGER_AUCTION_CONTRACT', `${contracts.auction.index},${contracts.auction.subindex}`]],
        }
      },
    },
  }),
}))

/**
 * Ink's own render patches the console, which vitest has replaced; the command gets
 * ink-testing-library's renderer instead, whose frames are every state the command showed.
 */
const rendered = vi.hoisted(() => [] as RenderedInk[])
vi.mock('ink', async (importOriginal) =>
  (await import('./ink-renderer.ts')).inkWithTestingRenderer(await importOriginal<typeof Ink>(), rendered)
)

const { default: deployCommand } = await import('../src/commands/contracts/deploy.tsx')
const deployContractsCommand = (options: { network?: string; modules?: string; key?: string }) =>
  deployCommand.run({ args: {}, options })

beforeEach(() => {
  calls.length = 0
  rendered.length = 0
  failWith = undefined
})
afterEach(() => {
  process.exitCode = undefined
})

const frames = () => (rendered[0]?.frames ?? []).filter((frame) => frame.trim() !== '')
const folded = () => (frames().at(-1) ?? '').replace(/\s+/g, ' ')

describe('deployContractsCommand', () => {
  it('passes the options on and prints every transaction done, then the settings', async () => {
    await deployContractsCommand({ network: 'testnet', modules: 'dist', key: 'keys.export' })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ network: 'testnet', modulesDir: 'dist', keyFile: 'keys.export' })
    expect(process.exitCode).toBeUndefined()
    const out = folded()
    expect(out).toContain('✔ Contracts deployed to Concordium testnet')
    expect(out).toContain('account 3kBxAccount')
    for (const name of ['auction', 'rr_token', 'market']) expect(out).toContain(`✔ deploy ${name} module deployed`)
    expect(out).toContain('✔ init auction <7000,0>')
    expect(out).toContain('✔ init rr_token <7001,0>')
    expect(out).toContain('✔ init market <7002,0>')
    expect(out).toContain('LEDGER_AUCTION_CONTRACT=7000,0')

    // On the way there the display went through the plan and each step in flight.
    const shown = frames()
    expect(shown[0]).toContain('Deploying the auction, token and market contracts')
    const lineOf = (frame: string, label: string) => frame.split('\n').find((line) => line.includes(label)) ?? ''
    const marks = shown.map((frame) => lineOf(frame, 'init market').trim().charAt(0)).filter((mark) => mark !== '')
    expect(marks[0]).toBe('·')
    expect(marks.at(-1)).toBe('✔')
    expect(marks.some((mark) => !['·', '✔'].includes(mark))).toBe(true) // a spinner frame
    expect(shown.some((frame) => lineOf(frame, 'init market').includes('waiting for finalization'))).toBe(true)
  })

  it('shows where it stopped and exits with 1 when a transaction fails', async () => {
    failWith = 'Initialising market was rejected: OutOfEnergy'
    await deployContractsCommand({})
    expect(process.exitCode).toBe(1)
    const out = folded()
    expect(out).toContain('✖ Deployment to Concordium testnet failed')
    expect(out).toContain('✔ init rr_token <7001,0>')
    expect(out).toContain('✖ init market Initialising market was rejected: OutOfEnergy')
    expect(out).not.toContain('Set these')
  })
})
