import { useTranslation } from 'react-i18next'
import { Pagination } from '@kobza/design-system'
import styles from './Paged.module.css'

/** The spec's pagination under a list: 7 visible page buttons, hidden for a single page. */
export function PagedNav({
  page,
  totalPages,
  onPageChange,
}: {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}) {
  const { t } = useTranslation('catalogue')
  if (totalPages <= 1) return null
  return (
    <Pagination
      className={styles.pagination}
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        onPageChange(next)
        window.scrollTo({ top: 0 })
      }}
      maxButtons={7}
      label={t('songs.pages')}
      previousLabel={t('songs.previous')}
      nextLabel={t('songs.next')}
      pageLabel={(number) => t('songs.page', { page: number })}
    />
  )
}
