import { Card, CardContent, CardHeader, Typography } from '@mui/material'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { consoleResources } from './consoleResources.ts'
import { resourcesFor } from './resources.ts'

/** Greets by authority; someone whose authorities open no resource yet (a judge today) is told so. */
export function Dashboard() {
  const translate = useTranslate()
  const { permissions } = usePermissions<string[]>()
  const held = permissions ?? []
  const nothingAssigned = resourcesFor(consoleResources, held).length === 0
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <CardHeader title={translate('kobza.title')} subheader={translate('kobza.tagline')} />
      <CardContent>
        <Typography>{translate('kobza.dashboard.signed_in_as', { authorities: held.join(', ') || '—' })}</Typography>
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
  )
}
