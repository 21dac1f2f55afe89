import { describe, expect, it } from 'vitest'
import { createKobzaMuiTheme } from './mui-theme'
import { contrastRatio } from './tokens/contrast'
import { breakpoints, themes } from './tokens/tokens'

describe.each(['light', 'dark'] as const)('createKobzaMuiTheme(%s)', (mode) => {
  const theme = createKobzaMuiTheme(mode)
  const c = themes[mode]

  it('takes its palette from the tokens', () => {
    expect(theme.palette.mode).toBe(mode)
    expect(theme.palette.primary.main).toBe(c.primary)
    expect(theme.palette.error.main).toBe(c.danger)
    expect(theme.palette.background).toEqual({ default: c.bg, paper: c.surface })
    expect(theme.palette.text.primary).toBe(c.text)
  })

  it('uses the contract breakpoints', () => {
    expect(theme.breakpoints.values).toMatchObject({
      sm: breakpoints.mobile,
      md: breakpoints.chat,
      lg: breakpoints.desktop,
    })
  })

  it('gives every main colour readable text', () => {
    for (const key of ['primary', 'secondary', 'error', 'warning'] as const) {
      const { main, contrastText } = theme.palette[key]
      expect(contrastRatio(main, contrastText), key).toBeGreaterThanOrEqual(4.5)
    }
  })
})
