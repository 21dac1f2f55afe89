import { featureOf, navEntry } from '../../shared/feature'
import { paths } from '../../shared/paths'

const { screen, define } = featureOf('greetings', () => import('./i18n').then((m) => m.strings))

const FanVideosScreen = screen(() => import('./screens/FanVideosScreen').then((m) => m.FanVideosScreen))
const ArtistVideosScreen = screen(() => import('./screens/ArtistVideosScreen').then((m) => m.ArtistVideosScreen))

/** Video greetings (spec 001 §2–§4): a fan's orders and an artist's incoming ones. */
export const greetingsFeature = define({
  routes: [
    { path: '/video', title: 'video', guarded: true, element: <FanVideosScreen /> },
    { path: '/profile/:nickName/video', title: 'profileVideo', guarded: true, element: <ArtistVideosScreen /> },
  ],
  nav: [
    navEntry('video', 'video', paths.video, {
      side: { order: 30 },
      menu: { order: 60, label: 'videoCongratulations' },
    }),
  ],
})
