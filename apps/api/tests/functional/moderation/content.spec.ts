import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import {
  commentPage,
  feedMessages,
  feedPost,
  messages,
  moderationLimits,
  moderationMessages,
  postPage,
  type AdminContent,
  type AdminDashboard,
} from '@kobza/contract'
import { AuditLog } from '#accounts/public'
import Report from '#moderation/report'
import { artistAndFan, artistOtherAndFan, signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { newComment, postedAgo, resetFeed } from '#tests/functional/feed/helpers'
import { nominatedLegend } from '../legends/helpers.js'
import { decideReport, report } from './helpers.js'

type Client = ApiClient
type Session = Awaited<ReturnType<typeof signedIn>>

async function comment(client: Client, who: Session, postId: number, text: string, replyTo?: number) {
  const response = await client
    .post(`/api/v1/comments/${postId}${replyTo ? `/${replyTo}` : ''}`)
    .header('authorization', who.bearer)
    .json({ comment: text })
  response.assertStatus(201)
  return response.body().id as number
}

/** Post ids a caller (or a guest) sees in a feed tab or on a wall. */
async function idsOf(client: Client, url: string, postType: 'PUBLIC' | 'PREMIUM', who?: Session) {
  const request = client.get(url).qs({ page: 0, size: 50, postType })
  const response = await (who ? request.header('authorization', who.bearer) : request)
  response.assertStatus(200)
  return postPage.parse(response.body()).elements.map((post) => post.id)
}

async function commentIdsOf(client: Client, url: string, who?: Session) {
  const request = client.get(url)
  const response = await (who ? request.header('authorization', who.bearer) : request)
  response.assertStatus(200)
  return commentPage.parse(response.body()).elements
}

test.group('Reports of posts, comments, profiles and legends', (group) => {
  group.each.setup(() => resetFeed())

  test('each kind is reported by someone who can see it, never by its author, never unseen', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const post = await postFactory(artist.user).text('Пост').create()
    const premium = await postFactory(artist.user).premium().text('Преміум').create()
    const commentId = await comment(client, artist, post, 'Коментар')
    const legend = await nominatedLegend(artist.user)

    for (const [kind, id] of [
      ['POST', post],
      ['COMMENT', commentId],
      ['PROFILE', artist.user.uuid],
      ['LEGEND', legend.legendUuid],
    ] as const) {
      const created = await report(client, fan, kind, id)
      created.assertStatus(201)
      assert.equal(created.body().message, moderationMessages.reported)
      ;(await report(client, fan, kind, id)).assertStatus(409)
      const own = await report(client, artist, kind, id)
      own.assertStatus(403)
      assert.equal(own.body().errors[0].message, moderationMessages.notOwnReport)
    }
    const stored = await Report.query().where('reporter_id', fan.user.id).orderBy('id')
    assert.deepEqual(
      stored.map((row) => [row.targetKind, row.targetUserId, row.category]),
      [
        ['POST', artist.user.id, 'SPAM'],
        ['COMMENT', artist.user.id, 'SPAM'],
        ['PROFILE', artist.user.id, 'SPAM'],
        ['LEGEND', artist.user.id, 'SPAM'],
      ]
    )
    // A premium post is not the non-subscriber's to see, so not theirs to report.
    const unseen = await report(client, fan, 'POST', premium)
    unseen.assertStatus(403)
    assert.equal(unseen.body().errors[0].message, feedMessages.premiumOnly)
    const missing = await report(client, fan, 'POST', 999_999)
    missing.assertStatus(404)
    assert.equal(missing.body().errors[0].message, feedMessages.postNotFound)
    ;(await report(client, fan, 'COMMENT', 999_999)).assertStatus(404)
    ;(await report(client, fan, 'PROFILE', 'not-a-uuid')).assertStatus(404)
    ;(await report(client, fan, 'LEGEND', 'not-a-uuid')).assertStatus(404)
  })
})

