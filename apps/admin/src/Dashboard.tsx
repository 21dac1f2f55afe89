import { Card, CardContent, CardHeader, Typography } from '@mui/material'
import { usePermissions } from 'react-admin'

export function Dashboard() {
  const { permissions } = usePermissions<string[]>()
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Kobza console" subheader="Moderation and Hall of Fame judging" />
      <CardContent>
        <Typography>
          You are signed in with: {(permissions ?? []).join(', ') || '—'}. Use the menu to manage reference data;
          moderation queues and Hall of Fame judging arrive with their features.
        </Typography>
      </CardContent>
    </Card>
  )
}
