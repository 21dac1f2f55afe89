import { Datagrid, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin'

export function EraList() {
  const translate = useTranslate()
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.eras.search')} />]
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="code" />
        <TextField source="nameUk" />
        <TextField source="name" />
      </Datagrid>
    </List>
  )
}
