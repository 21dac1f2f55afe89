import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { Button, Checkbox, Popup } from '@kobza/design-system'
import type { Genre, SearchType } from '@kobza/contract'
import { useSession } from '../../../shared/session/SessionContext'
import { useGenreLabel } from '../../../shared/i18n/useGenreLabel'
import { genresQueryOptions } from '../api/searchApi'
import styles from './FilterPopup.module.css'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'

/** ARTIST first: the default (spec 001 §4). */
const typeOrder: readonly SearchType[] = ['ARTIST', 'SONG', 'EVENT']

export interface FilterChoice {
  type: SearchType
  genres: Genre[]
}

export interface FilterPopupProps {
  open: boolean
  /** The applied filter: what the popup starts from each time it opens. */
  initial: FilterChoice
  onClose: () => void
  onApply: (choice: FilterChoice) => void
}

/** The Filter popup (spec 001 §2, §4): the type (ARTIST by default) and, for songs, genres. */
export function FilterPopup({ open, initial, onClose, onApply }: FilterPopupProps) {
  const { t } = useTranslation(['search', 'shared'])
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('search.filterTitle')}
      closeLabel={t('shared:common.close')}
      size="sm"
      actions={
        <PopupFormActions
          form="search-filter"
          cancelLabel={t('shared:common.cancel')}
          onCancel={onClose}
          cancelVariant="ghost"
          submitLabel={t('search.apply')}
        />
      }
    >
      {/* Mounted only while open, so each opening starts from the applied filter. */}
      {open && <FilterForm initial={initial} onApply={onApply} />}
    </Popup>
  )
}

function FilterForm({ initial, onApply }: { initial: FilterChoice; onApply: (choice: FilterChoice) => void }) {
  const { t } = useTranslation(['search', 'shared'])
  const [type, setType] = useState<SearchType>(initial.type)
  const [chosen, setChosen] = useState<ReadonlySet<Genre>>(new Set(initial.genres))
  const toggle = (genre: Genre, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(genre)
    else next.delete(genre)
    setChosen(next)
  }
  return (
    <form
      id="search-filter"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        onApply({ type, genres: type === 'SONG' ? [...chosen] : [] })
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('search.typeLegend')}</legend>
        <div className={styles.types}>
          {typeOrder.map((option) => (
            <label key={option} className={styles.type}>
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              <span>{t(`search.types.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'SONG' && <GenreChoice chosen={chosen} onToggle={toggle} />}
    </form>
  )
}

function GenreChoice({
  chosen,
  onToggle,
}: {
  chosen: ReadonlySet<Genre>
  onToggle: (genre: Genre, on: boolean) => void
}) {
  const { t } = useTranslation(['search', 'shared'])
  const { client } = useSession()
  const genres = useQuery({ ...genresQueryOptions(client), meta: { handlesErrors: true } })
  const genreLabel = useGenreLabel()
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('search.genresLegend')}</legend>
      {genres.isPending ? (
        <p role="status">{t('search.genresLoading')}</p>
      ) : genres.isError ? (
        <p role="alert" className={styles.error}>
          {t('search.genresFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void genres.refetch()}>
            {t('shared:common.retry')}
          </Button>
        </p>
      ) : (
        <ul className={styles.genres}>
          {genres.data.map((genre) => (
            <li key={genre.value}>
              <Checkbox
                label={genreLabel(genre)}
                checked={chosen.has(genre.value)}
                onChange={(event) => onToggle(genre.value, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
