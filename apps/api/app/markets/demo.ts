import { gradientPng } from '@kobza/testkit'
import { microPerCcd } from '@kobza/ledger'
import type { DemoContext, DemoResult } from '#core/console_app'
import { findUserByEmail, type User } from '#accounts/public'
import { Song } from '#catalogue/public'
import { storeBytes } from '#media/public'
import Auction from '#markets/auction'
import { openLedgerAccount } from '#markets/actions/open_ledger_account'
import { createMarketsIndexer, runIndexerBatch } from '#markets/indexer'
import {
  advanceLedgerTime,
  auctionFor,
  bidOnLedger,
  buyOnLedger,
  finalizeOnLedger,
  offerFor,
} from '#markets/ledger_moves'

const day = 24 * 3600 * 1000
const ccd = (whole: number) => BigInt(whole) * microPerCcd

async function demoCover(index: number): Promise<string> {
  const palette: [number, number, number][] = [
    [0, 87, 183],
    [255, 215, 0],
    [178, 34, 34],
    [46, 139, 87],
    [72, 61, 139],
    [255, 140, 0],
    [0, 128, 128],
  ]
  return storeBytes(gradientPng(96, 96, palette[index % palette.length]!, palette[(index + 3) % palette.length]!))
}

/**
 * What each demo artist writes about the rights they sell, by song (in Ukrainian; the band's
 * English song gets its words in English). Others get the general line below.
 */
const descriptions: Record<string, string> = {
  'Весна в Карпатах':
    'Моя перша пісня, що потрапила в ефір радіо. Продаю частку прав, щоб записати альбом із живим оркестром.',
  'Лист до мами': 'Найособистіша пісня з мого репертуару. Частина роялті піде на студію для молодих авторів.',
  'Dreams of Kyiv': 'Електронна версія, яку грали діджеї на фестивалях. Токени — частка роялті від стрімінгу.',
  'Полинова рапсодія': 'Наш перший хіт із 90-х, перезаписаний у 2026 році. Ставки допоможуть нам поїхати в тур.',
  'Дим над Дніпром': 'Пісня з альбому «Полинь». Отримуйте частку роялті разом із гуртом.',
  'Дума про Дніпро': 'Старовинна дума в моєму записі з бандурою. Частка прав — на відновлення старих інструментів.',
  'Bandura Blues':
    'Bandura meets the blues: a live take from the Kyiv jazz club. Royalty shares for those who love both.',
}
const generalDescription = 'Частка роялті від цієї пісні: стрімінг, радіо і концерти.'

/** The artist's catalogue songs, oldest first, handed out one per auction with their genre. */
async function songsOf(artist: User) {
  const songs = await Song.query().where('user_id', artist.id).orderBy('id', 'asc')
  let next = 0
  return () => {
    const song = songs[next++]
    if (!song) throw new Error(`The demo artist ${artist.email} has too few catalogue songs: seed the catalogue first`)
    return { id: song.id, name: song.name, ownerUserId: artist.id, genre: song.genre }
  }
}

async function person(email: string): Promise<User> {
  const user = await findUserByEmail(email)
  if (!user) throw new Error(`The demo person ${email} is missing: seed the accounts first`)
  await openLedgerAccount(user.id)
  return user
}

/**
 * `kobza seed demo`, after the people: the markets' real flows on the local ledger. Three
 * auctions run their course (bids, the ledger's clock moved past their end, finalized), four
 * stay open with or without bids, and three secondary offers are listed, one of them bought.
 * Every step is a signed ledger transaction recorded by the API's own use cases; the indexer
 * then catches the records up with the bids. Runs once: a database with auctions is left alone.
 */
