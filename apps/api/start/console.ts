/*
 * Boots the API in console mode (config, database) without an HTTP server, for the operator
 * CLI and the demo seed: what bin/ignite.ts does for the server and the test runner. It lives
 * in start/ because it sets the process's time zone and loads the env before the app boots.
 */
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'

const APP_ROOT = new URL('../', import.meta.url)
const importer = (filePath: string) =>
  filePath.startsWith('./') || filePath.startsWith('../') ? import(new URL(filePath, APP_ROOT).href) : import(filePath)

let booted: Promise<ApplicationService> | undefined

/** Boots once per process; later calls share the same application. */
export function bootApi(): Promise<ApplicationService> {
  booted ??= (async () => {
    process.env.TZ = 'UTC'
    const app = new Ignitor(APP_ROOT, { importer }).createApp('console')
    app.booting(async () => {
      await import('#start/env')
    })
    await app.init()
    await app.boot()
    return app
  })()
  return booted
}

export async function shutdownApi() {
  const app = await booted?.catch(() => undefined)
  booted = undefined
  await app?.terminate()
}
