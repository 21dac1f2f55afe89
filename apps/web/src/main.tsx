import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import '@kobza/design-system/tokens.css'
import '@kobza/design-system/global.css'
import { AppProviders } from './app/AppProviders'
import { createBrowserApiClient } from './app/browserClient'
import { createServices } from './app/createServices'
import { createAppI18n } from './app/i18n'
import { AppRoutes } from './app/routing/AppRoutes'
import { createRequestActivity } from './shared/network/activity'

const activity = createRequestActivity()
const services = createServices({ client: createBrowserApiClient(activity), i18n: createAppI18n(), activity })

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
