import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { UserEdit } from './UserEdit.tsx'

afterEach(cleanup)

const account = {
  id: 7,
  email: 'gone@example.test',
  publicName: 'Gone',
  nickName: 'gone',
  status: 'DELETED',
  authorities: ['ARTIST'],
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
    const signedInAdmin = { checkAuth: async () => undefined, getPermissions: async () => ['ADMIN'] }
    renderInConsole(<UserEdit />, {
      dataProvider,
      resource: 'users',
      url: '/users/7',
      // react-admin mounts edit pages at :id/* so the tabs can route.
      route: '/users/:id/*',
      authProvider: {
        ...signedInAdmin,
        login: async () => undefined,
        logout: async () => undefined,
        checkError: async () => undefined,
      },
    })
    expect(await screen.findByDisplayValue('gone@example.test')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    // A deleted account's status is outside what the contract lets the console send.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'JUDGE_HALL_OF_FAME' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Must be one of: ACTIVE, BLOCKED')).toBeTruthy())
    expect(updates).toEqual([])
  })
})
