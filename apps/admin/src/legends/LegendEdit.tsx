import { Edit, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin'
import { adminLegendUpdate } from '@kobza/contract'
import { codeChoices } from '../codes/choices.ts'
import { contractResolver } from '../forms/contractResolver.ts'

const eraChoices = codeChoices('era')
const genreChoices = codeChoices('genre')

/** The nomination's texts a moderator may correct; Delete removes it with its votes, likes and comments. */
export function LegendEdit() {
  const translate = useTranslate()
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={contractResolver(adminLegendUpdate, translate, 'legends')}>
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
