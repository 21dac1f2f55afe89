import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button, Container, EmptyState, PageHeader, Preloader } from '@kobza/design-system'
import { ApiError } from '@kobza/api-client'
import { DevWalletPrompt } from './DevWalletPrompt'
import { WalletButton } from './WalletButton'
import styles from './Markets.module.css'

/** A market detail page's frame: back, title, wallet, and the loading, missing and failed states. */
export function DetailFrame({
  title,
  backTo,
  status,
  error,
  onRetry,
  children,
}: {
  title: string
  backTo: string
  status: 'pending' | 'error' | 'success'
  error: unknown
  onRetry: () => void
  children: ReactNode
}) {
  const { t } = useTranslation(['markets', 'shared'])
  const navigate = useNavigate()
  const missing = error instanceof ApiError && error.status === 404
  return (
    <Container className={styles.page}>
      <PageHeader
        className={styles.pageHeader}
        title={title}
        onBack={() => navigate(backTo)}
        backLabel={t('detail.back')}
        actions={<WalletButton />}
      />
      {status === 'pending' ? (
        <Preloader label={t('shared:common.loading')} centered />
      ) : status === 'error' ? (
        <div role="alert">
          <EmptyState
            headingLevel="h2"
            title={missing ? t('detail.notFoundTitle') : t('list.errorTitle')}
            description={missing ? t('detail.notFoundText') : t('list.errorText')}
            action={missing ? undefined : <Button onClick={onRetry}>{t('shared:common.retry')}</Button>}
          />
        </div>
      ) : (
        children
      )}
      <DevWalletPrompt />
    </Container>
  )
}
