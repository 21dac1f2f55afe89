import { Text } from 'ink'
import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { printJson } from '../../views/MarketViews.tsx'

export default defineCommand({
  group: 'greetings',
  name: 'expire',
  description: 'Decline the video greetings past their delivery deadline and refund their fans',
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).greetings.expireGreetings()
    if (options.json) return printJson(await work())
    return renderUntilDone(
      (phase) =>
        phase.status === 'done' ? (
          <Text>
            ✔ {phase.result.declined.length === 0 ? 'no order' : `order ${phase.result.declined.join(', ')}`} past the
            deadline declined and refunded
          </Text>
        ) : null,
      work
    )
  },
})
