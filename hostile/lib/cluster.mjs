/*
 * A private PostgreSQL cluster for the hostile suite: the machine's shared server is never
 * stopped (other suites run on it), so this one is made with initdb in a temp folder, on a
 * port of our own, and may be stopped and started at will. Run as the `postgres` user when
 * we are root (initdb refuses root).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => b - a)
    : []
  if (versions.length === 0) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql (set PG_BIN)')
  return join(base, String(versions[0]), 'bin')
}

const asRoot = process.getuid?.() === 0

function runAsOwner(command, args) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`)
  return result.stdout
}

export function createCluster(port) {
  const dir = mkdtempSync(join(tmpdir(), 'kz-host-pg-'))
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  else chownSync(dir, process.getuid(), process.getgid())
  runAsOwner(join(binDir(), 'initdb'), [
    '-D',
    join(dir, 'data'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ])
  return clusterAt(port, dir)
}

/** The cluster `run.mjs` made for this run, from the environment it passes to each test file. */
export function clusterFromEnv() {
  const port = Number(process.env.HOSTILE_PG_PORT)
  const dir = process.env.HOSTILE_PG_DIR
  if (!port || !dir) throw new Error('Run the hostile suite through `npm run test:hostile` (hostile/run.mjs)')
  return clusterAt(port, dir)
}

function clusterAt(port, dir) {
  const bin = binDir()
  const data = join(dir, 'data')
  // fsync off: the cluster is thrown away; a stop is a clean shutdown, never a power cut.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`
  const cluster = {
    port,
    dir,
    url,
    start() {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'])
    },
    /** `fast`: every session is told to end at once, as a restart or failover would. */
    stop(mode = 'fast') {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop'])
    },
    dispose() {
      try {
        cluster.stop('immediate')
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
    async query(database, sql, params = []) {
      const client = new pg.Client({ connectionString: url(database) })
      await client.connect()
      try {
        return (await client.query(sql, params)).rows
      } finally {
        await client.end()
      }
    },
  }
  return cluster
}
