import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { legendStatusChoices, legendTypeChoices } from '../legendReviews/choices.ts'

export function LegendList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.legends.search')} />,
    <SelectInput key="status" source="status" choices={legendStatusChoices} />,
    <SelectInput key="legendType" source="legendType" choices={legendTypeChoices} />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="authorName" sortable={false} />
        <SelectField source="legendType" choices={legendTypeChoices} sortable={false} />
        <SelectField source="status" choices={legendStatusChoices} />
        <NumberField source="voteCount" />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  )
}
