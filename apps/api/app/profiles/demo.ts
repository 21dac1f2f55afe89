import { gradientPng } from '@kobza/testkit'
import { User } from '#accounts/public'
import type { DemoContext, DemoResult } from '#core/console_app'
import Profile from '#profiles/profile'
import ServicePrice from '#profiles/service_price'
import { storeBytes } from '#media/public'
import { updateProfile } from '#profiles/actions/update_profile'
import { setServicePrices } from '#profiles/actions/service_prices'
import { grantComplimentary } from '#profiles/actions/subscribers'

/** The demo fan who follows every demo artist (the feed's demo subscribes fan and fan2 to one each). */
const LOYAL_FAN = 'fan3@kobza.local'

/** The demo's artists: ARTIST accounts on the demo's own domain (accounts/demo.ts makes them). */
export function demoArtists() {
  return User.query()
    .where('email', 'like', '%@kobza.local')
    .whereHas('authorityRows', (query) => query.where('authority', 'ARTIST'))
    .preload('authorityRows')
    .orderBy('id')
}

const palettes: Array<[number[], number[]]> = [
  [
    [0, 87, 183],
    [255, 215, 0],
  ],
  [
    [120, 20, 40],
    [250, 170, 90],
  ],
  [
    [20, 90, 60],
    [200, 230, 140],
  ],
]

const descriptions = [
  'Співачка з Полтавщини: народні пісні в сучасному аранжуванні, живі концерти й нічні записи у студії.',
  'Гурт із Києва: пост-рок, бандура й електроніка. Граємо з 2014 року, пишемо українською.',
  'Кобзар нового покоління: думи, балади й власні пісні про дорогу додому.',
]

/**
 * Each demo artist once gets generated avatar and cover pictures, a description, social links
 * and service prices; a later run leaves what is there (and what people edited) alone.
 */
export async function seedDemoProfiles(context: DemoContext): Promise<DemoResult> {
  const artists = await demoArtists()
  let created = 0
  for (const [index, artist] of artists.entries()) {
    context.progress(artist.nickName, index, artists.length)
    if (!(await Profile.find(artist.id))) {
      const [from, to] = palettes[index % palettes.length]!
      const avatar = await storeBytes(gradientPng(256, 256, from, to))
      const cover = await storeBytes(gradientPng(600, 200, to, from))
      await updateProfile(
        artist,
        {
          description: descriptions[index % descriptions.length],
          socialLinkInstagram: `https://instagram.com/${artist.nickName}`,
          socialLinkFacebook: `https://facebook.com/${artist.nickName}`,
          socialLinkTwitter: `https://x.com/${artist.nickName}`,
        },
        { avatar: { key: avatar, thumbnailKey: null }, cover: { key: cover, thumbnailKey: null } }
      )
      created += 1
    }
    if (!(await ServicePrice.find(artist.id))) {
      await setServicePrices(artist.id, {
        subscribePrice: { price: 50 + index * 25 },
        videoCongratulationPrice: { price: 300 + index * 100, rule: 'Привітання до 1 хвилини, українською.' },
      })
    }
  }
  const fan = await User.findBy('email', LOYAL_FAN)
  if (fan) for (const artist of artists) await grantComplimentary(fan.id, artist.id, 365)
  context.progress('done', artists.length, artists.length)
  return {
    created,
    total: artists.length,
    notes: fan ? [`${LOYAL_FAN} subscribes to every demo artist (subscribers page)`] : [],
  }
}
