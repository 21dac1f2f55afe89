import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { AdminContext, memoryStore, ResourceContextProvider, type DataProvider, type AuthProvider } from 'react-admin'
import { createKobzaMuiTheme } from '@kobza/design-system/mui-theme'
import { createI18nProvider } from '../i18n/i18nProvider.ts'

/**
 * Renders console UI the way <Admin> does (theme, i18n, a fresh store, a router), with the given
 * data and auth providers, inside `resource` when given.
 */
export function renderInConsole(
  ui: ReactNode,
  {
    dataProvider,
    authProvider,
    resource,
    locale = 'en',
  }: { dataProvider?: DataProvider; authProvider?: AuthProvider; resource?: string; locale?: string } = {}
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
      theme={createKobzaMuiTheme('light')}
    >
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
    </AdminContext>
  )
}
