import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import kobzaConfig from '#config/kobza'
import { dataPath } from '#core/paths'

/**
 * APP_KEY when given; otherwise a random key generated once and kept in the data
 * folder, so a fresh `npm start` works and restarts keep signed values valid.
 */
export function resolveAppKey(): string {
  if (kobzaConfig.appKey) return kobzaConfig.appKey
  const keyFile = dataPath('app-key')
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim()
  const key = randomBytes(32).toString('base64url')
  writeFileSync(keyFile, key, { mode: 0o600 })
  return key
}
