/* What other domains may use of profiles (enforced by the lint rule in eslint.config.js). */
export { servicePricesOf, setServicePrices } from '#profiles/actions/service_prices'
export { findAccountByUuid, findProfileOwner } from '#profiles/actions/find_profile_owner'
export { demoArtists } from '#profiles/demo'
export { requireOwner, requireArtistOwner } from '#profiles/viewer'
