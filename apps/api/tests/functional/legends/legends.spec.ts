import { gradientPng } from '@kobza/testkit'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { legend as legendSchema, legendMessages, messages } from '@kobza/contract'
import { clock } from '#core/clock'
import db from '@adonisjs/lucid/services/db'
import { signedIn } from '#tests/helpers'
import { issueTokenPair } from '#accounts/token_service'
import Legend from '#legends/legend'
import { closeVotingStages } from '#legends/actions/close_stages'
import { isVotingOpen } from '#legends/actions/vote'
import { nominatedLegend, personForm, settings, songForm, stageEndsIn } from './helpers.js'

const day = 24 * 60 * 60 * 1000

async function freshTables() {
  await Legend.query().delete()
  await settings()
}

test.group('Legends: nominating', (group) => {
  group.each.setup(freshTables)
  group.each.teardown(() => clock.reset())

  test('a signed-in fan nominates a song with its files; anyone reads it, it is on voting', async ({
    client,
    assert,
  }) => {
    const fan = await signedIn()
    const response = await songForm(client, fan.bearer)
    response.assertStatus(201)
    const created = legendSchema.parse(response.body())
    assert.equal(created.status, 'VOTING')
    assert.equal(created.name, 'Червона рута')
    assert.equal(created.genre, 'POP')
    assert.equal(created.yearOfRelease, 1970)
    assert.isString(created.coverUrl)
    assert.isString(created.songUrl)
    assert.deepEqual(created.links, [
      { linkType: 'YOUTUBE', url: 'https://youtube.com/watch?v=1', linkName: null },
      { linkType: 'CUSTOM', url: 'https://uk.wikipedia.org/wiki/Червона_рута', linkName: 'Історія' },
    ])
    assert.deepEqual(created.voteInfo.expectedMinimalVote, 10)
    assert.closeTo(Date.parse(created.voteInfo.firstVoteStageOpenUntil) - Date.now(), 14 * day, 60_000)
    assert.equal(created.legendStarterUserOwner.uuid, fan.user.uuid)

    const read = await client.get(`/api/v1/legends/${created.legendUuid}`)
    read.assertStatus(200)
    assert.equal(read.body().name, 'Червона рута')
    assert.isFalse(read.body().voteInfo.isVoted)
    // Transcoded (the runner drained after the nomination): anyone plays the high rendition; the
    // original, handed signed to its nominator while it processed, is refused unsigned (403).
    const { songUrl, songMedia } = read.body()
    assert.equal(songUrl, songMedia.renditions.high)
    assert.match(songUrl, /-high\.m4a$/)
    ;(await client.get(songUrl)).assertStatus(200)
    ;(await client.get(created.songUrl!.replace(/\?.*$/, ''))).assertStatus(403)
    ;(await client.get(created.songUrl!)).assertStatus(200)

    const page = await client.post('/api/v1/legends/search?legendType=SONG&isLegend=false&page=0&size=9').json({})
    page.assertStatus(200)
    assert.deepEqual(
      page.body().elements.map((entry: { legendUuid: string }) => entry.legendUuid),
      [created.legendUuid]
    )
  })

  test('a person is nominated with a cover and links; a guest may not nominate (401)', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await personForm(client, fan.bearer, 'Квітка Цісик')
      .field('socialLinks.wikipediaUrl', 'https://uk.wikipedia.org/wiki/Квітка_Цісик')
      .file('coverFile', gradientPng(16, 16), { filename: 'kvitka.png' })
    response.assertStatus(201)
    assert.equal(response.body().legendType, 'PERSON')
    assert.deepEqual(response.body().links, [
      { linkType: 'WIKIPEDIA', url: 'https://uk.wikipedia.org/wiki/Квітка_Цісик', linkName: null },
    ])
    ;(await client.post('/api/v1/legends/persons').field('name', 'X')).assertStatus(401)
  })

  test('a 37-character name is refused with the spec message', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await songForm(client, fan.bearer, { name: 'я'.repeat(37) })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: messages.maxChars(37, 36), field: 'name' }])
    assert.equal(
      await Legend.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      0
    )
  })

  test('a 36-character name passes; a 21-character author and a 51-character composer do not', async ({
    client,
    assert,
  }) => {
    const fan = await signedIn()
    ;(await songForm(client, fan.bearer, { name: 'я'.repeat(36) })).assertStatus(201)
    const author = await songForm(client, fan.bearer, { authorName: 'a'.repeat(21) })
    author.assertStatus(422)
    assert.deepEqual(author.body().errors, [{ message: messages.maxChars(21, 20), field: 'authorName' }])
    const composer = await songForm(client, fan.bearer, { composer: 'c'.repeat(51) })
    assert.deepEqual(composer.body().errors, [{ message: messages.maxChars(51, 50), field: 'composer' }])
  })

  test('a 601-character opinion is refused (the limit is a maximum of 600)', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await songForm(client, fan.bearer, { ownerLegendStarterOpinion: 'о'.repeat(601) })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [
      { message: messages.maxChars(601, 600), field: 'ownerLegendStarterOpinion' },
    ])
    ;(await songForm(client, fan.bearer, { ownerLegendStarterOpinion: 'о'.repeat(600) })).assertStatus(201)
  })

  test('a javascript: link is refused; only http(s) links pass', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await songForm(client, fan.bearer, { 'socialLinks.customUrl': 'javascript:alert(1)' })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: legendMessages.linkScheme, field: 'socialLinks.customUrl' }])
    const ftp = await songForm(client, fan.bearer, { 'socialLinks.spotifyUrl': 'ftp://example.com/x' })
    assert.deepEqual(ftp.body().errors, [{ message: legendMessages.linkScheme, field: 'socialLinks.spotifyUrl' }])
  })

  test('a text file named .png is refused as a cover; a text file named .wav as a song', async ({ client, assert }) => {
    const fan = await signedIn()
    const cover = await songForm(client, fan.bearer, {}, { cover: Buffer.from('just text, not a picture') })
    cover.assertStatus(422)
    assert.deepEqual(cover.body().errors, [{ message: legendMessages.coverType, field: 'coverFile' }])
    const song = await songForm(client, fan.bearer, {}, { song: Buffer.from('just text, not audio') })
    song.assertStatus(422)
    assert.deepEqual(song.body().errors, [{ message: legendMessages.songType, field: 'songFile' }])
    const missing = await songForm(client, fan.bearer, {}, { song: null })
    assert.deepEqual(missing.body().errors, [{ message: legendMessages.songRequired, field: 'songFile' }])
    assert.equal(
      await Legend.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      0
    )
  })

  test('era and genre are required; an unknown genre is refused', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await songForm(client, fan.bearer, { era: '', genre: 'POLKA' })
    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((error: { field: string }) => error.field),
      ['era', 'genre']
    )
  })

  test('a second nomination of the same song is flagged as a duplicate, not refused', async ({ client, assert }) => {
    const fan = await signedIn()
    const first = await songForm(client, fan.bearer)
    const second = await songForm(client, fan.bearer, { name: '  червона   РУТА ' })
    second.assertStatus(201)
    assert.equal(second.body().duplicateOf, first.body().legendUuid)
    assert.isNull(first.body().duplicateOf)
  })

  test('nominations are rate limited per user (the settings’ daily allowance): 429', async ({ client, assert }) => {
    await settings({ nominationsPerDay: 1 })
    const fan = await signedIn()
    ;(await songForm(client, fan.bearer)).assertStatus(201)
    const refused = await songForm(client, fan.bearer, { name: 'Водограй' })
    refused.assertStatus(429)
    assert.deepEqual(refused.body(), { errors: [{ message: legendMessages.tooManyNominations }] })
    const other = await signedIn()
    ;(await songForm(client, other.bearer, { name: 'Водограй' })).assertStatus(201)
  })
})

