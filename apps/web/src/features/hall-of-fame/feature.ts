import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('hallOfFame', strings)

/** The Hall of Fame: legends, votes and nominations (spec 002 §2); screens to come. */
export const hallOfFameFeature = defineFeature({
  namespace: 'hallOfFame',
  strings,
  routes: [
    placeholder('/hall-of-fame', 'hallOfFame'),
    placeholder('/hall-of-fame/:uuid', 'legend'),
    placeholder('/playlist/hall-of-fame', 'legendsPlaylist'),
    placeholder('/induct-a-legend', 'induct'),
  ],
  nav: [
    {
      key: 'hallOfFame',
      label: 'hallOfFame',
      icon: 'trophy',
      href: paths.hallOfFame,
      side: { order: 60 },
      menu: { order: 10 },
    },
  ],
})
