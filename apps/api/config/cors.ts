import { defineConfig } from '@adonisjs/cors'
import env from '#start/env'

/*
 * The web and admin apps are served from the API's own origin; CORS_ORIGINS lets
 * dev servers on other ports (or a separate front-end host) call it.
 */
const origins = (env.get('CORS_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

export default defineConfig({
  enabled: origins.length > 0,
  origin: origins,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['content-range', 'x-frontend-version'],
  credentials: false,
  maxAge: 90,
})
