import { Box, Text } from 'ink'
import type { MailStatus } from '@kobza/api/operator'
import { Table } from './MarketViews.tsx'

/** '3 s', '4 min', '2 h 5 min': how long the oldest mail has waited. */
export function waited(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 90) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 90) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

const utc = (iso: string) => iso.replace('T', ' ').slice(0, 19)

/** `kobza mail status`: the counts, the oldest waiting mail, then failed and retrying mails. */
export function MailStatusView({ status }: { status: MailStatus }) {
  return (
    <Box flexDirection="column">
      <Text bold>Mail outbox</Text>
      <Text>
        {'  '}queued <Text bold>{status.queued}</Text> ({status.due} due now) · sending {status.sending} · failed{' '}
        <Text bold color={status.failed > 0 ? 'red' : undefined}>
          {status.failed}
        </Text>{' '}
        · sent in the last 24 h <Text bold>{status.sentRecently}</Text>
      </Text>
      <Text>
        {'  '}oldest due:{' '}
        {status.oldestQueuedAt && status.oldestQueuedAgeMs !== null ? (
          <Text>
            {utc(status.oldestQueuedAt)} UTC, waiting {waited(status.oldestQueuedAgeMs)}
          </Text>
        ) : (
          <Text dimColor>none</Text>
        )}
      </Text>
      {status.failures.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Table
            rows={status.failures}
            empty=""
            columns={[
              { header: 'ID', value: (row) => String(row.id) },
              { header: 'STATE', value: (row) => row.state },
              { header: 'KIND', value: (row) => row.kind },
              { header: 'TRIES', value: (row) => `${row.attempts}/${row.maxAttempts}` },
              { header: 'QUEUED (UTC)', value: (row) => utc(row.queuedAt) },
              { header: 'FAILED / NEXT TRY', value: (row) => utc(row.at) },
              { header: 'LAST ERROR', value: (row) => row.lastError ?? '—', shrinks: true },
            ]}
          />
          {status.failed > 0 ? (
            <Text dimColor>Send again with: kobza mail retry &lt;id&gt; or kobza mail retry --all-failed</Text>
          ) : null}
        </Box>
      ) : null}
    </Box>
  )
}
