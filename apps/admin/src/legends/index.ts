import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import { consoleResource } from '../resources.ts'

/** Moderators correct or remove Hall of Fame nominations that break the rules. */
export default consoleResource('legends', EmojiEventsIcon, {
  list: () => import('./LegendList.tsx').then((module) => module.LegendList),
  edit: () => import('./LegendEdit.tsx').then((module) => module.LegendEdit),
  recordRepresentation: 'name',
})
