import { gradientPicture, melodyWav } from '@kobza/testkit'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { PostType } from '@kobza/contract'
import type { DemoContext, DemoResult } from '#core/console_app'
import { ApiException } from '#core/exceptions/api_exception'
import { findUserByEmail, type User } from '#accounts/public'
import { seedReferenceData } from '#catalogue/public'
import { subscribe } from '#subscriptions/public'
import { createPost, type CreatePostInput } from '#feed/actions/create_post'
import { likePost } from '#feed/actions/like_post'
import { votePoll } from '#feed/actions/vote_poll'
import { addPostComment } from '#feed/actions/post_comments'
import { NEW_POST_JOB } from '#feed/new_post_job'
import { drainJobs } from '#core/jobs/jobs'

interface DemoPost {
  artist: 0 | 1 | 2
  type: PostType
  text: string
  image?: string
  song?: { name: string; genre: string }
  poll?: {
    title: string
    options: string[]
    isMultiAnswer?: boolean
    isCanCancelOwnVote?: boolean
    isAnonymous?: boolean
  }
  comments?: { fan: 0 | 1 | 2; text: string; replies?: { by: 'artist' | 0 | 1 | 2; text: string }[] }[]
}

const P: PostType = 'PUBLIC'
const PREMIUM: PostType = 'PREMIUM'

/** 33 posts of the three demo artists, newest first (README lists the accounts). */
const demoPosts: DemoPost[] = [
  {
    artist: 0,
    type: P,
    text: 'Друзі, нова пісня вже тут! Слухайте й пишіть, що відчуваєте 💛💙',
    song: { name: 'Колискова для міста', genre: 'INDIE' },
    comments: [
      {
        fan: 0,
        text: 'Неймовірно ніжно!',
        replies: [
          { by: 'artist', text: 'Дякую, Маріє!' },
          { by: 1, text: 'Згоден 🙌' },
        ],
      },
      { fan: 2, text: 'Слухаю вже втретє' },
    ],
  },
  {
    artist: 1,
    type: P,
    text: 'Який трек зіграти на біс у Львові?',
    poll: { title: 'Трек на біс', options: ['Полинь', 'Степ', 'Вітер зі сходу'] },
  },
  { artist: 2, type: P, text: 'Репетиція перед туром. Бандура налаштована 🎶', image: 'Репетиція' },
  {
    artist: 0,
    type: PREMIUM,
    text: 'Для підписників: демо-версія пісні, яка вийде лише восени.',
    song: { name: 'Осіннє демо', genre: 'POP' },
    comments: [{ fan: 0, text: 'Дякую за довіру!', replies: [{ by: 'artist', text: 'Вам — першим 💛' }] }],
  },
  { artist: 1, type: P, text: 'Ми в студії — записуємо новий альбом.', image: 'Студія' },
  {
    artist: 2,
    type: P,
    text: 'Які міста додати до туру? Можна обрати кілька.',
    poll: { title: 'Міста туру', options: ['Харків', 'Одеса', 'Дніпро', 'Ужгород'], isMultiAnswer: true },
  },
  { artist: 0, type: P, text: 'Дякую всім, хто прийшов на концерт у Києві! Ви неймовірні.', image: 'Київ' },
  {
    artist: 0,
    type: PREMIUM,
    text: 'Закулісся кліпу — тільки для своїх.',
    image: 'Закулісся',
    comments: [{ fan: 0, text: 'Яке світло! 😍' }],
  },
  { artist: 1, type: P, text: 'Новий сингл «Степ» — слухайте першими.', song: { name: 'Степ', genre: 'ROCK_METAL' } },
  { artist: 2, type: P, text: 'Стара пісня в новому аранжуванні.', song: { name: 'Думка', genre: 'CLASSICAL' } },
  {
    artist: 0,
    type: P,
    text: 'Яку пісню ви хочете почути наживо?',
    poll: { title: 'Пісня для концерту', options: ['Колискова для міста', 'Сонях', 'Дім'], isCanCancelOwnVote: true },
    comments: [{ fan: 1, text: 'Тільки «Сонях»!' }],
  },
  { artist: 1, type: PREMIUM, text: 'Підписникам — чернетка тексту нової пісні. Вітер, степ і полин…' },
  {
    artist: 2,
    type: P,
    text: 'Сьогодні грали в переході на Хрещатику. Дякую кожному, хто зупинився.',
    image: 'Хрещатик',
  },
  { artist: 0, type: P, text: 'Ранкова розспівка та кава ☕️ Гарного дня!' },
  {
    artist: 1,
    type: P,
    text: 'Обкладинка нового альбому — як вам?',
    image: 'Полинь',
    poll: { title: 'Обкладинка', options: ['Подобається', 'Можна краще'], isAnonymous: true },
  },
  {
    artist: 2,
    type: PREMIUM,
    text: 'Урок гри на бандурі для підписників.',
    song: { name: 'Вправа №1', genre: 'CLASSICAL' },
  },
  {
    artist: 0,
    type: P,
    text: 'Новий кліп вийде в неділю. Чекаєте?',
    image: 'Кліп',
    comments: [
      { fan: 1, text: 'Чекаю!', replies: [{ by: 2, text: 'І я!' }] },
      { fan: 2, text: 'Нарешті' },
    ],
  },
  { artist: 1, type: P, text: 'Дякуємо за 10 000 слухачів за місяць!' },
  { artist: 2, type: P, text: 'Пісня, яку співала моя бабуся.', song: { name: 'Ой у лузі', genre: 'CLASSICAL' } },
  { artist: 0, type: P, text: 'Літо, море, гітара.', image: 'Літо' },
  {
    artist: 1,
    type: P,
    text: 'Акустика чи електрика?',
    poll: { title: 'Наступний концерт', options: ['Акустичний', 'Електричний'] },
  },
  { artist: 0, type: PREMIUM, text: 'Особистий лист підписникам: про що буде новий альбом.' },
  { artist: 2, type: P, text: 'Нова бандура від майстра з Чернігова 😍', image: 'Бандура' },
  { artist: 1, type: P, text: 'Інструментал для вечора.', song: { name: 'Вечірній степ', genre: 'ALTERNATIVE' } },
  {
    artist: 0,
    type: P,
    text: 'Як звучить місто вночі? Ось так.',
    song: { name: 'Нічний Київ', genre: 'EDM_ELECTRONIC' },
  },
  { artist: 2, type: P, text: 'Фестиваль «Кобза» — ми там будемо!', image: 'Фестиваль' },
  { artist: 1, type: PREMIUM, text: 'Фото з репетиції, яких не буде в мережі.', image: 'Репетиція' },
  { artist: 0, type: P, text: 'Дякую за ваші листи. Читаю кожен.' },
  {
    artist: 2,
    type: P,
    text: 'Що зіграти на наступному стрімі?',
    poll: { title: 'Стрім', options: ['Думи', 'Колядки', 'Авторські'] },
  },
  { artist: 1, type: P, text: 'Перший концерт гурту — 10 років тому. Ось фото.', image: '2016' },
  { artist: 0, type: P, text: 'Вже скоро — перша пісня з нового альбому.', image: 'Скоро' },
  { artist: 2, type: P, text: 'Привіт! Це моя сторінка на Кобзі. Тут будуть пісні й новини.' },
  { artist: 1, type: P, text: 'Гурт Полинь тепер на Кобзі! Слухайте, коментуйте, голосуйте.' },
]

