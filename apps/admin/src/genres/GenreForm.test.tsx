import { describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Create, Edit, type DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { confirmWithReason } from '../test/confirmWithReason.ts'
import { GenreForm } from './GenreForm.tsx'

function renderCreate(locale = 'en') {
  const created: unknown[] = []
  const dataProvider = {
    create: async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      created.push(data)
      return { data: { ...data, id: 99 } }
    },
  } as unknown as DataProvider // A create form reaches only create().
  renderInConsole(
    <Create redirect={false}>
      <GenreForm />
    </Create>,
    { dataProvider, resource: 'genres', locale }
  )
  return created
}

describe('genre form', () => {
  it("refuses what the contract's adminGenreInput refuses, with its limits", async () => {
    const created = renderCreate()
    await userEvent.type(await screen.findByLabelText('Code'), 'lower case')
    await userEvent.type(screen.getByLabelText('Name'), 'x'.repeat(61))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Code must be 2–40 capital letters, digits or underscores')).toBeTruthy()
    expect(screen.getByText('Must be 60 characters or less')).toBeTruthy()
    // The Ukrainian label is required on create, like the API's adminGenreInput.
    expect(screen.getByText('Required')).toBeTruthy()
    expect(created).toEqual([])
  })

  it('translates the messages into Ukrainian', async () => {
    renderCreate('uk')
    await userEvent.type(await screen.findByLabelText('Код'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText(/^Код: 2–40 великих латинських літер/)).toBeTruthy()
    // Both names, English and Ukrainian, are required.
    expect(screen.getAllByText("Обов'язкове поле")).toHaveLength(2)
  })

  it('sends a valid genre', async () => {
    const created = renderCreate()
    await userEvent.type(await screen.findByLabelText('Code'), 'DARK_FOLK')
    await userEvent.type(screen.getByLabelText('Name'), 'Dark folk')
    await userEvent.type(screen.getByLabelText('Ukrainian name'), 'Темний фолк')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(created).toEqual([
        expect.objectContaining({ code: 'DARK_FOLK', name: 'Dark folk', nameUk: 'Темний фолк', position: 0 }),
      ])
    )
  })

  it('deletes a genre only after a confirmation with the reason; a built-in genre offers no Delete', async () => {
    const genre = { id: 7, code: 'DARK_FOLK', name: 'Dark folk', nameUk: 'Темний фолк', position: 0 }
    const remove = vi.fn().mockResolvedValue({ data: genre })
    const dataProvider = {
      getOne: vi.fn().mockResolvedValue({ data: genre }),
      delete: remove,
    } as unknown as DataProvider
    const edit = (
      <Edit mutationMode="pessimistic">
        <GenreForm editing />
      </Edit>
    )
    renderInConsole(edit, { dataProvider, resource: 'genres', url: '/genres/7', route: '/genres/:id' })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' })
    await confirmWithReason(dialog, 'Delete', 'Дубль фолку')
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1))
    expect(remove.mock.calls[0]![1]).toMatchObject({ id: 7, meta: { reason: 'Дубль фолку' } })
    cleanup()

    const pop = { ...genre, id: 1, code: 'POP' }
    const builtIn = { getOne: vi.fn().mockResolvedValue({ data: pop }) } as unknown as DataProvider
    renderInConsole(edit, { dataProvider: builtIn, resource: 'genres', url: '/genres/1', route: '/genres/:id' })
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })
})
