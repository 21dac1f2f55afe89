import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { GreetingOrderShow } from './GreetingOrderShow.tsx'

const waiting: Record<string, unknown> & { id: number } = {
  id: 12,
  purchaseUuid: 'p-12',
  amount: 500,
  currency: 'UAH',
  status: 'INIT',
  declinedBy: null,
  fanDesire: 'For my sister',
  videoSent: false,
  fan: { nickName: 'fan', email: 'fan@example.test' },
  artist: { nickName: 'artist', email: 'artist@example.test' },
  createdAt: '2026-01-01T10:00:00.000Z',
  deadlineAt: '2026-01-08T10:00:00.000Z',
  settledAt: null,
}

function showOrder(order: typeof waiting) {
  const refunds: Array<[number, string]> = []
  let current: Record<string, unknown> = order
  const dataProvider = {
    getOne: async () => ({ data: current }),
    refundGreetingOrder: async (id: number, reason: string) => {
      refunds.push([id, reason])
      current = { ...order, status: 'DECLINED', declinedBy: 'MODERATOR' }
      return current
    },
  } as unknown as DataProvider // A show page reaches only getOne, and the refund its button calls.
  renderInConsole(<GreetingOrderShow />, {
    dataProvider,
    resource: 'greeting-orders',
    url: `/greeting-orders/${order.id}/show`,
    route: '/greeting-orders/:id/show',
  })
  return refunds
}

describe('greeting order page', () => {
  it('refunds a waiting order only after a confirmation with a reason', async () => {
    const refunds = showOrder(waiting)
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' })
    expect(within(dialog).getByText(/₴500\.00 goes back to the fan’s balance/)).toBeTruthy()
    const confirm = within(dialog).getByRole('button', { name: 'Refund' })
    expect(confirm).toHaveProperty('disabled', true)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Wrong person  ')
    await userEvent.click(confirm)
    await waitFor(() => expect(refunds).toEqual([[12, 'Wrong person']]))
    await waitFor(() => expect(screen.getByText('A moderator')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
  })

  it('refunds a delivered order too, saying the artist pays it back', async () => {
    const refunds = showOrder({ ...waiting, status: 'COMPLETE', videoSent: true })
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' })
    expect(within(dialog).getByText(/₴500\.00 is taken back from the artist/)).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong content')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(refunds).toEqual([[12, 'Wrong content']]))
  })

  it('offers no refund for a declined order', async () => {
    showOrder({ ...waiting, status: 'DECLINED', declinedBy: 'ARTIST' })
    expect(await screen.findByText('For my sister')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
  })
})
