import { paymentsConsole } from '#payments/public'
import { consoleController } from '#admin/simple_rest'

/** /admin/api/payments — every purchase, newest first, read-only: search by person, filter by status and goal. */
export default class AdminPaymentsController extends consoleController('payments', paymentsConsole) {}
