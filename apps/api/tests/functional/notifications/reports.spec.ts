import { test } from '@japa/runner'
import { postFactory } from '#database/factories/post_factory'
import { artistAndFan, signedIn } from '#tests/helpers'
import { report as reportOf } from '../moderation/helpers.js'
import { inbox, ofType, setChannels, toldOf } from './helpers.js'

test.group('Notifications: reports', () => {
  test('a new report tells those who work the queue, not its reporter, nor a moderator who turned it off', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const quiet = await signedIn({ authorities: ['MODERATOR'] })
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await setChannels(client, quiet.bearer, { REPORT_CREATED: { inApp: false } })).assertStatus(200)
    const post = await postFactory(artist.user).create()
    const report = (who: { bearer: string }, reason: string) => reportOf(client, who, 'POST', post, { reason })
    const byFan = await report(fan, 'Реклама казино')
    byFan.assertStatus(201)
    // A moderator's own report is their own act.
    const byModerator = await report(moderator, 'Спам')
    byModerator.assertStatus(201)
    const [fanReport, moderatorReport] = [String(byFan.body().id), String(byModerator.body().id)]

    assert.deepEqual(await toldOf(client, { moderator, admin, quiet, judge, fan, artist }, 'REPORT_CREATED'), {
      moderator: [fanReport],
      admin: [moderatorReport, fanReport],
      quiet: [],
      judge: [],
      fan: [],
      artist: [],
    })
    const [told] = await ofType(client, moderator.bearer, 'REPORT_CREATED')
    assert.equal(told!.actor?.uuid, fan.user.uuid)
    assert.deepEqual(told!.target, { kind: 'REPORT', id: fanReport })
    assert.deepEqual(told!.data, { targetKind: 'POST' })
    // The reason is read in the console, not carried in an inbox.
    assert.notInclude(JSON.stringify(await inbox(client, admin.bearer)), 'казино')
  })
})
