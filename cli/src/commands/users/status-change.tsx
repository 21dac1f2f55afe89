import { Text } from 'ink'
import { z } from 'zod'
import { email } from '@kobza/contract'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'

const reason = z
  .string()
  .trim()
  .min(3, 'Give a reason of at least 3 characters: the next moderator reads it in the audit log')
  .max(500, 'Keep the reason under 500 characters')
  .meta({ description: 'why (kept in the audit log)', flags: '--reason <text>' })

/** `users block` and `users unblock` differ in one word: each command file is one call of this. */
export function statusChangeCommand(change: 'block' | 'unblock') {
  return defineCommand({
    group: 'users',
    name: change,
    description:
      change === 'block'
        ? 'Block an account: its sessions end at once and it can no longer sign in'
        : 'Unblock a blocked account',
    args: [{ name: 'email', description: "the account's e-mail", schema: email }],
    options: z.object({ reason }),
    run: ({ args, options }) =>
      renderUntilDone(
        (phase) => {
          if (phase.status !== 'done') return null
          const { changed, email: address } = phase.result
          const done = change === 'block' ? 'blocked' : 'unblocked'
          return (
            <Text>
              <Text color={changed ? 'green' : 'yellow'}>{changed ? '✔' : '·'}</Text> {address}{' '}
              {changed ? `${done} (${options.reason})` : `was already ${change === 'block' ? 'blocked' : 'active'}`}
            </Text>
          )
        },
        async () =>
          (await loadOperator()).accounts.changeStatus(
            args.email,
            change === 'block' ? 'BLOCKED' : 'ACTIVE',
            options.reason
          )
      ),
  })
}
