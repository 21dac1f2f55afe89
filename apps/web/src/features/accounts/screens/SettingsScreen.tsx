import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { Card, Container, PageHeader, Preloader } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { accountQueryOptions } from '../api/accountApi'
import { ChangeEmailForm } from '../components/ChangeEmailForm'
import { ChangePasswordForm } from '../components/ChangePasswordForm'
import { DeleteAccount } from '../components/DeleteAccount'
import { useEmailConfirmation } from '../api/useEmailConfirmation'
import { LanguageSwitcher } from '../../../shared/i18n/LanguageSwitcher'
import { NotificationPreferences } from '../../notifications/public'
import { PlaybackSettings } from '../../../shared/player/PlaybackSettings'
import settings from '../components/Settings.module.css'
import screen from '../../../shared/ui/Screen.module.css'
import styles from './SettingsScreen.module.css'

/** One titled panel of the settings page. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={screen.sectionTitle}>
        {title}
      </h2>
      {children}
    </Card>
  )
}

/**
 * Settings (spec 000 §2, signed-in only): the account's e-mail (and one waiting for
 * confirmation), the language, playback on this device, changing the password or the e-mail,
 * deleting the account.
 * Opened from the e-mail change link (?emailToken=…) it confirms the new address first.
 */
export function SettingsScreen() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { client } = useServices()
  const account = useQuery(accountQueryOptions(client))
  const confirmation = useEmailConfirmation()

  return (
    <Container size="narrow" className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.settings')} />
      <div className={styles.panels}>
        {confirmation.email && (
          <p role="status" className={settings.notice}>
            {t('settings.emailConfirmed', { email: confirmation.email })}
          </p>
        )}
        <Panel id="settings-account" title={t('settings.accountTitle')}>
          {account.data ? (
            <dl className={styles.facts}>
              <dt>{t('settings.email')}</dt>
              <dd data-testid="account-email">{account.data.email}</dd>
              {account.data.pendingEmail && (
                <dd className={styles.pending}>{t('settings.pendingEmail', { email: account.data.pendingEmail })}</dd>
              )}
            </dl>
          ) : account.isPending || confirmation.pending ? (
            <Preloader label={t('shared:common.loading')} />
          ) : null}
        </Panel>
        <Panel id="settings-language" title={t('settings.languageTitle')}>
          {/* The panel title names the field already; the label stays for screen readers. */}
          <LanguageSwitcher hideLabel hint={t('settings.languageHint')} />
        </Panel>
        <Panel id="settings-playback" title={t('shared:player.settings.title')}>
          <PlaybackSettings />
        </Panel>
        <Suspense fallback={<Preloader label={t('shared:common.loading')} />}>
          <NotificationPreferences />
        </Suspense>
        <Panel id="settings-password" title={t('settings.passwordTitle')}>
          <ChangePasswordForm email={account.data?.email} />
        </Panel>
        <Panel id="settings-email" title={t('settings.emailTitle')}>
          <p className={settings.text}>{t('settings.emailIntro')}</p>
          <ChangeEmailForm />
        </Panel>
        <Panel id="settings-delete" title={t('settings.deleteTitle')}>
          <DeleteAccount />
        </Panel>
      </div>
    </Container>
  )
}
