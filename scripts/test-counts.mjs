/*
 * Each test runner leaves its pass/fail counts in <workspace>/.test-counts/ (a
 * turbo output, so cached runs restore them) and the summary adds them up into
 * one closing "N passed, N failed" line.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function countsDir() {
  return process.env.KOBZA_TEST_COUNTS_DIR ?? join(process.cwd(), '.test-counts')
}

export function recordTestCounts(name, passed, failed) {
  const dir = countsDir()
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify({ name, passed, failed }))
}

/** Reads our own {passed, failed}, vitest's JSON report and Playwright's JSON report. */
export function readCounts(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'))
  if (typeof data.passed === 'number') return { passed: data.passed, failed: data.failed }
  if (typeof data.numPassedTests === 'number') return { passed: data.numPassedTests, failed: data.numFailedTests }
  if (data.stats && typeof data.stats.expected === 'number') {
    return { passed: data.stats.expected + (data.stats.flaky ?? 0), failed: data.stats.unexpected }
  }
  throw new Error(`${file}: unknown test report format`)
}

export function sumTestCounts(dirs) {
  let passed = 0
  let failed = 0
  const runs = []
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const counts = readCounts(join(dir, file))
      passed += counts.passed
      failed += counts.failed
      runs.push({ name: `${dir.split('/').slice(-2, -1)[0]}/${file}`, ...counts })
    }
  }
  return { passed, failed, runs }
}
