import { Datagrid, EmailField, List, SearchInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { authorityChoices, statusChoices } from './choices.ts'
import { AuthoritiesField } from './AuthoritiesField.tsx'

export function UserList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.users.search')} sx={{ width: 320 }} />,
    <SelectInput key="authority" source="authority" label="kobza.users.authority" choices={authorityChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="publicName" />
        <TextField source="nickName" />
        <EmailField source="email" />
        <SelectField source="status" choices={statusChoices} />
        <AuthoritiesField source="authorities" sortable={false} />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  )
}
