import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { UserEdit } from './UserEdit.tsx'

const account = {
  id: 7,
  email: 'gone@example.test',
  publicName: 'Gone',
  nickName: 'gone',
  status: 'DELETED',
  authorities: ['ARTIST'],
}

/** The user edit page of account `id`, for a signed-in console user with these authorities. */
function renderUserEdit(
  dataProvider: DataProvider,
  { id, authorities, locale }: { id: number; authorities: string[]; locale?: string }
) {
  renderInConsole(<UserEdit />, {
    dataProvider,
    resource: 'users',
    locale,
    url: `/users/${id}`,
    // react-admin mounts edit pages at :id/* so the tabs can route.
    route: '/users/:id/*',
    authProvider: {
      checkAuth: async () => undefined,
      getPermissions: async () => authorities,
      login: async () => undefined,
      logout: async () => undefined,
      checkError: async () => undefined,
    },
  })
}

describe('user edit form', () => {
  it("checks the account against the contract's adminUserUpdate and offers no Delete", async () => {
    const updates: unknown[] = []
    const dataProvider = {
      getOne: async () => ({ data: account }),
      getManyReference: async () => ({ data: [], total: 0 }),
      update: async (_resource: string, { data }: { data: unknown }) => {
        updates.push(data)
        return { data: account }
      },
    } as unknown as DataProvider // An edit page reaches only these three.
    renderUserEdit(dataProvider, { id: 7, authorities: ['ADMIN'] })
    expect(await screen.findByDisplayValue('gone@example.test')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    // A deleted account's status is outside what the contract lets the console send.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hall of Fame judge' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Must be one of: ACTIVE, BLOCKED')).toBeTruthy())
    expect(updates).toEqual([])
  })
})

describe('user edit: blocking', () => {
  it('asks why before blocking an active account and sends the reason with the block', async () => {
    const active = { ...account, status: 'ACTIVE' }
    const updates: Array<Record<string, unknown>> = []
    const dataProvider = {
      getOne: async () => ({ data: active }),
      getManyReference: async () => ({ data: [], total: 0 }),
      update: async (_resource: string, { data }: { data: Record<string, unknown> }) => {
        updates.push(data)
        return { data: { ...active, status: 'BLOCKED' } }
      },
    } as unknown as DataProvider
    renderUserEdit(dataProvider, { id: 7, authorities: ['MODERATOR'] })
    expect(await screen.findByDisplayValue('gone@example.test')).toBeTruthy()
    expect(screen.queryByLabelText(/Why is the account blocked/)).toBeNull()
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Blocked' }))
    const reason = await screen.findByLabelText(/Why is the account blocked/)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Required')).toBeTruthy())
    expect(updates).toEqual([])
    await userEvent.type(reason, 'Спам у коментарях')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0]).toMatchObject({ status: 'BLOCKED', reason: 'Спам у коментарях' })
  })
})

describe('user edit: subscriptions and balance tabs', () => {
  const person = (id: number, nickName: string) => ({ id, nickName, email: `${nickName}@example.test` })
  const artistAccount = {
    ...account,
    id: 8,
    status: 'ACTIVE',
    email: 'singer@example.test',
    activeSubscribers: 2,
    balance: { available: 1234.5, held: 500, withdrawing: 100, fan: 75 },
  }
  const subscription = (id: number, fan: ReturnType<typeof person>, artist: ReturnType<typeof person>) => ({
    id,
    fanId: fan.id,
    fan,
    artistId: artist.id,
    artist,
    activeUntil: '2030-01-01T00:00:00.000Z',
    cancelledAt: null,
    active: true,
    cancelled: false,
    createdAt: '2029-12-01T00:00:00.000Z',
  })

  function renderAccount(locale = 'en') {
    const asked: Array<{ resource: string; target: string; id: unknown }> = []
    const dataProvider = {
      getOne: async () => ({ data: artistAccount }),
      getManyReference: async (resource: string, { target, id }: { target: string; id: unknown }) => {
        asked.push({ resource, target, id })
        if (resource !== 'subscriptions') return { data: [], total: 0 }
        return target === 'fanId'
          ? { data: [subscription(1, person(8, 'singer'), person(20, 'kobzar'))], total: 1 }
          : { data: [subscription(2, person(30, 'listener'), person(8, 'singer'))], total: 1 }
      },
      update: async () => ({ data: artistAccount }),
    } as unknown as DataProvider // An edit page reaches only these three.
    renderUserEdit(dataProvider, { id: 8, authorities: ['MODERATOR'], locale })
    return asked
  }

  it('lists whom the account subscribes to and who subscribes to it, with the active count', async () => {
    const asked = renderAccount()
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscriptions' }))
    expect(await screen.findByText('kobzar')).toBeTruthy()
    expect(await screen.findByText('listener')).toBeTruthy()
    expect(screen.getByText('Active subscribers: 2')).toBeTruthy()
    expect(screen.getByText('As fan: subscribed to')).toBeTruthy()
    expect(asked).toEqual(
      expect.arrayContaining([
        { resource: 'subscriptions', target: 'fanId', id: 8 },
        { resource: 'subscriptions', target: 'artistId', id: 8 },
      ])
    )
  })

  it('shows the balance: available, held, withdrawing and the fan balance, in Ukrainian too', async () => {
    renderAccount('uk')
    await userEvent.click(await screen.findByRole('tab', { name: 'Баланс' }))
    expect(await screen.findByText('Доступно до виведення')).toBeTruthy()
    expect(screen.getByText('Заморожено за привітання')).toBeTruthy()
    expect(screen.getByText('Запитано до виведення')).toBeTruthy()
    expect(screen.getByText('Баланс фана (повернення)')).toBeTruthy()
    // Formatted by the console's language (not the browser's English): '1 234,50 ₴'.
    const amounts = screen.getAllByText(/₴/).map((node) => (node.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))
    expect(amounts).toEqual(['1 234,50 ₴', '500,00 ₴', '100,00 ₴', '75,00 ₴'])
  })
})
