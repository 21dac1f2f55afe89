import { defineFeature } from '../../shared/feature'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import { en } from './i18n/en'
import { uk } from './i18n/uk'

const placeholder = placeholderRoute<typeof en>('catalogue')

/** Songs and playlists (spec 002 §2); screens to come. */
export const catalogueFeature = defineFeature({
  namespace: 'catalogue',
  strings: { en, uk },
  routes: [
    placeholder('/profile/:nickName/songs', 'profileSongs', { guarded: true }),
    placeholder('/profile/:nickName/playlist/:id', 'playlist'),
    placeholder('/create-playlist', 'createPlaylist'),
  ],
})
