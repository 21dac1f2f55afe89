import { useTranslation } from 'react-i18next'
import { Button } from '@kobza/design-system'

/** "Retry" under a screen or list that failed to load: asks again. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shared')
  return (
    <Button variant="secondary" onClick={onRetry}>
      {t('common.retry')}
    </Button>
  )
}
