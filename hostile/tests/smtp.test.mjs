/*
 * Mail over SMTP from the production build (MAIL_TRANSPORT=smtp) to a real SMTP server on
 * loopback (hostile/lib/smtp.mjs): the message as received — headers, the HTML and text
 * parts, links on APP_URL (never the request's host), the reader's language — and a server
 * that refuses, drops or is down still gets the mail once it accepts again. Only what a user
 * would see is checked (the mail arrives), not how the platform keeps it meanwhile.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { call } from '../lib/http.mjs'
import { startPlatform } from '../lib/platform.mjs'
import { startSmtp } from '../lib/smtp.mjs'

const base = Number(process.env.HOSTILE_BASE_PORT)
const SMTP_PORT = base + 51
/** Not the address the tests call: links must come from APP_URL, not from the Host header. */
const APP_URL = 'http://kobza.hostile.test'
/** The outbox tries a failed mail again 15 s later (then 30 s, 60 s…): one retry, plus polls. */
const RETRY_WAIT_MS = 30_000

let smtp
let platform

before(async () => {
  smtp = await startSmtp({ port: SMTP_PORT })
  platform = await startPlatform('smtp', base + 50, {
    env: {
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'no-reply@kobza.hostile.test',
      APP_URL,
    },
  })
})
after(async () => {
  await platform?.dispose()
  await smtp?.close()
})

function requestReset(email, language) {
  return call(platform, 'POST', '/api/v1/login/password/reset', {
    json: { email },
    headers: { 'accept-language': language },
  })
}

const resetLink = new RegExp(`${APP_URL.replace(/\./g, '\\.')}/reset-password\\?token=[A-Za-z0-9_%-]+`)

describe('mail over SMTP (MAIL_TRANSPORT=smtp)', () => {
  test('a password reset arrives by SMTP: headers, text and HTML parts, the link on APP_URL, in English', async () => {
    const since = smtp.received.length
    const answer = await requestReset('fan@kobza.local', 'en-GB,en;q=0.9')
    assert.equal(answer.status, 200, JSON.stringify(answer.body))
    const mail = await smtp.waitFor('fan@kobza.local', { since })
    const { parsed } = mail
    assert.deepEqual(mail.envelope, { from: 'no-reply@kobza.hostile.test', to: ['fan@kobza.local'] })
    assert.equal(parsed.from.text, '"Kobza" <no-reply@kobza.hostile.test>')
    assert.equal(parsed.to.text, 'fan@kobza.local')
    assert.equal(parsed.subject, 'Kobza: reset your password')
    assert.ok(parsed.messageId, 'a Message-ID')
    assert.ok(parsed.date instanceof Date && Math.abs(parsed.date.getTime() - Date.now()) < 120_000, 'a Date')
    assert.match(parsed.headers.get('content-type').value, /^multipart\/alternative$/)
    // Both parts, each with the same single-use link on the configured public origin.
    assert.match(parsed.text, /^Hello!/)
    assert.match(parsed.text, /Change password: /)
    const textLink = resetLink.exec(parsed.text)?.[0]
    assert.ok(textLink, parsed.text)
    assert.match(parsed.html, /<html lang="en">/)
    assert.match(parsed.html, /Change password<\/a>/)
    assert.equal(resetLink.exec(parsed.html)?.[0], textLink)
    assert.ok(!mail.raw.includes('127.0.0.1'), 'no link to the address the request came in on')

    // The link works: it resets the password (and so proves the token is the real one).
    const token = decodeURIComponent(new URL(textLink).searchParams.get('token'))
    const confirm = await call(platform, 'POST', `/api/v1/login/password/reset/confirm/${encodeURIComponent(token)}`, {
      json: { password: 'Kobza-demo-2026!' },
    })
    assert.ok([200, 204].includes(confirm.status), JSON.stringify(confirm.body))
  })

  test('in Ukrainian when the reader’s browser prefers it (or says nothing)', async () => {
    const since = smtp.received.length
    assert.equal((await requestReset('fan2@kobza.local', 'uk-UA,uk;q=0.9,en;q=0.5')).status, 200)
    const { parsed } = await smtp.waitFor('fan2@kobza.local', { since })
    assert.equal(parsed.subject, 'Kobza: відновлення пароля')
    assert.match(parsed.text, /^Вітаємо!/)
    assert.match(parsed.text, /Змінити пароль: /)
    assert.match(parsed.html, /<html lang="uk">/)
    assert.match(parsed.text, resetLink)
  })

  for (const [mode, what] of [
    ['refuse', 'answers 421 to the connection'],
    ['drop', 'drops the connection in the middle of DATA'],
  ]) {
    test(`a server that ${what} gets the mail once it accepts again`, async () => {
      smtp.behave(mode)
      const since = smtp.received.length
      const attemptsBefore = smtp.attempts
      assert.equal((await requestReset('fan3@kobza.local', 'en')).status, 200, 'the caller never waits for SMTP')
      // The first attempt fails; nothing is delivered while the server misbehaves.
      const deadline = Date.now() + 10_000
      while (smtp.attempts === attemptsBefore && Date.now() < deadline) await sleep(100)
      assert.ok(smtp.attempts > attemptsBefore, 'the platform tried to send')
      await sleep(300)
      assert.equal(smtp.received.slice(since).length, 0)
      smtp.behave('accept')
      const mail = await smtp.waitFor('fan3@kobza.local', { since, timeoutMs: RETRY_WAIT_MS })
      assert.equal(mail.parsed.subject, 'Kobza: reset your password')
      assert.match(mail.parsed.text, resetLink)
      await sleep(500)
      assert.equal(
        smtp.received.slice(since).filter((message) => message.envelope.to.includes('fan3@kobza.local')).length,
        1,
        'delivered once'
      )
    })
  }

  test('a server that is down (connection refused) gets the mail once it is back', async () => {
    await smtp.close()
    assert.equal((await requestReset('artist2@kobza.local', 'en')).status, 200)
    // Long enough for the first attempt to meet the closed port.
    await sleep(1500)
    smtp = await startSmtp({ port: SMTP_PORT })
    const mail = await smtp.waitFor('artist2@kobza.local', { timeoutMs: RETRY_WAIT_MS })
    assert.equal(mail.parsed.subject, 'Kobza: reset your password')
  })
})
