import { useRef, type ReactNode } from 'react'
import { Button } from '../Button'
import { SignInIcon } from '../Icon'
import { Popup } from '../Popup'

export interface SignInPromptProps {
  open: boolean
  onClose: () => void
  /** Go to sign-in (the app navigates, keeping where the user came from). */
  onSignIn: () => void
  title?: ReactNode
  message?: ReactNode
  signInLabel?: string
  closeLabel?: string
}

/** Shown when a guest reaches for something that needs an account. */
export function SignInPrompt({
  open,
  onClose,
  onSignIn,
  title = 'Sign in',
  message = 'Sign in or create account to view content',
  signInLabel = 'Sign in',
  closeLabel = 'Close',
}: SignInPromptProps) {
  const signInRef = useRef<HTMLButtonElement>(null)
  return (
    <Popup
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      hideTitle
      description={message}
      closeLabel={closeLabel}
      initialFocusRef={signInRef}
      actions={
        <Button ref={signInRef} iconStart={<SignInIcon />} onClick={onSignIn} fullWidth>
          {signInLabel}
        </Button>
      }
    />
  )
}
