import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '@kobza/api-client'
import { Button, Container, EmptyState, PageHeader, Preloader } from '@kobza/design-system'
import type { ArtistProfile } from '@kobza/contract'
import { ArtistContent } from '../../catalogue/public'
import { MessageButton } from '../../chat/public'
import { PostWall, preloadPostWall } from '../../feed/public'
import { ProfileMoneyActions } from '../../payments/public'
import screen from '../../../shared/ui/Screen.module.css'
import { profileQueryOptions } from '../api/profileApi'
import { useArtistPage } from '../api/useArtistPage'
import { OwnerNav } from '../components/OwnerNav'
import { ProfileHead } from '../components/ProfileHead'
import { ReportButton } from '../../../shared/ui/ReportButton'
import type { ScreenPrefetchContext } from '../../../shared/feature'
import styles from './ProfileScreen.module.css'
import { RetryButton } from '../../../shared/ui/RetryButton'

// Only the owner edits, and the form brings the forms' machinery and the picture cropper.
const ProfileEditForm = lazy(() =>
  import('../components/ProfileEditForm').then((m) => ({ default: m.ProfileEditForm }))
)

// The wall is most of an artist's page: its chunk downloads alongside the profile's answer
// rather than after it (a round trip on a slow network), and stays cached for a fan's profile.
preloadPostWall()

/**
 * /profile/{nickName} (spec 000 §2 Profile): the head with its buttons, then for artists the
 * owner navigation bar, the content box (songs, playlists, events) and the post wall. A
 * non-artist owner sees only the head.
 */
export function ProfileScreen() {
  const { nickName = '' } = useParams()
  const { t } = useTranslation(['profile', 'shared'])
  const { query, profile, isOwner, isArtist } = useArtistPage(nickName)
  const [editing, setEditing] = useState<string | null>(null)

  // The page's title is the spec's 'Profile'; the person's name heads the profile itself.
  const header = <PageHeader className={styles.pageHeader} title={t('titles.profile')} />
  if (query.isPending)
    return (
      <Container className={screen.page}>
        {header}
        <Preloader label={t('shared:common.loading')} centered />
      </Container>
    )
  if (query.isError || !profile) {
    const notFound = query.error instanceof ApiError && query.error.status === 404
    return (
      <Container className={screen.page}>
        {header}
        <EmptyState
          title={notFound ? t('profile.notFoundTitle') : t('profile.loadErrorTitle')}
          description={notFound ? t('profile.notFoundText') : undefined}
          action={notFound ? undefined : <RetryButton onRetry={() => void query.refetch()} />}
        />
      </Container>
    )
  }

  // Editing belongs to one profile: opening another page leaves the mode.
  const isEditing = isOwner && editing === profile.uuid
  return (
    <Container className={screen.page}>
      {header}
      {isEditing ? (
        <Suspense fallback={<Preloader label={t('shared:common.loading')} centered />}>
          <ProfileEditForm profile={profile} onDone={() => setEditing(null)} />
        </Suspense>
      ) : (
        <ProfileHeadWithActions
          profile={profile}
          isOwner={isOwner}
          isArtist={isArtist}
          onEdit={() => setEditing(profile.uuid)}
        />
      )}
      {isArtist && (
        <>
          {isOwner && <OwnerNav nickName={profile.nickName} />}
          <ArtistContent artist={profile} isOwner={isOwner} />
          <section className={styles.wall} aria-label={t('profile.posts')}>
            <PostWall artist={profile} isOwner={isOwner} />
          </section>
        </>
      )}
    </Container>
  )
}

/** The head with the buttons of the one looking: edit for the owner; money, message and report for others. */
function ProfileHeadWithActions({
  profile,
  isOwner,
  isArtist,
  onEdit,
}: {
  profile: ArtistProfile
  isOwner: boolean
  isArtist: boolean
  onEdit: () => void
}) {
  const { t } = useTranslation('profile')
  const actions = isOwner ? (
    <Button variant="secondary" onClick={onEdit}>
      {t('profile.edit')}
    </Button>
  ) : (
    <>
      {isArtist && (
        <>
          <ProfileMoneyActions profile={profile} />
          <MessageButton opponent={profile} />
        </>
      )}
      <ReportButton targetKind="PROFILE" targetId={profile.uuid} authorUuid={profile.uuid} />
    </>
  )
  return <ProfileHead profile={profile} isArtist={isArtist} actions={actions} />
}

/** Opened at its URL, the profile's head is asked for with the screen's chunk (main.tsx). */
ProfileScreen.prefetch = ({ services: { client, queryClient }, params }: ScreenPrefetchContext) =>
  queryClient.prefetchQuery(profileQueryOptions(client, params.nickName ?? ''))
