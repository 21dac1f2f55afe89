import { lazy } from 'react'
import type { FeatureRoute } from '../feature'

const PlaceholderScreen = lazy(() => import('./PlaceholderScreen').then((m) => ({ default: m.PlaceholderScreen })))

/**
 * Routes of a feature whose screens are not built yet (spec 002 §2): each shows its title and a
 * 'coming soon' description from the feature's namespace (`titles.<key>`, `placeholder.<key>`).
 * Building the screen replaces the route's `element` with the real, lazy screen.
 */
export function placeholderRoute<Strings extends { titles: object; placeholder: object }>(namespace: string) {
  return <Key extends Extract<keyof Strings['titles'] & keyof Strings['placeholder'], string>>(
    path: string,
    screen: Key,
    extra: Pick<FeatureRoute, 'chrome' | 'guarded'> = {}
  ): FeatureRoute<Key> => ({
    path,
    title: screen,
    ...extra,
    element: <PlaceholderScreen namespace={namespace} screen={screen} />,
  })
}
