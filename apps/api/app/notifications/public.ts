/*
 * What other domains may use of notifications: they call `notify` in the transaction of the
 * change that causes it.
 */
export { notify, type NotificationEvent } from '#notifications/actions/notify'
export { notifyMany, notifyAmong } from '#notifications/actions/notify_many'
export { notifyHolders } from '#notifications/actions/notify_holders'
export { markGroupRead } from '#notifications/actions/mark_read'
