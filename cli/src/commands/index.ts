import type { CommandDefinition } from '../command.ts'

/**
 * Every `kobza` command, in the order help lists them: a new command is its file plus one line
 * here. Imported all at once (none of them boots the API) so help can describe each.
 */
const modules: { default: CommandDefinition }[] = await Promise.all([
  import('./seed/reference.tsx'),
  import('./seed/demo.tsx'),
  import('./doctor.tsx'),
  import('./users/create-admin.tsx'),
  import('./users/grant.tsx'),
  import('./users/revoke.tsx'),
  import('./users/block.tsx'),
  import('./users/unblock.tsx'),
  import('./contracts/deploy.tsx'),
  import('./ledger/status.tsx'),
  import('./ledger/fund.tsx'),
  import('./ledger/node.tsx'),
  import('./auctions/list.tsx'),
  import('./auctions/inspect.tsx'),
  import('./offers/list.tsx'),
  import('./offers/inspect.tsx'),
  import('./indexer/status.tsx'),
  import('./greetings/expire.tsx'),
  import('./payments/reconcile.tsx'),
  import('./legends/close-stage.tsx'),
  import('./reports/list.tsx'),
  import('./reports/resolve.tsx'),
  import('./mail/status.tsx'),
  import('./mail/retry.tsx'),
])

export const commands = modules.map((module) => module.default)
