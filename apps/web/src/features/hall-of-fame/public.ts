/** What the app shell may use from the Hall of Fame: the senders of its actions made offline (issue 35). */
export { legendOfflineSenders } from './api/offlineActions'
