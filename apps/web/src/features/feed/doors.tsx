import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Preloader } from '@kobza/design-system'
import { featureScreens } from '../../shared/feature'
import type { CommentsAreaProps } from './components/CommentsArea'
import type { PostWallProps } from './components/PostWall'
import type { ComposerPopupProps } from './composer/ComposerPopup'

/*
 * What other features (and the app's navigation) render from the feed. Each door loads its
 * component and the feed's strings on first use, so importing this module costs `/` nothing.
 */
const strings = () => import('./i18n').then((m) => m.strings)
const lazyFeed = featureScreens('feed', strings)

const LazyPostWall = lazyFeed(() => import('./components/PostWall').then((m) => m.PostWall))
const LazyCommentsArea = lazyFeed(() => import('./components/CommentsArea').then((m) => m.CommentsArea))
const LazyComposerPopup = lazyFeed(() => import('./composer/ComposerPopup').then((m) => m.ComposerPopup))

export function PostWall(props: PostWallProps) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<Preloader centered label={t('common.loading')} />}>
      <LazyPostWall {...props} />
    </Suspense>
  )
}

export function CommentsArea(props: CommentsAreaProps) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<Preloader size="sm" label={t('common.loading')} />}>
      <LazyCommentsArea {...props} />
    </Suspense>
  )
}

/** The add-post popup; nothing is downloaded until it first opens. */
export function ComposerPopup(props: ComposerPopupProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LazyComposerPopup {...props} />
    </Suspense>
  )
}
