import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import {
  Badge,
  Button,
  Cluster,
  Container,
  EmptyState,
  mediaQueries,
  PageHeader,
  Preloader,
  Tabs,
  useMediaQuery,
} from '@kobza/design-system'
import type { GenreEntry } from '@kobza/contract'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import screen from '../../../shared/ui/Screen.module.css'
import { genresQueryOptions } from '../api/genres'

type FeedTab = 'PUBLIC' | 'PREMIUM'

/** Home (spec 000 §2): the 'Home' title, the server's genre list and, for now, the feed's place. */
export function HomeScreen() {
  const { t } = useTranslation(['feed', 'shared'])
  const { client, loggedIn } = useSession()
  const isMobile = useMediaQuery(mediaQueries.below.mobile)
  const [tab, setTab] = useState<FeedTab>('PUBLIC')
  const genres = useQuery({
    ...genresQueryOptions(client),
    // The section shows its own failure with a retry; no global popup on top of it.
    meta: { handlesErrors: true },
  })

  return (
    <Container className={screen.page}>
      <PageHeader
        className={screen.pageHeader}
        title={t('titles.home')}
        actions={
          isMobile && !loggedIn ? <LinkButton to={paths.signIn}>{t('shared:nav.signIn')}</LinkButton> : undefined
        }
      />

      <section className={screen.section} aria-labelledby="genres-title">
        <h2 id="genres-title" className={screen.sectionTitle}>
          {t('home.genresTitle')}
        </h2>
        {genres.isPending ? (
          <Preloader label={t('shared:common.loading')} centered />
        ) : genres.isError ? (
          <div role="alert">
            <EmptyState
              compact
              headingLevel="h3"
              title={t('home.genresErrorTitle')}
              description={t('home.genresErrorText')}
              action={
                <Button
                  variant="secondary"
                  loading={genres.isFetching}
                  loadingLabel={t('shared:common.loading')}
                  onClick={() => void genres.refetch()}
                >
                  {t('shared:common.retry')}
                </Button>
              }
            />
          </div>
        ) : genres.data.length === 0 ? (
          <EmptyState compact headingLevel="h3" title={t('home.genresEmpty')} />
        ) : (
          <GenreChips genres={genres.data} />
        )}
      </section>

      <section className={screen.section} aria-labelledby="feed-title">
        <h2 id="feed-title" className={screen.sectionTitle}>
          {t('home.feedTitle')}
        </h2>
        <Tabs<FeedTab>
          label={t('home.feedTitle')}
          value={tab}
          onChange={setTab}
          items={[
            { value: 'PUBLIC', label: t('home.recommendations') },
            { value: 'PREMIUM', label: t('home.premium') },
          ]}
        >
          <EmptyState
            compact
            headingLevel="h3"
            title={t('shared:common.comingSoon')}
            description={t('home.feedComingSoon')}
          />
        </Tabs>
      </section>
    </Container>
  )
}

function GenreChips({ genres }: { genres: GenreEntry[] }) {
  const { t } = useTranslation()
  return (
    <Cluster as="ul" gap={2} className={screen.plainList}>
      {genres.map((genre) => (
        <li key={genre.value}>
          <Badge tone="neutral">{t(`genres.${genre.value}`, { defaultValue: genre.name })}</Badge>
        </li>
      ))}
    </Cluster>
  )
}