test.group('Legends: voting and the stage', (group) => {
  group.each.setup(freshTables)
  group.each.teardown(() => clock.reset())

  test('a vote counts once; a second vote is refused with 409', async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    const first = await client.post(`/api/v1/legends/votes/${legend.legendUuid}`).header('authorization', fan.bearer)
    first.assertStatus(200)
    assert.deepInclude(first.body().voteInfo, { isVoted: true, actualVote: 1, votePercent: 10 })
    const second = await client.post(`/api/v1/legends/votes/${legend.legendUuid}`).header('authorization', fan.bearer)
    second.assertStatus(409)
    assert.deepEqual(second.body(), { errors: [{ message: legendMessages.alreadyVoted }] })
    assert.equal((await Legend.findByOrFail('uuid', legend.legendUuid)).voteCount, 1)
    ;(await client.post(`/api/v1/legends/votes/${legend.legendUuid}`)).assertStatus(401)
  })

  test('concurrent votes of one user count once', async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post(`/api/v1/legends/votes/${legend.legendUuid}`).header('authorization', fan.bearer)
      )
    )
    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [200, 409, 409, 409, 409, 409]
    )
    assert.equal((await Legend.findByOrFail('uuid', legend.legendUuid)).voteCount, 1)
  })

  test('a vote after the stage has ended is refused with 409', async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    clock.travel(14 * day + 1000)
    // A fresh session: the first one's access token expired on the way.
    const bearer = `Bearer ${(await issueTokenPair(fan.user)).access_token}`
    const late = await client.post(`/api/v1/legends/votes/${legend.legendUuid}`).header('authorization', bearer)
    late.assertStatus(409)
    assert.deepEqual(late.body(), { errors: [{ message: legendMessages.votingClosed }] })
    assert.equal((await Legend.findByOrFail('uuid', legend.legendUuid)).voteCount, 0)
  })

  test('the stage closes at firstVoteStageOpenUntil exactly: On Reviewing with the threshold, else not selected', async ({
    assert,
  }) => {
    await settings({ expectedMinimalVote: 2 })
    const owner = await signedIn()
    const reached = await nominatedLegend(owner.user)
    const missed = await nominatedLegend(owner.user)
    const { voteForLegend } = await import('#legends/actions/vote')
    for (const voter of [await signedIn(), await signedIn()]) await voteForLegend(voter.user, reached.legendUuid)
    await voteForLegend(owner.user, missed.legendUuid)

    const until = (await Legend.findByOrFail('uuid', reached.legendUuid)).voteStageUntil
    // Both stages end at the same moment.
    await Legend.query()
      .where('uuid', missed.legendUuid)
      .update({ vote_stage_until: until.toUTC().toFormat(db.connection().dialect.dateTimeFormat) })
    const justBefore = until.minus({ milliseconds: 1 })
    assert.isTrue(isVotingOpen(await Legend.findByOrFail('uuid', reached.legendUuid), justBefore))
    assert.deepEqual(await closeVotingStages(justBefore), { reviewing: [], notSelected: [] })
    assert.equal((await Legend.findByOrFail('uuid', reached.legendUuid)).status, 'VOTING')

    assert.isFalse(isVotingOpen(await Legend.findByOrFail('uuid', reached.legendUuid), until))
    const closed = await closeVotingStages(until)
    assert.deepEqual(closed, { reviewing: [reached.legendUuid], notSelected: [missed.legendUuid] })
    assert.equal((await Legend.findByOrFail('uuid', reached.legendUuid)).status, 'REVIEWING')
    assert.equal((await Legend.findByOrFail('uuid', missed.legendUuid)).status, 'NOT_SELECTED')
    // A second run changes nothing.
    assert.deepEqual(await closeVotingStages(until.plus({ days: 1 })), { reviewing: [], notSelected: [] })
  })

  test('the legend page says On Reviewing through its status once the stage closed; votes are refused', async ({
    client,
    assert,
  }) => {
    await settings({ expectedMinimalVote: 1 })
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    ;(await client.post(`/api/v1/legends/votes/${legend.legendUuid}`).header('authorization', fan.bearer)).assertStatus(
      200
    )
    await stageEndsIn(legend.legendUuid, -1000)
    await closeVotingStages()
    const read = await client.get(`/api/v1/legends/${legend.legendUuid}`).header('authorization', fan.bearer)
    assert.equal(read.body().status, 'REVIEWING')
    assert.deepInclude(read.body().voteInfo, { isVoted: true, actualVote: 1, votePercent: 100 })
    const other = await signedIn()
    ;(
      await client.post(`/api/v1/legends/votes/${legend.legendUuid}`).header('authorization', other.bearer)
    ).assertStatus(409)
    // Still listed on the voting tab (with On Reviewing), not among the legends.
    const voting = await client.post('/api/v1/legends/search?isLegend=false').json({})
    assert.lengthOf(voting.body().elements, 1)
    const legends = await client.post('/api/v1/legends/search?isLegend=true').json({})
    assert.lengthOf(legends.body().elements, 0)
  })
})

