import { lazy, memo, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  Avatar,
  Badge,
  Button,
  Card,
  CommentIcon,
  ConfirmPopup,
  Cover,
  HeartIcon,
  IconButton,
  Popup,
  Preloader,
  TrashIcon,
} from '@kobza/design-system'
import { cropRatios, type FeedPost, type FeedPostContent } from '@kobza/contract'
import { formatDateTime } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import type { Track } from '../../../shared/player/PlayerContext'
import { sendOrQueue } from '../../../shared/network/offlineQueue'
import { QueuedNote } from '../../../shared/network/QueuedNote'
import { useQueued } from '../../../shared/network/useQueued'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { ReportButton } from '../../../shared/ui/ReportButton'
import { deletePost, likePost, removeCachedPost, updateCachedPost } from '../api/feedApi'
import { offlineKeys } from '../api/offlineActions'
import { PollView } from './PollView'
import { SongRow } from './SongRow'
import { useSignInGate } from './useSignInGate'
import styles from './PostCard.module.css'

/* Most readers never open a post's comments: their code stays out of `/`'s first download. */
const CommentsArea = lazy(() => import('./CommentsArea').then((m) => ({ default: m.CommentsArea })))

type ImageContent = Extract<FeedPostContent, { type: 'IMAGE' }>

/** The thumbnail in the card; the full-size image in a popup on click. */
function PostImage({ image }: { image: ImageContent }) {
  const { t } = useTranslation(['feed', 'shared'])
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.imageButton}
        onClick={() => setOpen(true)}
        aria-label={t('post.openImage')}
      >
        <Cover src={image.thumbnailUrl} alt={t('post.image')} ratio={cropRatios.postCover} />
      </button>
      {open && (
        <Popup
          open
          size="lg"
          title={t('post.imageTitle')}
          hideTitle
          onClose={() => setOpen(false)}
          closeLabel={t('shared:common.close')}
        >
          <img
            src={image.imageUrl}
            alt={t('post.image')}
            width={image.width}
            height={image.height}
            className={styles.fullImage}
          />
        </Popup>
      )}
    </>
  )
}

/**
 * Like toggle (spec 000 §4): the count moves at once and rolls back if the server refuses.
 * Offline, the like waits in the offline queue (issue 35) and says so until it is sent.
 */
function LikeButton({ post, guard }: { post: FeedPost; guard: (action: () => void) => void }) {
  const { t } = useTranslation('feed')
  const { client, user } = useSession()
  const { offline } = useServices()
  const queryClient = useQueryClient()
  const queued = useQueued(offlineKeys.like(post.id))
  const like = useMutation({
    // Run even offline (TanStack Query would pause it, in memory only): sendOrQueue keeps it in the offline queue.
    networkMode: 'always',
    mutationFn: (liked: boolean) =>
      sendOrQueue(
        offline,
        { kind: 'feed.like', key: offlineKeys.like(post.id), owner: user?.uuid, payload: { postId: post.id, liked } },
        () => likePost(client, post.id, liked)
      ),
    onMutate: (liked) => {
      const before = { countLike: post.countLike, isUserLiked: post.isUserLiked }
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        isUserLiked: liked,
        countLike: Math.max(0, cached.countLike + (liked ? 1 : -1)),
      }))
      return before
    },
    onError: (_error, _liked, before) => {
      if (before) updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, ...before }))
    },
    onSuccess: (result) => {
      // Queued: the optimistic count stays until the like is sent and the feed is read again.
      if (result.queued) return
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        countLike: result.answer.countLike,
        isUserLiked: result.answer.isUserLiked,
      }))
    },
  })
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={styles.like}
        data-liked={post.isUserLiked}
        aria-pressed={post.isUserLiked}
        aria-label={`${post.isUserLiked ? t('post.unlike') : t('post.like')} · ${t('post.likes', { count: post.countLike })}`}
        iconStart={<HeartIcon />}
        onClick={() => guard(() => like.mutate(!post.isUserLiked))}
      >
        {post.countLike}
      </Button>
      {queued && <QueuedNote />}
    </>
  )
}

