import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone, type Phase } from '../../render.tsx'
import { DeployView, type DeployState } from '../../views/LedgerViews.tsx'

type DeployProgress = Pick<DeployState, 'target' | 'steps'>
type DeployResult = Required<Pick<DeployState, 'created' | 'contracts' | 'settings'>>

function deployState(phase: Phase<DeployProgress, DeployResult>): DeployState {
  if (phase.status === 'running') return { phase: 'deploying', ...phase.progress }
  if (phase.status === 'failed') return { phase: 'failed', ...phase.progress, error: phase.error.message }
  const { created, contracts, settings } = phase.result
  return { phase: 'done', ...phase.progress, created, contracts, settings }
}

/**
 * The local ledger's built-in instances, or, on Concordium, each module deployment and instance
 * init as a line that turns from a spinner into ✔ with its transaction, followed by the settings
 * the API needs.
 */
export default defineCommand({
  group: 'contracts',
  name: 'deploy',
  description:
    'Create the auction, CIS-2 token and market contract instances: built in on the local ledger; on Concordium, deploy the modules and initialise them (see packages/ledger/CONTRACTS.md)',
  options: z.object({
    network: z.string().optional().meta({
      flags: '--network <name>',
      description: 'local, or a Concordium network such as testnet or mainnet (default: LEDGER_NETWORK)',
    }),
    module: z.string().optional().meta({
      flags: '--module <file>',
      description: 'Concordium: one .wasm.v1 module holding the auction, CIS-2 token and market contracts',
    }),
    modules: z.string().optional().meta({
      flags: '--modules <dir>',
      description: 'Concordium: folder with auction.wasm.v1, rr_token.wasm.v1 and market.wasm.v1',
    }),
    key: z.string().optional().meta({
      flags: '--key <file>',
      description: 'Concordium: key file exported from a Concordium wallet, for the paying account',
    }),
  }),
  run: ({ options }) =>
    renderUntilDone(
      (phase: Phase<DeployProgress, DeployResult>) => <DeployView state={deployState(phase)} />,
      async (report) =>
        (await loadOperator()).markets.deployContracts({
          network: options.network,
          modulesDir: options.modules,
          moduleFile: options.module,
          keyFile: options.key,
          onConnect: (target) => report({ target }),
          onStep: (_step, steps) => report({ steps: [...steps] }),
        })
    ),
})
