import FlagIcon from '@mui/icons-material/Flag'
import { consoleResource } from '../resources.ts'

export default consoleResource('reports', FlagIcon, {
  list: () => import('./ReportList.tsx').then((module) => module.ReportList),
  show: () => import('./ReportShow.tsx').then((module) => module.ReportShow),
})
