import { test } from '@japa/runner'
import { decideOnLegend } from '#legends/actions/decide'
import { voteForLegend } from '#legends/actions/vote'
import { closeVotingStages } from '#legends/actions/close_stages'
import { signedIn } from '#tests/helpers'
import { nominatedLegend, settings, stageEndsIn } from '../legends/helpers.js'
import { ofType } from './helpers.js'

test.group('Notifications: Hall of Fame', (group) => {
  group.each.teardown(() => settings())

  test('the nominator is told once the judges decide, inducted or not; no judge is named', async ({
    client,
    assert,
  }) => {
    await settings({ expectedMinimalVote: 1, judgesQuorum: 1 })
    const owner = await signedIn()
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const inducted = await nominatedLegend(owner.user)
    const rejected = await nominatedLegend(owner.user)
    for (const legend of [inducted, rejected]) {
      await voteForLegend((await signedIn()).user, legend.legendUuid)
      await stageEndsIn(legend.legendUuid, -1000)
    }
    await closeVotingStages()
    assert.deepEqual(await ofType(client, owner.bearer, 'NOMINATION_DECIDED'), [])
    await decideOnLegend(judge.user, inducted.id, 'INDUCT', undefined)
    await decideOnLegend(judge.user, rejected.id, 'REJECT', 'Not yet')
    const told = await ofType(client, owner.bearer, 'NOMINATION_DECIDED')
    assert.deepEqual(
      told.map((entry) => [entry.target?.id, entry.data.status, entry.actor]),
      [
        [rejected.legendUuid, 'REJECTED', null],
        [inducted.legendUuid, 'SUCCESS', null],
      ]
    )
    assert.notInclude(JSON.stringify(told), 'Not yet')
  })
})
