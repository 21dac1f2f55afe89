import { lazy } from 'react'
import { defineFeature } from '../../shared/feature'
import { en } from './i18n/en'
import { uk } from './i18n/uk'

const PrivacyScreen = lazy(() => import('./screens/PrivacyScreen').then((m) => ({ default: m.PrivacyScreen })))
const TermsScreen = lazy(() => import('./screens/TermsScreen').then((m) => ({ default: m.TermsScreen })))

/** The privacy policy and the terms and conditions, in Ukrainian and English. */
export const legalFeature = defineFeature({
  namespace: 'legal',
  strings: { en, uk },
  routes: [
    { path: '/privacy-policy', title: 'privacy', chrome: 'bare', element: <PrivacyScreen /> },
    { path: '/terms-and-conditions', title: 'terms', chrome: 'bare', element: <TermsScreen /> },
  ],
})
