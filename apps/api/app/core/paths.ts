import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isAbsolute, join, resolve } from 'node:path'
import env from '#start/env'

/** apps/api, whether running from sources or from build/. */
const apiRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/build\/$/, '/')
/** The monorepo root: apps/api/../.. */
export const repoRoot = resolve(apiRoot, '../..')

function fromRepo(path: string) {
  return isAbsolute(path) ? path : resolve(repoRoot, path)
}

/** Where the embedded defaults keep their state (SQLite file, media, outbox). */
export function dataDir(): string {
  const dir = fromRepo(env.get('DATA_DIR') ?? 'var')
  mkdirSync(dir, { recursive: true })
  return dir
}

export function dataPath(...segments: string[]): string {
  return join(dataDir(), ...segments)
}

export const webDist = () => fromRepo(env.get('WEB_DIST') ?? 'apps/web/dist')
export const adminDist = () => fromRepo(env.get('ADMIN_DIST') ?? 'apps/admin/dist')
