import type { LoadResult } from './load.ts'
import { barChart, type Machine, webTables } from './report.ts'
import type { ScaleCounts } from './scale_data.ts'
import type { ScaleEndpoint } from './scale_endpoints.ts'
import type { Percentiles } from './stats.ts'
import type { ProfileMetrics } from './web.ts'

export interface SqlTiming {
  /** Milliseconds for the endpoint's queries, one after the other, on one connection. */
  latency: Percentiles
  perSecond: number
}

export interface ScaleResult {
  name: string
  goal: ScaleEndpoint['goal']
  method: string
  path: string
  connections: number
  kobza: LoadResult
  fastify: LoadResult
  sql: SqlTiming | null
  /** The same queries from as many concurrent requesters as the endpoint had, through a pool of 10. */
  sqlLoaded?: SqlTiming | null
  plan: string
}

export interface ScaleReport {
  version: 1
  startedAt: string
  seconds: number
  scale: number
  seed: number
  counts: ScaleCounts
  generationSeconds: Record<string, number>
  rows: Record<string, number>
  machine: Machine & { postgres: string }
  settings: { connections: number; duration: number }
  results: ScaleResult[]
  /** The API process's resident memory: started and idle, the highest seen while loaded, and after. */
  memory?: { idleMb: number; peakMb: number; afterMb: number }
  /** The web app in Chromium on the generated data (src/web.ts). */
  web?: ProfileMetrics[]
}

/** Requests per second of each endpoint beside its bare Fastify route. */
export function scaleChart(report: ScaleReport): string {
  return barChart(
    `Requests per second on the generated data, PostgreSQL (${report.startedAt.slice(0, 10)})`,
    report.results.map((result) => ({ name: result.name, kobza: result.kobza.rps, fastify: result.fastify.rps }))
  )
}

