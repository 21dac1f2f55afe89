/*
 * What other domains may use of accounts. Anything not exported here is private to the
 * domain (enforced by the lint rule in eslint.config.js).
 */
export { default as User, orderedAuthorities } from '#accounts/user'
export { default as AuditLog, type AuditAction } from '#accounts/audit_log'
export { bearerToken, optionalViewer } from '#accounts/auth_middleware'
export { default as AccountPolicy, holdsAny, bouncerOf, authorize, deny } from '#accounts/policy'
export { userForAccessToken, revokeAllForUser, liveAccessTokens, onSessionsChanged } from '#accounts/token_service'
export { createUser, type CreateUserInput } from '#accounts/actions/create_user'
export { changeAuthorities, type AuthorityChange } from '#accounts/actions/change_authorities'
export { findUserByEmail } from '#accounts/actions/find_user'
export { publicUrl } from '#accounts/public_url'
/** Search indexes names in the Latin form nicknames use (see #search/latin). */
export { UKRAINIAN as ukrainianToLatin } from '#accounts/nickname'
/** The named rate limits (one home): other domains count their own requests through it. */
export { consume, rateLimits } from '#accounts/rate_limits'
/* The console's read-models of accounts (app/admin routes them); peopleById names the parties of other domains' records. */
export {
  usersConsole,
  auditLogsConsole,
  auditDetails,
  lastAuditLogId,
  auditLogBatch,
  usersMatching,
  whereParties,
  peopleById,
  type PeopleById,
} from '#accounts/console'
/** The demo's people (`kobza seed demo`): other domains' demo seeders find them by these e-mails. */
export { demoPeople } from '#accounts/demo_people'
