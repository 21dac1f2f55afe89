import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * What transcoding made of an uploaded song (app/media/transcode.ts), keyed by the original's
 * storage key so catalogue songs, post songs and legend songs share one table. A song whose
 * key has no row here was stored before transcoding existed (or with no ffmpeg): it is READY
 * and streams its original. Times are epoch milliseconds on the application's clock.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('media_renditions', (table) => {
      table.string('original_key', 120).primary()
      // PROCESSING | READY | FAILED (the contract's songStatuses).
      table.string('status', 12).notNullable()
      table.string('status_reason', 300).nullable()
      table.integer('progress').nullable()
      table.float('duration_seconds').nullable()
      // JSON array of about 1,000 peaks in 0…1.
      table.text('waveform').nullable()
      table.float('integrated_lufs').nullable()
      table.float('true_peak_db').nullable()
      table.string('high_key', 120).nullable()
      table.string('low_key', 120).nullable()
      table.bigInteger('created_at').notNullable()
      table.bigInteger('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('media_renditions')
  }
}
