import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentMessages } from '@kobza/contract'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import type { FakeRoutes } from '../../../test/fakes'
import { checkout } from '../api/checkout'
import { artistProfile } from '../testing/fakes'

// The donate and greeting popups load when first opened.
const slow = { timeout: 5000 }

/*
 * The profile's money buttons, as the artist's video page shows them to a fan (the profile
 * screen renders the same component through payments/public.ts).
 */
const path = '/profile/dakhabrakha/video'
/*
 * The profile feature's default fakes answer the same profile path as its owner sees it; these
 * tests need the fan's view, so they name it themselves.
 */
const profileApi = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /api/v1/profiles/dakhabrakha': () => jsonResponse(200, artistProfile), ...routes })
const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>
/** Stands in for the checkout: keeps each purchase the buttons send and answers with `checkoutUrl`. */
function fakeCheckout(checkoutUrl: string) {
  const go = vi.spyOn(checkout, 'go').mockImplementation(() => {})
  const sent: Record<string, unknown>[] = []
  const purchases: FakeRoutes = {
    'POST /api/v1/payments/purchases': (init) => {
      sent.push(body(init))
      return jsonResponse(201, { checkoutUrl })
    },
  }
  return { go, sent, purchases }
}
// The buttons are a lazy chunk with its own strings: on a busy machine they take more than the default second.
const buttons = () => screen.findByRole('group', { name: 'Support the artist' }, { timeout: 5000 })

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('profile money actions', () => {
  it('subscribes at the artist’s price through the checkout', async () => {
    const { go, sent, purchases } = fakeCheckout('http://kobza.test/payments/sandbox/checkout/o-1')
    const api = profileApi(purchases)
    const { user } = renderApp({ path, user: fan, fetch: api })
    await user.click(within(await buttons()).getByRole('button', { name: 'Subscribe for ₴50.00' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://kobza.test/payments/sandbox/checkout/o-1'))
    expect(sent).toEqual([
      { paymentGoal: 'SUBSCRIBE', money: { amount: 50, currency: 'UAH' }, artistUuid: 'u-artist', userDesire: null },
    ])
    expect(JSON.parse(sessionStorage.getItem('kobza.payment.pending')!)).toEqual({
      goal: 'SUBSCRIBE',
      artistName: 'ДахаБраха',
    })
  })

  it('offers Unsubscribe to a subscriber, cancels at the end of the paid period, then offers Renew', async () => {
    const { go, sent, purchases } = fakeCheckout('http://kobza.test/payments/sandbox/checkout/o-2')
    let subscription = { activeUntil: '2026-12-23 12:00:00', cancelled: false }
    const calls: string[] = []
    const api = profileApi({
      'GET /api/v1/profiles/dakhabrakha': () =>
        jsonResponse(200, { ...artistProfile, levelSubscription: 'SUBSCRIBED', subscription }),
      'DELETE /api/v1/subscribers/u-artist/u-fan': () => {
        calls.push('unsubscribe')
        subscription = { ...subscription, cancelled: true }
        return new Response(null, { status: 204 })
      },
      ...purchases,
    })
    const { user } = renderApp({ path, user: fan, fetch: api })
    const group = await buttons()
    expect(screen.getByText('Subscribed until 23 December 2026')).toBeInTheDocument()
    await user.click(within(group).getByRole('button', { name: 'Unsubscribe' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Unsubscribe from ДахаБраха?' })
    expect(dialog).toHaveTextContent(
      'Premium posts and the chat stay open until the end of the period you have paid for'
    )
    expect(dialog).toHaveTextContent('The month you paid for is not refunded')
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('Subscribed until 23 December 2026 — cancelled, not renewed')).toBeInTheDocument()
    // Nothing left to cancel; Renew pays for the month after the running one.
    const after = await buttons()
    expect(within(after).queryByRole('button', { name: /Unsubscribe|Subscribe/ })).toBeNull()
    await user.click(within(after).getByRole('button', { name: 'Renew for ₴50.00' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://kobza.test/payments/sandbox/checkout/o-2'))
    expect(sent).toEqual([
      { paymentGoal: 'SUBSCRIBE', money: { amount: 50, currency: 'UAH' }, artistUuid: 'u-artist', userDesire: null },
    ])
    expect(calls).toEqual(['unsubscribe'])
  })

  it('still offers Unsubscribe when the profile answer carries no subscription details', async () => {
    const api = profileApi({
      'GET /api/v1/profiles/dakhabrakha': () =>
        jsonResponse(200, { ...artistProfile, levelSubscription: 'SUBSCRIBED' }),
    })
    renderApp({ path, user: fan, fetch: api })
    expect(within(await buttons()).getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument()
    expect(screen.queryByText(/Subscribed until/)).toBeNull()
  })

  it('donates a preset or an amount of one’s own, 1 to 10,000 UAH', async () => {
    const { go, sent, purchases } = fakeCheckout('http://kobza.test/c/2')
    const api = profileApi(purchases)
    const { user } = renderApp({ path, user: fan, fetch: api })
    await user.click(within(await buttons()).getByRole('button', { name: 'Donate' }))
    const popup = await screen.findByRole('dialog', { name: 'Donate to ДахаБраха' }, slow)
    const amount = within(popup).getByLabelText(/^Amount/)
    await user.click(within(popup).getByRole('button', { name: 'Donate' }))
    expect(within(popup).getByText('Enter an amount')).toBeInTheDocument()
    await user.type(amount, '10001')
    expect(within(popup).getByText('A donation is ₴1 to ₴10,000')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '0.5')
    expect(within(popup).getByText('A donation is ₴1 to ₴10,000')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '12.345')
    expect(within(popup).getByText('At most two digits after the decimal point')).toBeInTheDocument()
    await user.click(within(popup).getByRole('button', { name: '₴200.00' }))
    expect(within(popup).getByRole('button', { name: '₴200.00' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(popup).getByRole('button', { name: 'Donate ₴200.00' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://kobza.test/c/2'))
    expect(sent).toEqual([
      { paymentGoal: 'DONATE', money: { amount: 200, currency: 'UAH' }, artistUuid: 'u-artist', userDesire: null },
    ])
  })

  it('orders a greeting with a wish; a refused payment shows under the text field', async () => {
    const go = vi.spyOn(checkout, 'go').mockImplementation(() => {})
    const api = profileApi({
      'POST /api/v1/payments/purchases': () => jsonResponse(409, { errors: [{ message: paymentMessages.noPrice }] }),
    })
    const { user } = renderApp({ path, user: fan, fetch: api })
    await user.click(within(await buttons()).getByRole('button', { name: 'Video Congratulations' }))
    const popup = await screen.findByRole('dialog', { name: 'Video congratulation from ДахаБраха' }, slow)
    expect(popup).toHaveTextContent('Up to one minute')
    await user.click(within(popup).getByRole('button', { name: 'Order for ₴300.00' }))
    expect(within(popup).getByText('Tell the artist what the greeting should say')).toBeInTheDocument()
    await user.type(within(popup).getByLabelText(/^What should the greeting say/), 'For Olena')
    await user.click(within(popup).getByRole('button', { name: 'Order for ₴300.00' }))
    expect(await within(popup).findByText(paymentMessages.noPrice)).toBeInTheDocument()
    // Inline, not in the app's error dialog.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(go).not.toHaveBeenCalled()
  })

  it('says what the checkout decided on return, once, and drops the parameter', async () => {
    sessionStorage.setItem('kobza.payment.pending', JSON.stringify({ goal: 'DONATE', artistName: 'ДахаБраха' }))
    const { location } = renderApp({ path: `${path}?payment=success`, user: fan })
    expect(await screen.findByTestId('payment-outcome', {}, { timeout: 5000 })).toHaveTextContent(
      'Payment received. Thank you for supporting ДахаБраха!'
    )
    await waitFor(() => expect(location.current?.search).toBe(''))
    expect(sessionStorage.getItem('kobza.payment.pending')).toBeNull()
  })

  it('says a declined payment charged nothing', async () => {
    renderApp({ path: `${path}?payment=failure`, user: fan })
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The payment was declined. Nothing was charged.'
    )
  })
})
