import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import {
  Button,
  ChevronDownIcon,
  Container,
  EmptyState,
  PageHeader,
  SearchBox,
  VisuallyHidden,
} from '@kobza/design-system'
import { uiPageToApi } from '@kobza/contract'
import { useSession } from '../../../shared/session/SessionContext'
import screen from '../../../shared/ui/Screen.module.css'
import { searchQueryOptions } from '../api/searchApi'
import { FilterChips } from '../components/FilterChips'
import { FilterPopup, type FilterChoice } from '../components/FilterPopup'
import { SearchResults } from '../components/SearchResults'
import { defaultType, isIdle, readSearchState, writeSearchState, type SearchState } from '../searchState'
import styles from './SearchScreen.module.css'
import { Pager } from '../../../shared/ui/Pager'
import { ListLoadError } from '../../../shared/ui/RetryButton'

/**
 * Site-wide search (spec 001 §2, §4): a debounced search box, the Filter popup (type, genres
 * for songs), chips of the applied filter, the results of the chosen type and their pages.
 * Everything the results depend on is in the address, so a page change refetches (§4).
 */
export function SearchScreen() {
  const { t } = useTranslation(['search', 'shared'])
  const { client } = useSession()
  const [params, setParams] = useSearchParams()
  const state = readSearchState(params)
  const [filterOpen, setFilterOpen] = useState(false)

  // The box keeps what is typed; when the address changes the text by itself (back, a cleared
  // chip), the box is remounted with the address's text.
  const [emitted, setEmitted] = useState(state.text)
  const [seenText, setSeenText] = useState(state.text)
  const [boxKey, setBoxKey] = useState(0)
  if (state.text !== seenText) {
    setSeenText(state.text)
    if (state.text !== emitted) {
      setEmitted(state.text)
      setBoxKey((key) => key + 1)
    }
  }

  const go = (next: SearchState, options: { replace?: boolean } = {}) => setParams(writeSearchState(next), options)

  const idle = isIdle(state)
  const results = useQuery({
    ...searchQueryOptions(client, {
      type: state.type,
      text: state.text,
      genres: state.genres,
      page: uiPageToApi(state.page),
    }),
    enabled: !idle,
    // The results area shows a failure with a retry; no global popup on top of it.
    meta: { handlesErrors: true },
  })

  const onSearch = (text: string) => {
    setEmitted(text)
    // Typing refines one search: the address follows it without filling the history.
    go({ ...state, text, page: 1 }, { replace: true })
  }

  const applyFilter = (choice: FilterChoice) => {
    setFilterOpen(false)
    go({ ...state, type: choice.type, genres: choice.type === 'SONG' ? choice.genres : [], filtered: true, page: 1 })
  }

  const clearType = () => go({ page: 1, text: '', type: defaultType, filtered: false, genres: [] })
  const clearGenres = () => go({ ...state, genres: [], page: 1 })

  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.search')} />

      <div className={styles.toolbar}>
        <SearchBox
          key={boxKey}
          className={styles.box}
          defaultValue={state.text}
          onSearch={onSearch}
          label={t('search.boxLabel')}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
        />
        <Button
          variant="secondary"
          iconEnd={<ChevronDownIcon />}
          aria-haspopup="dialog"
          onClick={() => setFilterOpen(true)}
        >
          {t('search.filter')}
        </Button>
      </div>

      <FilterChips state={state} onClearType={clearType} onClearGenres={clearGenres} />

      <section className={styles.results} aria-labelledby="search-results-title" aria-busy={results.isFetching}>
        <VisuallyHidden as="h2" id="search-results-title">
          {t('search.results')}
        </VisuallyHidden>
        {idle ? (
          <EmptyState headingLevel="h3" title={t('search.startTitle')} description={t('search.startText')} />
        ) : results.isPending ? (
          <p className={styles.status} role="status">
            {t('shared:common.loading')}
          </p>
        ) : results.isError ? (
          <ListLoadError title={t('search.errorTitle')} description={t('search.errorText')} query={results} />
        ) : results.data.elements.length === 0 ? (
          <EmptyState headingLevel="h3" title={t('search.noMatches')} description={t('search.noMatchesText')} />
        ) : (
          <>
            <div className={results.isPlaceholderData ? styles.stale : undefined}>
              <SearchResults page={results.data} />
            </div>
            <Pager
              className={styles.pagination}
              page={state.page}
              totalPages={results.data.totalPages}
              onPageChange={(page) => {
                go({ ...state, page })
                window.scrollTo({ top: 0 })
              }}
              label={t('search.pagination')}
            />
          </>
        )}
      </section>

      <FilterPopup
        open={filterOpen}
        initial={{ type: state.type, genres: state.genres }}
        onClose={() => setFilterOpen(false)}
        onApply={applyFilter}
      />
    </Container>
  )
}
