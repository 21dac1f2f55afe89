/*
 * Each test runner drops its pass/fail counts here so .ci/run can print one
 * closing "N passed, N failed" line for the whole suite.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function countsDir() {
  return process.env.KOBZA_TEST_COUNTS_DIR
}

export function recordTestCounts(name, passed, failed) {
  const dir = countsDir()
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${name.replace(/[^\w.-]+/g, '_')}-${process.pid}.json`)
  writeFileSync(file, JSON.stringify({ name, passed, failed }))
}

export function sumTestCounts(dir) {
  let passed = 0
  let failed = 0
  const runs = []
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const run = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    passed += run.passed
    failed += run.failed
    runs.push(run)
  }
  return { passed, failed, runs }
}
