import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  defaultNotificationSettings,
  notificationMessages,
  notificationSettings,
  unsubscribeWebPath,
  type NotificationType,
} from '@kobza/contract'
import { clock } from '#core/clock'
import { dataPath } from '#core/paths'
import { MAIL_JOB } from '#core/mail/outbox'
import { renderLinkMail, renderMail } from '#core/mail/templates'
import { linkMails } from '#accounts/mails'
import { invitationMails } from '#profiles/mails'
import { publicUrl } from '#accounts/public'
import { notify } from '#notifications/public'
import { digestMail, notificationMail, type MailedNotification } from '#notifications/mails'
import { sendDigests } from '#notifications/actions/send_digests'
import { unsubscribeToken } from '#notifications/unsubscribe'
import { createUser, outboxMailsTo, runJobs, signedIn } from '#tests/helpers'
import { fanAndArtist } from '../payments/helpers.js'
import { decline, paidGreeting } from '../greetings/helpers.js'
import { setChannels } from './helpers.js'

const DAY = 86_400_000

/** The raw MIME messages written to `address`, oldest first, with their headers unfolded. */
function rawMailsTo(address: string) {
  const dir = dataPath('outbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))
    .filter((eml) => eml.toLowerCase().includes(`to: ${address.toLowerCase()}`))
    .map((eml) => eml.split('\n\n')[0]!.replace(/\r?\n[ \t]+/g, ' '))
}

function header(head: string, name: string) {
  const line = head.split('\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim() ?? null
}

/** The one-click URL of a mail's List-Unsubscribe header. */
const unsubscribeUrlOf = (head: string) => /<(https?:[^>]+)>/.exec(header(head, 'List-Unsubscribe') ?? '')![1]!

async function settingsOf(client: Parameters<typeof setChannels>[0], bearer: string) {
  const response = await client.get('/api/v1/notifications/settings').header('authorization', bearer)
  response.assertStatus(200)
  return notificationSettings.parse(response.body())
}

async function speaksEnglish(userId: number) {
  await db.from('users').where('id', userId).update({ locale: 'en' })
}

/** Records `type` for `recipientId` by `actorId` in its own transaction, as a domain would. */
function record(type: NotificationType, recipientId: number, actorId: number, groupKey?: string) {
  return db.transaction((trx) =>
    notify(trx, {
      type,
      recipientId,
      actorId,
      target: { kind: 'POST', id: '42' },
      data: { profile: 'wall-owner' },
      groupKey,
    })
  )
}

const sample = (type: NotificationType): MailedNotification => ({
  type,
  target: { kind: 'GREETING', id: '7' },
  data: { amount: '500.00', deadlineAt: '2026-12-01T10:00:00.000Z', status: 'PAID', name: 'Кобзар' },
  actorPublicName: 'Марія <b>',
  actorNickName: 'maria',
  actorCount: 3,
})

test.group('Mail templates', () => {
  test('one layout in Ukrainian and English: a text part, an escaped HTML part, the action link in both', ({
    assert,
  }) => {
    for (const locale of ['uk', 'en'] as const) {
      const { text, html } = renderMail({
        locale,
        heading: 'Hi <there>',
        paragraphs: ['Body & more'],
        action: { label: 'Go', url: 'https://kobza.test/x?a=1&b=2' },
        note: 'Small print',
      })
      assert.include(text, 'Hi <there>\n\nBody & more\n\nGo: https://kobza.test/x?a=1&b=2\n\nSmall print')
      assert.include(text, locale === 'uk' ? 'Kobza — українська музика' : 'Kobza — Ukrainian music')
      assert.include(html, `<html lang="${locale}">`)
      assert.include(html, 'Hi &lt;there&gt;')
      assert.include(html, 'Body &amp; more')
      assert.include(html, 'href="https://kobza.test/x?a=1&amp;b=2"')
      assert.include(html, 'name="color-scheme" content="light dark"')
      assert.notInclude(html, '<there>')
    }
  })

  test('the reset, e-mail change and invitation mails render in both languages on the one layout', ({ assert }) => {
    const link = 'https://kobza.test/reset-password?token=abc'
    const words = [
      linkMails.passwordReset,
      linkMails.emailChange,
      { uk: invitationMails.uk('Марія', 7), en: invitationMails.en('Марія', 7) },
    ]
    for (const mail of words) {
      const [uk, en] = (['uk', 'en'] as const).map((locale) => renderLinkMail(locale, mail[locale], link))
      assert.notEqual(uk!.subject, en!.subject)
      for (const [locale, rendered] of [
        ['uk', uk!],
        ['en', en!],
      ] as const) {
        assert.include(rendered.text, `${mail[locale].action}: ${link}`)
        assert.lengthOf(rendered.text.match(/https?:\/\/\S+/g)!, 1, 'the action link is the only one')
        assert.include(rendered.html, `<html lang="${locale}">`)
        assert.include(rendered.html, `href="${link}"`)
      }
    }
  })

  test('every notification type mails a subject and a line in both languages, escaped, with an unsubscribe link', async ({
    assert,
  }) => {
    const user = await createUser()
    for (const type of Object.keys(defaultNotificationSettings) as NotificationType[]) {
      const subjects = new Set<string>()
      for (const locale of ['uk', 'en'] as const) {
        const mail = notificationMail(sample(type), {
          id: user.id,
          uuid: user.uuid,
          email: user.email,
          nickName: user.nickName,
          locale,
        })
        assert.match(mail.subject, /^Kobza: \S/, type)
        assert.include(mail.text, publicUrl('/'), type)
        assert.include(mail.html, `<html lang="${locale}">`, type)
        assert.notInclude(mail.html, 'Марія <b>', type)
        assert.include(mail.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click')
        assert.include(mail.text, mail.headers['List-Unsubscribe'].slice(1, -1))
        subjects.add(mail.subject)
      }
      assert.equal(subjects.size, 2, `${type}: the two languages differ`)
    }
    const digest = digestMail([sample('POST_LIKED'), sample('NEW_POST')], {
      id: user.id,
      uuid: user.uuid,
      email: user.email,
      nickName: user.nickName,
      locale: 'en',
    })
    assert.equal(digest.subject, 'Kobza: your day in brief (2)')
    assert.include(digest.text, '• Марія <b> and 2 more liked your post\n• Марія <b> published a new post')
    assert.include(digest.html, '<li style="margin:0 0 4px">Марія &lt;b&gt; and 2 more liked your post</li>')
  })
})

test.group('Notification e-mails', (group) => {
  group.each.teardown(() => clock.reset())

  test('a notification whose e-mail is wanted mails once, in the recipient’s language, linking to it, with List-Unsubscribe', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    await speaksEnglish(fan.user.id)
    const paid = await paidGreeting(client, fan, artist)
    const order = await db.from('greeting_orders').where('purchase_id', paid.id).first()
    ;(await decline(client, artist.bearer, order.id)).assertStatus(200)
    await runJobs()
    const mails = (await outboxMailsTo(fan.user.email)).filter((mail) => mail.subject.includes('declined'))
    assert.lengthOf(mails, 1)
    assert.equal(
      mails[0]!.subject,
      `Kobza: ${artist.user.publicName} declined your video greeting; the money is back on your balance`
    )
    assert.include(mails[0]!.links, publicUrl('/video'))
    assert.include(mails[0]!.html, '<html lang="en">')
    const head = rawMailsTo(fan.user.email).find((raw) => raw.includes('declined'))!
    assert.equal(header(head, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click')
    assert.match(unsubscribeUrlOf(head), /\/api\/v1\/notifications\/unsubscribe\?token=/)
    // Run again: still one.
    await runJobs()
    assert.lengthOf(
      (await outboxMailsTo(fan.user.email)).filter((mail) => mail.subject.includes('declined')),
      1
    )
  })

  test('not mailed when the type’s e-mail is off; the in-app row is still written', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    ;(await setChannels(client, fan.bearer, { GREETING_DECLINED: { email: false } })).assertStatus(200)
    const paid = await paidGreeting(client, fan, artist)
    const order = await db.from('greeting_orders').where('purchase_id', paid.id).first()
    ;(await decline(client, artist.bearer, order.id)).assertStatus(200)
    await runJobs()
    assert.deepEqual(await outboxMailsTo(fan.user.email), [])
    const rows = await db.from('notifications').where({ recipient_id: fan.user.id, type: 'GREETING_DECLINED' })
    assert.lengthOf(rows, 1)
  })

  test('an aggregate mails once for its first event, not per like; the job is queued with the notification’s key', async ({
    client,
    assert,
  }) => {
    const author = await signedIn()
    ;(await setChannels(client, author.bearer, { POST_LIKED: { email: true } })).assertStatus(200)
    const since = clock.millis()
    const likers = [await createUser(), await createUser(), await createUser()]
    const ids = []
    for (const liker of likers) ids.push(await record('POST_LIKED', author.user.id, liker.id, 'like:post:42'))
    assert.equal(new Set(ids).size, 1)
    const jobs = await db.from('jobs').where('name', MAIL_JOB).where('dedupe_key', `notification:${ids[0]}`)
    assert.lengthOf(jobs, 1)
    assert.isAtLeast(Number(jobs[0].created_at), since)
    await runJobs()
    const mails = await outboxMailsTo(author.user.email)
    assert.lengthOf(mails, 1)
    assert.equal(mails[0]!.subject, `Kobza: ${likers[0]!.publicName} вподобує ваш допис`)
    assert.include(mails[0]!.links, publicUrl('/profile/wall-owner'))
    // Nobody is mailed of their own act.
    assert.isNull(await record('POST_LIKED', author.user.id, author.user.id))
  })

  test('sign-up and sign-in store the language mails are written in', async ({ client, assert }) => {
    const email = `lang-${Date.now()}@example.test`
    const signUp = await client
      .post('/api/v1/sign-up')
      .header('accept-language', 'en-GB,en;q=0.9')
      .json({ email, password: 'Secret123!', publicName: 'Lang Test', dateOfBirth: '1990-01-01', isArtist: false })
    signUp.assertStatus(200)
    assert.equal((await db.from('users').where('email', email).first()).locale, 'en')
    const login = await client
      .post('/api/v1/login')
      .header('accept-language', 'uk-UA,uk')
      .json({ username: email, password: 'Secret123!' })
    login.assertStatus(200)
    assert.equal((await db.from('users').where('email', email).first()).locale, 'uk')
  })
})

test.group('One-click unsubscribe', () => {
  test('the mailed link’s POST (RFC 8058) turns that type’s e-mail off and nothing else', async ({
    client,
    assert,
  }) => {
    const user = await signedIn()
    const url = new URL(unsubscribeUrlOfToken(unsubscribeToken(user.user.uuid, ['DONATION_RECEIVED'])))
    const response = await client
      .post(url.pathname + url.search)
      .header('content-type', 'application/x-www-form-urlencoded')
      .form({ 'List-Unsubscribe': 'One-Click' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), { types: ['DONATION_RECEIVED'] })
    const settings = await settingsOf(client, user.bearer)
    assert.deepEqual(settings.settings.DONATION_RECEIVED, { inApp: true, email: false, push: true })
    assert.deepEqual(settings.settings.GREETING_ORDERED, defaultNotificationSettings.GREETING_ORDERED)
    // Again: the same answer, still off.
    ;(await client.post(url.pathname + url.search)).assertStatus(200)
  })

  test('a GET of the link goes to the web’s confirmation screen, changing nothing', async ({ client, assert }) => {
    const user = await signedIn()
    const token = unsubscribeToken(user.user.uuid, ['GREETING_ORDERED'])
    const response = await client.get('/api/v1/notifications/unsubscribe').qs({ token }).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), publicUrl(`${unsubscribeWebPath}?token=${encodeURIComponent(token)}`))
    assert.isTrue((await settingsOf(client, user.bearer)).settings.GREETING_ORDERED.email)
  })

  test('a forged, garbled or missing token: 400 with the message, nothing changed', async ({ client, assert }) => {
    const user = await signedIn()
    const other = await createUser()
    const good = unsubscribeToken(other.uuid, ['DONATION_RECEIVED'])
    const [payload, signature] = [good.slice(0, good.lastIndexOf('.')), good.slice(good.lastIndexOf('.') + 1)]
    // The victim's uuid in the payload with the other person's signature.
    const forgedPayload = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace(other.uuid, user.user.uuid)
    ).toString('base64url')
    for (const token of [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature}x`,
      'garbage',
      good.replace(/.$/, ''),
    ]) {
      const response = await client.post('/api/v1/notifications/unsubscribe').qs({ token })
      response.assertStatus(400)
      assert.deepEqual(response.body(), { errors: [{ message: notificationMessages.unsubscribeInvalid }] })
    }
    const missing = await client.post('/api/v1/notifications/unsubscribe')
    assert.equal(missing.status(), 422)
    assert.isTrue((await settingsOf(client, user.bearer)).settings.DONATION_RECEIVED.email)
  })
})

function unsubscribeUrlOfToken(token: string) {
  return publicUrl(`/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`)
}

test.group('Daily digest', (group) => {
  group.each.teardown(() => clock.reset())

  test('chatty types are collected and mailed once a day; other types still go at once', async ({ client, assert }) => {
    const author = await signedIn()
    const fans = [await createUser(), await createUser()]
    const turnedOn = await client
      .patch('/api/v1/notifications/settings')
      .header('authorization', author.bearer)
      .json({ emailDigest: 'daily', settings: { POST_COMMENTED: { email: true } } })
    turnedOn.assertStatus(200)
    assert.equal(turnedOn.body().emailDigest, 'daily')
    ;(
      await client
        .patch('/api/v1/notifications/settings')
        .header('authorization', author.bearer)
        .json({ emailDigest: 'weekly' })
    ).assertStatus(422)

    await record('POST_COMMENTED', author.user.id, fans[0]!.id)
    await record('POST_COMMENTED', author.user.id, fans[1]!.id)
    await db.transaction((trx) =>
      notify(trx, {
        type: 'DONATION_RECEIVED',
        recipientId: author.user.id,
        actorId: fans[0]!.id,
        data: { amount: '10.00' },
      })
    )
    await runJobs()
    const atOnce = await outboxMailsTo(author.user.email)
    assert.deepEqual(
      atOnce.map((mail) => mail.subject),
      [`Kobza: ${fans[0]!.publicName} надсилає вам донат 10.00 ₴`]
    )

    // Today's digest waits for the day to end.
    await sendDigests()
    await runJobs()
    assert.lengthOf(await outboxMailsTo(author.user.email), 1)

    clock.travel(DAY)
    await sendDigests()
    await sendDigests()
    await runJobs()
    const mails = await outboxMailsTo(author.user.email)
    assert.lengthOf(mails, 2)
    const digest = mails[1]!
    assert.equal(digest.subject, 'Kobza: що сталося за день (2)')
    assert.include(
      digest.text,
      `• ${fans[1]!.publicName} коментує ваш допис\n• ${fans[0]!.publicName} коментує ваш допис`
    )
    assert.include(digest.links, publicUrl('/notifications'))

    // The next day has nothing new: no mail.
    clock.travel(DAY)
    await sendDigests()
    await runJobs()
    assert.lengthOf(await outboxMailsTo(author.user.email), 2)
  })
})
