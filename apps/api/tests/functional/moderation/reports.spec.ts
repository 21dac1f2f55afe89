import { test } from '@japa/runner'
import { chatMessages, moderationLimits, moderationMessages } from '@kobza/contract'
import { Report } from '#moderation/public'
import { AuditLog, User } from '#accounts/public'
import { signedIn } from '#tests/helpers'
import { chatsOf, messagesOf, sendText, subscribedPair, type Session } from '../chat/helpers.js'
import { decideReport, report } from './helpers.js'

function reportMessage(client: Parameters<typeof sendText>[0], who: Session, messageId: number, reason = 'Образи') {
  return report(client, who, 'MESSAGE', messageId, { reason, category: null })
}

async function conversationWithInsult(client: Parameters<typeof sendText>[0]) {
  const { fan, artist } = await subscribedPair()
  const insult = await sendText(client, artist, fan.user, 'образливе повідомлення')
  insult.assertStatus(201)
  ;(await sendText(client, artist, fan.user, 'звичайне')).assertStatus(201)
  return { fan, artist, chatId: insult.body().chatId as number, messageId: insult.body().id as number }
}

test.group('Reports of chat messages', () => {
  test('a participant reports the other side’s message; nobody else can, nor twice', async ({ client, assert }) => {
    const { fan, artist, messageId } = await conversationWithInsult(client)
    const created = await reportMessage(client, fan, messageId)
    created.assertStatus(201)
    assert.equal(created.body().status, 'OPEN')
    assert.equal(created.body().message, moderationMessages.reported)

    const again = await reportMessage(client, fan, messageId)
    again.assertStatus(409)
    assert.equal(again.body().errors[0].message, moderationMessages.alreadyReported)
    const own = await reportMessage(client, artist, messageId)
    own.assertStatus(403)
    assert.equal(own.body().errors[0].message, chatMessages.notOwnReport)
    const stranger = await signedIn()
    const foreign = await reportMessage(client, stranger, messageId)
    foreign.assertStatus(404)
    assert.equal(foreign.body().errors[0].message, chatMessages.messageNotFound)
    const empty = await reportMessage(client, fan, messageId, '   ')
    empty.assertStatus(422)
    assert.equal(empty.body().errors[0].message, moderationMessages.reasonRequired)
    const unknownKind = await report(client, fan, 'SONG', 1, { reason: 'spam', category: null })
    unknownKind.assertStatus(422)
    ;(
      await client.post('/api/v1/reports').json({ targetKind: 'MESSAGE', targetId: messageId, reason: 'x' })
    ).assertStatus(401)
  })

  test('a moderator sees the report with the message and hides it from both sides, audited', async ({
    client,
    assert,
  }) => {
    const { fan, artist, chatId, messageId } = await conversationWithInsult(client)
    const reportId = (await reportMessage(client, fan, messageId)).body().id
    const moderator = await signedIn({ authorities: ['MODERATOR'] })

    const list = await client
      .get('/admin/api/reports')
      .qs({ filter: JSON.stringify({ status: 'OPEN' }) })
      .header('authorization', moderator.bearer)
    list.assertStatus(200)
    const row = list.body().find((report: { id: number }) => report.id === reportId)
    assert.deepInclude(row, { targetKind: 'MESSAGE', targetId: String(messageId), targetUserId: artist.user.id })
    assert.deepEqual(row.preview, { messageType: 'TEXT', context: 'образливе повідомлення', hidden: false })

    const hidden = await decideReport(client, moderator, reportId, { action: 'HIDE', note: 'Образи в чаті' })
    hidden.assertStatus(200)
    assert.equal(hidden.body().status, 'RESOLVED')
    assert.equal(hidden.body().resolution, 'HIDE')
    assert.isTrue(hidden.body().preview.hidden)

    for (const side of [fan, artist]) {
      assert.deepEqual(
        (await messagesOf(client, side, chatId)).map((message) => message.context),
        ['звичайне']
      )
    }
    assert.equal((await chatsOf(client, fan)).elements[0]!.lastMessage?.context, 'звичайне')
    const audit = await AuditLog.query().where('action', 'report.resolved').where('actor_id', moderator.user.id).first()
    assert.equal(audit?.targetUserId, artist.user.id)
    assert.include(JSON.parse(audit!.details!), {
      reportId,
      action: 'HIDE',
      targetKind: 'MESSAGE',
      reason: 'Образи в чаті',
    })

    const twice = await decideReport(client, moderator, reportId, { action: 'DISMISS', note: 'Повторно' })
    twice.assertStatus(409)
    assert.equal(twice.body().errors[0].message, moderationMessages.alreadyHandled)
  })

  test('a moderator blocks the author: their session ends and they cannot write again', async ({ client, assert }) => {
    const { fan, artist, messageId } = await conversationWithInsult(client)
    const reportId = (await reportMessage(client, fan, messageId)).body().id
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const blocked = await decideReport(client, moderator, reportId, {
      action: 'BLOCK_AUTHOR',
      note: 'Систематичні образи',
    })
    blocked.assertStatus(200)
    assert.equal((await User.findOrFail(artist.user.id)).status, 'BLOCKED')
    ;(await sendText(client, artist, fan.user, 'again')).assertStatus(401)
    const actions = await AuditLog.query().where('actor_id', moderator.user.id).orderBy('id')
    assert.deepEqual(
      actions.map((entry) => entry.action),
      ['user.blocked', 'report.resolved']
    )
    assert.equal(JSON.parse(actions[1]!.details!).reason, 'Систематичні образи')
  })

  test('every decision needs the moderator’s reason, at most 300 characters, kept with the decision', async ({
    client,
    assert,
  }) => {
    const { fan, messageId } = await conversationWithInsult(client)
    const reportId = (await reportMessage(client, fan, messageId)).body().id
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const decide = (body: Record<string, unknown>) => decideReport(client, moderator, reportId, body)

    for (const body of [{ action: 'DISMISS' }, { action: 'DISMISS', note: '   ' }, { action: 'HIDE', note: null }]) {
      const refused = await decide(body)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].message, moderationMessages.decisionReasonRequired)
    }
    const tooLong = await decide({ action: 'DISMISS', note: 'я'.repeat(moderationLimits.hideReasonMax + 1) })
    tooLong.assertStatus(422)
    assert.equal(tooLong.body().errors[0].message, moderationMessages.hideReasonTooLong)
    assert.equal((await Report.findOrFail(reportId)).status, 'OPEN')
    assert.isNull(
      await AuditLog.query().where('action', 'report.resolved').where('actor_id', moderator.user.id).first()
    )

    const dismissed = await decide({ action: 'DISMISS', note: ' Це не образа, а сарказм ' })
    dismissed.assertStatus(200)
    assert.equal(dismissed.body().status, 'DISMISSED')
    const audit = await AuditLog.query()
      .where('action', 'report.resolved')
      .where('actor_id', moderator.user.id)
      .firstOrFail()
    assert.include(JSON.parse(audit.details!), { reportId, action: 'DISMISS', reason: 'Це не образа, а сарказм' })
  })
})
