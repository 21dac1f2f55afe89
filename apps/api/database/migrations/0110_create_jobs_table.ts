import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The durable job runner's queue (app/core/jobs): background work written in the same
 * transaction as the change that causes it, claimed by the workers of any API instance.
 * Times are epoch milliseconds on the application's clock, compared the same way on SQLite
 * and PostgreSQL.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('jobs', (table) => {
      table.bigIncrements('id')
      table.string('name', 100).notNullable()
      table.text('payload').notNullable()
      // queued (waiting or running), done, failed
      table.string('status', 10).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable()
      // Due at; after a failure, the time of the next try.
      table.bigInteger('run_at').notNullable()
      // The lease of the worker running it: past it, the job is claimed again (the worker died).
      table.string('locked_by', 160).nullable()
      table.bigInteger('locked_until').nullable()
      // At most one stored job per key (a producer that may run twice enqueues once).
      table.string('dedupe_key', 200).nullable().unique()
      table.text('last_error').nullable()
      table.bigInteger('created_at').notNullable()
      table.bigInteger('finished_at').nullable()
      // The claim query: queued jobs in due order; also the pruning of old done jobs.
      table.index(['status', 'run_at'], 'jobs_status_run_at_index')
      table.index(['name', 'status'], 'jobs_name_status_index')
    })
  }

  async down() {
    this.schema.dropTable('jobs')
  }
}
