import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { storedAt } from '#core/stored_time'
import { kopiykyToHryvnia, type AdminDashboard } from '@kobza/contract'

const DAYS = 30

async function countOf(query: ReturnType<typeof db.from>): Promise<number> {
  const row = (await query.count('* as total').first()) as { total?: number | string } | null
  return Number(row?.total ?? 0)
}

/** The day of a timestamp column as YYYY-MM-DD text on either database. */
function dayOf(column: string): string {
  return db.connection().dialect.name === 'postgres' ? `to_char(${column}, 'YYYY-MM-DD')` : `substr(${column}, 1, 10)`
}

/**
 * The console's dashboard (/admin/api/dashboard): what waits for moderators (open reports, legends under review, greeting
 * orders past their deadline, withdrawals to pay out) and sign-ups and revenue per day. Each
 * figure is one grouped query, whatever the number of rows.
 */
export async function dashboardFigures(): Promise<AdminDashboard> {
  const now = clock.now().toUTC()
  const since = now.startOf('day').minus({ days: DAYS - 1 })
  const [openReports, legendsAwaitingReview, ordersPastDeadline, withdrawalsToApprove, signUps, revenue] =
    await Promise.all([
      countOf(db.from('reports').where('status', 'OPEN')),
      countOf(db.from('legends').where('status', 'REVIEWING')),
      countOf(db.from('greeting_orders').where('status', 'INIT').where('deadline_at', '<', storedAt(now))),
      countOf(db.from('withdrawals').where('status', 'REQUESTED')),
      db
        .from('users')
        .where('created_at', '>=', storedAt(since))
        .select(db.raw(`${dayOf('created_at')} as day`))
        .count('* as total')
        .groupByRaw(dayOf('created_at')) as Promise<Array<{ day: string; total: number | string }>>,
      db
        .from('purchases')
        .where('status', 'SUCCEEDED')
        .where('settled_at', '>=', storedAt(since))
        .select(db.raw(`${dayOf('settled_at')} as day`))
        .sum('amount as total')
        .groupByRaw(dayOf('settled_at')) as Promise<Array<{ day: string; total: number | string | null }>>,
    ])
  const signUpsOf = new Map(signUps.map((row) => [row.day, Number(row.total)]))
  // Kopiyky to hryvnia, as the money resources show them.
  const revenueOf = new Map(revenue.map((row) => [row.day, kopiykyToHryvnia(Number(row.total ?? 0))]))
  const days = Array.from({ length: DAYS }, (_, index) => {
    const day = since.plus({ days: index }).toISODate()!
    return { day, signUps: signUpsOf.get(day) ?? 0, revenue: revenueOf.get(day) ?? 0 }
  })
  return { openReports, legendsAwaitingReview, ordersPastDeadline, withdrawalsToApprove, days }
}
