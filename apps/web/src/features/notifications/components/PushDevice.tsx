import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { disablePush, enablePush, pushState, type PushState } from '../api/pushDevice'
import styles from './NotificationPreferences.module.css'

/** "Push on this device": asks the browser's permission only when the person clicks. */
export function PushDevice() {
  const { t } = useTranslation('notifications')
  const { client } = useServices()
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    pushState().then(
      (found) => live && setState(found),
      () => live && setState('off')
    )
    return () => {
      live = false
    }
  }, [])

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true)
    setFailed(false)
    try {
      setState(await action())
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  if (state === null) return null
  return (
    <div className={styles.block} data-testid="push-device">
      <h3 className={styles.subtitle}>{t('push.title')}</h3>
      <p role="status">{t(`push.state.${state}`)}</p>
      {state === 'off' && (
        <Button disabled={busy} onClick={() => void run(() => enablePush(client))}>
          {t('push.enable')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" disabled={busy} onClick={() => void run(() => disablePush(client))}>
          {t('push.disable')}
        </Button>
      )}
      {failed && <p role="alert">{t('push.failed')}</p>}
    </div>
  )
}
