/*
 * The web process refuses to start in production while payments cannot take real money
 * (adonisrc preloads, web only): no PAYMENTS_PROVIDER, an unknown one, or LiqPay without its
 * keys. Before this, production silently took the sandbox, whose checkout page lets any payer
 * approve their own order. `kobza doctor` prints the same sentence on its payments row.
 */
import app from '@adonisjs/core/services/app'
import { paymentsConfigProblem } from '#payments/payments_config'

if (app.inProduction) {
  const problem = paymentsConfigProblem()
  if (problem) throw new Error(`Kobza refuses to start: ${problem}`)
}
