import { Text } from 'ink'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'

export default defineCommand({
  group: 'ledger',
  name: 'fund',
  description: "Add whole CCD to a local ledger account (an address or a user's e-mail)",
  args: [
    { name: 'account', description: 'a local ledger address, or the e-mail of the user who owns it' },
    { name: 'ccd', description: 'whole CCD to add' },
  ],
  run: ({ args }) =>
    renderUntilDone(
      (phase) =>
        phase.status === 'done' ? (
          <Text>
            <Text color="green">✔</Text> {phase.result.address} now holds {phase.result.balance} CCD
          </Text>
        ) : null,
      async () => (await loadOperator()).markets.fundLedgerAccount(args.account, args.ccd)
    ),
})
