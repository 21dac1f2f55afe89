import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import {
  serverPreviewAttribute,
  serverRenderedAttribute,
  serverRenderElementId,
  type ServerRenderState,
} from '@kobza/contract'
import { BrowserRouter, matchRoutes } from 'react-router'
import '@kobza/design-system/tokens.css'
import '@kobza/design-system/global.css'
import { AppProviders } from './app/AppProviders'
import { createBrowserApiClient } from './app/browserClient'
import { createServices } from './app/createServices'
import { AppRoutes } from './app/routing/AppRoutes'
import { appRoutes } from './app/routing/routeTable'
import { preloadScreen } from './shared/feature'
import { createI18n } from './shared/i18n/i18n'
import { createRequestActivity } from './shared/network/activity'
import { createVersionWatch } from './shared/network/versionWatch'
import { registerServiceWorker } from './app/pwa/serviceWorker'

/*
 * The app starts in a task of its own, after the one that evaluates its modules: as one task they
 * passed 250 ms on a legend's and an auction's page on a phone at CPU ×4 (no input is answered
 * meanwhile); split, each stays near or under 200 ms. (Not a top-level await: with one, the
 * bundler no longer emits an entry chunk, and the route pages lose their preloads.)
 */
setTimeout(startApp, 0)

function startApp() {
  const activity = createRequestActivity()
  const version = createVersionWatch()
  const services = createServices({
    client: createBrowserApiClient(activity, version),
    i18n: createI18n(),
    activity,
    version,
    offlineStorage: window.localStorage,
  })
  if (import.meta.env.PROD) registerServiceWorker(version)

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')

  const app = (
    <StrictMode>
      <AppProviders services={services}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  )

  /*
   * A page the server rendered (issue 35) is hydrated with the query cache it was rendered from,
   * so nothing is fetched twice. It was rendered for a visitor without a session in one language:
   * someone signed in (the page's gate script has already emptied #root for them before the first
   * paint), or whose app picks another language, gets the app rendered here as without it.
   */
  const rendered = serverRender()
  if (
    rendered &&
    root.hasAttribute(serverRenderedAttribute) &&
    !services.client.getSnapshot().loggedIn &&
    services.i18n.language === rendered.language
  ) {
    hydrate(services.queryClient, rendered.state as DehydratedState)
    /*
     * As a transition, hydration is cut into slices that yield to the browser: the rendered page
     * paints first, and a phone at CPU ×4 no longer spends one 400 ms task hydrating `/` (no input
     * is answered meanwhile). The page is already on screen, so nothing waits for it to finish.
     */
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    /*
     * A guest preview (a profile's head, see RequireSignIn) stays on screen until the first
     * render replaces it (React empties its container when it first commits): someone signed in
     * sees whose page it is while the app starts, and a guest until they are sent to sign in.
     */
    if (!root.hasAttribute(serverPreviewAttribute)) root.textContent = ''
    root.removeAttribute(serverRenderedAttribute)
    root.removeAttribute(serverPreviewAttribute)
    const appRoot = createRoot(root)
    // As a transition, the first render is cut into slices that yield to the browser.
    const render = () =>
      startTransition(() => {
        appRoot.render(app)
      })
    /*
     * The first render draws the page's screen with its data, not the shell with the screen's
     * fallback: React holds back a screen that replaces a shown fallback for 300 ms, most of a
     * signed-in profile's time to its cover on a desktop (LCP ~750 ms). Its chunk is preloaded by
     * the page and its first answer may already be on its way (early-answers.js); a screen that
     * takes longer than a moment (or fails to load) is drawn when it comes, the shell first.
     */
    const match = matchRoutes(appRoutes, window.location.pathname)?.at(-1)
    const screen =
      match && (!match.route.guarded || services.client.getSnapshot().loggedIn)
        ? preloadScreen(match.route.element, { services, params: match.params })
        : undefined
    if (screen)
      void Promise.race([screen, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]).then(render, render)
    else render()
  }
}

/** How long the first render waits for the page's screen before drawing the shell without it. */
const SCREEN_WAIT_MS = 1500

function serverRender(): ServerRenderState | undefined {
  const element = document.getElementById(serverRenderElementId)
  if (!element?.textContent) return undefined
  element.remove()
  try {
    return JSON.parse(element.textContent) as ServerRenderState
  } catch {
    return undefined
  }
}
