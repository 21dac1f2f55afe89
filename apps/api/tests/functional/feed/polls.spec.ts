import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { feedMessages, feedPoll as pollSchema, pollVoters, type FeedPost } from '@kobza/contract'
import { artistAndFan, signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { resetFeed } from '#tests/functional/feed/helpers'
import type User from '#accounts/user'

/** The poll of a post as the feed shows it to `bearer`. */
async function pollOf(client: import('@japa/api-client').ApiClient, author: User, postId: number, bearer: string) {
  const response = await client.get(`/api/v1/contents/${author.uuid}/${postId}`).header('authorization', bearer)
  const vote = (response.body() as FeedPost).contents.find((content) => content.type === 'VOTE')
  return vote?.type === 'VOTE' ? vote.vote : undefined
}

test.group('Polls: POST/DELETE /api/v1/polls/{pollId}', (group) => {
  group.each.setup(() => resetFeed())

  test('a single-answer vote answers the options with their shares', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const [fan, fan2] = [await signedIn(), await signedIn()]
    const postId = await postFactory(artist.user).withPoll().create()
    const poll = (await pollOf(client, artist.user, postId, fan.bearer))!
    const [first, second] = poll.options
    const vote = await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([first!.id])
    vote.assertStatus(200)
    const answer = pollSchema.parse(vote.body())
    assert.isTrue(answer.isVoted)
    assert.deepEqual(
      answer.options.map((option) => [option.percentVoted, option.isChosen]),
      [
        [100, true],
        [0, false],
        [0, false],
      ]
    )
    const other = await client
      .post(`/api/v1/polls/${poll.id}`)
      .header('authorization', fan2.bearer)
      .json({ options: [second!.id] })
    assert.deepEqual(
      pollSchema.parse(other.body()).options.map((option) => option.percentVoted),
      [50, 50, 0]
    )
  })

  test('single answer refuses two options; a second vote is a 409; unknown options 422', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const postId = await postFactory(artist.user).withPoll().create()
    const poll = (await pollOf(client, artist.user, postId, fan.bearer))!
    const [a, b] = poll.options.map((option) => option.id)
    const two = await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([a, b])
    two.assertStatus(422)
    assert.equal(two.body().errors[0].message, feedMessages.oneOptionOnly)
    const none = await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([])
    none.assertStatus(422)
    assert.equal(none.body().errors[0].message, feedMessages.chooseOption)
    const foreign = await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([999999])
    foreign.assertStatus(422)
    ;(await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([a])).assertStatus(200)
    const again = await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([b])
    again.assertStatus(409)
    assert.equal(again.body().errors[0].message, feedMessages.alreadyVoted)
    assert.equal(Number((await db.from('polls').where('id', poll.id).first()).count_voters), 1)
  })

  test('a poll that is not anonymous lists its voters per option, in voting order', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const [fan, fan2] = [await signedIn(), await signedIn()]
    const postId = await postFactory(artist.user).withPoll({ isMultiAnswer: true }).create()
    const poll = (await pollOf(client, artist.user, postId, fan.bearer))!
    const [a, b, c] = poll.options.map((option) => option.id)
    await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([a, b])
    await client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan2.bearer).json([a])
    const response = await client.get(`/api/v1/polls/${poll.id}/voters`)
    response.assertStatus(200)
    assert.deepEqual(
      pollVoters.parse(response.body()).map((option) => [option.optionId, option.voters.map((voter) => voter.uuid)]),
      [
        [a, [fan.user.uuid, fan2.user.uuid]],
        [b, [fan.user.uuid]],
        [c, []],
      ]
    )
  })

  test('racing votes of one user count once; racing votes of many count each', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const fans = await Promise.all(Array.from({ length: 4 }, () => signedIn()))
    const postId = await postFactory(artist.user).withPoll().create()
    const poll = (await pollOf(client, artist.user, postId, fans[0]!.bearer))!
    const optionId = poll.options[0]!.id
    const responses = await Promise.all(
      fans.flatMap((fan) =>
        [1, 2, 3].map(() =>
          client.post(`/api/v1/polls/${poll.id}`).header('authorization', fan.bearer).json([optionId])
        )
      )
    )
    assert.deepEqual(
      responses.map((response) => response.status()).sort(),
      [200, 200, 200, 200, 409, 409, 409, 409, 409, 409, 409, 409]
    )
    assert.equal(Number((await db.from('polls').where('id', poll.id).first()).count_voters), 4)
    assert.equal(Number((await db.from('poll_options').where('id', optionId).first()).count_votes), 4)
  })

  test('multi answer takes several options; shares are of voters', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const postId = await postFactory(artist.user).withPoll({ isMultiAnswer: true }).create()
    const poll = (await pollOf(client, artist.user, postId, fan.bearer))!
    const ids = poll.options.map((option) => option.id)
    const vote = await client
      .post(`/api/v1/polls/${poll.id}`)
      .header('authorization', fan.bearer)
      .json([ids[0], ids[2]])
    vote.assertStatus(200)
    assert.deepEqual(
      pollSchema.parse(vote.body()).options.map((option) => option.percentVoted),
      [100, 0, 100]
    )
  })

  test('withdrawing is allowed only where isCanCancelOwnVote; then the user may vote again', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const fixed = (await pollOf(client, artist.user, await postFactory(artist.user).withPoll().create(), fan.bearer))!
    await client.post(`/api/v1/polls/${fixed.id}`).header('authorization', fan.bearer).json([fixed.options[0]!.id])
    const refused = await client.delete(`/api/v1/polls/${fixed.id}`).header('authorization', fan.bearer)
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, feedMessages.cannotWithdraw)

    const open = (await pollOf(
      client,
      artist.user,
      await postFactory(artist.user).withPoll({ isCanCancelOwnVote: true }).create(),
      fan.bearer
    ))!
    ;(await client.delete(`/api/v1/polls/${open.id}`).header('authorization', fan.bearer)).assertStatus(409)
    await client.post(`/api/v1/polls/${open.id}`).header('authorization', fan.bearer).json([open.options[0]!.id])
    const withdrawn = await client.delete(`/api/v1/polls/${open.id}`).header('authorization', fan.bearer)
    withdrawn.assertStatus(200)
    const answer = pollSchema.parse(withdrawn.body())
    assert.isFalse(answer.isVoted)
    assert.equal(answer.countVoters, 0)
    assert.deepEqual(
      answer.options.map((option) => option.percentVoted),
      [0, 0, 0]
    )
    const revote = await client
      .post(`/api/v1/polls/${open.id}`)
      .header('authorization', fan.bearer)
      .json([open.options[1]!.id])
    revote.assertStatus(200)
  })

  test('anonymous polls never name voters; premium polls refuse non-subscribers; guests get 401', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const postId = await postFactory(artist.user).premium().withPoll({ isAnonymous: true }).create()
    const pollRow = await db.from('polls').where('post_id', postId).first()
    const option = await db.from('poll_options').where('poll_id', pollRow.id).first()
    ;(await client.post(`/api/v1/polls/${pollRow.id}`).json([option.id])).assertStatus(401)
    const refused = await client
      .post(`/api/v1/polls/${pollRow.id}`)
      .header('authorization', fan.bearer)
      .json([option.id])
    refused.assertStatus(403)
    await subscription(fan.user, artist.user)
    const vote = await client.post(`/api/v1/polls/${pollRow.id}`).header('authorization', fan.bearer).json([option.id])
    vote.assertStatus(200)
    const voters = await client.get(`/api/v1/polls/${pollRow.id}/voters`).header('authorization', fan.bearer)
    voters.assertStatus(403)
    assert.equal(voters.body().errors[0].message, feedMessages.anonymousPoll)
    const text = JSON.stringify(vote.body())
    assert.notInclude(text, fan.user.uuid)
    assert.notInclude(text, fan.user.nickName)
    ;(await client.post('/api/v1/polls/999999').header('authorization', fan.bearer).json([1])).assertStatus(404)
  })
})
