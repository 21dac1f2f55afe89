import { featureOf } from '../../shared/feature'

// The artist pages show the profile's owner navigation bar, whose strings are the profile's.
const profileStrings = () => import('../profile/public').then((m) => m.profileStrings())
const { screen, define } = featureOf('catalogue', () => import('./i18n').then((m) => m.strings), {
  profile: profileStrings,
})

const SongsScreen = screen(() => import('./screens/SongsScreen').then((m) => m.SongsScreen))
const PlaylistScreen = screen(() => import('./screens/PlaylistScreen').then((m) => m.PlaylistScreen))
const CreatePlaylistScreen = screen(() => import('./screens/CreatePlaylistScreen').then((m) => m.CreatePlaylistScreen))
const EventsScreen = screen(() => import('./screens/EventsScreen').then((m) => m.EventsScreen))
const EventScreen = screen(() => import('./screens/EventScreen').then((m) => m.EventScreen))

/** An artist's songs, playlists and events (spec 001 §2). */
export const catalogueFeature = define({
  routes: [
    { path: '/profile/:nickName/songs', title: 'profileSongs', guarded: true, element: <SongsScreen /> },
    { path: '/profile/:nickName/playlist/:id', title: 'playlist', element: <PlaylistScreen /> },
    { path: '/create-playlist', title: 'createPlaylist', element: <CreatePlaylistScreen /> },
    { path: '/profile/:nickName/events', title: 'profileEvents', guarded: true, element: <EventsScreen /> },
    { path: '/profile/:nickName/events/:id', title: 'event', element: <EventScreen /> },
  ],
})
