import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Avatar,
  Badge,
  Button,
  Container,
  Cover,
  EmptyState,
  Icon,
  IconButton,
  PageHeader,
  Preloader,
} from '@kobza/design-system'
import { timings, type Legend } from '@kobza/contract'
import { ApiError } from '@kobza/api-client'
import { CommentsArea } from '../../feed/public'
import { paths } from '../../../shared/paths'
import { useEraLabel, useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { usePlayer, type Track } from '../../../shared/player/PlayerContext'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import screen from '../../../shared/ui/Screen.module.css'
import { legendCommentsApi, legendKeys, legendQuery, setLegendLike } from '../api/legends'
import { legendCommentsOffline, sendOrQueueVote } from '../api/offlineActions'
import { VoteButton } from '../components/VoteButton'
import { VoteProgress } from '../components/VoteProgress'
import { useSignInGate } from '../components/useSignInGate'
import { hallPath } from '../paths'
import { externalHref, trackIdOf } from '../voting'
import { ReportButton } from '../../../shared/ui/ReportButton'
import styles from '../components/hall.module.css'

/** /hall-of-fame/{uuid}?type (spec 001 §2, §4): the legend, its song, likes, comments, votes, links and judges. */
export function LegendScreen() {
  const { t } = useTranslation(['hallOfFame', 'shared'])
  const { uuid = '' } = useParams()
  const { client } = useSession()
  const navigate = useNavigate()
  const legend = useQuery({ ...legendQuery(client, uuid), meta: { handlesErrors: true } })

  useEffect(() => {
    // The spec's page scrolls to the top 200 ms after it opens.
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), timings.detailScrollTopMs)
    return () => window.clearTimeout(timer)
  }, [uuid])

  if (legend.isPending)
    return (
      <Container className={screen.page}>
        <PageHeader className={screen.pageHeader} title={t('titles.legend')} />
        <Preloader label={t('shared:common.loading')} centered />
      </Container>
    )
  if (legend.isError) {
    const missing = legend.error instanceof ApiError && legend.error.status === 404
    return (
      <Container className={screen.page}>
        <PageHeader className={screen.pageHeader} title={t('titles.legend')} />
        <EmptyState
          title={missing ? t('legend.notFound') : t('hall.loadError')}
          action={
            <Button variant="secondary" onClick={() => void navigate(hallPath())}>
              {t('legend.back')}
            </Button>
          }
        />
      </Container>
    )
  }
  return <LegendView legend={legend.data} />
}

