import { onSignal, onSignalsLost, signal, signalsHeard } from '#core/signals'

/*
 * What lets the 500 ms poll answer "nothing new" without SQL: who takes part in which chat
 * (a membership never ends: members are not deleted, and a deleted or blocked account is
 * stopped by the token check) and each chat's newest message id. The newest id only grows
 * here: every send raises it on every instance (#core/signals), and a read from the database
 * can only raise it too, so a slow read cannot undo a send. A moderator hiding the newest
 * message leaves it high, which costs a query and never hides a message. Entries live a few
 * seconds, so a lost signal delays a message by at most that.
 */

const newestForMs = 5_000
const maxEntries = 100_000

const members = new Set<string>()
const newest = new Map<number, { id: number; until: number }>()

const memberKey = (chatId: number, userId: number) => `${chatId}:${userId}`

/** Never lowers a known id, even an expired one: a read that started before a send answers an older id. */
function raise(chatId: number, messageId: number) {
  const known = newest.get(chatId)
  if (!known && newest.size >= maxEntries) newest.clear()
  newest.set(chatId, { id: Math.max(known?.id ?? 0, messageId), until: Date.now() + newestForMs })
}

onSignal('chat:message', (payload) => raise(Number(payload.chatId), Number(payload.messageId)))
onSignalsLost(() => newest.clear())

/** True when `viewerId` takes part in the chat and it has nothing visible past `after`: the empty answer. */
export function knownNothingAfter(chatId: number, viewerId: number, after: number): boolean {
  if (!members.has(memberKey(chatId, viewerId)) || !signalsHeard()) return false
  const known = newest.get(chatId)
  return known !== undefined && known.until > Date.now() && known.id <= after
}

/** What a poll read from the database: the viewer takes part, and the chat's newest visible message. */
export function rememberPoll(chatId: number, viewerId: number, newestId: number) {
  if (members.size >= maxEntries) members.clear()
  members.add(memberKey(chatId, viewerId))
  raise(chatId, newestId)
}

/** A message was written (committed): every instance's next poll of the chat asks the database. */
export function announceMessage(chatId: number, messageId: number) {
  signal('chat:message', { chatId, messageId })
}
