import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Button, Checkbox, FormField, Input, Switch, VisuallyHidden } from '@kobza/design-system'
import { limits } from '@kobza/contract'
import { meetsPasswordRules } from '../components/PasswordChecklist'
import { NewPasswordFields } from '../components/NewPasswordFields'
import { useSession } from '../../../shared/session/SessionContext'
import { paths } from '../../../shared/paths'
import { latestBirthDate, looksLikeEmail } from '../signUpRules'
import styles from './Auth.module.css'

type Field = 'publicName' | 'dateOfBirth' | 'email' | 'password' | 'repeatPassword'
type Errors = Partial<Record<Field, string>>

/**
 * Sign up (spec 000 §2 and §5): all fields required, a valid e-mail, matching passwords, the
 * password rules with a live indicator, both agreements ticked; the user is signed in after.
 */
export function SignUpScreen() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { signUp } = useSession()
  const navigate = useNavigate()
  const maxBirthDate = latestBirthDate()
  const [values, setValues] = useState<Record<Field, string>>({
    publicName: '',
    dateOfBirth: maxBirthDate,
    email: '',
    password: '',
    repeatPassword: '',
  })
  const [isArtist, setIsArtist] = useState(false)
  const [agreedTerms, setAgreedTerms] = useState(false)
  const [agreedPrivacy, setAgreedPrivacy] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
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

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const validate = (): Errors => {
    const found: Errors = {}
    for (const field of Object.keys(values) as Field[])
      if (!values[field].trim()) found[field] = t('shared:common.required')
    if (values.email.trim() && !looksLikeEmail(values.email)) found.email = t('shared:common.invalidEmail')
    if (values.dateOfBirth && values.dateOfBirth > maxBirthDate)
      found.dateOfBirth = t('signUp.tooYoung', { age: limits.signUpMinimumAge })
    if (values.repeatPassword && values.repeatPassword !== values.password)
      found.repeatPassword = t('shared:common.passwordsMustMatch')
    return found
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length === 0 && canSubmit) mutation.mutate()
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className={styles.title}>
          {t('titles.signUp')}
        </h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField label={t('signUp.publicName')} required error={errors.publicName}>
            <Input autoComplete="name" value={values.publicName} onChange={set('publicName')} />
          </FormField>
          <FormField label={t('signUp.dateOfBirth')} required error={errors.dateOfBirth}>
            <Input
              type="date"
              max={maxBirthDate}
              autoComplete="bday"
              value={values.dateOfBirth}
              onChange={set('dateOfBirth')}
            />
          </FormField>
          <FormField label={t('signUp.email')} required error={errors.email}>
            <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
          </FormField>
          <NewPasswordFields
            id="sign-up"
            labels={{ password: t('signUp.password'), repeat: t('signUp.repeatPassword') }}
            password={values.password}
            repeatPassword={values.repeatPassword}
            errors={errors}
            onPasswordChange={set('password')}
            onRepeatChange={set('repeatPassword')}
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
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!canSubmit}
            loading={mutation.isPending}
            loadingLabel={t('shared:common.loading')}
          >
            {t('signUp.submit')}
          </Button>
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
