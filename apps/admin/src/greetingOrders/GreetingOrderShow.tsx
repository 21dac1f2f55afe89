import { BooleanField, DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { personText } from '../payments/choices.ts'

type Person = { nickName: string | null; email: string | null } | null

/** One order; the video itself is private to its two parties, so the console only says whether it was sent. */
export function GreetingOrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="status" />
        <TextField source="declinedBy" emptyText="—" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'UAH' }} />
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
