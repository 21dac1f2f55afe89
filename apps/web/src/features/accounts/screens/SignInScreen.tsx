import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { FormField, Input } from '@kobza/design-system'
import { useSession } from '../../../shared/session/SessionContext'
import { paths } from '../../../shared/paths'
import type { SignInRedirectState } from '../../../shared/session/redirect'
import { AuthSubmit } from '../components/AuthSubmit'
import styles from './Auth.module.css'

/** Whose profile a visitor was sent from (`/profile/{nickName}…`), so the page can name them. */
function profileNickOf(path: string): string | undefined {
  const match = /^\/profile\/([^/?#]+)/.exec(path)
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return match[1]
  }
}

/**
 * Sign in (spec 000 §2): e-mail and password, a show/hide toggle, links to sign up and to the
 * reset page. No client validation (spec 000 §5); a failure shows the server's first message in
 * the global error popup.
 */
export function SignInScreen() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { signIn, client } = useSession()
  // The spec's sign-in screen asks the server's clock on mount (000 §4); the feed pages by it.
  useEffect(() => {
    const controller = new AbortController()
    client.getServerTime({ signal: controller.signal }).catch(() => undefined)
    return () => controller.abort()
  }, [client])
  const navigate = useNavigate()
  const from = (useLocation().state as SignInRedirectState | null)?.from
  const profileNick = from ? profileNickOf(from) : undefined
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const mutation = useMutation({
    mutationFn: () => signIn(email.trim(), password),
    onSuccess: () => navigate(from && from.startsWith('/') ? from : paths.home, { replace: true }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate()
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          {t('titles.signIn')}
        </h1>
        {/* A guarded page sent the visitor here: say why, and that they will come back to it. */}
        {from && (
          <p className={styles.reason} role="status">
            {profileNick ? t('signIn.reasonProfile', { nickName: profileNick }) : t('signIn.reasonPage')}
          </p>
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField label={t('signIn.email')}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField label={t('signIn.password')}>
            <Input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              endAdornment={
                <button
                  type="button"
                  className={styles.toggle}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
                </button>
              }
            />
          </FormField>
          <div className={styles.row}>
            <Link to={paths.resetPassword}>{t('signIn.forgot')}</Link>
          </div>
          <AuthSubmit busy={mutation.isPending}>{t('signIn.submit')}</AuthSubmit>
        </form>
        <p className={styles.alt}>
          {t('signIn.noAccount')} <Link to={paths.signUp}>{t('signIn.toSignUp')}</Link>
        </p>
      </section>
    </div>
  )
}
