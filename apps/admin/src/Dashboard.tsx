import { lazy, Suspense } from 'react'
import { Card, CardContent, CardHeader, Typography } from '@mui/material'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { adminDashboardAuthorities } from '@kobza/contract'
import { codeKey } from './codes/choices.ts'
import { consoleResources } from './consoleResources.ts'
import { resourcesFor } from './resources.ts'

/* The queues and charts load with the dashboard only for those allowed to see them. */
const ModerationBoard = lazy(() =>
  import('./dashboard/ModerationBoard.tsx').then((module) => ({ default: module.ModerationBoard }))
)

/** Greets by authority; moderators and administrators get the queues and the last days' figures. */
export function Dashboard() {
  const translate = useTranslate()
  const { permissions } = usePermissions<string[]>()
  const held = permissions ?? []
  const nothingAssigned = resourcesFor(consoleResources, held).length === 0
  const seesBoard = adminDashboardAuthorities.some((authority) => held.includes(authority))
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate('ra.page.dashboard')} />
        <CardHeader title={translate('kobza.title')} subheader={translate('kobza.tagline')} />
        <CardContent>
          <Typography>
            {translate('kobza.dashboard.signed_in_as', {
              authorities: held.map((code) => translate(codeKey('authority', code), { _: code })).join(', ') || '—',
            })}
          </Typography>
          {nothingAssigned ? (
            <>
              <Typography variant="h6" component="p" sx={{ mt: 2 }}>
                {translate('kobza.dashboard.nothing_assigned')}
              </Typography>
              <Typography color="text.secondary">{translate('kobza.dashboard.nothing_assigned_hint')}</Typography>
            </>
          ) : (
            <Typography sx={{ mt: 1 }}>{translate('kobza.dashboard.intro')}</Typography>
          )}
        </CardContent>
      </Card>
      {seesBoard && (
        <Suspense fallback={null}>
          <ModerationBoard />
        </Suspense>
      )}
    </>
  )
}
