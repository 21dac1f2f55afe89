import HistoryIcon from '@mui/icons-material/History'
import { consoleResource } from '../resources.ts'

export default consoleResource('audit-logs', HistoryIcon, {
  list: () => import('./AuditLogList.tsx').then((module) => module.AuditLogList),
})
