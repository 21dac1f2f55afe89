import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const PaymentsController = () => import('#payments/payments_controller')
const CheckoutPageController = () => import('#payments/checkout_page_controller')

const { payments } = routes

endpointRoute(payments.callback, [PaymentsController, 'callback'])
router
  .group(() => {
    endpointRoute(payments.purchase, [PaymentsController, 'purchase'])
    endpointRoute(payments.balance, [PaymentsController, 'balance'])
    endpointRoute(payments.requestWithdrawal, [PaymentsController, 'requestWithdrawal'])
    endpointRoute(payments.withdrawals, [PaymentsController, 'withdrawals'])
    endpointRoute(payments.received, [PaymentsController, 'received'])
  })
  .use(middleware.auth())

/* Pages for the payer's browser, outside /api/v1 (HTML, not the JSON contract). */
router.get('/payments/sandbox/checkout/:uuid', [CheckoutPageController, 'showSandbox']).as('payments.sandboxCheckout')
router
  .post('/payments/sandbox/checkout/:uuid', [CheckoutPageController, 'decideSandbox'])
  .as('payments.sandboxDecision')
router.get('/payments/liqpay/checkout/:uuid', [CheckoutPageController, 'showLiqpay']).as('payments.liqpayCheckout')
router.get('/payments/checkout.css', [CheckoutPageController, 'styles']).as('payments.checkoutStyles')
router.get('/favicon.ico', [CheckoutPageController, 'favicon']).as('favicon')
