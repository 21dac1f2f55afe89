/**
 * Kobza design tokens — the single source of truth.
 *
 * `tokens.css` is generated from this file (see `css.ts`, run `npm run tokens:write -w
 * @kobza/design-system`), and `tokens.test.tsx` fails when the two drift apart. The MUI theme
 * for the admin console is built from the same objects (`../mui-theme.ts`).
 *
 * The palette is taken from a Ukrainian folk-music evening: unbleached linen and the red and
 * black threads of a vyshyvanka for the day theme; a deep night sky lit by wheat gold for the
 * night theme; cornflower blue for links and focus, the flower that grows in the wheat.
 */
import { breakpoints as contractBreakpoints, timings } from '@kobza/contract'

/** Raw colours. Components never use these directly: they use the semantic `themes` below. */
export const palette = {
  linen: { 50: '#FFFCF6', 100: '#FAF5EA', 200: '#F1E9D8', 300: '#E2D5BD' },
  ink: { 900: '#17120F', 800: '#2A231E', 700: '#3E352F', 600: '#574C43', 500: '#776A5F', 300: '#B8AC9F' },
  red: {
    100: '#F9DEDB',
    300: '#F59A90',
    400: '#EC6F66',
    500: '#C8312B',
    600: '#A8231F',
    700: '#851A17',
    900: '#3D0F0D',
  },
  gold: { 100: '#FBF0CF', 300: '#F3D27A', 400: '#E9B949', 500: '#D49A1C', 700: '#7D5608', 900: '#33260A' },
  night: {
    950: '#070C18',
    900: '#0B1324',
    850: '#101A30',
    800: '#16223D',
    700: '#223152',
    600: '#32446B',
    300: '#8E9CBB',
    200: '#BAC4D9',
  },
  cornflower: { 300: '#A9C1F7', 600: '#2451B5', 700: '#1C3F8F' },
  leaf: { 300: '#86D49A', 700: '#23683A' },
  white: '#FFFFFF',
} as const

/** Semantic colours; both themes have exactly the same keys. */
export interface ThemeColors {
  /** Page background. */
  bg: string
  /** Cards, popups, inputs. */
  surface: string
  /** Wells, hover fills, table stripes. */
  surfaceSunken: string
  /** Menus and toasts that float above surfaces. */
  surfaceRaised: string
  /** Decorative dividers (not for control boundaries). */
  border: string
  /** Control boundaries: inputs, checkboxes, secondary buttons (>= 3:1). */
  borderStrong: string
  text: string
  textMuted: string
  /** Main call to action: black thread by day, wheat gold by night. */
  primary: string
  primaryHover: string
  onPrimary: string
  /** Kobza red: the brand thread — logo, ornaments, active markers. */
  brand: string
  /** Red used as text or icon colour on surfaces. */
  brandText: string
  /** Soft red fill behind the active navigation item. */
  selected: string
  onSelected: string
  /** Wheat gold for highlights (premium, hall of fame). */
  accent: string
  onAccent: string
  accentSoft: string
  onAccentSoft: string
  /** Destructive actions and errors. */
  danger: string
  dangerHover: string
  onDanger: string
  dangerText: string
  dangerSoft: string
  success: string
  successText: string
  successSoft: string
  link: string
  focus: string
  /** Scrim behind modal popups. */
  overlay: string
  /** The two threads of the stitch ornament. */
  ornament1: string
  ornament2: string
  disabledBg: string
  disabledText: string
}

