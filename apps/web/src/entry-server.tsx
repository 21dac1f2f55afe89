/*
 * The server's entry (issue 35): renders the app for a URL, as a visitor without a session sees
 * it, into HTML for the API to put into index.html's #root. Built by Vite's SSR build into
 * dist-server/ (see vite.config.ts); apps/api loads it (app/core/server_render.ts).
 *
 * The server gives the page's data as primed answers, read through the API's own use cases
 * (apps/api's page primers). The render asks for nothing else: the client's fetch refuses every
 * request, so a query the primers did not answer stays pending (its screen shows its loading
 * state) and the browser fetches it after hydration, as without a server render. Queries are
 * filled by running each screen's own query functions against the primed answers, so they land
 * under exactly the keys and in exactly the shape the hooks read; the dehydrated cache goes into
 * the page, and the browser hydrates from it without asking again.
 */
import { Writable } from 'node:stream'
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { matchRoutes, StaticRouter } from 'react-router'
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query'
import { createApiClient, memoryStorage } from '@kobza/api-client'
import type { PrimedAnswer, ServerRenderState } from '@kobza/contract'
import { AppProviders } from './app/AppProviders'
import { createServices } from './app/createServices'
import { AppRoutes } from './app/routing/AppRoutes'
import { appRoutes } from './app/routing/routeTable'
import { createI18n } from './shared/i18n/i18n'
import { unregisterI18n } from './shared/i18n/namespaces'
import type { Language } from './shared/i18n/language'

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string
  /** What goes into the page's #kobza-ssr element (escaped by the server). */
  state: ServerRenderState
  /**
   * A guarded route's guest preview (RequireSignIn's `guestPreviews`): the app replaces it rather
   * than hydrating it, so the page needs no state (@kobza/contract's serverPreviewAttribute).
   */
  preview: boolean
}

/** How many times the tree is rendered to discover queries that depend on earlier answers (the clock, then the feed). */
const DISCOVERY_PASSES = 3
/** A render that takes longer is abandoned: the server then sends the page as without a server render. */
const RENDER_TIMEOUT_MS = 5000

/**
 * The app at `url` (path and query) for a visitor without a session, in `language`.
 * Throws when rendering fails; the server then serves index.html as it would without this.
 */
export async function renderPage(
  url: string,
  language: Language,
  answers: readonly PrimedAnswer[]
): Promise<RenderedPage> {
  const client = createApiClient({
    baseUrl: 'http://server-render.invalid',
    storage: memoryStorage(),
    fetch: () =>
      Promise.reject(new Error('a server render asks the API nothing: its data comes from the page primers')),
  })
  client.prime(answers)
  const i18n = createI18n(language)
  try {
    const services = createServices({ client, i18n })
    const app = (
      <StrictMode>
        <AppProviders services={services}>
          <StaticRouter location={url}>
            <AppRoutes guestPreviews />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    )
    for (let pass = 0; pass < DISCOVERY_PASSES; pass++) {
      await renderToHtml(app)
      if (!(await fillPendingQueries(services.queryClient))) break
    }
    const html = await renderToHtml(app)
    const preview = matchRoutes(appRoutes, new URL(url, 'http://page').pathname)?.at(-1)?.route.guarded === true
    return { html, state: { language, state: dehydrate(services.queryClient) }, preview }
  } finally {
    unregisterI18n(i18n)
  }
}

/**
 * Runs every query the last render created and nothing has answered yet, with its own query
 * function (against the primed answers). Those it could not answer are dropped, so the browser
 * asks for them itself. True when one was answered: a next render may create queries that
 * depend on it.
 */
async function fillPendingQueries(queryClient: QueryClient): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query))
  if (pending.length === 0) return false
  let answered = false
  await Promise.all(
    pending.map(async (query) => {
      try {
        // Quietly: one the answers do not cover is the browser's to ask, not an error to show.
        await query.fetch({ ...query.options, retry: false, meta: { ...query.options.meta, handlesErrors: true } })
        answered = true
      } catch {
        queryClient.getQueryCache().remove(query)
      }
    })
  )
  return answered
}

/**
 * Whether a query's hook would run it (its `enabled`, and not skipped). Query.isDisabled() cannot
 * tell on the server: a query without subscribed observers, never fetched, counts as disabled.
 */
function isEnabled(query: Query): boolean {
  if (query.options.queryFn === skipToken) return false
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled
  return typeof enabled === 'function' ? enabled(query) : enabled !== false
}

/** The whole tree as HTML, once every lazy screen has loaded (React's streaming renderer, read to its end). */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let failed: unknown
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        done()
      },
    })
    sink.on('finish', () => {
      clearTimeout(timer)
      if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)))
      else resolve(Buffer.concat(chunks).toString('utf8'))
    })
    const stream = renderToPipeableStream(app, {
      // Nothing is outlined: boundaries stay inline, so the page needs no inline script of React's (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
      // An error inside a boundary still gives HTML (its fallback): a page with a broken part is not served.
      onError: (error) => {
        failed ??= error
      },
    })
    const timer = setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS)
  })
}
