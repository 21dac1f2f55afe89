import type { ChangeEvent } from 'react'
import { FormField, Input } from '@kobza/design-system'
import { PasswordChecklist } from './PasswordChecklist'

interface NewPasswordFieldsProps {
  /** Prefix of the checklist's id, unique on the page. */
  id: string
  labels: { password: string; repeat: string }
  password: string
  repeatPassword: string
  errors: { password?: string; repeatPassword?: string }
  onPasswordChange: (event: ChangeEvent<HTMLInputElement>) => void
  onRepeatChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A new password with the live rule checklist and its repetition: sign-up, reset and settings share it. */
export function NewPasswordFields({
  id,
  labels,
  password,
  repeatPassword,
  errors,
  onPasswordChange,
  onRepeatChange,
}: NewPasswordFieldsProps) {
  const rulesId = `${id}-password-rules`
  return (
    <>
      <FormField label={labels.password} required error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={onPasswordChange}
          aria-describedby={rulesId}
        />
      </FormField>
      <PasswordChecklist id={rulesId} password={password} />
      <FormField label={labels.repeat} required error={errors.repeatPassword}>
        <Input type="password" autoComplete="new-password" value={repeatPassword} onChange={onRepeatChange} />
      </FormField>
    </>
  )
}
