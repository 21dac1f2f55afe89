import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { balanceAccounts } from '#payments/accounts'
import { platformFee } from '#payments/payments_config'
import type Purchase from '#payments/purchase'
import type { PostingKind } from '#payments/balance_posting'
import { postEntries, type EntryLine } from '#payments/actions/post_entries'

/** One of the purchase's postings; `step` names it in the key, whose unique index refuses a second one. */
function postForPurchase(
  trx: TransactionClientContract,
  purchase: Purchase,
  step: 'payment' | 'release' | 'return' | 'refund',
  kind: PostingKind,
  lines: EntryLine[]
) {
  return postEntries(trx, { key: `purchase:${purchase.uuid}:${step}`, kind, purchaseId: purchase.id, lines })
}

/** The money arriving from the provider, passing through the fan: the start of every payment. */
function paidIn(purchase: Purchase): EntryLine[] {
  return [
    { account: balanceAccounts.external(purchase.provider), amount: -purchase.amount },
    { account: balanceAccounts.fan(purchase.payerId), amount: purchase.amount },
    { account: balanceAccounts.fan(purchase.payerId), amount: -purchase.amount },
  ]
}

/** platform → artist: the price less the platform's fee. */
function toArtist(purchase: Purchase): EntryLine[] {
  const fee = platformFee(purchase.amount)
  return [
    { account: balanceAccounts.platform, amount: purchase.amount },
    { account: balanceAccounts.platform, amount: -(purchase.amount - fee) },
    { account: balanceAccounts.artist(purchase.artistId), amount: purchase.amount - fee },
  ]
}

/**
 * The entries of a verified successful payment: fan → platform → artist for a donation or a
 * subscription; for a video greeting the whole price is frozen for the artist until delivery.
 */
export async function postPaidPurchase(trx: TransactionClientContract, purchase: Purchase) {
  if (purchase.goal === 'VID_CONGRATULATION') {
    return postForPurchase(trx, purchase, 'payment', 'hold', [
      ...paidIn(purchase),
      { account: balanceAccounts.held(purchase.artistId), amount: purchase.amount },
    ])
  }
  return postForPurchase(trx, purchase, 'payment', 'payment', [...paidIn(purchase), ...toArtist(purchase)])
}

/** A delivered greeting: the frozen price goes platform → artist like any payment. */
export async function postReleasedHold(trx: TransactionClientContract, purchase: Purchase) {
  return postForPurchase(trx, purchase, 'release', 'release', [
    { account: balanceAccounts.held(purchase.artistId), amount: -purchase.amount },
    ...toArtist(purchase),
  ])
}

/** A declined greeting: the frozen price goes back to the fan's balance. */
export async function postReturnedHold(trx: TransactionClientContract, purchase: Purchase) {
  return postForPurchase(trx, purchase, 'return', 'return', [
    { account: balanceAccounts.held(purchase.artistId), amount: -purchase.amount },
    { account: balanceAccounts.fan(purchase.payerId), amount: purchase.amount },
  ])
}

/**
 * A delivered greeting refunded by a moderator (the terms: the wrong content was sent): the fan
 * gets the whole price back, the artist's share and the platform's fee both leave (an artist
 * who already withdrew it goes negative, as with a provider's reversal).
 */
export async function postRefundedRelease(trx: TransactionClientContract, purchase: Purchase) {
  return postForPurchase(trx, purchase, 'refund', 'refund', [
    ...toArtist(purchase).map((line) => ({ ...line, amount: -line.amount })),
    { account: balanceAccounts.fan(purchase.payerId), amount: purchase.amount },
  ])
}
