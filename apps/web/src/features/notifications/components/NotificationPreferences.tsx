import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import {
  notificationChannels,
  notificationTypes,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationType,
  type UpdateNotificationSettingsRequest,
} from '@kobza/contract'
import { Card, Checkbox, Preloader, VisuallyHidden } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import screen from '../../../shared/ui/Screen.module.css'
import { notificationKeys } from '../api/notificationsApi'
import styles from './NotificationPreferences.module.css'
import { PushDevice } from './PushDevice'
import { QuietHours } from './QuietHours'

/**
 * The Settings screen's panel of notification preferences: for each type, in the app, by e-mail
 * and by push. A change is saved at once.
 */
export function NotificationPreferences() {
  const { t } = useTranslation(['notifications', 'shared'])
  const { client, queryClient } = useServices()
  const [failed, setFailed] = useState(false)
  const settings = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }): Promise<NotificationSettings> => client.callNamed('notifications', 'settings', { signal }),
  })

  const save = async (body: UpdateNotificationSettingsRequest) => {
    setFailed(false)
    try {
      const saved = await client.callNamed('notifications', 'updateSettings', { body })
      queryClient.setQueryData(notificationKeys.settings, saved)
    } catch {
      setFailed(true)
    }
  }
  const change = (type: NotificationType, channel: NotificationChannel, on: boolean) =>
    save({ settings: { [type]: { [channel]: on } } })

  return (
    <Card as="section" padding="lg" aria-labelledby="settings-notifications" data-testid="notification-preferences">
      <h2 id="settings-notifications" className={screen.sectionTitle}>
        {t('preferences.title')}
      </h2>
      <p>{t('preferences.intro')}</p>
      {settings.data ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('preferences.type')}</th>
              {notificationChannels.map((channel) => (
                <th scope="col" key={channel}>
                  {t(`preferences.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationTypes.options.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`types.${type}`)}</th>
                {notificationChannels.map((channel) => (
                  <td key={channel}>
                    <Checkbox
                      label={
                        <VisuallyHidden>
                          {t('preferences.toggle', { type: t(`types.${type}`), channel: t(`preferences.${channel}`) })}
                        </VisuallyHidden>
                      }
                      checked={settings.data.settings[type]?.[channel] ?? false}
                      onChange={(event) => void change(type, channel, event.currentTarget.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {settings.data ? (
        <Checkbox
          label={t('preferences.digest')}
          checked={settings.data.emailDigest === 'daily'}
          onChange={(event) => void save({ emailDigest: event.currentTarget.checked ? 'daily' : 'off' })}
        />
      ) : settings.isPending ? (
        <Preloader label={t('shared:common.loading')} />
      ) : null}
      {failed && <p role="alert">{t('preferences.failed')}</p>}
      <PushDevice />
      {settings.data && <QuietHours saved={settings.data.quietHours} />}
    </Card>
  )
}
