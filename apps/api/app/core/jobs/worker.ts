/*
 * The job runner's worker in this process (see jobs.ts): keeps up to `concurrency` jobs
 * running, looks for due ones every `pollIntervalMs` and at once when a job is enqueued here
 * or one of its jobs ends, and never runs more of a name than that name's `concurrency`.
 */
import logger from '@adonisjs/core/services/logger'
import { claimJobs, onEnqueue, pruneDoneJobs, registeredJobs, runClaimedJob } from '#core/jobs/jobs'

export interface JobWorker {
  /** Stops claiming; resolves when the running jobs have ended (or after `graceMs`; their lease then runs out). */
  stop(graceMs?: number): Promise<void>
}

const PRUNE_EVERY_MS = 3_600_000

export function startJobWorker(options: { concurrency: number; pollIntervalMs: number }): JobWorker {
  const running = new Map<Promise<void>, string>()
  let stopped = false
  let claiming = false
  let again = false

  const activeOf = (name: string) => [...running.values()].filter((runningName) => runningName === name).length

  const tick = () => {
    if (stopped) return
    if (claiming) {
      again = true
      return
    }
    const free = options.concurrency - running.size
    if (free <= 0) return
    claiming = true
    claimRound(free)
      .then((claimedAll) => {
        if (claimedAll) again = true
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'job worker: %s', (error as Error).message))
      .finally(() => {
        claiming = false
        if (again) {
          again = false
          setImmediate(tick)
        }
      })
  }

  /** Claims up to `free` jobs: names without a limit together, each limited name within its room. */
  const claimRound = async (free: number) => {
    const unlimited: string[] = []
    const limited: Array<[string, number]> = []
    for (const [name, { concurrency }] of registeredJobs()) {
      if (concurrency === null) unlimited.push(name)
      else if (concurrency - activeOf(name) > 0) limited.push([name, concurrency - activeOf(name)])
    }
    const claimed = await claimJobs(unlimited, free)
    let room = free - claimed.length
    for (const [name, nameRoom] of limited) {
      if (room <= 0) break
      const more = await claimJobs([name], Math.min(room, nameRoom))
      claimed.push(...more)
      room -= more.length
    }
    for (const job of claimed) {
      const run: Promise<void> = runClaimedJob(job)
        .catch((error: unknown) =>
          logger.error({ err: error, job: job.id }, 'job worker: %s', (error as Error).message)
        )
        .finally(() => {
          running.delete(run)
          tick()
        })
      running.set(run, job.name)
    }
    return claimed.length > 0 && room <= 0
  }

  onEnqueue(tick)
  const poll = setInterval(tick, options.pollIntervalMs)
  poll.unref()
  const prune = setInterval(() => {
    pruneDoneJobs().catch((error: unknown) => logger.warn({ err: error }, 'job pruning: %s', (error as Error).message))
  }, PRUNE_EVERY_MS)
  prune.unref()
  setImmediate(tick)

  return {
    async stop(graceMs = 10_000) {
      stopped = true
      onEnqueue(() => {})
      clearInterval(poll)
      clearInterval(prune)
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.allSettled([...running.keys()]),
        new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
      ])
      clearTimeout(timer)
    },
  }
}
