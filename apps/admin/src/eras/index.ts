import { lazy } from 'react'
import HistoryEduIcon from '@mui/icons-material/HistoryEdu'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.eras

/* List and edit only: the era codes are fixed, so the API routes no create or delete. */
export default {
  name: 'eras',
  authorities,
  list: lazy(() => import('./EraList.tsx').then((module) => ({ default: module.EraList }))),
  edit: lazy(() => import('./EraEdit.tsx').then((module) => ({ default: module.EraEdit }))),
  icon: HistoryEduIcon,
  recordRepresentation: 'name',
} satisfies ConsoleResource
