/**
 * The MUI theme for the react-admin console, built from the same tokens as the web app so the
 * two look like one product. Import it from '@kobza/design-system/mui-theme'; @mui/material is a
 * peer of the admin app, not of the main entry.
 */
import { createTheme, type Theme } from '@mui/material/styles'
import {
  breakpoints,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  palette,
  radius,
  shadows,
  themes,
  type ThemeName,
} from './tokens/tokens'

const px = (value: string) => Number.parseFloat(value)

export function createKobzaMuiTheme(mode: ThemeName): Theme {
  const c = themes[mode]
  const display = {
    fontFamily: font.display,
    fontWeight: Number(fontWeight.bold),
    lineHeight: Number(lineHeight.tight),
  }
  return createTheme({
    palette: {
      mode,
      // MUI picks contrastText by this ratio wherever we do not set it: WCAG AA.
      contrastThreshold: 4.5,
      primary: { main: c.primary, dark: c.primaryHover, contrastText: c.onPrimary },
      secondary: { main: c.brand, contrastText: mode === 'light' ? palette.white : palette.ink[900] },
      error: { main: c.danger, dark: c.dangerHover, contrastText: c.onDanger },
      warning: { main: c.accent, contrastText: c.onAccent },
      info: { main: c.link },
      success: { main: c.success },
      background: { default: c.bg, paper: c.surface },
      text: { primary: c.text, secondary: c.textMuted, disabled: c.disabledText },
      divider: c.border,
      action: {
        selected: c.selected,
        hover: c.surfaceSunken,
        disabled: c.disabledText,
        disabledBackground: c.disabledBg,
      },
    },
    typography: {
      fontFamily: font.body,
      h1: { ...display, fontSize: fontSize['5xl'] },
      h2: { ...display, fontSize: fontSize['4xl'] },
      h3: { ...display, fontSize: fontSize['3xl'] },
      h4: { ...display, fontSize: fontSize['2xl'] },
      h5: { fontWeight: Number(fontWeight.semibold), fontSize: fontSize.xl },
      h6: { fontWeight: Number(fontWeight.semibold), fontSize: fontSize.lg },
      button: { textTransform: 'none', fontWeight: Number(fontWeight.semibold) },
    },
    shape: { borderRadius: px(radius.md) },
    breakpoints: {
      values: { xs: 0, sm: breakpoints.mobile, md: breakpoints.chat, lg: breakpoints.desktop, xl: 1536 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { styleOverrides: { root: { boxShadow: shadows[mode].sm, border: `1px solid ${c.border}` } } },
      MuiLink: { styleOverrides: { root: { color: c.link } } },
    },
  })
}
