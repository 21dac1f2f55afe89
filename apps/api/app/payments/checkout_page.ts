import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml, type PaymentGoal } from '@kobza/contract'
import { repoRoot } from '#core/paths'
import { formatHryvnia } from '#payments/money'

/*
 * The provider checkout pages Kobza serves itself. Plain HTML with no script and no inline
 * style (the API's Content-Security-Policy allows neither): forms do the work, and the look
 * comes from one style sheet, /payments/checkout.css: the design system's tokens and this
 * page's few rules. The page speaks the app's language: the app adds ?lang=uk|en to the
 * checkout address; without it the browser's Accept-Language decides.
 */

export type CheckoutLanguage = 'uk' | 'en'

/** The app's choice (?lang=) first, then the browser's preference; English when neither says Ukrainian. */
export function checkoutLanguage(requested: unknown, acceptLanguage: string | undefined): CheckoutLanguage {
  if (requested === 'uk' || requested === 'en') return requested
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .find((tag) => tag.startsWith('uk') || tag.startsWith('en'))
  return preferred?.startsWith('uk') ? 'uk' : 'en'
}

const strings = {
  uk: {
    title: 'Оплата — Kobza',
    heading: 'Оплата',
    demo: 'Це демонстраційна оплата: гроші не списуються і нікуди не переходять. Так Kobza працює без справжнього платіжного провайдера.',
    demoBadge: 'Демо',
    purpose: 'Призначення',
    artist: 'Артист',
    amount: 'Сума',
    wish: 'Побажання',
    goals: { SUBSCRIBE: 'Підписка на місяць', DONATE: 'Донат', VID_CONGRATULATION: 'Відеопривітання' },
    pay: 'Сплатити {amount}',
    decline: 'Відхилити',
    payLiqpay: 'Сплатити через LiqPay',
    liqpayNote: 'Оплата відбудеться на сторінці LiqPay.',
    alreadyPaid: 'Уже оплачено',
    declined: 'Цю оплату відхилено',
    back: 'Повернутися до Kobza',
  },
  en: {
    title: 'Checkout — Kobza',
    heading: 'Checkout',
    demo: 'This is a demo payment: no money is charged and no money moves. Kobza runs like this without a real payment provider.',
    demoBadge: 'Demo',
    purpose: 'Purpose',
    artist: 'Artist',
    amount: 'Amount',
    wish: 'Wish',
    goals: { SUBSCRIBE: 'Monthly subscription', DONATE: 'Donation', VID_CONGRATULATION: 'Video greeting' },
    pay: 'Pay {amount}',
    decline: 'Decline',
    payLiqpay: 'Pay with LiqPay',
    liqpayNote: 'You pay on LiqPay’s page.',
    alreadyPaid: 'Already paid',
    declined: 'This payment was declined',
    back: 'Back to Kobza',
  },
} satisfies Record<CheckoutLanguage, unknown>

type Strings = (typeof strings)[CheckoutLanguage]

/** '₴200.00' in English, '200,00 ₴' in Ukrainian, as the web app writes hryvnia. */
export function formatAmount(kopiyky: bigint, language: CheckoutLanguage): string {
  return new Intl.NumberFormat(language === 'uk' ? 'uk-UA' : 'en-US', {
    style: 'currency',
    currency: 'UAH',
    currencyDisplay: 'narrowSymbol',
  }).format(Number(formatHryvnia(kopiyky)))
}

