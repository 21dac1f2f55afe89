/*
 * Answers the server puts into a page it serves, so the page's first API calls need no round
 * trip: `/` carries the clock and the first page of the public feed (apps/api's page primers).
 * The web app hands them to its api-client, which answers a matching GET from them once, for
 * a visitor with no stored session only (they are made for an anonymous reader). Zod-free, like
 * ./routes, so the app's first download can import it.
 */

/** The id of the `<script type="application/json">` element that holds a page's primed answers. */
export const primedAnswersElementId = 'kobza-primed'

export interface PrimedAnswer {
  /** GET, or POST for an endpoint that reads with a body (the legends search). */
  method: 'GET' | 'POST'
  /** The endpoint's path as the client sends it (`/api/v1/contents`). */
  path: string
  /** The query the client sends, every value as its string form; absent when it sends none. */
  query?: Record<string, string>
  /** A POST's JSON body as the client sends it: the answer is for that body only. */
  requestBody?: unknown
  /** The 200 answer's body, exactly what the endpoint answers that visitor at that moment. */
  body: unknown
}

/**
 * The web build's pages for its routes, a JSON array of RoutePage in dist/: each route's page is
 * index.html with the route's chunks and stylesheets named in its head, so a browser opening
 * `/hall-of-fame` fetches the screen alongside the shell instead of after it has run. The
 * server sends the page of the first pattern that matches the path, index.html otherwise.
 */
export const routePagesFile = 'route-pages.json'

export interface RoutePage {
  /** A route of the web app as its router writes it: static segments and `:name` parameters. */
  pattern: string
  /** The page's file, relative to dist/. */
  page: string
}

/**
 * The id of the `<script type="application/json">` element of a page the server rendered
 * (issue 35): `{ language, state }`, the language it was rendered in and the query cache
 * (TanStack Query's dehydrated state) its screens read, so the app hydrates without asking again.
 */
export const serverRenderElementId = 'kobza-ssr'

/** The attribute the server puts on `#root` when the markup inside is a server render. */
export const serverRenderedAttribute = 'data-ssr'

/**
 * The attribute the server adds beside serverRenderedAttribute when the render is a guarded
 * route's guest preview (a profile's head): painted while the app starts and replaced by it,
 * never hydrated, and kept for someone signed in (the gate script below marks them).
 */
export const serverPreviewAttribute = 'data-ssr-preview'

/** The attribute the gate script puts on `<html>` for a stored session, so a preview's guest-only parts hide before the first paint. */
export const storedSessionAttribute = 'data-session'

/** The id of the gate script below, so a page's own inline script is told from anything else. */
export const serverRenderGateId = 'kobza-ssr-gate'

export interface ServerRenderState {
  language: 'uk' | 'en'
  state: unknown
}

/**
 * The attribute of the gate script below naming the app's scripts, space-separated: the entry
 * first, then the modules it imports (the build's modulepreloads), as the page's head named them.
 */
export const serverRenderAppScriptsAttribute = 'data-app'

/**
 * The one inline script of a server-rendered page, right after `#root` (the CSP allows it by its
 * hash, see apps/api/config/shield.ts). The server renders for a visitor without a session, in the
 * language of `?lang=` or the browser's: someone signed in (tokens live in localStorage, which the
 * server never sees) or who chose the other language would see that page for a moment before the
 * app draws theirs. It runs before the first paint and empties `#root`, so the app renders on the
 * client as without a server render — except a guest preview (serverPreviewAttribute), which
 * shows nothing of a guest's but a notice the stylesheet hides once the gate has marked `<html>`
 * with storedSessionAttribute: someone signed in sees the profile's head until the app replaces it.
 * It also starts the app's scripts, which the server took out of the page's head: for a rendered
 * page, once the document is parsed and has painted, so on a slow network the page's text and its
 * picture arrive before ~150 KB of script competes with them (the app only hydrates what is
 * already on screen); for an emptied `#root` at once. A hidden tab paints no frame: the timer
 * starts them anyway. Keep it tiny and ES5: it blocks the parser.
 */
export const serverRenderGateScript =
  "(function(){var d=document,o=false;try{var r=d.getElementById('root'),s=window.localStorage,q=new URLSearchParams(location.search).get('lang'),l=s.getItem('kobza.language');" +
  `var v=s.getItem('kobza.loggedIn')==='true',w=r.hasAttribute('${serverPreviewAttribute}');` +
  `if((v&&!w)||(q!=='uk'&&q!=='en'&&(l==='uk'||l==='en')&&l!==d.documentElement.lang)){r.removeAttribute('${serverRenderedAttribute}');r.removeAttribute('${serverPreviewAttribute}');r.textContent='';o=true}` +
  `else if(v){d.documentElement.setAttribute('${storedSessionAttribute}','');o=true}}catch(e){}` +
  `var g=d.getElementById('${serverRenderGateId}'),u=((g&&g.getAttribute('${serverRenderAppScriptsAttribute}'))||'').split(' '),n=false;` +
  "function a(){if(n)return;n=true;for(var i=u.length-1;i>=0;i--){if(!u[i])continue;var e=d.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=u[i]}else{e.type='module';e.src=u[i]}e.crossOrigin='anonymous';d.head.appendChild(e)}}" +
  'function p(){requestAnimationFrame(function(){setTimeout(a,0)});setTimeout(a,1500)}' +
  "if(o||!window.requestAnimationFrame)a();else if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',p);else p()})()"
