import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

export interface OutboxEntry {
  messageId: string
  to: string[]
  subject: string
  text: string
  html: string
  links: string[]
  sentAt: string
}

/** `<ISO stamp with - for : and .>-<Message-ID>.eml`, as send() names a message's file. */
const emlName = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(.+)\.eml$/

/**
 * The Message-IDs in each outbox folder as this process last saw them. Listing the folder for
 * every mail made a burst of mails (an indexer catching up) quadratic; the list is read again
 * only when the folder changed behind this process's back (its mtime moved: another process
 * wrote, or someone emptied it), and every transport instance of the process shares it.
 */
const folders = new Map<string, { ids: Set<string>; mtimeMs: number }>()

function outboxIds(directory: string) {
  const mtimeMs = statSync(directory).mtimeMs
  let folder = folders.get(directory)
  if (folder?.mtimeMs !== mtimeMs) {
    const ids = new Set<string>()
    for (const file of readdirSync(directory)) {
      const match = emlName.exec(file)
      if (match) ids.add(match[1]!)
    }
    folder = { ids, mtimeMs }
    folders.set(directory, folder)
  }
  return folder
}

/**
 * The embedded mail default: each mail is rendered to a real MIME message (.eml)
 * by nodemailer and saved with a JSON summary, and in development its links are logged, so a
 * person running the platform locally can follow a reset link. A message whose Message-ID is
 * already in the folder is not written again (a job run twice after a crash, see #core/mail/outbox).
 */
export class OutboxTransport implements MailTransportContract {
  constructor(private readonly directory: string) {}

  async send(message: NodeMailerMessage) {
    mkdirSync(this.directory, { recursive: true })
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const info = await transport.sendMail(message)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const id = info.messageId.replace(/[^\w.-]+/g, '')
    const folder = outboxIds(this.directory)
    if (folder.ids.has(id)) {
      logger.info({ to: info.envelope.to, messageId: info.messageId }, 'mail already in the outbox')
      return new MailResponse(info.messageId, info.envelope, info)
    }
    const base = join(this.directory, `${stamp}-${id}`)
    const text = typeof message.text === 'string' ? message.text : ''
    const html = typeof message.html === 'string' ? message.html : ''
    const entry: OutboxEntry = {
      messageId: info.messageId,
      to: info.envelope.to,
      subject: String(message.subject ?? ''),
      text,
      html,
      links: [...new Set(text.match(/https?:\/\/\S+/g) ?? [])],
      sentAt: new Date().toISOString(),
    }
    writeFileSync(`${base}.eml`, info.message as Buffer)
    writeFileSync(`${base}.json`, JSON.stringify(entry, null, 2))
    folder.ids.add(id)
    folder.mtimeMs = statSync(this.directory).mtimeMs
    // Links carry one-time keys (password reset, e-mail change): only a developer's console shows
    // them; anywhere else a log line must not be a way into someone's account.
    logger.info(
      { to: entry.to, subject: entry.subject, ...(app.inDev ? { links: entry.links } : {}), file: `${base}.eml` },
      'mail written to the outbox'
    )
    return new MailResponse(info.messageId, info.envelope, info)
  }
}
