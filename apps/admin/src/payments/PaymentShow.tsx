import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { personText } from './choices.ts'

type Person = { nickName: string | null; email: string | null } | null

export function PaymentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="uuid" />
        <CodeField source="goal" group="paymentGoal" />
        <MoneyField source="amount" />
        <CodeField source="status" group="paymentStatus" />
        <CodeField source="holdStatus" group="holdStatus" />
        <FunctionField source="payer" render={(record: { payer: Person }) => personText(record.payer)} />
        <FunctionField source="artist" render={(record: { artist: Person }) => personText(record.artist)} />
        <TextField source="userDesire" emptyText="—" />
        <TextField source="provider" />
        <TextField source="providerTransactionId" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="settledAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
