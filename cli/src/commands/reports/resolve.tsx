import { Text } from 'ink'
import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'

export default defineCommand({
  group: 'reports',
  name: 'resolve',
  description: 'Decide an open report as the console does: HIDE, WARN, BLOCK_AUTHOR or DISMISS (audited)',
  args: [{ name: 'id', description: 'the report id (kobza reports list)', schema: z.coerce.number().int().positive() }],
  options: z.object({
    action: z.string().meta({ description: 'HIDE, WARN, BLOCK_AUTHOR or DISMISS', flags: '--action <action>' }),
    reason: z
      .string()
      .trim()
      .min(3, 'Give a reason of at least 3 characters: the author and the next moderator read it')
      .max(300, 'Keep the reason under 300 characters')
      .meta({ description: 'what the author is told (kept in the audit log)', flags: '--reason <text>' }),
  }),
  run: ({ args, options }) =>
    renderUntilDone(
      (phase) => {
        if (phase.status !== 'done') return null
        return (
          <Text>
            <Text color="green">✔</Text> report {phase.result.id} {phase.result.status.toLowerCase()} (
            {phase.result.action}: {options.reason})
          </Text>
        )
      },
      async () => (await loadOperator()).moderation.resolveReportForOperator(args.id, options.action, options.reason)
    ),
})
