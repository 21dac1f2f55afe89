import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, FormField, Input } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { changeEmailRules, type FieldProblem } from '@kobza/contract'
import { useContractForm } from '../../../shared/forms/contractForm'
import { accountQueryKey, requestEmailChange } from '../api/accountApi'
import styles from './Settings.module.css'

const empty = { email: '', password: '' }

/** New address and the current password; the server mails a confirmation link to the new address. */
export function ChangeEmailForm() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { client } = useServices()
  const queryClient = useQueryClient()
  const problemMessage = (field: string, problem: FieldProblem) =>
    problem.rule === 'email'
      ? t('shared:common.invalidEmail')
      : field === 'email'
        ? t('shared:common.emailRequired')
        : t('shared:common.required')
  const { text, error, handleSubmit, reset } = useContractForm({
    rules: changeEmailRules,
    message: problemMessage,
    defaultValues: empty,
  })
  const mutation = useMutation({
    mutationFn: ({ email, password }: typeof empty) => requestEmailChange(client, email.trim(), password),
    onSuccess: () => {
      reset(empty)
      // The account answer now carries the pending address.
      return queryClient.invalidateQueries({ queryKey: accountQueryKey })
    },
  })

  const submit = handleSubmit((values) => mutation.mutate(values))

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField label={t('settings.newEmail')} required error={error('email')}>
        <Input type="email" autoComplete="email" {...text('email')} />
      </FormField>
      <FormField label={t('settings.password')} required error={error('password')}>
        <Input type="password" autoComplete="current-password" {...text('password')} />
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
