/*
 * A mail server on loopback speaking plain SMTP (greeting, EHLO, MAIL, RCPT, DATA, QUIT), the
 * outside world the platform's SMTP transport talks to. `stall()` makes it a server that accepts
 * connections and never greets: a mail being sent to it stays in flight, so a test can kill the
 * platform between the request and the send.
 */
import { createServer } from 'node:net'

export async function startSmtp(port) {
  const messages = []
  const held = new Set()
  const open = new Set()
  let stalled = false
  let stalledConnections = 0
  const server = createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    if (stalled) {
      stalledConnections += 1
      held.add(socket)
      socket.on('close', () => held.delete(socket))
      socket.on('error', () => undefined)
      return
    }
    let buffer = ''
    let envelope = { from: '', to: [] }
    let inData = false
    const reply = (line) => socket.write(`${line}\r\n`)
    socket.setEncoding('utf8')
    socket.on('error', () => undefined)
    reply('220 hostile.local ESMTP ready')
    socket.on('data', (chunk) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          messages.push({ ...envelope, data: buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.') })
          buffer = buffer.slice(end + 5)
          inData = false
          envelope = { from: '', to: [] }
          reply('250 2.0.0 queued')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL') {
          envelope.from = line.slice(10).replace(/[<>]/g, '').trim()
          reply('250 2.1.0 ok')
        } else if (verb === 'RCPT') {
          envelope.to.push(line.slice(8).replace(/[<>]/g, '').trim().toLowerCase())
          reply('250 2.1.5 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye')
          socket.end()
        } else reply(verb === 'EHLO' || verb === 'HELO' ? '250 hostile.local' : '250 ok')
      }
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port,
    messages,
    /** Connections accepted while stalled: a sender got as far as the server. */
    get stalledConnections() {
      return stalledConnections
    },
    stall() {
      stalled = true
    },
    /** Answers again (new connections); the held ones are dropped. */
    resume() {
      stalled = false
      for (const socket of held) socket.destroy()
    },
    messagesTo: (address) => messages.filter((message) => message.to.includes(address.toLowerCase())),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of open) socket.destroy()
      }),
  }
}

/** The text of a MIME message with quoted-printable soft breaks and escapes undone. */
export function decodedText(data) {
  return data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
}
