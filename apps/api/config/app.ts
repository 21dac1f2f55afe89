import { defineConfig } from '@adonisjs/core/http'
import env from '#start/env'

export const http = defineConfig({
  generateRequestId: true,
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
