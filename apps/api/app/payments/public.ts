/* What other domains may use of payments (enforced by the lint rule in eslint.config.js). */
export { settleGreetingHold, type HoldSettlement } from '#payments/actions/settle_greeting_hold'
export { onGreetingPaid, onGreetingReversed, type PaidGreeting, type ReversedGreeting } from '#payments/greeting_hook'
export { artistBalance, balanceOf, fanBalance } from '#payments/actions/balance_of'
export type { ServicePriceSource } from '#payments/service_prices'
/** The payments row of `kobza doctor` (provider, fee, keys present, ledger sums to zero). */
export { paymentsCheck } from '#payments/operator'
/** Demo seeders of other domains pay the way real payments do (sandbox callback). */
export { payThroughSandbox } from '#payments/demo'
/** The console's money resources (app/admin) read these and settle withdrawals. */
export { default as Purchase } from '#payments/purchase'
export { default as Withdrawal } from '#payments/withdrawal'
export { decideWithdrawal, type WithdrawalDecision } from '#payments/actions/decide_withdrawal'
export { toMoney } from '#payments/money'
/** The console's refund of a greeting order writes the amount into its audit entry. */
export { formatHryvnia } from '#payments/money'
/* The console's read-models of money (app/admin routes them). */
export { paymentsConsole, withdrawalsConsole, hryvnia } from '#payments/console'
