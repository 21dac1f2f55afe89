import { provideNamespace } from '../../../shared/i18n/namespaces'
import { strings } from '../i18n'
import { MoneyActions } from './MoneyActions'
import type { ProfileMoneyActionsProps } from './types'

export type { ProfileMoneyActionsProps }

/*
 * Rendered by the profile screen, outside this feature's routes, so its code and the payments
 * strings ship with the profile screen's chunk. Loaded lazily once the profile had rendered, the
 * buttons appeared late on a slow phone and pushed the page down (a layout shift of 0.12).
 */
provideNamespace('payments', strings)

/**
 * The money buttons of an artist's profile (spec 000 §4): Subscribe for ₴price or Unsubscribe,
 * Donate, Video Congratulations, each through the provider's checkout and back, with the
 * outcome shown on return (?payment=success|failure).
 */
export function ProfileMoneyActions(props: ProfileMoneyActionsProps) {
  return <MoneyActions {...props} />
}
