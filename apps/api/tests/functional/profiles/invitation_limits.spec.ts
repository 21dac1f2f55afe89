import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { messages, profileMessages } from '@kobza/contract'
import { clock } from '#core/clock'
import { rateLimits } from '#accounts/public'
import SubscriberInvitation from '#profiles/subscriber_invitation'
import { bearerFor, createUser, outboxMailsTo, runJobs, signedIn } from '#tests/helpers'

/*
 * Issue 31 item 3: POST /api/v1/subscribers/{uuid} is not a mail relay. The artist has an
 * hourly allowance; an address is mailed at most a few invitations a day from every artist
 * together, never again by an artist who invited it recently or whose invitation it let lapse;
 * and the answer is the same whether or not the address has an account.
 */

type Session = Awaited<ReturnType<typeof signedIn>>

const day = 24 * 60 * 60 * 1000
let sequence = 0
const freshAddress = () => `relay${Date.now()}-${(sequence += 1)}@example.test`

function invite(client: ApiClient, artist: Session, email: string) {
  return client
    .post(`/api/v1/subscribers/${artist.user.uuid}`)
    .header('authorization', artist.bearer)
    .json({ email, days: 30 })
}

async function mailsTo(email: string) {
  await runJobs()
  return (await outboxMailsTo(email)).length
}

const invitationsTo = async (email: string) => (await SubscriberInvitation.query().where('email', email)).length

test.group('Subscriber invitations: not a mail relay', (group) => {
  group.each.teardown(() => clock.reset())

  test('an address this artist invited recently is not mailed again; the answer is the same', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const email = freshAddress()
    const first = await invite(client, artist, email)
    first.assertStatus(200)
    const again = await invite(client, artist, email.toUpperCase())
    again.assertStatus(200)
    assert.deepEqual(again.body(), first.body())
    assert.equal(await mailsTo(email), 1)
    assert.equal(await invitationsTo(email), 1)
  })

  test('an invitation the recipient let lapse counts as a refusal: that artist does not mail them again', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const email = freshAddress()
    ;(await invite(client, artist, email)).assertStatus(200)
    clock.travel(15 * day)
    const fresh = { ...artist, bearer: await bearerFor(artist.user) }
    const answer = await invite(client, fresh, email)
    answer.assertStatus(200)
    assert.deepEqual(answer.body(), { message: profileMessages.invitationSent })
    assert.equal(await mailsTo(email), 1)
    assert.equal(await invitationsTo(email), 1)
  })

  test('an address gets at most the day’s invitations from every artist together; then the same answer, no mail', async ({
    client,
    assert,
  }) => {
    const email = freshAddress()
    const allowance = rateLimits.invitationsPerRecipient.requests
    for (let index = 0; index < allowance; index += 1) {
      const artist = await signedIn({ authorities: ['ARTIST'] })
      ;(await invite(client, artist, email)).assertStatus(200)
    }
    const oneMore = await signedIn({ authorities: ['ARTIST'] })
    const answer = await invite(client, oneMore, email)
    answer.assertStatus(200)
    assert.deepEqual(answer.body(), { message: profileMessages.invitationSent })
    assert.equal(await mailsTo(email), allowance)
    assert.equal(await invitationsTo(email), allowance)
  })

  test('an artist past the hourly allowance gets 429 with Retry-After; nothing is recorded or mailed', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const allowance = rateLimits.invitationsPerArtist.requests
    for (let index = 0; index < allowance; index += 1) (await invite(client, artist, freshAddress())).assertStatus(200)
    const email = freshAddress()
    const refused = await invite(client, artist, email)
    refused.assertStatus(429)
    assert.deepEqual(refused.body(), { errors: [{ message: messages.tooManyRequests }] })
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.equal(await mailsTo(email), 0)
    assert.equal(await invitationsTo(email), 0)
  })

  test('the answer is the same whether or not the address has an account', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const member = await createUser({ email: freshAddress() })
    const known = await invite(client, artist, member.email)
    const unknown = await invite(client, artist, freshAddress())
    assert.equal(known.status(), unknown.status())
    assert.deepEqual(known.body(), unknown.body())
    // Asked again, both stay silent alike.
    const knownAgain = await invite(client, artist, member.email)
    assert.deepEqual([knownAgain.status(), knownAgain.body()], [known.status(), known.body()])
  })
})
