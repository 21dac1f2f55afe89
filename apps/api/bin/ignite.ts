/*
 * What every entry point (HTTP server, ace console, test runner) shares: process
 * defaults, the application root, and an Ignitor wired to load env first.
 */
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

export function processDefaults(defaultPort: string) {
  // Listen on loopback by default: exposing the platform is an explicit choice (HOST=0.0.0.0).
  process.env.HOST ||= '127.0.0.1'
  process.env.PORT ||= defaultPort
  // Stored timestamps are UTC whatever the machine's zone; the spec reads end times as UTC.
  process.env.TZ = 'UTC'
}

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
