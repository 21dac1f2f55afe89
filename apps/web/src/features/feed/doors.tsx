import { Suspense, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Preloader, type PreloaderProps } from '@kobza/design-system'
import { featureScreens } from '../../shared/feature'
import { strings } from './i18n'
import type { CommentsAreaProps } from './components/CommentsArea'
import type { PostWallProps } from './components/PostWall'
import type { ComposerPopupProps } from './composer/ComposerPopup'
import type { PostComposerProps } from './composer/PostComposer'

/*
 * What other features (and the app's navigation) render from the feed. Each door loads its
 * component on first use, so importing this module costs `/` nothing; the feed's strings ship
 * with the shell anyway (see feature.tsx).
 */
const lazyFeed = featureScreens('feed', () => Promise.resolve(strings))

const loadPostWall = () => import('./components/PostWall')
const LazyPostWall = lazyFeed(() => loadPostWall().then((m) => m.PostWall))

/** Starts downloading the wall, for a screen that will show one once its own data is in. */
export function preloadPostWall(): void {
  void loadPostWall().catch(() => undefined)
}
const LazyCommentsArea = lazyFeed(() => import('./components/CommentsArea').then((m) => m.CommentsArea))
const LazyPostComposer = lazyFeed(() => import('./composer/PostComposer').then((m) => m.PostComposer))
const LazyComposerPopup = lazyFeed(() => import('./composer/ComposerPopup').then((m) => m.ComposerPopup))

/** A door: the lazy component behind a preloader of the given look while its chunk loads. */
function door<Props extends object>(Lazy: ComponentType<Props>, look: Pick<PreloaderProps, 'centered' | 'size'>) {
  return function Door(props: Props) {
    const { t } = useTranslation()
    return (
      <Suspense fallback={<Preloader {...look} label={t('common.loading')} />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

export const PostWall = door<PostWallProps>(LazyPostWall, { centered: true })

export const CommentsArea = door<CommentsAreaProps>(LazyCommentsArea, { size: 'sm' })

/** The composer Home shows artists on desktop: its own chunk, as most readers of `/` never post. */
export const PostComposer = door<PostComposerProps>(LazyPostComposer, { centered: true })

/** The add-post popup; nothing is downloaded until it first opens. */
export function ComposerPopup(props: ComposerPopupProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LazyComposerPopup {...props} />
    </Suspense>
  )
}
