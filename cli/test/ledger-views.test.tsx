import { describe, expect, it } from 'vitest'
import { render } from 'ink-testing-library'
import { ContractTable, LedgerStatusView, type ContractRow } from '../src/views/LedgerViews.tsx'

const moduleRef = 'c0ffee'.repeat(10) + 'beef'
const contracts: ContractRow[] = [
  {
    role: 'auction',
    name: 'auction',
    index: '7000',
    subindex: '0',
    module: `module ${moduleRef}`,
    entrypoints: ['create_auction', 'bid', 'finalize', 'onReceivingCIS2'],
  },
  { role: 'token', name: 'rr_token', index: '2', subindex: '0', module: 'built-in', entrypoints: ['mint'] },
]

const lines = (tree: React.ReactElement) => (render(tree).lastFrame() ?? '').split('\n').map((line) => line.trimEnd())

describe('ContractTable', () => {
  it('keeps module and entrypoints on one line under the name when they fit', () => {
    const local = contracts.map((contract) => ({ ...contract, module: 'built-in (local TypeScript contracts)' }))
    expect(lines(<ContractTable contracts={local} width={98} />)).toEqual([
      'auction   <7000,0> auction',
      '          built-in (local TypeScript contracts); create_auction, bid, finalize, onReceivingCIS2',
      'token     <2,0> rr_token',
      '          built-in (local TypeScript contracts); mint',
    ])
  })

  it('gives module and entrypoints a line each when they do not fit together, never past the width', () => {
    expect(lines(<ContractTable contracts={contracts} width={98} />)).toEqual([
      'auction   <7000,0> auction',
      `          module ${moduleRef}`,
      '          create_auction, bid, finalize, onReceivingCIS2',
      'token     <2,0> rr_token',
      '          built-in; mint',
    ])
    // 80 columns leave the module reference a line of its own, in one piece to copy.
    const drawn = lines(<ContractTable contracts={contracts} width={78} />)
    expect(drawn).toEqual([
      'auction   <7000,0> auction',
      '          module',
      `          ${moduleRef}`,
      '          create_auction, bid, finalize, onReceivingCIS2',
      'token     <2,0> rr_token',
      '          built-in; mint',
    ])
    for (const line of drawn) expect(line.length).toBeLessThanOrEqual(78)
  })
})

describe('LedgerStatusView', () => {
  it('indents the genesis hash under the network, also where it wraps', () => {
    const status = {
      network: 'testnet',
      deployed: true,
      reachable: true,
      detail: 'contracts found',
      genesisHash: '4221332d34e1694168c2a0c0b3fd0f273809612cb13d000d5c2e00e85f50f796',
      contracts: [],
    }
    const drawn = lines(<LedgerStatusView status={status} />)
    expect(drawn[2]).toBe(`  genesis ${status.genesisHash}`)
  })
})
