import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { LIQPAY_CHECKOUT_URL } from '#payments/providers/liqpay_provider'
import { decodeData } from '#payments/providers/signing'
import { ledgerGroup, pendingOrder } from './helpers.js'

async function order(provider: 'sandbox' | 'liqpay', userDesire: string | null = null) {
  const { artist, order: purchase } = await pendingOrder({
    goal: userDesire ? 'VID_CONGRATULATION' : 'DONATE',
    amount: 9_900n,
    userDesire,
    provider,
  })
  return { purchase, artist }
}

ledgerGroup('Checkout pages', () => {
  test('the LiqPay page holds the signed form for LiqPay’s checkout, no script', async ({ client, assert }) => {
    const { purchase, artist } = await order('liqpay')
    const page = await client.get(`/payments/liqpay/checkout/${purchase.uuid}`)
    page.assertStatus(200)
    const html = page.text()
    assert.include(html, `action="${LIQPAY_CHECKOUT_URL}"`)
    // The API's Content-Security-Policy would block a form posting elsewhere: this page allows LiqPay.
    assert.match(String(page.header('content-security-policy')), /form-action 'self' https:\/\/www\.liqpay\.ua/)
    assert.notInclude(html, '<script')
    const data = /name="data" value="([^"]+)"/.exec(html)?.[1]
    assert.isString(data)
    const payload = decodeData(data!)
    assert.equal(payload?.order_id, purchase.uuid)
    assert.equal(payload?.amount, '99.00')
    assert.equal(payload?.currency, 'UAH')
    assert.match(String(payload?.server_url), /\/api\/v1\/payments\/callbacks\/liqpay$/)
    assert.match(String(payload?.result_url), new RegExp(`/profile/${artist.nickName}$`))
    assert.match(html, /name="signature" value="[A-Za-z0-9+/=]{28}"/)
  })

  test('a page is only for its own provider’s pending orders', async ({ client }) => {
    const { purchase } = await order('sandbox')
    ;(await client.get(`/payments/liqpay/checkout/${purchase.uuid}`)).assertStatus(404)
    const { purchase: liqpay } = await order('liqpay')
    ;(await client.get(`/payments/sandbox/checkout/${liqpay.uuid}`)).assertStatus(404)
    ;(await client.get(`/payments/sandbox/checkout/${randomUUID()}`)).assertStatus(404)
  })

  test('the sandbox page escapes what the fan wrote', async ({ client, assert }) => {
    const { purchase } = await order('sandbox', '<img src=x onerror=alert(1)>')
    const page = await client.get(`/payments/sandbox/checkout/${purchase.uuid}`)
    page.assertStatus(200)
    assert.notInclude(page.text(), '<img')
    assert.include(page.text(), '&lt;img src=x onerror=alert(1)&gt;')
  })

  test('the sandbox page speaks the app’s language, says it is a demo and shows the order clearly', async ({
    client,
    assert,
  }) => {
    const { purchase, artist } = await order('sandbox', 'Привітайте маму')
    const uk = await client.get(`/payments/sandbox/checkout/${purchase.uuid}?lang=uk`)
    uk.assertStatus(200)
    const ukHtml = uk.text()
    assert.include(ukHtml, '<html lang="uk">')
    assert.include(ukHtml, 'Це демонстраційна оплата: гроші не списуються і нікуди не переходять.')
    assert.include(ukHtml, '<dd>Відеопривітання</dd>')
    assert.include(ukHtml, `<dd class="artist">${artist.publicName.replace(/'/g, '&#39;')}</dd>`)
    assert.include(ukHtml, '<dd class="amount">99,00\u00a0₴</dd>')
    assert.include(ukHtml, '>Сплатити 99,00\u00a0₴</button>')
    assert.notInclude(ukHtml, 'Video greeting')
    assert.notInclude(ukHtml, 'Pay ')
    // Its look is a style sheet of the same origin (the CSP allows no inline style), and an icon.
    assert.include(ukHtml, '<link rel="stylesheet" href="/payments/checkout.css">')
    assert.notInclude(ukHtml, 'style=')

    // Without ?lang the browser's preference decides.
    const en = await client
      .get(`/payments/sandbox/checkout/${purchase.uuid}`)
      .header('accept-language', 'en-GB,uk;q=0.8')
    assert.include(en.text(), '<html lang="en">')
    assert.include(en.text(), 'This is a demo payment: no money is charged and no money moves.')
    assert.include(en.text(), '<dd>Video greeting</dd>')
    assert.include(en.text(), '>Pay ₴99.00</button>')
    const ukBrowser = await client
      .get(`/payments/sandbox/checkout/${purchase.uuid}`)
      .header('accept-language', 'uk-UA,uk;q=0.9')
    assert.include(ukBrowser.text(), '<html lang="uk">')
  })

  test('the checkout style sheet carries the design system’s tokens; /favicon.ico is Kobza’s mark', async ({
    client,
    assert,
  }) => {
    const css = await client.get('/payments/checkout.css')
    css.assertStatus(200)
    assert.include(css.header('content-type'), 'text/css')
    assert.include(css.text(), '--kz-color-primary:')
    assert.include(css.text(), '--kz-font-display:')
    assert.include(css.text(), 'background: var(--kz-color-primary)')
    const icon = await client.get('/favicon.ico')
    icon.assertStatus(200)
    assert.include(icon.header('content-type'), 'image/svg+xml')
  })

  test('the sandbox refuses a decision it does not know', async ({ client }) => {
    const { purchase } = await order('sandbox')
    const response = await client.post(`/payments/sandbox/checkout/${purchase.uuid}`).form({ decision: 'maybe' })
    response.assertStatus(400)
  })
})
