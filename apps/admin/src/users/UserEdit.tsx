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
  useTranslate,
  Labeled,
  SaveButton,
  Toolbar,
} from 'react-admin'
import { Typography } from '@mui/material'
import { adminUserUpdate } from '@kobza/contract'
import { contractResolver } from '../forms/contractResolver.ts'
import { authorityChoices, statusChoices } from './choices.ts'

/* The API has no user deletion (deleting is the account owner's act), so no Delete button. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

/** Moderators block and unblock; only administrators see the authorities editor (the API enforces both). */
export function UserEdit() {
  const translate = useTranslate()
  const { permissions } = usePermissions<string[]>()
  const isAdmin = (permissions ?? []).includes('ADMIN')
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={contractResolver(adminUserUpdate, translate, 'users')} toolbar={saveOnly}>
        <TextInput source="email" disabled />
        <TextInput source="publicName" disabled />
        <TextInput source="nickName" disabled />
        <SelectInput source="status" choices={statusChoices} />
        {isAdmin ? <CheckboxGroupInput source="authorities" choices={authorityChoices} /> : null}
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('kobza.users.audit_log')}
        </Typography>
        <Labeled label={false} fullWidth>
          <ReferenceManyField
            reference="audit-logs"
            target="targetUserId"
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
          >
            <Datagrid
              bulkActionButtons={false}
              empty={<Typography variant="body2">{translate('kobza.users.no_changes')}</Typography>}
            >
              <DateField source="createdAt" showTime />
              <TextField source="action" />
              <FunctionField
                source="details"
                render={(record: { details?: Record<string, unknown> }) => JSON.stringify(record.details ?? {})}
              />
              <TextField source="actorId" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleForm>
    </Edit>
  )
}
