import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Inserts `row` unless a row with the same `unique` columns exists; true when it inserted.
 * PostgreSQL decides with ON CONFLICT DO NOTHING RETURNING (two racing transactions: the
 * second waits for the first and inserts nothing). SQLite has a single writer, so inside
 * the transaction a look before the insert cannot be overtaken (its RETURNING is not
 * reported for ignored rows by the driver).
 */
export async function insertOnce(
  trx: TransactionClientContract,
  table: string,
  row: Record<string, string | number>,
  unique: string[]
): Promise<boolean> {
  if (trx.dialect.name === 'postgres') {
    const inserted = await trx.insertQuery().table(table).insert(row).onConflict(unique).ignore().returning('id')
    return inserted.length > 0
  }
  const key = Object.fromEntries(unique.map((column) => [column, row[column]!]))
  if (await trx.from(table).where(key).first()) return false
  await trx.insertQuery().table(table).insert(row)
  return true
}
