import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { testDataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { OpenReportsIcon, openReportsRefreshMs } from './OpenReportsIcon.tsx'

describe('open reports badge', () => {
  afterEach(() => vi.useRealTimers())

  it('counts the open reports and follows new ones without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const getList = vi.fn().mockResolvedValueOnce({ data: [], total: 3 }).mockResolvedValue({ data: [], total: 4 })
    renderInConsole(<OpenReportsIcon />, { dataProvider: testDataProvider({ getList }) })
    expect(await screen.findByLabelText('Open reports: 3')).toBeTruthy()
    expect(getList).toHaveBeenCalledWith(
      'reports',
      expect.objectContaining({ filter: { status: 'OPEN' }, pagination: { page: 1, perPage: 1 } })
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(openReportsRefreshMs)
    })
    expect(await screen.findByLabelText('Open reports: 4')).toBeTruthy()
  })
})
