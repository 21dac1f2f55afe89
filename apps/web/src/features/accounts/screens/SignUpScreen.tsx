import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Checkbox, FormField, Input, Switch, VisuallyHidden } from '@kobza/design-system'
import { limits, signUpRules } from '@kobza/contract'
import { meetsPasswordRules } from '../components/PasswordChecklist'
import { NewPasswordFields } from '../components/NewPasswordFields'
import { useSession } from '../../../shared/session/SessionContext'
import { paths } from '../../../shared/paths'
import { useContractForm, wordedBy } from '../../../shared/forms/contractForm'
import { latestBirthDate } from '../signUpRules'
import { AuthSubmit } from '../components/AuthSubmit'
import styles from './Auth.module.css'

/**
 * Sign up (spec 000 §2 and §5): all fields required, a valid e-mail, matching passwords, the
 * password rules with a live indicator, both agreements ticked; the user is signed in after.
 */
export function SignUpScreen() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { signUp } = useSession()
  const navigate = useNavigate()
  const maxBirthDate = latestBirthDate()
  const problemMessage = wordedBy(
    {
      email: t('shared:common.invalidEmail'),
      refused: t('signUp.tooYoung', { age: limits.signUpMinimumAge }),
      mismatch: t('shared:common.passwordsMustMatch'),
    },
    t('shared:common.required')
  )
  const { values, text, error, handleSubmit } = useContractForm({
    rules: signUpRules,
    message: problemMessage,
    defaultValues: { publicName: '', dateOfBirth: maxBirthDate, email: '', password: '', repeatPassword: '' },
  })
  const [isArtist, setIsArtist] = useState(false)
  const [agreedTerms, setAgreedTerms] = useState(false)
  const [agreedPrivacy, setAgreedPrivacy] = useState(false)
  const canSubmit = agreedTerms && agreedPrivacy && meetsPasswordRules(values.password)

  const mutation = useMutation({
    mutationFn: () =>
      signUp({
        email: values.email.trim(),
        password: values.password,
        publicName: values.publicName.trim(),
        dateOfBirth: values.dateOfBirth,
        isArtist,
      }),
    onSuccess: () => navigate(paths.home, { replace: true }),
  })

  // Without both agreements and the password rules the button is disabled; Enter must not send either.
  const submit = handleSubmit(() => {
    if (canSubmit) mutation.mutate()
  })

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className={styles.title}>
          {t('titles.signUp')}
        </h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField label={t('signUp.publicName')} required error={error('publicName')}>
            <Input autoComplete="name" {...text('publicName')} />
          </FormField>
          <FormField label={t('signUp.dateOfBirth')} required error={error('dateOfBirth')}>
            <Input type="date" max={maxBirthDate} autoComplete="bday" {...text('dateOfBirth')} />
          </FormField>
          <FormField label={t('signUp.email')} required error={error('email')}>
            <Input type="email" autoComplete="email" {...text('email')} />
          </FormField>
          <NewPasswordFields
            id="sign-up"
            labels={{ password: t('signUp.password'), repeat: t('signUp.repeatPassword') }}
            form={{ text, error }}
            names={['password', 'repeatPassword']}
          />
          <Switch
            label={t('signUp.asArtist')}
            checked={isArtist}
            onChange={(event) => setIsArtist(event.target.checked)}
          />
          <Checkbox
            label={<Agreement href={paths.terms} link={t('signUp.termsLink')} />}
            checked={agreedTerms}
            onChange={(event) => setAgreedTerms(event.target.checked)}
          />
          <Checkbox
            label={<Agreement href={paths.privacy} link={t('signUp.privacyLink')} />}
            checked={agreedPrivacy}
            onChange={(event) => setAgreedPrivacy(event.target.checked)}
          />
          <AuthSubmit busy={mutation.isPending} disabled={!canSubmit}>
            {t('signUp.submit')}
          </AuthSubmit>
        </form>
        <p className={styles.alt}>
          {t('signUp.haveAccount')} <Link to={paths.signIn}>{t('signUp.toSignIn')}</Link>
        </p>
      </section>
    </div>
  )
}

/** "I agree to the <link>", the document opening in a new tab (spec 000 §2). */
function Agreement({ href, link }: { href: string; link: string }) {
  const { t } = useTranslation(['accounts', 'shared'])
  return (
    <>
      {t('signUp.agreePrefix')}{' '}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {link}
        <VisuallyHidden> {t('signUp.opensInNewTab')}</VisuallyHidden>
      </a>
    </>
  )
}
