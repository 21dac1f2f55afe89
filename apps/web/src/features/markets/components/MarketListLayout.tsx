import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Container, EmptyState, PageHeader, Preloader, Tabs } from '@kobza/design-system'
import { DevWalletPrompt } from './DevWalletPrompt'
import { WalletButton } from './WalletButton'
import styles from './Markets.module.css'
import { Pager } from '../../../shared/ui/Pager'

/** The frame both market lists share (spec 002 §2): header, about text, tabs, tools, grid, pages. */
export function MarketListLayout<Tab extends string>({
  title,
  actions,
  aboutTitle,
  about,
  tabs,
  tabsLabel,
  tab,
  onTab,
  tools,
  state,
  emptyText,
  children,
  page,
  totalPages,
  onPage,
  onRetry,
}: {
  title: string
  actions?: ReactNode
  aboutTitle: string
  about: string
  tabs: readonly { value: Tab; label: string }[]
  tabsLabel: string
  tab: Tab
  onTab: (tab: Tab) => void
  tools: ReactNode
  state: 'pending' | 'error' | 'empty' | 'ready'
  emptyText: string
  children: ReactNode
  page: number
  totalPages: number
  onPage: (page: number) => void
  onRetry: () => void
}) {
  const { t } = useTranslation(['markets', 'shared'])
  return (
    <Container className={styles.page}>
      <PageHeader
        className={styles.pageHeader}
        title={title}
        actions={
          <div className={styles.headerActions}>
            {actions}
            <WalletButton />
          </div>
        }
      />
      <details className={styles.about}>
        <summary>{aboutTitle}</summary>
        <p>{about}</p>
      </details>
      <Tabs items={tabs} value={tab} onChange={onTab} label={tabsLabel} />
      <div className={styles.toolbar}>{tools}</div>
      {state === 'pending' ? (
        <Preloader label={t('shared:common.loading')} centered />
      ) : state === 'error' ? (
        <div role="alert">
          <EmptyState
            title={t('list.errorTitle')}
            description={t('list.errorText')}
            action={<Button onClick={onRetry}>{t('shared:common.retry')}</Button>}
          />
        </div>
      ) : state === 'empty' ? (
        <EmptyState title={t('list.emptyTitle')} description={emptyText} />
      ) : (
        <>
          {children}
          <Pager
            className={styles.pagination}
            page={page + 1}
            totalPages={totalPages}
            onPageChange={(next) => onPage(next - 1)}
            label={t('list.pagination')}
          />
        </>
      )}
      <DevWalletPrompt />
    </Container>
  )
}
