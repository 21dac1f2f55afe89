import type { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import type { ReportAction, ReportCategory, ReportStatus, ReportTargetKind } from '@kobza/contract'
import { StampedModel } from '#core/stamped_model'

export default class Report extends StampedModel {
  @column()
  declare reporterId: number

  @column()
  declare targetKind: ReportTargetKind

  @column()
  declare targetId: string

  @column()
  declare targetUserId: number | null

  @column()
  declare reason: string

  @column()
  declare category: ReportCategory | null

  @column()
  declare status: ReportStatus

  @column()
  declare resolution: ReportAction | null

  @column()
  declare resolvedBy: number | null

  @column.dateTime()
  declare resolvedAt: DateTime | null
}
