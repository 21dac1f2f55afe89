/* What the operator CLI may do with video greetings; collected by start/operator.ts. */
import '#greetings/register'
import { expireOverdueOrders } from '#greetings/actions/expire_overdue'

/** `kobza greetings expire`: declines the orders past their deadline and refunds their fans. */
export async function expireGreetings(): Promise<{ declined: number[] }> {
  return expireOverdueOrders()
}
