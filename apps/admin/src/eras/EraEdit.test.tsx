import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { EraEdit } from './EraEdit.tsx'

const era = { id: 3, code: 'NINETIES', name: '90s era', nameUk: 'Епоха 90-х', position: 2 }

function renderEdit(locale = 'en') {
  const updates: unknown[] = []
  const dataProvider = {
    getOne: async () => ({ data: era }),
    update: async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      updates.push(data)
      return { data: { ...era, ...data } }
    },
  } as unknown as DataProvider // An edit page reaches only these two.
  renderInConsole(<EraEdit />, { dataProvider, resource: 'eras', url: '/eras/3', route: '/eras/:id/*', locale })
  return updates
}

describe('era edit form', () => {
  it("refuses what the contract's adminEraUpdate refuses, shows the code read-only and offers no Delete", async () => {
    const updates = renderEdit()
    const ukrainian = await screen.findByLabelText('Ukrainian name')
    expect((screen.getByLabelText('Code') as HTMLInputElement).readOnly).toBe(true)
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    await userEvent.clear(ukrainian)
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.type(screen.getByLabelText('Name'), 'x'.repeat(61))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Required')).toBeTruthy()
    expect(screen.getByText('Must be 60 characters or less')).toBeTruthy()
    expect(updates).toEqual([])
  })

  it('sends the edited labels', async () => {
    const updates = renderEdit()
    const ukrainian = await screen.findByLabelText('Ukrainian name')
    await userEvent.clear(ukrainian)
    await userEvent.type(ukrainian, 'Дев’яності')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ code: 'NINETIES', nameUk: 'Дев’яності', name: '90s era' })])
    )
  })

  it('is in Ukrainian', async () => {
    renderEdit('uk')
    expect(await screen.findByLabelText('Назва українською')).toBeTruthy()
    expect(screen.getByText('Коди епох незмінні: за ними фільтрують ринки та Зала слави')).toBeTruthy()
  })
})
