import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountFlowMessages } from '@kobza/contract'
import { fakeApi, jsonResponse, renderApp } from '../../../test/renderApp'

const heading = () => screen.findByRole('heading', { level: 1, name: 'Reset password' })

describe('reset password without a token: the e-mail form', () => {
  it.each(['/reset-password', '/password/reset'])('%s asks for the e-mail', async (path) => {
    renderApp({ path })
    await heading()
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email')
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument()
  })

  it('requires an e-mail of a valid format before calling the server', async () => {
    const api = fakeApi()
    const { user } = renderApp({ path: '/reset-password', fetch: api })
    await heading()
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Email/), 'fan@kobza')
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument()
    expect(api.calls).not.toContain('POST /api/v1/login/password/reset')
  })

  it('sends the address and says a link is on its way, with Done leading to sign in', async () => {
    let sent: unknown
    const api = fakeApi({
      'POST /api/v1/login/password/reset': (init) => {
        sent = JSON.parse(String(init.body))
        return jsonResponse(200, { message: accountFlowMessages.resetSent })
      },
    })
    const { user } = renderApp({ path: '/reset-password', fetch: api })
    await heading()
    await user.type(screen.getByLabelText(/^Email/), ' fan@kobza.ua ')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText(accountFlowMessages.resetSent)).toBeInTheDocument()
    expect(sent).toEqual({ email: 'fan@kobza.ua' })
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/sign-in')
  })

  it('shows a refusal (rate limit) in the error popup', async () => {
    const api = fakeApi({
      'POST /api/v1/login/password/reset': () =>
        jsonResponse(429, { errors: [{ message: 'Too many requests. Please try again later' }] }),
    })
    const { user } = renderApp({ path: '/reset-password', fetch: api })
    await heading()
    await user.type(screen.getByLabelText(/^Email/), 'fan@kobza.ua')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Too many requests. Please try again later')
    expect(screen.queryByText(accountFlowMessages.resetSent)).not.toBeInTheDocument()
  })
})

describe('reset password with a token: the new-password form', () => {
  const newPassword = () => screen.getByLabelText(/^New password/)
  const repeat = () => screen.getByLabelText(/^Repeat password/)
  const submit = () => screen.getByRole('button', { name: 'Change password' })

  it.each(['/reset-password?token=t-1', '/password/reset?token=t-1'])('%s asks for the new password', async (path) => {
    renderApp({ path })
    await heading()
    expect(newPassword()).toHaveAttribute('type', 'password')
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument()
  })

  it('requires both fields and a matching repeat', async () => {
    const api = fakeApi()
    const { user } = renderApp({ path: '/reset-password?token=t-1', fetch: api })
    await heading()
    await user.click(submit())
    expect(await screen.findAllByText('This field is required')).toHaveLength(2)
    await user.type(newPassword(), 'Strong#123')
    await user.type(repeat(), 'Strong#124')
    await user.click(submit())
    expect(await screen.findByText('The passwords must match')).toBeInTheDocument()
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([])
  })

  it('shows the live checklist without letting it block the submit; the server has the last word', async () => {
    const api = fakeApi({
      'POST /api/v1/login/password/reset/confirm/t-1': () =>
        jsonResponse(422, { errors: [{ message: 'Password needs: a symbol', field: 'password' }] }),
    })
    const { user } = renderApp({ path: '/reset-password?token=t-1', fetch: api })
    await heading()
    const checklist = screen.getByRole('list', { name: 'Password requirements' })
    await user.type(newPassword(), 'weakpass1')
    await user.type(repeat(), 'weakpass1')
    expect(within(checklist).getByText('8 or more characters').closest('li')).toHaveAttribute('data-met', 'true')
    expect(
      within(checklist)
        .getByText(/A symbol/)
        .closest('li')
    ).toHaveAttribute('data-met', 'false')
    expect(submit()).toBeEnabled()
    await user.click(submit())
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Password needs: a symbol')
    expect(api.calls).toContain('POST /api/v1/login/password/reset/confirm/t-1')
  })

  it('sends the token and the password, then offers to sign in', async () => {
    let sent: unknown
    let headers: Record<string, string> = {}
    const api = fakeApi({
      'POST /api/v1/login/password/reset/confirm/a%2Fb': (init) => {
        sent = JSON.parse(String(init.body))
        headers = init.headers as Record<string, string>
        return jsonResponse(200, { message: accountFlowMessages.passwordChanged })
      },
    })
    const { user } = renderApp({ path: '/reset-password?token=a%2Fb', fetch: api })
    await heading()
    await user.type(newPassword(), 'Strong#123')
    await user.type(repeat(), 'Strong#123')
    await user.click(submit())
    expect(await screen.findByRole('heading', { name: 'Password successfully changed' })).toBeInTheDocument()
    expect(sent).toEqual({ password: 'Strong#123' })
    // The link is the proof: no stale bearer token travels with it.
    expect(headers.Authorization).toBeUndefined()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  })

  it('shows an expired or used link in the error popup', async () => {
    const api = fakeApi({
      'POST /api/v1/login/password/reset/confirm/old': () =>
        jsonResponse(400, { errors: [{ message: accountFlowMessages.resetInvalid }] }),
    })
    const { user } = renderApp({ path: '/password/reset?token=old', fetch: api })
    await heading()
    await user.type(newPassword(), 'Strong#123')
    await user.type(repeat(), 'Strong#123')
    await user.click(submit())
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(accountFlowMessages.resetInvalid)
    await waitFor(() => expect(submit()).toBeEnabled())
  })
})
