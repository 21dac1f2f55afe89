/* The feed's part of the operator CLI; collected by start/operator.ts. */
import '#feed/register'
import type { DemoSeeder } from '#core/console_app'
import { seedDemoFeed } from '#feed/demo'

export const demo: DemoSeeder = { domain: 'feed', run: seedDemoFeed }
