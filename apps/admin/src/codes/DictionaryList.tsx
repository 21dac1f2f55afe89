import { Datagrid, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin'

/** Eras and genres: coded dictionaries in their display order, searched by code or name. */
export function DictionaryList({ searchLabel, exporter }: { searchLabel: string; exporter?: false }) {
  const translate = useTranslate()
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate(searchLabel)} />]
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={exporter}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="code" />
        <TextField source="nameUk" />
        <TextField source="name" />
      </Datagrid>
    </List>
  )
}
