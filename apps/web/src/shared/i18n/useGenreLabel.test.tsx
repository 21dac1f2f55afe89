import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from './i18n'
import type { Language } from './language'
import { useGenreLabel } from './useGenreLabel'

function labelsIn(language: Language) {
  const i18n = createI18n(language)
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  return renderHook(() => useGenreLabel(), { wrapper }).result.current
}

describe('genre labels from GET /api/v1/genres', () => {
  it("shows a console-edited Ukrainian label in Ukrainian and the entry's English name in English", () => {
    const edited = { value: 'POP', name: 'Pop music', nameUk: 'Поп-музика' } as const
    expect(labelsIn('uk')(edited)).toBe('Поп-музика')
    expect(labelsIn('en')(edited)).toBe('Pop music')
  })

  it('falls back to the static Ukrainian string, then to the English name', () => {
    const uk = labelsIn('uk')
    // An older server sends no nameUk; a genre added before the column has null.
    expect(uk({ value: 'JAZZ_BLUES', name: 'Jazz/Blues' })).toBe('Джаз/Блюз')
    expect(uk({ value: 'ROCK_METAL', name: 'Rock/Metal', nameUk: null })).toBe('Рок/Метал')
    expect(uk({ value: 'DARK_FOLK' as 'POP', name: 'Dark folk', nameUk: null })).toBe('Dark folk')
  })
})
