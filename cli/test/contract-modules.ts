/*
 * The platform's contracts and their entrypoints, for the deploy tests' modules: valid Wasm made
 * by the test kit (`contractModule`), enough for the deploy command's module checks.
 */
export { contractModule } from '@kobza/testkit/wasm'

export const platformContracts = {
  auction: ['create_auction', 'bid', 'finalize', 'onReceivingCIS2'],
  rr_token: ['mint', 'updateOperator', 'transfer', 'balanceOf'],
  market: ['createSale', 'buyTokens', 'onReceivingCIS2'],
}
