import { lazy, Suspense } from 'react'
import { loadNamespace } from '../../../shared/i18n/namespaces'
import type { ProfileMoneyActionsProps } from './types'

export type { ProfileMoneyActionsProps }

/*
 * Rendered by the profile screen, outside this feature's routes: the buttons' chunk and the
 * payments strings arrive together, so the profile never waits for money code it may not use.
 */
const MoneyActions = lazy(async () => {
  const [module] = await Promise.all([
    import('./MoneyActions'),
    loadNamespace('payments', () => import('../i18n').then((m) => m.strings)),
  ])
  return { default: module.MoneyActions }
})

/**
 * The money buttons of an artist's profile (spec 000 §4): Subscribe for ₴price or Unsubscribe,
 * Donate, Video Congratulations, each through the provider's checkout and back, with the
 * outcome shown on return (?payment=success|failure).
 */
export function ProfileMoneyActions(props: ProfileMoneyActionsProps) {
  return (
    <Suspense fallback={null}>
      <MoneyActions {...props} />
    </Suspense>
  )
}
