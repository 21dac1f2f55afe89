import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Checkbox, FormField, Popup, Select } from '@kobza/design-system'
import { eraValues, genreValues, type Era } from '@kobza/contract'
import { useEraLabel, useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import type { MarketFilters } from '../api/marketsApi'
import styles from './Markets.module.css'

/** The filter popup of both markets: one era and any genres (spec 002 §2). */
export function FilterButton({ value, onChange }: { value: MarketFilters; onChange: (next: MarketFilters) => void }) {
  const { t } = useTranslation(['markets', 'shared'])
  const [open, setOpen] = useState(false)
  const [era, setEra] = useState<Era | ''>(value.era ?? '')
  const [picked, setPicked] = useState<string[]>([...value.genres])
  const count = (value.era ? 1 : 0) + value.genres.length
  // The labels' lists are asked for when the popup first opens, not with every market page.
  const eraLabel = useEraLabel('markets', { fetch: open })
  const genreLabel = useGenreCodeLabel({ fetch: open })

  const show = () => {
    setEra(value.era ?? '')
    setPicked([...value.genres])
    setOpen(true)
  }
  const apply = (next: MarketFilters) => {
    onChange(next)
    setOpen(false)
  }

  return (
    <>
      <Button variant="secondary" onClick={show} aria-haspopup="dialog">
        {count > 0 ? t('list.filtersCount', { count }) : t('list.filters')}
      </Button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title={t('list.filterTitle')}
        closeLabel={t('shared:common.close')}
        actions={
          <>
            <Button variant="secondary" onClick={() => apply({ era: undefined, genres: [] })}>
              {t('list.reset')}
            </Button>
            <Button onClick={() => apply({ era: era || undefined, genres: picked })}>{t('list.apply')}</Button>
          </>
        }
      >
        <div className={styles.form}>
          <FormField label={t('list.era')}>
            <Select
              value={era}
              onChange={(event) => setEra(event.target.value as Era | '')}
              options={[
                { value: '', label: t('list.anyEra') },
                ...eraValues.map((code) => ({ value: code, label: eraLabel(code) })),
              ]}
            />
          </FormField>
          <fieldset className={styles.genres}>
            <legend>{t('list.genres')}</legend>
            {genreValues.map((code) => (
              <Checkbox
                key={code}
                label={genreLabel(code)}
                checked={picked.includes(code)}
                onChange={(event) =>
                  setPicked((current) =>
                    event.target.checked ? [...current, code] : current.filter((entry) => entry !== code)
                  )
                }
              />
            ))}
          </fieldset>
        </div>
      </Popup>
    </>
  )
}
