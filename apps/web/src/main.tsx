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

const activity = createRequestActivity()
const services = createServices({ client: createBrowserApiClient(activity), i18n: createI18n(), activity })

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
