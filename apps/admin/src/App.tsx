import { Admin, Resource } from 'react-admin'
import { createKobzaMuiTheme } from '@kobza/design-system/mui-theme'
import { createAuthProvider } from './authProvider.ts'
import { createDataProvider } from './dataProvider.ts'
import { createConsoleClient } from './session.ts'
import { createI18nProvider } from './i18n/i18nProvider.ts'
import { Dashboard } from './Dashboard.tsx'
import { LoginPage } from './LoginPage.tsx'
import { ConsoleTitle } from './ConsoleTitle.tsx'
import { consoleResources } from './consoleResources.ts'
import { resourcesFor } from './resources.ts'

const client = createConsoleClient()
const authProvider = createAuthProvider(client)
const dataProvider = createDataProvider(client)
const i18nProvider = createI18nProvider()
const lightTheme = createKobzaMuiTheme('light')
const darkTheme = createKobzaMuiTheme('dark')

export function App() {
  return (
    <Admin
      title={<ConsoleTitle />}
      dashboard={Dashboard}
      loginPage={LoginPage}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      {/* Only the resources the contract opens to the signed-in authorities; the API checks the same list. */}
      {(permissions: string[] | undefined) =>
        resourcesFor(consoleResources, permissions).map(({ authorities: _allowed, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))
      }
    </Admin>
  )
}
