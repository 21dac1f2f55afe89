import { createHash } from 'node:crypto'
import { defineConfig } from '@adonisjs/shield'
import { embedPrefix, serverRenderGateScript } from '@kobza/contract'
import { mainnetConfig } from '@kobza/ledger'
import kobzaConfig from '#config/kobza'

/**
 * Security headers on every answer: the web app, the console, their assets and the API.
 * Access and refresh tokens live in the browser's localStorage, so a script injected into
 * the page could read them: the Content-Security-Policy allows only scripts served by this
 * origin (no inline script, no eval) and is the main guard against that (see SECURITY.md).
 */
/** The console (react-admin on MUI) injects its styles as <style> elements; the web app uses style sheets only. */
export const isConsolePath = (url: string | undefined) => url === '/admin' || (url?.startsWith('/admin/') ?? false)
/** The embeddable players (issue 35): the only pages another site may put in a frame. */
export const isEmbedPath = (url: string | undefined) => url?.startsWith(embedPrefix) ?? false
const frameAncestors = (request: { url?: string }) => (isEmbedPath(request.url) ? '*' : "'none'")
/**
 * The one inline script allowed, by its hash: a server-rendered page's gate (issue 35, its text in
 * @kobza/contract's primed.ts), which only empties #root before the first paint for someone signed in.
 */
export const serverRenderGateHash = `'sha256-${createHash('sha256').update(serverRenderGateScript).digest('base64')}'`
const styleSources = (request: { url?: string }) => (isConsolePath(request.url) ? "'self' 'unsafe-inline'" : "'self'")

/**
 * On a Concordium network the browser talks to the chain itself: the wallet layer's SDK compiles
 * WebAssembly ('wasm-unsafe-eval' allows that and nothing else — no eval of script text) and
 * waits for transactions over gRPC-web to the network's node, so that one origin joins connect-src.
 * On the embedded ledger the browser only calls this origin, and neither is allowed.
 */
export interface LedgerBrowserAccess {
  network: string
  /** The gRPC-web endpoint the web build names in its ledger configuration. */
  webNodeUrl: string | undefined
}

function ledgerSources({ network, webNodeUrl }: LedgerBrowserAccess) {
  if (network === 'local') return { script: [], connect: [] }
  return { script: ["'wasm-unsafe-eval'"], connect: [new URL(webNodeUrl ?? mainnetConfig.nodeUrl).origin] }
}

/** The settings for a public origin: HSTS and upgrade-insecure-requests only when it is https. */
export function shieldSettings(
  publicOrigin: string | undefined,
  ledger: LedgerBrowserAccess = { network: 'local', webNodeUrl: undefined }
) {
  const servedOverTls = publicOrigin?.startsWith('https:') ?? false
  const ledgerAccess = ledgerSources(ledger)
  return defineConfig({
    csp: {
      enabled: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", serverRenderGateHash, ...ledgerAccess.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: [styleSources],
        /*
         * Style attributes (never <style> elements): a server-rendered page carries the ones React
         * writes (an avatar's `--avatar-size`), which a client render sets through the CSSOM where
         * CSP does not look. They run no script; React escapes every value in them.
         */
        styleSrcAttr: ["'unsafe-inline'"],
        // Avatars and covers may come from a media host; a data: URL draws the default ones.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ledgerAccess.connect],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [frameAncestors],
        ...(servedOverTls ? { upgradeInsecureRequests: [] } : {}),
      },
      reportOnly: false,
    },
    // The API authenticates with bearer tokens, never cookies: there is no session for CSRF to ride on.
    csrf: { enabled: false },
    // DENY everywhere but the embed pages (security_headers_middleware leaves it off there).
    xFrame: { enabled: true, action: 'DENY' },
    // Only when the public origin is https: over plain http the header would be ignored or, behind a mistake, harmful.
    hsts: { enabled: servedOverTls, maxAge: '180 days', includeSubDomains: false },
    contentTypeSniffing: { enabled: true },
  })
}

const shieldConfig = shieldSettings(kobzaConfig.appUrl, {
  network: kobzaConfig.ledgerNetwork,
  webNodeUrl: kobzaConfig.ledgerWebNodeUrl,
})
export default shieldConfig
