import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { AuditLogList } from './AuditLogList.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const entry = {
  id: 7,
  action: 'user.blocked',
  actorId: 2,
  targetUserId: 3,
  details: { reason: 'Spam' },
  createdAt: '2026-03-14T10:00:00.000Z',
}

describe('audit log list', () => {
  it("exports through the API's CSV endpoint with the list's filters and sort, not page by page", async () => {
    const exportAuditLog = vi.fn(async () => new Blob(['id\r\n7\r\n'], { type: 'text/csv' }))
    const getList = vi.fn(async () => ({ data: [entry], total: 1234 }))
    const createObjectURL = vi.fn(() => 'blob:audit')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderInConsole(<AuditLogList />, {
      // Only the list read and the export are reached from this page.
      dataProvider: { getList, exportAuditLog } as unknown as DataProvider,
      resource: 'audit-logs',
      url: '/audit-logs?filter=%7B%22action%22%3A%22user.blocked%22%7D',
    })
    expect(await screen.findByText('user.blocked')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(exportAuditLog).toHaveBeenCalledWith({
      filter: { action: 'user.blocked' },
      sort: { field: 'id', order: 'DESC' },
    })
    expect(createObjectURL).toHaveBeenCalledTimes(1)
  })
})
