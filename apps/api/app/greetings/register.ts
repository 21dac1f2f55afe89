/*
 * Payments calls greetings through this registration (never an import), so a verified
 * VID_CONGRATULATION payment creates its order without an import cycle. Loaded by the
 * routes (web, tests) and the operator (CLI, demo).
 */
import { onGreetingPaid } from '#payments/public'
import { createGreetingOrder } from '#greetings/actions/create_order'

onGreetingPaid(async (trx, paid) => {
  await createGreetingOrder(trx, paid)
})
