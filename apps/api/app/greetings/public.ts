/* What other domains may use of greetings (enforced by the lint rule in eslint.config.js). */
export { createGreetingOrder } from '#greetings/actions/create_order'
export { expireOverdueOrders } from '#greetings/actions/expire_overdue'
export { remindGreetingDeadlines } from '#greetings/actions/remind_deadlines'
/** The console's orders resource (app/admin) reads them. */
export { default as GreetingOrder } from '#greetings/greeting_order'
export { refundOrder } from '#greetings/actions/refund_order'
/* The console's read-model of greeting orders (app/admin routes it). */
export { greetingOrdersConsole } from '#greetings/console'
