import { describe, expect, it } from 'vitest'
import { render } from 'ink-testing-library'
import { DeployView, type DeployState, type DeployStepRow } from '../src/views/LedgerViews.tsx'

const target = {
  network: 'testnet',
  nodeUrl: 'https://node.test:20000',
  account: '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G',
}
const ref = (n: string) => n.repeat(64)
const hash = (n: number) => n.toString(16).padStart(64, '0')

const plan: DeployStepRow[] = [
  { id: 'module:a', kind: 'module', label: 'auction.wasm.v1', moduleRef: ref('a'), status: 'pending' },
  { id: 'module:b', kind: 'module', label: 'rr_token.wasm.v1', moduleRef: ref('b'), status: 'pending' },
  { id: 'instance:auction', kind: 'instance', label: 'auction', moduleRef: ref('a'), status: 'pending' },
  { id: 'instance:token', kind: 'instance', label: 'rr_token', moduleRef: ref('b'), status: 'pending' },
]

/** Ink wraps at 100 columns here; fold whitespace so long hashes and messages compare whole. */
const frame = (state: DeployState) => (render(<DeployView state={state} />).lastFrame() ?? '').replace(/\s+/g, ' ')
const linesOf = (state: DeployState) => (render(<DeployView state={state} />).lastFrame() ?? '').split('\n')

describe('DeployView on Concordium', () => {
  it('shows the target and every planned transaction, modules with their reference', () => {
    const state: DeployState = { phase: 'deploying', target, steps: plan }
    const text = frame(state)
    expect(text).toContain('Deploying the auction, token and market contracts to Concordium testnet')
    expect(text).toContain(`node https://node.test:20000 account ${target.account}`)
    const lines = linesOf(state).map((line) => line.trim())
    expect(lines).toEqual(
      expect.arrayContaining([
        '· deploy auction.wasm.v1',
        `module ${ref('a')}`,
        '· deploy rr_token.wasm.v1',
        `module ${ref('b')}`,
        '· init auction',
        '· init rr_token',
      ])
    )
  })

  it('turns a step from a spinner into ✔ with its transaction, reference or address', () => {
    const steps: DeployStepRow[] = [
      { ...plan[0]!, status: 'done', transactionHash: hash(1) },
      { ...plan[1]!, status: 'skipped' },
      { ...plan[2]!, status: 'submitted', transactionHash: hash(2), energy: 30_205n },
      { ...plan[3]!, status: 'running' },
    ]
    const lines = linesOf({ phase: 'deploying', target, steps }).map((line) => line.trim())
    const after = (label: string, count: number) => {
      const index = lines.findIndex((line) => line.includes(label))
      return lines.slice(index, index + count)
    }
    expect(after('deploy auction.wasm.v1', 3)).toEqual([
      '✔ deploy auction.wasm.v1 deployed',
      `module ${ref('a')}`,
      `tx     ${hash(1)}`,
    ])
    expect(after('deploy rr_token.wasm.v1', 3)).toEqual([
      '✔ deploy rr_token.wasm.v1 already on chain',
      `module ${ref('b')}`,
      expect.stringContaining('init auction'),
    ])
    // Steps in flight show a spinner frame instead of a mark, and what they wait for.
    const [auction, auctionTx, auctionEnergy] = after('init auction', 3)
    expect(auction).toMatch(/^\S init auction waiting for finalization$/)
    expect(auction).not.toMatch(/^[✔✖·]/)
    expect(auctionTx).toBe(`tx     ${hash(2)}`)
    expect(auctionEnergy).toBe('energy at most 30205 NRG')
    expect(after('init rr_token', 1)[0]).toMatch(/^[^✔✖·] init rr_token signing, sending$/)
  })

  it('ends with the addresses and the settings to apply', () => {
    const steps: DeployStepRow[] = plan.map((step, index) => ({
      ...step,
      status: 'done',
      transactionHash: hash(index + 1),
      ...(step.kind === 'instance' ? { address: { index: BigInt(7000 + index), subindex: 0n } } : {}),
    }))
    const settings: [string, string][] = [
      ['LEDGER_NETWORK', 'testnet'],
      ['LEDGER_AUCTION_CONTRACT', '7002,0'],
      ['LEDGER_TOKEN_CONTRACT', '7003,0'],
    ]
    const state: DeployState = { phase: 'done', created: true, target, steps, settings }
    const text = frame(state)
    expect(text).toMatch(/^✔ Contracts deployed to Concordium testnet/)
    expect(text).toContain(`✔ init auction <7002,0> tx ${hash(3)}`)
    expect(text).toContain(`✔ init rr_token <7003,0> tx ${hash(4)}`)
    expect(text).toContain("Set these in the API's environment")
    const lines = linesOf(state).map((line) => line.trim())
    expect(lines).toEqual(
      expect.arrayContaining([
        'LEDGER_NETWORK=testnet',
        'LEDGER_AUCTION_CONTRACT=7002,0',
        'LEDGER_TOKEN_CONTRACT=7003,0',
      ])
    )
  })

  it('marks the failed step with its reason, once, and leaves the rest pending', () => {
    const error = 'Initialising auction from module aaaa was rejected: RejectedInit (code -1)'
    const steps: DeployStepRow[] = [
      { ...plan[0]!, status: 'done', transactionHash: hash(1) },
      { ...plan[1]!, status: 'done', transactionHash: hash(2) },
      { ...plan[2]!, status: 'failed', transactionHash: hash(3), error },
      plan[3]!,
    ]
    const text = frame({ phase: 'failed', target, steps, error })
    expect(text).toMatch(/^✖ Deployment to Concordium testnet failed/)
    expect(text).toContain(`✖ init auction ${error} tx ${hash(3)}`)
    expect(text.split(error).length - 1).toBe(1)
    expect(text).toContain('· init rr_token')
    expect(text).not.toContain('Set these')
  })

  it('shows an error from before the first transaction under the title', () => {
    const error = 'Cannot reach the Concordium node at http://127.0.0.1:9 (connection refused)'
    const text = frame({ phase: 'failed', target, error })
    expect(text).toContain('✖ Deployment to Concordium testnet failed')
    expect(text).toContain(error)
  })
})

describe('DeployView on the local ledger', () => {
  const contracts = [
    { role: 'auction', name: 'auction', index: '1', subindex: '0', module: 'built-in', entrypoints: ['bid'] },
  ]
  it('keeps the contract table and says whether anything was created', () => {
    expect(frame({ phase: 'done', created: true, contracts, settings: [] })).toMatch(
      /^✔ Contracts deployed to the local ledger auction <1,0> auction built-in; bid/
    )
    expect(frame({ phase: 'done', created: false, contracts, settings: [] })).toContain(
      'Contracts were already deployed'
    )
    expect(frame({ phase: 'done', created: false, contracts, settings: [] })).not.toContain('Set these')
  })
})
