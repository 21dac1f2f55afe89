import { Create } from 'react-admin'
import { GenreForm } from './GenreForm.tsx'

export function GenreCreate() {
  return (
    <Create redirect="list">
      <GenreForm />
    </Create>
  )
}
