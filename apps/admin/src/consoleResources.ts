import users from './users/index.ts'
import genres from './genres/index.ts'
import eras from './eras/index.ts'
import auditLogs from './auditLogs/index.ts'
import payments from './payments/index.ts'
import greetingOrders from './greetingOrders/index.ts'
import withdrawals from './withdrawals/index.ts'
import subscriptions from './subscriptions/index.ts'
import legendReviews from './legendReviews/index.ts'
import legends from './legends/index.ts'
import legendSettings from './legendSettings/index.ts'
import reports from './reports/index.ts'
import posts from './posts/index.ts'
import comments from './comments/index.ts'
import type { ConsoleResource } from './resources.ts'

/** Every console resource folder, in menu order. */
export const consoleResources: readonly ConsoleResource[] = [
  users,
  reports,
  posts,
  comments,
  genres,
  eras,
  auditLogs,
  payments,
  greetingOrders,
  withdrawals,
  subscriptions,
  legendReviews,
  legends,
  legendSettings,
]
