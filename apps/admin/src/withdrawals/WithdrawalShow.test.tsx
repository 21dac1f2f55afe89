import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { confirmWithReason } from '../test/confirmWithReason.ts'
import { WithdrawalShow } from './WithdrawalShow.tsx'

const withdrawal = {
  id: 5,
  uuid: 'b3f0c4de-0000-4000-8000-000000000005',
  amount: 150,
  currency: 'UAH',
  status: 'REQUESTED',
  artistId: 4,
  artist: { nickName: 'polyn', email: 'artist@kobza.local' },
  createdAt: '2026-11-23T10:00:00.000Z',
}

describe('withdrawal page', () => {
  it('rejects a withdrawal only with the reason, which goes with the decision', async () => {
    const update = vi.fn().mockResolvedValue({ data: { ...withdrawal, status: 'REJECTED' } })
    const dataProvider = {
      getOne: vi.fn().mockResolvedValue({ data: withdrawal }),
      update,
    } as unknown as DataProvider
    renderInConsole(<WithdrawalShow />, {
      dataProvider,
      resource: 'withdrawals',
      url: '/withdrawals/5/show',
      route: '/withdrawals/:id/show',
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' })
    await confirmWithReason(dialog, 'Reject', 'Реквізити не збігаються')
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 5,
      data: { status: 'REJECTED', reason: 'Реквізити не збігаються' },
    })
  })
})
