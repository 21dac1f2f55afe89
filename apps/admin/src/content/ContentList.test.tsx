import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import type { AdminContent } from '@kobza/contract'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { confirmWithReason } from '../test/confirmWithReason.ts'
import { ContentList } from './ContentList.tsx'

const post: AdminContent = {
  id: 11,
  authorId: 4,
  type: 'PUBLIC',
  text: 'Купуйте підписників',
  parentId: null,
  reportCount: 2,
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
}

describe('content list', () => {
  it('deletes a post only after a confirmation with the reason, which goes with the delete', async () => {
    const remove = vi.fn().mockResolvedValue({ data: post })
    const dataProvider = {
      getList: vi.fn().mockResolvedValue({ data: [post], total: 1 }),
      getMany: vi.fn().mockResolvedValue({ data: [{ id: 4, email: 'artist@kobza.local' }] }),
      delete: remove,
    } as unknown as DataProvider
    renderInConsole(<ContentList resource="posts" />, { dataProvider, resource: 'posts' })
    const row = (await screen.findByText('Купуйте підписників')).closest('tr')!
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' })
    expect(remove).not.toHaveBeenCalled()
    await confirmWithReason(dialog, 'Delete', 'Шахрайська реклама')
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1))
    expect(remove.mock.calls[0]![0]).toBe('posts')
    expect(remove.mock.calls[0]![1]).toMatchObject({ id: 11, meta: { reason: 'Шахрайська реклама' } })
  })
})
