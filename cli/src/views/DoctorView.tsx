import { Box, Text } from 'ink'

export interface DoctorRow {
  name: string
  setting: string
  ok: boolean
  detail: string
}

/** Drawn with Box/Text: ink 8 is ESM-only and CommonJS table add-ons do not load. */
export function DoctorView({ checks }: { checks: DoctorRow[] }) {
  const nameWidth = Math.max(8, ...checks.map((check) => check.name.length)) + 2
  const failures = checks.filter((check) => !check.ok).length
  return (
    <Box flexDirection="column">
      <Text bold>Kobza doctor</Text>
      {checks.map((check) => (
        <Box key={check.name} flexDirection="column">
          <Box>
            <Box width={2} flexShrink={0}>
              <Text color={check.ok ? 'green' : 'red'}>{check.ok ? '✔' : '✖'}</Text>
            </Box>
            <Box width={nameWidth} flexShrink={0}>
              <Text bold>{check.name}</Text>
            </Box>
            <Text wrap="truncate-middle">{check.setting}</Text>
          </Box>
          {check.detail ? (
            <Box marginLeft={2 + nameWidth}>
              <Text color={check.ok ? undefined : 'red'} dimColor={check.ok}>
                {check.detail}
              </Text>
            </Box>
          ) : null}
        </Box>
      ))}
      <Text color={failures === 0 ? 'green' : 'red'}>
        {failures === 0 ? 'All checks passed' : `${failures} check${failures === 1 ? '' : 's'} failed`}
      </Text>
    </Box>
  )
}
