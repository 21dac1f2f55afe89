import { FunctionField, SearchInput, useTranslate } from 'react-admin'
import { personShort } from '../payments/choices.ts'

type Person = { nickName: string | null; email: string | null } | null | undefined

/** A party of a money record (payer, fan, artist) by nickname: the column stays narrow. */
export function PersonField({ source }: { source: string }) {
  return <FunctionField source={source} render={(record: Record<string, Person>) => personShort(record[source])} />
}
// Datagrid reads this to leave the column header unsortable: the API sorts by no person.
PersonField.sortable = false

/** The always-on search of the money lists that finds a record by either party. */
export function usePeopleSearch() {
  const translate = useTranslate()
  return (
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.money.search_people')} sx={{ width: 320 }} />
  )
}
