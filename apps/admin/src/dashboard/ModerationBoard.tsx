import { useEffect, useState } from 'react'
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { Button, Link, RecordContextProvider, useDataProvider, useGetList, useTranslate } from 'react-admin'
import type { AdminDashboard, AdminReport } from '@kobza/contract'
import type { KobzaDataProvider } from '../dataProvider.ts'
import { ReportPreview } from '../reports/ReportPreview.tsx'
import { useReportDecision } from '../reports/useReportDecision.tsx'
import { BarChart } from './BarChart.tsx'

function Figure({ label, value, to }: { label: string; value: number | undefined; to?: string }) {
  const content = (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="p" aria-label={label}>
          {value ?? '…'}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </Card>
  )
  return to ? (
    <Link to={to} underline="none">
      {content}
    </Link>
  ) : (
    content
  )
}

/** One open report with its decisions (each confirmed with a reason), straight from the dashboard. */
function QueueItem({ report }: { report: AdminReport }) {
  const translate = useTranslate()
  const { decisionButton, dialog } = useReportDecision(report)
  const hideable = report.targetKind === 'POST' || report.targetKind === 'COMMENT' || report.targetKind === 'MESSAGE'
  return (
    <ListItem
      divider
      data-report-id={report.id}
      aria-label={`${translate(`kobza.reports.kind.${report.targetKind}`)} #${report.id}`}
    >
      <ListItemText
        primary={
          <RecordContextProvider value={report}>
            <ReportPreview compact />
          </RecordContextProvider>
        }
        secondary={`${translate(`kobza.reports.kind.${report.targetKind}`)} · ${report.reason}`}
      />
      <Stack direction="row" spacing={1}>
        {hideable && decisionButton('HIDE')}
        {decisionButton('WARN')}
        {decisionButton('DISMISS')}
        <Button label="ra.action.show" component={Link} to={`/reports/${report.id}/show`} />
      </Stack>
      {dialog}
    </ListItem>
  )
}

/** What waits for moderators (open reports, legends under review, late orders, withdrawals) and the last 30 days. */
export function ModerationBoard() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<KobzaDataProvider>()
  const [figures, setFigures] = useState<AdminDashboard | null>(null)
  const { data: queue, total } = useGetList<AdminReport>('reports', {
    filter: { status: 'OPEN' },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'DESC' },
  })
  useEffect(() => {
    let live = true
    void dataProvider.dashboard().then((answer) => live && setFigures(answer))
    return () => {
      live = false
    }
  }, [dataProvider, total])
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate('kobza.dashboard.open_reports')} value={figures?.openReports} to="/reports" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate('kobza.dashboard.legends_awaiting')} value={figures?.legendsAwaitingReview} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={translate('kobza.dashboard.orders_late')}
            value={figures?.ordersPastDeadline}
            to="/greeting-orders"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={translate('kobza.dashboard.withdrawals_waiting')}
            value={figures?.withdrawalsToApprove}
            to="/withdrawals"
          />
        </Grid>
      </Grid>
      <Card>
        <CardHeader title={translate('kobza.dashboard.queue')} />
        <CardContent>
          {queue && queue.length === 0 ? (
            <Typography color="text.secondary">{translate('kobza.dashboard.queue_empty')}</Typography>
          ) : (
            <List aria-label={translate('kobza.dashboard.queue')}>
              {(queue ?? []).map((report) => (
                <QueueItem key={report.id} report={report} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {figures && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Card>
            <CardHeader
              title={translate('kobza.dashboard.sign_ups')}
              subheader={translate('kobza.dashboard.per_day')}
            />
            <CardContent>
              <BarChart
                label={translate('kobza.dashboard.sign_ups')}
                points={figures.days.map((day) => ({ label: day.day, value: day.signUps }))}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={translate('kobza.dashboard.revenue')} subheader={translate('kobza.dashboard.per_day')} />
            <CardContent>
              <BarChart
                label={translate('kobza.dashboard.revenue')}
                points={figures.days.map((day) => ({ label: day.day, value: day.revenue }))}
              />
            </CardContent>
          </Card>
        </Box>
      )}
    </Stack>
  )
}
