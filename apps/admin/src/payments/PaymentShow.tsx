import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { personText } from './choices.ts'

type Person = { nickName: string | null; email: string | null } | null

export function PaymentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="uuid" />
        <TextField source="goal" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'UAH' }} />
        <TextField source="status" />
        <TextField source="holdStatus" emptyText="—" />
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
