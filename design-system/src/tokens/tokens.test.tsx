import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { breakpoints as contractBreakpoints } from '@kobza/contract'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast'
import { renderTokensCss, vars } from './css'
import { breakpoints, themes, type ThemeColors, type ThemeName } from './tokens'

// jsdom replaces the global URL, so file paths come from import.meta.dirname.
const here = import.meta.dirname
const cssPath = join(here, 'tokens.css')

describe('tokens.css', () => {
  it('is generated from tokens.ts (run `npm run tokens:write` after changing tokens)', () => {
    const expected = renderTokensCss()
    if (process.env.UPDATE_TOKENS) writeFileSync(cssPath, expected)
    expect(readFileSync(cssPath, 'utf8')).toBe(expected)
  })

  it('declares every semantic colour for both themes', () => {
    const css = readFileSync(cssPath, 'utf8')
    for (const key of Object.keys(themes.light)) {
      const name = vars.color[key as keyof ThemeColors].slice(4, -1)
      expect(css.split(`${name}:`).length - 1, name).toBe(3) // light, media-query dark, dark
    }
  })
})

/** Every stylesheet and component of the package, for the checks below. */
function sourceFiles(extensions: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return walk(path)
      return extensions.some((ext) => path.endsWith(ext)) ? [path] : []
    })
  return walk(join(here, '..'))
}

describe('custom properties', () => {
  it('every var(--kz-…) used in the package is defined in tokens.css', () => {
    const css = readFileSync(cssPath, 'utf8')
    const defined = new Set([...css.matchAll(/(--kz-[\w-]+):/g)].map(([, name]) => name))
    for (const file of sourceFiles(['.css', '.tsx', '.ts'])) {
      if (file === cssPath) continue
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/var\((--kz-[\w-]+)/g)) {
        expect(defined.has(name ?? ''), `${name} in ${file}`).toBe(true)
      }
    }
  })
})

describe('breakpoints', () => {
  it('come from the contract', () => {
    expect(breakpoints).toEqual({
      mobile: contractBreakpoints.mobile,
      chat: contractBreakpoints.chat,
      desktop: contractBreakpoints.backButton,
    })
  })

  it('are the only widths used by component media queries', () => {
    const allowed = new Set(Object.values(breakpoints).map(String))
    for (const file of sourceFiles(['.css'])) {
      const css = readFileSync(file, 'utf8')
      for (const [, query] of css.matchAll(/@media([^{]*)\{/g)) {
        const widths = [...(query ?? '').matchAll(/width\s*[<>=:]+\s*([\d.]+)px/g)]
        expect(widths.length, `${file}: ${query} (use range syntax: width < 600px)`).toBe(
          (query ?? '').split('width').length - 1
        )
        for (const [, px] of widths) expect(allowed.has(px ?? ''), `${file}: ${query}`).toBe(true)
      }
    }
  })
})

/** Foreground/background pairs that carry text (4.5:1) or mark a control boundary (3:1). */
const textPairs: [fg: keyof ThemeColors, bg: keyof ThemeColors][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceSunken'],
  ['textMuted', 'surfaceRaised'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['brandText', 'bg'],
  ['brandText', 'surface'],
  ['onSelected', 'selected'],
  ['onAccent', 'accent'],
  ['onAccentSoft', 'accentSoft'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['dangerText', 'bg'],
  ['dangerText', 'surface'],
  ['dangerText', 'dangerSoft'],
  ['text', 'dangerSoft'],
  ['text', 'successSoft'],
  ['successText', 'surface'],
  ['successText', 'successSoft'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['text', 'selected'],
]
const uiPairs: [fg: keyof ThemeColors, bg: keyof ThemeColors][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['brand', 'surface'],
  ['primary', 'surface'],
  ['ornament1', 'surface'],
]

describe.each(['light', 'dark'] as ThemeName[])('%s theme contrast', (name) => {
  const theme = themes[name]
  it.each(textPairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(4.5)
  })
  it.each(uiPairs)('%s on %s is at least 3:1', (fg, bg) => {
    expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(3)
  })
})
