import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AuthProvider } from 'react-admin'
import { renderInConsole } from './test/renderInConsole.tsx'
import { LoginPage } from './LoginPage.tsx'
import { languageStorageKey } from './i18n/language.ts'

const signedOut: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(new Error('Not signed in')),
  checkError: async () => undefined,
  getPermissions: async () => [],
}

/** The MUI FormControl around an input: it carries the full-width class. */
const controlOf = (input: HTMLElement) => input.closest('.MuiFormControl-root')!

beforeEach(() => localStorage.clear())

describe('console sign-in page', () => {
  it('asks for Email and Password in two full-width fields', async () => {
    renderInConsole(<LoginPage />, { authProvider: signedOut })
    const email = await screen.findByLabelText('Email')
    const password = screen.getByLabelText('Password', { selector: 'input' })
    expect(email.getAttribute('name')).toBe('username')
    expect(email.getAttribute('type')).toBe('email')
    expect(password.getAttribute('name')).toBe('password')
    for (const input of [email, password]) {
      expect(controlOf(input).classList.contains('MuiFormControl-fullWidth')).toBe(true)
      expect(input.closest('.MuiInputBase-root')!.classList.contains('MuiInputBase-fullWidth')).toBe(true)
    }
    const small = [email, password].map((input) =>
      input.closest('.MuiInputBase-root')!.classList.contains('MuiInputBase-sizeSmall')
    )
    expect(small).toEqual([false, false])
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it("refuses empty fields with the contract's rules, in the chosen language", async () => {
    renderInConsole(<LoginPage />, { authProvider: signedOut })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findAllByText('Required')).toHaveLength(2)
  })

  it('switches to Ukrainian and back, relabelling the fields and remembering the choice', async () => {
    renderInConsole(<LoginPage />, { authProvider: signedOut })
    await userEvent.click(await screen.findByRole('button', { name: 'English' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Українська' }))
    expect(await screen.findByLabelText('Електронна пошта')).toBeTruthy()
    expect(screen.getByLabelText('Пароль', { selector: 'input' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeTruthy()
    await waitFor(() => expect(localStorage.getItem(languageStorageKey)).toBe('uk'))

    await userEvent.click(screen.getByRole('button', { name: 'Українська' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(await screen.findByLabelText('Email')).toBeTruthy()
    await waitFor(() => expect(localStorage.getItem(languageStorageKey)).toBe('en'))
  })
})
