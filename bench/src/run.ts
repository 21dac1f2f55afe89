/*
 * `npm run bench`: builds what `npm start` serves, starts it on a fresh database, loads each
 * endpoint of bench/endpoints/*.ts beside a bare Fastify route and the bare SQL, measures the
 * web app in Chromium, and writes bench/results/latest.{md,svg,json}, compared with the
 * last committed report. Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import type { BenchContext } from './endpoint.ts'
import { loadEndpoints, prepareDatasets } from './endpoints.ts'
import { load, type LoadResult } from './load.ts'
import { floorPath } from './framework_floor_path.ts'
import {
  build,
  freshDatabase,
  repoRoot,
  type Server,
  startFrameworkFloor,
  startPlatform,
  startReference,
} from './platform.ts'
import { type BenchReport, checks, type EndpointResult, machineOf, markdown, regressions, svgChart } from './report.ts'
import { timeSql } from './sql.ts'
import { measureWeb } from './web.ts'

// `npm run bench -- --scale full`: the platform-sized PostgreSQL run (src/scale.ts) instead.
if (process.argv.includes('--scale')) {
  await import('./scale.ts')
  process.exit(0)
}

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  duration: Number(process.env.BENCH_DURATION ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  maxRequests: Number(process.env.BENCH_MAX_REQUESTS ?? 400_000),
}
const port = Number(process.env.BENCH_PORT ?? 3450)
/** Pages of the web app whose transferred JS and CSS are reported. */
const webRoutes = ['/', '/sign-in', '/sign-up', '/privacy-policy']
const resultsDir = join(repoRoot, 'bench/results')

const started = Date.now()
const loadBefore = loadavg()

/** The JS file `/` loads that weighs most: the static-file endpoint's target. */
function mainScript(webDist: string): string {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  if (scripts.length === 0) throw new Error('index.html loads no script from /assets/')
  return scripts.sort((a, b) => statSync(join(webDist, b)).size - statSync(join(webDist, a)).size)[0]!
}

/** The last committed report (what a regression is measured against), else the file on disk. */
function previousReport(): BenchReport | undefined {
  try {
    const committed = execFileSync('git', ['show', 'HEAD:bench/results/latest.json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return JSON.parse(committed) as BenchReport
  } catch {
    const file = join(resultsDir, 'latest.json')
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchReport) : undefined
  }
}

function better(a: LoadResult | undefined, b: LoadResult): LoadResult {
  return a && a.rps >= b.rps ? a : b
}

build()
const { dataDir, sqliteFile } = freshDatabase()
await prepareDatasets(sqliteFile)
const platform = await startPlatform(port, dataDir)
const webDist = join(repoRoot, 'apps/web/dist')
const context: BenchContext = {
  webDist,
  mainScript: mainScript(webDist),
  platformUrl: platform.url,
  database: sqliteFile,
}
const endpoints: EndpointResult[] = []
let web: BenchReport['web'] = []
let reference: Server | undefined
let floor: Server | undefined
try {
  reference = await startReference(port + 1, sqliteFile, context)
  const all = await loadEndpoints()
  if (all.some((endpoint) => endpoint.frameworkFloor)) floor = await startFrameworkFloor(port + 2)
  for (const [index, endpoint] of all.entries()) {
    const path = typeof endpoint.path === 'function' ? endpoint.path(context) : endpoint.path
    const headers = typeof endpoint.headers === 'function' ? await endpoint.headers(context) : (endpoint.headers ?? {})
    if (endpoint.body !== undefined) headers['content-type'] = 'application/json'
    const common = {
      method: endpoint.method,
      headers,
      body: endpoint.body,
      connections: settings.connections,
      maxRequests: settings.maxRequests,
      expectStatus: endpoint.expectStatus ?? 200,
    }
    const kobzaTarget = { ...common, url: platform.url + path, pid: platform.pid }
    const fastifyTarget = { ...common, url: `${reference.url}/ref/${index}`, pid: reference.pid }
    const floorTarget =
      endpoint.frameworkFloor && floor ? { ...common, url: floor.url + floorPath, pid: floor.pid } : null
    process.stdout.write(`▶ ${endpoint.name} (${endpoint.method} ${path})… `)
    // Warm-up: JIT, caches, connection pools.
    await load({ ...kobzaTarget, duration: 1 })
    await load({ ...fastifyTarget, duration: 1 })
    if (floorTarget) await load({ ...floorTarget, duration: 1 })
    let kobza: LoadResult | undefined
    let fastify: LoadResult | undefined
    let framework: LoadResult | undefined
    for (let round = 0; round < settings.rounds; round += 1) {
      kobza = better(kobza, await load({ ...kobzaTarget, duration: settings.duration }))
      fastify = better(fastify, await load({ ...fastifyTarget, duration: settings.duration }))
      if (floorTarget) framework = better(framework, await load({ ...floorTarget, duration: settings.duration }))
    }
    const result: EndpointResult = {
      name: endpoint.name,
      domain: endpoint.domain,
      method: endpoint.method,
      path,
      kobza: kobza!,
      fastify: fastify!,
      ratio: kobza!.rps / fastify!.rps,
      cpuRatio:
        kobza!.cpuMicrosPerRequest && fastify!.cpuMicrosPerRequest
          ? fastify!.cpuMicrosPerRequest / kobza!.cpuMicrosPerRequest
          : null,
    }
    if (framework) result.frameworkFloor = framework
    if (endpoint.sql) result.sql = timeSql(sqliteFile, endpoint.sql.query, endpoint.sql.params)
    endpoints.push(result)
    console.log(
      `${Math.round(result.kobza.rps)} req/s (p99 ${result.kobza.latency.p99.toFixed(2)} ms), Fastify ${Math.round(result.fastify.rps)} → ${result.ratio.toFixed(2)}×`
    )
  }
  if (process.env.BENCH_SKIP_WEB !== '1') {
    process.stdout.write('▶ Web metrics in Chromium… ')
    web = await measureWeb(platform.url, webRoutes)
    console.log('done')
  }
} finally {
  await floor?.stop()
  await reference?.stop()
  await platform.stop()
}
rmSync(dataDir, { recursive: true, force: true })

const partial = {
  version: 1 as const,
  startedAt: new Date(started).toISOString(),
  seconds: (Date.now() - started) / 1000,
  machine: {
    ...machineOf(),
    loadBefore,
    loadAfter: loadavg(),
    note: process.env.BENCH_NOTE ?? '',
  },
  settings,
  endpoints,
  web,
}
const report: BenchReport = { ...partial, checks: checks(partial) }
const previous = previousReport()
writeFileSync(join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2) + '\n')
writeFileSync(join(resultsDir, 'latest.svg'), svgChart(report))
writeFileSync(join(resultsDir, 'latest.md'), markdown(report, previous, 'latest.svg'))

console.log(`\n✔ bench/results/latest.md (${Math.round(report.seconds)} s)`)
for (const check of report.checks)
  console.log(`  ${check.pass ? '✔' : '✖'} ${check.label}: ${check.value} (target ${check.target})`)
for (const line of regressions(report, previous)) console.log(`  ⚠ regression: ${line}`)
