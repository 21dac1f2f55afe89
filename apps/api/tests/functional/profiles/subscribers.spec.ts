import { test } from '@japa/runner'
import { profileMessages } from '@kobza/contract'
import { DateTime } from 'luxon'
import { createUser, outboxMailsTo, runJobs, signedIn, tokenFromLink } from '#tests/helpers'
import { invitationKeyMailedTo, invite } from './helpers.js'

test.group('Subscribers', () => {
  test("listing another artist's subscribers is 403; the owner gets the list", async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    const refused = await client.get(`/api/v1/subscribers/${owner.user.uuid}`).header('authorization', other.bearer)
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, profileMessages.notOwner)
    ;(await client.get(`/api/v1/subscribers/${owner.user.uuid}`)).assertStatus(401)
    const own = await client.get(`/api/v1/subscribers/${owner.user.uuid}`).header('authorization', owner.bearer)
    own.assertStatus(200)
    assert.deepEqual(own.body(), { elements: [], totalPages: 0 })
  })

  test('the owner invites by e-mail: the mail links to the acceptance page on the public origin', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const email = `invitee${Date.now()}@example.test`
    const sent = await invite(client, owner, { email, days: 30 })
    sent.assertStatus(200)
    assert.deepEqual(sent.body(), { message: profileMessages.invitationSent })
    await runJobs()
    const [mail] = await outboxMailsTo(email)
    assert.exists(mail)
    const link = mail!.links.find((candidate) => candidate.includes('/subscriptions/invitation'))!
    assert.isAbove(tokenFromLink(link, 'key').length, 20)

    const other = await signedIn({ authorities: ['ARTIST'] })
    ;(
      await client
        .post(`/api/v1/subscribers/${owner.user.uuid}`)
        .header('authorization', other.bearer)
        .json({ email: 'someone@example.test' })
    ).assertStatus(403)
    const invalid = await invite(client, owner, { email: 'not-an-email' })
    invalid.assertStatus(422)
    assert.equal(invalid.body().errors[0].field, 'email')
  })

  test('an unknown invitation key is 400', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await client.post('/api/v1/subscribers/invitations/nope').header('authorization', fan.bearer)
    response.assertStatus(400)
    assert.equal(response.body().errors[0].message, profileMessages.invitationInvalid)
  })

  test('only the subscriber or the owner may end a subscription', async ({ client }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const fan = await signedIn()
    const stranger = await signedIn()
    const path = `/api/v1/subscribers/${owner.user.uuid}/${fan.user.uuid}`
    ;(await client.delete(path).header('authorization', stranger.bearer)).assertStatus(403)
    ;(await client.delete(path).header('authorization', fan.bearer)).assertStatus(204)
    ;(await client.delete(path).header('authorization', owner.bearer)).assertStatus(204)
    const nobody = await createUser()
    ;(
      await client
        .delete(`/api/v1/subscribers/${owner.user.uuid}/${nobody.uuid}x`)
        .header('authorization', owner.bearer)
    ).assertStatus(404)
  })
})

test.group('Subscribers: with subscriptions', () => {
  test('accepting an invitation subscribes the invitee once; the owner then lists them', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const fan = await signedIn()
    ;(await invite(client, owner, { email: fan.user.email, days: 10 })).assertStatus(200)
    const key = await invitationKeyMailedTo(fan.user.email)
    ;(await client.post(`/api/v1/subscribers/invitations/${key}`)).assertStatus(401)
    const accepted = await client.post(`/api/v1/subscribers/invitations/${key}`).header('authorization', fan.bearer)
    accepted.assertStatus(200)
    assert.deepEqual(accepted.body().artist, { uuid: owner.user.uuid, nickName: owner.user.nickName })
    const until = DateTime.fromSQL(accepted.body().until, { zone: 'utc' })
    assert.closeTo(until.diff(DateTime.utc(), 'days').days, 10, 0.01)
    ;(await client.post(`/api/v1/subscribers/invitations/${key}`).header('authorization', fan.bearer)).assertStatus(400)

    const profile = await client.get(`/api/v1/profiles/${owner.user.uuid}`).header('authorization', fan.bearer)
    assert.equal(profile.body().levelSubscription, 'SUBSCRIBED')
    const list = await client.get(`/api/v1/subscribers/${owner.user.uuid}`).header('authorization', owner.bearer)
    list.assertStatus(200)
    assert.equal(list.body().totalPages, 1)
    assert.deepEqual(list.body().elements[0].follower, {
      uuid: fan.user.uuid,
      nickName: fan.user.nickName,
      avatar: null,
    })
    assert.match(list.body().elements[0].subscribeAt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    // The subscriber leaves: cancelled at the end of the granted period, so they stay listed and
    // SUBSCRIBED until then (tests/functional/subscriptions covers the end itself).
    ;(
      await client.delete(`/api/v1/subscribers/${owner.user.uuid}/${fan.user.uuid}`).header('authorization', fan.bearer)
    ).assertStatus(204)
    const after = await client.get(`/api/v1/subscribers/${owner.user.uuid}`).header('authorization', owner.bearer)
    assert.equal(after.body().elements.length, 1)
    const again = await client.get(`/api/v1/profiles/${owner.user.uuid}`).header('authorization', fan.bearer)
    assert.equal(again.body().levelSubscription, 'SUBSCRIBED')
    assert.deepEqual(again.body().subscription, { activeUntil: accepted.body().until, cancelled: true })
  })

  test('the artist cannot accept their own invitation', async ({ client }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const email = `self${Date.now()}@example.test`
    await invite(client, owner, { email })
    const key = await invitationKeyMailedTo(email)
    ;(await client.post(`/api/v1/subscribers/invitations/${key}`).header('authorization', owner.bearer)).assertStatus(
      400
    )
  })
})
