import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import '@kobza/design-system/tokens.css'
import '@kobza/design-system/global.css'
import { AppProviders } from './app/AppProviders'
import { createBrowserApiClient } from './app/browserClient'
import { createServices } from './app/createServices'
import { AppRoutes } from './app/routing/AppRoutes'
import { createI18n } from './shared/i18n/i18n'
import { createRequestActivity } from './shared/network/activity'
import { createVersionWatch } from './shared/network/versionWatch'
import { registerServiceWorker } from './app/pwa/serviceWorker'

const activity = createRequestActivity()
const version = createVersionWatch()
const services = createServices({
  client: createBrowserApiClient(activity, version),
  i18n: createI18n(),
  activity,
  version,
  offlineStorage: window.localStorage,
})
if (import.meta.env.PROD) registerServiceWorker(version)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)
