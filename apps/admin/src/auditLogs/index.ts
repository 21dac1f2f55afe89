import { lazy } from 'react'
import HistoryIcon from '@mui/icons-material/History'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources['audit-logs']

export default {
  name: 'audit-logs',
  authorities,
  list: lazy(() => import('./AuditLogList.tsx').then((module) => ({ default: module.AuditLogList }))),
  icon: HistoryIcon,
} satisfies ConsoleResource
