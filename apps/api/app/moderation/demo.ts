import db from '@adonisjs/lucid/services/db'
import type { ReportCategory, ReportTargetKind } from '@kobza/contract'
import { findUserByEmail } from '#accounts/public'
import type { DemoContext, DemoResult } from '#core/console_app'
import { ApiException } from '#core/exceptions/api_exception'
import { createReport } from '#moderation/actions/create_report'

interface DemoReport {
  reporter: string
  kind: ReportTargetKind
  category: ReportCategory
  reason: string
  /** The reported thing's id, looked up among what the other demos wrote. */
  target(reporterId: number): Promise<string | null>
}

const artistId = async (email: string) => (await findUserByEmail(email))?.id ?? 0

/*
 * A living queue for `npm start`: open reports of a post, a comment, a profile and a legend,
 * each made through createReport (the owning domain checks the reporter may see it). Runs after
 * the feed, profiles and legends demos.
 */
const reports: DemoReport[] = [
  {
    reporter: 'fan@kobza.local',
    kind: 'POST',
    category: 'SPAM',
    reason: 'Реклама стороннього сайту в дописі',
    target: async () => {
      const row = await db
        .from('posts')
        .where('author_id', await artistId('artist3@kobza.local'))
        .where('post_type', 'PUBLIC')
        .orderBy('id')
        .select('id')
        .first()
      return row ? String(row.id) : null
    },
  },
  {
    reporter: 'fan3@kobza.local',
    kind: 'COMMENT',
    category: 'ABUSE',
    reason: 'Грубий коментар під дописом',
    target: async (reporterId) => {
      const row = await db
        .from('comments')
        .where('parent_kind', 'POST')
        .whereNot('author_id', reporterId)
        .orderBy('id')
        .select('id')
        .first()
      return row ? String(row.id) : null
    },
  },
  {
    reporter: 'fan2@kobza.local',
    kind: 'PROFILE',
    category: 'OTHER',
    reason: 'Аватар видає себе за іншого виконавця',
    target: async () => (await findUserByEmail('artist3@kobza.local'))?.uuid ?? null,
  },
  {
    reporter: 'fan2@kobza.local',
    kind: 'LEGEND',
    category: 'COPYRIGHT',
    reason: 'Обкладинка взята без дозволу',
    target: async (reporterId) => {
      const row = await db.from('legends').whereNot('owner_id', reporterId).orderBy('id').select('uuid').first()
      return row ? String(row.uuid) : null
    },
  },
]

export async function seedDemoReports(context: DemoContext): Promise<DemoResult> {
  let created = 0
  for (const [index, demo] of reports.entries()) {
    context.progress(`${demo.kind} by ${demo.reporter}`, index, reports.length)
    const reporter = await findUserByEmail(demo.reporter)
    const targetId = reporter ? await demo.target(reporter.id) : null
    if (!reporter || !targetId) continue
    try {
      await createReport(reporter, { targetKind: demo.kind, targetId, reason: demo.reason, category: demo.category })
      created += 1
    } catch (error) {
      // Already reported by an earlier seed (409), or no longer reportable: the demo stays idempotent.
      if (!(error instanceof ApiException)) throw error
    }
  }
  context.progress('done', reports.length, reports.length)
  return { created, total: reports.length }
}
