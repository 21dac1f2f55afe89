import { gradientPicture, melodyWav } from '@kobza/testkit'
import sharp from 'sharp'
import type { Era, Genre, LegendStatus } from '@kobza/contract'
import type { DemoContext, DemoResult } from '#core/console_app'
import { clock } from '#core/clock'
import { findUserByEmail, type User } from '#accounts/public'
import { storeBytes } from '#media/public'
import Legend from '#legends/legend'
import { legendSettings } from '#legends/settings'
import { saveLegendSettings } from '#legends/actions/save_settings'
import { nominateLegend } from '#legends/actions/nominate'
import { voteForLegend } from '#legends/actions/vote'
import { closeVotingStages } from '#legends/actions/close_stages'
import { decideOnLegend } from '#legends/actions/decide'
import { likeLegend } from '#legends/actions/likes'
import { addLegendComment } from '#legends/actions/comments'
import db from '@adonisjs/lucid/services/db'
import { storedAt } from '#core/stored_time'

interface DemoLegend {
  type: 'SONG' | 'PERSON'
  name: string
  authorName?: string
  era: Era
  genre?: Genre
  opinion: string
  by: string
  /** How many of the demo fans vote (the demo threshold is 3). */
  votes: number
  state: LegendStatus
  reason?: string
  yearOfRelease?: number
  composer?: string
  links?: Record<string, string>
}

const fans = ['fan@kobza.local', 'fan2@kobza.local', 'fan3@kobza.local']
const judgeEmail = 'judge@kobza.local'

