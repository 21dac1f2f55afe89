import { createContext, use, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import type { ApiClient } from '@kobza/api-client'
import { ToastProvider } from '@kobza/design-system'
import { SessionProvider } from '../session/SessionContext'
import type { RequestActivity } from '../network/activity'
import type { ErrorStore } from './errorStore'

/** Everything the app is built from; tests pass their own (in-memory storage, a local fetch). */
export interface AppServices {
  client: ApiClient
  queryClient: QueryClient
  i18n: I18n
  errors: ErrorStore
  activity: RequestActivity
}

const ServicesContext = createContext<AppServices | null>(null)

export function useServices(): AppServices {
  const services = use(ServicesContext)
  if (!services) throw new Error('useServices needs <AppProviders>')
  return services
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <SessionProvider client={services.client}>
            <ToastProvider label={services.i18n.t('app.name')}>{children}</ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesContext>
  )
}
