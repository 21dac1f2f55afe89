import { test } from '@japa/runner'
import { findUserByEmail } from '#accounts/public'
import { issueTokenPair } from '#accounts/token_service'
import { ledgerGroup } from '../payments/helpers.js'
import { seedDemoUpToGreetings } from '../greetings/helpers.js'
import { inbox } from './helpers.js'

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
})
