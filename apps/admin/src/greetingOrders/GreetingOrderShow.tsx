import { useState } from 'react'
import {
  BooleanField,
  Button,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField, useMoney } from '../codes/MoneyField.tsx'
import { adminRefundLimits } from '@kobza/contract'
import type { KobzaDataProvider } from '../dataProvider.ts'
import { personText } from '../payments/choices.ts'
import { ReasonDialog } from '../content/ReasonDialog.tsx'

type Person = { nickName: string | null; email: string | null } | null

/**
 * Refund an order waiting for its video, or a delivered one whose content was wrong (the terms'
 * refund), after a confirmation with a reason: the API returns the price to the fan and records
 * who did it and why. A declined (or already refunded) order has nothing to refund.
 */
function RefundButton() {
  const record = useRecordContext<{ id: number; status: string; amount: number }>()
  const translate = useTranslate()
  const money = useMoney()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<KobzaDataProvider>()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  if (!record || record.status === 'DECLINED') return null
  const refund = async (reason: string) => {
    setPending(true)
    try {
      await dataProvider.refundGreetingOrder(record.id, reason)
      notify('kobza.money.refunded', { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setPending(false)
      setOpen(false)
    }
  }
  return (
    <>
      <Button label="kobza.money.refund" color="error" onClick={() => setOpen(true)} disabled={pending} />
      <ReasonDialog
        open={open}
        pending={pending}
        maxLength={adminRefundLimits.reasonMax}
        onClose={() => setOpen(false)}
        onHide={(reason) => void refund(reason)}
        wording={{
          title: 'kobza.money.confirm_refund',
          text: translate(
            record.status === 'COMPLETE'
              ? 'kobza.money.confirm_refund_delivered_text'
              : 'kobza.money.confirm_refund_text',
            { amount: money(record.amount) }
          ),
          label: 'kobza.money.refund_reason',
          confirm: 'kobza.money.refund',
        }}
      />
    </>
  )
}

/** One order; the video itself is private to its two parties, so the console only says whether it was sent. */
export function GreetingOrderShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <CodeField source="status" group="orderStatus" />
        <CodeField source="declinedBy" group="declinedBy" />
        <MoneyField source="amount" />
        <FunctionField source="fan" render={(record: { fan: Person }) => personText(record.fan)} />
        <FunctionField source="artist" render={(record: { artist: Person }) => personText(record.artist)} />
        <TextField source="fanDesire" />
        <BooleanField source="videoSent" />
        <TextField source="purchaseUuid" />
        <DateField source="createdAt" showTime />
        <DateField source="deadlineAt" showTime />
        <DateField source="settledAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
