import { Text } from 'ink'
import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'

export default defineCommand({
  group: 'legends',
  name: 'close-stage',
  description: 'End the Hall of Fame voting stages that are over: to the judges, or closed as not selected',
  options: z.object({
    at: z
      .string()
      .optional()
      .meta({ description: 'evaluate the stages as of this ISO 8601 time instead of now (a test clock)' }),
    json: z.boolean().optional().meta({ description: 'print JSON' }),
  }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).legends.closeStage(options.at)
    return showResult(options.json, work, ({ reviewing, notSelected, at }) => (
      <Text>
        ✔ as of {at}: {reviewing.length} legend(s) On Reviewing, {notSelected.length} closed as not selected
      </Text>
    ))
  },
})
