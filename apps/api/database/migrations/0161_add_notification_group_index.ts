import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A fan-out batch (notifyMany) asks which of its 1000 recipients already have the event's
 * `group_key`, so a retried batch tells nobody twice. Without this index that question read every
 * row of those recipients (a hundred each, on 10 million rows: seconds a batch, far over the
 * minute 100,000 subscribers may take); with it, only the event's own rows. Partial: most rows
 * have no group.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX notifications_group_index ON notifications (group_key, recipient_id) WHERE group_key IS NOT NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX notifications_group_index')
  }
}
