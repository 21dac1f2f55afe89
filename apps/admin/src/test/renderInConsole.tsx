import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  useRouterProvider,
  type DataProvider,
  type AuthProvider,
} from 'react-admin'
import { createKobzaMuiTheme } from '@kobza/design-system/mui-theme'
import { createI18nProvider } from '../i18n/i18nProvider.ts'

/** Shows `element` at `path` (e.g. /users/:id), so pages that read route parameters find them. */
function AtRoute({ path, element }: { path: string; element: ReactNode }) {
  const { Routes, Route } = useRouterProvider()
  return (
    <Routes>
      <Route path={path} element={element} />
    </Routes>
  )
}

/**
 * Renders console UI the way <Admin> does (theme, i18n, a fresh store, a router), with the given
 * data and auth providers, inside `resource` when given, at `url` matched by `route` when given.
 */
export function renderInConsole(
  ui: ReactNode,
  {
    dataProvider,
    authProvider,
    resource,
    locale = 'en',
    url = '/',
    route,
  }: {
    dataProvider?: DataProvider
    authProvider?: AuthProvider
    resource?: string
    locale?: string
    url?: string
    route?: string
  } = {}
) {
  const content = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
        theme={createKobzaMuiTheme('light')}
      >
        {route ? <AtRoute path={route} element={content} /> : content}
      </AdminContext>
    </TestMemoryRouter>
  )
}
