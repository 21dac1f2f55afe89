import { Text } from 'ink'
import { z } from 'zod'
import { authorities, email } from '@kobza/contract'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'

const authority = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(
    z.enum(authorities.options, {
      error: (issue) => `Unknown authority ${String(issue.input)}: use one of ${authorities.options.join(', ')}`,
    })
  )

/** `users grant` and `users revoke` differ in one word: each command file is one call of this. */
export function authorityChangeCommand(change: 'grant' | 'revoke') {
  return defineCommand({
    group: 'users',
    name: change,
    description: `${change === 'grant' ? 'Grant' : 'Revoke'} ARTIST, JUDGE_HALL_OF_FAME, MODERATOR or ADMIN`,
    args: [
      { name: 'email', description: "the account's e-mail", schema: email },
      { name: 'authority', description: `the authority to ${change}, in any letter case`, schema: authority },
    ],
    run: ({ args }) =>
      renderUntilDone(
        (phase) => {
          if (phase.status !== 'done') return null
          const { changed, email: address, authorities: held } = phase.result
          const outcome = changed
            ? change === 'grant'
              ? 'granted'
              : 'revoked'
            : `was already ${change === 'grant' ? 'held' : 'absent'}`
          return (
            <Text>
              <Text color={changed ? 'green' : 'yellow'}>{changed ? '✔' : '·'}</Text> {args.authority} {outcome} for{' '}
              {address}; now: {held.join(', ') || 'no authorities'}
            </Text>
          )
        },
        async () => (await loadOperator()).accounts.changeAuthority(args.email, args.authority, change)
      ),
  })
}
