import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storageKeys } from '@kobza/api-client'
import { accountFlowMessages } from '@kobza/contract'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { fanAccount } from '../testing/fakes'

const heading = () => screen.findByRole('heading', { level: 1, name: 'Settings' })
const panel = (name: string) => screen.getByRole('region', { name })
const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>
const loginAnswer = (access: string) => ({ ...fan, access_token: access, refresh_token: `r-${access}` })

describe('settings: account', () => {
  it('shows the e-mail and one waiting for confirmation', async () => {
    const api = fakeApi({
      'GET /api/v1/account': () => jsonResponse(200, { ...fanAccount, pendingEmail: 'new@kobza.ua' }),
    })
    renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    expect(await screen.findByText('fan@kobza.ua')).toBeInTheDocument()
    expect(screen.getByText(/Waiting for confirmation: new@kobza.ua/)).toBeInTheDocument()
    expect(within(panel('Language')).getByRole('combobox', { name: 'Language' })).toBeInTheDocument()
  })

  it('confirms the e-mail change of a mailed link, shows the new address and strips the token', async () => {
    let confirmations = 0
    let email = 'fan@kobza.ua'
    const api = fakeApi({
      'POST /api/v1/account/email/confirm/tok-1': () => {
        confirmations += 1
        email = 'new@kobza.ua'
        return jsonResponse(200, { email })
      },
      'GET /api/v1/account': () => jsonResponse(200, { ...fanAccount, email }),
    })
    const { location } = renderApp({ path: '/settings?emailToken=tok-1&x=1', user: fan, fetch: api })
    await heading()
    expect(await screen.findByText('Your e-mail address is now new@kobza.ua')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('account-email')).toHaveTextContent('new@kobza.ua'))
    expect(location.current?.search).toBe('?x=1')
    expect(confirmations).toBe(1)
  })

  it('shows a used confirmation link in the error popup', async () => {
    const api = fakeApi({
      'POST /api/v1/account/email/confirm/used': () =>
        jsonResponse(400, { errors: [{ message: accountFlowMessages.emailChangeInvalid }] }),
    })
    const { location } = renderApp({ path: '/settings?emailToken=used', user: fan, fetch: api })
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(accountFlowMessages.emailChangeInvalid)
    expect(location.current?.search).toBe('')
  })
})

describe('settings: change password', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], current: string, next: string, repeat = next) => {
    const form = panel('Change password')
    await user.type(within(form).getByLabelText(/^Current password/), current)
    await user.type(within(form).getByLabelText(/^New password/), next)
    await user.type(within(form).getByLabelText(/^Repeat new password/), repeat)
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
  }

  it('checks the fields before calling the server', async () => {
    const api = fakeApi()
    const { user } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    const form = panel('Change password')
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(within(form).getAllByText('This field is required')).toHaveLength(3)
    await fill(user, 'Old#1234', 'weakpass', 'other')
    expect(within(form).getByText('The new password must meet every requirement below')).toBeInTheDocument()
    expect(within(form).getByText('The passwords must match')).toBeInTheDocument()
    expect(api.calls).not.toContain('PATCH /api/v1/account/password')
  })

  it('changes the password and signs in again with it, the server having ended every session', async () => {
    const sent: Record<string, unknown>[] = []
    const api = fakeApi({
      'PATCH /api/v1/account/password': (init) => {
        sent.push(body(init))
        return jsonResponse(200, { message: accountFlowMessages.passwordChanged })
      },
      'POST /api/v1/login': (init) => {
        sent.push(body(init))
        return jsonResponse(200, loginAnswer('after-change'))
      },
    })
    const { user, location } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    await screen.findByText('fan@kobza.ua')
    await fill(user, 'Old#1234', 'Newer#5678')
    expect(await screen.findByText('Password successfully changed')).toBeInTheDocument()
    expect(sent).toEqual([
      { currentPassword: 'Old#1234', newPassword: 'Newer#5678' },
      { username: 'fan@kobza.ua', password: 'Newer#5678' },
    ])
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('after-change')
    expect(location.current?.pathname).toBe('/settings')
    expect(within(panel('Change password')).getByLabelText(/^New password/)).toHaveValue('')
  })

  it('sends the user to sign in when signing in again fails', async () => {
    const api = fakeApi({
      'PATCH /api/v1/account/password': () => jsonResponse(200, { message: accountFlowMessages.passwordChanged }),
      'POST /api/v1/login': () => jsonResponse(429, { errors: [{ message: 'Too many requests' }] }),
    })
    const { user, location } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    await screen.findByText('fan@kobza.ua')
    await fill(user, 'Old#1234', 'Newer#5678')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByText('Password successfully changed. Sign in with your new password.')).toBeInTheDocument()
    expect(location.current?.state).toEqual({ from: '/settings' })
    expect(localStorage.getItem(storageKeys.loggedIn)).toBeNull()
    // The sessions were already ended by the server: no logout call.
    expect(api.calls.some((call) => call.includes('/login/logout/'))).toBe(false)
  })

  it('shows a wrong current password in the error popup', async () => {
    const api = fakeApi({
      'PATCH /api/v1/account/password': () =>
        jsonResponse(422, { errors: [{ message: accountFlowMessages.wrongPassword, field: 'currentPassword' }] }),
    })
    const { user } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    await fill(user, 'Wrong#1234', 'Newer#5678')
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(accountFlowMessages.wrongPassword)
    expect(api.calls).not.toContain('POST /api/v1/login')
  })
})

