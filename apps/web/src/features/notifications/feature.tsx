import type { unsubscribeWebPath } from '@kobza/contract/routes'
import { defineFeature, featureScreens } from '../../shared/feature'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('notifications', strings)

const NotificationsScreen = screen(() => import('./screens/NotificationsScreen').then((m) => m.NotificationsScreen))
const UnsubscribeScreen = screen(() => import('./screens/UnsubscribeScreen').then((m) => m.UnsubscribeScreen))

/**
 * Notifications (issue 34): the page of them. The bell with the unread count is the shell's
 * (app/layout, through public.ts), not a navigation entry: the spec's navigation lists stay as they are.
 */
export const notificationsFeature = defineFeature({
  namespace: 'notifications',
  strings,
  routes: [
    { path: '/notifications', title: 'notifications', guarded: true, element: <NotificationsScreen /> },
    // A mailed link: works signed out (the token is the proof). Written out, as the build reads
    // route paths from the features' sources; `satisfies` holds it to the contract's.
    {
      path: '/notifications/unsubscribe' satisfies typeof unsubscribeWebPath,
      title: 'unsubscribe',
      element: <UnsubscribeScreen />,
    },
  ],
})
