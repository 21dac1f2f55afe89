import { SearchInput, SelectInput, useTranslate } from 'react-admin'
import { MoneyList } from './MoneyList.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { PersonField } from '../codes/PersonField.tsx'
import { paymentGoalChoices, paymentStatusChoices } from './choices.ts'

/** Every purchase, newest first: search by a person's e-mail, name or nickname (or the order id), filter by status and goal. */
export function PaymentList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.money.search')} sx={{ width: 320 }} />,
    <SelectInput key="status" source="status" choices={paymentStatusChoices} />,
    <SelectInput key="goal" source="goal" choices={paymentGoalChoices} />,
  ]
  return (
    <MoneyList filters={filters}>
      <CodeField source="goal" group="paymentGoal" />
      <MoneyField source="amount" />
      <CodeField source="status" group="paymentStatus" />
      <PersonField source="payer" />
      <PersonField source="artist" />
    </MoneyList>
  )
}
