/*
 * A real SMTP server on loopback (the `smtp-server` package) that keeps each message it
 * accepts, parsed by `mailparser`. `behave(mode)` makes it misbehave as mail servers do:
 * `refuse` answers 421 to every connection, `drop` cuts the connection in the middle of DATA,
 * `hang` accepts connections and never greets, so a mail being sent stays in flight (a test can
 * kill the platform mid-send); leaving `hang` drops the connections it held.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A notification mail (one-click unsubscribe in its header or text), not a link mail. */
const isNotification = (mail) =>
  mail.parsed.headers.has('list-unsubscribe') || String(mail.parsed.text ?? '').includes('/notifications/unsubscribe')

export async function startSmtp({ port }) {
  const received = []
  let mode = 'accept'
  /** Connections (and attempts) seen, whatever became of them: proof a retry happened. */
  let attempts = 0
  /** Sessions accepted while hanging, never greeted. */
  const held = new Set()
  const destroy = (sessionId) => {
    for (const connection of server.connections) if (connection.session?.id === sessionId) connection._socket.destroy()
  }
  const server = new SMTPServer({
    name: 'smtp.hostile.test',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() must not wait for a hung connection to end by itself.
    closeTimeout: 1000,
    onConnect(session, callback) {
      attempts += 1
      if (mode === 'hang') {
        held.add(session.id)
        return
      }
      if (mode === 'refuse') {
        const error = new Error('Service not available, try again later')
        error.responseCode = 421
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      if (mode === 'drop') {
        destroy(session.id)
        stream.resume()
        return
      }
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks)
        const parsed = await simpleParser(raw)
        received.push({
          envelope: {
            from: session.envelope.mailFrom?.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          raw: raw.toString('utf8'),
          parsed,
        })
        callback()
      })
    },
  })
  const listen = () =>
    new Promise((resolve, reject) => {
      server.server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject)
        resolve()
      })
    })
  await listen()
  return {
    port,
    received,
    get attempts() {
      return attempts
    },
    behave(next) {
      mode = next
      if (next !== 'hang') {
        for (const sessionId of held) destroy(sessionId)
        held.clear()
      }
    },
    /** Accepted messages whose envelope is addressed to `to`. */
    /** The platform's link mails to `to` (the demo's notification mails left out). */
    to: (to) => received.filter((mail) => mail.envelope.to.includes(to) && !isNotification(mail)),
    /** The first accepted message for `to` after `since` (an index into `received`), within `timeoutMs`. */
    async waitFor(to, { since = 0, timeoutMs = 30_000, notifications = false } = {}) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        // The demo's notifications mail people too (they carry List-Unsubscribe); a test waits for
        // the platform's own link mails unless it asks for notifications.
        const message = received
          .slice(since)
          .find((mail) => mail.envelope.to.includes(to) && (notifications || !isNotification(mail)))
        if (message) return message
        await sleep(100)
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms (${attempts} connections seen)`)
    },
    close: () =>
      new Promise((resolve) => {
        for (const sessionId of held) destroy(sessionId)
        held.clear()
        server.close(resolve)
      }),
  }
}
