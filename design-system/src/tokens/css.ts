/**
 * Turns the TS tokens into CSS custom properties. `renderTokensCss()` produces the exact text of
 * `tokens.css`; `vars` gives typed `var(--kz-…)` references for inline styles.
 */
import {
  breakpoints,
  font,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  motion,
  radius,
  shadows,
  size,
  space,
  themes,
  zIndex,
  type ThemeColors,
  type ThemeName,
} from './tokens'

/** surfaceSunken → surface-sunken, ornament1 → ornament-1 (but 2xl stays 2xl). */
const kebab = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .toLowerCase()

type Group = Record<string | number, string | number>

/** Prefix and group of every theme-independent token. */
const sharedGroups: [prefix: string, group: Group, unit?: string][] = [
  ['font', font],
  ['text', fontSize],
  ['leading', lineHeight],
  ['weight', fontWeight],
  ['tracking', letterSpacing],
  ['space', space],
  ['radius', radius],
  ['duration', motion.duration],
  ['ease', motion.easing],
  ['z', zIndex],
  ['breakpoint', breakpoints, 'px'],
  ['size', size],
]

export const varName = (prefix: string, key: string | number) => `--kz-${prefix}-${kebab(String(key))}`

function declarations(prefix: string, group: Group, unit = ''): string[] {
  return Object.entries(group).map(([key, value]) => `  ${varName(prefix, key)}: ${value}${unit};`)
}

function themeDeclarations(name: ThemeName): string[] {
  return [
    `  color-scheme: ${name};`,
    ...declarations('color', themes[name] as unknown as Group),
    ...declarations('shadow', shadows[name]),
  ]
}

const block = (selector: string, lines: string[], indent = '') =>
  [`${indent}${selector} {`, ...lines.map((line) => indent + line), `${indent}}`].join('\n')

export function renderTokensCss(): string {
  const shared = sharedGroups.flatMap(([prefix, group, unit]) => declarations(prefix, group, unit))
  return [
    '/*',
    ' * Kobza design tokens. GENERATED from tokens.ts — do not edit by hand.',
    ' * Regenerate: npm run tokens:write -w @kobza/design-system',
    ' */',
    '',
    block(':root', shared),
    '',
    '/* Day (linen) theme: the default, and any subtree marked data-theme="light". */',
    block(":root,\n[data-theme='light']", themeDeclarations('light')),
    '',
    '/* Follow the operating system until the user picks a theme. */',
    '@media (prefers-color-scheme: dark) {',
    block(":root:not([data-theme='light'])", themeDeclarations('dark'), '  '),
    '}',
    '',
    '/* Night theme. */',
    block("[data-theme='dark']", themeDeclarations('dark')),
    '',
  ].join('\n')
}

type VarMap<T> = { readonly [K in keyof T]: string }
const refs = <T extends Group>(prefix: string, group: T): VarMap<T> =>
  Object.fromEntries(Object.keys(group).map((key) => [key, `var(${varName(prefix, key)})`])) as VarMap<T>

/** `var(--kz-…)` references, e.g. `vars.color.brand`, for inline styles in apps and stories. */
export const vars = {
  color: refs('color', themes.light as unknown as Record<keyof ThemeColors, string>),
  shadow: refs('shadow', shadows.light),
  font: refs('font', font),
  fontSize: refs('text', fontSize),
  lineHeight: refs('leading', lineHeight),
  fontWeight: refs('weight', fontWeight),
  letterSpacing: refs('tracking', letterSpacing),
  space: refs('space', space),
  radius: refs('radius', radius),
  duration: refs('duration', motion.duration),
  easing: refs('ease', motion.easing),
  zIndex: refs('z', zIndex),
  size: refs('size', size),
} as const
