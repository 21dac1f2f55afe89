import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { FormField, Input } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { confirmPasswordReset, requestPasswordReset } from '../api/accountApi'
import { NewPasswordFields } from '../components/NewPasswordFields'
import { newPasswordRules, resetRequestRules, type FieldProblem } from '@kobza/contract'
import { useContractForm } from '../../../shared/forms/contractForm'
import { paths } from '../../../shared/paths'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { AuthSubmit } from '../components/AuthSubmit'
import styles from './Auth.module.css'

/**
 * Password reset (spec 001 §2, §4, §5), at /reset-password and /password/reset: without a
 * `token` query parameter the e-mail form, with one the new-password form (the mailed link).
 * Both end with a way to the sign-in screen. Server errors go to the global error popup.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation(['accounts', 'shared'])
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {t('titles.resetPassword')}
        </h1>
        {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      </section>
    </div>
  )
}

/** A finished step: its message takes focus so screen readers announce it, then one way on. */
function Outcome({ title, text, action }: { title: string; text: string; action: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.outcome} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.outcomeTitle}>
        {title}
      </h2>
      <p className={styles.outcomeText}>{text}</p>
      <LinkButton to={paths.signIn} fullWidth>
        {action}
      </LinkButton>
    </div>
  )
}

function RequestLinkForm() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { client } = useServices()
  const { text, error, handleSubmit } = useContractForm({
    rules: resetRequestRules,
    message: (_field, problem) =>
      problem.rule === 'email' ? t('shared:common.invalidEmail') : t('shared:common.emailRequired'),
    defaultValues: { email: '' },
  })
  const mutation = useMutation({ mutationFn: (address: string) => requestPasswordReset(client, address) })

  if (mutation.isSuccess) {
    return <Outcome title={t('reset.sentTitle')} text={t('reset.sent')} action={t('shared:common.done')} />
  }

  const submit = handleSubmit(({ email }) => mutation.mutate(email.trim()))

  return (
    <>
      <p className={styles.lead}>{t('reset.emailIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField label={t('reset.email')} required error={error('email')}>
          <Input type="email" autoComplete="email" {...text('email')} />
        </FormField>
        <AuthSubmit busy={mutation.isPending}>{t('reset.send')}</AuthSubmit>
      </form>
      <p className={styles.alt}>
        <Link to={paths.signIn}>{t('reset.backToSignIn')}</Link>
      </p>
    </>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['accounts', 'shared'])
  const { client } = useServices()
  const { text, error, handleSubmit } = useContractForm({
    rules: newPasswordRules,
    message: (_field, problem: FieldProblem) =>
      problem.rule === 'mismatch' ? t('shared:common.passwordsMustMatch') : t('shared:common.required'),
    defaultValues: { password: '', repeatPassword: '' },
  })
  const mutation = useMutation({ mutationFn: (password: string) => confirmPasswordReset(client, token, password) })

  if (mutation.isSuccess) {
    return <Outcome title={t('reset.changed')} text={t('reset.changedText')} action={t('reset.signIn')} />
  }

  // The checklist guides but does not block (spec 001 §5): the server refuses a weak password with its own message.
  const submit = handleSubmit(({ password }) => mutation.mutate(password))

  return (
    <>
      <p className={styles.lead}>{t('reset.newPasswordIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          id="reset"
          labels={{ password: t('reset.newPassword'), repeat: t('reset.repeatPassword') }}
          form={{ text, error }}
          names={['password', 'repeatPassword']}
        />
        <AuthSubmit busy={mutation.isPending}>{t('reset.submit')}</AuthSubmit>
      </form>
    </>
  )
}
