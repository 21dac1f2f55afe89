import { Text } from 'ink'
import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'

export default defineCommand({
  group: 'greetings',
  name: 'expire',
  description: 'Decline the video greetings past their delivery deadline and refund their fans',
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).greetings.expireGreetings()
    return showResult(options.json, work, ({ declined }) => (
      <Text>
        ✔ {declined.length === 0 ? 'no order' : `order ${declined.join(', ')}`} past the deadline declined and refunded
      </Text>
    ))
  },
})
