import { Text } from 'ink'
import { z } from 'zod'
import { defineReport, jsonOption } from '../../report.ts'

export default defineReport({
  group: 'legends',
  name: 'close-stage',
  description: 'End the Hall of Fame voting stages that are over: to the judges, or closed as not selected',
  options: z.object({
    at: z
      .string()
      .optional()
      .meta({ description: 'evaluate the stages as of this ISO 8601 time instead of now (a test clock)' }),
    json: jsonOption(),
  }),
  ask: (operator, { options }) => operator.legends.closeStage(options.at),
  view: ({ reviewing, notSelected, at }) => (
    <Text>
      ✔ as of {at}: {reviewing.length} legend(s) On Reviewing, {notSelected.length} closed as not selected
    </Text>
  ),
})
