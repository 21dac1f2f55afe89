import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { claimJobs, runClaimedJob } from '#core/jobs/jobs'
import { MAIL_JOB, queueMail } from '#core/mail/outbox'
import { mailStatus, retryMail } from '#core/mail/operator'
import { OutboxTransport } from '#core/mail/outbox_transport'
import { outboxMailsTo, runJobs, signedIn, TEST_PASSWORD, tokenFromLink } from '#tests/helpers'

const originalSend = OutboxTransport.prototype.send
const newestMailJob = () => db.from('jobs').where('name', MAIL_JOB).orderBy('id', 'desc').firstOrFail()

test.group('Mail outbox', (group) => {
  group.each.teardown(async () => {
    OutboxTransport.prototype.send = originalSend
    clock.reset()
    await runJobs()
  })

  test('a mail queued in a transaction that rolls back is never sent', async ({ assert }) => {
    const to = `rolled-${clock.millis()}@example.test`
    const jobsBefore = await db.from('jobs').where('name', MAIL_JOB).count('* as n')
    await db
      .transaction(async (trx) => {
        await queueMail('test', { to, subject: 'never', text: 'never', html: '<p>never</p>' }, { trx })
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    const jobsAfter = await db.from('jobs').where('name', MAIL_JOB).count('* as n')
    assert.equal(Number(jobsAfter[0].n), Number(jobsBefore[0].n))
    await runJobs()
    assert.lengthOf(await outboxMailsTo(to), 0)
  })

  test('an e-mail change is stored sealed, then mailed in the request’s language with a working link', async ({
    client,
    assert,
  }) => {
    const session = await signedIn()
    const newEmail = `moved-${clock.millis()}@example.test`
    let sends = 0
    OutboxTransport.prototype.send = async function (message) {
      sends += 1
      // The job is stored before the transport sees it: what a restart would find.
      const job = await newestMailJob()
      assert.equal(job.status, 'queued')
      assert.notInclude(job.payload, newEmail, 'the address is not readable in the database')
      assert.notInclude(job.payload, 'emailToken', 'nor the link')
      assert.include(JSON.parse(job.payload), { kind: 'e-mail change' })
      return originalSend.call(this, message)
    }
    const requested = await client
      .post('/api/v1/account/email')
      .header('authorization', session.bearer)
      .header('accept-language', 'en-GB,en;q=0.9')
      .json({ email: newEmail, password: TEST_PASSWORD })
    requested.assertStatus(200)
    assert.equal(sends, 1)
    const [mail] = await outboxMailsTo(newEmail)
    assert.equal(mail!.subject, 'Kobza: confirm your new email address')
    const link = mail!.links.find((url) => url.includes('/settings?emailToken='))!
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/settings\?emailToken=/)
    ;(await client.post(`/api/v1/account/email/confirm/${tokenFromLink(link, 'emailToken')}`)).assertStatus(200)
    const sent = await newestMailJob()
    assert.include(sent, { status: 'done', payload: '{}' }, 'erased once sent')
  })

  test('a subscriber invitation is mailed in Ukrainian by default with the artist’s name and its link', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const email = `invited-${clock.millis()}@example.test`
    ;(
      await client
        .post(`/api/v1/subscribers/${artist.user.uuid}`)
        .header('authorization', artist.bearer)
        .json({ email, days: 7 })
    ).assertStatus(200)
    const [mail] = await outboxMailsTo(email)
    assert.equal(mail!.subject, `Kobza: ${artist.user.publicName} запрошує вас підписатися`)
    assert.include(mail!.text, 'підписку на 7 дн.')
    assert.isAbove(
      tokenFromLink(
        mail!.links.find((url) => url.includes('/subscriptions/invitation?key='))!,
        'key'
      ).length,
      20
    )
  })

  test('a mail sent again after its worker died is written once (one Message-ID across tries)', async ({ assert }) => {
    const to = `twice-${clock.millis()}@example.test`
    await queueMail('test', { to, subject: 'once', text: 'once', html: '<p>once</p>' })
    // A worker sends it and dies before recording that it did.
    const [job] = await claimJobs([MAIL_JOB], 1, 'dying-worker')
    await OutboxTransport.prototype.send.call(
      new OutboxTransport((await import('#core/paths')).dataPath('outbox')),
      await sealedMessageOf(job!.payload)
    )
    assert.lengthOf(await outboxMailsTo(to), 1)
    clock.travel(120_000)
    await runJobs()
    assert.lengthOf(await outboxMailsTo(to), 1)
    assert.include(await db.from('jobs').where('id', job!.id).firstOrFail(), { status: 'done' })
    await runClaimedJob(job!, 'dying-worker')
    assert.lengthOf(await outboxMailsTo(to), 1)
  })

  test('operators: mail status counts and the oldest queued; retry of one failed mail or all', async ({ assert }) => {
    await runJobs()
    OutboxTransport.prototype.send = async () => {
      throw new Error('550 mailbox unavailable')
    }
    const stamp = clock.millis()
    const to = (index: number) => `op-${index}-${stamp}@example.test`
    const ids: number[] = []
    for (let index = 0; index < 3; index += 1) {
      ids.push(
        (await queueMail('test', { to: to(index), subject: 's', text: 't', html: '<p>h</p>' }, { maxAttempts: 1 }))!
      )
    }
    await runJobs()
    let status = await mailStatus()
    assert.isAtLeast(status.failed, 3)
    const shown = status.failures.filter((failure) => ids.includes(failure.id))
    assert.lengthOf(shown, 3)
    assert.include(shown[0], { kind: 'test', attempts: 1, lastError: '550 mailbox unavailable' })
    assert.notProperty(shown[0], 'payload')

    OutboxTransport.prototype.send = originalSend
    await assert.rejects(() => retryMail({ id: 999_999_999 }), 'Mail 999999999 is not failed nor waiting for a retry')
    await assert.rejects(() => retryMail({}), 'Give a mail id or --all-failed')
    assert.deepEqual(await retryMail({ id: ids[0] }), { retried: [ids[0]] })
    await runJobs()
    const { retried } = await retryMail({ allFailed: true })
    assert.includeMembers(retried, ids.slice(1))
    await runJobs()
    status = await mailStatus()
    assert.equal(status.failed, 0)
    assert.isAtLeast(status.sentRecently, 3)
    for (let index = 0; index < 3; index += 1) assert.lengthOf(await outboxMailsTo(to(index)), 1)
  })
})

async function sealedMessageOf(payload: string) {
  const encryption = (await import('@adonisjs/core/services/encryption')).default
  const mail = encryption.decrypt<{ to: string; subject: string; text: string; html: string; messageId: string }>(
    JSON.parse(payload).sealed
  )!
  return { from: 'no-reply@kobza.local', ...mail, to: [mail.to] }
}
