import { render } from 'ink-testing-library'
import { describe, expect, it } from 'vitest'
import { ccd, fitColumns, IndexerStatusView, SideBySide, Table } from '../src/views/MarketViews.tsx'

describe('market views', () => {
  it('fit columns to the width by cutting the shrinkable ones, widest first', () => {
    expect(fitColumns([2, 30, 6, 40], [false, true, false, true], 60)).toEqual([2, 23, 6, 23])
    expect(fitColumns([2, 10], [false, true], 80)).toEqual([2, 10])
  })

  it('show micro CCD as CCD', () => {
    expect(ccd('15000000')).toBe('15 CCD')
    expect(ccd('1500001')).toBe('1.500001 CCD')
    expect(ccd(null)).toBe('—')
  })

  it('draw a table with its header and no line wider than the terminal', () => {
    const rows = [{ id: 1, song: 'Весна'.repeat(30), status: 'OPEN' }]
    const { lastFrame } = render(
      <Table
        rows={rows}
        empty="No auctions"
        columns={[
          { header: 'ID', value: (row) => String(row.id) },
          { header: 'SONG', value: (row) => row.song, shrinks: true },
          { header: 'STATUS', value: (row) => row.status },
        ]}
      />
    )
    const lines = (lastFrame() ?? '').split('\n')
    expect(lines[0]).toMatch(/^ID\s+SONG\s+STATUS$/)
    expect(lines[1]).toContain('…  OPEN')
    // ink-testing-library's terminal is 100 columns wide.
    for (const line of lines) expect(line.length).toBeLessThan(100)
    expect(render(<Table rows={[]} empty="No auctions" columns={[]} />).lastFrame()).toBe('No auctions')
  })

  it('call out each disagreement and the indexer’s lag', () => {
    const { lastFrame } = render(
      <SideBySide
        record={{ highestBid: '10' }}
        ledger={{ highestBid: '12' }}
        disagreements={['highest bid: database 10, ledger 12']}
        indexer={{
          network: 'local',
          cursor: null,
          ledgerHeight: '9',
          lag: '9',
          lagSeconds: 42,
          detail: '9 finalized block(s) not indexed yet',
        }}
      />
    )
    const frame = lastFrame() ?? ''
    expect(frame).toContain('✖ highest bid: database 10, ledger 12')
    expect(frame).toContain('9 finalized block(s) not indexed yet — the database may not show the newest events yet')
  })

  it('shows the indexer’s height, the node’s and the lag in blocks and seconds', () => {
    const frame =
      render(
        <IndexerStatusView
          status={{
            network: 'testnet',
            cursor: { height: '90', blockHash: 'ab', updatedAt: '2026-11-28 15:00:00' },
            ledgerHeight: '100',
            lag: '10',
            lagSeconds: 21,
            detail: '10 finalized block(s), 21 s, not indexed yet',
          }}
        />
      ).lastFrame() ?? ''
    expect(frame).toMatch(/Indexed up to block 90/)
    expect(frame).toMatch(/Ledger finalized block 100/)
    expect(frame).toMatch(/Lag 10 block\(s\), 21 s/)
    expect(frame).toContain('! 10 finalized block(s), 21 s, not indexed yet')
  })
})
