import { defineFeature, featureScreens } from '../../shared/feature'
import { paths } from '../../shared/paths'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('greetings', strings)

const FanVideosScreen = screen(() => import('./screens/FanVideosScreen').then((m) => m.FanVideosScreen))
const ArtistVideosScreen = screen(() => import('./screens/ArtistVideosScreen').then((m) => m.ArtistVideosScreen))

/** Video greetings (spec 001 §2–§4): a fan's orders and an artist's incoming ones. */
export const greetingsFeature = defineFeature({
  namespace: 'greetings',
  strings,
  routes: [
    { path: '/video', title: 'video', guarded: true, element: <FanVideosScreen /> },
    { path: '/profile/:nickName/video', title: 'profileVideo', guarded: true, element: <ArtistVideosScreen /> },
  ],
  nav: [
    {
      key: 'video',
      label: 'video',
      icon: 'video',
      href: paths.video,
      side: { order: 30 },
      menu: { order: 60, label: 'videoCongratulations' },
    },
  ],
})
