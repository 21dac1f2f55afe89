import { mounts, routes } from '@kobza/contract/routes'
import { endpointRoute, mountRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const LedgerController = () => import('#markets/ledger_controller')

endpointRoute(routes.markets.ledgerConfig, [LedgerController, 'config'])
endpointRoute(routes.markets.myLedgerAccount, [LedgerController, 'myAccount']).use(middleware.auth())
// After the two above: the node's own routes take whatever else comes under /api/v1/ledger.
mountRoute(mounts.markets.ledgerNode, [LedgerController, 'handle'])
