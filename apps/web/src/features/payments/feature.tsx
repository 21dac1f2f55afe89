import { featureOf } from '../../shared/feature'

const { screen, define } = featureOf('payments', () => import('./i18n').then((m) => m.strings))

const EarningsScreen = screen(() => import('./screens/EarningsScreen').then((m) => m.EarningsScreen))

/**
 * Money (issue 13): the artist's Earnings page. The profile's Subscribe, Donate and Video
 * Congratulations buttons are this feature's too, rendered by the profile through public.ts.
 */
export const paymentsFeature = define({
  routes: [{ path: '/profile/:nickName/earnings', title: 'earnings', guarded: true, element: <EarningsScreen /> }],
})
