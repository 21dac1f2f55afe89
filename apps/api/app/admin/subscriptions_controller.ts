import { subscriptionsConsole } from '#subscriptions/public'
import { consoleController } from '#admin/simple_rest'

/** /admin/api/subscriptions — read-only: who subscribes to whom, until when, and whether it was cancelled. */
export default class AdminSubscriptionsController extends consoleController('subscriptions', subscriptionsConsole) {}
