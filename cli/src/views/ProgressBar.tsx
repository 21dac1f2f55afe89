import { Text } from 'ink'

export function ProgressBar({ done, total, width = 24 }: { done: number; total: number; width?: number }) {
  const filled = total === 0 ? width : Math.round((done / total) * width)
  return (
    <Text>
      <Text color="yellow">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text>
      <Text>
        {' '}
        {done}/{total}
      </Text>
    </Text>
  )
}
