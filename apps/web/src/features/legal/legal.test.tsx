import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/renderApp'
import { privacyEn } from './documents/privacy.en'
import { privacyUk } from './documents/privacy.uk'
import { termsEn } from './documents/terms.en'
import { termsUk } from './documents/terms.uk'

const contact = { email: 'help@example.ua', phone: '+380 00 000 00 00' }

describe.each([
  ['terms', termsUk(contact), termsEn(contact)],
  ['privacy', privacyUk(contact), privacyEn(contact)],
])('%s documents', (_name, ukDoc, enDoc) => {
  it('have 10 sections with unique anchors, the same in both languages', () => {
    expect(ukDoc.sections).toHaveLength(10)
    expect(enDoc.sections).toHaveLength(10)
    const ids = ukDoc.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(10)
    expect(enDoc.sections.map((section) => section.id)).toEqual(ids)
  })

  it('give the support e-mail from the deployment', () => {
    expect(JSON.stringify(ukDoc)).toContain('help@example.ua')
    expect(JSON.stringify(enDoc)).toContain('help@example.ua')
  })
})

describe('terms content', () => {
  it('covers what the spec says the terms contain', () => {
    const text = JSON.stringify(termsUk(contact))
    for (const fact of [
      'артисти',
      'фани',
      'преміум-підписки',
      'відеопривітання',
      'баланс',
      'виведення',
      'від 1 до 10 000 гривень',
      'заморожується',
      'повернення коштів',
      'заблокувати',
      'видалити',
    ]) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase())
    }
  })
})

describe('legal page', () => {
  it('shows the Ukrainian document with a numbered, clickable table of contents', async () => {
    const { user, location } = renderApp({ path: '/terms-and-conditions', language: 'uk' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Умови користування' })).toBeInTheDocument()
    const toc = screen.getByRole('navigation', { name: 'Зміст' })
    const links = within(toc).getAllByRole('link')
    expect(links).toHaveLength(10)
    expect(within(toc).getByRole('list').tagName).toBe('OL')

    const target = screen.getByRole('heading', { level: 2, name: /^8\. Повернення коштів$/ })
    const scroll = vi.spyOn(target, 'scrollIntoView')
    await user.click(within(toc).getByRole('link', { name: 'Повернення коштів' }))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(target).toHaveFocus()
    expect(window.location.hash).toBe('#refunds')
    // The click stays on the page: no router navigation happened.
    expect(location.current?.pathname).toBe('/terms-and-conditions')
  })

  it('shows the English version with an English UI', async () => {
    renderApp({ path: '/privacy-policy', language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument()
    const toc = screen.getByRole('navigation', { name: 'Contents' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    ).toEqual(privacyEn(contact).sections.map((s) => `#${s.id}`))
    expect(screen.getByRole('heading', { level: 2, name: '4. Legal bases' })).toBeInTheDocument()
  })

  it('opens at the section named in the address', async () => {
    renderApp({ path: '/privacy-policy#rights' })
    const heading = await screen.findByRole('heading', { level: 2, name: '8. Your rights' })
    expect(heading).toHaveFocus()
  })
})
