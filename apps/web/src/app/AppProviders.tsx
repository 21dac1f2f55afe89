import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { ToastProvider } from '@kobza/design-system'
import { ServicesContext, type AppServices } from '../shared/services'
import { PlayerProvider } from '../shared/player/PlayerContext'
import { SessionProvider } from '../shared/session/SessionContext'

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <SessionProvider client={services.client}>
            <ToastProvider label={services.i18n.t('app.name')}>
              <PlayerProvider>{children}</PlayerProvider>
            </ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesContext>
  )
}
