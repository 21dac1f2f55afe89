import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paymentMessages } from '@kobza/contract'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'

const path = '/profile/dakhabrakha/earnings'

describe('earnings', () => {
  it('shows the balance and the payments received', async () => {
    renderApp({ path, user: artist })
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument()
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('₴700.00')
    expect(screen.getByTestId('balance-held')).toHaveTextContent('₴300.00')
    const received = screen.getByRole('region', { name: 'Payments received' })
    const rows = within(received).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Video congratulation')
    expect(rows[0]).toHaveTextContent('held until you send the video')
    expect(rows[1]).toHaveTextContent('Donation')
    expect(within(screen.getByRole('region', { name: 'Withdrawals' })).getByText('No withdrawals yet')).toBeVisible()
  })

  it('requests a withdrawal up to the available balance', async () => {
    const sent: unknown[] = []
    const api = fakeApi({
      'POST /api/v1/payments/withdrawals': (init) => {
        sent.push(JSON.parse(String(init.body)))
        return jsonResponse(201, {
          uuid: 'w-1',
          money: { amount: 250, currency: 'UAH' },
          status: 'REQUESTED',
          requestedAt: '2026-11-23T08:00:00Z',
        })
      },
    })
    const { user } = renderApp({ path, user: artist, fetch: api })
    const form = await screen.findByRole('region', { name: 'Request a withdrawal' })
    await screen.findByTestId('balance-available')
    const amount = within(form).getByLabelText(/^Amount/)
    await user.type(amount, '800')
    await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }))
    expect(within(form).getByText('At most ₴700.00')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '250')
    await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }))
    expect(await screen.findByText('Withdrawal of ₴250.00 requested')).toBeInTheDocument()
    expect(sent).toEqual([{ money: { amount: 250, currency: 'UAH' } }])
  })

  it('shows the server’s refusal under the field', async () => {
    const api = fakeApi({
      'POST /api/v1/payments/withdrawals': () =>
        jsonResponse(422, { errors: [{ message: paymentMessages.withdrawalAboveBalance, field: 'money.amount' }] }),
    })
    const { user } = renderApp({ path, user: artist, fetch: api })
    const form = await screen.findByRole('region', { name: 'Request a withdrawal' })
    await screen.findByTestId('balance-available')
    await user.click(within(form).getByRole('button', { name: 'All available' }))
    expect(within(form).getByLabelText(/^Amount/)).toHaveValue('700.00')
    await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }))
    expect(await within(form).findByText(paymentMessages.withdrawalAboveBalance)).toBeInTheDocument()
  })

  it('is the artist’s own page only', async () => {
    const api = fakeApi()
    renderApp({ path, user: fan, fetch: api })
    expect(await screen.findByText('Only the artist sees their earnings.')).toBeInTheDocument()
    await waitFor(() => expect(api.calls.filter((call) => call.includes('/payments/'))).toEqual([]))
  })
})
