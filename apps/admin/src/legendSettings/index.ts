import TuneIcon from '@mui/icons-material/Tune'
import { consoleResource } from '../resources.ts'

/** Stage length, the vote threshold, the judges' quorum and the daily nominations: administrators only. */
export default consoleResource('legend-settings', TuneIcon, {
  list: () => import('./LegendSettingsEdit.tsx').then((module) => module.LegendSettingsEdit),
  edit: () => import('./LegendSettingsEdit.tsx').then((module) => module.LegendSettingsEdit),
})
