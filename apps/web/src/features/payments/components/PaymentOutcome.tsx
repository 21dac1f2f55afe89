import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { checkout, type PendingPayment } from '../api/checkout'
import styles from './MoneyActions.module.css'

type Outcome = { result: 'success' | 'failure'; pending: PendingPayment | null }

/**
 * What the checkout decided, when the provider sends the browser back with
 * ?payment=success|failure: said once, then the parameter leaves the address.
 */
export function PaymentOutcome({ artistName }: { artistName: string }) {
  const { t } = useTranslation('payments')
  const [params, setParams] = useSearchParams()
  const result = params.get('payment')
  // The browser comes back from the checkout with a full page load: the address is read once, on mount.
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    result === 'success' || result === 'failure' ? { result, pending: checkout.recall() } : null
  )

  useEffect(() => {
    if (result !== 'success' && result !== 'failure') return
    checkout.forget()
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('payment')
        return next
      },
      { replace: true }
    )
  }, [result, setParams])

  if (!outcome) return null
  const goal = outcome.pending?.goal
  const name = outcome.pending?.artistName ?? artistName
  const message =
    outcome.result === 'failure'
      ? t('outcome.failure')
      : goal
        ? t(`outcome.success${goal}`, { name })
        : t('outcome.successOther')
  return (
    <div
      role={outcome.result === 'failure' ? 'alert' : 'status'}
      className={`${styles.outcome} ${outcome.result === 'success' ? styles.success : styles.failure}`}
      data-testid="payment-outcome"
    >
      <p>
        {message}{' '}
        {outcome.result === 'success' && goal === 'VID_CONGRATULATION' && (
          <Link className={styles.outcomeLink} to={paths.video}>
            {t('outcome.myVideos')}
          </Link>
        )}
      </p>
      <Button variant="ghost" size="sm" onClick={() => setOutcome(null)}>
        {t('outcome.dismiss')}
      </Button>
    </div>
  )
}
