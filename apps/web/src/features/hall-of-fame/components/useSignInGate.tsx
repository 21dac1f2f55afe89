import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { SignInPrompt } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'

/**
 * Voting and liking need a session (spec 001 §6): `guard(action)` runs the action for a signed-in
 * user and opens the sign-in popup for a guest. Render `prompt` once on the screen.
 */
export function useSignInGate() {
  const { t } = useTranslation(['hallOfFame', 'shared'])
  const { loggedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const guard = (action: () => void) => {
    if (loggedIn) action()
    else setOpen(true)
  }
  const prompt = (
    <SignInPrompt
      open={open}
      onClose={() => setOpen(false)}
      onSignIn={() => {
        setOpen(false)
        void navigate(paths.signIn, { state: { from: location.pathname + location.search } })
      }}
      title={t('signIn.title')}
      message={t('signIn.message')}
      signInLabel={t('signIn.action')}
      closeLabel={t('shared:common.close')}
    />
  )
  return { guard, prompt }
}
