import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ReportAction, ReportCategory, ReportStatus, ReportTargetKind } from '@kobza/contract'

export default class Report extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
