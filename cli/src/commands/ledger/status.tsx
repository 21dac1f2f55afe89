import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { LedgerStatusView } from '../../views/LedgerViews.tsx'

export default defineCommand({
  group: 'ledger',
  name: 'status',
  description: 'Network, node reachability, contract addresses and modules',
  run: () =>
    renderUntilDone(
      (phase) => (phase.status === 'done' ? <LedgerStatusView status={phase.result} /> : null),
      async () => (await loadOperator()).markets.ledgerStatus(),
      { failed: (status) => !status.reachable || !status.deployed }
    ),
})
