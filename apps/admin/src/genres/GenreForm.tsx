import { NumberInput, required, SimpleForm, TextInput, maxLength, regex } from 'react-admin'
import { builtInGenreCodes } from '@kobza/contract'

/* The same rules as the contract's adminGenreInput, so the console refuses what the API would. */
const codeRules = [
  required(),
  regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'Code must be 2–40 capital letters, digits or underscores'),
]

export function GenreForm({ editing = false }: { editing?: boolean }) {
  return (
    <SimpleForm>
      <TextInput
        source="code"
        validate={codeRules}
        helperText={editing ? 'Built-in genre codes cannot change' : 'Capital letters, digits and underscores'}
        disabled={false}
      />
      <TextInput source="name" validate={[required(), maxLength(60)]} />
      <NumberInput source="position" min={0} max={10000} defaultValue={0} />
    </SimpleForm>
  )
}

export const isBuiltInGenre = (code: string | undefined) => code !== undefined && builtInGenreCodes.includes(code)
