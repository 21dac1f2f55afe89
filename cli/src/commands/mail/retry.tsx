import { Text } from 'ink'
import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'

export default defineCommand({
  group: 'mail',
  name: 'retry',
  description:
    'Send a failed mail again (a fresh set of tries), or every failed one; a mail waiting for a retry goes now',
  args: [
    {
      name: 'id',
      description: 'the mail id (kobza mail status)',
      schema: z.coerce.number().int().positive().optional(),
      optional: true,
    },
  ],
  options: z.object({
    allFailed: z.boolean().optional().meta({ description: 'every failed mail' }),
  }),
  run: ({ args, options }) =>
    renderUntilDone(
      (phase) => {
        if (phase.status !== 'done') return null
        const { retried } = phase.result
        return retried.length === 0 ? (
          <Text>No failed mail to send again</Text>
        ) : (
          <Text>
            <Text color="green">✔</Text> {retried.length} mail{retried.length === 1 ? '' : 's'} queued to be sent again
            ({retried.join(', ')}); the API&apos;s workers send {retried.length === 1 ? 'it' : 'them'}
          </Text>
        )
      },
      async () => (await loadOperator()).mail.retryMail({ id: args.id, allFailed: options.allFailed })
    ),
})