/* Real songs and people of Ukrainian music, nominated by the demo accounts, in every state. */
const demoLegends: DemoLegend[] = [
  {
    type: 'SONG',
    name: 'Червона рута',
    authorName: 'Володимир Івасюк',
    era: 'CLASSIC_ERA',
    genre: 'POP',
    opinion: 'Пісня, з якої почалася українська естрада: її співала вся країна, і співає досі.',
    by: 'fan@kobza.local',
    votes: 3,
    state: 'SUCCESS',
    yearOfRelease: 1970,
    composer: 'Володимир Івасюк',
    links: { youtubeUrl: 'https://www.youtube.com/results?search_query=червона+рута' },
  },
  {
    type: 'SONG',
    name: 'Щедрик',
    authorName: 'Микола Леонтович',
    era: 'CLASSIC_ERA',
    genre: 'CLASSICAL',
    opinion: 'Найвідоміша українська мелодія у світі — від Карнеґі-холу до кожного Різдва.',
    by: 'fan2@kobza.local',
    votes: 3,
    state: 'SUCCESS',
    yearOfRelease: 1916,
    composer: 'Микола Леонтович',
    links: { customName: 'Історія «Щедрика»', customUrl: 'https://uk.wikipedia.org/wiki/Щедрик' },
  },
  {
    type: 'SONG',
    name: 'Водограй',
    authorName: 'Володимир Івасюк',
    era: 'CLASSIC_ERA',
    genre: 'POP',
    opinion: 'Світла, як весняна вода, пісня, яка звучить на кожному випускному.',
    by: 'artist@kobza.local',
    votes: 3,
    state: 'SUCCESS',
    yearOfRelease: 1970,
  },
  {
    type: 'SONG',
    name: 'Дикі танці',
    authorName: 'Руслана',
    era: 'ZERO_YEARS',
    genre: 'POP',
    opinion: 'Перша перемога України на Євробаченні і гуцульські ритми на весь світ.',
    by: 'fan3@kobza.local',
    votes: 3,
    state: 'REVIEWING',
    yearOfRelease: 2004,
  },
  {
    type: 'SONG',
    name: 'Стефанія',
    authorName: 'Kalush Orchestra',
    era: 'MODERN_ERA',
    genre: 'HIP_HOP_R_AND_B_SOUL',
    opinion: 'Пісня про маму, що стала голосом країни у 2022 році.',
    by: 'fan@kobza.local',
    votes: 2,
    state: 'VOTING',
    yearOfRelease: 2022,
  },
  {
    type: 'SONG',
    name: 'Обійми',
    authorName: 'Океан Ельзи',
    era: 'ZERO_YEARS',
    genre: 'ROCK_METAL',
    opinion: 'Найтепліша пісня «Океану Ельзи», під яку обіймаються стадіони.',
    by: 'fan2@kobza.local',
    votes: 1,
    state: 'VOTING',
    yearOfRelease: 2007,
  },
  {
    type: 'SONG',
    name: 'Шум',
    authorName: 'Go_A',
    era: 'MODERN_ERA',
    genre: 'EDM_ELECTRONIC',
    opinion: 'Весняночка, що стала електронним гімном і підкорила Європу.',
    by: 'artist2@kobza.local',
    votes: 0,
    state: 'VOTING',
    yearOfRelease: 2021,
  },
  {
    type: 'SONG',
    name: 'Ой у лузі червона калина',
    authorName: 'Народна пісня',
    era: 'CLASSIC_ERA',
    genre: 'ROCK_METAL',
    opinion: 'Стрілецька пісня, яку знову співає весь світ.',
    by: 'fan3@kobza.local',
    votes: 3,
    state: 'REJECTED',
    reason: 'Народна пісня не має одного автора: номінуйте конкретне виконання разом з його виконавцем.',
  },
  {
    type: 'SONG',
    name: 'Старий фотоальбом',
    authorName: 'Скрябін',
    era: 'NINETIES',
    genre: 'ROCK_METAL',
    opinion: 'Ностальгія дев’яностих у кожному акорді.',
    by: 'fan@kobza.local',
    votes: 1,
    state: 'NOT_SELECTED',
  },
  {
    type: 'PERSON',
    name: 'Квітка Цісик',
    era: 'CLASSIC_ERA',
    opinion: 'Голос, який зберіг українську пісню за океаном і повернув її додому.',
    by: 'fan2@kobza.local',
    votes: 3,
    state: 'SUCCESS',
    links: { wikipediaUrl: 'https://uk.wikipedia.org/wiki/Квітка_Цісик' },
  },
  {
    type: 'PERSON',
    name: 'Володимир Івасюк',
    era: 'CLASSIC_ERA',
    opinion: 'Автор «Червоної рути» і «Водограю», батько української естради.',
    by: 'artist3@kobza.local',
    votes: 3,
    state: 'SUCCESS',
  },
  {
    type: 'PERSON',
    name: 'Ніна Матвієнко',
    era: 'EIGHTIES',
    opinion: 'Найчистіший народний голос України.',
    by: 'fan@kobza.local',
    votes: 3,
    state: 'SUCCESS',
  },
  {
    type: 'PERSON',
    name: 'Соломія Крушельницька',
    era: 'CLASSIC_ERA',
    opinion: 'Примадонна світової опери, яка співала Мадам Баттерфляй у Ла Скала.',
    by: 'fan3@kobza.local',
    votes: 3,
    state: 'REVIEWING',
  },
  {
    type: 'PERSON',
    name: 'Андрій Кузьменко',
    era: 'NINETIES',
    opinion: 'Кузьма Скрябін: іронія, драйв і любов до своєї країни.',
    by: 'fan2@kobza.local',
    votes: 2,
    state: 'VOTING',
    links: { instagramUrl: 'https://www.instagram.com/skryabin' },
  },
  {
    type: 'PERSON',
    name: 'Святослав Вакарчук',
    era: 'ZERO_YEARS',
    opinion: 'Голос «Океану Ельзи», що об’єднує покоління.',
    by: 'artist@kobza.local',
    votes: 1,
    state: 'VOTING',
  },
]

const day = 24 * 60 * 60 * 1000

