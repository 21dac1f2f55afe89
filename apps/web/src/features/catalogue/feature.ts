import { defineFeature } from '../../shared/feature'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('catalogue', strings)

/** Songs and playlists (spec 002 §2); screens to come. */
export const catalogueFeature = defineFeature({
  namespace: 'catalogue',
  strings,
  routes: [
    placeholder('/profile/:nickName/songs', 'profileSongs', { guarded: true }),
    placeholder('/profile/:nickName/playlist/:id', 'playlist'),
    placeholder('/create-playlist', 'createPlaylist'),
  ],
})
