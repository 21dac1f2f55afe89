import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { SignInPrompt } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import type { SignInRedirectState } from '../../../shared/session/redirect'

/**
 * Guests who like, vote, comment or reply get the sign-in popup (spec 000 §6). `guard(action)`
 * runs the action for a signed-in user and opens the popup for a guest; the popup belongs to the
 * page it was opened on, so any navigation closes it.
 */
export function useSignInGate(): { guard: (action: () => void) => void; prompt: ReactNode; loggedIn: boolean } {
  const { t } = useTranslation(['feed', 'shared'])
  const { loggedIn } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const open = openedAt === location.key

  const guard = (action: () => void) => {
    if (loggedIn) action()
    else setOpenedAt(location.key)
  }
  const prompt = open ? (
    <SignInPrompt
      open
      onClose={() => setOpenedAt(null)}
      onSignIn={() => {
        const state: SignInRedirectState = { from: `${location.pathname}${location.search}` }
        void navigate(paths.signIn, { state })
      }}
      title={t('shared:nav.signIn')}
      message={t('shared:session.signInPrompt')}
      signInLabel={t('shared:nav.signIn')}
      closeLabel={t('shared:common.close')}
    />
  ) : null
  return { guard, prompt, loggedIn }
}
