import { cpus, release, totalmem, type } from 'node:os'
import type { LoadResult } from './load.ts'
import type { SqlResult } from './sql.ts'
import type { ProfileMetrics } from './web.ts'

export interface EndpointResult {
  name: string
  domain: string
  method: string
  path: string
  kobza: LoadResult
  fastify: LoadResult
  /** Kobza's req/s over the bare Fastify route's, same run. */
  ratio: number
  /** The bare route's server CPU per request over Kobza's (1 = as cheap). */
  cpuRatio: number | null
  /** AdonisJS's HTTP server alone on the same path, loaded in the same rounds (framework_floor.ts). */
  frameworkFloor?: LoadResult
  sql?: SqlResult
}

export interface Check {
  label: string
  value: string
  target: string
  pass: boolean
}

/** Where and under what load a report was measured. */
export type Machine = ReturnType<typeof machineOf> & { loadBefore: number[]; loadAfter: number[]; note: string }

export interface BenchReport {
  version: 1
  startedAt: string
  seconds: number
  machine: Machine
  settings: { connections: number; duration: number; rounds: number; maxRequests: number }
  endpoints: EndpointResult[]
  web: ProfileMetrics[]
  checks: Check[]
}

const n0 = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The machine a report was measured on: what its figures depend on. */
export function machineOf() {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.versions.node,
    os: `${type()} ${release()}`,
  }
}

export function checks(report: Omit<BenchReport, 'checks'>): Check[] {
  const found: Check[] = []
  const endpoint = (name: string) => report.endpoints.find((entry) => entry.name === name)
  const trivial = endpoint('getServerTime')
  if (trivial) {
    found.push({
      label: 'getServerTime vs bare Fastify (req/s)',
      value: `${trivial.ratio.toFixed(2)}×`,
      target: '≥ 0.80×',
      pass: trivial.ratio >= 0.8,
    })
  }
  const genres = endpoint('genres')
  if (genres) {
    found.push({
      label: 'genres throughput',
      value: `${n0(genres.kobza.rps)} req/s`,
      target: '≥ 10,000 req/s',
      pass: genres.kobza.rps >= 10_000,
    })
    found.push({
      label: 'genres p99',
      value: `${ms(genres.kobza.latency.p99)} ms`,
      target: '< 10 ms',
      pass: genres.kobza.latency.p99 < 10,
    })
  }
  for (const profile of report.web) {
    const home = profile.pages.find((page) => page.route === '/')
    if (!home) continue
    if (profile.profile === 'desktop') {
      found.push({
        label: 'JS transferred for / ',
        value: kb(home.jsBytes),
        target: '< 150 KB',
        pass: home.jsBytes < 150 * 1024,
      })
    }
    const lcpTarget = profile.profile === 'desktop' ? 1000 : 2500
    found.push({
      label: `LCP of / (${profile.profile})`,
      value: home.lcpMs === null ? 'none' : `${n0(home.lcpMs)} ms`,
      target: `< ${n0(lcpTarget)} ms`,
      pass: home.lcpMs !== null && home.lcpMs < lcpTarget,
    })
    found.push({
      label: `CLS of / (${profile.profile})`,
      value: home.cls.toFixed(3),
      target: '< 0.05',
      pass: home.cls < 0.05,
    })
  }
  return found
}

const cpuOf = (result: LoadResult) =>
  result.cpuMicrosPerRequest === null ? '–' : `${result.cpuMicrosPerRequest.toFixed(1)} µs`

/** Where a trivial route's cost lies: the framework alone, then what Kobza's stack adds. */
function frameworkFloorLines(report: BenchReport): string[] {
  const lines: string[] = []
  for (const e of report.endpoints) {
    const floor = e.frameworkFloor
    if (!floor) continue
    lines.push(
      `**Framework floor (${e.name})**: AdonisJS's HTTP server alone (the framework's factories, request ids, a logger, one route, no middleware), loaded in the same rounds: ${n0(floor.rps)} req/s, CPU ${cpuOf(floor)} per answer, ${(floor.rps / e.fastify.rps).toFixed(2)}× the bare Fastify route (Fastify ${n0(e.fastify.rps)} req/s, ${cpuOf(e.fastify)}). Kobza with its middleware and headers: ${n0(e.kobza.rps)} req/s, ${cpuOf(e.kobza)}, ${(e.kobza.rps / floor.rps).toFixed(2)}× the framework alone.`,
      ''
    )
  }
  return lines
}

