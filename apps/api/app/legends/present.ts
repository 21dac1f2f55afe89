import db from '@adonisjs/lucid/services/db'
import type { Legend as LegendAnswer } from '@kobza/contract'
import { bouncerOf, type User } from '#accounts/public'
import { mediaUrl, songMediaOf, songUrlOf } from '#media/public'
import { readLinks, type default as Legend } from '#legends/legend'
import { isoOf, type StoredTime } from '#core/stored_time'
import LegendPolicy from '#legends/policy'

const urlOf = (key: string | null) => (key ? mediaUrl(key) : null)

/** What a legend's answer shows, from the model or from a row that `legendColumns` selected. */
export type LegendFields = Pick<
  Legend,
  | 'id'
  | 'uuid'
  | 'legendType'
  | 'name'
  | 'authorName'
  | 'coverKey'
  | 'coverThumbnailKey'
  | 'songKey'
  | 'songLength'
  | 'era'
  | 'genre'
  | 'textAuthor'
  | 'label'
  | 'recordingStudio'
  | 'composer'
  | 'yearOfRelease'
  | 'status'
  | 'likeCount'
  | 'commentCount'
  | 'voteCount'
  | 'expectedMinimalVote'
  | 'ownerId'
  | 'opinion'
  | 'rejectionReason'
  | 'duplicateOfId'
> & { links: Legend['links'] | string; voteStageUntil: StoredTime; createdAt: StoredTime }

/** The columns a list of legends selects: a page needs no model hydration (bench/results/scale-findings.md). */
export const legendColumns = (table = 'legends') =>
  [
    'id',
    'uuid',
    'legend_type as legendType',
    'name',
    'author_name as authorName',
    'cover_key as coverKey',
    'cover_thumbnail_key as coverThumbnailKey',
    'song_key as songKey',
    'song_length as songLength',
    'era',
    'genre',
    'text_author as textAuthor',
    'label',
    'recording_studio as recordingStudio',
    'composer',
    'year_of_release as yearOfRelease',
    'status',
    'like_count as likeCount',
    'comment_count as commentCount',
    'vote_count as voteCount',
    'expected_minimal_vote as expectedMinimalVote',
    'owner_id as ownerId',
    'opinion',
    'rejection_reason as rejectionReason',
    'duplicate_of_id as duplicateOfId',
    'links',
    'vote_stage_until as voteStageUntil',
    'created_at as createdAt',
  ].map((column) => `${table}.${column}`)

/** The owner's columns a list may join in (`users` as `owner`), sparing presentLegends its query. */
export const legendOwnerColumns = [
  'owner.uuid as ownerUuid',
  'owner.nick_name as ownerNickName',
  'owner.public_name as ownerPublicName',
  'owner.avatar as ownerAvatar',
]
export type JoinedOwner = {
  ownerUuid: string
  ownerNickName: string
  ownerPublicName: string
  ownerAvatar: string | null
}

interface PersonRow {
  id: number
  uuid: string
  nick_name: string
  public_name: string
  avatar: string | null
}

/**
 * The spec's legends as `viewer` sees them (liked, voted, the rejection reason for the nominator),
 * in five queries whatever the number of legends (four when the list joined its owners).
 */
