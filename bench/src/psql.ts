import { execFileSync } from 'node:child_process'

/*
 * The PostgreSQL benches' shell: statements through psql (one session per call, so a temp table
 * lives as long as its statement list) and timed steps.
 */

/** Runs `sql` on `url`, stopping at the first error; answers the rows as psql's unaligned text. */
export const psql = (url: string, sql: string) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], { encoding: 'utf8', maxBuffer: 1 << 26 })

/** Runs `work` and prints how long it took; answers the seconds. */
export function step(label: string, work: () => void): number {
  const started = Date.now()
  process.stdout.write(`▶ ${label}… `)
  work()
  const took = (Date.now() - started) / 1000
  console.log(`${took.toFixed(1)} s`)
  return took
}

/** Each `[title, sql]`'s plan with actual times (EXPLAIN ANALYZE), as the reports' Markdown sections. */
export function explained(url: string, plans: Array<readonly [string, string]>): string {
  return plans
    .map(([title, sql]) => `### ${title}\n\n\`\`\`\n${psql(url, `explain (analyze, costs off) ${sql}`).trim()}\n\`\`\``)
    .join('\n\n')
}

/**
 * The database a PostgreSQL bench measures, on BENCH_PG_URL's server: a new one named after the
 * bench, or BENCH_PG_DATABASE, one a previous run kept (BENCH_PG_KEEP=1), reused as it is: no
 * seeding, no drop. `create` makes the new one; `release` drops it unless it is kept.
 */
export function benchDatabase(bench: string) {
  const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
  const reused = process.env.BENCH_PG_DATABASE
  const keep = Boolean(reused) || process.env.BENCH_PG_KEEP === '1'
  const database = reused ?? `kobza_bench_${bench}_${process.pid}`
  return {
    reused,
    url: `${server}/${database}`,
    create() {
      if (!reused) psql(`${server}/postgres`, `create database ${database}`)
    },
    release() {
      if (keep) console.log(`Kept the database: BENCH_PG_DATABASE=${database} measures it again`)
      else psql(`${server}/postgres`, `drop database if exists ${database} with (force)`)
    },
  }
}
