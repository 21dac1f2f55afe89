/*
 * Every mail of the platform leaves through the durable job runner (#core/jobs/jobs): the
 * domain renders the message and calls `queueMail` in the transaction of the change that
 * causes it (the reset token, the invitation row…), so a mail exists exactly when its change
 * was committed, and survives a restart. The worker hands it to the transport after the answer:
 * a request never waits for a mail server (no timing oracle on whether an address has an
 * account). A transport error is tried again with backoff; after MAIL_ATTEMPTS the job is
 * `failed` and `kobza mail retry` sends it again.
 *
 * The message is stored rendered and sealed with the app key (it carries single-use links; the
 * database alone must not be a way into an account), and erased once sent. It keeps one
 * Message-ID across tries: the outbox transport writes a Message-ID once, and mail servers and
 * clients drop a repeated one, so a worker killed after the server accepted the message but
 * before `done` was written (the only window for a second send) shows the mail once.
 */
import { randomUUID } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import mail from '@adonisjs/mail/services/main'
import kobzaConfig from '#config/kobza'
import { enqueue, enqueueMany, registerJob, type EnqueueOptions } from '#core/jobs/jobs'

export const MAIL_JOB = 'mail.send'
export const MAIL_ATTEMPTS = 8
/** 15 s, 30 s, 1 min … about half an hour over all tries: inside a reset link's hour. */
export const MAIL_BACKOFF_MS = 15_000

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>
}

interface SealedMail extends OutgoingMail {
  messageId: string
}

export interface MailJobPayload {
  /** What the mail is (for operators): 'password reset', … Never personal data. */
  kind: string
  sealed: string
}

const senderDomain = () => kobzaConfig.mailFrom.split('@')[1] || 'kobza.local'

/** Stores the mail as a job; with `trx`, only if that transaction commits. Answers the job id. */
export async function queueMail(
  kind: string,
  message: OutgoingMail,
  options: Pick<EnqueueOptions, 'trx' | 'dedupeKey' | 'maxAttempts'> = {}
) {
  return enqueue(MAIL_JOB, payloadOf(kind, message), options)
}

function payloadOf(kind: string, message: OutgoingMail): MailJobPayload {
  const sealed: SealedMail = { ...message, messageId: `<${randomUUID()}@${senderDomain()}>` }
  return { kind, sealed: encryption.encrypt(sealed) }
}

/** `queueMail` for many messages of one kind at once (a fan-out's batch): multi-row inserts, each with its dedupe key. */
export async function queueMails(
  kind: string,
  messages: ReadonlyArray<{ message: OutgoingMail; dedupeKey: string }>,
  options: Pick<EnqueueOptions, 'trx'> = {}
) {
  return enqueueMany(
    MAIL_JOB,
    messages.map(({ message, dedupeKey }) => ({ payload: payloadOf(kind, message), dedupeKey })),
    options
  )
}

registerJob<MailJobPayload>(
  MAIL_JOB,
  async ({ sealed }) => {
    const message = encryption.decrypt<SealedMail>(sealed)
    if (!message) throw new Error('the stored message cannot be opened: was APP_KEY changed since it was queued?')
    await mail.send((outgoing) => {
      outgoing
        .to(message.to)
        .subject(message.subject)
        .text(message.text)
        .html(message.html)
        .messageId(message.messageId)
      for (const [name, value] of Object.entries(message.headers ?? {})) outgoing.header(name, value)
    })
  },
  { maxAttempts: MAIL_ATTEMPTS, backoffMs: MAIL_BACKOFF_MS }
)
