import { NumberInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin'
import { adminGenreInput, adminGenreUpdate, builtInGenreCodes } from '@kobza/contract'
import { contractResolver } from '../forms/contractResolver.ts'

export const isBuiltInGenre = (code: string | undefined) => code !== undefined && builtInGenreCodes.includes(code)

/** Validated by the contract's own schemas, so the console refuses exactly what the API would. */
export function GenreForm({ editing = false }: { editing?: boolean }) {
  const translate = useTranslate()
  const record = useRecordContext<{ code?: string }>()
  const builtIn = editing && isBuiltInGenre(record?.code)
  return (
    <SimpleForm resolver={contractResolver(editing ? adminGenreUpdate : adminGenreInput, translate, 'genres')}>
      <TextInput
        source="code"
        readOnly={builtIn}
        helperText={translate(builtIn ? 'kobza.genres.code_help_edit' : 'kobza.genres.code_help_new')}
      />
      <TextInput source="nameUk" />
      <TextInput source="name" />
      <NumberInput source="position" defaultValue={0} />
    </SimpleForm>
  )
}