/** Changes against the previous report worth a reader's attention: worse by more than 10%. */
export function regressions(current: BenchReport, previous: BenchReport | undefined): string[] {
  if (!previous) return []
  const found: string[] = []
  const worse = (
    label: string,
    now: number,
    before: number,
    higherIsBetter: boolean,
    format: (v: number) => string
  ) => {
    if (!before || !Number.isFinite(before)) return
    const change = (now - before) / before
    if (higherIsBetter ? change < -0.1 : change > 0.1) {
      found.push(`${label}: ${format(before)} → ${format(now)} (${change > 0 ? '+' : ''}${(change * 100).toFixed(0)}%)`)
    }
  }
  for (const endpoint of current.endpoints) {
    const before = previous.endpoints.find((entry) => entry.name === endpoint.name)
    if (!before) continue
    worse(`${endpoint.name} req/s`, endpoint.kobza.rps, before.kobza.rps, true, n0)
    worse(`${endpoint.name} vs Fastify`, endpoint.ratio, before.ratio, true, (v) => `${v.toFixed(2)}×`)
    worse(`${endpoint.name} p99`, endpoint.kobza.latency.p99, before.kobza.latency.p99, false, (v) => `${ms(v)} ms`)
  }
  for (const profile of current.web) {
    const beforeProfile = previous.web.find((entry) => entry.profile === profile.profile)
    for (const page of profile.pages) {
      const before = beforeProfile?.pages.find((entry) => entry.route === page.route)
      if (!before) continue
      worse(`${page.route} JS (${profile.profile})`, page.jsBytes, before.jsBytes, false, kb)
      worse(`${page.route} CSS (${profile.profile})`, page.cssBytes, before.cssBytes, false, kb)
      if (page.route === '/' && page.lcpMs !== null && before.lcpMs !== null) {
        worse(`/ LCP (${profile.profile})`, page.lcpMs, before.lcpMs, false, (v) => `${n0(v)} ms`)
      }
    }
  }
  return found
}

export function markdown(report: BenchReport, previous: BenchReport | undefined, chartFile: string): string {
  const lines: string[] = []
  const m = report.machine
  lines.push('# Kobza benchmark', '')
  lines.push(
    `Run ${report.startedAt} by \`npm run bench\` in ${Math.round(report.seconds)} s: the production build on a fresh SQLite database, loaded from a second process over loopback with autocannon at ${report.settings.connections} connections, ${report.settings.rounds} alternating rounds of ${report.settings.duration} s (at most ${n0(report.settings.maxRequests)} requests) per side after a warm-up; the better round of each side is kept.`,
    ''
  )
  lines.push(
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}, Node ${m.node}. Load average ${m.loadBefore.map((v) => v.toFixed(1)).join(' / ')} before, ${m.loadAfter.map((v) => v.toFixed(1)).join(' / ')} after. ${m.note}`,
    ''
  )
  lines.push('## Targets', '', '| Check | Value | Target | |', '|---|---:|---:|---|')
  for (const check of report.checks)
    lines.push(`| ${check.label} | ${check.value} | ${check.target} | ${check.pass ? '✅' : '❌'} |`)
  lines.push('')
  lines.push(...frameworkFloorLines(report))
  lines.push('## Compared with the previous report', '')
  if (!previous) lines.push('No previous report: this run is the baseline.', '')
  else {
    const found = regressions(report, previous)
    lines.push(`Previous: ${previous.startedAt}.`, '')
    if (found.length === 0) lines.push('No regression over 10%.', '')
    else lines.push('**Regressions over 10%:**', '', ...found.map((line) => `- ${line}`), '')
  }
  lines.push('## Endpoints', '', `![Throughput](${chartFile})`, '')
  lines.push(
    '| Endpoint | Kobza req/s | p50 ms | p95 ms | p99 ms | Fastify req/s | p99 ms | Kobza / Fastify | CPU µs/req Kobza / Fastify | SQL alone p50 / p99 µs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|'
  )
  for (const e of report.endpoints) {
    const cpu =
      e.kobza.cpuMicrosPerRequest === null || e.fastify.cpuMicrosPerRequest === null
        ? '–'
        : `${e.kobza.cpuMicrosPerRequest.toFixed(1)} / ${e.fastify.cpuMicrosPerRequest.toFixed(1)}`
    const sql = e.sql ? `${e.sql.latency.p50.toFixed(1)} / ${e.sql.latency.p99.toFixed(1)}` : '–'
    const flag = e.kobza.unexpected + e.kobza.errors > 0 ? ' ⚠' : ''
    lines.push(
      `| ${e.name}${flag} | ${n0(e.kobza.rps)} | ${ms(e.kobza.latency.p50)} | ${ms(e.kobza.latency.p95)} | ${ms(e.kobza.latency.p99)} | ${n0(e.fastify.rps)} | ${ms(e.fastify.latency.p99)} | ${e.ratio.toFixed(2)}× | ${cpu} | ${sql} |`
    )
  }
  lines.push('')
  const failing = report.endpoints.filter((e) => e.kobza.unexpected + e.kobza.errors > 0)
  for (const e of failing) {
    lines.push(`⚠ ${e.name}: ${e.kobza.unexpected} answers with an unexpected status, ${e.kobza.errors} errors.`)
  }
  if (failing.length) lines.push('')
  lines.push(
    'CPU µs/req is the server process\'s user + system time over the answers it gave: unlike req/s it hardly moves when other processes share the cores. "SQL alone" is the endpoint\'s query through a prepared better-sqlite3 statement in the harness process.',
    ''
  )
  lines.push('## Web app', '', ...webTables(report.web))
  return lines.join('\n')
}

/** The web metrics of each profile as Markdown tables, with how they were measured. */
export function webTables(web: ProfileMetrics[]): string[] {
  const lines: string[] = []
  for (const profile of web) {
    lines.push(`### ${profile.profile}: ${profile.description}`, '')
    lines.push(
      '| Route | JS transferred | CSS transferred | Requests | LCP ms | CLS | TBT ms |',
      '|---|---:|---:|---:|---:|---:|---:|'
    )
    for (const page of profile.pages) {
      lines.push(
        `| ${page.route} | ${kb(page.jsBytes)} | ${kb(page.cssBytes)} | ${page.requests} | ${page.lcpMs === null ? '–' : n0(page.lcpMs)} | ${page.cls.toFixed(3)} | ${n0(page.tbtMs)} |`
      )
    }
    lines.push('')
  }
  lines.push(
    "Transferred bytes are the browser's own resource timing (`transferSize`: compressed bytes plus headers) on a first visit with an empty cache; timings are the median of three loads.",
    ''
  )
  return lines
}

