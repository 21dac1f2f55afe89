/* Small HTTP tools: JSON calls, hand-built multipart bodies, and raw sockets for lying clients. */
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEMO_PASSWORD, startPlatform } from './platform.mjs'

export async function call(platform, method, path, { token, json, headers = {}, body } = {}) {
  const response = await fetch(`${platform.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : body,
  })
  const text = await response.text()
  return { status: response.status, body: parseJson(text), headers: response.headers }
}

function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

/** Signs a demo account in: its access token and its user record. */
export async function login(platform, email) {
  const answer = await call(platform, 'POST', '/api/v1/login', { json: { username: email, password: DEMO_PASSWORD } })
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { token: answer.body.access_token, user: answer.body }
}

/** A multipart body from fields and files ({ name, filename, type, data }). */
export function multipart(fields, files = []) {
  const boundary = `----hostile${randomBytes(8).toString('hex')}`
  const parts = []
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`
      ),
      file.data,
      Buffer.from('\r\n')
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * A raw HTTP/1.1 exchange: writes `head` (and `body` chunks, each after `delayMs`), and
 * resolves with what came back and how the socket ended. `onWritten(n)` may stop the writes.
 */
export function rawRequest(platform, { head, chunks = [], delayMs = 0, timeoutMs = 30_000 }) {
  return new Promise((resolve) => {
    const socket = connect(platform.port, '127.0.0.1')
    const received = []
    const startedAt = Date.now()
    let done = false
    let writing = true
    const finish = (how) => {
      if (done) return
      done = true
      writing = false
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(received).toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]
      resolve({ how, status: status ? Number(status) : null, text, elapsedMs: Date.now() - startedAt })
    }
    const timer = setTimeout(() => finish('client-timeout'), timeoutMs)
    socket.on('data', (data) => received.push(data))
    socket.on('end', () => finish('closed'))
    socket.on('close', () => finish('closed'))
    socket.on('error', () => finish('reset'))
    socket.on('connect', async () => {
      socket.write(head)
      for (const chunk of chunks) {
        if (!writing) break
        if (delayMs) await sleep(delayMs)
        if (!writing || socket.destroyed) break
        socket.write(chunk)
      }
    })
  })
}

/**
 * A test file's own platform on HOSTILE_BASE_PORT + `offset`, with a session for each of
 * `emails`: `[platform, ...sessions]`.
 */
export async function startSignedIn(name, offset, ...emails) {
  const platform = await startPlatform(name, Number(process.env.HOSTILE_BASE_PORT) + offset)
  const sessions = []
  for (const email of emails) sessions.push(await login(platform, email))
  return [platform, ...sessions]
}

/** A feed post's multipart body with one cover picture and one song (a WAV). */
export function songPostForm(postType, context, coverBytes, songBytes) {
  return multipart(
    {
      postType,
      'simplePost.context': context,
      'images[0].type': 'IMAGE',
      'songs[0].type': 'SONG',
      'songs[0].fileName': 'Пісня',
      'songs[0].genre': 'INDIE',
    },
    [
      { name: 'images[0].file', filename: 'cover.png', type: 'image/png', data: coverBytes },
      { name: 'songs[0].songFile', filename: 'song.wav', type: 'audio/wav', data: songBytes },
    ]
  )
}
