import { lazy } from 'react'
import FlagIcon from '@mui/icons-material/Flag'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.reports

export default {
  name: 'reports',
  authorities,
  list: lazy(() => import('./ReportList.tsx').then((module) => ({ default: module.ReportList }))),
  show: lazy(() => import('./ReportShow.tsx').then((module) => ({ default: module.ReportShow }))),
  icon: FlagIcon,
} satisfies ConsoleResource
