import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Button, FormField, Input, useToast } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { paths } from '../../../shared/paths'
import type { SignInRedirectState } from '../../../shared/session/redirect'
import { useSession } from '../../../shared/session/SessionContext'
import { changePassword } from '../api/accountApi'
import { changePasswordRules } from '@kobza/contract'
import { useContractForm, wordedBy } from '../../../shared/forms/contractForm'
import { NewPasswordFields } from './NewPasswordFields'
import styles from './Settings.module.css'

const empty = { currentPassword: '', newPassword: '', repeatPassword: '' }

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
  const problemMessage = wordedBy(
    { refused: t('password.notStrong'), mismatch: t('shared:common.passwordsMustMatch') },
    t('shared:common.required')
  )
  const { text, error, handleSubmit, reset } = useContractForm({
    rules: changePasswordRules,
    message: problemMessage,
    defaultValues: empty,
  })

  const mutation = useMutation({
    mutationFn: async ({ currentPassword, newPassword }: typeof empty) => {
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
        reset(empty)
        toast.show({ message: t('settings.passwordChanged'), tone: 'success' })
        return
      }
      toast.show({ message: t('settings.passwordChangedSignIn'), tone: 'success' })
      const state: SignInRedirectState = { from: paths.settings }
      await navigate(paths.signIn, { replace: true, state })
      await forget()
    },
  })

  const submit = handleSubmit((values) => mutation.mutate(values))

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField label={t('settings.currentPassword')} required error={error('currentPassword')}>
        <Input type="password" autoComplete="current-password" {...text('currentPassword')} />
      </FormField>
      <NewPasswordFields
        id="settings"
        labels={{ password: t('settings.newPassword'), repeat: t('settings.repeatPassword') }}
        form={{ text, error }}
        names={['newPassword', 'repeatPassword']}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={mutation.isPending} loadingLabel={t('shared:common.loading')}>
          {t('settings.changePassword')}
        </Button>
      </div>
    </form>
  )
}
