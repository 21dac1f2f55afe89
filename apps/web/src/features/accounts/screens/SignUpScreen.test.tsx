import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountFlowMessages, ageOn, minimumAgeMessage } from '@kobza/contract'
import { latestBirthDate } from '../signUpRules'
import { artist, fakeApi, jsonResponse, renderApp } from '../../../test/renderApp'

const heading = () => screen.findByRole('heading', { level: 1, name: 'Sign Up' })
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' })
const submit = () => screen.getByRole('button', { name: 'Sign up' })

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(/^Public name/), 'ДахаБраха')
  await user.type(field(/^Email/), 'band@kobza.ua')
  await user.type(field(/^Password/), 'Strong#123')
  await user.type(field(/^Repeat password/), 'Strong#123')
}

describe('sign up', () => {
  it('offers a date picker whose maximum and default are today minus 16 years', async () => {
    renderApp({ path: '/sign-up' })
    await heading()
    const date = field(/^Date of birth/)
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveAttribute('max', latestBirthDate())
    expect(date).toHaveValue(latestBirthDate())
    expect(ageOn(latestBirthDate(), new Date().toISOString().slice(0, 10))).toBeGreaterThanOrEqual(16)
  })

  it('links both agreements to the legal pages in a new tab, and sign in', async () => {
    renderApp({ path: '/sign-up' })
    await heading()
    for (const [name, href] of [
      [/Terms & Conditions/, '/terms-and-conditions'],
      [/Privacy Policy/, '/privacy-policy'],
    ] as const) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  })

  it('keeps Sign up disabled until both agreements are ticked and every password rule passes', async () => {
    const { user } = renderApp({ path: '/sign-up' })
    await heading()
    await fillValid(user)
    expect(submit()).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }))
    expect(submit()).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    expect(submit()).toBeEnabled()
    // Each rule alone can hold it back.
    for (const weak of ['Sg#1abc', 'strong#123', 'STRONG#123', 'Strong1234', 'Strong#abc']) {
      await user.clear(field(/^Password/))
      await user.type(field(/^Password/), weak)
      expect(submit(), weak).toBeDisabled()
    }
  })

  it('colours the checklist as the password is typed', async () => {
    const { user } = renderApp({ path: '/sign-up' })
    await heading()
    const checklist = screen.getByRole('list', { name: 'Password requirements' })
    const rule = (name: RegExp) => within(checklist).getByText(name).closest('li')
    await user.type(field(/^Password/), 'abc')
    expect(rule(/lowercase/)).toHaveAttribute('data-met', 'true')
    expect(rule(/uppercase/)).toHaveAttribute('data-met', 'false')
    await user.type(field(/^Password/), 'D')
    expect(rule(/uppercase/)).toHaveAttribute('data-met', 'true')
  })

  it('says which fields are missing, a malformed e-mail and a mismatch', async () => {
    const api = fakeApi()
    const { user } = renderApp({ path: '/sign-up', fetch: api })
    await heading()
    await user.clear(field(/^Date of birth/))
    await user.type(field(/^Password/), 'Strong#123')
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }))
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    await user.click(submit())
    // Public name, date of birth, e-mail and the repeated password.
    expect(screen.getAllByText('This field is required')).toHaveLength(4)
    await user.type(field(/^Email/), 'band@kobza')
    await user.type(field(/^Repeat password/), 'Strong#124')
    await user.click(submit())
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument()
    expect(screen.getByText('The passwords must match')).toBeInTheDocument()
    expect(api.calls).not.toContain('POST /api/v1/sign-up')
  })

  it('refuses a birth date under 16 with the contract message', async () => {
    const { user } = renderApp({ path: '/sign-up' })
    await heading()
    await fillValid(user)
    await user.clear(field(/^Date of birth/))
    await user.type(field(/^Date of birth/), `${new Date().getFullYear() - 10}-01-01`)
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }))
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    await user.click(submit())
    expect(screen.getByText(minimumAgeMessage)).toBeInTheDocument()
  })

  it('shows a refusal of the server in the error popup', async () => {
    const api = fakeApi({
      'POST /api/v1/sign-up': () =>
        jsonResponse(422, { errors: [{ message: accountFlowMessages.emailTaken, field: 'email' }] }),
    })
    const { user } = renderApp({ path: '/sign-up', fetch: api })
    await heading()
    await fillValid(user)
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }))
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    await user.click(submit())
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(accountFlowMessages.emailTaken)
  })

  it('signs an artist up and shows the artist-only add-post button', async () => {
    let sent: Record<string, unknown> = {}
    const api = fakeApi({
      'POST /api/v1/sign-up': (init) => {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>
        return jsonResponse(201, { ...artist, access_token: 'a', refresh_token: 'r' })
      },
    })
    const { user, location } = renderApp({ path: '/sign-up', fetch: api })
    await heading()
    await fillValid(user)
    await user.click(screen.getByRole('switch', { name: 'Sign up like artist' }))
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }))
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    await user.click(submit())
    await waitFor(() => expect(location.current?.pathname).toBe('/'))
    expect(sent).toMatchObject({ isArtist: true, email: 'band@kobza.ua', publicName: 'ДахаБраха' })
    // Both navigations are in the page (CSS shows one by width): each offers an artist Add post.
    expect(await screen.findAllByRole('button', { name: 'Add post' })).toHaveLength(2)
  })
})
