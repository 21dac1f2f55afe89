import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, FormField, Input } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { looksLikeEmail } from '../signUpRules'
import { accountQueryKey, requestEmailChange } from '../api/accountApi'
import styles from './Settings.module.css'

type Field = 'email' | 'password'
const empty: Record<Field, string> = { email: '', password: '' }

/** New address and the current password; the server mails a confirmation link to the new address. */
export function ChangeEmailForm() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { client } = useServices()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const mutation = useMutation({
    mutationFn: ({ email, password }: Record<Field, string>) => requestEmailChange(client, email.trim(), password),
    onSuccess: () => {
      setValues(empty)
      // The account answer now carries the pending address.
      return queryClient.invalidateQueries({ queryKey: accountQueryKey })
    },
  })

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!values.email.trim()) found.email = t('shared:common.emailRequired')
    else if (!looksLikeEmail(values.email)) found.email = t('shared:common.invalidEmail')
    if (!values.password) found.password = t('shared:common.required')
    setErrors(found)
    if (Object.keys(found).length === 0) mutation.mutate(values)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField label={t('settings.newEmail')} required error={errors.email}>
        <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
      </FormField>
      <FormField label={t('settings.password')} required error={errors.password}>
        <Input type="password" autoComplete="current-password" value={values.password} onChange={set('password')} />
      </FormField>
      {mutation.isSuccess && (
        <p role="status" className={styles.notice}>
          {t('settings.emailChangeSent')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="secondary"
          loading={mutation.isPending}
          loadingLabel={t('shared:common.loading')}
        >
          {t('settings.changeEmail')}
        </Button>
      </div>
    </form>
  )
}
