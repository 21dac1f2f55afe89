import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, Container, mediaQueries, PageHeader, Tabs, useMediaQuery, VisuallyHidden } from '@kobza/design-system'
import type { FeedPost, PostType } from '@kobza/contract'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import screen from '../../../shared/ui/Screen.module.css'
import { PostList } from '../components/PostList'
import { PostComposer } from '../doors'
import styles from './HomeScreen.module.css'

/**
 * Home (spec 000 §2): the 'Home' title (with a sign-in link for guests on phones), the composer for artists on desktop (phones open it from
 * the bottom bar's add-post), and the feed's two tabs with infinite loading. Switching a tab starts its list
 * again from page 0.
 */
export function HomeScreen() {
  const { t } = useTranslation(['feed', 'shared'])
  const { loggedIn, isArtist } = useSession()
  const [tab, setTab] = useState<PostType>('PUBLIC')

  return (
    <Container className={screen.page} size="narrow">
      <PageHeader
        className={screen.pageHeader}
        title={t('titles.home')}
        actions={
          // On phones only, by CSS: the server cannot see the width, and a button appearing at
          // hydration pushed the feed down (CLS 0.051 on the phone profile).
          loggedIn ? undefined : (
            <span className={styles.phoneOnly}>
              <LinkButton to={paths.signIn}>{t('shared:nav.signIn')}</LinkButton>
            </span>
          )
        }
      />

      {/* The tab that holds the new post opens, so the artist sees it at the top. */}
      {isArtist && <DesktopComposer onPublished={(post) => setTab(post.postType)} />}

      <section className={screen.section} aria-labelledby="feed-title">
        <VisuallyHidden as="h2" id="feed-title">
          {t('home.feedTitle')}
        </VisuallyHidden>
        <Tabs<PostType>
          label={t('home.feedTitle')}
          value={tab}
          onChange={setTab}
          activation="manual"
          fullWidth="mobile"
          items={[
            { value: 'PUBLIC', label: t('home.recommendations') },
            { value: 'PREMIUM', label: t('home.premium') },
          ]}
        >
          <PostList
            key={tab}
            source={{ kind: 'feed', tab }}
            emptyText={tab === 'PREMIUM' ? t('home.premiumEmpty') : t('home.publicEmpty')}
          />
        </Tabs>
      </section>
    </Container>
  )
}

/**
 * The composer, for an artist on a wider screen (phones open it from the bottom bar's add-post).
 * Its own component: only an artist's page asks for the width, so the page hydrated for a
 * visitor renders the same tree as the server and nothing again once it is hydrated.
 */
function DesktopComposer({ onPublished }: { onPublished: (post: FeedPost) => void }) {
  const { t } = useTranslation('feed')
  const isMobile = useMediaQuery(mediaQueries.below.mobile)
  if (isMobile) return null
  return (
    <Card as="section" className={styles.composer} aria-label={t('composer.title')}>
      <PostComposer onPublished={onPublished} />
    </Card>
  )
}
