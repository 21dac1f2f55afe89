import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useRedirect, useTranslate, SelectInput } from 'react-admin'
import { adminLegendUpdate } from '@kobza/contract'
import { codeChoices } from '../codes/choices.ts'
import { DeleteWithReason } from '../content/ReasonDialog.tsx'
import { contractResolver } from '../forms/contractResolver.ts'

const eraChoices = codeChoices('era')
const genreChoices = codeChoices('genre')

/** Save, and Delete only after a confirmation with the moderator's reason (the removal cannot be undone). */
function LegendToolbar() {
  const redirect = useRedirect()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithReason resource="legends" onDeleted={() => redirect('list', 'legends')} />
    </Toolbar>
  )
}

/** The nomination's texts a moderator may correct; Delete removes it with its votes, likes and comments. */
export function LegendEdit() {
  const translate = useTranslate()
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={contractResolver(adminLegendUpdate, translate, 'legends')} toolbar={<LegendToolbar />}>
        <TextInput source="name" fullWidth />
        <TextInput source="authorName" fullWidth />
        <SelectInput source="era" choices={eraChoices} />
        <SelectInput source="genre" choices={genreChoices} emptyText="—" />
        <TextInput source="ownerLegendStarterOpinion" multiline minRows={3} fullWidth />
        <TextInput source="textAuthor" fullWidth />
        <TextInput source="composer" fullWidth />
        <TextInput source="label" fullWidth />
        <TextInput source="recordingStudio" fullWidth />
      </SimpleForm>
    </Edit>
  )
}
