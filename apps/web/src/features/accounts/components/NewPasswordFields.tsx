import type { ChangeEvent } from 'react'
import { FormField, Input } from '@kobza/design-system'
import { PasswordChecklist } from './PasswordChecklist'

interface NewPasswordFieldsProps<Name extends string> {
  /** Prefix of the checklist's id, unique on the page. */
  id: string
  labels: { password: string; repeat: string }
  /** The form's `text` and `error` (`useContractForm`): the fields read and write the form themselves. */
  form: {
    text: (name: Name) => { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }
    error: (name: Name) => string | undefined
  }
  /** The form's names of the new password and of its repetition. */
  names: [password: Name, repeat: Name]
}

/** A new password with the live rule checklist and its repetition: sign-up, reset and settings share it. */
export function NewPasswordFields<Name extends string>({
  id,
  labels,
  form,
  names: [password, repeat],
}: NewPasswordFieldsProps<Name>) {
  const rulesId = `${id}-password-rules`
  const passwordField = form.text(password)
  return (
    <>
      <FormField label={labels.password} required error={form.error(password)}>
        <Input type="password" autoComplete="new-password" {...passwordField} aria-describedby={rulesId} />
      </FormField>
      <PasswordChecklist id={rulesId} password={passwordField.value} />
      <FormField label={labels.repeat} required error={form.error(repeat)}>
        <Input type="password" autoComplete="new-password" {...form.text(repeat)} />
      </FormField>
    </>
  )
}
