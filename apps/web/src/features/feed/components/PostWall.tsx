import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, PlusIcon, Tabs } from '@kobza/design-system'
import type { PostType } from '@kobza/contract'
import { useSession } from '../../../shared/session/SessionContext'
import { lazyPopup } from '../../../shared/ui/lazyPopup'
import { PostList } from './PostList'
import styles from './PostWall.module.css'

// The owner's add-post popup loads when first opened: with the composer, its mentions search and
// the upload machinery, it came after every reader's wall.
const ComposerPopup = lazyPopup(() => import('../composer/ComposerPopup').then((m) => m.ComposerPopup))

/** The posts of one artist, newest first, as on the home feed (spec 000 §2, Profile). */
export interface PostWallProps {
  artist: { uuid: string; nickName: string }
  /** The owner sees the add-post button and their hidden or premium posts. */
  isOwner: boolean
}

/** An artist's wall: the recommendations and premium tabs with the feed's paging; the owner adds posts here. */
export function PostWall({ artist, isOwner }: PostWallProps) {
  const { t } = useTranslation('feed')
  const { isArtist } = useSession()
  const [tab, setTab] = useState<PostType>('PUBLIC')
  const [composing, setComposing] = useState(false)
  return (
    <section className={styles.wall} aria-labelledby="wall-title">
      <div className={styles.head}>
        <h2 id="wall-title" className={styles.title}>
          {t('wall.title')}
        </h2>
        {isOwner && isArtist && (
          <Button size="sm" iconStart={<PlusIcon />} onClick={() => setComposing(true)}>
            {t('home.addPost')}
          </Button>
        )}
      </div>
      <Tabs<PostType>
        label={t('wall.title')}
        value={tab}
        onChange={setTab}
        activation="manual"
        items={[
          { value: 'PUBLIC', label: t('home.recommendations') },
          { value: 'PREMIUM', label: t('home.premium') },
        ]}
      >
        <PostList
          key={tab}
          source={{ kind: 'wall', uuid: artist.uuid, tab }}
          emptyText={
            tab === 'PREMIUM'
              ? isOwner
                ? t('wall.premiumEmptyOwner')
                : t('wall.premiumEmptyOther')
              : t('home.publicEmpty')
          }
        />
      </Tabs>
      {isOwner && (
        <ComposerPopup
          open={composing}
          onClose={() => setComposing(false)}
          // The wall opens the tab that holds the new post, so the artist sees it at the top.
          onPublished={(post) => setTab(post.postType)}
        />
      )}
    </section>
  )
}
