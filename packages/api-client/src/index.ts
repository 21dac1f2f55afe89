export * from './client.js'
export * from './errors.js'
export * from './storage.js'
export { versionHeader } from './constants.js'
// Session shapes come from the contract; re-exported as types so apps need one import.
export type { LoginResponse, SignUpRequest, StoredUser, TokenPair } from '@kobza/contract'
export * from './resumable.js'
