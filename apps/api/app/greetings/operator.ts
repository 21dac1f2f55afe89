/* What the operator CLI may do with video greetings; collected by start/operator.ts. */
import '#greetings/register'
import type { DemoSeeder } from '#core/console_app'
import { expireOverdueOrders } from '#greetings/actions/expire_overdue'
import { seedDemoGreetings } from '#greetings/demo'

/** `kobza greetings expire`: declines the orders past their deadline and refunds their fans. */
export async function expireGreetings(): Promise<{ declined: number[] }> {
  return expireOverdueOrders()
}

export const demo: DemoSeeder = { domain: 'greetings', run: seedDemoGreetings }
