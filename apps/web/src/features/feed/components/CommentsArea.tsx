import { useMemo, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Avatar, Badge, Button, FormField, Input, Preloader } from '@kobza/design-system'
import { characterCount, limits, type CommentPage, type FeedComment } from '@kobza/contract'
import { formatDateTime } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { sendOrQueue, uniqueKey, type OfflineAction, type QueuedAction } from '../../../shared/network/offlineQueue'
import { QueuedNote } from '../../../shared/network/QueuedNote'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { ReportButton } from '../../../shared/ui/ReportButton'
import { postCommentsCalls, serverEpochSeconds, updateCachedPost } from '../api/feedApi'
import { postCommentsOffline, type CommentsOffline, type QueuedComment } from '../api/offlineActions'
import { useSignInGate } from './useSignInGate'
import styles from './CommentsArea.module.css'

/** Which thing the comments hang under: a post (spec 000) or a legend (spec 001 §2). */
export interface CommentParent {
  kind: 'POST' | 'LEGEND'
  id: number
}

/**
 * How the comments area reaches its parent's comments. Posts use the feed's own calls; a legend
 * passes an adapter over its `/legends/{id}/comments` calls. Pages are 0-based (10 comments,
 * 2 replies a page, `initialTimeStamp` keeps pages stable while new comments arrive).
 */
export interface CommentsApi {
  /** The query-key root the area caches under, e.g. ['legends', id, 'comments']. */
  key: readonly unknown[]
  list: (page: number, initialTimeStamp?: number) => Promise<CommentPage>
  replies: (commentId: number, page: number, initialTimeStamp?: number) => Promise<CommentPage>
  /** `idempotencyKey` names the comment, so sending it again after a lost answer adds it once. */
  add: (comment: string, idempotencyKey?: string) => Promise<FeedComment>
  reply: (commentId: number, comment: string, idempotencyKey?: string) => Promise<FeedComment>
  /** How a comment or a reply made offline waits in the offline queue (issue 35) for its feature's sender. */
  offline: CommentsOffline
}

export interface CommentsAreaProps {
  parent: CommentParent
  /** How many comments the parent reports, shown before the first page loads. */
  count?: number
  /** Required for a LEGEND parent; a POST parent defaults to the feed's calls. */
  api?: CommentsApi
}

interface PageParam {
  page: number
  initialTimeStamp: number
}

type Gate = (action: () => void) => void

/**
 * Sends a comment or a reply, or queues it (offline, issue 35) under a unique key below `base`'s.
 * Runs even offline (TanStack Query would pause the mutation, in memory only). The key is also the
 * comment's Idempotency-Key, from the first attempt on: if that attempt reached the API but its
 * answer was lost, the queued send gets the same comment back rather than adding it twice.
 */
function useSendOrQueue(send: (text: string, idempotencyKey: string) => Promise<FeedComment>, base: OfflineAction) {
  const { offline } = useServices()
  const { user } = useSession()
  return (text: string) => {
    const key = uniqueKey(base.key)
    return sendOrQueue(
      offline,
      {
        kind: base.kind,
        key,
        owner: user?.uuid,
        payload: { ...(base.payload as object), text, idempotencyKey: key },
      },
      () => send(text, key)
    )
  }
}

/** The comments or replies under `base` that wait in the offline queue, shown until they are sent. */
function useWaiting(base: OfflineAction): QueuedAction[] {
  const { offline } = useServices()
  const queue = useSyncExternalStore(offline.subscribe, offline.getSnapshot, offline.getSnapshot)
  return useMemo(() => queue.filter((action) => action.key.startsWith(`${base.key}:`)), [queue, base.key])
}

function WaitingList({ actions }: { actions: QueuedAction[] }) {
  if (actions.length === 0) return null
  return (
    <ul className={styles.list}>
      {actions.map((action) => (
        <li key={action.id} className={styles.waiting}>
          <p>{(action.payload as QueuedComment).text}</p>
          <QueuedNote />
        </li>
      ))}
    </ul>
  )
}