test.group('Legends: likes, comments, search, delete', (group) => {
  group.each.setup(freshTables)

  test('liking twice counts once; unliking takes it back; a guest gets 401', async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    const url = `/api/v1/legends/likes/${legend.legendUuid}`
    const first = await client.post(url).header('authorization', fan.bearer)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { legendUuid: legend.legendUuid, likeCount: 1, liked: true })
    const twice = await client.post(url).header('authorization', fan.bearer)
    assert.deepEqual(twice.body(), { legendUuid: legend.legendUuid, likeCount: 1, liked: true })
    const read = await client.get(`/api/v1/legends/${legend.legendUuid}`).header('authorization', fan.bearer)
    assert.include(read.body(), { likeCount: 1, liked: true })
    const back = await client.delete(url).header('authorization', fan.bearer)
    assert.deepEqual(back.body(), { legendUuid: legend.legendUuid, likeCount: 0, liked: false })
    ;(await client.post(url)).assertStatus(401)
  })

  test('comments use the feed’s comments area with kind LEGEND; the count includes replies', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    const added = await client
      .post(`/api/v1/legends/${legend.legendUuid}/comments`)
      .header('authorization', fan.bearer)
      .json({ comment: 'Легенда!' })
    added.assertStatus(201)
    assert.equal(added.body().postId, legend.id)
    const reply = await client
      .post(`/api/v1/legends/${legend.legendUuid}/comments/${added.body().id}`)
      .header('authorization', owner.bearer)
      .json({ comment: 'Згоден' })
    reply.assertStatus(201)
    const list = await client.get(`/api/v1/legends/${legend.legendUuid}/comments`)
    assert.deepEqual(
      list.body().elements.map((comment: { message: string; tailIds: number[] }) => [comment.message, comment.tailIds]),
      [['Легенда!', [reply.body().id]]]
    )
    const replies = await client.get(`/api/v1/legends/${legend.legendUuid}/comments/${added.body().id}`)
    assert.equal(replies.body().elements[0].message, 'Згоден')
    assert.equal((await Legend.findByOrFail('uuid', legend.legendUuid)).commentCount, 2)
    // A post's comment list never shows a legend's comments.
    ;(await client.get(`/api/v1/comments/${legend.id}`)).assertStatus(404)
    const tooLong = await client
      .post(`/api/v1/legends/${legend.legendUuid}/comments`)
      .header('authorization', fan.bearer)
      .json({ comment: 'x'.repeat(51) })
    tooLong.assertStatus(422)
  })

  test('search filters by type, text (Cyrillic, any case), era and genre; sorts; pages of 9', async ({
    client,
    assert,
  }) => {
    // One nominator makes a dozen legends here: more than a day's allowance (the use case counts it).
    await settings({ nominationsPerDay: 20 })
    const owner = await signedIn()
    const ruta = await nominatedLegend(owner.user, { name: 'Червона рута', era: 'NINETIES', genre: 'ROCK_METAL' })
    const vodohrai = await nominatedLegend(owner.user, { name: 'Водограй' })
    await nominatedLegend(owner.user, { type: 'PERSON', name: 'Квітка Цісик' })
    const { voteForLegend } = await import('#legends/actions/vote')
    await voteForLegend((await signedIn()).user, vodohrai.legendUuid)

    const search = (query: string, body: object) =>
      client
        .post(`/api/v1/legends/search?${query}`)
        .json(body)
        .then((answer) => answer.body().elements.map((entry: { name: string }) => entry.name))
    assert.deepEqual(await search('legendType=SONG', { searchText: 'ЧЕРВОНА' }), ['Червона рута'])
    assert.deepEqual(await search('legendType=SONG', { eras: ['NINETIES'] }), ['Червона рута'])
    assert.deepEqual(await search('legendType=SONG', { genres: ['POP'] }), ['Водограй'])
    assert.deepEqual(await search('legendType=SONG&sort=MORE_VOTES', {}), ['Водограй', 'Червона рута'])
    assert.deepEqual(await search('legendType=SONG&sort=LES_VOTES', {}), ['Червона рута', 'Водограй'])
    assert.deepEqual(await search('legendType=SONG&sort=RECENT', {}), ['Водограй', 'Червона рута'])
    assert.deepEqual(await search('legendType=PERSON', {}), ['Квітка Цісик'])
    assert.deepEqual(await search('legendType=SONG', { searchText: '100%' }), [])
    void ruta

    for (let index = 0; index < 9; index += 1) await nominatedLegend(owner.user)
    const first = await client.post('/api/v1/legends/search?legendType=SONG&page=0').json({})
    assert.lengthOf(first.body().elements, 9)
    assert.equal(first.body().totalPages, 2)
    const second = await client.post('/api/v1/legends/search?legendType=SONG&page=1').json({})
    assert.lengthOf(second.body().elements, 2)
    ;(await client.post('/api/v1/legends/search?sort=SIDEWAYS').json({})).assertStatus(422)
  })

  test('the nominator deletes before any vote; after a vote only a moderator can', async ({ client, assert }) => {
    const owner = await signedIn()
    const early = await nominatedLegend(owner.user)
    ;(await client.delete(`/api/v1/legends/${early.legendUuid}`).header('authorization', owner.bearer)).assertStatus(
      204
    )
    ;(await client.get(`/api/v1/legends/${early.legendUuid}`)).assertStatus(404)

    const voted = await nominatedLegend(owner.user)
    const { voteForLegend } = await import('#legends/actions/vote')
    await voteForLegend((await signedIn()).user, voted.legendUuid)
    const refused = await client.delete(`/api/v1/legends/${voted.legendUuid}`).header('authorization', owner.bearer)
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { errors: [{ message: legendMessages.deleteForbidden }] })
    const stranger = await signedIn()
    ;(await client.delete(`/api/v1/legends/${voted.legendUuid}`).header('authorization', stranger.bearer)).assertStatus(
      403
    )
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    ;(
      await client.delete(`/api/v1/legends/${voted.legendUuid}`).header('authorization', moderator.bearer)
    ).assertStatus(204)
    assert.isNull(await Legend.findBy('uuid', voted.legendUuid))
  })

  test('an unknown or malformed uuid is 404', async ({ client }) => {
    ;(await client.get('/api/v1/legends/00000000-0000-4000-8000-000000000000')).assertStatus(404)
    ;(await client.get('/api/v1/legends/not-a-uuid')).assertStatus(404)
  })
})

