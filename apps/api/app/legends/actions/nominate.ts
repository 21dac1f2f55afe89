import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  legendMessages,
  type Legend as LegendAnswer,
  type LegendLink,
  type LegendLinkType,
  type personLegendCreate,
  type songLegendCreate,
} from '@kobza/contract'
import type { z } from 'zod'
import { ApiException } from '#core/exceptions/api_exception'
import { clock } from '#core/clock'
import type { User } from '#accounts/public'
import { storedAt } from '#core/stored_time'
import Legend from '#legends/legend'
import { legendSettings } from '#legends/settings'
import { presentLegend } from '#legends/present'

export type PersonFields = z.infer<typeof personLegendCreate>
export type SongFields = z.infer<typeof songLegendCreate>

export interface NominationMedia {
  cover: { key: string; thumbnailKey: string | null }
  song: { mediaKey: string; lengthSeconds: number } | null
}

const linkFields: Array<[keyof PersonFields['socialLinks'], LegendLinkType]> = [
  ['wikipediaUrl', 'WIKIPEDIA'],
  ['instagramUrl', 'INSTAGRAM'],
  ['facebookUrl', 'FACEBOOK'],
  ['spotifyUrl', 'SPOTIFY'],
  ['youtubeUrl', 'YOUTUBE'],
  ['twitterUrl', 'TWITTER'],
]

function linksOf(socialLinks: Partial<PersonFields['socialLinks']>): LegendLink[] {
  const links: LegendLink[] = []
  for (const [field, linkType] of linkFields) {
    const url = socialLinks[field]
    if (url) links.push({ linkType, url, linkName: null })
  }
  if (socialLinks.customUrl)
    links.push({ linkType: 'CUSTOM', url: socialLinks.customUrl, linkName: socialLinks.customName ?? null })
  return links
}

const normalised = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * Refuses a nominator past the day's allowance (the settings' nominationsPerDay, a rolling 24
 * hours, counted from the nominator's own legends). Called before any file is stored, and again
 * inside the nomination's transaction, where it decides.
 */
export async function checkNominationAllowance(
  owner: User,
  inside?: { trx: TransactionClientContract; nominationsPerDay: number }
): Promise<void> {
  // Inside the transaction the settings are read beforehand: SQLite's one connection is the transaction's.
  const nominationsPerDay = inside?.nominationsPerDay ?? (await legendSettings()).nominationsPerDay
  const trx = inside?.trx
  const since = storedAt(clock.now().minus({ days: 1 }))
  const row = await (trx ?? db)
    .from('legends')
    .where('owner_id', owner.id)
    .where('created_at', '>', since)
    .count('* as total')
    .first()
  if (Number(row?.total ?? 0) >= nominationsPerDay)
    throw new ApiException(429, [{ message: legendMessages.tooManyNominations }])
}

/** Advisory-lock namespace of one nominator's nominations (PostgreSQL); payments' withdrawals use 20. */
const NOMINATIONS_LOCK = 21

/**
 * Nominates a legend: its voting stage opens now and ends after the settings' stage length, with
 * the settings' threshold fixed for it. An earlier legend of the same kind, name (and author) is
 * recorded as its duplicate for the judges; the nomination itself stands.
 */
export async function nominateLegend(
  owner: User,
  fields: ({ legendType: 'PERSON' } & PersonFields) | ({ legendType: 'SONG' } & SongFields),
  media: NominationMedia
): Promise<LegendAnswer> {
  const settings = await legendSettings()
  const song = fields.legendType === 'SONG' ? fields : null
  const authorName = song?.authorName ?? null
  const duplicateKey = `${fields.legendType}|${normalised(fields.name)}|${normalised(authorName)}`
  const earlier = await Legend.query().where('duplicate_key', duplicateKey).orderBy('id').first()
  const now = clock.now()
  // Count and insert under one lock per nominator: requests sent at once each saw the same count
  // before and all passed the day's allowance. PostgreSQL: an advisory lock for the transaction;
  // SQLite runs one writer at a time.
  const legend = await db.transaction(async (trx) => {
    if (trx.dialect.name === 'postgres')
      await trx.rawQuery('select pg_advisory_xact_lock(?, ?)', [NOMINATIONS_LOCK, owner.id])
    await checkNominationAllowance(owner, { trx, nominationsPerDay: settings.nominationsPerDay })
    return Legend.create(
      {
        uuid: randomUUID(),
        legendType: fields.legendType,
        name: fields.name,
        authorName,
        searchText: `${normalised(fields.name)} ${normalised(authorName)}`.trim().slice(0, 200),
        duplicateKey: duplicateKey.slice(0, 200),
        duplicateOfId: earlier?.id ?? null,
        coverKey: media.cover.key,
        coverThumbnailKey: media.cover.thumbnailKey,
        songKey: media.song?.mediaKey ?? null,
        songLength: media.song?.lengthSeconds ?? null,
        era: fields.era,
        genre: song?.genre ?? null,
        textAuthor: song?.authorTextName ?? null,
        label: song?.label ?? null,
        recordingStudio: song?.recordingStudio ?? null,
        composer: song?.composer ?? null,
        yearOfRelease: song?.yearOfRelease ?? null,
        opinion: fields.ownerLegendStarterOpinion,
        links: linksOf(fields.socialLinks),
        ownerId: owner.id,
        status: 'VOTING',
        voteCount: 0,
        likeCount: 0,
        commentCount: 0,
        expectedMinimalVote: settings.expectedMinimalVote,
        voteStageUntil: now.plus({ days: settings.voteStageDays }),
        createdAt: now,
      },
      { client: trx }
    )
  })
  // Reads back the columns the database filled in (nulls, defaults).
  await legend.refresh()
  return presentLegend(legend, owner)
}
