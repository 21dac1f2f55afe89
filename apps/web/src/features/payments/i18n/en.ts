import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the payments feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    earnings: 'Earnings',
  },
  actions: {
    label: 'Support the artist',
    subscribe: 'Subscribe for {{price}}',
    subscribeNoPrice: 'Subscribe',
    renew: 'Renew for {{price}}',
    renewNoPrice: 'Renew subscription',
    noPrice: 'The artist has not set a price yet',
    unsubscribe: 'Unsubscribe',
    subscribedUntil: 'Subscribed until {{date}}',
    cancelledUntil: 'Subscribed until {{date}} — cancelled, not renewed',
    donate: 'Donate',
    video: 'Video Congratulations',
    toCheckout: 'Opening the payment page…',
  },
  unsubscribe: {
    title: 'Unsubscribe from {{name}}?',
    message:
      'Premium posts and the chat stay open until the end of the period you have paid for; then the subscription ends and is not renewed. The month you paid for is not refunded.',
    confirm: 'Unsubscribe',
    done: 'You have unsubscribed from {{name}}. Access stays until the paid period ends.',
  },
  donate: {
    title: 'Donate to {{name}}',
    description: 'Choose an amount or enter your own, from ₴{{min}} to ₴{{max}}.',
    presets: 'Quick amounts',
    amount: 'Amount, ₴',
    required: 'Enter an amount',
    range: 'A donation is ₴{{min}} to ₴{{max}}',
    format: 'At most two digits after the decimal point',
    submit: 'Donate {{amount}}',
    submitEmpty: 'Donate',
  },
  greeting: {
    title: 'Video congratulation from {{name}}',
    price: 'Price',
    rules: 'The artist’s rules',
    desire: 'What should the greeting say?',
    desireHint:
      'Who it is for, the occasion, names to mention. If the artist declines or does not send it in time, your money returns.',
    required: 'Tell the artist what the greeting should say',
    submit: 'Order for {{price}}',
    noPrice: 'The artist does not take video congratulation orders yet',
  },
  outcome: {
    successSUBSCRIBE: 'Payment received. You are subscribed to {{name}}: premium posts are open.',
    successDONATE: 'Payment received. Thank you for supporting {{name}}!',
    successVID_CONGRATULATION: 'Payment received. Your order has gone to {{name}}.',
    successOther: 'Payment received. Thank you!',
    failure: 'The payment was declined. Nothing was charged.',
    myVideos: 'My video congratulations',
    dismiss: 'Dismiss',
  },
  earnings: {
    notArtist: 'Only artists have earnings.',
    notOwner: 'Only the artist sees their earnings.',
    available: 'Available',
    availableHint: 'What you can withdraw now',
    held: 'Held',
    heldHint: 'Video congratulations paid and waiting for your video',
    withdrawing: 'Being paid out',
    withdrawingHint: 'Withdrawals requested and not yet paid',
    withdrawTitle: 'Request a withdrawal',
    withdrawAmount: 'Amount, ₴',
    withdrawSubmit: 'Request withdrawal',
    withdrawAll: 'All available',
    withdrawRequired: 'Enter an amount',
    withdrawPositive: 'The amount must be at least ₴0.01',
    withdrawAbove: 'At most {{amount}}',
    withdrawDone: 'Withdrawal of {{amount}} requested',
    withdrawalsTitle: 'Withdrawals',
    noWithdrawals: 'No withdrawals yet',
    receivedTitle: 'Payments received',
    noPayments: 'No payments yet. Fans’ subscriptions, donations and video congratulation orders will show here.',
    from: 'from {{name}}',
    goalSUBSCRIBE: 'Subscription',
    goalDONATE: 'Donation',
    goalVID_CONGRATULATION: 'Video congratulation',
    holdHELD: 'held until you send the video',
    holdRELEASED: 'released',
    holdRETURNED: 'returned to the fan',
    reversed: 'refunded',
    statusREQUESTED: 'Requested',
    statusPAID: 'Paid',
    statusREJECTED: 'Rejected',
  },
}

export type PaymentsStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    payments: typeof en
  }
}
