import { Datagrid, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin'

export function GenreList() {
  const translate = useTranslate()
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.genres.search')} />]
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="code" />
        <TextField source="nameUk" />
        <TextField source="name" />
      </Datagrid>
    </List>
  )
}