function page(language: CheckoutLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<link rel="stylesheet" href="/payments/checkout.css">
</head>
<body>
<main class="card">
<p class="logo">Kobza</p>
${body}
</main>
</body>
</html>
`
}

export interface OrderSummary {
  goal: PaymentGoal
  /** English, for the provider's own records (LiqPay's description). */
  goalLabel: string
  artistName: string
  amount: bigint
  currency: string
  userDesire: string | null
}

function summary(order: OrderSummary, language: CheckoutLanguage, text: Strings): string {
  return `<dl class="facts">
<dt>${text.artist}</dt><dd class="artist">${escapeHtml(order.artistName)}</dd>
<dt>${text.purpose}</dt><dd>${text.goals[order.goal]}</dd>
${order.userDesire ? `<dt>${text.wish}</dt><dd class="wish">${escapeHtml(order.userDesire)}</dd>\n` : ''}<dt>${text.amount}</dt><dd class="amount">${formatAmount(order.amount, language)}</dd>
</dl>`
}

/** The sandbox's checkout: the order, that it is a demo, and two buttons, each a form POST back to this page. */
export function sandboxCheckoutPage(order: OrderSummary, action: string, language: CheckoutLanguage): string {
  const text = strings[language]
  return page(
    language,
    text.title,
    `<h1>${text.heading} <span class="badge">${text.demoBadge}</span></h1>
<p class="demo" role="note">${text.demo}</p>
${summary(order, language, text)}
<div class="buttons">
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="approve">
<button type="submit" class="primary">${text.pay.replace('{amount}', formatAmount(order.amount, language))}</button>
</form>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="decline">
<button type="submit" class="secondary">${text.decline}</button>
</form>
</div>`
  )
}

/** A purchase that is no longer waiting: where it ended, and the way back. */
export function settledPage(outcome: 'paid' | 'declined', backUrl: string, language: CheckoutLanguage): string {
  const text = strings[language]
  return page(
    language,
    text.title,
    `<h1>${outcome === 'paid' ? text.alreadyPaid : text.declined}</h1>\n<p><a class="secondary button" href="${escapeHtml(backUrl)}">${text.back}</a></p>`
  )
}

/** LiqPay's checkout is entered by a form POST (its documentation): a page with that form's button. */
export function liqpayCheckoutPage(
  order: OrderSummary,
  form: { action: string; data: string; signature: string },
  language: CheckoutLanguage
): string {
  const text = strings[language]
  return page(
    language,
    text.title,
    `<h1>${text.heading}</h1>
${summary(order, language, text)}
<p class="note">${text.liqpayNote}</p>
<form method="post" action="${escapeHtml(form.action)}" accept-charset="utf-8">
<input type="hidden" name="data" value="${escapeHtml(form.data)}">
<input type="hidden" name="signature" value="${escapeHtml(form.signature)}">
<button type="submit" class="primary">${text.payLiqpay}</button>
</form>`
  )
}

/* The page's own rules, on the design system's semantic tokens (so day and night themes both work). */
const pageCss = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light dark; }
body {
  margin: 0; min-height: 100vh; display: flex; align-items: flex-start; justify-content: center;
  padding: var(--kz-space-12) var(--kz-space-4);
  background: var(--kz-color-bg); color: var(--kz-color-text);
  font-family: var(--kz-font-body); font-size: var(--kz-text-md); line-height: var(--kz-leading-normal);
}
.card {
  width: 100%; max-width: 30rem; padding: var(--kz-space-8);
  background: var(--kz-color-surface); border: 1px solid var(--kz-color-border);
  border-radius: var(--kz-radius-lg); box-shadow: var(--kz-shadow-md);
  border-top: 3px dashed var(--kz-color-brand);
}
.logo { margin: 0 0 var(--kz-space-4); font-family: var(--kz-font-display); font-size: var(--kz-text-xl); color: var(--kz-color-brand-text); }
h1 {
  display: flex; align-items: center; gap: var(--kz-space-3); flex-wrap: wrap;
  margin: 0 0 var(--kz-space-4); font-family: var(--kz-font-display); font-size: var(--kz-text-3xl);
  line-height: var(--kz-leading-tight); letter-spacing: var(--kz-tracking-display);
}
.badge {
  font-family: var(--kz-font-body); font-size: var(--kz-text-xs); font-weight: var(--kz-weight-semibold);
  text-transform: uppercase; letter-spacing: var(--kz-tracking-caps);
  padding: var(--kz-space-1) var(--kz-space-2); border-radius: var(--kz-radius-pill);
  background: var(--kz-color-accent-soft); color: var(--kz-color-on-accent-soft);
}
.demo {
  margin: 0 0 var(--kz-space-6); padding: var(--kz-space-3) var(--kz-space-4);
  border-radius: var(--kz-radius-md); border: 1px solid var(--kz-color-border);
  background: var(--kz-color-surface-sunken); font-size: var(--kz-text-sm);
}
.note { color: var(--kz-color-text-muted); font-size: var(--kz-text-sm); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--kz-space-3) var(--kz-space-6); margin: 0 0 var(--kz-space-6); }
.facts dt { color: var(--kz-color-text-muted); font-size: var(--kz-text-sm); align-self: baseline; }
.facts dd { margin: 0; overflow-wrap: anywhere; align-self: baseline; }
.facts .artist { font-weight: var(--kz-weight-semibold); }
.facts .wish { white-space: pre-line; }
.facts .amount { font-family: var(--kz-font-display); font-size: var(--kz-text-2xl); font-weight: var(--kz-weight-bold); }
.buttons { display: flex; flex-wrap: wrap; gap: var(--kz-space-3); }
.buttons form { flex: 1 1 auto; margin: 0; }
button, .button {
  display: inline-flex; align-items: center; justify-content: center; width: 100%;
  min-height: var(--kz-size-control-lg); padding: 0 var(--kz-space-5);
  border-radius: var(--kz-radius-md); font: inherit; font-weight: var(--kz-weight-semibold);
  cursor: pointer; text-decoration: none; white-space: nowrap;
  transition: background var(--kz-duration-fast) var(--kz-ease-standard);
}
.primary { background: var(--kz-color-primary); color: var(--kz-color-on-primary); border: 1px solid var(--kz-color-primary); }
.primary:hover { background: var(--kz-color-primary-hover); }
.secondary { background: transparent; color: var(--kz-color-text); border: 1px solid var(--kz-color-border-strong); }
.secondary:hover { background: var(--kz-color-surface-sunken); }
button:focus-visible, a:focus-visible { outline: var(--kz-size-focus-ring) solid var(--kz-color-focus); outline-offset: var(--kz-size-focus-offset); }
@media (width < 600px) {
  body { padding: var(--kz-space-4) var(--kz-space-2); }
  .card { padding: var(--kz-space-6) var(--kz-space-4); }
  .facts { grid-template-columns: 1fr; gap: var(--kz-space-1); }
  .facts dd + dt { margin-top: var(--kz-space-2); }
  button, .button { min-height: var(--kz-size-touch); }
}
@media (prefers-reduced-motion: reduce) { button, .button { transition: none; } }
`

let styleSheet: string | undefined

/** The design system's tokens (its generated tokens.css) and the page's rules, read once. */
export function checkoutCss(): string {
  if (styleSheet === undefined) {
    let tokens = ''
    try {
      tokens = readFileSync(join(repoRoot, 'design-system/src/tokens/tokens.css'), 'utf8')
    } catch {
      // Without the design system's folder the page still works, unstyled by tokens.
    }
    styleSheet = `${tokens}\n${pageCss}`
  }
  return styleSheet
}

/** Kobza's mark (the web app's favicon), for pages that never load the app: the checkout, /favicon.ico. */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#C8312B"/><path d="M16 5c-3.9 0-7 4.5-7 10s3.1 10 7 10 7-4.5 7-10-3.1-10-7-10zm0 3.5c1.9 0 3.5 2.9 3.5 6.5S17.9 21.5 16 21.5 12.5 18.6 12.5 15 14.1 8.5 16 8.5z" fill="#FAF5EA"/><rect x="15" y="1.5" width="2" height="8" rx="1" fill="#FAF5EA"/></svg>'
