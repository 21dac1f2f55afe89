import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { UserList } from './UserList.tsx'

const accounts = [
  {
    id: 12,
    publicName: 'Olena Artist',
    nickName: 'olena',
    email: 'olena@example.test',
    status: 'ACTIVE',
    authorities: ['ARTIST'],
    createdAt: '2026-03-14T10:00:00.000Z',
  },
  {
    id: 11,
    publicName: 'Taras Staff',
    nickName: 'taras',
    email: 'taras@example.test',
    status: 'BLOCKED',
    authorities: ['MODERATOR', 'JUDGE_HALL_OF_FAME'],
    createdAt: '2026-02-01T10:00:00.000Z',
  },
  {
    id: 10,
    publicName: 'Plain Fan',
    nickName: 'fan',
    email: 'fan@example.test',
    status: 'ACTIVE',
    authorities: [],
    createdAt: '2026-01-01T10:00:00.000Z',
  },
]

/** Answers getList for users the way the API's simple-rest endpoint does: authorities as strings. */
const fakeUsersApi = {
  getList: async () => ({ data: accounts, total: accounts.length }),
} as unknown as DataProvider // Only getList is reached by a list page.

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!

describe('users list', () => {
  it("shows each account's authorities as chips, and its status in words", async () => {
    renderInConsole(<UserList />, { dataProvider: fakeUsersApi, resource: 'users' })

    const artist = within(await rowOf('Olena Artist'))
    expect(artist.getByText('Artist').closest('.MuiChip-root')).not.toBeNull()
    expect(artist.getByText('Active')).toBeTruthy()
    expect(artist.getByText('olena@example.test').closest('a')?.getAttribute('href')).toBe('mailto:olena@example.test')
    expect(artist.getByText('olena')).toBeTruthy()

    const staff = within(await rowOf('Taras Staff'))
    const chips = staff.getAllByText(/^(Moderator|Hall of Fame judge)$/).map((label) => label.closest('.MuiChip-root'))
    expect(chips).toHaveLength(2)
    expect(chips.every(Boolean)).toBe(true)
    expect(staff.getByText('Blocked')).toBeTruthy()

    const fan = await rowOf('Plain Fan')
    expect(fan.querySelectorAll('.MuiChip-root')).toHaveLength(0)
  })

  it('labels the columns in the chosen language', async () => {
    renderInConsole(<UserList />, { dataProvider: fakeUsersApi, resource: 'users', locale: 'uk' })
    const header = (await screen.findByText('Повноваження')).closest('thead')!
    for (const label of ["Публічне ім'я", 'Нікнейм', 'Електронна пошта', 'Статус', 'Приєднався'])
      expect(within(header).getByText(label)).toBeTruthy()
    expect(within(await rowOf('Olena Artist')).getByText('Активний')).toBeTruthy()
  })
})
