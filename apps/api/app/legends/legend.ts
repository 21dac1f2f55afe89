import type { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import type { Era, LegendLink, LegendStatus, LegendType } from '@kobza/contract'
import { StampedModel } from '#core/stamped_model'

/** Stored links as a driver answers them: JSON text, or already parsed. */
export const readLinks = (value: string | LegendLink[]) =>
  typeof value === 'string' ? (JSON.parse(value) as LegendLink[]) : value

/** Links travel as JSON text: both drivers read and write them the same way. */
const jsonLinks = {
  prepare: (value: LegendLink[]) => JSON.stringify(value),
  consume: readLinks,
}

export default class Legend extends StampedModel {
  static override table = 'legends'

  @column()
  declare uuid: string

  @column()
  declare legendType: LegendType

  @column()
  declare name: string

  @column()
  declare authorName: string | null

  @column()
  declare searchText: string

  @column()
  declare duplicateKey: string

  @column()
  declare duplicateOfId: number | null

  @column()
  declare coverKey: string | null

  @column()
  declare coverThumbnailKey: string | null

  @column()
  declare songKey: string | null

  @column()
  declare songLength: number | null

  @column()
  declare era: Era

  @column()
  declare genre: string | null

  @column()
  declare textAuthor: string | null

  @column()
  declare label: string | null

  @column()
  declare recordingStudio: string | null

  @column()
  declare composer: string | null

  @column()
  declare yearOfRelease: number | null

  @column()
  declare opinion: string

  @column(jsonLinks)
  declare links: LegendLink[]

  @column()
  declare ownerId: number

  @column()
  declare status: LegendStatus

  @column()
  declare voteCount: number

  @column()
  declare likeCount: number

  @column()
  declare commentCount: number

  @column()
  declare expectedMinimalVote: number

  @column.dateTime()
  declare voteStageUntil: DateTime

  @column()
  declare rejectionReason: string | null

  @column.dateTime()
  declare stageClosedAt: DateTime | null

  @column.dateTime()
  declare decidedAt: DateTime | null
}
