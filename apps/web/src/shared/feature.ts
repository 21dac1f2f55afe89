import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import type { IconName } from '@kobza/design-system'
import type { StoredUser } from '@kobza/api-client'
import { loadNamespace, type NamespaceStrings } from './i18n/namespaces'
import type { AppServices } from './services'
import type { SharedStrings } from './i18n/en'
import type { Strings } from './i18n/strings'

/**
 * What a feature folder declares to the app (features/<name>/feature.tsx): its routes, the
 * navigation entries it contributes and its i18n namespace. Screens are lazy, so this module
 * stays small and `/` downloads only the features' declarations, never their screens.
 */
export interface Feature<Namespace extends string = string, TitleKey extends string = string> {
  /** The i18next namespace of the feature's strings; also names the feature. */
  namespace: Namespace
  /**
   * The namespace's strings in both languages, as a dynamic import: they arrive with the
   * feature's first screen (see `featureScreens`), so `/` never downloads them.
   */
  strings: () => Promise<NamespaceStrings>
  routes: FeatureRoute<TitleKey>[]
  nav?: NavEntry[]
}

/**
 * `bare`: no navigation bar (sign in, sign up, reset password, legal pages — spec 000 §2);
 * `wide`: the larger layout of the chat.
 */
export type Chrome = 'standard' | 'bare' | 'wide'

export interface FeatureRoute<TitleKey extends string = string> {
  /** A React Router path pattern. */
  path: string
  /** Key under `titles` in the feature's namespace: the heading and the document title. */
  title: TitleKey
  chrome?: Chrome
  /** Guests are sent to /sign-in. */
  guarded?: boolean
  /**
   * A guarded route's preview (issue 35): what the server renders at its URL, for a visitor it
   * cannot tell is signed in (the session lives in the browser), instead of nothing. Painted
   * before the app starts and replaced by it, never hydrated; the app still sends guests to sign in.
   */
  guestPreview?: ReactNode
  /** Usually a `lazy()` screen, so that it is its own chunk. */
  element: ReactNode
}

export type NavLabel = keyof SharedStrings['nav']

export interface NavState {
  loggedIn: boolean
  isArtist: boolean
  user: StoredUser | null
}

/**
 * A destination a feature adds to the navigation (spec 000 §2). Each place it appears in gives
 * its position there; the app sorts the entries of every feature by it.
 */
export interface NavEntry {
  key: string
  /** Navigation labels belong to the shell (shared namespace, `nav`): they show before any feature loads. */
  label: NavLabel
  icon: IconName
  href: string | ((state: NavState) => string)
  /** Desktop side navigation. */
  side?: { order: number; when?: (state: NavState) => boolean }
  /** Phone bottom bar. */
  bottom?: { order: number }
  /** Phone menu sheet; it may use a longer label. */
  menu?: { order: number; label?: NavLabel }
}

/**
 * Declares a feature with its namespace's English strings as the type of its title keys, so a
 * route can only name a title the feature translates.
 */
export function defineFeature<const Namespace extends string, En extends { titles: object }>(
  feature: Feature<Namespace, Extract<keyof En['titles'], string>> & {
    strings: () => Promise<{ en: En; uk: Strings<En> }>
  }
): Feature<Namespace, Extract<keyof En['titles'], string>> {
  return feature
}

/**
 * A feature folder's declarations from its namespace and strings, named once: `screen` makes its
 * lazy screens (see `featureScreens`) and `define` declares it (see `defineFeature`).
 */
export function featureOf<const Namespace extends string, En extends { titles: object }>(
  namespace: Namespace,
  strings: () => Promise<{ en: En; uk: Strings<En> }>,
  alsoNeeds: Record<string, () => Promise<NamespaceStrings>> = {}
) {
  type Declaration = Omit<Feature<Namespace, Extract<keyof En['titles'], string>>, 'namespace' | 'strings'>
  return {
    screen: featureScreens(namespace, strings, alsoNeeds),
    define: (declaration: Declaration) => defineFeature({ namespace, strings, ...declaration }),
  }
}

/** A navigation entry; every entry's key is its label. */
export function navEntry(
  label: NavLabel,
  icon: IconName,
  href: NavEntry['href'],
  places: Pick<NavEntry, 'side' | 'bottom' | 'menu'>
): NavEntry {
  return { key: label, label, icon, href, ...places }
}

/**
 * Lazy screens of a feature: each screen's chunk and the feature's strings load side by side,
 * and the screen renders once both are there. `alsoNeeds` names other features' namespaces the
 * screens render parts of (the profile shows the catalogue's content box, and the other way round).
 */
export function featureScreens(
  namespace: string,
  strings: () => Promise<NamespaceStrings>,
  alsoNeeds: Record<string, () => Promise<NamespaceStrings>> = {}
) {
  return <Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableScreen<Props> => {
    let loaded: { default: ComponentType<Props> } | undefined
    let loading: Promise<{ default: ComponentType<Props> }> | undefined
    const preload = () =>
      (loading ??= Promise.all([
        load(),
        loadNamespace(namespace, strings),
        ...Object.entries(alsoNeeds).map(([other, otherStrings]) => loadNamespace(other, otherStrings)),
      ]).then(([component]) => (loaded = { default: component })))
    /*
     * Once preloaded, the screen is handed to React at once: a thenable that calls back
     * synchronously resolves React's lazy during the render (a promise, even a settled one,
     * answers a microtask later, and the first render would commit the fallback first).
     */
    const settled = (module: { default: ComponentType<Props> }) =>
      ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>
    return Object.assign(
      lazy(() => (loaded ? settled(loaded) : preload())),
      { preload }
    )
  }
}

/** A feature's lazy screen that can also be loaded ahead of its first render (see `preloadScreen`). */
export type PreloadableScreen<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<{ default: ComponentType<Props> }>
}

/** What a screen's `prefetch` is given: the app's services and the route's parameters. */
export interface ScreenPrefetchContext {
  services: AppServices
  params: Readonly<Record<string, string | undefined>>
}

/**
 * A screen component that names the data its first render shows, to be asked for as soon as its
 * chunk has loaded, before the first render of a page opened at its URL (`preloadScreen`).
 */
export type PrefetchingScreen<Props extends object = object> = ComponentType<Props> & {
  prefetch?: (context: ScreenPrefetchContext) => Promise<unknown>
}

/**
 * How long a preloaded screen's data may hold back the first render: an answer slower than that
 * shows as the screen's own loading state, not as a blank page.
 */
export const prefetchWaitMs = 300

/**
 * Loads the screen a route's element renders (a feature's lazy screen) and, for a moment
 * (`prefetchWaitMs`), the data it names (its `prefetch`), so that a first render of that route
 * can draw it at once, neither its fallback nor its loading state; undefined for any other element.
 */
export function preloadScreen(element: ReactNode, context: ScreenPrefetchContext): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined
  const type = element.type as Partial<PreloadableScreen>
  if (typeof type.preload !== 'function') return undefined
  return type.preload().then((module) => {
    const prefetched = (module as { default: PrefetchingScreen }).default.prefetch?.(context)
    return prefetched && Promise.race([prefetched, new Promise((resolve) => setTimeout(resolve, prefetchWaitMs))])
  })
}
