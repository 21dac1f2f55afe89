import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import kobzaConfig from '#config/kobza'
import { dataPath } from '#core/paths'

/**
 * A secret generated on first use and kept in the data folder (readable by this user only), so
 * a fresh `npm start` works and restarts keep what was signed with it valid.
 */
export function keptSecret(file: string, generate: () => string): string {
  const keyFile = dataPath(file)
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim()
  const value = generate()
  writeFileSync(keyFile, value, { mode: 0o600 })
  return value
}

/** APP_KEY when given; otherwise a random key generated once and kept in the data folder. */
export function resolveAppKey(): string {
  if (kobzaConfig.appKey) return kobzaConfig.appKey
  return keptSecret('app-key', () => randomBytes(32).toString('base64url'))
}
