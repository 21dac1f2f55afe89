import { SelectInput } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { MoneyList } from '../payments/MoneyList.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { PersonField, usePeopleSearch } from '../codes/PersonField.tsx'
import { orderStatusChoices } from '../payments/choices.ts'

/** Video greeting orders, newest first, with their deadline: search by fan or artist, filter by status. */
export function GreetingOrderList() {
  const filters = [usePeopleSearch(), <SelectInput key="status" source="status" choices={orderStatusChoices} />]
  return (
    <MoneyList filters={filters}>
      <CodeField source="status" group="orderStatus" />
      <MoneyField source="amount" />
      <PersonField source="fan" />
      <PersonField source="artist" />
      <DateField source="deadlineAt" showTime />
    </MoneyList>
  )
}