export const themes: { light: ThemeColors; dark: ThemeColors } = {
  light: {
    bg: palette.linen[100],
    surface: palette.linen[50],
    surfaceSunken: palette.linen[200],
    surfaceRaised: palette.white,
    border: palette.linen[300],
    borderStrong: palette.ink[500],
    text: palette.ink[900],
    textMuted: palette.ink[600],
    primary: palette.ink[900],
    primaryHover: palette.ink[700],
    onPrimary: palette.linen[50],
    brand: palette.red[600],
    brandText: palette.red[600],
    selected: palette.red[100],
    onSelected: palette.red[700],
    accent: palette.gold[400],
    onAccent: palette.ink[900],
    accentSoft: palette.gold[100],
    onAccentSoft: palette.gold[700],
    danger: palette.red[600],
    dangerHover: palette.red[700],
    onDanger: palette.white,
    dangerText: palette.red[600],
    dangerSoft: palette.red[100],
    success: palette.leaf[700],
    successText: palette.leaf[700],
    successSoft: '#DDF1E1',
    link: palette.cornflower[600],
    focus: palette.cornflower[600],
    overlay: 'rgba(23, 18, 15, 0.55)',
    ornament1: palette.red[600],
    ornament2: palette.ink[900],
    disabledBg: palette.linen[200],
    disabledText: palette.ink[500],
  },
  dark: {
    bg: palette.night[900],
    surface: palette.night[850],
    surfaceSunken: palette.night[950],
    surfaceRaised: palette.night[800],
    border: palette.night[700],
    borderStrong: palette.night[300],
    text: palette.linen[100],
    textMuted: palette.night[200],
    primary: palette.gold[400],
    primaryHover: palette.gold[300],
    onPrimary: palette.ink[900],
    brand: palette.red[400],
    brandText: palette.red[300],
    selected: palette.night[700],
    onSelected: palette.linen[50],
    accent: palette.gold[400],
    onAccent: palette.ink[900],
    accentSoft: palette.gold[900],
    onAccentSoft: palette.gold[300],
    danger: palette.red[500],
    dangerHover: palette.red[600],
    onDanger: palette.white,
    dangerText: palette.red[300],
    dangerSoft: palette.red[900],
    success: palette.leaf[300],
    successText: palette.leaf[300],
    successSoft: '#10301C',
    link: palette.cornflower[300],
    focus: palette.gold[300],
    overlay: 'rgba(3, 6, 12, 0.72)',
    ornament1: palette.red[400],
    ornament2: palette.gold[400],
    disabledBg: palette.night[800],
    disabledText: palette.night[300],
  },
}

export type ThemeName = keyof typeof themes

/** Shadows are tinted with ink by day and go deeper by night. */
export const shadows: Record<ThemeName, { sm: string; md: string; lg: string }> = {
  light: {
    sm: '0 1px 2px rgba(23, 18, 15, 0.08)',
    md: '0 2px 4px rgba(23, 18, 15, 0.06), 0 6px 16px rgba(23, 18, 15, 0.08)',
    lg: '0 8px 24px rgba(23, 18, 15, 0.14), 0 24px 48px rgba(23, 18, 15, 0.12)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 2px 4px rgba(0, 0, 0, 0.4), 0 6px 16px rgba(0, 0, 0, 0.35)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.55), 0 24px 48px rgba(0, 0, 0, 0.45)',
  },
}

/**
 * System fonts only: nothing is downloaded. The display stack is an old-style book serif, the
 * face of printed songbooks and the Kobzar; every listed family ships Cyrillic.
 */
export const font = {
  display:
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", P052, Georgia, "Noto Serif", serif',
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
} as const

/** A major-third (1.25) scale from a 16 px base. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5625rem',
  '3xl': '1.953rem',
  '4xl': '2.441rem',
  '5xl': '3.052rem',
} as const

export const lineHeight = { tight: '1.15', snug: '1.3', normal: '1.5' } as const
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const
export const letterSpacing = { display: '-0.01em', normal: '0', caps: '0.08em' } as const

/** A 4 px grid. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const
export type SpaceStep = keyof typeof space

/** Small, crisp radii — like the corner of a cross-stitch — and a pill for chips and switches. */
export const radius = { none: '0', sm: '4px', md: '6px', lg: '12px', xl: '20px', pill: '999px' } as const

export const motion = {
  duration: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
    /** The preloader's colour swap (contract `timings.preloaderSwapMs`). */
    preloaderSwap: `${timings.preloaderSwapMs}ms`,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  nav: '200',
  dropdown: '300',
  overlay: '400',
  modal: '500',
  toast: '600',
  tooltip: '700',
} as const

/**
 * Breakpoints in px, from the contract: below `mobile` the app shows the bottom bar and mobile
 * menu; below `chat` the chat shows one pane; from `desktop` the back button moves into the
 * page header. CSS media queries cannot read custom properties, so module stylesheets write
 * these numbers literally (`tokens.test.tsx` checks they use no other widths).
 */
export const breakpoints = {
  mobile: contractBreakpoints.mobile,
  chat: contractBreakpoints.chat,
  desktop: contractBreakpoints.backButton,
} as const
export type BreakpointName = keyof typeof breakpoints

/** Sizes of controls and layout chrome. */
export const size = {
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  /** Minimum touch target on mobile (WCAG 2.5.5 AAA is 44 px). */
  touch: '2.75rem',
  sideNav: '15.5rem',
  sideNavCollapsed: '4.5rem',
  bottomBar: '4rem',
  container: '75rem',
  containerNarrow: '45rem',
  focusRing: '2px',
  focusOffset: '2px',
} as const

export const tokens = {
  palette,
  themes,
  shadows,
  font,
  fontSize,
  lineHeight,
  fontWeight,
  letterSpacing,
  space,
  radius,
  motion,
  zIndex,
  breakpoints,
  size,
} as const
export type Tokens = typeof tokens
