import { Box, Text } from 'ink'
import Spinner from 'ink-spinner'

export interface ContractRow {
  role: string
  name: string
  index: string
  subindex: string
  module: string
  entrypoints: string[]
}

export function ContractTable({ contracts }: { contracts: ContractRow[] }) {
  return (
    <Box flexDirection="column">
      {contracts.map((contract) => (
        <Box key={contract.role} flexDirection="column">
          <Box>
            <Box width={10} flexShrink={0}>
              <Text bold>{contract.role}</Text>
            </Box>
            <Text>
              &lt;{contract.index},{contract.subindex}&gt; {contract.name}
            </Text>
          </Box>
          <Box marginLeft={10}>
            <Text dimColor>
              {contract.module}; {contract.entrypoints.join(', ')}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  )
}

export interface DeployState {
  phase: 'deploying' | 'done' | 'failed'
  created?: boolean
  contracts?: ContractRow[]
  error?: string
}

export function DeployView({ state }: { state: DeployState }) {
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        {state.phase === 'deploying' ? (
          <Spinner type="dots" />
        ) : (
          <Text color={state.phase === 'done' ? 'green' : 'red'}>{state.phase === 'done' ? '✔' : '✖'}</Text>
        )}
        <Text bold>
          {state.phase === 'deploying'
            ? 'Deploying the auction, token and market contracts'
            : state.phase === 'done'
              ? state.created
                ? 'Contracts deployed to the local ledger'
                : 'Contracts were already deployed'
              : 'Deployment failed'}
        </Text>
      </Box>
      {state.contracts ? (
        <Box marginLeft={2} marginTop={1}>
          <ContractTable contracts={state.contracts} />
        </Box>
      ) : null}
      {state.error ? <Text color="red">{state.error}</Text> : null}
    </Box>
  )
}

export interface StatusProps {
  network: string
  deployed: boolean
  reachable: boolean
  detail: string
  blockHeight?: string
  genesisHash?: string
  contracts: ContractRow[]
}

export function LedgerStatusView({ status }: { status: StatusProps }) {
  return (
    <Box flexDirection="column">
      <Text bold>Ledger</Text>
      <Text>
        <Text color={status.reachable ? 'green' : 'red'}>{status.reachable ? '✔' : '✖'}</Text> network {status.network}
        {status.blockHeight ? `, block height ${status.blockHeight}` : ''}
      </Text>
      {status.genesisHash ? <Text dimColor> genesis {status.genesisHash}</Text> : null}
      <Text>
        <Text color={status.deployed ? 'green' : 'yellow'}>{status.deployed ? '✔' : '·'}</Text> {status.detail}
      </Text>
      {status.contracts.length > 0 ? (
        <Box marginLeft={2} marginTop={1}>
          <ContractTable contracts={status.contracts} />
        </Box>
      ) : null}
    </Box>
  )
}
