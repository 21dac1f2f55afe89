import { featureOf } from '../../shared/feature'

const { screen, define } = featureOf('legal', () => import('./i18n').then((m) => m.strings))

const PrivacyScreen = screen(() => import('./screens/PrivacyScreen').then((m) => m.PrivacyScreen))
const TermsScreen = screen(() => import('./screens/TermsScreen').then((m) => m.TermsScreen))

/** The privacy policy and the terms and conditions, in Ukrainian and English. */
export const legalFeature = define({
  routes: [
    { path: '/privacy-policy', title: 'privacy', chrome: 'bare', element: <PrivacyScreen /> },
    { path: '/terms-and-conditions', title: 'terms', chrome: 'bare', element: <TermsScreen /> },
  ],
})
