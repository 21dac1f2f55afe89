import { useTranslation } from 'react-i18next'
import { Button, EmptyState } from '@kobza/design-system'

/** "Retry" under a screen or list that failed to load: asks again, busy while it does. */
export function RetryButton({ onRetry, loading }: { onRetry: () => void; loading?: boolean }) {
  const { t } = useTranslation('shared')
  return (
    <Button variant="secondary" loading={loading} loadingLabel={t('common.loading')} onClick={onRetry}>
      {t('common.retry')}
    </Button>
  )
}

/** A list inside a screen that failed to load, announced at once, with Retry. */
export function ListLoadError({
  title,
  description,
  query,
}: {
  title: string
  description: string
  query: { isFetching: boolean; refetch: () => unknown }
}) {
  return (
    <div role="alert">
      <EmptyState
        compact
        headingLevel="h3"
        title={title}
        description={description}
        action={<RetryButton loading={query.isFetching} onRetry={() => void query.refetch()} />}
      />
    </div>
  )
}
