import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Container,
  EmptyState,
  Icon,
  mediaQueries,
  PageHeader,
  Preloader,
  SearchBox,
  Select,
  Tabs,
  useMediaQuery,
} from '@kobza/design-system'
import {
  apiPageToUi,
  eraValues,
  genreValues,
  legendSortValues,
  limits,
  timings,
  uiPageToApi,
  type Era,
  type Genre,
  type Legend,
  type LegendPage,
  type LegendSort,
  type LegendType,
} from '@kobza/contract'
import { paths } from '../../../shared/paths'
import { useEraLabel, useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import screen from '../../../shared/ui/Screen.module.css'
import { legendKeys, legendListQuery } from '../api/legends'
import { sendOrQueueVote } from '../api/offlineActions'
import { LegendCard } from '../components/LegendCard'
import { useSignInGate } from '../components/useSignInGate'
import type { ContentTab } from '../paths'
import styles from '../components/hall.module.css'
import { RetryButton } from '../../../shared/ui/RetryButton'
import { Pager } from '../../../shared/ui/Pager'

const legendTypes: readonly LegendType[] = ['SONG', 'PERSON']
const contentTabs: readonly ContentTab[] = ['voting', 'legends']

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback
}

/** /hall-of-fame?generalTab&contentTab&page (spec 001 §2): the four card cases, search, filters, sort, pages of 9. */
export function HallOfFameScreen() {
  const { t } = useTranslation(['hallOfFame', 'shared'])
  const { client, user } = useSession()
  const { offline } = useServices()
  const queryClient = useQueryClient()
  const isMobile = useMediaQuery(mediaQueries.below.mobile)
  const eraLabel = useEraLabel('hallOfFame')
  const genreLabel = useGenreCodeLabel()
  const [params, setParams] = useSearchParams()
  const generalTab = pick(params.get('generalTab'), legendTypes, 'SONG')
  const contentTab = pick(params.get('contentTab'), contentTabs, 'voting')
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0)
  const [searchText, setSearchText] = useState('')
  const [era, setEra] = useState<Era | ''>('')
  const [genre, setGenre] = useState<Genre | ''>('')
  const [sort, setSort] = useState<LegendSort>('RECENT')
  const { guard, prompt } = useSignInGate()

  const listParams = {
    legendType: generalTab,
    isLegend: contentTab === 'legends',
    page,
    sort,
    searchText,
    era,
    genre: generalTab === 'SONG' ? genre : '',
  } as const
  const list = useQuery({ ...legendListQuery(client, listParams), placeholderData: keepPreviousData })

  const go = (next: { generalTab?: LegendType; contentTab?: ContentTab; page?: number }) => {
    setParams({
      generalTab: next.generalTab ?? generalTab,
      contentTab: next.contentTab ?? contentTab,
      page: String(next.page ?? 0),
    })
  }

  const vote = useMutation({
    // Run even offline: sendOrQueueVote keeps the vote in the offline queue (issue 35).
    networkMode: 'always',
    mutationFn: (legend: Legend) => sendOrQueueVote(offline, client, user?.uuid, legend.legendUuid),
    onSuccess: (result) => {
      // Queued: the card says so until the vote is sent and the lists are read again.
      if (result.queued) return
      const updated = result.answer
      // The server's figures: 'Voted!' and the count one higher.
      queryClient.setQueryData<LegendPage>(legendKeys.list(listParams), (current) =>
        current
          ? {
              ...current,
              elements: current.elements.map((entry) => (entry.legendUuid === updated.legendUuid ? updated : entry)),
            }
          : current
      )
      queryClient.setQueryData(legendKeys.detail(updated.legendUuid), updated)
    },
  })

  const changeFilter = (apply: () => void) => {
    apply()
    if (page !== 0) go({ page: 0 })
  }

  const showPlaylist = generalTab === 'SONG' && contentTab === 'legends'

  return (
    <Container className={screen.page}>
      <PageHeader
        className={screen.pageHeader}
        title={isMobile ? t('hall.headingMobile') : t('titles.hallOfFame')}
        actions={
          <LinkButton to={paths.induct} iconStart={<Icon name="plus" />}>
            {t('hall.induct')}
          </LinkButton>
        }
      />
      <div className={styles.intro}>
        {showPlaylist ? (
          <LinkButton to={paths.legendsPlaylist} variant="secondary" iconStart={<Icon name="play" />}>
            {t('hall.viewPlaylist')}
          </LinkButton>
        ) : (
          <p className={styles.about}>{t('hall.aboutVoting')}</p>
        )}
      </div>

      <div className={styles.tabRow}>
        <Tabs<LegendType>
          label={t('hall.typeTabs')}
          value={generalTab}
          onChange={(value) => go({ generalTab: value })}
          items={[
            { value: 'SONG', label: t('hall.songs') },
            { value: 'PERSON', label: t('hall.persons') },
          ]}
          activation="manual"
        />
        <Tabs<ContentTab>
          label={t('hall.contentTabs')}
          value={contentTab}
          onChange={(value) => go({ contentTab: value })}
          items={[
            { value: 'voting', label: t('hall.voting') },
            { value: 'legends', label: t('hall.legends') },
          ]}
          activation="manual"
        />
      </div>

      <div className={styles.filters}>
        <SearchBox
          className={styles.search}
          label={t('hall.search')}
          placeholder={t('hall.searchPlaceholder')}
          debounceMs={timings.searchDebounceMs}
          onSearch={(text) => changeFilter(() => setSearchText(text.trim()))}
        />
        <Select
          aria-label={t('hall.era')}
          value={era}
          onChange={(event) => changeFilter(() => setEra(event.target.value as Era | ''))}
          options={[
            { value: '', label: t('hall.allEras') },
            ...eraValues.map((code) => ({ value: code, label: eraLabel(code) })),
          ]}
        />
        {generalTab === 'SONG' && (
          <Select
            aria-label={t('hall.genre')}
            value={genre}
            onChange={(event) => changeFilter(() => setGenre(event.target.value as Genre | ''))}
            options={[
              { value: '', label: t('hall.allGenres') },
              ...genreValues.map((code) => ({ value: code, label: genreLabel(code) })),
            ]}
          />
        )}
        <Select
          aria-label={t('hall.sort')}
          value={sort}
          onChange={(event) => changeFilter(() => setSort(event.target.value as LegendSort))}
          options={legendSortValues.map((value) => ({
            value,
            label: t(
              value === 'RECENT'
                ? 'hall.sortRecent'
                : value === 'MORE_VOTES'
                  ? 'hall.sortMoreVotes'
                  : 'hall.sortLessVotes'
            ),
          }))}
        />
      </div>

      {list.isPending ? (
        <Preloader label={t('shared:common.loading')} centered />
      ) : list.isError ? (
        <EmptyState compact title={t('hall.loadError')} action={<RetryButton onRetry={() => void list.refetch()} />} />
      ) : list.data.elements.length === 0 ? (
        <EmptyState compact title={t('hall.empty')} description={t('hall.emptyText')} />
      ) : (
        <>
          <ul className={styles.grid} aria-busy={list.isFetching}>
            {list.data.elements.map((legend) => (
              <li key={legend.legendUuid}>
                <LegendCard
                  legend={legend}
                  voting={vote.isPending && vote.variables?.legendUuid === legend.legendUuid}
                  onVote={(target) => guard(() => vote.mutate(target))}
                />
              </li>
            ))}
          </ul>
          <Pager
            className={styles.pagination}
            page={apiPageToUi(page)}
            totalPages={list.data.totalPages}
            totalResults={list.data.totalPages > 0 ? list.data.elements.length + page * 9 : 0}
            maxButtons={limits.visiblePageButtons}
            onPageChange={(uiPage) => go({ page: uiPageToApi(uiPage) })}
            label={t('hall.pagination')}
          />
        </>
      )}
      {prompt}
    </Container>
  )
}
