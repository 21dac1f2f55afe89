import { featureScreens, type FeatureRoute } from '../feature'
import type { NamespaceStrings } from '../i18n/namespaces'

/**
 * Routes of a feature whose screens are not built yet (spec 002 §2): each shows its title and a
 * 'coming soon' description from the feature's namespace (`titles.<key>`, `placeholder.<key>`).
 * Building the screen replaces the route's `element` with the real, lazy screen.
 */
export function placeholderRoute<Strings extends { titles: object; placeholder: object }>(
  namespace: string,
  strings: () => Promise<NamespaceStrings>
) {
  const PlaceholderScreen = featureScreens(
    namespace,
    strings
  )(() => import('./PlaceholderScreen').then((m) => m.PlaceholderScreen))
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
