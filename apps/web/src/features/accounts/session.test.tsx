import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storageKeys } from '@kobza/api-client'
import { fakeApi, fan, jsonResponse, renderApp } from '../../test/renderApp'

const loginAnswer = { ...fan, access_token: 'a-1', refresh_token: 'r-1' }

describe('sign in', () => {
  it('signs in, stores the session and returns to the page the guard came from', async () => {
    const api = fakeApi({ 'POST /api/v1/login': () => jsonResponse(200, loginAnswer) })
    const { user, location } = renderApp({ path: '/chat', fetch: api })
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await user.type(screen.getByLabelText('Email'), 'fan@kobza.ua')
    await user.type(screen.getByLabelText('Password'), 'Secret#123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(location.current?.pathname).toBe('/chat'))
    expect(localStorage.getItem(storageKeys.loggedIn)).toBe('true')
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({ nickName: 'listener' })
  })

  it('tells a visitor sent from a profile why, and returns to the profile after signing in', async () => {
    const api = fakeApi({ 'POST /api/v1/login': () => jsonResponse(200, loginAnswer) })
    const { user, location } = renderApp({ path: '/profile/dakhabrakha', fetch: api, language: 'uk' })
    await screen.findByRole('heading', { level: 1, name: 'Вхід' })
    expect(
      screen.getByText('Профіль @dakhabrakha відкритий для учасників: увійдіть, і ви повернетеся до нього.')
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Ел. пошта'), 'fan@kobza.ua')
    await user.type(screen.getByLabelText('Пароль'), 'Secret#123')
    await user.click(screen.getByRole('button', { name: 'Увійти' }))
    await waitFor(() => expect(location.current?.pathname).toBe('/profile/dakhabrakha'))
  })

  it('says nothing of the kind on a sign-in page opened directly', async () => {
    renderApp({ path: '/sign-in' })
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    expect(screen.queryByText(/open to members/)).not.toBeInTheDocument()
  })

  it('shows the first server error in the error popup', async () => {
    const api = fakeApi({
      'POST /api/v1/login': () =>
        jsonResponse(401, { errors: [{ message: 'Wrong e-mail or password' }, { message: 'second' }] }),
    })
    const { user } = renderApp({ path: '/sign-in', fetch: api })
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await user.type(screen.getByLabelText('Email'), 'fan@kobza.ua')
    await user.type(screen.getByLabelText('Password'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const popup = await screen.findByRole('alertdialog')
    expect(popup).toHaveTextContent('Wrong e-mail or password')
    expect(popup).not.toHaveTextContent('second')
    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('toggles the password visibility', async () => {
    const { user } = renderApp({ path: '/sign-in' })
    const password = await screen.findByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password')
  })
})

describe('sign up', () => {
  it('enables Sign up only with both agreements and a strong password, then signs in', async () => {
    let sent: unknown
    const api = fakeApi({
      'POST /api/v1/sign-up': (init) => {
        sent = JSON.parse(String(init.body))
        return jsonResponse(201, loginAnswer)
      },
    })
    const { user, location } = renderApp({ path: '/sign-up', fetch: api })
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' })
    const submit = screen.getByRole('button', { name: 'Sign up' })
    await user.type(screen.getByLabelText(/Public name/), 'Оксана')
    await user.type(screen.getByLabelText(/^Email/), 'fan@kobza.ua')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'weak')
    await user.type(screen.getByLabelText(/Repeat password/), 'weak')
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }))
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    expect(submit).toBeDisabled()
    await user.clear(screen.getByLabelText(/^Password/, { selector: 'input' }))
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Strong#123')
    expect(submit).toBeEnabled()
    await user.click(submit)
    expect(await screen.findByText('The passwords must match')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/Repeat password/))
    await user.type(screen.getByLabelText(/Repeat password/), 'Strong#123')
    await user.click(submit)
    await waitFor(() => expect(location.current?.pathname).toBe('/'))
    expect(api.calls).toContain('POST /api/v1/sign-up')
    expect(sent).toMatchObject({ email: 'fan@kobza.ua', password: 'Strong#123', publicName: 'Оксана', isArtist: false })
    expect(sent).toHaveProperty('dateOfBirth', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/))
    expect(localStorage.getItem(storageKeys.loggedIn)).toBe('true')
  })
})

describe('session expiry', () => {
  it('goes to /sign-in when a refresh fails, keeping the front-end version', async () => {
    const api = fakeApi({
      'POST /api/v1/login/token/refresh': () => jsonResponse(401, { errors: [{ message: 'Expired' }] }),
      '/api/v1/contents': () => jsonResponse(401, { errors: [{ message: 'Unauthorized' }] }),
    })
    const { services, location } = renderApp({ path: '/chat', user: fan, fetch: api })
    localStorage.setItem(storageKeys.frontendVersion, '1.2.3')
    await screen.findByRole('heading', { level: 1, name: 'Chat' })
    await act(async () => {
      await services.client.get('/api/v1/contents').catch(() => undefined)
    })
    await waitFor(() => expect(location.current?.pathname).toBe('/sign-in'))
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
    expect(localStorage.getItem(storageKeys.frontendVersion)).toBe('1.2.3')
    // The expiry is not an error to show: no popup.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('follows a sign-out in another tab', async () => {
    renderApp({ path: '/settings', user: fan })
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    act(() => {
      localStorage.removeItem(storageKeys.loggedIn)
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.loggedIn }))
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument()
  })
})
