/**
 * @kobza/design-system — Kobza's tokens, hooks and React components.
 *
 * Styles are plain CSS: import '@kobza/design-system/tokens.css' and
 * '@kobza/design-system/global.css' once at the app root. The MUI theme for the admin console
 * lives at '@kobza/design-system/mui-theme' so the web app never pulls in MUI.
 */

// Tokens
export * from './tokens/tokens'
export { renderTokensCss, varName, vars } from './tokens/css'
export { contrastRatio, luminance } from './tokens/contrast'

// Hooks
export * from './hooks/useMediaQuery'

// Layout
export * from './components/Stack'
export * from './components/Cluster'
export * from './components/Container'
export * from './components/VisuallyHidden'

// Brand
export * from './components/Icon'
export * from './components/Logo'
export * from './components/Ornament'

// Actions
export * from './components/Button'
export * from './components/IconButton'

// Forms
export * from './components/FormField'
export * from './components/Input'
export * from './components/TextArea'
export * from './components/Select'
export * from './components/Checkbox'
export * from './components/Switch'
export * from './components/SearchBox'
export * from './components/FilePicker'
export { CharCounterProvider, type FormatCounter } from './internal/CharCounter'

// Navigation
export * from './components/Tabs'
export * from './components/Pagination'
export * from './components/SideNav'
export * from './components/BottomBar'
export * from './components/MobileMenu'
export * from './components/Footer'
export * from './components/PageHeader'

// Overlays and feedback
export * from './components/Popup'
export * from './components/ErrorPopup'
export * from './components/ConfirmPopup'
export * from './components/SignInPrompt'
export * from './components/Toast'
export * from './components/Tooltip'
export * from './components/Preloader'
export * from './components/EmptyState'

// Content
export * from './components/Avatar'
export * from './components/Cover'
export * from './components/Card'
export * from './components/Badge'
export * from './components/AudioPlayer'
export * from './components/Waveform'
