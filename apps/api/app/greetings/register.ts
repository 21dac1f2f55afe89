/*
 * Payments calls greetings through this registration (never an import), so a verified
 * VID_CONGRATULATION payment creates its order without an import cycle. Loaded by the
 * routes (web, tests) and the operator (CLI, demo).
 */
import { onGreetingPaid, onGreetingReversed } from '#payments/public'
import { createGreetingOrder } from '#greetings/actions/create_order'
import { closeReversedOrder } from '#greetings/actions/close_reversed_order'

onGreetingPaid(async (trx, paid) => {
  await createGreetingOrder(trx, paid)
})

onGreetingReversed(async (trx, reversed) => {
  await closeReversedOrder(trx, reversed.purchaseId)
})
