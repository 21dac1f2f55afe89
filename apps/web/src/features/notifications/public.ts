import { featureScreens } from '../../shared/feature'

/** What the app shell uses of notifications: the live unread count and the bell showing it. */
export { useUnreadNotifications } from './api/useUnreadNotifications'
export { NotificationsBell, type NotificationsBellProps } from './components/NotificationsBell'

const strings = () => import('./i18n').then((m) => m.strings)
/** The Settings screen's panel of preferences: lazy, with the feature's strings. */
export const NotificationPreferences = featureScreens(
  'notifications',
  strings
)(() => import('./components/NotificationPreferences').then((m) => m.NotificationPreferences))
