import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A greeting video's transcoding (app/media/video_transcode.ts) makes an MP4 (`high_key`) and a
 * poster frame, kept here; songs have none.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('media_renditions', (table) => {
      table.string('poster_key', 120).nullable()
    })
  }

  async down() {
    this.schema.alterTable('media_renditions', (table) => {
      table.dropColumn('poster_key')
    })
  }
}
