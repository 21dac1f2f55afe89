import { useTranslation } from 'react-i18next'
import { CloseIcon } from '@kobza/design-system'
import type { SearchState } from '../searchState'
import styles from './FilterChips.module.css'

export interface FilterChipsProps {
  state: SearchState
  /** Back to ARTIST with an empty search (spec 001 §4). */
  onClearType: () => void
  /** Drops the genres and refetches (spec 001 §4). */
  onClearGenres: () => void
}

/** The chips of the applied filter, each with its own remove button. */
export function FilterChips({ state, onClearType, onClearGenres }: FilterChipsProps) {
  const { t } = useTranslation('search')
  if (!state.filtered) return null
  const chips = [{ key: 'type', name: t(`search.types.${state.type}`), clear: onClearType }]
  if (state.genres.length > 0)
    chips.push({ key: 'genres', name: t('search.genreChip', { count: state.genres.length }), clear: onClearGenres })
  return (
    <ul className={styles.chips} aria-label={t('search.chipsLabel')}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          <span>{chip.name}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('search.removeChip', { name: chip.name })}
            onClick={chip.clear}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  )
}
