import { config } from 'zod'

/*
 * In a browser the pages run under a Content-Security-Policy without 'unsafe-eval'. Zod's
 * JIT probes for eval with `new Function`, which the browser reports as a CSP violation even
 * though the probe's failure is caught; jitless mode skips the probe. It must be set before
 * the first schema is built, so every contract module takes `z` from here: importing this
 * module runs the setting first. The web build marks this one contract module as having side
 * effects (apps/web/vite.config.ts), so the setting survives its tree-shaking. Node (the API)
 * keeps the compiled parsers.
 *
 * `z` is re-exported, never handed around as a value: a namespace object used as a value keeps
 * every module of zod in the bundle (all its ~40 locales among them, about 280 KB), while a
 * re-export lets the bundler keep only the schema builders the contract calls.
 */
if ('document' in globalThis) config({ jitless: true })

export { z } from 'zod'
