import { lazy } from 'react'
import GavelIcon from '@mui/icons-material/Gavel'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources['legend-reviews']

/** The judges' queue: legends On Reviewing, inducted or rejected with a reason (issue 16). */
export default {
  name: 'legend-reviews',
  authorities,
  list: lazy(() => import('./LegendReviewList.tsx').then((module) => ({ default: module.LegendReviewList }))),
  show: lazy(() => import('./LegendReviewShow.tsx').then((module) => ({ default: module.LegendReviewShow }))),
  icon: GavelIcon,
  recordRepresentation: 'name',
} satisfies ConsoleResource
