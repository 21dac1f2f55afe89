import FlagIcon from '@mui/icons-material/Flag'
import { Badge } from '@mui/material'
import { useGetList, useTranslate } from 'react-admin'

/**
 * The console has no SSE stream of its own (the web's stream is per user), so the menu's count
 * of open reports is polled from the reports list: a new report shows within this interval.
 */
export const openReportsRefreshMs = 30_000

/** The reports menu entry's icon, badged with how many reports are open. */
export function OpenReportsIcon() {
  const translate = useTranslate()
  const { total } = useGetList(
    'reports',
    { filter: { status: 'OPEN' }, pagination: { page: 1, perPage: 1 } },
    { refetchInterval: openReportsRefreshMs }
  )
  const count = total ?? 0
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      aria-label={`${translate('kobza.dashboard.open_reports')}: ${count}`}
      data-testid="open-reports-badge"
    >
      <FlagIcon />
    </Badge>
  )
}
