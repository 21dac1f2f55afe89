import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'
import { MailStatusView } from '../../views/MailViews.tsx'

export default defineCommand({
  group: 'mail',
  name: 'status',
  description: 'The mail outbox: queued, failed and recently sent mails, the oldest waiting, and why mails failed',
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).mail.mailStatus()
    return showResult(options.json, work, (status) => <MailStatusView status={status} />)
  },
})
