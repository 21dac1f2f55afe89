import { formatHryvnia } from '#payments/money'

/*
 * The provider checkout pages Kobza serves itself. Plain HTML with no script and no inline
 * style (the API's Content-Security-Policy allows neither): forms do the work.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export interface OrderSummary {
  goalLabel: string
  artistName: string
  amount: bigint
  currency: string
  userDesire: string | null
}

function summary(order: OrderSummary): string {
  return `<dl>
<dt>Призначення / Purpose</dt><dd>${escapeHtml(order.goalLabel)}</dd>
<dt>Артист / Artist</dt><dd>${escapeHtml(order.artistName)}</dd>
<dt>Сума / Amount</dt><dd>₴${formatHryvnia(order.amount)} ${escapeHtml(order.currency)}</dd>
${order.userDesire ? `<dt>Побажання / Wish</dt><dd>${escapeHtml(order.userDesire)}</dd>\n` : ''}</dl>`
}

/** The sandbox's checkout: the order and two buttons, each a form POST back to this page. */
export function sandboxCheckoutPage(order: OrderSummary, action: string): string {
  return page(
    'Kobza sandbox checkout',
    `<h1>Kobza: тестова оплата / sandbox checkout</h1>
<p>No real money moves: this is the platform's built-in test provider.</p>
${summary(order)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="approve">
<button type="submit">Сплатити / Pay ₴${formatHryvnia(order.amount)}</button>
</form>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="decline">
<button type="submit">Відхилити / Decline</button>
</form>`
  )
}

/** A purchase that is no longer waiting: where it ended, and the way back. */
export function settledPage(message: string, backUrl: string): string {
  return page(
    'Kobza checkout',
    `<h1>${escapeHtml(message)}</h1>\n<p><a href="${escapeHtml(backUrl)}">Back to Kobza</a></p>`
  )
}

/** LiqPay's checkout is entered by a form POST (its documentation): a page with that form's button. */
export function liqpayCheckoutPage(
  order: OrderSummary,
  form: { action: string; data: string; signature: string }
): string {
  return page(
    'Kobza checkout',
    `<h1>Kobza: оплата / checkout</h1>
${summary(order)}
<form method="post" action="${escapeHtml(form.action)}" accept-charset="utf-8">
<input type="hidden" name="data" value="${escapeHtml(form.data)}">
<input type="hidden" name="signature" value="${escapeHtml(form.signature)}">
<button type="submit">Сплатити через LiqPay / Pay with LiqPay</button>
</form>`
  )
}
