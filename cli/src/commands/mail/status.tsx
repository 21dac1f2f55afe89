import { defineReport } from '../../report.ts'
import { MailStatusView } from '../../views/MailViews.tsx'

export default defineReport({
  group: 'mail',
  name: 'status',
  description: 'The mail outbox: queued, failed and recently sent mails, the oldest waiting, and why mails failed',
  ask: (operator) => operator.mail.mailStatus(),
  view: (status) => <MailStatusView status={status} />,
})
