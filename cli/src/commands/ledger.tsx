import { render, Text } from 'ink'
import { DeployView, LedgerStatusView, type DeployState } from '../views/LedgerViews.tsx'
import { operator } from '../operator.ts'

export interface DeployOptions {
  /** `local` or a Concordium network; defaults to LEDGER_NETWORK. */
  network?: string
  modules?: string
  key?: string
}

/**
 * `kobza contracts deploy`: the local ledger's built-in instances, or, on Concordium, each
 * module deployment and instance init as a line that turns from a spinner into ✔ with its
 * transaction, followed by the settings the API needs.
 */
export async function deployContractsCommand(options: DeployOptions = {}) {
  let state: DeployState = { phase: 'deploying' }
  const view = render(<DeployView state={state} />)
  const update = (next: Partial<DeployState>) => {
    state = { ...state, ...next }
    view.rerender(<DeployView state={state} />)
  }
  try {
    const { deployContracts } = await operator()
    const result = await deployContracts({
      network: options.network,
      modulesDir: options.modules,
      keyFile: options.key,
      onConnect: (target) => update({ target }),
      onStep: (_step, steps) => update({ steps: [...steps] }),
    })
    update({ phase: 'done', created: result.created, contracts: result.contracts, settings: result.settings })
  } catch (error) {
    update({ phase: 'failed', error: (error as Error).message })
    process.exitCode = 1
  } finally {
    view.unmount()
    await view.waitUntilExit()
  }
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
