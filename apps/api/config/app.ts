import { defineConfig } from '@adonisjs/core/http'
import env from '#start/env'

/** The framework's serialiser: JSON.stringify through a replacer that turns BigInt into strings and drops cycles. */
const safeSerializeJSON = defineConfig({}).serializeJSON

export const http = defineConfig({
  generateRequestId: true,
  /*
   * The same JSON text for every answer Kobza gives, without the replacer function's call per
   * key and value: only a BigInt or a cycle makes plain JSON.stringify throw, and those still
   * go through the framework's serialiser.
   */
  serializeJSON(payload: unknown) {
    try {
      return JSON.stringify(payload)
    } catch {
      return safeSerializeJSON(payload)
    }
  },
  /*
   * The framework's radix-tree route table instead of testing the URL against every route in
   * turn (the default): with the API's two hundred routes the linear match was a measurable
   * part of a trivial request. It keeps registration order as the tie-break, as the linear one.
   */
  router: { matcher: 'tree' },
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // Off by default: trusting X-Forwarded-For from anyone would let clients pick their IP and dodge rate limits.
  trustProxy: env.get('TRUST_PROXY') ? () => true : () => false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: env.get('NODE_ENV') === 'production',
    sameSite: 'lax',
  },
})
