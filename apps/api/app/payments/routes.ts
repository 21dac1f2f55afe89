import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const PaymentsController = () => import('#payments/payments_controller')
const CheckoutPageController = () => import('#payments/checkout_page_controller')

const { payments } = routes

serve(payments, PaymentsController, ['callback'])
serve(payments, PaymentsController, ['purchase', 'balance', 'requestWithdrawal', 'withdrawals', 'received'], {
  auth: 'user',
})

/* Pages for the payer's browser, outside /api/v1 (HTML, not the JSON contract). */
router.get('/payments/sandbox/checkout/:uuid', [CheckoutPageController, 'showSandbox']).as('payments.sandboxCheckout')
router
  .post('/payments/sandbox/checkout/:uuid', [CheckoutPageController, 'decideSandbox'])
  .as('payments.sandboxDecision')
router.get('/payments/liqpay/checkout/:uuid', [CheckoutPageController, 'showLiqpay']).as('payments.liqpayCheckout')
router.get('/payments/checkout.css', [CheckoutPageController, 'styles']).as('payments.checkoutStyles')
router.get('/favicon.ico', [CheckoutPageController, 'favicon']).as('favicon')
