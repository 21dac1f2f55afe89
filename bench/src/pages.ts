/*
 * `npm run bench:pages` (issue 35): the figures of the server-rendered pages, written to
 * bench/results/pages.md. On the demo data: LCP, CLS and the longest task (hydration's) of `/`,
 * a legend, an auction and a signed-in profile on the desktop and throttled phone profiles;
 * `/` and a legend at 32 connections beside the JSON endpoint they render, with the anonymous
 * page cache (PAGE_CACHE_MS, 1 s) and without it; Lighthouse's mobile preset for `/` and a
 * legend. The machine is shared: the load average is written beside every figure.
 * KOBZA_SKIP_BUILD=1 uses the builds on disk; PAGES_PORT (default 3460) and the next port.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '@kobza/testkit/chromium'
import { load, type LoadResult } from './load.ts'
import { build, demoPassword, freshDatabase, repoRoot, type Server, startPlatform } from './platform.ts'
import { measureWeb, signedInState, type ProfileMetrics, type WebRoute } from './web.ts'

const port = Number(process.env.PAGES_PORT ?? 3460)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const duration = Number(process.env.BENCH_DURATION ?? 5)
const repeat = Number(process.env.BENCH_REPEAT ?? 3)
/*
 * A quick loop while working on a page: PAGES_PARTS=web,lighthouse runs only those parts (of web,
 * throughput, lighthouse), PAGES_PUBLIC_ONLY=1 leaves out the signed-in profile and
 * PAGES_PROFILE_ONLY=1 measures the signed-in profile alone. A partial run prints its figures and
 * leaves bench/results/pages.md as it was.
 */
const parts = new Set((process.env.PAGES_PARTS ?? 'web,throughput,lighthouse').split(',').map((part) => part.trim()))
const publicOnly = process.env.PAGES_PUBLIC_ONLY === '1'
const profileOnly = process.env.PAGES_PROFILE_ONLY === '1'
const fullRun = ['web', 'throughput', 'lighthouse'].every((part) => parts.has(part)) && !publicOnly && !profileOnly

/** `uptime`'s three load averages, as written beside each figure. */
const load3 = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')

function firstRow(file: string, sql: string): string {
  const database = new Database(file, { readonly: true })
  try {
    const row = database.prepare(sql).get() as { value: string } | undefined
    if (!row) throw new Error(`the demo data has no row for: ${sql}`)
    return row.value
  } finally {
    database.close()
  }
}

interface Throughput {
  name: string
  page: LoadResult
  json: LoadResult
  load: string
}

/**
 * A signed-in fan's view of an artist's profile, twice: on a first visit (nothing in the browser's
 * cache, as the issue's figure was first measured) and as someone returning to it, who signed in
 * on this device before, so the app's files are cached and its service worker is installed.
 */
async function signedInRoutes(url: string, path: string): Promise<WebRoute[]> {
  const storageState = await signedInState(url, 'fan@kobza.local', demoPassword)
  return [
    { path, label: `${path} (signed in)`, storageState },
    { path, label: `${path} (signed in, returning)`, storageState, visitedFirst: '/' },
  ]
}

async function throughput(server: Server, name: string, page: string, json: string): Promise<Throughput> {
  const common = { method: 'GET', headers: {}, connections, maxRequests: 400_000, expectStatus: 200, pid: server.pid }
  await load({ ...common, url: server.url + page, duration: 1 })
  await load({ ...common, url: server.url + json, duration: 1 })
  const pageResult = await load({ ...common, url: server.url + page, duration })
  const jsonResult = await load({ ...common, url: server.url + json, duration })
  console.log(
    `  ${name}: page ${Math.round(pageResult.rps)} req/s p95 ${pageResult.latency.p95.toFixed(1)} ms, JSON ${Math.round(jsonResult.rps)} req/s p95 ${jsonResult.latency.p95.toFixed(1)} ms`
  )
  return { name, page: pageResult, json: jsonResult, load: load3() }
}

interface LighthouseResult {
  path: string
  scores: Record<string, number>
  /** Audits of the four categories that did not pass, by title. */
  flagged: string[]
  load: string
}

async function runLighthouse(url: string, paths: string[]): Promise<LighthouseResult[]> {
  const debuggingPort = port + 5
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${debuggingPort}`, '--headless=new'],
  })
  const results: LighthouseResult[] = []
  try {
    for (const path of paths) {
      // The default configuration is the mobile preset (Moto G Power, simulated Slow 4G, CPU ×4).
      const answer = await lighthouse(url + path, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!answer) throw new Error(`Lighthouse gave no result for ${path}`)
      const { lhr } = answer
      const scores = Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])
      )
      const flagged = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => `${category.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
      )
      console.log(`  ${path}: ${JSON.stringify(scores)}`)
      results.push({ path, scores, flagged, load: load3() })
    }
  } finally {
    await browser.close()
  }
  return results
}

