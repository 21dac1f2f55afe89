import { useTranslation } from 'react-i18next'
import { ApiError } from '@kobza/api-client'
import { EmptyState } from '@kobza/design-system'
import { RetryButton } from '../../../shared/ui/RetryButton'

/**
 * The body of an artist's event or playlist page that did not load: its own "not found" title
 * when there is no such item (404), otherwise the load error with a retry.
 */
export function ItemLoadError({
  error,
  notFoundTitle,
  onRetry,
}: {
  error: Error
  notFoundTitle: string
  onRetry: () => void
}) {
  const { t } = useTranslation('catalogue')
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <EmptyState
      title={notFound ? notFoundTitle : t('songs.loadError')}
      action={notFound ? undefined : <RetryButton onRetry={onRetry} />}
    />
  )
}
