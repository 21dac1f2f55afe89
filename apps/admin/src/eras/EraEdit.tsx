import { Edit } from 'react-admin'
import { EraForm } from './EraForm.tsx'

export function EraEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <EraForm />
    </Edit>
  )
}