/** Pages of comments or replies anchored at the server's time of the first page. */
function usePages(
  key: readonly unknown[],
  load: (page: number, initialTimeStamp: number) => Promise<CommentPage>,
  enabled = true
) {
  const { client } = useSession()
  return useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: null as PageParam | null,
    queryFn: async ({ pageParam, signal }) => {
      const param = pageParam ?? { page: 0, initialTimeStamp: await serverEpochSeconds(client, signal) }
      return { ...(await load(param.page, param.initialTimeStamp)), ...param }
    },
    getNextPageParam: (last): PageParam | undefined =>
      last.page + 1 < last.totalPages ? { page: last.page + 1, initialTimeStamp: last.initialTimeStamp } : undefined,
    meta: { handlesErrors: true },
  })
}

/** A one-line box for a comment or a reply: 1–50 characters (spec 000 §5), Send disabled outside them. */
function CommentForm({
  label,
  placeholder,
  onSubmit,
  pending,
  guard,
  autoFocus,
}: {
  label: string
  placeholder: string
  onSubmit: (text: string) => Promise<unknown>
  pending: boolean
  guard: Gate
  autoFocus?: boolean
}) {
  const { t } = useTranslation('feed')
  const [text, setText] = useState('')
  const length = characterCount(text.trim())
  const valid = length >= 1 && length <= limits.commentMax
  const submit = (event: FormEvent) => {
    event.preventDefault()
    guard(() => {
      if (!valid) return
      void onSubmit(text.trim()).then(() => setText(''))
    })
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <FormField label={label} hideLabel className={styles.field}>
        <Input
          value={text}
          placeholder={placeholder}
          maxChars={limits.commentMax}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={!valid} loading={pending} loadingLabel={t('comments.send')}>
        {t('comments.send')}
      </Button>
    </form>
  )
}

function CommentItem({ comment, children }: { comment: FeedComment; children?: ReactNode }) {
  const { t } = useTranslation('feed')
  const [language] = useLanguage()
  const author = comment.userCommenter
  return (
    <li className={styles.comment} data-comment-id={comment.id}>
      <Avatar src={author.avatar} name={author.publicName} size="sm" decorative />
      <div className={styles.body}>
        <p className={styles.meta}>
          <strong>{author.publicName}</strong>{' '}
          <time dateTime={comment.publishedAt}>{formatDateTime(comment.publishedAt, language)}</time>
          <ReportButton targetKind="COMMENT" targetId={comment.id} authorUuid={author.uuid} />
        </p>
        {comment.hidden && (
          <p className={styles.meta} role="note">
            <Badge tone="danger">{t('hidden.badge')}</Badge> {t('hidden.reason', { reason: comment.hidden.reason })}
          </p>
        )}
        <p className={styles.message}>{comment.message}</p>
        {children}
      </div>
    </li>
  )
}

