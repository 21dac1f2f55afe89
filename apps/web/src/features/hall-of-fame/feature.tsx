import { featureOf, navEntry } from '../../shared/feature'
import { paths } from '../../shared/paths'

const { screen, define } = featureOf('hallOfFame', () => import('./i18n').then((m) => m.strings))

const HallOfFameScreen = screen(() => import('./screens/HallOfFameScreen').then((m) => m.HallOfFameScreen))
const LegendScreen = screen(() => import('./screens/LegendScreen').then((m) => m.LegendScreen))
const LegendsPlaylistScreen = screen(() =>
  import('./screens/LegendsPlaylistScreen').then((m) => m.LegendsPlaylistScreen)
)
const InductScreen = screen(() => import('./screens/InductScreen').then((m) => m.InductScreen))

/** The Hall of Fame (spec 001 §2): legends, votes, nominations and the Legends Playlist. */
export const hallOfFameFeature = define({
  routes: [
    { path: '/hall-of-fame', title: 'hallOfFame', element: <HallOfFameScreen /> },
    { path: '/hall-of-fame/:uuid', title: 'legend', element: <LegendScreen /> },
    { path: '/playlist/hall-of-fame', title: 'legendsPlaylist', element: <LegendsPlaylistScreen /> },
    // Any signed-in user may nominate (the spec does not say who; issue 16 chooses this).
    { path: '/induct-a-legend', title: 'induct', guarded: true, element: <InductScreen /> },
  ],
  nav: [navEntry('hallOfFame', 'trophy', paths.hallOfFame, { side: { order: 60 }, menu: { order: 10 } })],
})
