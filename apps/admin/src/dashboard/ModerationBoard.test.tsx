import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { confirmWithReason } from '../test/confirmWithReason.ts'
import { AdminContext, testDataProvider } from 'react-admin'
import type { AdminDashboard, AdminReport } from '@kobza/contract'
import { createI18nProvider } from '../i18n/i18nProvider.ts'
import { ModerationBoard } from './ModerationBoard.tsx'

const report: AdminReport = {
  id: 7,
  targetKind: 'POST',
  targetId: '42',
  reason: 'Спам у дописі',
  category: 'SPAM',
  status: 'OPEN',
  reporterId: 3,
  targetUserId: 5,
  preview: { messageType: 'MESSAGE', context: 'Купуйте підписників', hidden: false },
  resolution: null,
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
}

const figures: AdminDashboard = {
  openReports: 1,
  legendsAwaitingReview: 2,
  ordersPastDeadline: 3,
  withdrawalsToApprove: 4,
  days: [
    { day: '2026-11-22', signUps: 5, revenue: 100 },
    { day: '2026-11-23', signUps: 2, revenue: 0 },
  ],
}

describe('moderation board', () => {
  it('shows the queues, and hides a reported post only after a confirmation with a reason, in one PUT', async () => {
    const update = vi.fn().mockResolvedValue({ data: { ...report, status: 'RESOLVED' } })
    const dataProvider = testDataProvider({
      getList: vi.fn().mockResolvedValue({ data: [report], total: 1 }),
      update,
    })
    Object.assign(dataProvider, { dashboard: vi.fn().mockResolvedValue(figures) })
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <ModerationBoard />
      </AdminContext>
    )
    expect((await screen.findByLabelText('Legends awaiting review')).textContent).toBe('2')
    expect(screen.getByLabelText('Withdrawals to approve').textContent).toBe('4')
    expect(screen.getByRole('img', { name: 'Sign-ups' }).querySelectorAll('rect')).toHaveLength(2)
    const queue = screen.getByRole('list', { name: 'Open reports' })
    const item = within(queue).getByText('Купуйте підписників').closest('li')!
    await userEvent.click(within(item).getByRole('button', { name: 'Hide content' }))
    // One click only asks: nothing is sent, and cancelling sends nothing either.
    let dialog = await screen.findByRole('dialog', { name: 'Hide the content?' })
    expect(update).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(update).not.toHaveBeenCalled()

    await userEvent.click(within(item).getByRole('button', { name: 'Hide content' }))
    dialog = await screen.findByRole('dialog', { name: 'Hide the content?' })
    await confirmWithReason(dialog, 'Hide content', '  Реклама накруток  ')
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(update.mock.calls[0]![0]).toBe('reports')
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 7, data: { action: 'HIDE', note: 'Реклама накруток' } })
  })
})
