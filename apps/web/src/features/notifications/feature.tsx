import { defineFeature, featureScreens } from '../../shared/feature'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('notifications', strings)

const NotificationsScreen = screen(() => import('./screens/NotificationsScreen').then((m) => m.NotificationsScreen))

/**
 * Notifications (issue 34): the page of them. The bell with the unread count is the shell's
 * (app/layout, through public.ts), not a navigation entry: the spec's navigation lists stay as they are.
 */
export const notificationsFeature = defineFeature({
  namespace: 'notifications',
  strings,
  routes: [{ path: '/notifications', title: 'notifications', guarded: true, element: <NotificationsScreen /> }],
})
