import { Box, Text, useStdout } from 'ink'
import Spinner from 'ink-spinner'
import type { LedgerStatus } from '@kobza/api/operator'

export interface ContractRow {
  role: string
  name: string
  index: string
  subindex: string
  module: string
  entrypoints: string[]
}

/** Columns the terminal has; 80 when the output is not a terminal (a pipe, a file, CI). */
export function useTerminalWidth(): number {
  const { stdout } = useStdout()
  // Ink types stdout as a plain writable; a terminal's is a tty.WriteStream with `columns`.
  const columns = 'columns' in stdout ? Number(stdout.columns) : 0
  return columns > 0 ? columns : 80
}

/**
 * Each contract on two lines: role, address and name, then its module and entrypoints under
 * the name. Where module and entrypoints do not fit the terminal together they take a line each.
 */
export function ContractTable({ contracts, width }: { contracts: ContractRow[]; width: number }) {
  const roleWidth = Math.max(10, ...contracts.map((contract) => contract.role.length + 2))
  const detailWidth = Math.max(20, width - roleWidth)
  return (
    <Box flexDirection="column" width={roleWidth + detailWidth}>
      {contracts.map((contract) => {
        const entrypoints = contract.entrypoints.join(', ')
        const together = `${contract.module}; ${entrypoints}`
        return (
          <Box key={contract.role} flexDirection="column">
            <Box>
              <Box width={roleWidth} flexShrink={0}>
                <Text bold>{contract.role}</Text>
              </Box>
              <Text>
                &lt;{contract.index},{contract.subindex}&gt; {contract.name}
              </Text>
            </Box>
            <Box marginLeft={roleWidth} width={detailWidth} flexDirection="column">
              {together.length <= detailWidth ? (
                <Text dimColor>{together}</Text>
              ) : (
                <>
                  <Text dimColor>{contract.module}</Text>
                  <Text dimColor>{entrypoints}</Text>
                </>
              )}
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}

export type DeployStepStatus = 'pending' | 'running' | 'submitted' | 'done' | 'skipped' | 'failed'

/** One transaction of a Concordium deployment (the ledger package's DeployStep). */
export interface DeployStepRow {
  id: string
  kind: 'module' | 'instance'
  label: string
  moduleRef: string
  status: DeployStepStatus
  transactionHash?: string
  /** NRG the transaction may use at most. */
  energy?: bigint
  address?: { index: bigint | string; subindex: bigint | string }
  error?: string
}

export interface DeployState {
  phase: 'deploying' | 'done' | 'failed'
  created?: boolean
  contracts?: ContractRow[]
  error?: string
  /** Set once a Concordium deployment has read its inputs and contacts the node. */
  target?: { network: string; nodeUrl: string; account: string }
  steps?: DeployStepRow[]
  /** Environment variables to set afterwards, in order. */
  settings?: [name: string, value: string][]
}

function deployTitle(state: DeployState): string {
  const where = state.target ? ` to Concordium ${state.target.network}` : ''
  if (state.phase === 'deploying') return `Deploying the auction, token and market contracts${where}`
  if (state.phase === 'failed') return state.target ? `Deployment${where} failed` : 'Deployment failed'
  if (state.target) return `Contracts deployed${where}`
  return state.created ? 'Contracts deployed to the local ledger' : 'Contracts were already deployed'
}

function StepIcon({ status }: { status: DeployStepStatus }) {
  if (status === 'running' || status === 'submitted') return <Spinner type="dots" />
  if (status === 'done' || status === 'skipped') return <Text color="green">✔</Text>
  if (status === 'failed') return <Text color="red">✖</Text>
  return <Text dimColor>·</Text>
}

function stepStatus(step: DeployStepRow): string {
  switch (step.status) {
    case 'pending':
      return ''
    case 'running':
      return step.kind === 'module' ? 'looking it up on chain, signing, sending' : 'signing, sending'
    case 'submitted':
      return 'waiting for finalization'
    case 'skipped':
      return 'already on chain'
    case 'done':
      return step.kind === 'module' ? 'deployed' : `<${step.address?.index},${step.address?.subindex}>`
    case 'failed':
      return step.error ?? 'failed'
  }
}

/**
 * One transaction: a mark and what it does on the first line, then the module reference, the
 * transaction hash (in full: 64 hex digits fit an 80-column terminal) and its energy below.
 */
export function DeployStepLine({ step }: { step: DeployStepRow }) {
  const details: [string, string][] = []
  if (step.kind === 'module') details.push(['module', step.moduleRef])
  if (step.transactionHash) details.push(['tx', step.transactionHash])
  if (step.energy !== undefined) details.push(['energy', `at most ${step.energy} NRG`])
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <StepIcon status={step.status} />
        <Text dimColor={step.status === 'pending'}>
          {step.kind === 'module' ? 'deploy' : 'init'} {step.label}
        </Text>
        <Text color={step.status === 'failed' ? 'red' : step.status === 'done' ? 'green' : undefined}>
          {stepStatus(step)}
        </Text>
      </Box>
      {details.map(([name, value]) => (
        <Box key={name} marginLeft={4} gap={1}>
          <Box width={6} flexShrink={0}>
            <Text dimColor>{name}</Text>
          </Box>
          <Text dimColor>{value}</Text>
        </Box>
      ))}
    </Box>
  )
}

export function DeployView({ state }: { state: DeployState }) {
  const width = useTerminalWidth()
  const steps = state.steps ?? []
  const failedStep = steps.some((step) => step.status === 'failed')
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        {state.phase === 'deploying' ? (
          <Spinner type="dots" />
        ) : (
          <Text color={state.phase === 'done' ? 'green' : 'red'}>{state.phase === 'done' ? '✔' : '✖'}</Text>
        )}
        <Text bold>{deployTitle(state)}</Text>
      </Box>
      {state.target ? (
        <Box marginLeft={2} flexDirection="column">
          <Text dimColor>node {state.target.nodeUrl}</Text>
          <Text dimColor>account {state.target.account}</Text>
        </Box>
      ) : null}
      {steps.length > 0 ? (
        <Box marginLeft={2} marginTop={1} flexDirection="column">
          {steps.map((step) => (
            <DeployStepLine key={step.id} step={step} />
          ))}
        </Box>
      ) : state.contracts ? (
        <Box marginLeft={2} marginTop={1}>
          <ContractTable contracts={state.contracts} width={width - 2} />
        </Box>
      ) : null}
      {state.settings && state.settings.length > 0 ? (
        <Box marginTop={1} flexDirection="column">
          <Text bold>
            Set these in the API&apos;s environment (.env or the service&apos;s settings) and restart it:
          </Text>
          <Box marginLeft={2} flexDirection="column">
            {state.settings.map(([name, value]) => (
              <Text key={name}>
                {name}={value}
              </Text>
            ))}
          </Box>
        </Box>
      ) : null}
      {state.error && !failedStep ? <Text color="red">{state.error}</Text> : null}
    </Box>
  )
}

/** The API's ledger status; rows drawn from elsewhere (a deployment in progress) may name any role. */
export type StatusProps = Omit<LedgerStatus, 'contracts'> & { contracts: ContractRow[] }

export function LedgerStatusView({ status }: { status: StatusProps }) {
  const width = useTerminalWidth()
  return (
    <Box flexDirection="column">
      <Text bold>Ledger</Text>
      <Text>
        <Text color={status.reachable ? 'green' : 'red'}>{status.reachable ? '✔' : '✖'}</Text> network {status.network}
        {status.blockHeight ? `, block height ${status.blockHeight}` : ''}
      </Text>
      {status.genesisHash ? (
        <Box marginLeft={2}>
          <Text dimColor>genesis {status.genesisHash}</Text>
        </Box>
      ) : null}
      <Text>
        <Text color={status.deployed ? 'green' : 'yellow'}>{status.deployed ? '✔' : '·'}</Text> {status.detail}
      </Text>
      {status.contracts.length > 0 ? (
        <Box marginLeft={2} marginTop={1}>
          <ContractTable contracts={status.contracts} width={width - 2} />
        </Box>
      ) : null}
    </Box>
  )
}
