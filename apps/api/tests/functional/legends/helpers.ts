import { gradientPng, toneWav } from '@kobza/testkit'
import type { ApiClient } from '@japa/api-client'
import type { Legend as LegendAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { nominateLegend } from '#legends/actions/nominate'
import { defaultLegendSettings } from '#legends/settings'
import { saveLegendSettings } from '#legends/actions/save_settings'
import Legend from '#legends/legend'
import { clock } from '#core/clock'

let sequence = 0

/** A legend nominated through the use case (media keys stand in for stored files). */
export async function nominatedLegend(
  owner: User,
  overrides: {
    type?: 'SONG' | 'PERSON'
    name?: string
    authorName?: string
    era?: 'MODERN_ERA' | 'NINETIES'
    genre?: 'POP' | 'ROCK_METAL'
  } = {}
): Promise<LegendAnswer> {
  sequence += 1
  const name = overrides.name ?? `Legend ${sequence}`
  const cover = { key: `public/test-cover-${sequence}.jpg`, thumbnailKey: null }
  if (overrides.type === 'PERSON')
    return nominateLegend(
      owner,
      {
        legendType: 'PERSON',
        name,
        era: overrides.era ?? 'MODERN_ERA',
        ownerLegendStarterOpinion: 'A voice of a generation',
        socialLinks: {},
      },
      { cover, song: null }
    )
  return nominateLegend(
    owner,
    {
      legendType: 'SONG',
      name,
      authorName: overrides.authorName ?? 'Author',
      genre: overrides.genre ?? 'POP',
      era: overrides.era ?? 'MODERN_ERA',
      ownerLegendStarterOpinion: 'Everyone sings it',
      socialLinks: {},
    },
    { cover, song: { mediaKey: `public/test-song-${sequence}.wav`, lengthSeconds: 4 } }
  )
}

export async function settings(overrides: Partial<typeof defaultLegendSettings> = {}) {
  await saveLegendSettings({ ...defaultLegendSettings, ...overrides })
}

/** Moves a legend's stage end to `at` milliseconds from now (negative: already over). */
export async function stageEndsIn(uuid: string, milliseconds: number) {
  const legend = await Legend.findByOrFail('uuid', uuid)
  legend.voteStageUntil = clock.now().plus({ milliseconds })
  await legend.save()
  return legend
}

/** The multipart of POST /legends/songs with valid fields; `change` adjusts it. */
export function songForm(
  client: ApiClient,
  bearer: string,
  fields: Record<string, string> = {},
  files: { cover?: Buffer; coverName?: string; song?: Buffer | null } = {}
) {
  const all: Record<string, string> = {
    name: 'Червона рута',
    authorName: 'Володимир Івасюк',
    genre: 'POP',
    era: 'CLASSIC_ERA',
    ownerLegendStarterOpinion: 'Пісня, яку знає кожен.',
    'socialLinks.youtubeUrl': 'https://youtube.com/watch?v=1',
    'socialLinks.customName': 'Історія',
    'socialLinks.customUrl': 'https://uk.wikipedia.org/wiki/Червона_рута',
    composer: 'Володимир Івасюк',
    yearOfRelease: '1970',
    ...fields,
  }
  let request = client.post('/api/v1/legends/songs').header('authorization', bearer)
  for (const [key, value] of Object.entries(all)) request = request.field(key, value)
  request = request.file('coverFile', files.cover ?? gradientPng(32, 32), { filename: files.coverName ?? 'cover.png' })
  if (files.song !== null) request = request.file('songFile', files.song ?? toneWav(1), { filename: 'song.wav' })
  return request
}

/** The fields of POST /legends/persons nominating `name` (a classic-era singer); the caller adds the files. */
export function personForm(client: ApiClient, bearer: string, name: string) {
  return client
    .post('/api/v1/legends/persons')
    .header('authorization', bearer)
    .field('name', name)
    .field('era', 'CLASSIC_ERA')
    .field('ownerLegendStarterOpinion', 'Голос, що зберіг пісню.')
}
