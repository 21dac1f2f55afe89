import {
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { adminGenreInput, adminGenreUpdate, builtInGenreCodes } from '@kobza/contract'
import { DeleteWithReason } from '../content/ReasonDialog.tsx'
import { contractResolver } from '../forms/contractResolver.ts'

export const isBuiltInGenre = (code: string | undefined) => code !== undefined && builtInGenreCodes.includes(code)

/**
 * Save, and Delete only after a confirmation with the moderator's reason (kept in the audit log);
 * the spec's built-in genres cannot be deleted, so they get no Delete.
 */
function GenreEditToolbar({ builtIn }: { builtIn: boolean }) {
  const redirect = useRedirect()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {builtIn ? null : <DeleteWithReason resource="genres" onDeleted={() => redirect('list', 'genres')} />}
    </Toolbar>
  )
}

/** Validated by the contract's own schemas, so the console refuses exactly what the API would. */
export function GenreForm({ editing = false }: { editing?: boolean }) {
  const translate = useTranslate()
  const record = useRecordContext<{ code?: string }>()
  const builtIn = editing && isBuiltInGenre(record?.code)
  return (
    <SimpleForm
      resolver={contractResolver(editing ? adminGenreUpdate : adminGenreInput, translate, 'genres')}
      toolbar={editing ? <GenreEditToolbar builtIn={builtIn} /> : undefined}
    >
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
