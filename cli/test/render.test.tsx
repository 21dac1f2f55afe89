import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Ink from 'ink'
import type { RenderedInk } from './ink-renderer.ts'
import { Text } from 'ink'
import { renderUntilDone, showResult, type Phase } from '../src/render.tsx'

/** ink-testing-library's renderer keeps every frame the helper drew (Ink's own patches vitest's console). */
const rendered = vi.hoisted(() => [] as RenderedInk[])
vi.mock('ink', async (importOriginal) =>
  (await import('./ink-renderer.ts')).inkWithTestingRenderer(await importOriginal<typeof Ink>(), rendered)
)

interface Count {
  done: number
  item: string
}

const view = (phase: Phase<Count, { total: number }>) => {
  if (phase.status === 'failed') return null
  const { done = 0, item = '' } = phase.progress
  return <Text>{phase.status === 'done' ? `finished ${phase.result.total}` : `working ${done} ${item}`}</Text>
}

/** What the screen showed, in order: unmounting clears it, and a repeated frame is one picture. */
const shown = () =>
  (rendered[0]?.frames ?? [])
    .map((frame) => frame.trim())
    .filter((frame, index, frames) => frame !== '' && frame !== frames[index - 1])
const lastShown = () => shown().at(-1)

beforeEach(() => {
  rendered.length = 0
})
afterEach(() => {
  process.exitCode = undefined
  vi.restoreAllMocks()
})

describe('renderUntilDone', () => {
  it('draws each progress report merged into the last, then the result, and leaves the exit code', async () => {
    const result = await renderUntilDone(view, async (report) => {
      report({ item: 'genres' })
      report({ done: 1 })
      report({ done: 2, item: 'eras' })
      return { total: 2 }
    })
    expect(result).toEqual({ total: 2 })
    expect(rendered).toHaveLength(1)
    expect(shown()).toEqual(['working 0', 'working 0 genres', 'working 1 genres', 'working 2 eras', 'finished 2'])
    expect(process.exitCode).toBeUndefined()
  })

  it('exits with 1 when the result says the work failed', async () => {
    await renderUntilDone(view, async () => ({ total: 0 }), { failed: (result) => result.total === 0 })
    expect(lastShown()).toBe('finished 0')
    expect(process.exitCode).toBe(1)
  })

  it('prints an error the view has no place for on stderr, after the view, and exits with 1', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const result = await renderUntilDone(view, async (report) => {
      report({ done: 1 })
      throw new Error('No ledger account 4abc')
    })
    expect(result).toBeUndefined()
    expect(lastShown()).toBe('working 1')
    expect(printed).toHaveBeenCalledWith('✖ No ledger account 4abc')
    expect(process.exitCode).toBe(1)
  })

  it('shows the error in the view when the view draws it', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderUntilDone(
      (phase: Phase<Count, void>) => <Text>{phase.status === 'failed' ? `✖ ${phase.error.message}` : 'working'}</Text>,
      async () => {
        throw new Error('database is locked')
      }
    )
    expect(lastShown()).toBe('✖ database is locked')
    expect(printed).not.toHaveBeenCalled()
    expect(process.exitCode).toBe(1)
  })
})

describe('showResult', () => {
  it('draws the result with the view once the work is done', async () => {
    await showResult(
      undefined,
      async () => ({ total: 3 }),
      (result) => <Text>{`${result.total} rows`}</Text>
    )
    expect(lastShown()).toBe('3 rows')
  })

  it('prints the answer as JSON for --json and draws nothing', async () => {
    const before = rendered.length
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await showResult(
        true,
        async () => ({ total: 3 }),
        () => <Text>never</Text>
      )
      expect(written).toHaveBeenCalledWith('{\n  "total": 3\n}\n')
    } finally {
      written.mockRestore()
    }
    expect(rendered.length).toBe(before)
  })
})
