/**
 * True when a database error is a unique constraint refusing a row: PostgreSQL's SQLSTATE 23505
 * or SQLite's extended code. Use cases turn it into their own answer (a taken e-mail, a decision
 * already made, a request already received).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
