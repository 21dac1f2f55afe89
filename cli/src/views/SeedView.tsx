import { Box, Text } from 'ink'
import Spinner from 'ink-spinner'
import { ProgressBar } from './ProgressBar.tsx'
import type { Phase } from '../render.tsx'

export interface SeedState {
  title: string
  done: number
  total: number
  current?: string
  created: number
  finished: boolean
  error?: string
  notes?: string[]
}

export function SeedView({ state }: { state: SeedState }) {
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        {state.error ? (
          <Text color="red">✖</Text>
        ) : state.finished ? (
          <Text color="green">✔</Text>
        ) : (
          <Spinner type="dots" />
        )}
        <Text bold>{state.title}</Text>
      </Box>
      <Box marginLeft={2} gap={1}>
        {/* Until the first step reports its total there is no bar to fill: an empty one reads as done. */}
        {state.finished || state.total > 0 ? (
          <ProgressBar done={state.done} total={state.total} />
        ) : (
          <Text dimColor>starting</Text>
        )}
        {!state.finished && state.current ? <Text dimColor>{state.current}</Text> : null}
      </Box>
      {/* A seed that stopped half-way has no tally: its rows were neither all added nor all present. */}
      {state.finished && !state.error ? (
        <Box marginLeft={2}>
          <Text>
            {state.created} added, {state.total - state.created} already present
          </Text>
        </Box>
      ) : null}
      {(state.notes ?? []).map((note) => (
        <Box key={note} marginLeft={2}>
          <Text>{note}</Text>
        </Box>
      ))}
      {state.error ? (
        <Box marginLeft={2}>
          <Text color="red">{state.error}</Text>
        </Box>
      ) : null}
    </Box>
  )
}

export interface SeedProgress {
  done: number
  total: number
  current: string
}

export interface SeedResult {
  created: number
  total: number
  notes?: string[]
}

/** A seed's screen for renderUntilDone: the progress bar while it runs, then the tally or the error. */
export function seedScreen(title: string) {
  return (phase: Phase<SeedProgress, SeedResult>) => {
    const { done = 0, total = 0, current } = phase.progress
    const state: SeedState = { title, done, total, current, created: 0, finished: phase.status !== 'running' }
    if (phase.status === 'done') {
      const { created, total: finalTotal, notes } = phase.result
      return <SeedView state={{ ...state, done: finalTotal, total: finalTotal, created, notes }} />
    }
    if (phase.status === 'failed') return <SeedView state={{ ...state, error: phase.error.message }} />
    return <SeedView state={state} />
  }
}
