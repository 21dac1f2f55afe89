import { NumberInput, SimpleForm, TextInput, Toolbar, SaveButton, useTranslate } from 'react-admin'
import { adminEraUpdate } from '@kobza/contract'
import { contractResolver } from '../forms/contractResolver.ts'

/* Save only: an era cannot be deleted (the markets and the Hall of Fame filter by its code). */
function EraToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}

/** Labels and order of an era, validated by the contract's adminEraUpdate like the API. */
export function EraForm() {
  const translate = useTranslate()
  return (
    <SimpleForm resolver={contractResolver(adminEraUpdate, translate, 'eras')} toolbar={<EraToolbar />}>
      <TextInput source="code" readOnly helperText={translate('kobza.eras.code_help')} />
      <TextInput source="nameUk" />
      <TextInput source="name" />
      <NumberInput source="position" />
    </SimpleForm>
  )
}
