import { defineFeature, featureScreens } from '../../shared/feature'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('legal', strings)

const PrivacyScreen = screen(() => import('./screens/PrivacyScreen').then((m) => m.PrivacyScreen))
const TermsScreen = screen(() => import('./screens/TermsScreen').then((m) => m.TermsScreen))

/** The privacy policy and the terms and conditions, in Ukrainian and English. */
export const legalFeature = defineFeature({
  namespace: 'legal',
  strings,
  routes: [
    { path: '/privacy-policy', title: 'privacy', chrome: 'bare', element: <PrivacyScreen /> },
    { path: '/terms-and-conditions', title: 'terms', chrome: 'bare', element: <TermsScreen /> },
  ],
})