function webRows(web: ProfileMetrics[]): string[] {
  const lines: string[] = []
  for (const profile of web) {
    lines.push(`### ${profile.profile}: ${profile.description}`, '')
    lines.push('| page | LCP ms | CLS | longest task ms | TBT ms | JS KB | requests |', '|---|---|---|---|---|---|---|')
    for (const page of profile.pages)
      lines.push(
        `| ${page.route} | ${page.lcpMs === null ? '—' : Math.round(page.lcpMs)} | ${page.cls.toFixed(3)} | ${Math.round(page.longestTaskMs)} | ${Math.round(page.tbtMs)} | ${(page.jsBytes / 1024).toFixed(1)} | ${page.requests} |`
      )
    lines.push('')
  }
  return lines
}

function throughputRows(title: string, rows: Throughput[]): string[] {
  return [
    `### ${title}`,
    '',
    '| page | page req/s | page p95 ms | JSON req/s | JSON p95 ms | ratio | load (1/5/15 min) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.page.rps)} | ${row.page.latency.p95.toFixed(1)} | ${Math.round(row.json.rps)} | ${row.json.latency.p95.toFixed(1)} | ${(row.page.rps / row.json.rps).toFixed(2)}× | ${row.load} |`
    ),
    '',
  ]
}

build()
const { dataDir, sqliteFile } = freshDatabase()
const legend = firstRow(sqliteFile, 'select uuid as value from legends order by id limit 1')
const auction = firstRow(sqliteFile, "select uuid as value from auctions where status = 'OPEN' order by id limit 1")
const artistNick = 'hurt_polyn'
const clock = Math.floor(Date.now() / 1000)
const lines: string[] = []
let platform: Server | undefined
try {
  platform = await startPlatform(port, dataDir)
  const url = platform.url
  const legendPath = `/hall-of-fame/${legend}`

  const webLoad = load3()
  let web: ProfileMetrics[] = []
  if (parts.has('web')) {
    console.log('▶ Web metrics in Chromium (desktop, throttled phone)…')
    web = await measureWeb(
      url,
      [
        ...(profileOnly ? [] : ['/', legendPath, `/auctions/${auction}`]),
        ...(publicOnly ? [] : await signedInRoutes(url, `/profile/${artistNick}`)),
      ],
      repeat
    )
  }

  const cached: Throughput[] = []
  if (parts.has('throughput')) {
    console.log(`▶ Pages against their JSON at ${connections} connections, with the 1 s page cache…`)
    cached.push(
      await throughput(platform, '/', '/', `/api/v1/contents?page=0&postType=PUBLIC&initialTimeStamp=${clock}`),
      await throughput(platform, 'a legend', legendPath, `/api/v1/legends/${legend}`)
    )
  }

  let audits: LighthouseResult[] = []
  if (parts.has('lighthouse')) {
    console.log('▶ Lighthouse, mobile preset…')
    audits = await runLighthouse(url, ['/', legendPath])
  }

  const uncached: Throughput[] = []
  if (parts.has('throughput')) {
    await platform.stop()
    platform = undefined
    console.log('▶ The same pages rendered for every request (PAGE_CACHE_MS=0)…')
    process.env.PAGE_CACHE_MS = '0'
    platform = await startPlatform(port, dataDir)
    uncached.push(
      await throughput(platform, '/', '/', `/api/v1/contents?page=0&postType=PUBLIC&initialTimeStamp=${clock}`),
      await throughput(platform, 'a legend', legendPath, `/api/v1/legends/${legend}`)
    )
  }

  lines.push(
    '# Server-rendered pages: bench (issue 35)',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench:pages\` (bench/src/pages.ts) on the demo data`,
    `(SQLite, the production build). Load average beside each figure: the machine's 2 cores are shared`,
    `with other sessions, so timings are upper bounds.`,
    '',
    `## Web metrics (median of ${repeat} loads, locale uk-UA; load ${webLoad} before)`,
    '',
    ...webRows(web),
    `## Throughput at ${connections} connections, ${duration} s each`,
    '',
    ...throughputRows('With the anonymous page cache (PAGE_CACHE_MS = 1000, the default)', cached),
    ...throughputRows('Rendered for every request (PAGE_CACHE_MS = 0)', uncached),
    '## Lighthouse, mobile preset',
    '',
    '| page | performance | accessibility | best practices | SEO | load (1/5/15 min) |',
    '|---|---|---|---|---|---|',
    ...audits.map(
      (audit) =>
        `| ${audit.path === '/' ? '/' : 'a legend'} | ${audit.scores['performance']} | ${audit.scores['accessibility']} | ${audit.scores['best-practices']} | ${audit.scores['seo']} | ${audit.load} |`
    ),
    '',
    ...audits.flatMap((audit) => [
      `Flagged on ${audit.path === '/' ? '/' : 'a legend'}:`,
      '',
      ...(audit.flagged.length ? audit.flagged.map((line) => `- ${line}`) : ['- nothing']),
      '',
    ])
  )
} finally {
  await platform?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
if (fullRun) {
  writeFileSync(join(repoRoot, 'bench/results/pages.md'), lines.join('\n'))
  console.log('\n✔ bench/results/pages.md')
} else {
  console.log(`\n${lines.join('\n')}\n(a partial run: bench/results/pages.md is left as it was)`)
}
