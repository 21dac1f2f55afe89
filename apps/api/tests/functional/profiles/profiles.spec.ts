import { gradientPng } from '@kobza/testkit'
import { test } from '@japa/runner'
import { profileMessages, messages } from '@kobza/contract'
import User from '#accounts/user'
import { createUser, signedIn } from '#tests/helpers'

const SEVEN_MB = Buffer.concat([gradientPng(8, 8), Buffer.alloc(7 * 1024 * 1024)])

test.group('Profiles: reading', () => {
  test('anyone reads a profile by uuid, id or nickName; the owner sees OWNER', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const byUuid = await client.get(`/api/v1/profiles/${owner.user.uuid}`)
    byUuid.assertStatus(200)
    assert.containsSubset(byUuid.body(), {
      uuid: owner.user.uuid,
      nickName: owner.user.nickName,
      description: null,
      socialLinks: [],
      levelSubscription: 'UNSUBSCRIBED',
      authorities: ['ARTIST'],
      soldServices: { subscribePrice: { price: null }, videoCongratulationPrice: { price: null, rule: null } },
    })
    ;(await client.get(`/api/v1/profiles/${owner.user.id}`)).assertStatus(200)
    const byNick = await client.get(`/api/v1/profiles/${owner.user.nickName.toUpperCase()}`)
    assert.equal(byNick.body().uuid, owner.user.uuid)
    const own = await client.get(`/api/v1/profiles/${owner.user.uuid}`).header('authorization', owner.bearer)
    assert.equal(own.body().levelSubscription, 'OWNER')
    const fan = await signedIn()
    const asFan = await client.get(`/api/v1/profiles/${owner.user.uuid}`).header('authorization', fan.bearer)
    assert.equal(asFan.body().levelSubscription, 'UNSUBSCRIBED')
  })

  test("a judge's profile carries JUDGE_HALL_OF_FAME", async ({ client, assert }) => {
    const judge = await createUser({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const response = await client.get(`/api/v1/profiles/${judge.uuid}`)
    assert.deepEqual(response.body().authorities, ['JUDGE_HALL_OF_FAME'])
  })

  test('an unknown or blocked profile is 404', async ({ client }) => {
    ;(await client.get('/api/v1/profiles/nobody_here')).assertStatus(404)
    const blocked = await createUser({ status: 'BLOCKED' })
    ;(await client.get(`/api/v1/profiles/${blocked.uuid}`)).assertStatus(404)
  })
})

test.group('Profiles: editing', () => {
  test('the owner edits names, description and links; an empty link clears it', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const nick = `ed_${Date.now().toString(36)}`.slice(0, 20)
    const response = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .field('publicName', 'Нова Назва')
      .field('nickName', nick)
      .field('description', 'Пісні з Полісся')
      .field('socialLinkInstagram', 'https://instagram.com/kobza')
      .field('socialLinkTwitter', 'http://x.com/kobza')
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      publicName: 'Нова Назва',
      nickName: nick,
      description: 'Пісні з Полісся',
      levelSubscription: 'OWNER',
      socialLinks: [
        { type: 'INSTAGRAM', link: 'https://instagram.com/kobza' },
        { type: 'TWITTER', link: 'http://x.com/kobza' },
      ],
    })
    const cleared = await client
      .patch(`/api/v1/profiles/${nick}`)
      .header('authorization', owner.bearer)
      .field('socialLinkTwitter', '')
    cleared.assertStatus(200)
    assert.deepEqual(cleared.body().socialLinks, [{ type: 'INSTAGRAM', link: 'https://instagram.com/kobza' }])
    assert.equal(cleared.body().description, 'Пісні з Полісся')
  })

  test("editing someone else's profile is 403; without a session 401", async ({ client, assert }) => {
    const owner = await createUser({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    const response = await client
      .patch(`/api/v1/profiles/${owner.uuid}`)
      .header('authorization', other.bearer)
      .field('description', 'hijacked')
    response.assertStatus(403)
    assert.equal(response.body().errors[0].message, profileMessages.notOwner)
    ;(await client.patch(`/api/v1/profiles/${owner.uuid}`).field('description', 'x')).assertStatus(401)
    assert.isNull((await client.get(`/api/v1/profiles/${owner.uuid}`)).body().description)
  })

  test('a taken nickname is refused, whatever its case', async ({ client, assert }) => {
    const taken = await createUser()
    const owner = await signedIn()
    const response = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .field('nickName', taken.nickName.toUpperCase())
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: profileMessages.nickNameTaken, field: 'nickName' }])
  })

  test('a 21-character or non-URL-safe nickname is refused', async ({ client, assert }) => {
    const owner = await signedIn()
    const long = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .field('nickName', 'a'.repeat(21))
    long.assertStatus(422)
    assert.deepEqual(long.body().errors, [{ message: messages.maxChars(21, 20), field: 'nickName' }])
    const slash = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .field('nickName', 'a/b?c')
    slash.assertStatus(422)
    assert.equal(slash.body().errors[0].message, profileMessages.nickNameFormat)
    assert.equal((await User.findOrFail(owner.user.id)).nickName, owner.user.nickName)
  })

  test('a javascript: link, a 201-character link and a 1001-character description are refused', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn()
    const script = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .field('socialLinkFacebook', 'javascript:alert(1)')
    script.assertStatus(422)
    assert.deepEqual(script.body().errors, [{ message: profileMessages.socialLinkScheme, field: 'socialLinkFacebook' }])
    const long = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .field('socialLinkInstagram', `https://i.com/${'a'.repeat(187)}`)
      .field('description', 'd'.repeat(1001))
    long.assertStatus(422)
    assert.sameMembers(
      long.body().errors.map((error: { field: string }) => error.field),
      ['socialLinkInstagram', 'description']
    )
  })

  test('avatar and cover: PNG stored; a text file named .png is 422; a 7 MB picture is 413', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const ok = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .file('avatar', gradientPng(), { filename: 'me.png' })
      .file('cover', gradientPng(96, 32), { filename: 'cover.png' })
    ok.assertStatus(200)
    assert.match(ok.body().avatar, /^\/api\/v1\/media\/public\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    assert.match(ok.body().cover, /^\/api\/v1\/media\/public\//)
    assert.equal((await User.findOrFail(owner.user.id)).avatar, ok.body().avatar)

    const text = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .file('avatar', Buffer.from('not a picture at all'), { filename: 'fake.png' })
    text.assertStatus(422)
    assert.deepEqual(text.body().errors, [{ message: profileMessages.imageType, field: 'avatar' }])

    const big = await client
      .patch(`/api/v1/profiles/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .file('cover', SEVEN_MB, { filename: 'big.png' })
    big.assertStatus(413)
    assert.deepEqual(big.body().errors, [{ message: profileMessages.imageTooLarge, field: 'cover' }])
    assert.equal((await client.get(`/api/v1/profiles/${owner.user.uuid}`)).body().cover, ok.body().cover)
  })
})

test.group('Service prices', () => {
  test('the owner sets both prices; an empty rule is stored as null; anyone reads them', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const set = await client
      .patch(`/api/v1/service-prices/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .json({ subscribePrice: { price: 50 }, videoCongratulationPrice: { price: 300, rule: '   ' } })
    set.assertStatus(200)
    assert.deepEqual(set.body(), {
      subscribePrice: { price: 50 },
      videoCongratulationPrice: { price: 300, rule: null },
    })
    const read = await client.get(`/api/v1/service-prices/${owner.user.uuid}`)
    read.assertStatus(200)
    assert.deepEqual(read.body(), set.body())
    const profile = await client.get(`/api/v1/profiles/${owner.user.uuid}`)
    assert.deepEqual(profile.body().soldServices, set.body())
    const withRule = await client
      .patch(`/api/v1/service-prices/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .json({ subscribePrice: 60, videoCongratulationPrice: 400, rule: 'Up to 1 minute' })
    assert.deepEqual(withRule.body().videoCongratulationPrice, { price: 400, rule: 'Up to 1 minute' })
  })

  test('prices never set read as nulls; an unknown, blocked or malformed account is 404', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const unset = await client.get(`/api/v1/service-prices/${artist.user.uuid}`)
    unset.assertStatus(200)
    assert.deepEqual(unset.body(), {
      subscribePrice: { price: null },
      videoCongratulationPrice: { price: null, rule: null },
    })
    assert.deepEqual((await client.get(`/api/v1/profiles/${artist.user.uuid}`)).body().soldServices, unset.body())
    const blocked = await createUser({ authorities: ['ARTIST'], status: 'BLOCKED' })
    for (const reference of [blocked.uuid, '00000000-0000-4000-8000-000000000000', artist.user.nickName]) {
      const missing = await client.get(`/api/v1/service-prices/${reference}`)
      missing.assertStatus(404)
      assert.property(missing.body().errors[0], 'message')
    }
  })

  test('prices below 1 or missing are 422', async ({ client, assert }) => {
    const owner = await signedIn({ authorities: ['ARTIST'] })
    const low = await client
      .patch(`/api/v1/service-prices/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .json({ subscribePrice: { price: 0 }, videoCongratulationPrice: { price: 10 } })
    low.assertStatus(422)
    assert.equal(low.body().errors[0].message, messages.minValue(1))
    const missing = await client
      .patch(`/api/v1/service-prices/${owner.user.uuid}`)
      .header('authorization', owner.bearer)
      .json({ subscribePrice: { price: 10 } })
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].field, 'videoCongratulationPrice')
  })

  test('an account without ARTIST cannot set prices on its own profile', async ({ client, assert }) => {
    const fan = await signedIn()
    const response = await client
      .patch(`/api/v1/service-prices/${fan.user.uuid}`)
      .header('authorization', fan.bearer)
      .json({ subscribePrice: 5, videoCongratulationPrice: 5 })
    response.assertStatus(403)
    assert.equal(response.body().errors[0].message, profileMessages.artistsOnly)
  })

  test("changing someone else's prices is 403", async ({ client }) => {
    const owner = await createUser({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    ;(
      await client
        .patch(`/api/v1/service-prices/${owner.uuid}`)
        .header('authorization', other.bearer)
        .json({ subscribePrice: 5, videoCongratulationPrice: 5 })
    ).assertStatus(403)
  })
})
