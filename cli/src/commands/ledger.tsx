import { render, Text } from 'ink'
import { DeployView, LedgerStatusView, type DeployState } from '../views/LedgerViews.tsx'
import { operator } from '../operator.ts'

export async function deployContractsCommand() {
  let state: DeployState = { phase: 'deploying' }
  const view = render(<DeployView state={state} />)
  try {
    const { deployContracts } = await operator()
    const result = await deployContracts()
    state = { phase: 'done', created: result.created, contracts: result.contracts }
  } catch (error) {
    state = { phase: 'failed', error: (error as Error).message }
    process.exitCode = 1
  }
  view.rerender(<DeployView state={state} />)
  view.unmount()
  await view.waitUntilExit()
}

export async function ledgerStatusCommand() {
  const { ledgerStatus } = await operator()
  const status = await ledgerStatus()
  const view = render(<LedgerStatusView status={status} />)
  view.unmount()
  await view.waitUntilExit()
  if (!status.reachable || !status.deployed) process.exitCode = 1
}

export async function fundCommand(account: string, ccd: string) {
  const { fundLedgerAccount } = await operator()
  try {
    const result = await fundLedgerAccount(account, ccd)
    const view = render(
      <Text>
        <Text color="green">✔</Text> {result.address} now holds {result.balance} CCD
      </Text>
    )
    view.unmount()
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    process.exitCode = 1
  }
}
