import { lazy } from 'react'
import HistoryIcon from '@mui/icons-material/History'

export default {
  list: lazy(() => import('./AuditLogList.tsx').then((module) => ({ default: module.AuditLogList }))),
  icon: HistoryIcon,
  options: { label: 'Audit log' },
}
