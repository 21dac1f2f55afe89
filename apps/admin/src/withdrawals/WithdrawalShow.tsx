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

type Person = { nickName: string | null; email: string | null } | null
type Decision = 'PAID' | 'REJECTED'

/** Pay out or reject a requested withdrawal, after a confirmation; the API records who did it in the audit log. */
function DecisionButtons() {
  const record = useRecordContext<{ id: number; status: string; amount: number }>()
  const translate = useTranslate()
  const money = useMoney()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState<Decision | null>(null)
  const [update, { isPending }] = useUpdate()
  if (!record || record.status !== 'REQUESTED') return null
  const decide = (status: Decision) =>
    update(
      'withdrawals',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null)
          notify(status === 'PAID' ? 'kobza.money.paid' : 'kobza.money.rejected', { type: 'success' })
          refresh()
        },
        onError: (error) => {
          setAsking(null)
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
        },
      }
    )
  return (
    <>
      <Button label="kobza.money.pay_out" onClick={() => setAsking('PAID')} disabled={isPending} />
      <Button label="kobza.money.reject" color="error" onClick={() => setAsking('REJECTED')} disabled={isPending} />
      <Confirm
        isOpen={asking !== null}
        loading={isPending}
        title={asking === 'PAID' ? 'kobza.money.confirm_pay_out' : 'kobza.money.confirm_reject'}
        content={translate(asking === 'PAID' ? 'kobza.money.confirm_pay_out_text' : 'kobza.money.confirm_reject_text', {
          amount: money(record.amount),
        })}
        onConfirm={() => asking && decide(asking)}
        onClose={() => setAsking(null)}
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
