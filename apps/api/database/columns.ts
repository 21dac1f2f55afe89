import type { Knex } from 'knex'

/*
 * Columns many migrations declare alike. A migration that uses one produces the same schema it
 * did when it spelled the column out: the helper makes the same builder calls in the same order.
 */

/**
 * An integer column naming a person (`users.id`). CASCADE (the default) and RESTRICT columns are
 * required; SET NULL ones are nullable, since deleting the person empties them.
 */
export function userColumn(
  table: Knex.CreateTableBuilder,
  name: string,
  onDelete: 'CASCADE' | 'RESTRICT' | 'SET NULL' = 'CASCADE'
) {
  const column = table.integer(name).unsigned()
  return (onDelete === 'SET NULL' ? column.nullable() : column.notNullable())
    .references('id')
    .inTable('users')
    .onDelete(onDelete)
}
