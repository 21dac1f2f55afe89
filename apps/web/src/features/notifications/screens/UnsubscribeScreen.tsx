import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { NotificationType } from '@kobza/contract'
import { Button, Card } from '@kobza/design-system'
import { errorMessage } from '../../../shared/errors'
import { paths } from '../../../shared/paths'
import { useServices } from '../../../shared/services'
import screen from '../../../shared/ui/Screen.module.css'
import styles from './UnsubscribeScreen.module.css'

type State =
  { step: 'ask' } | { step: 'busy' } | { step: 'done'; types: NotificationType[] } | { step: 'failed'; message: string }

/**
 * Where a mail's "Stop these e-mails" link lands (the API redirects a browser's GET here): asks
 * before anything changes — a link scanner that opens every link must not unsubscribe anyone —
 * and confirms with the same POST a mail client's one-click button sends. No session needed:
 * the signed token is the proof.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation(['notifications', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useServices()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<State>({ step: 'ask' })
  const outcome = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') outcome.current?.focus()
  }, [state.step])

  const confirm = async () => {
    setState({ step: 'busy' })
    try {
      const { types } = await client.callNamed('notifications', 'unsubscribe', { query: { token } })
      setState({ step: 'done', types })
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, sharedT) })
    }
  }

  return (
    <Card as="section" padding="lg" aria-labelledby="unsubscribe-title" className={styles.card}>
      <h1 id="unsubscribe-title" className={screen.sectionTitle}>
        {t('titles.unsubscribe')}
      </h1>
      {state.step === 'done' ? (
        <div role="status">
          <h2 ref={outcome} tabIndex={-1} className={styles.outcome}>
            {t('unsubscribe.done')}
          </h2>
          <ul>
            {state.types.map((type) => (
              <li key={type}>{t(`types.${type}`)}</li>
            ))}
          </ul>
          <p>
            <Link to={paths.settings}>{t('unsubscribe.settings')}</Link>
          </p>
        </div>
      ) : state.step === 'failed' || !token ? (
        <div role="alert">
          <h2 ref={outcome} tabIndex={-1} className={styles.outcome}>
            {state.step === 'failed' ? state.message : t('unsubscribe.noToken')}
          </h2>
          <p>
            <Link to={paths.settings}>{t('unsubscribe.settings')}</Link>
          </p>
        </div>
      ) : (
        <>
          <h2 className={styles.outcome}>{t('unsubscribe.title')}</h2>
          <p>{t('unsubscribe.ask')}</p>
          <Button
            onClick={() => void confirm()}
            loading={state.step === 'busy'}
            loadingLabel={t('shared:common.loading')}
          >
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
    </Card>
  )
}