/** A square cover without lettering (the generator writes its title where a square crop would cut it). */
async function squareCover(seed: number): Promise<Buffer> {
  const picture = await gradientPicture(seed, '')
  return sharp(picture).resize(800, 800, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer()
}

/**
 * `kobza seed demo`: the settings of a small community (3 votes to reach the judges, one judge
 * decides), then 15 legends through the real use cases — nominated, voted by the demo fans,
 * their stages closed, inducted or rejected by the demo judge. Idempotent: a legend already
 * there (same kind and name) is left alone.
 */
export async function seedDemoLegends(context: DemoContext): Promise<DemoResult> {
  const settings = await legendSettings()
  await saveLegendSettings({ ...settings, expectedMinimalVote: 3, judgesQuorum: 1, nominationsPerDay: 50 })
  const judge = await findUserByEmail(judgeEmail)
  const voters = (await Promise.all(fans.map((email) => findUserByEmail(email)))).filter((user): user is User => !!user)
  let created = 0
  for (const [index, demo] of demoLegends.entries()) {
    context.progress(demo.name, index, demoLegends.length)
    const owner = await findUserByEmail(demo.by)
    if (!owner || !judge) continue
    const exists = await Legend.query().where('legend_type', demo.type).where('name', demo.name).first()
    if (exists) continue
    const cover = await storeBytes(await squareCover(index))
    const song = demo.type === 'SONG' ? { mediaKey: await storeBytes(melodyWav(index, 8)), lengthSeconds: 8 } : null
    const common = {
      name: demo.name,
      era: demo.era,
      ownerLegendStarterOpinion: demo.opinion,
      socialLinks: demo.links ?? {},
    }
    const answer =
      demo.type === 'SONG'
        ? await nominateLegend(
            owner,
            {
              ...common,
              legendType: 'SONG',
              authorName: demo.authorName!,
              genre: demo.genre!,
              yearOfRelease: demo.yearOfRelease,
              composer: demo.composer,
            },
            { cover: { key: cover, thumbnailKey: null }, song }
          )
        : await nominateLegend(
            owner,
            { ...common, legendType: 'PERSON' },
            { cover: { key: cover, thumbnailKey: null }, song: null }
          )
    for (const voter of voters.slice(0, demo.votes)) await voteForLegend(voter, answer.legendUuid)
    const legend = await Legend.findByOrFail('uuid', answer.legendUuid)
    const now = clock.now()
    if (demo.state === 'VOTING') {
      // Stages at different points, so the cards show different days left.
      legend.voteStageUntil = now.plus({ milliseconds: (3 + index) * day })
      await legend.save()
    } else {
      legend.createdAt = now.minus({ days: 20 + index })
      legend.voteStageUntil = now.minus({ days: 6 + index })
      await legend.save()
      // The votes came during the stage, not after it.
      await db
        .from('legend_votes')
        .where('legend_id', legend.id)
        .update({ created_at: storedAt(now.minus({ days: 12 + index })) })
      await closeVotingStages(now)
      if (demo.state === 'SUCCESS') await decideOnLegend(judge, legend.id, 'INDUCT', undefined)
      if (demo.state === 'REJECTED') await decideOnLegend(judge, legend.id, 'REJECT', demo.reason)
    }
    // Fans like what they voted for; the first fan says a word under the inducted and the reviewed ones.
    for (const voter of voters.slice(0, demo.votes)) await likeLegend(voter, answer.legendUuid)
    if (demo.state === 'SUCCESS' || demo.state === 'REVIEWING') {
      const comment = await addLegendComment(voters[0]!, answer.legendUuid, 'Це справжня легенда!')
      if (voters[1]) await addLegendComment(voters[1], answer.legendUuid, 'Погоджуюся, слухаю з дитинства', comment.id)
    }
    created += 1
  }
  context.progress('legends', demoLegends.length, demoLegends.length)
  return { created, total: demoLegends.length }
}
