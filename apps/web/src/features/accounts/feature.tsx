import { featureOf, navEntry } from '../../shared/feature'
import { paths } from '../../shared/paths'

const { screen, define } = featureOf('accounts', () => import('./i18n').then((m) => m.strings))

const SignInScreen = screen(() => import('./screens/SignInScreen').then((m) => m.SignInScreen))
const SignUpScreen = screen(() => import('./screens/SignUpScreen').then((m) => m.SignUpScreen))
const ResetPasswordScreen = screen(() => import('./screens/ResetPasswordScreen').then((m) => m.ResetPasswordScreen))
const SettingsScreen = screen(() => import('./screens/SettingsScreen').then((m) => m.SettingsScreen))

/** Signing in and up, resetting the password, and the account settings (specs 000, 001). */
export const accountsFeature = define({
  routes: [
    { path: '/sign-in', title: 'signIn', chrome: 'bare', element: <SignInScreen /> },
    { path: '/sign-up', title: 'signUp', chrome: 'bare', element: <SignUpScreen /> },
    { path: '/reset-password', title: 'resetPassword', chrome: 'bare', element: <ResetPasswordScreen /> },
    { path: '/password/reset', title: 'resetPassword', chrome: 'bare', element: <ResetPasswordScreen /> },
    { path: '/settings', title: 'settings', guarded: true, element: <SettingsScreen /> },
  ],
  nav: [navEntry('settings', 'settings', paths.settings, { menu: { order: 40 } })],
})
