import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '@kobza/api-client'
import { Container, EmptyState, mediaQueries, PageHeader, Preloader, useMediaQuery } from '@kobza/design-system'
import type { ArtistProfile } from '@kobza/contract'
import { OwnerNav, useArtistPage } from '../../profile/public'
import { paths } from '../../../shared/paths'
import screen from '../../../shared/ui/Screen.module.css'
import { RetryButton } from '../../../shared/ui/RetryButton'

export interface ArtistPageContext {
  profile: ArtistProfile
  isOwner: boolean
  isArtist: boolean
}

/**
 * The frame of the pages under /profile/{nickName}/…: resolves the artist from the nickname,
 * shows the owner navigation bar to the owner and, to everyone else below 1200 px, a back
 * button (spec 001 §2, §9).
 */
export function ArtistPage({
  title,
  actions,
  children,
}: {
  /** The page's heading; before the profile is known it is asked with a visitor's view. */
  title: (context: Pick<ArtistPageContext, 'isOwner' | 'isArtist'>) => string
  actions?: (context: ArtistPageContext) => ReactNode
  children: (context: ArtistPageContext) => ReactNode
}) {
  const { nickName = '' } = useParams()
  const { t } = useTranslation(['catalogue', 'profile', 'shared'])
  const navigate = useNavigate()
  const narrow = useMediaQuery(mediaQueries.below.desktop)
  const { query, profile, isOwner, isArtist } = useArtistPage(nickName)

  if (query.isPending || query.isError || !profile) {
    const notFound = query.error instanceof ApiError && query.error.status === 404
    const fallback = { isOwner: false, isArtist: false }
    return (
      <Container className={screen.page}>
        <PageHeader className={screen.pageHeader} title={title(fallback)} />
        {query.isPending ? (
          <Preloader label={t('shared:common.loading')} centered />
        ) : (
          <EmptyState
            title={notFound ? t('profile:profile.notFoundTitle') : t('profile:profile.loadErrorTitle')}
            action={notFound ? undefined : <RetryButton onRetry={() => void query.refetch()} />}
          />
        )}
      </Container>
    )
  }
  const context = { profile, isOwner, isArtist }
  const back = () => {
    // With no page of ours behind, 'back' goes to the artist's profile instead of leaving the site.
    if (window.history.state?.idx > 0) void navigate(-1)
    else void navigate(paths.profile(profile.nickName))
  }
  return (
    <Container className={screen.page}>
      {isOwner && isArtist && <OwnerNav nickName={profile.nickName} />}
      <PageHeader
        className={screen.pageHeader}
        title={title(context)}
        subtitle={isOwner ? undefined : profile.publicName}
        onBack={!isOwner && narrow ? back : undefined}
        backLabel={t('songs.back')}
        actions={actions?.(context)}
      />
      {children(context)}
    </Container>
  )
}
