import { describe, expect, it } from 'vitest'
import { render } from 'ink-testing-library'
import { SeedView, type SeedState } from '../src/views/SeedView.tsx'
import { DoctorView } from '../src/views/DoctorView.tsx'
import { ProgressBar } from '../src/views/ProgressBar.tsx'

describe('ProgressBar', () => {
  it('fills in proportion to the work done', () => {
    const { lastFrame } = render(<ProgressBar done={5} total={10} width={10} />)
    expect(lastFrame()).toContain('█████░░░░░ 5/10')
  })
  it('is full when there is nothing to do', () => {
    const { lastFrame } = render(<ProgressBar done={0} total={0} width={4} />)
    expect(lastFrame()).toContain('████ 0/0')
  })
})

/** What SeedView draws for a state, each field 'Seeding' / 0 / false unless given. */
const seedFrame = (state: Partial<SeedState>) =>
  render(
    <SeedView state={{ title: 'Seeding', done: 0, total: 0, created: 0, finished: false, ...state }} />
  ).lastFrame()

describe('SeedView', () => {
  it('shows the current item while running', () => {
    const frame = seedFrame({ done: 3, total: 18, current: 'genres: POP' })
    expect(frame).toContain('3/18')
    expect(frame).toContain('genres: POP')
  })
  it('summarises added and existing rows when finished', () => {
    const frame = seedFrame({ done: 18, total: 18, created: 4, finished: true })
    expect(frame).toContain('✔')
    expect(frame).toContain('4 added, 14 already present')
  })
  it('shows the error in red text with a cross', () => {
    const frame = seedFrame({ finished: true, error: 'connect ECONNREFUSED' })
    expect(frame).toContain('✖')
    expect(frame).toContain('connect ECONNREFUSED')
  })
  it('gives no tally when it stopped on an error', () => {
    const frame = seedFrame({ total: 3, finished: true, error: 'connect ECONNREFUSED' })
    expect(frame).not.toContain('already present')
  })
})

describe('DoctorView', () => {
  it('marks each check and totals the failures', () => {
    const { lastFrame } = render(
      <DoctorView
        checks={[
          { name: 'runtime', setting: 'Node.js 24.21.0', ok: true, detail: 'Node 24+' },
          { name: 'database', setting: 'pg postgres://x', ok: false, detail: 'refused' },
        ]}
      />
    )
    const frame = lastFrame() ?? ''
    expect(frame).toMatch(/✔\s+runtime/)
    expect(frame).toMatch(/✖\s+database/)
    expect(frame).toContain('1 check failed')
  })
  it('says all passed when every check is green', () => {
    const { lastFrame } = render(<DoctorView checks={[{ name: 'runtime', setting: 'Node', ok: true, detail: '' }]} />)
    expect(lastFrame()).toContain('All checks passed')
  })
})

describe('SeedView before the first step', () => {
  it('says it is starting instead of showing a full bar of nothing', () => {
    const frame = seedFrame({})
    expect(frame).toContain('starting')
    expect(frame).not.toContain('0/0')
  })
})
