/*
 * `kobza mail status` and `kobza mail retry` (collected by start/operator.ts): the mail outbox
 * as the job runner holds it (#core/mail/outbox). Operators see what each mail is and why it
 * failed, never its address or content (sealed in the job).
 */
import { OperatorError } from '#core/console_app'
import { queueStats, retryJobs, troubledJobs } from '#core/jobs/jobs'
import { MAIL_JOB, type MailJobPayload } from '#core/mail/outbox'

export interface MailProblem {
  id: number
  kind: string
  /** FAILED: given up; RETRYING: waiting for its next try. */
  state: 'FAILED' | 'RETRYING'
  attempts: number
  maxAttempts: number
  queuedAt: string
  /** When it failed, or when it is tried next. */
  at: string
  lastError: string | null
}

export interface MailStatus {
  /** Waiting to be sent (due now or at a retry's time), not being sent. */
  queued: number
  /** Of those, due now. */
  due: number
  sending: number
  failed: number
  /** Sent in the last 24 hours. */
  sentRecently: number
  /** When the oldest due mail became due (ISO), and how long it has waited. */
  oldestQueuedAt: string | null
  oldestQueuedAgeMs: number | null
  /** Failed mails first, then those waiting for a retry; newest first, at most 20. */
  failures: MailProblem[]
}

const iso = (millis: number) => new Date(millis).toISOString()

export async function mailStatus(): Promise<MailStatus> {
  const stats = await queueStats(MAIL_JOB)
  const troubled = await troubledJobs(MAIL_JOB, 20)
  return {
    queued: stats.queued,
    due: stats.due,
    sending: stats.running,
    failed: stats.failed,
    sentRecently: stats.doneRecently,
    oldestQueuedAt: stats.oldestDueAt === null ? null : iso(stats.oldestDueAt),
    oldestQueuedAgeMs: stats.oldestDueAgeMs,
    failures: troubled.map((job) => ({
      id: job.id,
      kind: kindOf(job.payload),
      state: job.status === 'failed' ? 'FAILED' : 'RETRYING',
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      queuedAt: iso(job.createdAt),
      at: iso(job.status === 'failed' ? (job.finishedAt ?? job.runAt) : job.runAt),
      lastError: job.lastError,
    })),
  }
}

function kindOf(payload: string) {
  try {
    return String((JSON.parse(payload) as MailJobPayload).kind ?? 'mail')
  } catch {
    return 'mail'
  }
}

/**
 * `kobza mail retry <id>` or `--all-failed`: a failed mail gets a fresh set of attempts, a mail
 * waiting for its next try is sent now. Answers the ids.
 */
export async function retryMail(options: { id?: number; allFailed?: boolean }): Promise<{ retried: number[] }> {
  if (options.id !== undefined && options.allFailed) throw new OperatorError('Give a mail id or --all-failed, not both')
  if (options.id !== undefined) {
    const retried = await retryJobs({ name: MAIL_JOB, ids: [options.id] })
    if (retried.length === 0) throw new OperatorError(`Mail ${options.id} is not failed nor waiting for a retry`)
    return { retried }
  }
  if (options.allFailed) return { retried: await retryJobs({ name: MAIL_JOB, failedOnly: true }) }
  throw new OperatorError('Give a mail id or --all-failed')
}
