import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Button, FormField, Input, useToast } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { paths } from '../../../shared/paths'
import type { SignInRedirectState } from '../../../shared/session/redirect'
import { useSession } from '../../../shared/session/SessionContext'
import { changePassword } from '../api/accountApi'
import { meetsPasswordRules } from './PasswordChecklist'
import { NewPasswordFields } from './NewPasswordFields'
import styles from './Settings.module.css'

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword'
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' }

/**
 * Current, new and repeated password with the live checklist. The server ends every session
 * of the user on success, this one included, so the screen signs in again with the new
 * password; should that fail, the user is told and sent to sign in.
 */
export function ChangePasswordForm({ email }: { email: string | undefined }) {
  const { t } = useTranslation(['accounts', 'shared'])
  const { client } = useServices()
  const { signIn, forget } = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  const mutation = useMutation({
    mutationFn: async ({ currentPassword, newPassword }: Record<Field, string>) => {
      await changePassword(client, currentPassword, newPassword)
      // The account answer (with the address to sign in with) normally arrives long before a submit.
      if (!email) return false
      try {
        await signIn(email, newPassword)
        return true
      } catch {
        return false
      }
    },
    onSuccess: async (signedInAgain) => {
      if (signedInAgain) {
        setValues(empty)
        toast.show({ message: t('settings.passwordChanged'), tone: 'success' })
        return
      }
      toast.show({ message: t('settings.passwordChangedSignIn'), tone: 'success' })
      const state: SignInRedirectState = { from: paths.settings }
      await navigate(paths.signIn, { replace: true, state })
      await forget()
    },
  })

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    for (const field of Object.keys(values) as Field[]) if (!values[field]) found[field] = t('shared:common.required')
    if (values.newPassword && !meetsPasswordRules(values.newPassword)) found.newPassword = t('password.notStrong')
    if (values.repeatPassword && values.repeatPassword !== values.newPassword)
      found.repeatPassword = t('shared:common.passwordsMustMatch')
    setErrors(found)
    if (Object.keys(found).length === 0) mutation.mutate(values)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField label={t('settings.currentPassword')} required error={errors.currentPassword}>
        <Input
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
        />
      </FormField>
      <NewPasswordFields
        id="settings"
        labels={{ password: t('settings.newPassword'), repeat: t('settings.repeatPassword') }}
        password={values.newPassword}
        repeatPassword={values.repeatPassword}
        errors={{ password: errors.newPassword, repeatPassword: errors.repeatPassword }}
        onPasswordChange={set('newPassword')}
        onRepeatChange={set('repeatPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={mutation.isPending} loadingLabel={t('shared:common.loading')}>
          {t('settings.changePassword')}
        </Button>
      </div>
    </form>
  )
}
