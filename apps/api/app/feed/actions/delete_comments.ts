import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { CommentParent } from '#feed/actions/list_comments'

/** Removes every comment (and reply) under a parent that is being deleted, in the caller's transaction. */
export async function deleteComments(trx: TransactionClientContract, parent: CommentParent): Promise<void> {
  await trx.from('comments').where({ parent_kind: parent.kind, parent_id: parent.id }).delete()
}
