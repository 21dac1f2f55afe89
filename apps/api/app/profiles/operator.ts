/* What the operator CLI may do with profiles; collected by start/operator.ts. */
import '#profiles/register'
import type { DemoSeeder } from '#core/console_app'
import { seedDemoProfiles } from '#profiles/demo'

export const demo: DemoSeeder = { domain: 'profiles', run: seedDemoProfiles }
