import {
  ChipField,
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectInput,
  SingleFieldList,
  TextField,
  ArrayField,
} from 'react-admin'
import { authorityChoices, statusChoices } from './choices.ts'

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Email, name or nickname" />,
  <SelectInput key="authority" source="authority" choices={authorityChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
]

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="publicName" label="Public name" />
        <TextField source="nickName" label="Nickname" />
        <EmailField source="email" />
        <TextField source="status" />
        <ArrayField source="authorities" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="" size="small" />
          </SingleFieldList>
        </ArrayField>
        <DateField source="createdAt" label="Joined" />
      </Datagrid>
    </List>
  )
}