const artistEmails = ['artist@kobza.local', 'artist2@kobza.local', 'artist3@kobza.local']
const fanEmails = ['fan@kobza.local', 'fan2@kobza.local', 'fan3@kobza.local']

async function people(emails: string[]): Promise<User[]> {
  const found = await Promise.all(emails.map((email) => findUserByEmail(email)))
  return found.filter((user): user is User => !!user)
}

/** Skips what a viewer may not do (a fan liking a premium post without a subscription). */
async function unlessRefused(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    if (!(error instanceof ApiException)) throw error
  }
}

/**
 * The feed's demo: posts of the demo artists (text, generated pictures, short generated
 * melodies, polls), likes, votes and comment threads of the demo fans, in Ukrainian. The
 * first fan subscribes to the first artist and the second fan to the second, so their
 * premium tabs have content. Runs once: demo artists who already posted are left as they are.
 */
export async function seedDemoFeed(context: DemoContext): Promise<DemoResult> {
  const artists = await people(artistEmails)
  const fans = await people(fanEmails)
  if (artists.length < 3 || fans.length < 3) return { created: 0, total: 0, notes: ['feed: demo people missing'] }
  const existing = await db
    .from('posts')
    .whereIn(
      'author_id',
      artists.map((artist) => artist.id)
    )
    .count('* as total')
    .first()
  if (Number(existing?.total ?? 0) > 0) return { created: 0, total: demoPosts.length }

  await seedReferenceData()
  const yearAhead = DateTime.utc().plus({ years: 1 })
  await subscribe(fans[0]!.id, artists[0]!.id, yearAhead)
  await subscribe(fans[1]!.id, artists[1]!.id, yearAhead)

  const now = DateTime.utc()
  for (const [index, demo] of demoPosts.entries()) {
    context.progress(demo.text.slice(0, 40), index, demoPosts.length)
    const artist = artists[demo.artist]!
    const input: CreatePostInput = {
      postType: demo.type,
      text: demo.text,
      createdAt: now.minus({ hours: index * 7 + 1 }),
      images: demo.image ? [{ source: await gradientPicture(index, demo.image) }] : [],
      songs: demo.song ? [{ source: melodyWav(index, 4), ...demo.song }] : [],
      poll: demo.poll,
    }
    const postId = await createPost(artist, input)

    for (const [fanIndex, fan] of fans.entries()) {
      if ((index + fanIndex) % 3 !== 2) await unlessRefused(() => likePost(fan, postId))
    }
    if (demo.poll) {
      const pollRow = await db.from('polls').where('post_id', postId).first()
      const options = await db.from('poll_options').where('poll_id', pollRow.id).orderBy('position')
      for (const [fanIndex, fan] of fans.entries()) {
        const first = options[(index + fanIndex) % options.length].id
        const chosen = demo.poll.isMultiAnswer ? [first, options[(fanIndex + 1) % options.length].id] : [first]
        await unlessRefused(() => votePoll(fan, pollRow.id, [...new Set(chosen)]))
      }
    }
    for (const thread of demo.comments ?? []) {
      const comment = await addPostComment(fans[thread.fan]!, postId, thread.text)
      for (const reply of thread.replies ?? []) {
        const author = reply.by === 'artist' ? artist : fans[reply.by]!
        await addPostComment(author, postId, reply.text, comment.id)
      }
    }
  }
  // The subscribers are told of the posts now, not in the first minute of `npm start`.
  await drainJobs({ names: [NEW_POST_JOB] })
  context.progress('done', demoPosts.length, demoPosts.length)
  return {
    created: demoPosts.length,
    total: demoPosts.length,
    notes: ['fan@kobza.local subscribes to Оксана Вербицька, fan2@kobza.local to Гурт Полинь (premium tab)'],
  }
}
