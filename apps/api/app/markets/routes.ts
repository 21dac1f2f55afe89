import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const LedgerController = () => import('#markets/ledger_controller')

router
  .group(() => {
    router.get('config', [LedgerController, 'config'])
    router.post('my-account', [LedgerController, 'myAccount']).use(middleware.auth())
    router.any('*', [LedgerController, 'handle'])
  })
  .prefix('/api/v1/ledger')
