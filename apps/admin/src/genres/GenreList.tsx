import { Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin'

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search genres" />]

export function GenreList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="code" />
        <TextField source="name" />
      </Datagrid>
    </List>
  )
}
