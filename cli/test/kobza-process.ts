import { spawn, spawnSync } from 'node:child_process'

const bin = new URL('../bin/kobza.mjs', import.meta.url).pathname

/**
 * Runs the real `kobza` binary on a scratch SQLite database and data folder, with the API's
 * logging silenced and no PostgreSQL; `env` adds to or overrides that.
 */
function kobzaEnv(scratch: string, sqliteFile: string, env: Record<string, string>) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DB_CONNECTION: 'sqlite',
    SQLITE_FILE: sqliteFile,
    DATA_DIR: scratch,
    DATABASE_URL: '',
    ...env,
  }
}

/** Starts the real `kobza` binary for a long-running command (`ledger node`); the caller stops it. */
export function spawnKobza(
  args: string[],
  { scratch, sqliteFile, env = {} }: { scratch: string; sqliteFile: string; env?: Record<string, string> }
) {
  const child = spawn(process.execPath, [bin, ...args], { env: kobzaEnv(scratch, sqliteFile, env) })
  let out = ''
  const waiters: (() => void)[] = []
  const collect = (chunk: Buffer) => {
    out += chunk.toString('utf8')
    for (const wake of waiters.splice(0)) wake()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    exited,
    output: () => out,
    /** Resolves with the first match of `pattern` in the output; fails after `timeoutMs` or on exit. */
    async waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const match = pattern.exec(out)
        if (match) return match
        if (child.exitCode !== null) throw new Error(`kobza exited (${child.exitCode}): ${out}`)
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms: ${out}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
  }
}

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
    env: kobzaEnv(scratch, sqliteFile, env),
    timeout,
  })
  return { code: result.status, out: `${result.stdout}${result.stderr}`, ms: Date.now() - started }
}
