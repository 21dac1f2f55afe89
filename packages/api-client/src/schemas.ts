/*
 * The zod schemas the client validates answers with, gathered in one module that the client
 * imports on first use (see client.ts): zod stays out of an app's first download.
 */
export { endpoints } from '@kobza/contract'