test.group('Legends: the judges', (group) => {
  group.each.setup(freshTables)

  async function onReview(votes = 1) {
    await settings({ expectedMinimalVote: votes })
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const { voteForLegend } = await import('#legends/actions/vote')
    for (let index = 0; index < votes; index += 1) await voteForLegend((await signedIn()).user, legend.legendUuid)
    await stageEndsIn(legend.legendUuid, -1000)
    await closeVotingStages()
    return { owner, legend }
  }

  const decide = (client: ApiClient, bearer: string, id: number, body: object) =>
    client.post(`/admin/api/legend-reviews/${id}/decisions`).header('authorization', bearer).json(body)

  test('a non-judge deciding is refused with 403, whatever else they hold', async ({ client, assert }) => {
    const { legend } = await onReview()
    for (const held of [[], ['MODERATOR'], ['ADMIN'], ['ARTIST']] as const) {
      const someone = await signedIn({ authorities: [...held] })
      const answer = await decide(client, someone.bearer, legend.id, { decision: 'INDUCT' })
      answer.assertStatus(403)
    }
    assert.equal((await Legend.findByOrFail('uuid', legend.legendUuid)).status, 'REVIEWING')
  })

  test('the queue lists legends On Reviewing with the vote figures; a judge inducts: SUCCESS, judge listed, in the playlist', async ({
    client,
    assert,
  }) => {
    const { legend } = await onReview(2)
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const queue = await client.get('/admin/api/legend-reviews').header('authorization', judge.bearer)
    queue.assertStatus(200)
    assert.equal(queue.header('content-range'), 'legend-reviews 0-0/1')
    assert.include(queue.body()[0], { id: legend.id, legendUuid: legend.legendUuid, voteCount: 2, quorum: 1 })
    assert.isString(queue.body()[0].firstVoteAt)
    assert.equal(queue.body()[0].ownerLegendStarterOpinion, 'Everyone sings it')

    const decided = await decide(client, judge.bearer, legend.id, { decision: 'INDUCT' })
    decided.assertStatus(200)
    assert.equal(decided.body().status, 'SUCCESS')
    assert.deepEqual(
      decided
        .body()
        .decisions.map((entry: { decision: string; judgeNickName: string }) => [entry.decision, entry.judgeNickName]),
      [['INDUCT', judge.user.nickName]]
    )
    const read = await client.get(`/api/v1/legends/${legend.legendUuid}`)
    assert.equal(read.body().status, 'SUCCESS')
    assert.deepEqual(read.body().judges, [
      { uuid: judge.user.uuid, nickName: judge.user.nickName, publicName: judge.user.publicName },
    ])
    const legends = await client.post('/api/v1/legends/search?isLegend=true').json({})
    assert.deepEqual(
      legends.body().elements.map((entry: { legendUuid: string }) => entry.legendUuid),
      [legend.legendUuid]
    )
    const playlist = await client.get('/api/v1/legends/songs-legends')
    assert.deepEqual(
      playlist.body().elements.map((song: { legendUuid: string }) => song.legendUuid),
      [legend.legendUuid]
    )
    assert.isString(playlist.body().elements[0].songUrl)
    assert.deepEqual((await client.get('/api/v1/legends/songs-legends/counts')).body(), { count: 1 })
    // Decided: no second decision.
    const again = await decide(client, judge.bearer, legend.id, { decision: 'REJECT', reason: 'no' })
    again.assertStatus(409)
    assert.deepEqual(again.body(), { errors: [{ message: legendMessages.notReviewing }] })
  })

  test('with a quorum of 2, one judge’s decision is recorded (202) and the legend waits; the second decides', async ({
    client,
    assert,
  }) => {
    const { legend } = await onReview()
    await settings({ expectedMinimalVote: 1, judgesQuorum: 2 })
    const first = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const second = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const pending = await decide(client, first.bearer, legend.id, { decision: 'INDUCT' })
    pending.assertStatus(202)
    assert.include(pending.body(), { status: 'REVIEWING', decided: false, inducting: 1, quorum: 2 })
    assert.equal((await Legend.findByOrFail('uuid', legend.legendUuid)).status, 'REVIEWING')
    const twice = await decide(client, first.bearer, legend.id, { decision: 'INDUCT' })
    twice.assertStatus(409)
    assert.deepEqual(twice.body(), { errors: [{ message: legendMessages.alreadyDecided }] })
    const done = await decide(client, second.bearer, legend.id, { decision: 'INDUCT' })
    done.assertStatus(200)
    assert.include(done.body(), { status: 'SUCCESS', decided: true, inducting: 2 })
  })

  test('a rejection needs a reason; the reason is shown to the nominator only', async ({ client, assert }) => {
    const { owner, legend } = await onReview()
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const bare = await decide(client, judge.bearer, legend.id, { decision: 'REJECT' })
    bare.assertStatus(422)
    assert.deepEqual(bare.body().errors, [{ message: legendMessages.reasonRequired, field: 'reason' }])
    const rejected = await decide(client, judge.bearer, legend.id, {
      decision: 'REJECT',
      reason: 'A folk song has no single author',
    })
    rejected.assertStatus(200)
    assert.equal(rejected.body().status, 'REJECTED')
    const byOwner = await client.get(`/api/v1/legends/${legend.legendUuid}`).header('authorization', owner.bearer)
    assert.equal(byOwner.body().rejectionReason, 'A folk song has no single author')
    const byStranger = await client.get(`/api/v1/legends/${legend.legendUuid}`)
    assert.isNull(byStranger.body().rejectionReason)
  })

  test('a legend still on voting cannot be decided (409)', async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const answer = await decide(client, judge.bearer, legend.id, { decision: 'INDUCT' })
    answer.assertStatus(409)
    assert.deepEqual(answer.body(), { errors: [{ message: legendMessages.notReviewing }] })
  })

  test('administrators edit the settings; new nominations take them, running stages keep theirs', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const before = await nominatedLegend(owner.user)
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const saved = await client
      .put('/admin/api/legend-settings/1')
      .header('authorization', admin.bearer)
      .json({ voteStageDays: 3, expectedMinimalVote: 25, judgesQuorum: 2, nominationsPerDay: 4 })
    saved.assertStatus(200)
    assert.deepEqual(saved.body(), {
      id: 1,
      voteStageDays: 3,
      expectedMinimalVote: 25,
      judgesQuorum: 2,
      nominationsPerDay: 4,
    })
    const after = await nominatedLegend(owner.user)
    assert.equal(after.voteInfo.expectedMinimalVote, 25)
    assert.closeTo(Date.parse(after.voteInfo.firstVoteStageOpenUntil) - Date.now(), 3 * day, 60_000)
    assert.equal((await client.get(`/api/v1/legends/${before.legendUuid}`)).body().voteInfo.expectedMinimalVote, 10)
    const invalid = await client
      .put('/admin/api/legend-settings/1')
      .header('authorization', admin.bearer)
      .json({ voteStageDays: 0, expectedMinimalVote: 25, judgesQuorum: 2, nominationsPerDay: 4 })
    invalid.assertStatus(422)
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await client.put('/admin/api/legend-settings/1').header('authorization', judge.bearer).json({})).assertStatus(403)
  })

  test('moderators correct a nomination’s text and remove one', async ({ client, assert }) => {
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const edited = await client
      .put(`/admin/api/legends/${legend.id}`)
      .header('authorization', moderator.bearer)
      .json({ name: 'Виправлена назва', ownerLegendStarterOpinion: 'Чиста думка' })
    edited.assertStatus(200)
    assert.include(edited.body(), { name: 'Виправлена назва', ownerLegendStarterOpinion: 'Чиста думка' })
    const tooLong = await client
      .put(`/admin/api/legends/${legend.id}`)
      .header('authorization', moderator.bearer)
      .json({ name: 'я'.repeat(37) })
    tooLong.assertStatus(422)
    ;(
      await client
        .delete(`/admin/api/legends/${legend.id}`)
        .header('authorization', moderator.bearer)
        .json({ reason: 'Порушує правила' })
    ).assertStatus(200)
    assert.isNull(await Legend.find(legend.id))
  })
})
