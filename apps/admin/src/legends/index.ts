import { lazy } from 'react'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.legends

/** Moderators correct or remove Hall of Fame nominations that break the rules. */
export default {
  name: 'legends',
  authorities,
  list: lazy(() => import('./LegendList.tsx').then((module) => ({ default: module.LegendList }))),
  edit: lazy(() => import('./LegendEdit.tsx').then((module) => ({ default: module.LegendEdit }))),
  icon: EmojiEventsIcon,
  recordRepresentation: 'name',
} satisfies ConsoleResource