/** Replies of one comment: 2 a page with Show more; a new reply opens them and closes the box. */
function Replies({ comment, api, guard }: { comment: FeedComment; api: CommentsApi; guard: Gate }) {
  const { t } = useTranslation('feed')
  const [open, setOpen] = useState(false)
  const [replying, setReplying] = useState(false)
  const [added, setAdded] = useState<FeedComment[]>([])
  const pages = usePages([...api.key, 'replies', comment.id], (page, ts) => api.replies(comment.id, page, ts), open)
  const queued = useMemo(() => api.offline.replies(comment.id), [api, comment.id])
  const waiting = useWaiting(queued)
  const sendOrQueueReply = useSendOrQueue((text, key) => api.reply(comment.id, text, key), queued)
  const reply = useMutation({
    networkMode: 'always',
    mutationFn: sendOrQueueReply,
    onSuccess: (result) => {
      setReplying(false)
      if (result.queued) return
      setAdded((before) => [...before, result.answer])
      setOpen(true)
    },
  })
  const loaded = pages.data?.pages.flatMap((page) => page.elements) ?? []
  const ids = new Set(loaded.map((item) => item.id))
  const shown = [...loaded, ...added.filter((item) => !ids.has(item.id))]
  const total = comment.tailIds.length + added.filter((item) => !comment.tailIds.includes(item.id)).length

  return (
    <div className={styles.replies}>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={() => guard(() => setReplying(!replying))} aria-expanded={replying}>
          {t('comments.reply')}
        </Button>
        {total > 0 && (
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('comments.hideReplies') : t('comments.showReplies', { count: total })}
          </Button>
        )}
      </div>
      {replying && (
        <CommentForm
          label={t('comments.replyLabel', { name: comment.userCommenter.publicName })}
          placeholder={t('comments.replyPlaceholder')}
          pending={reply.isPending}
          onSubmit={(text) => reply.mutateAsync(text)}
          guard={guard}
          autoFocus
        />
      )}
      <WaitingList actions={waiting} />
      {open && (
        <>
          {pages.isPending && <Preloader size="sm" label={t('comments.title')} />}
          {shown.length > 0 && (
            <ul className={styles.list}>
              {shown.map((item) => (
                <CommentItem key={item.id} comment={item} />
              ))}
            </ul>
          )}
          {pages.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('comments.showMore')}
            </Button>
          )}
        </>
      )}
    </div>
  )
}

/**
 * The comments area (spec 000 §2, §4; 001 §2): 10 comments a page, a new comment on top with the
 * count up by one, replies 2 at a time. Guests who comment or reply get the sign-in popup.
 */
export function CommentsArea({ parent, count, api: given }: CommentsAreaProps) {
  const { t } = useTranslation('feed')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const { guard, prompt } = useSignInGate()
  const api = useMemo<CommentsApi>(() => {
    if (given) return given
    if (parent.kind !== 'POST') throw new Error('A LEGEND comments area needs its api adapter')
    return { ...postCommentsCalls(client, parent.id), offline: postCommentsOffline(parent.id) }
  }, [given, parent.kind, parent.id, client])
  const [added, setAdded] = useState<FeedComment[]>([])
  const pages = usePages([...api.key, 'list'], (page, ts) => api.list(page, ts))
  const waiting = useWaiting(api.offline.comments)
  const sendOrQueueComment = useSendOrQueue(api.add, api.offline.comments)
  const add = useMutation({
    networkMode: 'always',
    mutationFn: sendOrQueueComment,
    onSuccess: (result) => {
      if (result.queued) return
      const answer = result.answer
      setAdded((before) => [answer, ...before])
      if (parent.kind === 'POST')
        updateCachedPost(queryClient, parent.id, (post) => ({ ...post, countComments: post.countComments + 1 }))
    },
  })
  const loaded = pages.data?.pages.flatMap((page) => page.elements) ?? []
  const addedIds = new Set(added.map((item) => item.id))
  const shown = [...added, ...loaded.filter((item) => !addedIds.has(item.id))]

  return (
    <section className={styles.area} aria-label={t('comments.title')} data-count={(count ?? 0) + added.length}>
      <CommentForm
        label={t('comments.label')}
        placeholder={t('comments.placeholder')}
        pending={add.isPending}
        onSubmit={(text) => add.mutateAsync(text)}
        guard={guard}
      />
      <WaitingList actions={waiting} />
      {pages.isPending ? (
        <Preloader size="sm" label={t('comments.title')} />
      ) : pages.isError && shown.length === 0 ? (
        <div role="alert" className={styles.error}>
          <p>{t('comments.errorText')}</p>
          <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
            {t('comments.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('comments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment}>
              <Replies comment={comment} api={api} guard={guard} />
            </CommentItem>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button variant="ghost" size="sm" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t('comments.moreComments')}
        </Button>
      )}
      {prompt}
    </section>
  )
}
