import { lazy } from 'react'
import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { en } from './i18n/en'
import { uk } from './i18n/uk'

const SignInScreen = lazy(() => import('./screens/SignInScreen').then((m) => ({ default: m.SignInScreen })))
const SignUpScreen = lazy(() => import('./screens/SignUpScreen').then((m) => ({ default: m.SignUpScreen })))
const ResetPasswordScreen = lazy(() =>
  import('./screens/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen }))
)
const SettingsScreen = lazy(() => import('./screens/SettingsScreen').then((m) => ({ default: m.SettingsScreen })))

/** Signing in and up, resetting the password, and the account settings (specs 000, 001). */
export const accountsFeature = defineFeature({
  namespace: 'accounts',
  strings: { en, uk },
  routes: [
    { path: '/sign-in', title: 'signIn', chrome: 'bare', element: <SignInScreen /> },
    { path: '/sign-up', title: 'signUp', chrome: 'bare', element: <SignUpScreen /> },
    { path: '/reset-password', title: 'resetPassword', chrome: 'bare', element: <ResetPasswordScreen /> },
    { path: '/password/reset', title: 'resetPassword', chrome: 'bare', element: <ResetPasswordScreen /> },
    { path: '/settings', title: 'settings', guarded: true, element: <SettingsScreen /> },
  ],
  nav: [{ key: 'settings', label: 'settings', icon: 'settings', href: paths.settings, menu: { order: 40 } }],
})
