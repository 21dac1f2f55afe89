import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../test/renderApp'
import { languageStorageKey } from '../shared/i18n/language'
import { detectLanguage } from '../shared/i18n/language'

describe('language switch', () => {
  it('switches the UI, sets <html lang> and remembers the choice for the next visit', async () => {
    const { user, unmount } = renderApp({ language: 'en' })
    await screen.findByRole('heading', { level: 1, name: 'Home' })
    // The side navigation: the bottom bar, also in the page (CSS shows one by width), comes after it.
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!
    await user.selectOptions(within(nav).getByRole('combobox', { name: 'Language' }), 'uk')
    expect(await screen.findByRole('heading', { level: 1, name: 'Головна' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('uk')
    expect(localStorage.getItem(languageStorageKey)).toBe('uk')
    expect(document.title).toBe('Головна · Kobza')
    unmount()

    // The next visit starts in the remembered language, whatever the browser says.
    expect(detectLanguage(localStorage, 'en-US')).toBe('uk')
    renderApp({ language: detectLanguage(localStorage, 'en-US') })
    expect(await screen.findByRole('heading', { level: 1, name: 'Головна' })).toBeInTheDocument()
  })

  it('is on the settings screen too', async () => {
    const { user } = renderApp({
      path: '/settings',
      user: { uuid: 'u', nickName: 'n', publicName: 'N', avatar: null, authorities: [] },
    })
    const main = await screen.findByRole('main')
    await user.selectOptions(await within(main).findByRole('combobox', { name: 'Language' }), 'uk')
    expect(await screen.findByRole('heading', { level: 1, name: 'Налаштування' })).toBeInTheDocument()
    expect(localStorage.getItem(languageStorageKey)).toBe('uk')
  })
})