test.group('Hidden posts and comments', (group) => {
  group.each.setup(() => resetFeed())

  test('a post hidden from a report leaves every public list and by id; its author sees it marked', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const subscriber = await signedIn()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    await subscription(subscriber.user, artist.user)
    const kept = await postedAgo(artist.user, 'Залишається', { minutes: 5 })
    const bad = await postedAgo(artist.user, 'Порушення', { minutes: 4 })
    const badPremium = await postFactory(artist.user)
      .premium()
      .text('Преміум-порушення')
      .at(DateTime.utc().minus({ minutes: 3 }))
      .create()
    const wall = `/api/v1/contents/${artist.user.uuid}`
    assert.deepEqual(await idsOf(client, '/api/v1/contents', 'PUBLIC'), [bad, kept])

    const reportId = (await report(client, fan, 'POST', bad)).body().id as number
    const hide = await decideReport(client, moderator, reportId, { action: 'HIDE', note: 'Мова ворожнечі' })
    hide.assertStatus(200)
    assert.equal(hide.body().status, 'RESOLVED')
    assert.equal(hide.body().preview.hidden, true)
    const premiumHide = await client
      .put(`/admin/api/posts/${badPremium}`)
      .header('authorization', moderator.bearer)
      .json({ hidden: true, reason: 'Піратство' })
    premiumHide.assertStatus(200)
    assert.equal((premiumHide.body() as AdminContent).hidden, true)

    for (const who of [undefined, fan, subscriber]) {
      assert.deepEqual(await idsOf(client, '/api/v1/contents', 'PUBLIC', who), [kept])
      assert.deepEqual(await idsOf(client, wall, 'PUBLIC', who), [kept])
    }
    assert.deepEqual(await idsOf(client, '/api/v1/contents', 'PREMIUM', subscriber), [])
    assert.deepEqual(await idsOf(client, wall, 'PREMIUM', subscriber), [])
    // The author's own feed tabs leave it out too; their wall shows it, marked with the reason.
    assert.deepEqual(await idsOf(client, '/api/v1/contents', 'PUBLIC', artist), [kept])
    const ownWall = await client.get(wall).qs({ postType: 'PUBLIC' }).header('authorization', artist.bearer)
    const ownPosts = postPage.parse(ownWall.body()).elements
    assert.deepEqual(
      ownPosts.map((post) => [post.id, post.hidden?.reason ?? null]),
      [
        [bad, 'Мова ворожнечі'],
        [kept, null],
      ]
    )
    const ownPremium = await client.get(wall).qs({ postType: 'PREMIUM' }).header('authorization', artist.bearer)
    assert.equal(postPage.parse(ownPremium.body()).elements[0]!.hidden?.reason, 'Піратство')

    // By id, and everything reached through it: 404 for anyone but the author.
    for (const who of [undefined, fan, subscriber]) {
      const byId = client.get(`${wall}/${bad}`)
      const answer = await (who ? byId.header('authorization', who.bearer) : byId)
      answer.assertStatus(404)
      assert.deepEqual(answer.body(), { errors: [{ message: feedMessages.postNotFound }] })
      const comments = client.get(`/api/v1/comments/${bad}`)
      ;(await (who ? comments.header('authorization', who.bearer) : comments)).assertStatus(404)
    }
    ;(await client.get(`${wall}/${badPremium}`).header('authorization', subscriber.bearer)).assertStatus(404)
    ;(await client.post(`/api/v1/contents/likes/${bad}`).header('authorization', fan.bearer)).assertStatus(404)
    ;(await newComment(client, fan, bad).json({ comment: 'привіт' })).assertStatus(404)
    const authorView = await client.get(`${wall}/${bad}`).header('authorization', artist.bearer)
    authorView.assertStatus(200)
    assert.equal(feedPost.parse(authorView.body()).hidden?.reason, 'Мова ворожнечі')

    const audit = await AuditLog.query().where('action', 'report.resolved').where('target_user_id', artist.user.id)
    assert.lengthOf(audit, 1)
    const details = JSON.parse(audit[0]!.details!)
    assert.deepInclude(details, { reportId, action: 'HIDE', targetKind: 'POST', targetId: String(bad) })
    assert.deepEqual(details.before, { status: 'OPEN', hidden: false })
    assert.deepEqual(details.after, { status: 'RESOLVED', hidden: true })
    const contentAudit = await AuditLog.query().where('actor_id', moderator.user.id).where('action', 'content.hidden')
    assert.lengthOf(contentAudit, 1)
    assert.deepEqual(JSON.parse(contentAudit[0]!.details!), {
      kind: 'POST',
      id: badPremium,
      before: { hidden: false, reason: null },
      after: { hidden: true, reason: 'Піратство' },
    })

    // Shown again: back in every list, audited with before and after.
    ;(
      await client.put(`/admin/api/posts/${bad}`).header('authorization', moderator.bearer).json({ hidden: false })
    ).assertStatus(200)
    assert.deepEqual(await idsOf(client, '/api/v1/contents', 'PUBLIC', fan), [bad, kept])
    ;(await client.get(`${wall}/${bad}`)).assertStatus(200)
    const unhidden = await AuditLog.query()
      .where('actor_id', moderator.user.id)
      .where('action', 'content.unhidden')
      .firstOrFail()
    assert.deepEqual(JSON.parse(unhidden.details!).after, { hidden: false, reason: null })
  })

  test('a hidden comment leaves the comments and replies of everyone but its author', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const troll = await signedIn()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const post = await postFactory(artist.user).text('Пост').create()
    const top = await comment(client, fan, post, 'Гарна пісня')
    const rude = await comment(client, troll, post, 'Грубість')
    const rudeReply = await comment(client, troll, post, 'Груба відповідь', top)

    for (const id of [rude, rudeReply]) {
      const hide = await client
        .put(`/admin/api/comments/${id}`)
        .header('authorization', moderator.bearer)
        .json({ hidden: true, reason: 'Образи' })
      hide.assertStatus(200)
    }
    for (const who of [undefined, fan, artist]) {
      const comments = await commentIdsOf(client, `/api/v1/comments/${post}`, who)
      assert.deepEqual(
        comments.map((each) => [each.id, each.tailIds]),
        [[top, []]]
      )
      assert.deepEqual(await commentIdsOf(client, `/api/v1/comments/${post}/${top}`, who), [])
    }
    const own = await commentIdsOf(client, `/api/v1/comments/${post}`, troll)
    assert.deepEqual(
      own.map((each) => [each.id, each.hidden?.reason ?? null, each.tailIds]),
      [
        [rude, 'Образи', []],
        [top, null, [rudeReply]],
      ]
    )
    const ownReplies = await commentIdsOf(client, `/api/v1/comments/${post}/${top}`, troll)
    assert.deepEqual(
      ownReplies.map((each) => each.hidden?.reason),
      ['Образи']
    )
    // Nobody else replies to what they cannot see.
    const reply = await client
      .post(`/api/v1/comments/${post}/${rude}`)
      .header('authorization', fan.bearer)
      .json({ comment: 'ні' })
    reply.assertStatus(404)
    assert.equal(reply.body().errors[0].message, feedMessages.commentNotFound)
  })

  test('a hidden comment under a legend leaves its comments for everyone but its author', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const troll = await signedIn()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const legend = await nominatedLegend(owner.user)
    const url = `/api/v1/legends/${legend.legendUuid}/comments`
    const written = await client.post(url).header('authorization', troll.bearer).json({ comment: 'Грубість' })
    written.assertStatus(201)
    const id = written.body().id as number
    ;(
      await client
        .put(`/admin/api/comments/${id}`)
        .header('authorization', moderator.bearer)
        .json({ hidden: true, reason: 'Образи' })
    ).assertStatus(200)
    assert.deepEqual(await commentIdsOf(client, url), [])
    assert.deepEqual(await commentIdsOf(client, url, owner), [])
    const own = await commentIdsOf(client, url, troll)
    assert.deepEqual(
      own.map((each) => [each.id, each.hidden?.reason]),
      [[id, 'Образи']]
    )
  })

  test('the console refuses a hide without a reason and answers 404 for unknown content', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const post = await postFactory(artist.user).text('Пост').create()
    const noReason = await client
      .put(`/admin/api/posts/${post}`)
      .header('authorization', moderator.bearer)
      .json({ hidden: true })
    noReason.assertStatus(422)
    assert.equal(noReason.body().errors[0].message, moderationMessages.hideReasonRequired)
    const missing = await client
      .put('/admin/api/posts/999999')
      .header('authorization', moderator.bearer)
      .json({ hidden: true, reason: 'x' })
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { errors: [{ message: moderationMessages.contentNotFound }] })
    assert.equal(
      await AuditLog.query().where('actor_id', moderator.user.id).where('action', 'content.hidden').first(),
      null
    )
  })

  test('the Content lists filter by author, type, reported and hidden, with Content-Range', async ({
    client,
    assert,
  }) => {
    const { artist, other, fan } = await artistOtherAndFan()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const a = await postFactory(artist.user).text('Перший').create()
    const b = await postFactory(artist.user).premium().text('Другий').create()
    const c = await postFactory(other.user).text('Третій').create()
    ;(await report(client, fan, 'POST', a)).assertStatus(201)
    const list = async (filter: Record<string, unknown>) => {
      const response = await client
        .get('/admin/api/posts')
        .qs({ filter: JSON.stringify(filter), sort: JSON.stringify(['id', 'ASC']), range: '[0,9]' })
        .header('authorization', moderator.bearer)
      response.assertStatus(200)
      return response
    }
    const all = await list({})
    assert.equal(all.header('content-range'), 'posts 0-2/3')
    assert.deepEqual(
      (all.body() as AdminContent[]).map((row) => [row.id, row.text, row.reportCount]),
      [
        [a, 'Перший', 1],
        [b, 'Другий', 0],
        [c, 'Третій', 0],
      ]
    )
    assert.deepEqual(
      ((await list({ authorId: artist.user.id })).body() as AdminContent[]).map((row) => row.id),
      [a, b]
    )
    assert.deepEqual(
      ((await list({ type: 'PREMIUM' })).body() as AdminContent[]).map((row) => row.id),
      [b]
    )
    assert.deepEqual(
      ((await list({ reported: true })).body() as AdminContent[]).map((row) => row.id),
      [a]
    )
    assert.deepEqual(
      ((await list({ reported: false })).body() as AdminContent[]).map((row) => row.id),
      [b, c]
    )
    const today = DateTime.utc().toISODate()
    assert.lengthOf((await list({ createdAt_gte: today, createdAt_lte: today })).body(), 3)
    assert.lengthOf((await list({ createdAt_lte: DateTime.utc().minus({ days: 2 }).toISODate() })).body(), 0)
  })

  test('the console deletes a comment with its replies, with a reason, and keeps the post’s count, audited', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const post = await postFactory(artist.user).text('Пост').create()
    const top = await comment(client, fan, post, 'Коментар')
    await comment(client, artist, post, 'Відповідь', top)
    await comment(client, artist, post, 'Ще один')
    // Deleting cannot be undone: without a reason (or with one over 300 characters) nothing goes.
    for (const [body, message] of [
      [{}, moderationMessages.deleteReasonRequired],
      [{ reason: '  ' }, moderationMessages.deleteReasonRequired],
      [{ reason: 'я'.repeat(moderationLimits.hideReasonMax + 1) }, moderationMessages.hideReasonTooLong],
    ] as const) {
      const refused = await client
        .delete(`/admin/api/comments/${top}`)
        .header('authorization', moderator.bearer)
        .json(body)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].message, message)
    }
    assert.equal(
      feedPost.parse((await client.get(`/api/v1/contents/${artist.user.uuid}/${post}`)).body()).countComments,
      3
    )
    const removed = await client
      .delete(`/admin/api/comments/${top}`)
      .header('authorization', moderator.bearer)
      .json({ reason: ' Образи в коментарі ' })
    removed.assertStatus(200)
    const shown = await client.get(`/api/v1/contents/${artist.user.uuid}/${post}`)
    assert.equal(feedPost.parse(shown.body()).countComments, 1)
    const audit = await AuditLog.query()
      .where('actor_id', moderator.user.id)
      .where('action', 'content.deleted')
      .firstOrFail()
    assert.equal(audit.actorId, moderator.user.id)
    assert.equal(audit.targetUserId, fan.user.id)
    assert.equal(JSON.parse(audit.details!).reason, 'Образи в коментарі')
    ;(
      await client
        .delete(`/admin/api/comments/${top}`)
        .header('authorization', moderator.bearer)
        .json({ reason: 'Ще раз' })
    ).assertStatus(404)
  })

  test('WARN records a warning on the author; a profile cannot be hidden (422), only warned or blocked', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const reportId = (await report(client, fan, 'PROFILE', artist.user.uuid)).body().id as number
    const hide = await decideReport(client, moderator, reportId, { action: 'HIDE', note: 'Образливий профіль' })
    hide.assertStatus(422)
    assert.equal(hide.body().errors[0].message, moderationMessages.cannotHideKind)
    assert.equal((await Report.findOrFail(reportId)).status, 'OPEN')
    const warn = await decideReport(client, moderator, reportId, { action: 'WARN', note: 'Змініть аватар' })
    warn.assertStatus(200)
    assert.equal(warn.body().resolution, 'WARN')
    const warning = await AuditLog.query()
      .where('actor_id', moderator.user.id)
      .where('action', 'user.warned')
      .firstOrFail()
    assert.equal(warning.targetUserId, artist.user.id)
    assert.equal(JSON.parse(warning.details!).reason, 'Змініть аватар')
  })
})

test.group('Admin dashboard', () => {
  test('moderators and administrators get the queues; judges and fans are refused with 403', async ({
    client,
    assert,
  }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const response = await client.get('/admin/api/dashboard').header('authorization', moderator.bearer)
    response.assertStatus(200)
    const body = response.body() as AdminDashboard
    assert.lengthOf(body.days, 30)
    assert.equal(body.days.at(-1)!.day, DateTime.utc().toISODate())
    assert.isAtLeast(body.days.at(-1)!.signUps, 1)
    assert.equal(body.openReports, (await Report.query().where('status', 'OPEN')).length)
    ;(
      await client
        .get('/admin/api/dashboard')
        .header('authorization', (await signedIn({ authorities: ['ADMIN'] })).bearer)
    ).assertStatus(200)
    for (const held of [['JUDGE_HALL_OF_FAME'], ['ARTIST'], []] as const) {
      const refused = await client
        .get('/admin/api/dashboard')
        .header('authorization', (await signedIn({ authorities: [...held] })).bearer)
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { errors: [{ message: messages.forbidden }] })
    }
    ;(await client.get('/admin/api/dashboard')).assertStatus(401)
  })
})
