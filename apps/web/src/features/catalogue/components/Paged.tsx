import { useTranslation } from 'react-i18next'
import styles from './Paged.module.css'
import { Pager } from '../../../shared/ui/Pager'

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
    <Pager
      className={styles.pagination}
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        onPageChange(next)
        window.scrollTo({ top: 0 })
      }}
      maxButtons={7}
      label={t('songs.pages')}
    />
  )
}