function DeletePost({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const remove = useMutation({
    mutationFn: () => deletePost(client, post.eventOwner.uuid, post.id),
    onSuccess: () => {
      setAsking(false)
      removeCachedPost(queryClient, post.id)
    },
  })
  return (
    <>
      <IconButton size="sm" label={t('post.delete')} icon={<TrashIcon />} onClick={() => setAsking(true)} />
      <ConfirmPopup
        open={asking}
        danger
        title={t('post.deleteTitle')}
        message={t('post.deleteText')}
        confirmLabel={t('post.deleteConfirm')}
        cancelLabel={t('post.cancel')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}

/**
 * One post (spec 000 §3–4): author and time, text, image, song, poll, like and comments.
 * `queue` is the list's songs, so the player's next/previous walk the feed. Memoised: a list
 * rendered again (its next page, a hydrated page's first client render) leaves the cards it
 * already shows as they are — twenty of them cost a phone a long task.
 */
export const PostCard = memo(function PostCard({ post, queue }: { post: FeedPost; queue?: readonly Track[] }) {
  const { t } = useTranslation(['feed', 'shared'])
  const [language] = useLanguage()
  const { user } = useSession()
  const { guard, prompt } = useSignInGate()
  const [commentsOpen, setCommentsOpen] = useState(false)
  const author = post.eventOwner
  const isAuthor = user?.uuid === author.uuid
  const titleId = `post-${post.id}-author`

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId} data-post-id={post.id}>
      <header className={styles.header}>
        <Avatar src={author.avatar} name={author.publicName} decorative ring />
        <div className={styles.byline}>
          <Link id={titleId} to={paths.profile(author.nickName)} className={styles.author}>
            {author.publicName}
          </Link>
          <time dateTime={post.createAt} className={styles.muted}>
            @{author.nickName} · {formatDateTime(post.createAt, language)}
          </time>
        </div>
        {post.postType === 'PREMIUM' && (
          <div className={styles.badge}>
            <Badge tone="premium">{t('post.premium')}</Badge>
          </div>
        )}
        {isAuthor ? <DeletePost post={post} /> : <ReportButton targetKind="POST" targetId={post.id} />}
      </header>
      {post.hidden && (
        <p className={styles.muted} role="note" data-hidden-post>
          <Badge tone="danger">{t('hidden.badge')}</Badge> {t('hidden.reason', { reason: post.hidden.reason })}
        </p>
      )}

      <div className={styles.contents}>
        {post.contents.map((content) => {
          switch (content.type) {
            case 'MESSAGE':
              return content.context ? (
                <p key={content.id} className={styles.text}>
                  {content.context}
                </p>
              ) : null
            case 'IMAGE':
              return <PostImage key={content.id} image={content} />
            case 'SONG':
              return <SongRow key={content.id} song={content.song} queue={queue} />
            case 'VOTE':
              return <PollView key={content.id} poll={content.vote} postId={post.id} guard={guard} />
            default:
              return null
          }
        })}
      </div>

      <footer className={styles.footer}>
        <LikeButton post={post} guard={guard} />
        <Button
          variant="ghost"
          size="sm"
          iconStart={<CommentIcon />}
          aria-expanded={commentsOpen}
          aria-label={`${t('post.comments')} · ${t('post.commentsCount', { count: post.countComments })}`}
          onClick={() => setCommentsOpen(!commentsOpen)}
        >
          {post.countComments}
        </Button>
      </footer>
      {commentsOpen && (
        <Suspense fallback={<Preloader size="sm" label={t('shared:common.loading')} />}>
          <CommentsArea parent={{ kind: 'POST', id: post.id }} count={post.countComments} />
        </Suspense>
      )}
      {prompt}
    </Card>
  )
})
