/*
 * Legends can be reported (#moderation): any nomination a reader can open, named by its uuid.
 * It has no hide from a report: moderators correct or remove nominations in the console's
 * Legends resource. Loaded by the Hall of Fame's routes (web, tests) and its operator.
 */
import { registerReportTarget } from '#moderation/public'
import { findLegend } from '#legends/actions/find_legend'
import Legend from '#legends/legend'

registerReportTarget('LEGEND', {
  async check(targetId) {
    return { authorId: (await findLegend(targetId)).ownerId }
  },
  async previews(targetIds) {
    const legends = await Legend.query().whereIn('uuid', targetIds)
    return new Map(
      legends.map((legend) => [
        legend.uuid,
        {
          messageType: 'LEGEND',
          context: legend.authorName ? `${legend.name} — ${legend.authorName}` : legend.name,
          hidden: false,
        },
      ])
    )
  },
})
