import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { createApiClient } from '@kobza/api-client'
import { AppProviders } from '../../app/AppProviders'
import { createServices } from '../../app/createServices'
import { createI18n } from '../i18n/i18n'
import { fakeApi, fan, jsonResponse, storeSession } from '../../test/renderApp'
import { ReportButton, type ReportButtonProps } from './ReportButton'

function renderButton(props: ReportButtonProps, { signedIn = true, answer = 201 } = {}) {
  localStorage.clear()
  storeSession(signedIn ? fan : null)
  const bodies: unknown[] = []
  const api = fakeApi({
    'POST /api/v1/reports': async (init) => {
      bodies.push(JSON.parse(String(init.body)))
      return answer === 201
        ? jsonResponse(201, { id: 1, status: 'OPEN', message: 'Thank you. Moderators will look at it.' })
        : jsonResponse(409, { errors: [{ message: 'You have already reported this' }] })
    },
  })
  const client = createApiClient({ baseUrl: 'http://kobza.test', storage: localStorage, fetch: api })
  const services = createServices({ client, i18n: createI18n('en') })
  render(
    <AppProviders services={services}>
      <MemoryRouter>
        <ReportButton {...props} />
      </MemoryRouter>
    </AppProviders>
  )
  return { bodies, user: userEvent.setup() }
}

describe('the Report entry', () => {
  it('sends the chosen reason and the reporter’s words, then thanks them', async () => {
    const { bodies, user } = renderButton({ targetKind: 'POST', targetId: 42 })
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    await screen.findByRole('dialog', { name: 'Report a post' })
    await user.selectOptions(screen.getByLabelText('Reason'), 'HATE')
    await user.type(screen.getByLabelText('What is wrong (optional)'), 'Мова ворожнечі')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Thank you. Moderators will look at it.')).toBeTruthy()
    expect(bodies).toEqual([{ targetKind: 'POST', targetId: 42, category: 'HATE', reason: 'Мова ворожнечі' }])
  })

  it('closes, and opens again as a new form', async () => {
    const { user } = renderButton({ targetKind: 'POST', targetId: 42 })
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    await screen.findByRole('dialog', { name: 'Report a post' })
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    await screen.findByText('Thank you. Moderators will look at it.')
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!)
    expect(screen.queryByRole('dialog', { name: 'Report a post' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Report' }))
    await screen.findByRole('dialog', { name: 'Report a post' })
    expect(screen.queryByText('Thank you. Moderators will look at it.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy()
  })

  it('without words sends the reason’s label, and shows the server’s refusal', async () => {
    const { bodies, user } = renderButton({ targetKind: 'PROFILE', targetId: 'u-1' }, { answer: 409 })
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    await screen.findByRole('dialog', { name: 'Report a profile' })
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You have already reported this')
    expect(bodies).toEqual([
      { targetKind: 'PROFILE', targetId: 'u-1', category: 'SPAM', reason: 'Spam or advertising' },
    ])
  })

  it('is left out for guests and on the signed-in user’s own content', async () => {
    renderButton({ targetKind: 'POST', targetId: 1 }, { signedIn: false })
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
    renderButton({ targetKind: 'PROFILE', targetId: fan.uuid, authorUuid: fan.uuid })
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
  })
})
