import { Admin, Resource } from 'react-admin'
import { createKobzaMuiTheme } from '@kobza/design-system/mui-theme'
import { createAuthProvider } from './authProvider.ts'
import { createDataProvider } from './dataProvider.ts'
import { createConsoleClient } from './session.ts'
import { Dashboard } from './Dashboard.tsx'
import genres from './genres/index.ts'
import users from './users/index.ts'
import auditLogs from './auditLogs/index.ts'

const client = createConsoleClient()
const authProvider = createAuthProvider(client)
const dataProvider = createDataProvider(client)
const lightTheme = createKobzaMuiTheme('light')
const darkTheme = createKobzaMuiTheme('dark')

export function App() {
  return (
    <Admin
      title="Kobza console"
      dashboard={Dashboard}
      authProvider={authProvider}
      dataProvider={dataProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[] = []) => (
        <>
          {permissions.some((authority) => authority === 'ADMIN' || authority === 'MODERATOR') ? (
            <>
              <Resource name="users" {...users} />
              <Resource name="genres" {...genres} />
              <Resource name="audit-logs" {...auditLogs} />
            </>
          ) : null}
        </>
      )}
    </Admin>
  )
}
