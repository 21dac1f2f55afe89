/* What the operator CLI does with notifications; collected by start/operator.ts. */
import type { DemoSeeder } from '#core/console_app'
import { settleDemoNotifications } from '#notifications/demo'

export const demo: DemoSeeder = { domain: 'notifications', run: settleDemoNotifications }
