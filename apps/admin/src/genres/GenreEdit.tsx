import { Edit } from 'react-admin'
import { GenreForm } from './GenreForm.tsx'

export function GenreEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GenreForm editing />
    </Edit>
  )
}