/** Issue 12, 14 and 19 goals on the generated data (PostgreSQL). */
function verdicts(result: ScaleResult): string[] {
  const found: string[] = []
  const { kobza, fastify } = result
  // Against the SQL at the same concurrency where the run measured it (older reports: alone).
  const sql = result.sqlLoaded ?? result.sql
  if (result.goal === 'list') {
    found.push(`p95 < 50 ms ${kobza.latency.p95 < 50 ? '✔' : '✖'}`)
    if (sql) found.push(`≤ 2× SQL at p50 ${kobza.latency.p50 <= 2 * sql.latency.p50 ? '✔' : '✖'}`)
    found.push(`≥ 0.6× Fastify req/s ${kobza.rps >= 0.6 * fastify.rps ? '✔' : '✖'}`)
  }
  if (result.goal === 'poll') found.push(`p95 < 20 ms ${kobza.latency.p95 < 20 ? '✔' : '✖'}`)
  if (result.goal === 'range') found.push(`p50 < 20 ms ${kobza.latency.p50 < 20 ? '✔' : '✖'}`)
  if (result.goal === 'login') found.push(`p50 < 300 ms ${kobza.latency.p50 < 300 ? '✔' : '✖'}`)
  if (kobza.unexpected + kobza.errors > 0) found.push(`✖ ${kobza.unexpected + kobza.errors} unexpected answers`)
  return found
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
/** Server CPU per answered request (the API process, or the Fastify one): steadier than latency on a shared machine. */
const cpu = (result: LoadResult) =>
  result.cpuMicrosPerRequest === null ? '—' : Math.round(result.cpuMicrosPerRequest).toLocaleString('en')
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')

/** Endpoints slower than the previous report by more than 10% (p95) or 10% fewer req/s. */
export function regressions(report: ScaleReport, previous: ScaleReport | undefined): string[] {
  if (!previous) return []
  const lines: string[] = []
  for (const result of report.results) {
    const before = previous.results.find((candidate) => candidate.name === result.name)
    if (!before) continue
    if (result.kobza.latency.p95 > before.kobza.latency.p95 * 1.1)
      lines.push(`${result.name}: p95 ${ms(before.kobza.latency.p95)} → ${ms(result.kobza.latency.p95)} ms`)
    if (result.kobza.rps < before.kobza.rps * 0.9)
      lines.push(`${result.name}: ${Math.round(before.kobza.rps)} → ${Math.round(result.kobza.rps)} req/s`)
  }
  return lines
}

export function markdown(report: ScaleReport, previous: ScaleReport | undefined, chartFile: string): string {
  const { machine } = report
  const rows = report.results
    .map((result) => {
      const { kobza, fastify, sql, sqlLoaded } = result
      const sqlRatio = sqlLoaded ? (kobza.latency.p50 / sqlLoaded.latency.p50).toFixed(1) : '—'
      return `| ${result.name} | ${result.connections} | ${ms(kobza.latency.p50)} | ${ms(kobza.latency.p95)} | ${ms(kobza.latency.p99)} | ${Math.round(kobza.rps)} | ${sql ? ms(sql.latency.p50) : '—'} | ${sqlLoaded ? ms(sqlLoaded.latency.p50) : '—'} | ${sqlRatio} | ${Math.round(fastify.rps)} | ${ms(fastify.latency.p50)} | ${(kobza.rps / fastify.rps).toFixed(2)} | ${cpu(kobza)} | ${cpu(fastify)} | ${verdicts(result).join(', ')} |`
    })
    .join('\n')
  const comparison = previous
    ? report.results
        .map((result) => {
          const before = previous.results.find((candidate) => candidate.name === result.name)
          if (!before)
            return `| ${result.name} | — | ${ms(result.kobza.latency.p95)} | — | ${Math.round(result.kobza.rps)} | |`
          const change = result.kobza.latency.p95 / before.kobza.latency.p95 - 1
          const flag = change > 0.1 || result.kobza.rps < before.kobza.rps * 0.9 ? '⚠ regression' : ''
          return `| ${result.name} | ${ms(before.kobza.latency.p95)} | ${ms(result.kobza.latency.p95)} | ${Math.round(before.kobza.rps)} | ${Math.round(result.kobza.rps)} | ${flag} |`
        })
        .join('\n')
    : ''
  const plans = report.results
    .filter((result) => result.plan)
    .map((result) => `### ${result.name}\n\n\`\`\`\n${result.plan.trim()}\n\`\`\``)
    .join('\n\n')
  const counts = Object.entries(report.rows)
    .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
    .join(', ')
  const generation = Object.entries(report.generationSeconds)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(0)} s`)
    .join(', ')
  return `# Kobza at platform scale (PostgreSQL)

\`npm run bench -- --scale ${report.scale === 1 ? 'full' : report.scale}\` · ${report.startedAt} · ${Math.round(report.seconds)} s in all

**Machine**: ${machine.cpu} × ${machine.cores}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, PostgreSQL ${machine.postgres}.
**Load average** (1 / 5 / 15 min) before ${load(machine.loadBefore)}, after ${load(machine.loadAfter)}${machine.cores ? ` on ${machine.cores} cores` : ''}: a shared machine, other work competes for the cores, so absolute figures are noisy; the ratios to the references, measured in the same minute, less so.${machine.note ? `\n**Note**: ${machine.note}` : ''}

**Data** (seed ${report.seed}, generated by SQL after the demo seed): ${counts}.
**Generation**: ${generation || 'reused a kept database'}.

Each endpoint: ${report.settings.duration} s at the concurrency shown after a 1 s warm-up, autocannon from a second process over loopback, against the production build (one process). **CPU µs/req** is the server process's CPU time per answer (PostgreSQL's own time is not in it). **SQL alone** is the endpoint's queries run one after the other on one idle connection; **SQL at conc.** is the same set from as many concurrent requesters as the endpoint had, through a pool of 10 connections (the API's), waiting for a connection included: the floor at that concurrency, so what HTTP and the framework add is the rest (the ÷ SQL goal is checked against it); **Fastify** is a bare Fastify route running the same queries through a pool of 10 (the API's) and answering their rows as JSON, loaded the same way.

![Requests per second](${chartFile})

| Endpoint | conc. | p50 ms | p95 ms | p99 ms | req/s | SQL alone p50 ms | SQL at conc. p50 ms | ÷ SQL at conc. (p50) | Fastify req/s | Fastify p50 ms | ÷ Fastify (req/s) | CPU µs/req | Fastify CPU µs/req | Goals |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows}

Goals (issues 12, 14, 19): every list p95 < 50 ms at concurrency 32, ≤ 2× its SQL at the median, ≥ 0.6× the bare route's throughput; chat poll p95 < 20 ms with 1,000 pollers (each asks every 500 ms, the first asks spread over that period; its conc. is the pollers); song seek p50 < 20 ms; login p50 < 300 ms (measured one at a time: argon2id is CPU-bound by design, so at 32 the figure is the queue on ${machine.cores} cores).
${
  previous
    ? `
## Against the previous report (${previous.startedAt}, load before ${load(previous.machine.loadBefore)})

| Endpoint | p95 ms before | p95 ms now | req/s before | req/s now | |
|---|---:|---:|---:|---:|---|
${comparison}
`
    : ''
}
${
  report.memory
    ? `## Memory

The API process's resident set (VmRSS): ${report.memory.idleMb} MB started and idle, ${report.memory.peakMb} MB at most while the endpoints above were loaded (sampled every 250 ms), ${report.memory.afterMb} MB after. The SSE stream at 5,000 connections is measured by \`npm run bench:chat\` (chat-scale.md).
`
    : ''
}${report.web?.length ? `\n## Web app on the generated data\n\n${webTables(report.web).join('\n')}\n` : ''}
## Query plans (EXPLAIN ANALYZE of each list's main query)

${plans}
`
}
