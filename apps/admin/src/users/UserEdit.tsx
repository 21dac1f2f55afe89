import {
  CheckboxGroupInput,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  ReferenceManyField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
  Labeled,
} from 'react-admin'
import { Typography } from '@mui/material'
import { authorityChoices, statusChoices } from './choices.ts'

/** Moderators block and unblock; only administrators see the authorities editor (the API enforces both). */
export function UserEdit() {
  const { permissions } = usePermissions<string[]>()
  const isAdmin = (permissions ?? []).includes('ADMIN')
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="publicName" label="Public name" disabled />
        <TextInput source="nickName" label="Nickname" disabled />
        <SelectInput source="status" choices={statusChoices} />
        {isAdmin ? <CheckboxGroupInput source="authorities" choices={authorityChoices} /> : null}
        <Typography variant="h6" sx={{ mt: 2 }}>
          Audit log
        </Typography>
        <Labeled label={false} fullWidth>
          <ReferenceManyField
            reference="audit-logs"
            target="targetUserId"
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
          >
            <Datagrid bulkActionButtons={false} empty={<Typography variant="body2">No changes yet</Typography>}>
              <DateField source="createdAt" showTime label="When" />
              <TextField source="action" />
              <FunctionField
                label="Details"
                render={(record: { details?: Record<string, unknown> }) => JSON.stringify(record.details ?? {})}
              />
              <TextField source="actorId" label="By user #" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleForm>
    </Edit>
  )
}
