import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useServerMarkup } from '../../../shared/ui/useServerMarkup'
import { useTranslation } from 'react-i18next'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Button, EmptyState, Preloader } from '@kobza/design-system'
import { ListLoadError } from '../../../shared/ui/RetryButton'
import { timings } from '@kobza/contract'
import type { Track } from '../../../shared/player/PlayerContext'
import { useSession } from '../../../shared/session/SessionContext'
import { feedKeys, postsQueryOptions, type PostSource } from '../api/feedApi'
import { PostCard } from './PostCard'
import { songTrack } from './SongRow'
import styles from './PostList.module.css'

/** How far below the viewport the next page starts loading, and the visibility check's debounce (spec 000 §9). */
const loadMoreOffset = timings.loadMoreOffsetPx
const visibilityDebounceMs = timings.scrollCheckDebounceMs
/**
 * Cards the first list of a page load renders before the rest of its page: the first paint of
 * `/` then waits for a screenful of posts instead of twenty (each costs a slow phone render and
 * layout time), and the others follow in a background render at once. Lists shown again (Back
 * to the feed) render whole, so the place a reader returns to exists. A page rendered on the
 * server holds as many (issue 35): its HTML is a screenful, hydrating it renders three cards
 * instead of twenty (a phone's longest task after the page painted), and the others follow in
 * the background once the page is the app's, from the query cache the page brought.
 */
const firstPaintPosts = 3
let firstListOfDocument = true

/** How far a finger pulls down at the top of the page before releasing refreshes. */
const pullThreshold = 70

/** Pull-to-refresh on touch screens (spec 000 §2): a pull from the very top reloads from page 0. */
function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const [pull, setPull] = useState(0)
  const [refreshing, setRefreshing] = useState(false)
  const start = useRef<number | null>(null)
  const distance = useRef(0)
  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null
    }
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return
      distance.current = Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current)
      setPull(Math.min(distance.current, pullThreshold * 1.5))
    }
    const onEnd = () => {
      if (start.current !== null && distance.current >= pullThreshold) {
        setRefreshing(true)
        void onRefresh().finally(() => setRefreshing(false))
      }
      start.current = null
      distance.current = 0
      setPull(0)
    }
    window.addEventListener('touchstart', onStart, { passive: true })
    window.addEventListener('touchmove', onMove, { passive: true })
    window.addEventListener('touchend', onEnd)
    return () => {
      window.removeEventListener('touchstart', onStart)
      window.removeEventListener('touchmove', onMove)
      window.removeEventListener('touchend', onEnd)
    }
  }, [onRefresh])
  return { pull, refreshing }
}

/**
 * Posts of the feed or a wall, 20 a page, loading the next page as the reader nears the end
 * (infinite loading, spec 000 §4), with pull-to-refresh on touch.
 */
export function PostList({ source, emptyText }: { source: PostSource; emptyText: string }) {
  const { t } = useTranslation(['feed', 'shared'])
  const { client } = useSession()
  const queryClient = useQueryClient()
  const posts = useInfiniteQuery({ ...postsQueryOptions(client, source), meta: { handlesErrors: true } })
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer)
        if (entry?.isIntersecting)
          timer = setTimeout(() => {
            if (!isFetchingNextPage) void fetchNextPage()
          }, visibilityDebounceMs)
      },
      { rootMargin: `0px 0px ${loadMoreOffset}px 0px` }
    )
    observer.observe(element)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  // A refresh starts again from page 0 with a new time stamp, so it drops the pages it had.
  const { pull, refreshing } = usePullToRefresh(
    useMemo(() => () => queryClient.resetQueries({ queryKey: feedKeys.posts(source) }), [queryClient, source])
  )

  const elements = useMemo(() => posts.data?.pages.flatMap((page) => page.elements) ?? [], [posts.data])
  const [firstPaintLimit] = useState(() => {
    const limit = firstListOfDocument ? firstPaintPosts : Infinity
    firstListOfDocument = false
    return limit
  })
  // The server renders a screenful (the limit above, whichever list it is) and hydration renders the same.
  const serverMarkup = useServerMarkup()
  const shownCount = useDeferredValue(
    elements.length,
    Math.min(elements.length, serverMarkup ? firstPaintPosts : firstPaintLimit)
  )
  const shown = shownCount >= elements.length ? elements : elements.slice(0, shownCount)
  const queue = useMemo<Track[]>(
    () =>
      elements.flatMap((post) =>
        post.contents.flatMap((content) => (content.type === 'SONG' ? [songTrack(content.song)] : []))
      ),
    [elements]
  )

  return (
    <div className={styles.list}>
      {(pull > 0 || refreshing) && (
        <p className={styles.pull} style={{ height: refreshing ? undefined : pull }} aria-live="polite">
          {refreshing
            ? t('list.refreshing')
            : pull >= pullThreshold
              ? t('list.releaseToRefresh')
              : t('list.pullToRefresh')}
        </p>
      )}
      {posts.isPending ? (
        <Preloader centered label={t('shared:common.loading')} />
      ) : posts.isError && elements.length === 0 ? (
        <ListLoadError title={t('list.errorTitle')} description={t('list.errorText')} query={posts} />
      ) : elements.length === 0 ? (
        <EmptyState compact headingLevel="h3" title={emptyText} />
      ) : (
        <>
          <ul className={styles.posts}>
            {shown.map((post) => (
              <li key={post.id}>
                <PostCard post={post} queue={queue} />
              </li>
            ))}
          </ul>
          {/* Not before every post is there: it would be in view and ask for the next page. */}
          <div ref={sentinel} className={styles.sentinel} hidden={shown !== elements}>
            {hasNextPage ? (
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('list.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('list.end')}</p>
            )}
          </div>
        </>
      )}
    </div>
  )
}
