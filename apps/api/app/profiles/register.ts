/*
 * Profiles can be reported (#moderation): a profile is an active account's page, named by its
 * uuid. It has no hide (moderators warn or block the account instead). Loaded by the
 * profiles' routes (web, tests) and their operator (CLI, demo).
 */
import db from '@adonisjs/lucid/services/db'
import { registerReportTarget } from '#moderation/public'
import { findAccountByUuid } from '#profiles/actions/find_profile_owner'

registerReportTarget('PROFILE', {
  async check(targetId) {
    return { authorId: (await findAccountByUuid(targetId)).id }
  },
  async previews(targetIds) {
    const rows: Array<{ uuid: string; public_name: string; nick_name: string; status: string }> = await db
      .from('users')
      .whereIn(
        'uuid',
        targetIds.map((id) => id.toLowerCase())
      )
      .select('uuid', 'public_name', 'nick_name', 'status')
    return new Map(
      rows.map((row) => [
        row.uuid,
        { messageType: 'PROFILE', context: `${row.public_name} (@${row.nick_name})`, hidden: row.status !== 'ACTIVE' },
      ])
    )
  },
})