function LegendView({ legend }: { legend: Legend }) {
  const { t } = useTranslation(['hallOfFame', 'shared'])
  const eraLabel = useEraLabel('hallOfFame')
  const genreLabel = useGenreCodeLabel()
  const { client, user } = useSession()
  const { offline } = useServices()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const player = usePlayer()
  const { guard, prompt } = useSignInGate()
  const [commentsOpen, setCommentsOpen] = useState(false)
  const commentsApi = useMemo(
    () => ({ ...legendCommentsApi(client, legend.legendUuid), offline: legendCommentsOffline(legend.legendUuid) }),
    [client, legend.legendUuid]
  )
  const key = legendKeys.detail(legend.legendUuid)

  const like = useMutation({
    mutationFn: (liked: boolean) => setLegendLike(client, legend.legendUuid, liked),
    onMutate: async (liked) => {
      // Optimistic: the heart and the count change at once, and go back if the call fails.
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Legend>(key)
      queryClient.setQueryData<Legend>(key, (current) =>
        current ? { ...current, liked, likeCount: Math.max(0, current.likeCount + (liked ? 1 : -1)) } : current
      )
      return { previous }
    },
    onError: (_error, _liked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (state) => {
      queryClient.setQueryData<Legend>(key, (current) =>
        current ? { ...current, liked: state.liked, likeCount: state.likeCount } : current
      )
    },
  })

  const vote = useMutation({
    // Run even offline: sendOrQueueVote keeps the vote in the offline queue (issue 35).
    networkMode: 'always',
    mutationFn: () => sendOrQueueVote(offline, client, user?.uuid, legend.legendUuid),
    // After a vote the legend is reloaded (spec 001 §4), and the lists show the new figures; a
    // queued vote is reloaded once it is sent.
    onSettled: async (result) => {
      if (result?.queued) return
      await queryClient.invalidateQueries({ queryKey: legendKeys.all })
    },
  })

  const track: Track | null = legend.songUrl
    ? {
        id: trackIdOf(legend.legendUuid),
        title: legend.name,
        artist: legend.authorName ?? undefined,
        src: legend.songUrl,
        cover: legend.coverThumbnailUrl ?? legend.coverUrl,
        media: legend.songMedia,
      }
    : null
  // Follows the app-wide player: another song starting elsewhere turns this one back to Play.
  const playingHere = track !== null && player.isCurrent(track.id) && player.playing
  const togglePlay = () => {
    if (!track) return
    if (player.isCurrent(track.id)) player.toggle()
    else player.play(track)
  }

  const inducted = legend.status === 'SUCCESS'
  const onVoting = legend.status === 'VOTING' || legend.status === 'REVIEWING'
  const facts: Array<[string, string | number | null]> = [
    [t('legend.author'), legend.authorName],
    [t('legend.era'), eraLabel(legend.era)],
    [t('legend.genre'), legend.genre ? genreLabel(legend.genre) : null],
    [t('legend.textAuthor'), legend.textAuthor],
    [t('legend.composer'), legend.composer],
    [t('legend.label'), legend.label],
    [t('legend.recordingStudio'), legend.recordingStudio],
    [t('legend.yearOfRelease'), legend.yearOfRelease],
  ]

  return (
    <Container className={screen.page}>
      <PageHeader
        className={screen.pageHeader}
        title={legend.name}
        subtitle={legend.authorName ?? eraLabel(legend.era)}
        onBack={() => void navigate(hallPath(legend.legendType, inducted ? 'legends' : 'voting'))}
        backLabel={t('legend.back')}
      />
      <div className={styles.detail}>
        <div className={styles.detailCover}>
          <Cover src={legend.coverUrl} alt={legend.name} ratio={1} priority>
            {inducted && (
              <span className={styles.cup} title={t('card.cup')}>
                <Icon name="trophy" />
              </span>
            )}
          </Cover>
        </div>
        <div className={styles.detailMain}>
          <div className={styles.row}>
            <ReportButton targetKind="LEGEND" targetId={legend.legendUuid} />
            {inducted && (
              <Badge tone="success" icon={<Icon name="trophy" />}>
                {t('card.cup')}
              </Badge>
            )}
            {track && (
              <Button
                onClick={togglePlay}
                iconStart={<Icon name={playingHere ? 'pause' : 'play'} />}
                aria-pressed={playingHere}
              >
                {playingHere ? t('legend.pause') : t('legend.play')}
              </Button>
            )}
            <IconButton
              label={legend.liked ? t('legend.unlike') : t('legend.like')}
              icon={<Icon name="heart" />}
              pressed={legend.liked}
              onClick={() => guard(() => like.mutate(!legend.liked))}
            />
            <span aria-live="polite">{t('legend.likes', { count: legend.likeCount })}</span>
          </div>

          {onVoting && (
            <section className={styles.section} aria-labelledby="legend-vote">
              <h2 className={styles.sectionTitle} id="legend-vote">
                {t('legend.voteSection')}
              </h2>
              <VoteProgress voteInfo={legend.voteInfo} reviewing={legend.status !== 'VOTING'} />
              <div>
                <VoteButton legend={legend} onVote={() => guard(() => vote.mutate())} voting={vote.isPending} />
              </div>
            </section>
          )}
          {legend.status === 'REJECTED' && (
            <p className={styles.notice} role="status">
              {t('legend.rejected')}
              {legend.rejectionReason ? ` — ${t('legend.rejectedReason', { reason: legend.rejectionReason })}` : ''}
            </p>
          )}
          {legend.status === 'NOT_SELECTED' && (
            <p className={styles.notice} role="status">
              {t('legend.notSelected')}
            </p>
          )}

          <section className={styles.section} aria-labelledby="legend-opinion">
            <h2 className={styles.sectionTitle} id="legend-opinion">
              {t('legend.opinion', { name: legend.legendStarterUserOwner.publicName })}
            </h2>
            <div className={styles.owner}>
              <Avatar
                src={legend.legendStarterUserOwner.avatar}
                name={legend.legendStarterUserOwner.publicName}
                size="sm"
              />
              <span>{legend.legendStarterUserOwner.publicName}</span>
            </div>
            <p className={styles.opinion}>{legend.ownerLegendStarterOpinion}</p>
          </section>

          <section className={styles.section} aria-labelledby="legend-details">
            <h2 className={styles.sectionTitle} id="legend-details">
              {t('legend.details')}
            </h2>
            <dl className={styles.facts}>
              {facts
                .filter(([, value]) => value !== null && value !== '')
                .map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </section>

          {legend.links.length > 0 && (
            <section className={styles.section} aria-labelledby="legend-links">
              <h2 className={styles.sectionTitle} id="legend-links">
                {t('legend.links')}
              </h2>
              <ul className={styles.plainList}>
                {legend.links.map((link) => (
                  <li key={`${link.linkType}-${link.url}`}>
                    <a href={externalHref(link.url)} target="_blank" rel="noopener noreferrer">
                      {link.linkType === 'CUSTOM' && link.linkName
                        ? link.linkName
                        : t(`legend.linkTypes.${link.linkType}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {legend.judges.length > 0 && (
            <section className={styles.section} aria-labelledby="legend-judges">
              <h2 className={styles.sectionTitle} id="legend-judges">
                {t('legend.judges')}
              </h2>
              <ul className={styles.plainList}>
                {legend.judges.map((judge) => (
                  <li key={judge.uuid}>
                    <Link to={paths.profile(judge.nickName)}>{judge.publicName}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <section className={styles.comments}>
        <Button variant="secondary" aria-expanded={commentsOpen} onClick={() => setCommentsOpen((open) => !open)}>
          {commentsOpen
            ? t('legend.hideComments', { count: legend.commentCount })
            : t('legend.showComments', { count: legend.commentCount })}
        </Button>
        {commentsOpen && (
          <CommentsArea parent={{ kind: 'LEGEND', id: legend.id }} count={legend.commentCount} api={commentsApi} />
        )}
      </section>
      {prompt}
    </Container>
  )
}
