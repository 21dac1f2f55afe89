import users from './users/index.ts'
import genres from './genres/index.ts'
import auditLogs from './auditLogs/index.ts'
import reports from './reports/index.ts'
import type { ConsoleResource } from './resources.ts'

/** Every console resource folder, in menu order. */
export const consoleResources: readonly ConsoleResource[] = [users, reports, genres, auditLogs]
