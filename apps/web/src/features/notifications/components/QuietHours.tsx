import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NotificationSettings, QuietHours as Hours } from '@kobza/contract'
import { Button, Checkbox, FormField, Input } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { notificationKeys } from '../api/notificationsApi'
import styles from './NotificationPreferences.module.css'

const DEFAULT_HOURS = { from: 22 * 60, to: 7 * 60 }

/** 1320 → "22:00", as an `<input type="time">` holds it. */
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * Quiet hours for push, in this browser's time zone: pushes inside them are not sent (the inbox
 * still has every notification).
 */
export function QuietHours({ saved }: { saved: Hours | null }) {
  const { t } = useTranslation('notifications')
  const { client, queryClient } = useServices()
  const [on, setOn] = useState(saved !== null)
  const [from, setFrom] = useState(timeOf(saved?.from ?? DEFAULT_HOURS.from))
  const [to, setTo] = useState(timeOf(saved?.to ?? DEFAULT_HOURS.to))
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null)
  const timeZone = saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone

  const save = async () => {
    setOutcome(null)
    try {
      const quietHours = on ? { from: minutesOf(from), to: minutesOf(to), timeZone } : null
      const answer: NotificationSettings = await client.callNamed('notifications', 'updateSettings', {
        body: { settings: {}, quietHours },
      })
      queryClient.setQueryData(notificationKeys.settings, answer)
      setOutcome('saved')
    } catch {
      setOutcome('failed')
    }
  }

  return (
    <div className={styles.block} data-testid="quiet-hours">
      <h3 className={styles.subtitle}>{t('quiet.title')}</h3>
      <p>{t('quiet.intro', { timeZone })}</p>
      <Checkbox label={t('quiet.enable')} checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />
      {on && (
        <div className={styles.times}>
          <FormField label={t('quiet.from')}>
            <Input type="time" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
          </FormField>
          <FormField label={t('quiet.to')}>
            <Input type="time" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
          </FormField>
        </div>
      )}
      <Button variant="secondary" onClick={() => void save()}>
        {t('quiet.save')}
      </Button>
      {outcome === 'saved' && <p role="status">{t('preferences.saved')}</p>}
      {outcome === 'failed' && <p role="alert">{t('preferences.failed')}</p>}
    </div>
  )
}
