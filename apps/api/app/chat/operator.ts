/* What the operator CLI may do with chats; collected by start/operator.ts. */
import '#chat/register'
import type { DemoSeeder } from '#core/console_app'
import { seedDemoChats } from '#chat/demo'

export const demo: DemoSeeder = { domain: 'chat', run: seedDemoChats }
