import GavelIcon from '@mui/icons-material/Gavel'
import { consoleResource } from '../resources.ts'

/** The judges' queue: legends On Reviewing, inducted or rejected with a reason (issue 16). */
export default consoleResource('legend-reviews', GavelIcon, {
  list: () => import('./LegendReviewList.tsx').then((module) => module.LegendReviewList),
  show: () => import('./LegendReviewShow.tsx').then((module) => module.LegendReviewShow),
  recordRepresentation: 'name',
})