export async function seedMarketsTrading(context: DemoContext): Promise<DemoResult> {
  const total = 10
  if (!context.localLedger) return { created: 0, total: 0 }
  if ((await Auction.query().count('* as count').first())?.$extras.count > 0) return { created: 0, total }
  const [artist, artist2, artist3, fan, fan2, fan3] = await Promise.all(
    [
      'artist@kobza.local',
      'artist2@kobza.local',
      'artist3@kobza.local',
      'fan@kobza.local',
      'fan2@kobza.local',
      'fan3@kobza.local',
    ].map(person)
  )
  let step = 0
  const progress = (label: string) => context.progress(label, step++, total)
  let coverIndex = 0
  const nextSong = new Map<User, () => { id: number; name: string; ownerUserId: number; genre: string }>()
  for (const seller of [artist!, artist2!, artist3!]) nextSong.set(seller, await songsOf(seller))
  // Each auction sells the next of the seller's catalogue songs (its genre, the artist's words);
  // its name is the contract's `item`.
  const auction = async (
    seller: User,
    options: Omit<NonNullable<Parameters<typeof auctionFor>[1]>, 'item' | 'song' | 'genreType' | 'description'>
  ) => {
    const { genre, ...song } = nextSong.get(seller)!()
    return auctionFor(seller, {
      ...options,
      song,
      genreType: genre,
      description: descriptions[song.name] ?? generalDescription,
      coverKey: await demoCover(coverIndex++),
    })
  }

  progress('finished auctions')
  const firstFinished = await auction(artist!, {
    era: 'MODERN_ERA',
    endsInMs: 7 * day,
    initialPriceMicro: ccd(10),
    copyrightPercent: 5,
  })
  const secondFinished = await auction(artist2!, {
    era: 'NINETIES',
    endsInMs: 7 * day,
    initialPriceMicro: ccd(15),
    copyrightPercent: 3,
  })
  const thirdFinished = await auction(artist3!, {
    era: 'CLASSIC_ERA',
    endsInMs: 7 * day,
    initialPriceMicro: ccd(5),
    copyrightPercent: 2,
  })
  await bidOnLedger(fan!, firstFinished, ccd(12))
  await bidOnLedger(fan2!, firstFinished, ccd(15))
  await bidOnLedger(fan!, secondFinished, ccd(20))
  await bidOnLedger(fan3!, thirdFinished, ccd(8))
  progress('finalizing')
  await advanceLedgerTime(7 * day + 1000)
  for (const ended of [firstFinished, secondFinished, thirdFinished]) await finalizeOnLedger(fan!, ended)

  progress('open auctions')
  const openWithBids = await auction(artist!, {
    era: 'MODERN_ERA',
    endsInMs: 7 * day,
    initialPriceMicro: ccd(10),
  })
  const openWithOneBid = await auction(artist2!, {
    era: 'ZERO_YEARS',
    endsInMs: 14 * day,
    initialPriceMicro: ccd(25),
  })
  await auction(artist3!, {
    era: 'EIGHTIES',
    endsInMs: 21 * day,
    initialPriceMicro: ccd(7),
  })
  await auction(artist!, {
    era: 'MODERN_ERA',
    endsInMs: 28 * day,
    initialPriceMicro: ccd(30),
  })
  progress('bids')
  await bidOnLedger(fan!, openWithBids, ccd(11))
  await bidOnLedger(fan3!, openWithBids, ccd(14))
  await bidOnLedger(fan2!, openWithOneBid, ccd(26))

  progress('secondary offers')
  await offerFor(fan2!, firstFinished, 1000n, ccd(5))
  const sold = await offerFor(fan!, secondFinished, 2000n, ccd(12))
  await offerFor(fan3!, thirdFinished, 500n, ccd(3))
  await buyOnLedger(fan3!, sold)

  progress('indexer')
  const indexer = await createMarketsIndexer()
  for (;;) {
    const result = await runIndexerBatch(indexer)
    if (result === 'busy' || result.caughtUp) break
  }
  context.progress('done', total, total)
  return {
    created: total,
    total,
    notes: ['Markets: 3 finalized and 4 open auctions, 3 secondary offers (one sold), on the local ledger'],
  }
}