export interface ChartRow {
  name: string
  kobza: number
  fastify: number
}

/** Grouped horizontal bars: Kobza and the bare Fastify route per endpoint, req/s. */
export function barChart(title: string, rows: ChartRow[]): string {
  const width = 760
  const labelWidth = 170
  const barArea = width - labelWidth - 90
  const rowHeight = 44
  const top = 40
  const height = top + rows.length * rowHeight + 30
  const max = Math.max(1, ...rows.flatMap((row) => [row.kobza, row.fastify]))
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${escape(title)}</text>`,
    `<rect x="${width - 200}" y="9" width="12" height="12" fill="#1f6feb"/><text x="${width - 184}" y="19">Kobza</text>`,
    `<rect x="${width - 120}" y="9" width="12" height="12" fill="#9aa4af"/><text x="${width - 104}" y="19">bare Fastify</text>`,
  ]
  rows.forEach((row, index) => {
    const y = top + index * rowHeight
    const kobzaWidth = (row.kobza / max) * barArea
    const fastifyWidth = (row.fastify / max) * barArea
    const ratio = row.fastify > 0 ? ` (${(row.kobza / row.fastify).toFixed(2)}×)` : ''
    parts.push(`<text x="10" y="${y + 20}">${escape(row.name)}</text>`)
    parts.push(`<rect x="${labelWidth}" y="${y + 4}" width="${kobzaWidth.toFixed(1)}" height="16" fill="#1f6feb"/>`)
    parts.push(`<text x="${labelWidth + kobzaWidth + 4}" y="${y + 16}">${n0(row.kobza)}${ratio}</text>`)
    parts.push(`<rect x="${labelWidth}" y="${y + 22}" width="${fastifyWidth.toFixed(1)}" height="16" fill="#9aa4af"/>`)
    parts.push(`<text x="${labelWidth + fastifyWidth + 4}" y="${y + 34}">${n0(row.fastify)}</text>`)
  })
  parts.push('</svg>')
  return parts.join('\n') + '\n'
}

export function svgChart(report: BenchReport): string {
  return barChart(
    `Requests per second at ${report.settings.connections} connections (${report.startedAt.slice(0, 10)})`,
    report.endpoints.map((row) => ({ name: row.name, kobza: row.kobza.rps, fastify: row.fastify.rps }))
  )
}
