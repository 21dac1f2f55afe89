import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Container, PageHeader } from '@kobza/design-system'
import screen from '../../../shared/ui/Screen.module.css'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { profileQueryOptions } from '../api/profileApi'
import { ProfileHead } from '../components/ProfileHead'
import styles from './ProfileScreen.module.css'

/**
 * What the server renders at /profile/{nickName} (issue 35), which it draws for a visitor it cannot
 * tell is signed in: the profile's public head, laid out as ProfileScreen lays it, and why the rest
 * asks to sign in. The page's gate script hides that notice for someone signed in, who sees the head
 * while the app starts and then their whole view in its place; a guest's app sends them to sign in,
 * as the spec does. Never hydrated: nothing in it is interactive but links.
 */
export function ProfilePreview() {
  const { nickName = '' } = useParams()
  const { t } = useTranslation(['profile', 'shared'])
  const { client } = useSession()
  const { data: profile } = useQuery(profileQueryOptions(client, nickName))
  if (!profile) return null
  const isArtist = profile.authorities.includes('ARTIST')
  return (
    <Container className={screen.page}>
      <PageHeader className={styles.pageHeader} title={t('titles.profile')} />
      <ProfileHead profile={profile} isArtist={isArtist} />
      <p className={styles.guestNotice} data-guest-notice>
        {/* A listener's profile has no songs or events to name. */}
        {t(isArtist ? 'profile.guestPreview' : 'profile.guestPreviewPerson', { name: profile.publicName })}{' '}
        <LinkButton to={paths.signIn} size="sm">
          {t('shared:nav.signIn')}
        </LinkButton>
      </p>
    </Container>
  )
}
