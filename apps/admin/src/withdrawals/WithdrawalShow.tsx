import { useState } from 'react'
import {
  Button,
  Confirm,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField, useMoney } from '../codes/MoneyField.tsx'
import { personText } from '../payments/choices.ts'
import { ReasonDialog } from '../content/ReasonDialog.tsx'
import { serverMessageKey } from '../i18n/serverMessages.ts'

type Person = { nickName: string | null; email: string | null } | null
type Decision = 'PAID' | 'REJECTED'

/**
 * Pay out after a confirmation, or reject with the moderator's reason; the API records who did it (and
 * why a payout was turned down) in the audit log.
 */
function DecisionButtons() {
  const record = useRecordContext<{ id: number; status: string; amount: number }>()
  const translate = useTranslate()
  const money = useMoney()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState<Decision | null>(null)
  const [update, { isPending }] = useUpdate()
  if (!record || record.status !== 'REQUESTED') return null
  const decide = (status: Decision, reason?: string) =>
    update(
      'withdrawals',
      { id: record.id, data: reason === undefined ? { status } : { status, reason }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null)
          notify(status === 'PAID' ? 'kobza.money.paid' : 'kobza.money.rejected', { type: 'success' })
          refresh()
        },
        onError: (error) => {
          setAsking(null)
          notify(error instanceof Error ? serverMessageKey(error.message) : 'ra.notification.http_error', {
            type: 'error',
          })
        },
      }
    )
  return (
    <>
      <Button label="kobza.money.pay_out" onClick={() => setAsking('PAID')} disabled={isPending} />
      <Button label="kobza.money.reject" color="error" onClick={() => setAsking('REJECTED')} disabled={isPending} />
      <Confirm
        isOpen={asking === 'PAID'}
        loading={isPending}
        title="kobza.money.confirm_pay_out"
        content={translate('kobza.money.confirm_pay_out_text', { amount: money(record.amount) })}
        onConfirm={() => decide('PAID')}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'REJECTED'}
        onClose={() => setAsking(null)}
        onHide={(reason) => decide('REJECTED', reason)}
        wording={{
          title: 'kobza.money.confirm_reject',
          text: translate('kobza.money.confirm_reject_text', { amount: money(record.amount) }),
          label: 'kobza.money.reject_reason',
          confirm: 'kobza.money.reject',
        }}
      />
    </>
  )
}

export function WithdrawalShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DecisionButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="uuid" />
        <FunctionField source="artist" render={(record: { artist: Person }) => personText(record.artist)} />
        <MoneyField source="amount" />
        <CodeField source="status" group="withdrawalStatus" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
