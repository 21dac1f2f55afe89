/*
 * Mail survives a crash (SECURITY.md, issue 31 item 11): a password reset is requested while
 * the mail server accepts connections but never answers, so the mail is in flight when the API
 * process is SIGKILLed; once the server answers again and the API is restarted, the mail goes
 * out exactly once, and its link works. The platform sends through SMTP to hostile/lib/smtp.mjs.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { call } from '../lib/http.mjs'
import { startPlatform } from '../lib/platform.mjs'
import { startSmtp } from '../lib/smtp.mjs'

const ADDRESS = 'fan@kobza.local'
let platform
let smtp

before(async () => {
  const base = Number(process.env.HOSTILE_BASE_PORT)
  smtp = await startSmtp({ port: base + 56 })
  platform = await startPlatform('mail', base + 55, {
    env: {
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      // A dead worker's job is taken again this long after its last renewal.
      JOBS_LEASE: '3000',
    },
  })
})
after(async () => {
  await platform?.dispose()
  await smtp?.close()
})

async function waitFor(what, condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return
    await sleep(100)
  }
  assert.fail(`${what} within ${timeoutMs} ms\n${platform.logTail()}`)
}

describe('SIGKILL while a mail is being sent', () => {
  test('a password reset requested before the crash is mailed exactly once after the restart, and its link works', async () => {
    smtp.behave('hang')
    const attemptsBefore = smtp.attempts
    const requested = await call(platform, 'POST', '/api/v1/login/password/reset', {
      json: { email: ADDRESS },
      headers: { 'accept-language': 'en' },
    })
    assert.equal(requested.status, 200, 'the answer does not wait for the mail server')
    // The worker has the mail and is talking to the (silent) server: kill it mid-send.
    await waitFor('the worker to connect to the mail server', () => smtp.attempts > attemptsBefore, 10_000)
    await platform.kill()
    assert.equal(smtp.to(ADDRESS).length, 0, 'nothing was delivered before the crash')

    smtp.behave('accept')
    await platform.start()
    await waitFor('the mail after the restart', () => smtp.to(ADDRESS).length > 0, 30_000)
    // Long enough for a second copy to show up: several polls and lease lengths.
    await sleep(8_000)
    const mails = smtp.to(ADDRESS)
    assert.equal(mails.length, 1, 'exactly once')
    const { parsed } = mails[0]
    assert.equal(parsed.subject, 'Kobza: reset your password')
    const token = /\/reset-password\?token=([\w-]+)/.exec(parsed.text)?.[1]
    assert.ok(token, 'the mail carries the reset link')
    const confirmed = await call(platform, 'POST', `/api/v1/login/password/reset/confirm/${token}`, {
      json: { password: 'After-the-crash-2026' },
    })
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body))
    // The demo's notification mails are jobs of the same name, sent once each (their payloads
    // are erased once sent): the reset is the one that was tried again after the crash.
    const jobs = await platform.query(`SELECT status, attempts FROM jobs WHERE name = 'mail.send' AND attempts > 1`)
    const unsent = await platform.query(`SELECT id FROM jobs WHERE name = 'mail.send' AND status <> 'done'`)
    assert.deepEqual(unsent, [])
    // Notification mails in flight at the crash were retried too: the reset is among them.
    assert.ok(
      jobs.length >= 1 && jobs.every((job) => job.status === 'done' && job.attempts === 2),
      JSON.stringify(jobs)
    )
  })
})
