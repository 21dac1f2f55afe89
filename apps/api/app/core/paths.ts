import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isAbsolute, join, resolve } from 'node:path'
import pathsConfig from '#config/paths'

/** apps/api, whether running from sources or from build/. */
const apiRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/build\/$/, '/')
/** The monorepo root: apps/api/../.. */
export const repoRoot = resolve(apiRoot, '../..')

function fromRepo(path: string) {
  return isAbsolute(path) ? path : resolve(repoRoot, path)
}

/** Where the embedded defaults keep their state (SQLite file, media, outbox). */
export function dataDir(): string {
  const dir = fromRepo(pathsConfig.dataDir)
  mkdirSync(dir, { recursive: true })
  return dir
}

export function dataPath(...segments: string[]): string {
  return join(dataDir(), ...segments)
}

export const webDist = () => fromRepo(pathsConfig.webDist)
export const adminDist = () => fromRepo(pathsConfig.adminDist)
export const webServerEntry = () => (pathsConfig.webServerEntry === 'off' ? null : fromRepo(pathsConfig.webServerEntry))
