import { randomUUID } from 'node:crypto'
import type { PaymentGoal } from '@kobza/contract'
import type { DemoContext, DemoResult } from '#core/console_app'
import { findUserByEmail } from '#accounts/public'
import Purchase from '#payments/purchase'
import Withdrawal from '#payments/withdrawal'
import { requestWithdrawal } from '#payments/actions/request_withdrawal'
import { handleCallback } from '#payments/actions/handle_callback'
import { paymentsConfig } from '#payments/payments_config'
import { servicePrices } from '#payments/service_prices'
import { sandboxCallbackFor } from '#payments/providers/sandbox_provider'

/** Donations the demo fan has made to the demo artist, so the artist's balance is not empty. */
const demoDonations = [
  { fan: 'fan@kobza.local', artist: 'artist@kobza.local', hryvnia: 200 },
  { fan: 'fan2@kobza.local', artist: 'artist@kobza.local', hryvnia: 500 },
]

/**
 * Demo content only: a purchase paid through the sandbox's own signed callback, the path real
 * payments take (a video greeting's callback creates its order through `onGreetingPaid`).
 */
export async function payThroughSandbox(input: {
  fanId: number
  artistId: number
  goal: PaymentGoal
  kopiyky: bigint
  userDesire: string | null
  transactionId: string
}): Promise<{ purchaseUuid: string }> {
  const order = await Purchase.create({
    uuid: randomUUID(),
    payerId: input.fanId,
    artistId: input.artistId,
    goal: input.goal,
    amount: input.kopiyky,
    currency: 'UAH',
    userDesire: input.userDesire,
    provider: 'sandbox',
    status: 'PENDING',
    providerTransactionId: null,
    holdStatus: null,
    settledAt: null,
  })
  await handleCallback(
    'sandbox',
    sandboxCallbackFor(paymentsConfig.sandboxSecret, order, 'approve', input.transactionId)
  )
  return { purchaseUuid: order.uuid }
}

/**
 * A subscription bought at the artist's price: the callback activates it (a month) and credits
 * the artist, so the fan's premium access and that line of the artist's earnings come from a
 * real payment. fan@ is not subscribed to artist3 by any other demo (feed: fan → artist,
 * fan2 → artist2; profiles: fan3 → every artist).
 */
const demoSubscriptions = [{ fan: 'fan@kobza.local', artist: 'artist3@kobza.local' }]

const demoWithdrawal = { artist: 'artist@kobza.local', hryvnia: 150 }

/** Whether the fan already has a purchase with that goal from the artist (seeding runs again). */
async function alreadyPaid(fanId: number, artistId: number, goal: PaymentGoal) {
  const existing = await Purchase.query()
    .where('payer_id', fanId)
    .where('artist_id', artistId)
    .where('goal', goal)
    .first()
  return existing !== null
}

/**
 * Paid through the sandbox's own signed callback (the path real payments take), once: a fan who
 * already donated to (or subscribed through a payment to) that artist is skipped.
 */
export async function seedDemoPayments(context: DemoContext): Promise<DemoResult> {
  let created = 0
  const notes: string[] = []
  for (const [index, donation] of demoDonations.entries()) {
    context.progress(`${donation.fan} → ${donation.artist}`, index, demoDonations.length)
    const fan = await findUserByEmail(donation.fan)
    const artist = await findUserByEmail(donation.artist)
    if (!fan || !artist) continue
    if (await alreadyPaid(fan.id, artist.id, 'DONATE')) continue
    await payThroughSandbox({
      fanId: fan.id,
      artistId: artist.id,
      goal: 'DONATE',
      kopiyky: BigInt(donation.hryvnia) * 100n,
      userDesire: null,
      transactionId: `sandbox-demo-${index + 1}`,
    })
    created += 1
  }
  context.progress('donations', demoDonations.length, demoDonations.length)
  for (const [index, subscription] of demoSubscriptions.entries()) {
    const fan = await findUserByEmail(subscription.fan)
    const artist = await findUserByEmail(subscription.artist)
    if (!fan || !artist) continue
    const price = await servicePrices.priceOf(artist.id, 'SUBSCRIBE')
    if (price === null) continue
    if (await alreadyPaid(fan.id, artist.id, 'SUBSCRIBE')) continue
    await payThroughSandbox({
      fanId: fan.id,
      artistId: artist.id,
      goal: 'SUBSCRIBE',
      kopiyky: price,
      userDesire: null,
      transactionId: `sandbox-demo-subscription-${index + 1}`,
    })
    created += 1
    notes.push(`${subscription.fan} subscribed to ${artist.publicName} through a sandbox payment`)
  }
  // One payout request waiting for a moderator: the Earnings page and the console's Withdrawals have history.
  const payee = await findUserByEmail(demoWithdrawal.artist)
  if (payee && !(await Withdrawal.query().where('artist_id', payee.id).first())) {
    await requestWithdrawal(payee, BigInt(demoWithdrawal.hryvnia) * 100n)
    created += 1
  }
  return {
    created,
    total: demoDonations.length + demoSubscriptions.length + 1,
    ...(notes.length > 0 ? { notes } : {}),
  }
}
