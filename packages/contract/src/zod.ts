import { z as zod } from 'zod'

/*
 * In a browser the pages run under a Content-Security-Policy without 'unsafe-eval'. Zod's
 * JIT probes for eval with `new Function`, which the browser reports as a CSP violation even
 * though the probe's failure is caught; jitless mode skips the probe. It must be set before
 * the first schema is built, so every contract module takes `z` from here. It is a value the
 * schemas use (not a re-export), so a bundler that treats the contract as side-effect free
 * still runs the setting. Node (the API) keeps the compiled parsers.
 */
function forThisRuntime(library: typeof zod) {
  if ('document' in globalThis) library.config({ jitless: true })
  return library
}

export const z = forThisRuntime(zod)

/** The type helpers the contract uses, under the same name as the value. */
// eslint-disable-next-line @typescript-eslint/no-namespace -- a type-only namespace merges with the value `z`
export declare namespace z {
  export type infer<T> = zod.infer<T>
  export type input<T> = zod.input<T>
  export type ZodType = zod.ZodType
}
