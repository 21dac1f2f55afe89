import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { CharCounterProvider, ToastProvider } from '@kobza/design-system'
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
              <TranslatedCounters>
                <PlayerProvider>{children}</PlayerProvider>
              </TranslatedCounters>
            </ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesContext>
  )
}

/** Every field's character counter speaks the app's language and follows a switch of it. */
function TranslatedCounters({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <CharCounterProvider format={(length, max) => t('common.maxChars', { length, max })}>
      {children}
    </CharCounterProvider>
  )
}
