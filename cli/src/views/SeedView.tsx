import { Box, Text } from 'ink'
import Spinner from 'ink-spinner'
import { ProgressBar } from './ProgressBar.tsx'

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
        <ProgressBar done={state.done} total={state.total} />
        {!state.finished && state.current ? <Text dimColor>{state.current}</Text> : null}
      </Box>
      {state.finished ? (
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
