/*
 * Chat messages can be reported (#moderation): moderation reaches them through this
 * registration, never an import. Loaded by the chat's routes (web, tests) and its operator.
 */
import { chatMessages } from '@kobza/contract'
import { registerReportTarget } from '#moderation/public'
import { hideMessage, messagePreviews, reportableMessage } from '#chat/actions/moderate'

const messageId = (targetId: string) => (/^\d{1,10}$/.test(targetId) ? Number(targetId) : 0)

registerReportTarget('MESSAGE', {
  ownReportMessage: chatMessages.notOwnReport,
  async check(targetId, reporterId) {
    const { authorId } = await reportableMessage(messageId(targetId), reporterId)
    return { authorId }
  },
  async hide(targetId, trx) {
    return (await hideMessage(messageId(targetId), trx)) !== null
  },
  async previews(targetIds) {
    const found = await messagePreviews(targetIds.map(messageId).filter((id) => id > 0))
    return new Map([...found].map(([id, preview]) => [String(id), preview]))
  },
})