describe('settings: change e-mail', () => {
  it('validates, sends the new address with the password and shows the pending address', async () => {
    let pendingEmail: string | null = null
    const sent: Record<string, unknown>[] = []
    const api = fakeApi({
      'POST /api/v1/account/email': (init) => {
        sent.push(body(init))
        pendingEmail = 'new@kobza.ua'
        return jsonResponse(200, { message: accountFlowMessages.emailChangeSent })
      },
      'GET /api/v1/account': () => jsonResponse(200, { ...fanAccount, pendingEmail }),
    })
    const { user } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    const form = panel('Change e-mail')
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }))
    expect(within(form).getByText('Email is required')).toBeInTheDocument()
    expect(within(form).getByText('This field is required')).toBeInTheDocument()
    await user.type(within(form).getByLabelText(/^New e-mail/), 'new@kobza')
    await user.type(within(form).getByLabelText(/^Current password/), 'Secret#123')
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }))
    expect(within(form).getByText('Enter a valid e-mail address')).toBeInTheDocument()
    await user.type(within(form).getByLabelText(/^New e-mail/), '.ua')
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }))
    expect(await within(form).findByText(accountFlowMessages.emailChangeSent)).toBeInTheDocument()
    expect(sent).toEqual([{ email: 'new@kobza.ua', password: 'Secret#123' }])
    expect(await screen.findByText(/Waiting for confirmation: new@kobza.ua/)).toBeInTheDocument()
  })
})

describe('settings: delete account', () => {
  it('explains what happens, asks for the password and answers a wrong one inside the popup', async () => {
    const api = fakeApi({
      'DELETE /api/v1/account': () =>
        jsonResponse(422, { errors: [{ message: accountFlowMessages.wrongPassword, field: 'password' }] }),
    })
    const { user } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    expect(within(panel('Delete account')).getByText(/removed at once/)).toBeInTheDocument()
    await user.click(within(panel('Delete account')).getByRole('button', { name: 'Delete account' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    expect(within(popup).getByLabelText(/Enter your password/)).toHaveFocus()
    await user.click(within(popup).getByRole('button', { name: 'Delete for good' }))
    expect(within(popup).getByText('This field is required')).toBeInTheDocument()
    await user.type(within(popup).getByLabelText(/Enter your password/), 'Wrong#123')
    await user.click(within(popup).getByRole('button', { name: 'Delete for good' }))
    expect(await within(popup).findByText(accountFlowMessages.wrongPassword)).toBeInTheDocument()
    // Only the popup's own message: no error popup stacked on it.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(localStorage.getItem(storageKeys.loggedIn)).toBe('true')
  })

  it('deletes the account, forgets the session and goes home', async () => {
    let sent: unknown
    const api = fakeApi({
      'DELETE /api/v1/account': (init) => {
        sent = body(init)
        return new Response(null, { status: 204 })
      },
    })
    const { user, location } = renderApp({ path: '/settings', user: fan, fetch: api })
    await heading()
    await user.click(within(panel('Delete account')).getByRole('button', { name: 'Delete account' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await user.type(within(popup).getByLabelText(/Enter your password/), 'Secret#123{Enter}')
    await waitFor(() => expect(location.current?.pathname).toBe('/'))
    expect(sent).toEqual({ password: 'Secret#123' })
    // The session is forgotten as the screen unmounts, just after the navigation.
    await waitFor(() => expect(localStorage.getItem(storageKeys.loggedIn)).toBeNull())
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument()
    expect(api.calls.some((call) => call.includes('/login/logout/'))).toBe(false)
  })
})
