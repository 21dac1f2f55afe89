import { test } from '@japa/runner'
import { findUserByEmail } from '#accounts/public'
import { issueTokenPair } from '#accounts/token_service'
import { ledgerGroup } from '../payments/helpers.js'
import { demoContext, seedDemoUpToGreetings } from '../greetings/helpers.js'
import { inbox } from './helpers.js'
import { settleDemoNotifications } from '#notifications/demo'
import { demoPeople } from '#accounts/public'

/*
 * `kobza seed demo` goes through the real use cases (sandbox callbacks, deliveries, declines),
 * so the demo artist and fan find real notifications of them; seeding again tells nobody twice.
 */
ledgerGroup('Notifications demo', () => {
  test('the demo artist and fan have notifications of the demo’s payments and greetings', async ({
    client,
    assert,
  }) => {
    await seedDemoUpToGreetings()
    const bearerOf = async (email: string) =>
      `Bearer ${(await issueTokenPair((await findUserByEmail(email))!)).access_token}`
    const types = async (email: string) =>
      (await inbox(client, await bearerOf(email), { size: 100 })).elements.map((entry) => entry.type)

    const artistTypes = await types('artist@kobza.local')
    assert.include(artistTypes, 'GREETING_ORDERED')
    const fanTypes = await types('fan@kobza.local')
    assert.includeMembers(fanTypes, ['GREETING_DELIVERED'])
    const before = { artist: artistTypes.length, fan: fanTypes.length }

    await seedDemoUpToGreetings()
    assert.lengthOf(await types('artist@kobza.local'), before.artist)
    assert.lengthOf(await types('fan@kobza.local'), before.fan)
  })

  test('the seed leaves each demo person a few unread notifications, spread back in time, newest first', async ({
    client,
    assert,
  }) => {
    await seedDemoUpToGreetings()
    await settleDemoNotifications(demoContext)
    const bearerOf = async (email: string) =>
      `Bearer ${(await issueTokenPair((await findUserByEmail(email))!)).access_token}`
    let settled = 0
    for (const person of demoPeople) {
      const page = await inbox(client, await bearerOf(person.email), { size: 100 })
      const unread = page.elements.filter((entry) => entry.readAt === null)
      assert.isAtMost(unread.length, 4, person.email)
      assert.deepEqual(
        page.elements.slice(0, unread.length).map((entry) => entry.readAt),
        unread.map(() => null),
        `${person.email}: the unread ones are the newest`
      )
      const times = page.elements.map((entry) => Date.parse(entry.createdAt))
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        `${person.email}: newest first`
      )
      if (page.elements.length > 4) {
        settled += 1
        assert.isAbove(times[0]! - times.at(-1)!, 60 * 60_000, `${person.email}: spread over more than an hour`)
      }
    }
    assert.isAbove(settled, 0, 'someone had more than four')

    // Once the demo is used (something read), seeding again leaves the notifications alone.
    const fan = await bearerOf('fan@kobza.local')
    const before = await inbox(client, fan, { size: 100 })
    await seedDemoUpToGreetings()
    await settleDemoNotifications(demoContext)
    assert.deepEqual(await inbox(client, fan, { size: 100 }), before)
  })
})
