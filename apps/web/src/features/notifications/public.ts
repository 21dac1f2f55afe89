/** What the app shell uses of notifications: the live unread count and the bell showing it. */
export { useUnreadNotifications } from './api/useUnreadNotifications'
export { NotificationsBell, type NotificationsBellProps } from './components/NotificationsBell'
