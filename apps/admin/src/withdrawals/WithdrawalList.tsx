import { SelectInput } from 'react-admin'
import { MoneyList } from '../payments/MoneyList.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { PersonField, usePeopleSearch } from '../codes/PersonField.tsx'
import { withdrawalStatusChoices } from '../payments/choices.ts'

/** Artists' payout requests, newest first; open one to pay it out or reject it. */
export function WithdrawalList() {
  const filters = [usePeopleSearch(), <SelectInput key="status" source="status" choices={withdrawalStatusChoices} />]
  return (
    <MoneyList filters={filters}>
      <PersonField source="artist" />
      <MoneyField source="amount" />
      <CodeField source="status" group="withdrawalStatus" />
    </MoneyList>
  )
}
