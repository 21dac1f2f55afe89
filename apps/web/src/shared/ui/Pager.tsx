import { useTranslation } from 'react-i18next'
import { Pagination, type PaginationProps } from '@kobza/design-system'

/**
 * The design system's Pagination in the reader's language: every list pages with the same words
 * (previous, next, page N); `label` names what the list pages, for the navigation landmark.
 */
export function Pager(props: Omit<PaginationProps, 'previousLabel' | 'nextLabel' | 'pageLabel'> & { label: string }) {
  const { t } = useTranslation('shared')
  return (
    <Pagination
      {...props}
      previousLabel={t('pages.previous')}
      nextLabel={t('pages.next')}
      pageLabel={(page) => t('pages.page', { page })}
    />
  )
}
