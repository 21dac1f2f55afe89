import { lazy } from 'react'
import TuneIcon from '@mui/icons-material/Tune'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources['legend-settings']

/** Stage length, the vote threshold, the judges' quorum and the daily nominations: administrators only. */
export default {
  name: 'legend-settings',
  authorities,
  list: lazy(() => import('./LegendSettingsEdit.tsx').then((module) => ({ default: module.LegendSettingsEdit }))),
  edit: lazy(() => import('./LegendSettingsEdit.tsx').then((module) => ({ default: module.LegendSettingsEdit }))),
  icon: TuneIcon,
} satisfies ConsoleResource
