import { Box, Text } from 'ink'
import type { IndexerStatus } from '@kobza/api/operator'
import { microToCcdString } from '@kobza/ledger/money'
import { useTerminalWidth } from './LedgerViews.tsx'

export interface Column<Row> {
  header: string
  value: (row: Row) => string
  /** Gives up width first when the terminal is narrow (text columns); the others keep theirs. */
  shrinks?: boolean
}

const truncate = (text: string, width: number) =>
  text.length <= width ? text : width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`

/** Column widths fitting `width`: each as wide as its content, shrinkable ones cut down when needed. */
export function fitColumns(natural: number[], shrinks: boolean[], width: number, gap = 2): number[] {
  const widths = [...natural]
  let over = widths.reduce((sum, each) => sum + each, 0) + gap * (widths.length - 1) - width
  while (over > 0) {
    let widest = -1
    for (let index = 0; index < widths.length; index++)
      if (shrinks[index] && widths[index]! > 6 && (widest < 0 || widths[index]! > widths[widest]!)) widest = index
    if (widest < 0) break
    widths[widest]! -= 1
    over -= 1
  }
  return widths
}

/** Rows under a bold header, sized to the terminal. */
export function Table<Row>({ rows, columns, empty }: { rows: Row[]; columns: Column<Row>[]; empty: string }) {
  const width = useTerminalWidth()
  if (rows.length === 0) return <Text dimColor>{empty}</Text>
  const cells = rows.map((row) => columns.map((column) => column.value(row)))
  const natural = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => line[index]!.length))
  )
  const widths = fitColumns(
    natural,
    columns.map((column) => column.shrinks === true),
    // A line exactly as wide as the terminal wraps in some terminals: keep one column spare.
    width - 1
  )
  const line = (values: string[]) =>
    values
      .map((value, index) => truncate(value, widths[index]!).padEnd(widths[index]!))
      .join('  ')
      .trimEnd()
  return (
    <Box flexDirection="column">
      <Text bold>{line(columns.map((column) => column.header))}</Text>
      {cells.map((values, index) => (
        <Text key={index}>{line(values)}</Text>
      ))}
    </Box>
  )
}

/** Micro CCD as CCD with up to six decimals; "—" for nothing. */
export function ccd(micro: string | null | undefined): string {
  if (micro === null || micro === undefined) return '—'
  return `${microToCcdString(BigInt(micro))} CCD`
}

export function IndexerStatusView({ status }: { status: IndexerStatus }) {
  const behind = status.lag !== null && status.lag !== '0'
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>Network</Text> {status.network}
      </Text>
      <Text>
        <Text bold>Indexed up to</Text>{' '}
        {status.cursor ? `block ${status.cursor.height} (saved ${status.cursor.updatedAt})` : 'nothing yet'}
      </Text>
      <Text>
        <Text bold>Ledger finalized</Text> {status.ledgerHeight === null ? 'unknown' : `block ${status.ledgerHeight}`}
      </Text>
      <Text>
        <Text bold>Lag</Text>{' '}
        {status.lag === null ? 'unknown' : `${status.lag} block(s), ${status.lagSeconds ?? '?'} s`}
      </Text>
      <Text color={behind || status.lag === null ? 'yellow' : 'green'}>
        {status.lag === null ? '?' : behind ? '!' : '✔'} {status.detail}
      </Text>
    </Box>
  )
}

/** The database's record and the ledger's state side by side, with every disagreement and the indexer's lag. */
export function SideBySide({
  record,
  ledger,
  disagreements,
  indexer,
}: {
  record: Record<string, unknown>
  ledger: Record<string, unknown> | null
  disagreements: string[]
  indexer: IndexerStatus
}) {
  const width = useTerminalWidth()
  const show = (value: unknown) => (value === null || value === undefined ? '—' : String(value))
  const keys = Object.keys(record)
  const ledgerKeys = ledger ? Object.keys(ledger) : []
  const labelWidth = Math.max(...[...keys, ...ledgerKeys].map((key) => key.length)) + 2
  const half = Math.max(20, Math.floor((width - 2) / 2))
  const lines = (title: string, entries: [string, unknown][]) => (
    <Box flexDirection="column" width={half}>
      <Text bold underline>
        {title}
      </Text>
      {entries.map(([key, value]) => (
        <Text key={key}>
          <Text dimColor>{key.padEnd(labelWidth)}</Text>
          {truncate(show(value), Math.max(8, half - labelWidth - 1))}
        </Text>
      ))}
    </Box>
  )
  return (
    <Box flexDirection="column">
      <Box flexDirection={width >= 100 ? 'row' : 'column'} columnGap={2}>
        {lines('Database', Object.entries(record))}
        {ledger ? lines('Ledger', Object.entries(ledger)) : <Text color="yellow">The ledger has no such entry</Text>}
      </Box>
      {disagreements.length === 0 ? (
        <Text color="green">✔ database and ledger agree</Text>
      ) : (
        disagreements.map((line) => (
          <Text key={line} color="red">
            ✖ {line}
          </Text>
        ))
      )}
      <Text color={indexer.lag === '0' ? 'green' : 'yellow'}>
        indexer: {indexer.detail}
        {indexer.lag !== null && indexer.lag !== '0' ? ' — the database may not show the newest events yet' : ''}
      </Text>
    </Box>
  )
}
