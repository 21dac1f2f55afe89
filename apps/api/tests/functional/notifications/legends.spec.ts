import { test } from '@japa/runner'
import { decideOnLegend } from '#legends/actions/decide'
import { voteForLegend } from '#legends/actions/vote'
import { closeVotingStages } from '#legends/actions/close_stages'
import { signedIn } from '#tests/helpers'
import { nominatedLegend, settings, stageEndsIn } from '../legends/helpers.js'
import { ofType, setChannels, toldOf } from './helpers.js'

type Session = Awaited<ReturnType<typeof signedIn>>

/**
 * Two of the owner's legends voted through to the judges by `voters`, then one inducted and one
 * rejected by a judge; `beforeDecision` looks in between.
 */
async function judgedPair(owner: Session, voters: Session[], beforeDecision = async () => {}) {
  await settings({ expectedMinimalVote: 1, judgesQuorum: 1 })
  const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
  const inducted = await nominatedLegend(owner.user)
  const rejected = await nominatedLegend(owner.user)
  for (const legend of [inducted, rejected]) {
    for (const voter of voters) await voteForLegend(voter.user, legend.legendUuid)
    await stageEndsIn(legend.legendUuid, -1000)
  }
  await closeVotingStages()
  await beforeDecision()
  await decideOnLegend(judge.user, inducted.id, 'INDUCT', undefined)
  await decideOnLegend(judge.user, rejected.id, 'REJECT', 'Not yet')
  return { judge, inducted, rejected }
}

test.group('Notifications: Hall of Fame', (group) => {
  group.each.teardown(() => settings())

  test('the nominator is told once the judges decide, inducted or not; no judge is named', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const { inducted, rejected } = await judgedPair(owner, [await signedIn()], async () => {
      assert.deepEqual(await ofType(client, owner.bearer, 'NOMINATION_DECIDED'), [])
    })
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

  test('a legend that reached its votes tells the judges, not a judge who nominated it; a missed one nobody', async ({
    client,
    assert,
  }) => {
    await settings({ expectedMinimalVote: 1, judgesQuorum: 1 })
    // Other specs' stages that are already over close first: their judges' news is not this test's.
    await closeVotingStages()
    const owner = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const quiet = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    ;(await setChannels(client, quiet.bearer, { LEGEND_AWAITING_REVIEW: { inApp: false } })).assertStatus(200)
    const reached = await nominatedLegend(owner.user, { name: 'Червона рута' })
    const missed = await nominatedLegend(owner.user)
    await voteForLegend((await signedIn()).user, reached.legendUuid)
    for (const legend of [reached, missed]) await stageEndsIn(legend.legendUuid, -1000)
    await closeVotingStages()
    assert.deepEqual(await toldOf(client, { owner, judge, quiet, moderator }, 'LEGEND_AWAITING_REVIEW'), {
      owner: [],
      judge: [reached.legendUuid],
      quiet: [],
      moderator: [],
    })
    const [told] = await ofType(client, judge.bearer, 'LEGEND_AWAITING_REVIEW')
    assert.isNull(told!.actor)
    assert.deepEqual(told!.data, { name: 'Червона рута' })
    // A second run moves nothing and tells nobody again.
    await closeVotingStages()
    assert.lengthOf(await ofType(client, judge.bearer, 'LEGEND_AWAITING_REVIEW'), 1)
  })

  test('an inducted legend tells its voters (the nominator has the decision); a rejected one tells them nothing', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const voter = await signedIn()
    const quiet = await signedIn()
    const bystander = await signedIn()
    ;(await setChannels(client, quiet.bearer, { LEGEND_INDUCTED: { inApp: false } })).assertStatus(200)
    const { judge, inducted } = await judgedPair(owner, [owner, voter, quiet])
    assert.deepEqual(await toldOf(client, { owner, voter, quiet, bystander, judge }, 'LEGEND_INDUCTED'), {
      owner: [],
      voter: [inducted.legendUuid],
      quiet: [],
      bystander: [],
      judge: [],
    })
    const [told] = await ofType(client, voter.bearer, 'LEGEND_INDUCTED')
    assert.isNull(told!.actor)
    assert.equal(told!.data.name, inducted.name)
  })
})
