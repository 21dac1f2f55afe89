import { spawnSync } from 'node:child_process'

const bin = new URL('../bin/kobza.mjs', import.meta.url).pathname

/**
 * Runs the real `kobza` binary on a scratch SQLite database and data folder, with the API's
 * logging silenced and no PostgreSQL; `env` adds to or overrides that.
 */
export function runKobza(
  args: string[],
  {
    scratch,
    sqliteFile,
    env = {},
    timeout,
  }: { scratch: string; sqliteFile: string; env?: Record<string, string>; timeout: number }
) {
  const started = Date.now()
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DB_CONNECTION: 'sqlite',
      SQLITE_FILE: sqliteFile,
      DATA_DIR: scratch,
      DATABASE_URL: '',
      ...env,
    },
    timeout,
  })
  return { code: result.status, out: `${result.stdout}${result.stderr}`, ms: Date.now() - started }
}