export async function presentLegends(
  legends: Array<LegendFields & Partial<JoinedOwner>>,
  viewer: User | null
): Promise<LegendAnswer[]> {
  if (legends.length === 0) return []
  const ids = legends.map((legend) => legend.id)
  const ownerIds = [
    ...new Set(legends.filter((legend) => legend.ownerUuid === undefined).map((legend) => legend.ownerId)),
  ]
  const duplicateIds = [...new Set(legends.flatMap((legend) => (legend.duplicateOfId ? [legend.duplicateOfId] : [])))]
  const staff = viewer !== null && (await bouncerOf(viewer).with(LegendPolicy).allows('readDecisions'))
  const [owners, likes, votes, judges, duplicates, mediaOf] = await Promise.all([
    ownerIds.length > 0
      ? (db.from('users').whereIn('id', ownerIds).select('id', 'uuid', 'nick_name', 'public_name', 'avatar') as Promise<
          PersonRow[]
        >)
      : Promise.resolve([]),
    viewer
      ? (db.from('legend_likes').where('user_id', viewer.id).whereIn('legend_id', ids).select('legend_id') as Promise<
          { legend_id: number }[]
        >)
      : Promise.resolve([]),
    viewer
      ? (db.from('legend_votes').where('user_id', viewer.id).whereIn('legend_id', ids).select('legend_id') as Promise<
          { legend_id: number }[]
        >)
      : Promise.resolve([]),
    db
      .from('legend_decisions')
      .join('users', 'users.id', 'legend_decisions.judge_id')
      .whereIn('legend_decisions.legend_id', ids)
      .orderBy('legend_decisions.id')
      .select('legend_decisions.legend_id', 'users.uuid', 'users.nick_name', 'users.public_name') as Promise<
      { legend_id: number; uuid: string; nick_name: string; public_name: string }[]
    >,
    duplicateIds.length > 0
      ? (db.from('legends').whereIn('id', duplicateIds).select('id', 'uuid') as Promise<{ id: number; uuid: string }[]>)
      : Promise.resolve([]),
    // The songs' processing state, renditions and waveform (no query when no legend has a song).
    songMediaOf(legends, (legend) => legend.songKey),
  ])
  const ownerById = new Map(owners.map((owner) => [Number(owner.id), owner]))
  const liked = new Set(likes.map((row) => Number(row.legend_id)))
  const voted = new Set(votes.map((row) => Number(row.legend_id)))
  const duplicateUuid = new Map(duplicates.map((row) => [Number(row.id), row.uuid]))
  const judgesOf = new Map<number, LegendAnswer['judges']>()
  for (const row of judges) {
    const list = judgesOf.get(Number(row.legend_id)) ?? []
    list.push({ uuid: row.uuid, nickName: row.nick_name, publicName: row.public_name })
    judgesOf.set(Number(row.legend_id), list)
  }
  return legends.map((legend) => {
    const owner: Omit<PersonRow, 'id'> | undefined =
      legend.ownerUuid === undefined
        ? ownerById.get(legend.ownerId)
        : {
            uuid: legend.ownerUuid,
            nick_name: legend.ownerNickName ?? '',
            public_name: legend.ownerPublicName ?? '',
            avatar: legend.ownerAvatar ?? null,
          }
    const seesReason = viewer !== null && (viewer.id === legend.ownerId || staff)
    return {
      id: legend.id,
      legendUuid: legend.uuid,
      legendType: legend.legendType,
      name: legend.name,
      authorName: legend.authorName,
      coverUrl: urlOf(legend.coverKey),
      coverThumbnailUrl: urlOf(legend.coverThumbnailKey),
      // A song not READY is its nominator's (and staff's) to hear, by a signed URL of the original.
      songUrl:
        legend.songKey && (mediaOf(legend)?.status === 'READY' || seesReason)
          ? songUrlOf(legend.songKey, mediaOf(legend))
          : null,
      lengthOfSong: legend.songLength,
      songMedia: mediaOf(legend) ?? null,
      era: legend.era,
      genre: legend.genre,
      textAuthor: legend.textAuthor,
      label: legend.label,
      recordingStudio: legend.recordingStudio,
      composer: legend.composer,
      yearOfRelease: legend.yearOfRelease,
      status: legend.status,
      likeCount: legend.likeCount,
      commentCount: legend.commentCount,
      liked: liked.has(legend.id),
      links: readLinks(legend.links),
      voteInfo: {
        isVoted: voted.has(legend.id),
        actualVote: legend.voteCount,
        votePercent: Math.floor((legend.voteCount * 100) / Math.max(1, legend.expectedMinimalVote)),
        expectedMinimalVote: legend.expectedMinimalVote,
        firstVoteStageOpenUntil: isoOf(legend.voteStageUntil),
      },
      legendStarterUserOwner: {
        uuid: owner?.uuid ?? '',
        nickName: owner?.nick_name ?? '',
        publicName: owner?.public_name ?? '',
        avatar: owner?.avatar ?? null,
      },
      ownerLegendStarterOpinion: legend.opinion,
      judges: judgesOf.get(legend.id) ?? [],
      rejectionReason: seesReason ? legend.rejectionReason : null,
      duplicateOf: legend.duplicateOfId ? (duplicateUuid.get(legend.duplicateOfId) ?? null) : null,
      createdAt: isoOf(legend.createdAt),
    }
  })
}

export async function presentLegend(legend: LegendFields, viewer: User | null): Promise<LegendAnswer> {
  const [answer] = await presentLegends([legend], viewer)
  return answer!
}
